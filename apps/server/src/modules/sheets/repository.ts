import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Brands by id (the comma-joined `recommendBrand` of a record). */
export const brandsByIds = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? db.selectFrom('brands').select(['id', 'brandName']).where('id', 'in', ids).execute() : Promise.resolve([]);

/** The fixtures of detection rows, in the order of `detectionIds`. */
export async function detectionLampIds(db: Kysely<Database>, detectionIds: number[]): Promise<number[]> {
  if (!detectionIds.length) return [];
  const rows = await db.selectFrom('detections').select(['id', 'lampId']).where('id', 'in', detectionIds.slice(0, 500)).execute();
  const lampOf = new Map(rows.map((r) => [r.id, r.lampId]));
  return detectionIds.map((id) => lampOf.get(id)).filter((id): id is number => id !== undefined);
}

/** Fixtures among `lampIds` that have a photometric file, with their brand, model and catalogue power (W). */
export async function fixturesWithPhotometry(db: Kysely<Database>, lampIds: number[]) {
  if (!lampIds.length) return [];
  return db
    .selectFrom('lamps')
    .innerJoin('brands', 'brands.id', 'lamps.brandId')
    .select(['lamps.id', 'lamps.model', 'lamps.photometryId', 'lamps.power', 'brands.brandName'])
    .where('lamps.id', 'in', [...new Set(lampIds)].slice(0, 500))
    .where('lamps.photometryId', 'is not', null)
    .execute();
}

/** The fixture of each detection row (a record's first ticked row names its product when none was taken). */
export const detectionLamps = (db: Kysely<Database>, detectionIds: number[]) =>
  detectionIds.length ? db.selectFrom('detections').select(['id', 'lampId']).where('id', 'in', detectionIds).execute() : Promise.resolve([]);

/** Fixtures by id with their brand, price, power, the data a tender asks for and their photometric file's flux (lm): the products sheets and schedules name. */
export const products = (db: Kysely<Database>, lampIds: number[]) =>
  lampIds.length
    ? db
        .selectFrom('lamps as l')
        .innerJoin('brands as b', 'b.id', 'l.brandId')
        .leftJoin('photometryFiles as p', 'p.id', 'l.photometryId')
        .select([
          'l.id',
          'b.brandName',
          'l.model',
          'l.authorizedPrice as price',
          'l.power',
          'l.luminousFlux',
          'l.efficacy',
          'l.cri',
          'l.protectLevel',
          'l.ikRating',
          'l.ratedLifeHours',
          'l.driver',
          'l.dimming',
          'l.longNs',
          'l.widthNs',
          'l.heightNs',
          'l.weightKg',
          'p.lumens as fileLumens',
        ])
        .where('l.id', 'in', lampIds)
        .execute()
    : Promise.resolve([]);

/** The stored preview-signing secret (base64), or undefined before the first instance writes it. */
export const findPreviewSecret = (db: Kysely<Database>) => db.selectFrom('serverSecrets').select('value').where('name', '=', 'preview').executeTakeFirst();

/** Keep a preview-signing secret unless one is kept already (two instances starting at once write one). */
export async function insertPreviewSecretIfAbsent(db: Kysely<Database>, value: string, createdAt: string): Promise<void> {
  await db.insertInto('serverSecrets').values({ name: 'preview', value, createdAt }).onConflict((oc) => oc.column('name').doNothing()).execute();
}
