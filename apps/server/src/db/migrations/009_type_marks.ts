import { sql, type Kysely } from 'kysely';
import { typeMarkOf } from '@lampsheet/contracts';

/**
 * Type marks (issue 25): every lamp parameter record carries a mark unique in its project
 * ("L01", "L02" …, editable), which tells apart records the specification's number rule gives
 * the same number. Records stored before get L01, L02 … per project in the order they were
 * created; the unique index on (project, mark) holds the rule against every writer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lamp_params').addColumn('type_mark', 'text').execute();
  const rows = await sql<{ id: number; project_id: number }>`select id, project_id from lamp_params order by project_id, create_date, id`.execute(db);
  const counts = new Map<number, number>();
  for (const row of rows.rows) {
    const n = (counts.get(Number(row.project_id)) ?? 0) + 1;
    counts.set(Number(row.project_id), n);
    await sql`update lamp_params set type_mark = ${typeMarkOf(n)} where id = ${row.id}`.execute(db);
  }
  await db.schema.createIndex('lamp_params_type_mark').unique().on('lamp_params').columns(['project_id', 'type_mark']).execute();
}

