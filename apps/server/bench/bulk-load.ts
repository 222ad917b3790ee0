/**
 * The search bench's data set generated at the database (issue 28): `seedBulkDetections` makes
 * BASE_ROWS varied rows in JavaScript (types, contests, fixtures, data types, the closed-form
 * figures), then the database copies them in `insert … select` passes until the target is
 * reached, each copy's figures varied per row by a hash of its source id and the pass (power
 * ±3 % except catalogue rows, the luminances and intensities ×0.9–1.1 together, U0 ×0.95–1.05
 * at most 1), so that the distinct searches' bounds keep cutting differently through the rows.
 * The secondary indexes of `detections` are dropped before and rebuilt after (from their own
 * definitions in the catalogue), PostgreSQL's change-counter triggers are disabled during the
 * copies and every counter bumped after; then ANALYZE (PostgreSQL: VACUUM ANALYZE, which also
 * sets the visibility map).
 */
import type BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { Db } from '../src/db/database.js';
import { SEARCHED_DETECTION_COLUMNS } from '../src/db/migrations/014_search_versions.js';
import { seedBulkDetections } from '../src/demo/seed.js';

/** Rows made in JavaScript before the database copies them. */
const BASE_ROWS = Number(process.env.BASE_ROWS ?? 100_000);
/** Source rows per `insert … select` statement. */
const COPY_ROWS = 1_000_000;

/** The columns a copy writes, the searched ones first (as `seedBulkDetections`). */
const COLUMNS = [...SEARCHED_DETECTION_COLUMNS, 'storage_id', 'task_id', 'pseu_color', 'view_photo', 'created_at'] as const;
const LUMINANCES = new Set(['lightness', 'lightness_ave', 'lightness_max', ...Array.from({ length: 10 }, (_, i) => `light_intensity${i + 1}`)]);

/** A factor in [lo, lo + span) from the row's id and the pass: the same on both databases. */
const factor = (mult: number, modulus: number, pass: number, lo: number, span: number) => `(${lo} + ${span} * ((cast(id as bigint) * ${mult} + ${pass * 7919}) % ${modulus}) / ${modulus}.0)`;

/** The select list of one copy pass (`round` to 1 decimal: PostgreSQL rounds numerics only). */
function copyList(dialect: Db['dialect'], pass: number): string {
  const round = (e: string, digits: number) => (dialect === 'postgres' ? `round((${e})::numeric, ${digits})` : `round(${e}, ${digits})`);
  const least1 = (e: string) => (dialect === 'postgres' ? `least(1, ${e})` : `min(1, ${e})`);
  const lum = factor(2654435761, 10007, pass, 0.9, 0.2);
  return COLUMNS.map((c) => {
    if (LUMINANCES.has(c)) return round(`${c} * ${lum}`, 1);
    if (c === 'power') return `case when data_type = '4' then power else ${round(`power * ${factor(40503, 1009, pass, 0.97, 0.06)}`, 1)} end`;
    if (c === 'evenness') return least1(round(`evenness * ${factor(69069, 1013, pass, 0.95, 0.1)}`, 2));
    if (c === 'task_id') return `task_id || '-${pass}'`;
    return c;
  }).join(', ');
}

/** Run statements on one connection of the database (settings hold for the session). */
interface Session {
  /** Run a statement; the rows it changed. */
  run(text: string): Promise<number>;
  all<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

function sqliteSession(raw: BetterSqlite3.Database): Session {
  return {
    run: async (text) => (/^\s*insert/i.test(text) ? raw.prepare(text).run().changes : (raw.exec(text), 0)),
    all: async <T>(text: string) => raw.prepare(text).all() as T[],
    close: async () => undefined,
  };
}

async function postgresSession(url: string): Promise<Session> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    run: async (text) => (await client.query(text)).rowCount ?? 0,
    all: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: () => client.end(),
  };
}

const secs = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

