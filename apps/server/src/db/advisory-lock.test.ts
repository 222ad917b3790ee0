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

  it('a holder whose lock connection is cut is told, does not crash the process, and leaves the lock to the next', async () => {
    const started = deferred();
    const seen: { aborted?: boolean } = {};
    const held = withTryLock(t.db, LOCK_PICTURES, 'cut', async (hold) => {
      started.resolve();
      // The work goes on between its steps until it sees the lock is gone (as a job does).
      await new Promise<void>((resolve) => hold.signal.addEventListener('abort', () => resolve(), { once: true }));
      seen.aborted = hold.signal.aborted;
      return 'gave up';
    });
    await started.promise;
    // Every backend holding that lock terminated (what `pg_terminate_backend` or a fast stop does).
    await sql`select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = hashtext('cut')::oid and classid = ${LOCK_PICTURES}::oid`.execute(other.kysely);
    expect(await held).toEqual({ ran: true, value: 'gave up' });
    expect(seen.aborted).toBe(true);
    // The pool dropped the dead connection: the next holder finds the lock free and queries work.
    expect(await withTryLock(other, LOCK_PICTURES, 'cut', async () => 'next')).toEqual({ ran: true, value: 'next' });
    expect(await withTryLock(t.db, LOCK_PICTURES, 'cut', async () => 'again')).toEqual({ ran: true, value: 'again' });
  });

  it("a write through the lock's own connection commits only while the lock is held", async () => {
    const result = await withTryLock(t.db, LOCK_PICTURES, 'own', async (hold) => {
      const mine = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`.execute(hold.kysely);
      return mine.rows[0]!.n;
    });
    expect(result).toEqual({ ran: true, value: 1 });
  });

  it('a pooled connection cut while checked out does not crash the process (no unhandled error event); the pool replaces it', async () => {
    const pid = await t.db.kysely.connection().execute(async (conn) => {
      const own = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0]!.pid;
      await sql`select pg_terminate_backend(${own})`.execute(other.kysely);
      // Checked out and idle while PostgreSQL ends it: once the backend is gone, give the
      // client's socket a moment to hear of it (an unhandled 'error' event fails the run).
      const gone = async () => !(await sql`select 1 from pg_stat_activity where pid = ${own}`.execute(other.kysely)).rows.length;
      for (let i = 0; i < 100 && !(await gone()); i++) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, 200));
      return own;
    });
    const after = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db.kysely)).rows[0]!.pid;
    expect(after).not.toBe(pid);
  });
});
