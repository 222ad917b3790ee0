import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { migrate, openDatabase, type Db, type DialectName } from '../db/database.js';

/**
 * The dialects the data-layer tests loop over. PostgreSQL joins when LAMPSHEET_TEST_PG_URL names
 * a role that may create databases (scripts/ensure-postgres.sh prints one); without it the
 * PostgreSQL runs are skipped with a loud warning, and refused when LAMPSHEET_REQUIRE_PG=1.
 */
export const PG_ADMIN_URL = process.env.LAMPSHEET_TEST_PG_URL;
export const DIALECTS: DialectName[] = PG_ADMIN_URL ? ['sqlite', 'postgres'] : ['sqlite'];
if (!PG_ADMIN_URL) {
  if (process.env.LAMPSHEET_REQUIRE_PG === '1') {
    throw new Error('LAMPSHEET_REQUIRE_PG=1 but LAMPSHEET_TEST_PG_URL is not set: PostgreSQL tests cannot run');
  }
  console.warn(
    '\n!!! PostgreSQL is not available (LAMPSHEET_TEST_PG_URL unset): the PostgreSQL runs of the data-layer tests are SKIPPED.\n' +
      '!!! Run `npm test` (which starts PostgreSQL) or set LAMPSHEET_TEST_PG_URL to include them.\n',
  );
}

export interface TestDb {
  db: Db;
  url: string;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of the dialect — empty, or a copy of the demo data seeded once per
 * run by global-setup.ts; dispose() closes and removes it.
 */
export async function createTestDb(dialect: DialectName, options: { demo?: boolean } = {}): Promise<TestDb> {
  const template = options.demo ? inject('demoTemplate') : undefined;
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-test-'));
    const file = join(dir, 'test.db');
    if (template) copyFileSync(template.sqliteFile, file);
    return opened(`sqlite:${file}`, () => rmSync(dir, { recursive: true, force: true }));
  }
  if (!PG_ADMIN_URL) throw new Error('PostgreSQL is not available');
  const name = `lampsheet_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(template?.pgDatabase ? `CREATE DATABASE ${name} TEMPLATE ${template.pgDatabase}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return opened(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
}

/** The database at `url`, migrated; dispose() closes it, then removes it (`remove`). */
async function opened(url: string, remove: () => void | Promise<void>): Promise<TestDb> {
  const db = openDatabase(url);
  await migrate(db);
  return {
    db,
    url,
    async dispose() {
      await db.close();
      await remove();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  close(): Promise<void>;
}

/** The whole server on a fresh database of the dialect, filled with demo data unless `demo: false`. */
export async function createTestApp(
  dialect: DialectName,
  options: { demo?: boolean; env?: Record<string, string>; webDir?: string; pools?: BuildOptions['pools'] } = {},
): Promise<TestApp> {
  const demo = options.demo !== false;
  const testDb = await createTestDb(dialect, { demo });
  const dataDir = mkdtempSync(join(tmpdir(), 'lampsheet-data-'));
  if (demo) cpSync(inject('demoTemplate').mediaDir, join(dataDir, 'media'), { recursive: true });
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url,
      LAMPSHEET_DEMO: options.demo === false ? '0' : '1',
      LOG_LEVEL: 'silent',
      ...options.env,
    },
    options.webDir ? { webDir: options.webDir } : {},
  );
  const app = await buildApp({ config, db: testDb.db, logger: process.env.LAMPSHEET_TEST_LOG === '1', pools: options.pools });
  await app.ready();
  return {
    app,
    db: testDb.db,
    dataDir,
    async close() {
      await app.close();
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Log in through the API and answer the `Authorization` header value. */
export async function bearer(app: FastifyInstance, username = 'demo', password = username === 'admin' ? 'admin1234' : 'demo1234') {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`log-in of ${username} failed: ${res.body}`);
  return `Bearer ${res.json().data.token as string}`;
}
