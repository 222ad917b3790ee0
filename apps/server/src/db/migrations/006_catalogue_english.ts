import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's texts in both languages (issue 18, point 7): lamp sketches get an English
 * description beside `lamp_describe`, template indices an English `index_desc_en` beside
 * `index_desc`. Descriptions an earlier seed wrote as "中文 / English" in one text are split.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lamp_sketches').addColumn('lamp_describe_en', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('template_indices').addColumn('index_desc_en', 'text').execute();
  const rows = await sql<{ id: number; index_desc: string }>`select id, index_desc from template_indices where index_desc like ${'% / %'}`.execute(db);
  for (const row of rows.rows) {
    const { zh, en } = splitBilingual(row.index_desc);
    await sql`update template_indices set index_desc = ${zh}, index_desc_en = ${en} where id = ${row.id}`.execute(db);
  }
}

/** "中文 / English" → its two halves; a text without the separator is the Chinese one. */
export function splitBilingual(text: string): { zh: string; en: string | null } {
  const at = text.indexOf(' / ');
  return at < 0 ? { zh: text, en: null } : { zh: text.slice(0, at).trim(), en: text.slice(at + 3).trim() };
}
