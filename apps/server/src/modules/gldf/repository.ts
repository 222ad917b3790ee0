import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The fixtures to export, with their brand and photometric file; only those with a file. */
export function lampsForExport(db: Kysely<Database>, lampIds: readonly number[]) {
  if (!lampIds.length) return Promise.resolve([]);
  return db
    .selectFrom('lamps as l')
    .innerJoin('brands as b', 'b.id', 'l.brandId')
    .innerJoin('photometryFiles as p', 'p.id', 'l.photometryId')
    .leftJoin('dictEntries as t', 't.id', 'l.lampType')
    .select([
      't.dictContEn as lampTypeName',
      'l.workVoltage',
      'l.id',
      'b.brandName',
      'l.model',
      'l.power',
      'l.luminousFlux',
      'l.colorTemperature',
      'l.cri',
      'l.protectLevel',
      'l.ikRating',
      'l.longNs',
      'l.widthNs',
      'l.heightNs',
      'l.weightKg',
      'l.ratedLifeHours',
      'l.driver',
      'l.dimming',
      'l.lumImage',
      'p.format',
      'p.fileName',
      'p.content',
      'p.lumens',
    ])
    .where('l.id', 'in', lampIds)
    .orderBy('l.id')
    .execute();
}

export function lampExists(db: Kysely<Database>, lampId: number) {
  return db.selectFrom('lamps').select(['id', 'photometryId']).where('id', '=', lampId).executeTakeFirst();
}

/** The bodies of a project's lamp parameter records (the fixture each took is `chosenLampId` in it). */
export function projectRecordBodies(db: Kysely<Database>, projectId: number) {
  return db.selectFrom('lampParams').select(['id', 'body']).where('projectId', '=', projectId).orderBy('id').execute();
}
