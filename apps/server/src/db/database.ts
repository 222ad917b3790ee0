import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient, type SqliteDatabase as SqliteDialectDatabase, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import * as initial from './migrations/001_initial.js';
import * as userSettings from './migrations/002_user_settings.js';
import * as importJobs from './migrations/003_import_jobs.js';
import * as teamServer from './migrations/004_team_server.js';
import * as seedState from './migrations/005_seed_state.js';
import * as catalogueEnglish from './migrations/006_catalogue_english.js';
import * as photometryContentHash from './migrations/007_photometry_content_hash.js';
import * as tenderData from './migrations/008_tender_data.js';
import * as typeMarks from './migrations/009_type_marks.js';
import * as recordLayout from './migrations/010_record_layout.js';
import * as loginThrottle from './migrations/011_login_throttle.js';
import * as fixtureBeamPlanes from './migrations/012_fixture_beam_planes.js';
import * as fixtureColourType from './migrations/013_fixture_colour_type.js';
import * as searchVersions from './migrations/014_search_versions.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The raw SQLite handle, for bulk loads that want prepared statements (SQLite only). */
  sqlite?: SqliteDatabase.Database;
  /** The connection pool (PostgreSQL only): advisory locks hold a client of it (`holdConnection`). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

// PostgreSQL answers bigint (count(*), sums) as text; the values here stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Open the database a `DATABASE_URL` names: `sqlite:<path>` (or `sqlite::memory:`) or `postgres://…`.
 * `readOnly`: a reader of its own beside the server's connections (the search index's block
 * loader, `search-loader.ts`): SQLite opens the existing file read-only (the writer set WAL),
 * PostgreSQL's sessions default to read-only transactions, `connections` at most.
 */
export function openDatabase(url: string, options: { connectionLifetimeS?: number; readOnly?: boolean; connections?: number } = {}): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    // A connection attempt gives up after 5 s, so a request meets a clear 503 rather than
    // waiting. A connection is replaced once idle past its lifetime (DATABASE_CONNECTION_LIFETIME_S),
    // so PostgreSQL's smart shutdown, which waits for every session, completes.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.connections ?? 10,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      maxLifetimeSeconds: options.connectionLifetimeS ?? 300,
      ...(options.readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    // A connection PostgreSQL ends (restart, `pg_terminate_backend`, a dropped database) makes
    // its client emit 'error'; unheard, that kills the process. An idle client's error is the
    // pool's (logged; the pool drops it). A client checked out — a request's, or one holding an
    // advisory lock — gets a listener of its own for its whole life: the query in flight fails
    // with the error (a 503 for a request), the holder learns of it through `holdConnection`,
    // and the pool drops the client when it comes back (`_queryable` false).
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    pool.on('connect', (client) => client.on('error', () => {}));
    const kysely = kyselyOver(pool);
    return { kysely, dialect: 'postgres', pool, close: () => kysely.destroy() };
  }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    const file = path === ':memory:' ? ':memory:' : resolve(path);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    if (options.readOnly && file === ':memory:') throw new Error('an in-memory SQLite database has no second reader');
    const database = new SqliteDatabase(file, options.readOnly ? { readonly: true, fileMustExist: true } : {});
    if (!options.readOnly) {
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
      database.pragma('synchronous = NORMAL');
    }
    database.pragma('busy_timeout = 5000');
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      plugins: [new CamelCasePlugin()],
    });
    return { kysely, dialect: 'sqlite', sqlite: database, close: () => kysely.destroy() };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

/** Kysely over a PostgreSQL pool (or one held connection): the one dialect set-up. */
function kyselyOver(pool: PostgresPool): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
}

/**
 * Kysely prepares every query anew; SQLite's parse and plan of a six-table join costs more than
 * running it for a page of rows. The statements of the most recent SQL texts are kept and used
 * again (a statement still being iterated is never handed out twice). Only Kysely goes through
 * this: code using the raw handle (bulk loads) prepares its own.
 */
