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

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/**
 * "中文 / English" → its two halves: split at the first " / " after which no Chinese follows (the
 * Chinese half may hold " / " itself, as in "U0 = 最小亮度 / 平均亮度"); a text without such a
 * separator is the Chinese one.
 */
export function splitBilingual(text: string): { zh: string; en: string | null } {
  for (let at = text.indexOf(' / '); at >= 0; at = text.indexOf(' / ', at + 1)) {
    const en = text.slice(at + 3);
    if (!CJK.test(en)) return { zh: text.slice(0, at).trim(), en: en.trim() };
  }
  return { zh: text, en: null };
}
