import { sql } from 'kysely';
import type { Db } from './database.js';

/** Lock classes (the first key of a two-key advisory lock). */
export const LOCK_IMPORT_JOB = 0x4c530001;
export const LOCK_PICTURES = 0x4c530002;

/**
 * Run `work` only if no other process holds the advisory lock `(lockClass, hashtext(name))`,
 * holding it on a connection of its own for as long as the work runs. When the process holding
 * it dies, PostgreSQL ends its session and the lock is free for another instance. On SQLite
 * (one process per database file) the work simply runs.
 */
export async function withTryLock<T>(db: Db, lockClass: number, name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.dialect !== 'postgres') return { ran: true, value: await work() };
  return db.kysely.connection().execute(async (conn) => {
    const got = await sql<{ ok: boolean }>`select pg_try_advisory_lock(${lockClass}, hashtext(${name})) as ok`.execute(conn);
    if (!got.rows[0]?.ok) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${lockClass}, hashtext(${name}))`.execute(conn).catch(() => {});
    }
  });
}
