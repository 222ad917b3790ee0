/** Data access of photometric files, calculated detection rows and the fixture import. Plain Kysely functions, `db` (or a transaction) first. */
import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import type { Database, ImportJobsTable, NewDetection, PhotometryFilesTable } from '../../db/schema.js';
import { photometryContentHash } from '../../lib/photometry-hash.js';
import { nowIso } from '../../lib/time.js';

export type PhotometryFileRow = Selectable<PhotometryFilesTable>;

/**
 * Store a photometric file once: its content hash (the normalised text, `lib/photometry-hash.ts`)
 * is unique, so an identical file — uploaded, imported from a spreadsheet or a GLDF container, or
 * seeded — answers the row that already holds it. One statement: the unique index decides a race
 * between two identical writes. Answers the id and whether the row was written now.
 */
export async function photometryFileInsertOnce(db: Kysely<Database>, row: Omit<Insertable<PhotometryFilesTable>, 'contentHash'>): Promise<{ id: number; inserted: boolean }> {
  const contentHash = photometryContentHash(row.content);
  const inserted = await db
    .insertInto('photometryFiles')
    .values({ ...row, contentHash })
    .onConflict((oc) => oc.column('contentHash').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, inserted: true };
  const existing = await db.selectFrom('photometryFiles').select('id').where('contentHash', '=', contentHash).executeTakeFirstOrThrow();
  return { id: existing.id, inserted: false };
}

