import { sql, type Kysely } from 'kysely';

/**
 * A change counter per application type's detection rows and one for the lamp table (issue 28):
 * `search_versions.scope` is a `contest_type_id`, or 0 for lamps and brands together. Triggers
 * bump it in the writing transaction — every write path (the editor, imports, deletes, the demo,
 * another server process on the same PostgreSQL) — so the search index learns whether a block is
 * stale from one primary-key read instead of counting the type's rows. An update bumps only when
 * it sets a column the index reads (`SEARCHED_DETECTION_COLUMNS`); the background picture
 * completion's `pseu_color` does not. The index `detections_type_id` lets it read a type's rows
 * in pages by id.
 */
export const SEARCHED_DETECTION_COLUMNS = [
  'contest_type_id',
  'contest_id',
  'lamp_id',
  'brand_id',
  'project_id',
  'data_type',
  'surface_type',
  'rgbwa',
  'power',
  'lightness',
  'lightness_ave',
  'lightness_max',
  'evenness',
  'anban_height',
  'lum_size',
  'lum_size_min',
  ...Array.from({ length: 10 }, (_, i) => `light_intensity${i + 1}`),
] as const;

/** The lamp table's scope in `search_versions`. */
export const LAMP_SCOPE = 0;

const upsert = (rows: string) => `insert into search_versions (scope, version) ${rows} on conflict (scope) do update set version = search_versions.version + 1`;
/** Bump one scope (created at 1 when new). */
const bump = (scope: string) => upsert(`values (${scope}, 1)`);
/** Bump every type among a PostgreSQL statement's transition rows. */
const bumpEach = (rows: string) => upsert(`select distinct contest_type_id, 1 from ${rows}`);

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('search_versions')
    .addColumn('scope', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  // The index loads a type's rows in pages by id (`loadBlock`): (type, id) order without a sort.
  await db.schema.createIndex('detections_type_id').on('detections').columns(['contest_type_id', 'id']).execute();
  await sql`insert into search_versions (scope, version) select distinct contest_type_id, 1 from detections`.execute(db);
  await sql`insert into search_versions (scope, version) values (${sql.lit(LAMP_SCOPE)}, 1)`.execute(db);
  const searched = SEARCHED_DETECTION_COLUMNS.join(', ');
  const run = (text: string) => sql.raw(text).execute(db);
  if (dialect === 'sqlite') {
    await run(`create trigger detections_insert_version after insert on detections begin ${bump('new.contest_type_id')}; end`);
    await run(`create trigger detections_delete_version after delete on detections begin ${bump('old.contest_type_id')}; end`);
    await run(`create trigger detections_update_version after update of ${searched} on detections begin ${bump('old.contest_type_id')}; ${bump('new.contest_type_id')}; end`);
    for (const table of ['lamps', 'brands'])
      for (const event of ['insert', 'update', 'delete'])
        await run(`create trigger ${table}_${event}_version after ${event} on ${table} begin ${bump(String(LAMP_SCOPE))}; end`);
    return;
  }
  // PostgreSQL: inserts and deletes once per statement over the statement's rows (an import's
  // multi-row insert, COPY), an update of a searched column once per row (a column list allows
  // no transition table), lamps and brands once per statement.
  await run(`create function detections_rows_version() returns trigger language plpgsql as $$ begin
    if tg_op = 'INSERT' then ${bumpEach('new_rows')}; else ${bumpEach('old_rows')}; end if; return null; end $$`);
  await run(`create function detections_row_version() returns trigger language plpgsql as $$ begin
    ${bump('old.contest_type_id')}; if new.contest_type_id <> old.contest_type_id then ${bump('new.contest_type_id')}; end if; return null; end $$`);
  await run(`create function lamps_version() returns trigger language plpgsql as $$ begin ${bump(String(LAMP_SCOPE))}; return null; end $$`);
  await run(`create trigger detections_insert_version after insert on detections referencing new table as new_rows for each statement execute function detections_rows_version()`);
  await run(`create trigger detections_delete_version after delete on detections referencing old table as old_rows for each statement execute function detections_rows_version()`);
  await run(`create trigger detections_update_version after update of ${searched} on detections for each row execute function detections_row_version()`);
  for (const table of ['lamps', 'brands'])
    await run(`create trigger ${table}_version after insert or update or delete on ${table} for each statement execute function lamps_version()`);
}
