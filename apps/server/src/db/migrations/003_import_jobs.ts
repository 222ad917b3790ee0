import type { Kysely } from 'kysely';

/**
 * Fixture import jobs, kept in the database rather than in one server's memory: their progress
 * can be polled from any server process, and a job cut short by a restart is taken up again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('imported', 'integer', (c) => c.notNull())
    /** JSON array of the lamp ids the import wrote. */
    .addColumn('lamp_ids', 'text', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('import_jobs_status').on('import_jobs').column('status').execute();
}