export function photometryFileById(db: Kysely<Database>, id: number): Promise<PhotometryFileRow | undefined> {
  return db.selectFrom('photometryFiles').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Brand and model of the first fixture (lowest id) that carries a photometric file, if any. */
export function fixtureOfPhotometry(db: Kysely<Database>, photometryId: number) {
  return db
    .selectFrom('lamps as l')
    .innerJoin('brands as b', 'b.id', 'l.brandId')
    .select(['b.brandName', 'l.model'])
    .where('l.photometryId', '=', photometryId)
    .orderBy('l.id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** Lamps that carry a photometric file, with the file (all of them, or those listed). */
export function lampsWithPhotometry(db: Kysely<Database>, lampIds?: readonly number[]) {
  let q = db
    .selectFrom('lamps as l')
    .innerJoin('photometryFiles as p', 'p.id', 'l.photometryId')
    .select(['l.id as lampId', 'l.brandId', 'l.power', 'p.id as photometryId', 'p.fileName', 'p.content'])
    .orderBy('l.id', 'asc');
  if (lampIds) {
    if (lampIds.length === 0) return Promise.resolve([]);
    q = q.where('l.id', 'in', [...lampIds]);
  }
  return q.execute();
}

/** Every contest (typical surface) with its dimensions. */
export function contestsAll(db: Kysely<Database>) {
  return db.selectFrom('contests').selectAll().orderBy('id', 'asc').execute();
}

/** Picture addresses of a lamp's calculated rows on the given contests. */
export async function calculatedPictures(db: Kysely<Database>, lampId: number, contestIds: readonly number[]): Promise<string[]> {
  if (contestIds.length === 0) return [];
  const rows = await db
    .selectFrom('detections')
    .select(['pseuColor', 'viewPhoto'])
    .where('lampId', '=', lampId)
    .where('dataType', '=', '4')
    .where('contestId', 'in', [...contestIds])
    .execute();
  return rows.flatMap((r) => [r.pseuColor, r.viewPhoto]).filter((p): p is string => !!p);
}

/** Delete a lamp's calculated rows on the given contests and insert the new ones (call inside a transaction). */
export async function calculatedRowsReplace(
  trx: Kysely<Database>,
  lampId: number,
  contestIds: readonly number[],
  rows: readonly NewDetection[],
): Promise<void> {
  if (contestIds.length > 0) {
    await trx
      .deleteFrom('detections')
      .where('lampId', '=', lampId)
      .where('dataType', '=', '4')
      .where('contestId', 'in', [...contestIds])
      .execute();
  }
  // Chunks keep PostgreSQL below its 65 535 bound parameters per statement.
  for (let i = 0; i < rows.length; i += 400) {
    await trx.insertInto('detections').values(rows.slice(i, i + 400)).execute();
  }
}

/** Calculated rows of some lamps, in a stable order (tests, comparisons). */
export function calculatedRows(db: Kysely<Database>, lampIds: readonly number[]) {
  if (lampIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('detections')
    .selectAll()
    .where('dataType', '=', '4')
    .where('lampId', 'in', [...lampIds])
    .orderBy('lampId')
    .orderBy('contestId')
    .orderBy('surfaceType')
    .execute();
}

// --- fixture import

export function brandsByName(db: Kysely<Database>) {
  return db.selectFrom('brands').select(['id', 'brandName']).execute();
}

export async function brandInsert(db: Kysely<Database>, brandName: string): Promise<number> {
  const row = await db.insertInto('brands').values({ brandName, brandLogo: null, isOrgState: 1 }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Lamp types (`dengjuleixing`): id, names and code. */
/** The entries of one dictionary: lamp types (`dengjuleixing`), colour types (`dengjusecaifenlei`). */
export function dictionaryEntries(db: Kysely<Database>, indexPinyin: 'dengjuleixing' | 'dengjusecaifenlei') {
  return db
    .selectFrom('dictEntries')
    .select(['id', 'dictCont', 'dictContEn', 'dictExtra', 'dictRemark'])
    .where('indexPinyin', '=', indexPinyin)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function lampByBrandModel(db: Kysely<Database>, brandId: number, model: string) {
  return db.selectFrom('lamps').select(['id']).where('brandId', '=', brandId).where('model', '=', model).executeTakeFirst();
}

/** The colour type of one colour temperature (`dengjusecaifenlei`, one colour, no RGB code); null when the dictionary has none. */
export async function singleWhiteColourType(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('dictEntries')
    .select('id')
    .where('indexPinyin', '=', 'dengjusecaifenlei')
    .where('dictExtra', '=', '1')
    .where('dictRemark', 'is', null)
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * A new fixture; a white one (`colorFlag` 1) whose source names no colour type (the spreadsheet,
 * a GLDF with one CCT) is stored as one colour temperature.
 */
export async function lampInsert(db: Kysely<Database>, row: Insertable<Database['lamps']>): Promise<number> {
  const colorType = row.colorType !== undefined ? row.colorType : row.colorFlag === 1 ? await singleWhiteColourType(db) : null;
  const inserted = await db.insertInto('lamps').values({ ...row, colorType }).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function lampUpdate(db: Kysely<Database>, id: number, values: Partial<Insertable<Database['lamps']>>): Promise<void> {
  await db.updateTable('lamps').set(values).where('id', '=', id).execute();
}

/** A calculated row shows a stand-in picture unless its false-colour picture is the engine's own. */
const standIn = (eb: ExpressionBuilder<Database, 'detections'>) => eb.or([eb('pseuColor', 'is', null), eb('pseuColor', 'not like', 'calc/%')]);

/** Lamp × contest pairs whose calculated rows show stand-in pictures, on the given application types. */
export function calculatedPairsWithStandIns(db: Kysely<Database>, contestTypeIds: readonly number[]) {
  if (contestTypeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('detections')
    .select(['lampId', 'contestId'])
    .distinct()
    .where('dataType', '=', '4')
    .where('contestTypeId', 'in', [...contestTypeIds])
    .where(standIn)
    .orderBy('lampId')
    .orderBy('contestId')
    .execute();
}

/**
 * Give one face's calculated row its own pictures, only while it still shows stand-ins (a row
 * recomputed meanwhile keeps what the recomputation wrote); answers the rows changed.
 */
export async function calculatedPicturesSet(
  db: Kysely<Database>,
  key: { lampId: number; contestId: number; surfaceType: 'A' | 'B' },
  pictures: { pseuColor: string; viewPhoto: string | null },
): Promise<number> {
  const result = await db
    .updateTable('detections')
    .set(pictures)
    .where('lampId', '=', key.lampId)
    .where('contestId', '=', key.contestId)
    .where('surfaceType', '=', key.surfaceType)
    .where('dataType', '=', '4')
    .where(standIn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// --- import jobs

export function importJobInsert(db: Kysely<Database>, job: Insertable<ImportJobsTable>) {
  return db.insertInto('importJobs').values(job).execute();
}

export function importJobById(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('importJobs').selectAll().where('jobId', '=', jobId).executeTakeFirst();
}

/** A process takes a job: it records itself and counts the start. */
export function importJobClaim(db: Kysely<Database>, jobId: string, runner: string) {
  return db
    .updateTable('importJobs')
    .set((eb) => ({ runner, attempts: eb('attempts', '+', 1), updatedAt: nowIso() }))
    .where('jobId', '=', jobId)
    .execute();
}

export function importJobsRunning(db: Kysely<Database>) {
  return db.selectFrom('importJobs').select(['jobId', 'lampIds']).where('status', '=', 'running').orderBy('createdAt').execute();
}

export function importJobUpdate(db: Kysely<Database>, jobId: string, values: Partial<Omit<Selectable<ImportJobsTable>, 'jobId'>>) {
  return db.updateTable('importJobs').set(values).where('jobId', '=', jobId).execute();
}

/** Delete jobs finished before `before` (ISO time). */
export function importJobsPrune(db: Kysely<Database>, before: string) {
  return db.deleteFrom('importJobs').where('finishedAt', 'is not', null).where('finishedAt', '<', before).execute();
}

/** Which of these picture addresses a detection row shows (pseudo-colour or effect picture). */
export async function picturesInUse(db: Kysely<Database>, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .selectFrom('detections')
    .select(['pseuColor', 'viewPhoto'])
    .where((eb) => eb.or([eb('pseuColor', 'in', [...paths]), eb('viewPhoto', 'in', [...paths])]))
    .execute();
  const wanted = new Set(paths);
  return new Set(rows.flatMap((r) => [r.pseuColor, r.viewPhoto]).filter((p): p is string => !!p && wanted.has(p)));
}

/** A typical surface by id. */
export function contestById(db: Kysely<Database>, id: number) {
  return db.selectFrom('contests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A fixture's photometric file id (null: none), or undefined for an unknown fixture. */
export async function lampPhotometryId(db: Kysely<Database>, lampId: number): Promise<number | null | undefined> {
  const row = await db.selectFrom('lamps').select(['photometryId']).where('id', '=', lampId).executeTakeFirst();
  return row ? row.photometryId : undefined;
}