/**
 * Fill `detections` up to `target` rows (a seeded demo database). Prints each step's time.
 * `url` is the database's URL (PostgreSQL: a session of its own for its settings).
 */
export async function generateDetections(db: Db, url: string, target: number): Promise<void> {
  const s = db.dialect === 'postgres' ? await postgresSession(url) : sqliteSession(db.sqlite!);
  const count = async () => Number((await s.all<{ n: number | string }>('select count(*) as n from detections'))[0]!.n);
  let n = await count();
  if (n >= target) return s.close();
  const started = performance.now();
  if (db.dialect === 'postgres') await s.run(`set maintenance_work_mem = '1GB'; set synchronous_commit = off`);
  else await s.run('pragma synchronous = off; pragma cache_size = -1000000; pragma temp_store = memory');

  let t = performance.now();
  const indexes =
    db.dialect === 'postgres'
      ? await s.all<{ name: string; def: string }>(`select indexname as name, indexdef as def from pg_indexes where tablename = 'detections' and indexname <> 'detections_pkey'`)
      : await s.all<{ name: string; def: string }>(`select name, sql as def from sqlite_master where type = 'index' and tbl_name = 'detections' and sql is not null`);
  for (const i of indexes) await s.run(`drop index ${i.name}`);
  console.log(`dropped ${indexes.length} secondary indexes (${secs(t)})`);

  t = performance.now();
  const base = Math.min(target, BASE_ROWS) - n;
  if (base > 0) await seedBulkDetections(db, base, { sqlite: db.sqlite });
  n = await count();
  console.log(`base rows made in JavaScript: ${n.toLocaleString('en')} (${secs(t)})`);

  // foreign keys: PostgreSQL checks each copied row's five references with a query of its own
  // (a few thousand rows a second); its constraints are dropped and added back (one check of
  // all rows each), SQLite's checks switched off for the copies
  const keys = db.dialect === 'postgres' ? await s.all<{ name: string; def: string }>(`select conname as name, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'detections'::regclass and contype = 'f'`) : [];
  for (const k of keys) await s.run(`alter table detections drop constraint ${k.name}`);
  await s.run(db.dialect === 'postgres' ? 'alter table detections disable trigger user' : 'pragma foreign_keys = off');
  const [first] = await s.all<{ lo: number | string }>(`select min(id) as lo from detections where storage_id like 'BK%'`);
  const lo = Number(first!.lo);
  for (let pass = 1; n < target; pass++) {
    const [top] = await s.all<{ hi: number | string }>('select max(id) as hi from detections');
    const hi = Number(top!.hi);
    for (let from = lo; from <= hi && n < target; from += COPY_ROWS) {
      t = performance.now();
      const take = Math.min(COPY_ROWS, target - n);
      const copied = await s.run(
        `insert into detections (${COLUMNS.join(', ')}) select ${copyList(db.dialect, pass)} from detections where id >= ${from} and id <= ${hi} order by id limit ${take}`,
      );
      n += copied;
      console.log(`pass ${pass}: ${copied.toLocaleString('en')} rows copied, ${n.toLocaleString('en')} in all (${secs(t)})`);
    }
  }
  if (db.dialect === 'postgres') {
    await s.run('alter table detections enable trigger user');
    await s.run('update search_versions set version = version + 1');
  } else await s.run('pragma foreign_keys = on');

  t = performance.now();
  for (const i of indexes) await s.run(i.def);
  for (const k of keys) await s.run(`alter table detections add constraint ${k.name} ${k.def}`);
  console.log(`rebuilt ${indexes.length} indexes and ${keys.length} foreign keys (${secs(t)})`);
  t = performance.now();
  await s.run(db.dialect === 'postgres' ? 'vacuum (analyze) detections' : 'analyze; pragma synchronous = normal; pragma cache_size = -2000; pragma temp_store = default');
  console.log(`analysed (${secs(t)}); generated ${n.toLocaleString('en')} rows in ${secs(started)}`);
  await s.close();
}
