import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../db/database.js';
import { importMediaFolder } from '../storage/blob-import.js';
import { postgresBlobStore } from '../storage/postgres-blob-store.js';
import { seedDemoData } from '../demo/seed.js';
import { WORKER_BUNDLES_ENV } from '../modules/photometry/calc-pool.js';
import { buildWorkerBundles } from './worker-bundles.js';

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplate: DemoTemplate;
  }
}

interface DemoTemplate {
  sqliteFile: string;
  mediaDir: string;
  pgDatabase: string | null;
}

/**
 * The server's tests are two projects (apps/server/vitest.config.ts: the in-process tests, then
 * the tests that start real server processes and PostgreSQL clusters, alone). Both read the one
 * template of the run: the global setups run in vitest's main process, so the template and its
 * users are counted on globalThis, and the last user's teardown removes it.
 */
const shared = globalThis as typeof globalThis & {
  lampsheetDemoTemplate?: { template: Promise<{ template: DemoTemplate; remove(): Promise<void> }>; users: number };
};

export default async function setup(project: TestProject) {
  shared.lampsheetDemoTemplate ??= { template: prepare(), users: 0 };
  const entry = shared.lampsheetDemoTemplate;
  entry.users += 1;
  const { template, remove } = await entry.template;
  project.provide('demoTemplate', template);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.lampsheetDemoTemplate = undefined;
    await remove();
  };
}

/**
 * The run's worker bundles (the test files' workers start from them: their processes inherit
 * this environment), then the demo template.
 */
async function prepare(): Promise<{ template: DemoTemplate; remove(): Promise<void> }> {
  const bundles = await buildWorkerBundles();
  process.env[WORKER_BUNDLES_ENV] = bundles.dir;
  const { template, remove } = await seedTemplate();
  return {
    template,
    remove: async () => {
      await remove();
      Reflect.deleteProperty(process.env, WORKER_BUNDLES_ENV);
      bundles.remove();
    },
  };
}

/**
 * Seed the demo data once per test run: into a SQLite file that each test copies, and into a
 * PostgreSQL template database that each test clones with CREATE DATABASE … TEMPLATE.
 */
async function seedTemplate(): Promise<{ template: DemoTemplate; remove(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-template-'));
  const sqliteFile = join(dir, 'demo.db');
  const mediaDir = join(dir, 'media');
  const sqlite = openDatabase(`sqlite:${sqliteFile}`);
  await migrate(sqlite);
  await seedDemoData(sqlite, { mediaDir });
  await sqlite.close();

  let pgDatabase: string | null = null;
  const adminUrl = process.env.LAMPSHEET_TEST_PG_URL;
  if (adminUrl) {
    if (!/^postgres(ql)?:\/\/[^\s]+$/.test(adminUrl)) {
      throw new Error(`LAMPSHEET_TEST_PG_URL must be one postgres:// URL, got ${JSON.stringify(adminUrl)}`);
    }
    pgDatabase = `lampsheet_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgDatabase}`);
    await admin.end();
    const db = openDatabase(adminUrl.replace(/\/[^/]*$/, `/${pgDatabase}`));
    await migrate(db);
    await seedDemoData(db, { mediaDir: join(dir, 'media-pg') });
    // PostgreSQL keeps the files in the database (the server's default there): the template carries them.
    await importMediaFolder(postgresBlobStore(db), join(dir, 'media-pg'), { only: (rel) => /^(demo|calc)\//.test(rel) });
    await db.close();
  }
  return {
    template: { sqliteFile, mediaDir, pgDatabase },
    remove: async () => {
    if (adminUrl && pgDatabase) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
    },
  };
}