export function withStatementCache(database: SqliteDatabase.Database, size = 256): SqliteDialectDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => database.close(),
    prepare(source: string) {
      const cached = statements.get(source);
      if (cached && !cached.busy) {
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = database.prepare(source);
      statements.set(source, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

/** Names of the migrations, in order. */
export const migrationNames = (): string[] => MIGRATIONS.map((m) => m.name);

const MIGRATIONS: Array<{ name: string; up: (db: Kysely<unknown>, dialect: DialectName) => Promise<void> }> = [
  { name: '001_initial', up: initial.up },
  { name: '002_user_settings', up: userSettings.up },
  { name: '003_import_jobs', up: importJobs.up },
  { name: '004_team_server', up: teamServer.up },
  { name: '005_seed_state', up: seedState.up },
  { name: '006_catalogue_english', up: catalogueEnglish.up },
  { name: '007_photometry_content_hash', up: photometryContentHash.up },
  { name: '008_tender_data', up: tenderData.up },
  { name: '009_type_marks', up: typeMarks.up },
  { name: '010_record_layout', up: recordLayout.up },
  { name: '011_login_throttle', up: loginThrottle.up },
  { name: '012_fixture_beam_planes', up: fixtureBeamPlanes.up },
  { name: '013_fixture_colour_type', up: fixtureColourType.up },
  { name: '014_search_versions', up: searchVersions.up },
];

/**
 * Kysely over tables named at run time (migrations, the demo's bulk inserts): Kysely's own
 * documented idiom is `Kysely<any>`, the one `any` of the code base.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type UntypedKysely = Kysely<any>;

/**
 * Run the migrations not yet applied, each in its own transaction, recorded in
 * `lampsheet_migrations`. Works the same on both dialects.
 */
export async function migrate(db: Db): Promise<string[]> {
  const k = db.kysely as unknown as UntypedKysely;
  await k.schema
    .createTable('lampsheet_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const done = new Set(
    (await k.selectFrom('lampsheetMigrations').select('name').execute()).map((r: { name: string }) => r.name),
  );
  const applied: string[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await k.transaction().execute(async (trx) => {
      // Migrations write snake_case DDL themselves; run them without the camelCase plugin.
      await m.up(trx.withoutPlugins() as unknown as Kysely<unknown>, db.dialect);
      await trx.insertInto('lampsheetMigrations').values({ name: m.name, appliedAt: new Date().toISOString() }).execute();
    });
    applied.push(m.name);
  }
  return applied;
}

/** Key of the advisory lock that start-up (migrations, demo seed) runs under on PostgreSQL. */
export const STARTUP_LOCK = 0x4c616d70; // "Lamp"

/**
 * A client of the pool held for a while (an advisory lock lives as long as its session), with
 * `lost` aborted the moment its connection ends (PostgreSQL restarted or terminated it). The
 * client goes back to the pool afterwards, or is dropped when its connection was lost.
 */
export async function holdConnection<T>(db: Db, use: (client: pg.PoolClient, lost: AbortSignal) => Promise<T>): Promise<T> {
  const client = await db.pool!.connect();
  const lost = new AbortController();
  const onLost = (err?: unknown) => {
    if (!lost.signal.aborted) lost.abort(err instanceof Error ? err : new Error('Connection terminated unexpectedly'));
  };
  client.on('error', onLost);
  client.on('end', onLost);
  try {
    return await use(client, lost.signal);
  } finally {
    client.release(lost.signal.aborted ? (lost.signal.reason as Error) : undefined);
    client.off('error', onLost);
    client.off('end', onLost);
  }
}

/** Kysely whose every query runs on this one held client (writes that must share its session). */
export function kyselyOnClient(client: pg.PoolClient): Kysely<Database> {
  return kyselyOver({ connect: async () => ({ query: client.query.bind(client) as unknown as PostgresPoolClient['query'], release: () => {} }), end: async () => {} });
}

/**
 * Run start-up work (migrations, the demo seed) so that of several instances starting at the
 * same moment on one PostgreSQL database exactly one does it while the others wait, then find
 * it done. A session advisory lock on a connection of its own; released when the work ends, or
 * by PostgreSQL when that process dies. When the lock's connection is lost meanwhile (the
 * database restarted), the work's outcome is not trusted: once it has ended, the loss is thrown
 * (a "database unavailable" error) and start-up tries again (`waitForDatabase`): migrations and
 * the seed pick up where they were. SQLite: one process per file, nothing to lock.
 */
export async function withStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return holdConnection(db, async (client, lost) => {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    let value: T;
    try {
      value = await work();
    } finally {
      if (!lost.aborted) await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
    }
    if (lost.aborted) throw lost.reason;
    return value;
  });
}

/** Quick liveness query. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db.kysely);
}
