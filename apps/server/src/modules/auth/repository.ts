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
