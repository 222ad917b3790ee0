import type { Kysely } from 'kysely';
import { holdConnection, kyselyOnClient, type Db } from './database.js';
import type { Database } from './schema.js';

/** Lock classes (the first key of a two-key advisory lock). */
export const LOCK_IMPORT_JOB = 0x4c530001;
export const LOCK_PICTURES = 0x4c530002;

/** What the work under a lock is given. */
export interface LockHold {
  /**
   * Aborted when the lock is lost: its connection ended (PostgreSQL restarted, the backend was
   * terminated). The work stops at its next step and leaves what is left to whoever takes the
   * lock next; it must not finish or record anything as the lock's holder after this.
   */
  signal: AbortSignal;
  /**
   * Kysely on the lock's own connection: a write through it commits only while the lock is
   * held (if the session has ended, so has the lock, and the write fails). A job records its
   * end through it, so a job is finished exactly once even when another process took it up.
   */
  kysely: Kysely<Database>;
}

const NEVER = new AbortController().signal;

/**
 * Run `work` only if no other process holds the advisory lock `(lockClass, hashtext(name))`,
 * holding it on a connection of its own for as long as the work runs. When the process holding
 * it dies, PostgreSQL ends its session and the lock is free for another instance; when the
 * connection ends under a living process, the work is told (`hold.signal`) and gives the work
 * up rather than holding it without the lock. On SQLite (one process per database file) the
 * work simply runs.
 */
export async function withTryLock<T>(db: Db, lockClass: number, name: string, work: (hold: LockHold) => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.dialect !== 'postgres') return { ran: true, value: await work({ signal: NEVER, kysely: db.kysely }) };
  return holdConnection(db, async (client, lost) => {
    const got = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [lockClass, name]);
    if (!got.rows[0]?.ok) return { ran: false as const };
    try {
      return { ran: true as const, value: await work({ signal: lost, kysely: kyselyOnClient(client) }) };
    } finally {
      if (!lost.aborted) await client.query('select pg_advisory_unlock($1, hashtext($2))', [lockClass, name]).catch(() => {});
    }
  });
}
