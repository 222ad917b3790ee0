import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { dump, fresh } from '../test/demo-dump.js';
import { DIALECTS, createTestDb } from '../test/harness.js';
import { seedBulkDetections, seedDemoData, type SeedSummary } from './seed.js';

/**
 * The demo seed over a database's life: bulk rows appended, the same rows on both databases, a
 * first start cut short and completed by the next, and what the start logs. (What the demo data
 * holds is seed.test.ts.)
 */
describe('seedBulkDetections', () => {
  it('appends rows through Kysely and through a raw better-sqlite3 handle', async () => {
    // A copy of the run's demo template (global-setup.ts seeded it): the rows are appended to a
    // whole demo, as on a server, without seeding it again here.
    const testDb = await createTestDb('sqlite', { demo: true });
    const { db } = testDb;
    try {
      const count = async () => Number((await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      expect(before).toBeGreaterThan(0);
      const viaKysely = await seedBulkDetections(db, 3000, { seed: 1 });
      expect(viaKysely.inserted).toBe(3000);
      expect(await count()).toBe(before + 3000);
      const raw = new SqliteDatabase(testDb.url.slice('sqlite:'.length));
      try {
        const viaRaw = await seedBulkDetections(db, 3000, { seed: 2, sqlite: raw });
        expect(viaRaw.inserted).toBe(3000);
      } finally {
        raw.close();
      }
      expect(await count()).toBe(before + 6000);
      const bad = await db.kysely
        .selectFrom('detections')
        .select('id')
        .where((eb) => eb.or([eb('lightnessAve', '<', eb.ref('lightness')), eb('contestTypeId', '<', 101)]))
        .execute();
      expect(bad).toEqual([]);
    } finally {
      await testDb.dispose();
    }
  }, 120000);
});

/**
 * The reference both dialects' seeds are held to: seed 11 on SQLite in memory, seeded once for
 * the file (the first dialect's test waits for it; each seed takes seconds of engine work).
 */
let reference: Promise<{ db: Db; rows: Record<string, unknown[]>; dir: string }> | undefined;
const seededReference = () =>
  (reference ??= (async () => {
    const db = await fresh();
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-ref-'));
    await seedDemoData(db, { mediaDir: dir, seed: 11 });
    return { db, rows: await dump(db), dir };
  })());
afterAll(async () => {
  if (!reference) return;
  const { db, dir } = await reference;
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(DIALECTS)('seeding on %s', (dialect) => {
  it('fills an empty database once, with the same rows as on SQLite in memory', async () => {
    const testDb = await createTestDb(dialect);
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-'));
    try {
      const s = await seedDemoData(testDb.db, { mediaDir: dir, seed: 11 });
      expect(s.seeded).toBe(true);
      const again = await seedDemoData(testDb.db, { mediaDir: dir, seed: 11 });
      expect(again.seeded).toBe(false);
      const mine = await dump(testDb.db);
      const theirs = (await seededReference()).rows;
      for (const table of Object.keys(theirs)) expect(mine[table], table).toEqual(theirs[table]);
      const bulk = await seedBulkDetections(testDb.db, 3000, { seed: 3 });
      expect(bulk.inserted).toBe(3000);
    } finally {
      await testDb.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120000);
});

/**
 * A first start killed while the empty database is being filled (issue 11, point 5): the next
 * start notices the unfinished seed, computes what is missing and marks it complete, ending with
 * the same rows as a start that was never interrupted.
 */
describe.each(DIALECTS)('a first start cut short on %s', (dialect) => {
  const calculatedRows = (db: Db) =>
    db.kysely
      .selectFrom('detections')
      .select(['id', 'lampId', 'contestId', 'surfaceType', 'lightnessAve', 'evenness', 'lightIntensity1', 'pseuColor'])
      .where('dataType', '=', '4')
      .orderBy('id')
      .execute();
  const crashAt = (step: string, nth = 1) => {
    let seen = 0;
    return (s: string) => {
      if (s === step && ++seen === nth) throw new Error(`crash at ${step} #${nth}`);
    };
  };

  it('is completed by the next starts, whichever step it died in, with the rows of an uninterrupted seed', async () => {
    const testDb = await createTestDb(dialect);
    const whole = await createTestDb(dialect, { demo: true });
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-'));
    try {
      // Killed right after the reference data committed: no calculated row yet.
      await expect(seedDemoData(testDb.db, { mediaDir: dir, onStep: crashAt('reference') })).rejects.toThrow(/crash at reference/);
      expect((await testDb.db.kysely.selectFrom('users').selectAll().execute()).length).toBe(3);
      expect(await calculatedRows(testDb.db)).toHaveLength(0);
      const state = await testDb.db.kysely.selectFrom('seedState').selectAll().executeTakeFirstOrThrow();
      expect(state.completedAt).toBeNull();

      // The next start dies too, after a few lamps' calculated rows.
      await expect(seedDemoData(testDb.db, { mediaDir: dir, onStep: crashAt('calculated-lamp', 5) })).rejects.toThrow(/crash at calculated-lamp/);
      const partial = (await calculatedRows(testDb.db)).length;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan((await calculatedRows(whole.db)).length);

      // The third start completes the rest and says so.
      const resumed = await seedDemoData(testDb.db, { mediaDir: dir });
      expect(resumed.state).toBe('resumed');
      expect(resumed.calculated!.rows).toBe((await calculatedRows(whole.db)).length - partial);
      expect(resumed.calculated!.failures).toBe(0);
      const done = await testDb.db.kysely.selectFrom('seedState').selectAll().executeTakeFirstOrThrow();
      expect(done.completedAt).not.toBeNull();
      // The same calculated rows as the uninterrupted seed of the test template (ids aside:
      // the rows a crash interrupted were written again).
      const strip = (rows: Awaited<ReturnType<typeof calculatedRows>>) =>
        rows.map(({ id: _id, ...r }) => r).sort((a, b) => a.lampId - b.lampId || a.contestId - b.contestId || a.surfaceType.localeCompare(b.surfaceType));
      expect(strip(await calculatedRows(testDb.db))).toEqual(strip(await calculatedRows(whole.db)));

      // A fourth start finds the demo whole and writes nothing.
      const present = await seedDemoData(testDb.db, { mediaDir: dir });
      expect(present.state).toBe('present');
      expect(present.seeded).toBe(false);
    } finally {
      await testDb.dispose();
      await whole.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240000);
});

describe('what the start says about the demo data', () => {
  it('logs a filled, a completed and an untouched database differently', async () => {
    const { default: Fastify } = await import('fastify');
    const { logSeed } = await import('../app.js');
    const lines: Array<{ level: number; msg: string }> = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
    const base = { seeded: true, users: 3, mediaPaths: ['a'], calculated: { lamps: 4, pairs: 9, rows: 12, pictures: 0, threads: 1, ms: 1, failures: 0 } } as unknown as SeedSummary;
    logSeed(app, { ...base, state: 'seeded' });
    logSeed(app, { ...base, state: 'resumed' });
    logSeed(app, { ...base, seeded: false, state: 'present' });
    expect(lines.map((l) => l.msg)).toEqual([
      'empty database filled with demo data',
      'demo data completed: the first start had been cut short; 12 calculated rows added',
      'demo data already complete (or a database of real data): nothing seeded',
    ]);
    expect(lines[1]!.level).toBe(40);
    await app.close();
  });
});
