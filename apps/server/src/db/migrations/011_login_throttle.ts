import type { Kysely } from 'kysely';

/**
 * The log-in throttle's records (issue 21) in the database, so that every server process on one
 * database applies the same delays: one row per (address, account) pair and per account, keyed
 * `p|address|account` and `a|account`, with the failures counted and the time (ms since the
 * epoch) of the last failure (pairs) or of the first failure of the window (accounts). Old rows
 * are pruned by `at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_throttle_at').on('login_throttle').column('at').execute();
}
