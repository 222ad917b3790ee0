import type { Insertable, Kysely } from 'kysely';
import type { Database, FilesTable } from '../../db/schema.js';

/** Insert the row of an uploaded file; answers its id. */
export async function insertFile(db: Kysely<Database>, values: Omit<Insertable<FilesTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('files').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Remove the row of an upload whose file could not be stored. */
export async function deleteFile(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('files').where('id', '=', id).execute();
}
