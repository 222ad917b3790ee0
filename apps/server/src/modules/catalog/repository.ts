import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const contestTypes = (db: Kysely<Database>) =>
  db.selectFrom('contestTypes').selectAll().orderBy('sort').orderBy('id').execute();

export const contestTypeById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('contestTypes').selectAll().where('id', '=', id).executeTakeFirst();

export function brands(db: Kysely<Database>, partnersOnly: boolean) {
  let q = db.selectFrom('brands').selectAll();
  if (partnersOnly) q = q.where('isOrgState', '=', 1);
  return q.orderBy('brandName').execute();
}

export const columnDefs = (db: Kysely<Database>, contestTypeId: number) =>
  db.selectFrom('columnDefs').selectAll().where('contestTypeId', '=', contestTypeId).orderBy('sort').orderBy('id').execute();

export const weightPresets = (db: Kysely<Database>, contestTypeId: number) =>
  db.selectFrom('weightPresets').selectAll().where('contestTypeId', '=', contestTypeId).orderBy('sort').orderBy('id').execute();

export function dictEntries(db: Kysely<Database>, indexPinyin: string, filters: { contestType?: number; lampType?: number } = {}) {
  let q = db.selectFrom('dictEntries').selectAll().where('indexPinyin', '=', indexPinyin);
  // An entry without a contest type or lamp type applies to all of them.
  if (filters.contestType !== undefined) {
    const ct = filters.contestType;
    q = q.where((eb) => eb.or([eb('contestType', 'is', null), eb('contestType', '=', ct)]));
  }
  if (filters.lampType !== undefined) {
    const lt = filters.lampType;
    q = q.where((eb) => eb.or([eb('lampType', 'is', null), eb('lampType', '=', lt)]));
  }
  return q.orderBy('sort').orderBy('id').execute();
}

export const dictEntryById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('dictEntries').selectAll().where('id', '=', id).executeTakeFirst();

export const templateIndices = (db: Kysely<Database>, contestTypeId: number) =>
  db
    .selectFrom('templateIndices')
    .selectAll()
    .where('contestTypeId', '=', contestTypeId)
    .orderBy('indexType')
    .orderBy('sort')
    .orderBy('id')
    .execute();

export function surfaceSketches(db: Kysely<Database>, contestTypeIds: number[]) {
  let q = db
    .selectFrom('surfaceSketches')
    .innerJoin('contestTypes', 'contestTypes.id', 'surfaceSketches.contestTypeId')
    .selectAll('surfaceSketches')
    .select(['contestTypes.typeName', 'contestTypes.typeNameEn']);
  if (contestTypeIds.length) q = q.where('surfaceSketches.contestTypeId', 'in', contestTypeIds);
  return q.orderBy('surfaceSketches.sort').orderBy('surfaceSketches.id').execute();
}

export const surfaceSketchById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('surfaceSketches').selectAll().where('id', '=', id).executeTakeFirst();

export async function lampSketches(db: Kysely<Database>, lampType: number | null | undefined, page: number, rows: number) {
  let q = db.selectFrom('lampSketches');
  if (lampType) q = q.where('lampType', '=', lampType);
  const [list, total] = await Promise.all([
    q.selectAll().orderBy('sort').orderBy('id').limit(rows).offset((page - 1) * rows).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.total) };
}

export const lampSketchById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('lampSketches').selectAll().where('id', '=', id).executeTakeFirst();

export const angleRules = (db: Kysely<Database>) =>
  db.selectFrom('angleRules').selectAll().orderBy('sort').orderBy('id').execute();

export const angleRuleById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('angleRules').selectAll().where('id', '=', id).executeTakeFirst();
