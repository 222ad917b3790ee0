import type { Kysely } from 'kysely';
import type { LoginAnswer, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import { verifyPassword } from './password.js';
import * as repo from './repository.js';
import { newToken, tokenHash } from './tokens.js';

// Checked when the user name is unknown, so that both paths cost one scrypt.
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export function toUser(row: { id: number; username: string; displayName: string; role: 'designer' | 'admin' }): User {
  return { id: row.id, username: row.username, displayName: row.displayName, role: row.role };
}

export async function login(db: Kysely<Database>, username: string, password: string, sessionHours: number): Promise<LoginAnswer> {
  const row = await repo.findUserByName(db, username);
  const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', 'invalidCredentials');
  const token = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + sessionHours * 3600_000).toISOString();
  await repo.deleteExpiredSessions(db, now.toISOString());
  await repo.insertSession(db, { tokenHash: tokenHash(token), userId: row.id, createdAt: now.toISOString(), expiresAt });
  return { token, user: toUser(row), expiresAt };
}

export async function userForToken(db: Kysely<Database>, token: string): Promise<User | undefined> {
  const row = await repo.findSessionUser(db, tokenHash(token), nowIso());
  return row ? toUser(row) : undefined;
}

export async function logout(db: Kysely<Database>, token: string): Promise<void> {
  await repo.deleteSession(db, tokenHash(token));
}
