import { type Kysely, type Transaction, type Insertable } from 'kysely';
import type { FixtureLayout } from '@lampsheet/contracts';
import type { Database, LampParamsTable } from '../../db/schema.js';

type Exec = Kysely<Database> | Transaction<Database>;

export const findLampParam = (db: Exec, id: number) =>
  db
    .selectFrom('lampParams')
    .innerJoin('users', 'users.id', 'lampParams.createdBy')
    .selectAll('lampParams')
    .select('users.displayName as creatorName')
    .where('lampParams.id', '=', id)
    .executeTakeFirst();

export const paramIndices = (db: Exec, lampParamId: number) =>
  db.selectFrom('paramIndices').selectAll().where('lampParamId', '=', lampParamId).orderBy('sort').orderBy('id').execute();

/**
 * The form's fields a lamp parameter row keeps in columns of their own (the list filters and
 * joins on them; the layout, as JSON, is answered by the list and read by the schedule); the rest
 * travels in `body`.
 */
type ColumnFields = 'dataStatus' | 'makingWay' | 'contestType' | 'lampType' | 'angleNo' | 'grayDemand';
export function lampParamColumns(
  form: { [K in ColumnFields]?: number | null } & { dataStatus: number; lampPower?: string | number | null; layout?: FixtureLayout | null },
): Pick<Insertable<LampParamsTable>, ColumnFields | 'lampPower' | 'layout'> {
  return {
    dataStatus: form.dataStatus,
    makingWay: form.makingWay ?? 1,
    contestType: form.contestType ?? null,
    lampType: form.lampType ?? null,
    angleNo: form.angleNo ?? null,
    grayDemand: form.grayDemand ?? null,
    lampPower: form.lampPower === null || form.lampPower === undefined ? null : String(form.lampPower),
    layout: form.layout ? JSON.stringify(form.layout) : null,
  };
}

/** A stored layout column read back (null: the record was stored before it had one). */
export const layoutOf = (column: string | null): FixtureLayout | null => (column ? (JSON.parse(column) as FixtureLayout) : null);

export async function insertLampParam(db: Exec, row: Insertable<LampParamsTable>): Promise<number> {
  const r = await db.insertInto('lampParams').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Update only if nobody saved since `expectedUpdateDate`; false when the record was stale. */
export async function updateLampParam(
  db: Exec,
  id: number,
  expectedUpdateDate: string,
  values: Partial<Insertable<LampParamsTable>>,
): Promise<boolean> {
  const r = await db
    .updateTable('lampParams')
    .set(values)
    .where('id', '=', id)
    .where('updateDate', '=', expectedUpdateDate)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function replaceParamIndices(
  db: Exec,
  lampParamId: number,
  entries: Array<{ faceType: string | null; body: string }>,
  now: string,
): Promise<void> {
  await db.deleteFrom('paramIndices').where('lampParamId', '=', lampParamId).execute();
  if (!entries.length) return;
  await db
    .insertInto('paramIndices')
    .values(entries.map((e, sort) => ({ lampParamId, faceType: e.faceType, sort, body: e.body, createDate: now, updateDate: now })))
    .execute();
}

/**
 * Lamp parameters (`p`) with the rows their names come from: the creator (`u`), the lamp type
 * (`lt`) and colour type (`gd`) dictionary entries, the beam angle rule (`ar`), the contest type
 * (`ct`). The list and the project's schedule read them so.
 */
export const lampParamsNamed = (db: Kysely<Database>) =>
  db
    .selectFrom('lampParams as p')
    .innerJoin('users as u', 'u.id', 'p.createdBy')
    .leftJoin('dictEntries as lt', 'lt.id', 'p.lampType')
    .leftJoin('dictEntries as gd', 'gd.id', 'p.grayDemand')
    .leftJoin('angleRules as ar', 'ar.id', 'p.angleNo')
    .leftJoin('contestTypes as ct', 'ct.id', 'p.contestType');

export async function listLampParams(db: Kysely<Database>, projectId: number, page: number, rows: number, lang: 'zh' | 'en') {
  const base = db.selectFrom('lampParams as p').where('p.projectId', '=', projectId);
  const [list, total] = await Promise.all([
    lampParamsNamed(db)
      .where('p.projectId', '=', projectId)
      .select([
        'p.id',
        'p.projectId',
        'p.lampparamNo',
        'p.typeMark',
        (lang === 'zh' ? 'lt.dictCont as dictCont' : 'lt.dictContEn as dictCont') as 'lt.dictCont as dictCont',
        (lang === 'zh' ? 'gd.dictCont as colorTypeStr' : 'gd.dictContEn as colorTypeStr') as 'gd.dictCont as colorTypeStr',
        'ar.ruleKey as beamAngleStr',
        'p.lampPower',
        (lang === 'zh' ? 'ct.typeName as typeName' : 'ct.typeNameEn as typeName') as 'ct.typeName as typeName',
        'p.dataStatus',
        'p.makingWay',
        'p.createdBy',
        'u.displayName as creatorName',
        'p.createDate',
        'p.updateDate',
        'p.pdfFileName',
        'p.layout',
        'p.body',
      ])
      .orderBy('p.createDate', 'desc')
      .orderBy('p.id', 'desc')
      .limit(rows)
      .offset((page - 1) * rows)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.total) };
}

/**
 * Delete a record; its parameter index entries go with it (ON DELETE CASCADE). One statement
 * that locks the record before its entries — the order a save takes too (the record's UPDATE,
 * then the entries) — so a delete and a save of the same record queue instead of deadlocking.
 * False when the record was already gone.
 */
export async function deleteLampParam(db: Exec, id: number): Promise<boolean> {
  const r = await db.deleteFrom('lampParams').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Whether a record exists (to tell a stale save from one whose record was deleted meanwhile). */
export async function lampParamExists(db: Exec, id: number): Promise<boolean> {
  return !!(await db.selectFrom('lampParams').select('id').where('id', '=', id).executeTakeFirst());
}

/** The type marks and numbers of a project's records (to keep marks unique and to find records sharing a number). */
export const projectMarks = (db: Exec, projectId: number) =>
  db.selectFrom('lampParams').select(['id', 'typeMark', 'lampparamNo']).where('projectId', '=', projectId).orderBy('id').execute();
