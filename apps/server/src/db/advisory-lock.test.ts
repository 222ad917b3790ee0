/**
 * Background work that runs once across instances (picture completion, import jobs): the
 * advisory lock on PostgreSQL. Two instances are two connection pools on one database; an
 * instance that dies is a backend PostgreSQL terminates.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_ADMIN_URL, createTestDb, type TestDb } from '../test/harness.js';
import { LOCK_PICTURES, withTryLock } from './advisory-lock.js';
import { openDatabase, type Db } from './database.js';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('withTryLock on SQLite', () => {
  it('runs the work: one process owns the database file', async () => {
    const t = await createTestDb('sqlite');
    try {
      expect(await withTryLock(t.db, LOCK_PICTURES, 'complete', async () => 7)).toEqual({ ran: true, value: 7 });
    } finally {
      await t.dispose();
    }
  });
});

describe.runIf(!!PG_ADMIN_URL)('withTryLock on PostgreSQL: two instances', () => {
  let t: TestDb;
  let other: Db;
  beforeAll(async () => {
    t = await createTestDb('postgres');
    other = openDatabase(t.url);
  });
  afterAll(async () => {
    await other?.close();
    await t?.dispose();
  });

  it('runs the work in one instance while the other is refused, then lets the other in', async () => {
    const release = deferred();
    const started = deferred();
    let runs = 0;
    const first = withTryLock(t.db, LOCK_PICTURES, 'complete', async () => {
      runs++;
      started.resolve();
      await release.promise;
      return 'first';
    });
    await started.promise;
    expect(await withTryLock(other, LOCK_PICTURES, 'complete', async () => (runs++, 'second'))).toEqual({ ran: false });
    // Another name or another class of work is not held up.
    expect(await withTryLock(other, LOCK_PICTURES, 'another job', async () => 'free')).toEqual({ ran: true, value: 'free' });
    release.resolve();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect(runs).toBe(1);
    expect(await withTryLock(other, LOCK_PICTURES, 'complete', async () => (runs++, 'second'))).toEqual({ ran: true, value: 'second' });
    expect(runs).toBe(2);
  });

  it('frees the lock when the instance holding it dies, so the other takes the work up', async () => {
    // The dying instance: its own connection, holding the lock the way withTryLock takes it.
    const dying = new pg.Client({ connectionString: t.url });
    dying.on('error', () => {});
    await dying.connect();
    const got = await dying.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [LOCK_PICTURES, 'complete']);
    expect(got.rows[0]!.ok).toBe(true);
    expect(await withTryLock(other, LOCK_PICTURES, 'complete', async () => 'taken')).toEqual({ ran: false });
    // Its process dies: PostgreSQL ends the session, and with it the lock.
    const pid = (await dying.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    await sql`select pg_terminate_backend(${pid})`.execute(other.kysely);
    let taken: { ran: boolean; value?: string } = { ran: false };
    for (let i = 0; i < 50 && !taken.ran; i++) {
      taken = await withTryLock(other, LOCK_PICTURES, 'complete', async () => 'taken');
      if (!taken.ran) await new Promise((r) => setTimeout(r, 100));
    }
    expect(taken).toEqual({ ran: true, value: 'taken' });
  });
});
