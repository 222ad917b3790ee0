import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type SqliteDatabase from 'better-sqlite3';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { LAMP_SCOPE, SEARCHED_DETECTION_COLUMNS } from '../../db/migrations/014_search_versions.js';
import { LAMP_COLUMNS } from './query.js';

/*
 * The search index's queries: the change counters that tell a block or the lamp table is stale,
 * a block's rows (counted, then read in pages by id as arrays) and the lamp table's rows.
 * `search-blocks.ts` turns them into typed arrays.
 */

/**
 * The change counter of one application type's detection rows, or of the lamp table
 * (`LAMP_SCOPE`): bumped by triggers in every writing transaction (migration 014), so reading
 * it is one primary-key lookup, and another process's writes on the same database show too.
 */
export async function signature(db: Kysely<Database>, scope: number): Promise<string> {
  const r = await db.selectFrom('searchVersions').select('version').where('scope', '=', scope).executeTakeFirst();
  return String(r?.version ?? 0);
}

/** The lamp table's signature: its lamps' and brands'. */
export const lampSignature = (db: Kysely<Database>): Promise<string> => signature(db, LAMP_SCOPE);

/** The searched columns of the type's rows after id `last`, `pageRows` of them in id order (through `detections_type_id`, `loadBlock`). */
export function blockPageQuery(contestTypeId: number, last: number, pageRows: number) {
  const columns = sql.join(['id', ...SEARCHED_DETECTION_COLUMNS].map((c) => sql.ref(c)));
  return sql<Record<string, unknown>>`select ${columns} from detections where (contest_type_id, id) > (${contestTypeId}, ${last}) and contest_type_id <= ${contestTypeId} order by contest_type_id, id limit ${pageRows}`;
}

/** The columns of a block's page, in the order `blockPageQuery` selects them. */
export const PAGE_COLUMNS = ['id', ...SEARCHED_DETECTION_COLUMNS];

/**
 * Reads one page of a block (`blockPageQuery` compiled) as one array of values a row, in the
 * query's column order: through Kysely by default; the loader worker reads through its driver
 * in array mode instead (`rawPageReader`), no object made per row.
 */
export type PageReader = (query: CompiledQuery) => Promise<unknown[][]>;

const kyselyPages =
  (raw: Kysely<Record<string, Record<string, unknown>>>): PageReader =>
  async (query) =>
    (await raw.executeQuery<Record<string, unknown>>(query)).rows.map((r) => PAGE_COLUMNS.map((c) => r[c]));

/**
 * A page reader through the driver's array mode: SQLite's statements (`raw()`, prepared once a
 * text) and PostgreSQL's `rowMode: 'array'`. Measured at 1 M rows on SQLite (103,000 rows of a
 * type, load average 22): 3.7 s for the pages as arrays against 16.4 s for the whole load
 * through Kysely's row objects.
 */
export function rawPageReader(db: Db): PageReader {
  if (db.sqlite) {
    const sqlite = db.sqlite;
    const statements = new Map<string, SqliteDatabase.Statement>();
    return async (query) => {
      let st = statements.get(query.sql);
      if (!st) statements.set(query.sql, (st = sqlite.prepare(query.sql).raw(true)));
      return st.all(...query.parameters) as unknown[][];
    };
  }
  const pool = db.pool!;
  return async (query) => (await pool.query({ text: query.sql, values: query.parameters as unknown[], rowMode: 'array' })).rows as unknown[][];
}

/** A type's detection rows as `loadBlock` reads them: counted, then page by page after an id. */
export interface BlockRows {
  count(): Promise<number>;
  /** The next `pageRows` rows after id `last`, each an array in `PAGE_COLUMNS` order. */
  page(last: number, pageRows: number): Promise<unknown[][]>;
}

/** The detection rows of one application type, without the row mapping plugins (`readPage`: through Kysely unless given). */
export function blockRows(db: Kysely<Database>, contestTypeId: number, readPage?: PageReader): BlockRows {
  const raw = db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const read = readPage ?? kyselyPages(raw);
  return {
    async count() {
      const counted = await sql<{ n: number | string }>`select count(*) as n from detections where contest_type_id = ${contestTypeId}`.execute(raw);
      return Number(counted.rows[0]?.n ?? 0);
    },
    page: (last, pageRows) => read(blockPageQuery(contestTypeId, last, pageRows).compile(raw)),
  };
}

/** Every lamp's searchable columns, and every brand's name (for the brand order). */
export async function lampRows(db: Kysely<Database>) {
  const lamps = await db
    .selectFrom('lamps')
    .select(['id', 'brandId', 'lampShape', 'colorFlag', 'colorType', 'isAudit', 'workVoltage', ...LAMP_COLUMNS])
    .execute();
  const brands = await db.selectFrom('brands').select(['id', 'brandName']).execute();
  return { lamps, brands };
}
