import type { Kysely } from 'kysely';

/**
 * Several instances on one database: files kept in the database (`blobs` → `blob_chunks`,
 * used when BLOB_STORE is postgres), the secret that signs preview addresses
 * (`server_secrets`), and who runs an import job and how often it was started (`import_jobs`).
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blob_chunks')
    .addColumn('content_id', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunks_pk', ['content_id', 'seq'])
    .execute();
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('import_jobs').addColumn('runner', 'text').execute();
  await db.schema.alterTable('import_jobs').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
