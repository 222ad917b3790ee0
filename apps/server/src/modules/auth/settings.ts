import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';

/** A user's setting, or null when it was never written. */
export async function read(db: Kysely<Database>, userId: number, key: string): Promise<string | null> {
  const row = await db.selectFrom('userSettings').select('value').where('userId', '=', userId).where('settingKey', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/** Write a user's setting (insert or replace). */
export async function write(db: Kysely<Database>, userId: number, key: string, value: string): Promise<void> {
  const updatedAt = nowIso();
  await db
    .insertInto('userSettings')
    .values({ userId, settingKey: key, value, updatedAt })
    .onConflict((oc) => oc.columns(['userId', 'settingKey']).doUpdateSet({ value, updatedAt }))
    .execute();
}
