/**
 * Multi-row INSERTs in batches, for the seed's tables: each statement stays under the number of
 * bound variables SQLite and PostgreSQL accept.
 */
import type { Insertable, Kysely } from 'kysely';
import type { UntypedKysely } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** Rows of one multi-row INSERT: stays under SQLite's 32 766 and PostgreSQL's 65 535 variables. */
export function batchSize(columns: number): number {
  return Math.max(1, Math.min(500, Math.floor(30000 / Math.max(1, columns))));
}

export async function insertAll<T extends keyof Database>(k: Kysely<Database>, table: T, rows: Array<Insertable<Database[T]>>): Promise<void> {
  if (rows.length === 0) return;
  const size = batchSize(Object.keys(rows[0] as object).length);
  const anyK = k as unknown as UntypedKysely;
  for (let i = 0; i < rows.length; i += size) {
    await anyK.insertInto(table).values(rows.slice(i, i + size)).execute();
  }
}

/** Insert the rows and collect the `returning` columns of every inserted row. */
export async function insertReturning<T extends keyof Database, R>(
  k: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
  returning: string[],
): Promise<R[]> {
  const out: R[] = [];
  if (rows.length === 0) return out;
  const size = batchSize(Object.keys(rows[0] as object).length);
  const anyK = k as unknown as UntypedKysely;
  for (let i = 0; i < rows.length; i += size) {
    const got = (await anyK.insertInto(table).values(rows.slice(i, i + size)).returning(returning).execute()) as R[];
    out.push(...got);
  }
  return out;
}
