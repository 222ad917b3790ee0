import { sql, type Kysely } from 'kysely';

/**
 * A fixture's own colour type (issue 26 follow-up): `lamps.color_type` names an entry of the
 * colour types' dictionary (`dengjusecaifenlei`: single colour temperature, two colour
 * temperatures (tunable white), …, RGB, RGBW, RGBA, RGBL), the same list a record's colour type
 * (`grayDemand`) is chosen from, so the editor's lamp library can ask for the record's. The old
 * `color_flag` (1 white, 2 multi-colour) cannot tell a tunable white from a single one. Rows
 * already there: a white fixture (`color_flag` 1) reads as a single colour temperature (what it
 * was imported as); a multi-colour one stays null (unknown which).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lamps').addColumn('color_type', 'integer').execute();
  await db.schema.createIndex('lamps_color_type').on('lamps').column('color_type').execute();
  await sql`update lamps set color_type = (
      select id from dict_entries where index_pinyin = 'dengjusecaifenlei' and dict_extra = '1' and dict_remark is null order by sort, id limit 1
    ) where color_flag = 1`.execute(db);
}
