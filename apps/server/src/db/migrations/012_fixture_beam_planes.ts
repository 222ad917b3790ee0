import type { Kysely } from 'kysely';

/**
 * A fixture's beam in both principal planes (issue 26 follow-up): `beam_angle` stays the
 * C0–C180 plane's angle and `beam_angle90` (the camel-case plugin's spelling of `beamAngle90`)
 * holds the C90–C270 plane's (50 % of Imax, as the engine measures them), so a wall washer or grazer reads `10° × 60°`. Null where only one
 * angle is known (rows from before this migration, a fixture without a file): read as a round
 * beam of `beam_angle`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lamps').addColumn('beam_angle90', 'double precision').execute();
}
