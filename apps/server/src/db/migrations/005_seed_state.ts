import type { Kysely } from 'kysely';

/**
 * The demo seeding's progress, so a first start cut short (a crash, kill -9) is completed on the
 * next start rather than left half filled: the reference data commit in one transaction with
 * this row (`plan`: what the later, resumable steps must produce), the engine's calculated rows
 * follow lamp by lamp, and `completed_at` is written last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seed_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('seed', 'integer', (c) => c.notNull())
    /** JSON: the lamp × contest pairs to calculate and those that get pictures, the rows' date. */
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
}
