import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findUserByName(db: Kysely<Database>, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function insertSession(db: Kysely<Database>, row: { tokenHash: string; userId: number; createdAt: string; expiresAt: string }) {
  await db.insertInto('sessions').values(row).execute();
}

/** The user of a live session, or undefined. */
export function findSessionUser(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.username', 'users.displayName', 'users.role'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string) {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}

/** The log-in throttle's records of these keys (`p|address|account`, `a|account`). */
export async function throttleRecords(db: Kysely<Database>, keys: string[]): Promise<Map<string, { failures: number; at: number }>> {
  const rows = await db.selectFrom('loginThrottle').select(['key', 'failures', 'at']).where('key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.key, { failures: r.failures, at: Number(r.at) }]));
}

/**
 * One more failure on `key`, in one statement (two processes failing at once both count): a
 * record older than `startAfresh` starts again at 1. `keepStart`: the record's time stays the
 * first failure's (an account's window) instead of moving to this one (a pair's last failure).
 */
export async function throttleFailure(db: Kysely<Database>, key: string, now: number, startAfresh: number, keepStart: boolean): Promise<void> {
  await db
    .insertInto('loginThrottle')
    .values({ key, failures: 1, at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const stale = eb('loginThrottle.at', '<', startAfresh);
        return {
          failures: eb.case().when(stale).then(1).else(eb('loginThrottle.failures', '+', 1)).end(),
          at: keepStart ? eb.case().when(stale).then(now).else(eb.ref('loginThrottle.at')).end() : now,
        };
      }),
    )
    .execute();
}

export async function throttleForget(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('loginThrottle').where('key', '=', key).execute();
}

/** Drop the records last touched before `before` (ms). */
export async function throttlePrune(db: Kysely<Database>, before: number): Promise<void> {
  await db.deleteFrom('loginThrottle').where('at', '<', before).execute();
}

/** A user's setting row, or undefined when it was never written. */
export const findSetting = (db: Kysely<Database>, userId: number, key: string) =>
  db.selectFrom('userSettings').select('value').where('userId', '=', userId).where('settingKey', '=', key).executeTakeFirst();

/** The keys of a user's settings. */
export const settingKeys = (db: Kysely<Database>, userId: number) => db.selectFrom('userSettings').select('settingKey').where('userId', '=', userId).execute();

/** Insert a user's setting or replace its value. */
export async function upsertSetting(db: Kysely<Database>, row: { userId: number; settingKey: string; value: string; updatedAt: string }): Promise<void> {
  await db
    .insertInto('userSettings')
    .values(row)
    .onConflict((oc) => oc.columns(['userId', 'settingKey']).doUpdateSet({ value: row.value, updatedAt: row.updatedAt }))
    .execute();
}
