import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './repository.js';

/** A user's setting, or null when it was never written. */
export async function read(db: Kysely<Database>, userId: number, key: string): Promise<string | null> {
  const row = await repo.findSetting(db, userId, key);
  return row?.value ?? null;
}

/** Settings one user may keep: the web app uses a handful; a client cannot fill the table. */
export const MAX_SETTINGS_PER_USER = 50;

/** Write a user's setting (insert or replace); a new key beyond the user's quota is refused. */
export async function write(db: Kysely<Database>, userId: number, key: string, value: string): Promise<void> {
  const known = await repo.settingKeys(db, userId);
  if (known.length >= MAX_SETTINGS_PER_USER && !known.some((k) => k.settingKey === key)) {
    throw new AppError('VALIDATION_FAILED', 'tooManySettings', { field: 'key' });
  }
  await repo.upsertSetting(db, { userId, settingKey: key, value, updatedAt: nowIso() });
}
