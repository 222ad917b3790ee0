import { migrate, openDatabase, type Db, type UntypedKysely } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** The demo seed's tests compare whole databases: a fresh one in memory, and its rows table by table. */
const TABLES: Array<keyof Database> = [
  'users',
  'projects',
  'contestTypes',
  'contests',
  'brands',
  'lamps',
  'detections',
  'weightPresets',
  'columnDefs',
  'templateIndices',
  'dictEntries',
  'angleRules',
  'surfaceSketches',
  'lampSketches',
  'lampParams',
  'paramIndices',
];

export async function fresh(): Promise<Db> {
  const db = openDatabase('sqlite::memory:');
  await migrate(db);
  return db;
}

export async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await (db.kysely as unknown as UntypedKysely).selectFrom(table).selectAll().orderBy('id').execute()) as Array<Record<string, unknown>>;
    out[table] = rows.map((r) => (table === 'users' ? { ...r, passwordHash: '(salted)' } : r));
  }
  out.projectMembers = await db.kysely.selectFrom('projectMembers').selectAll().orderBy('projectId').orderBy('userId').execute();
  return out;
}
