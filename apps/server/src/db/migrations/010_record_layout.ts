import type { Kysely } from 'kysely';

/**
 * The layout a lamp parameter record was generated with (issue 24): the complete layout of
 * docs/DOMAIN.md "Layout" as JSON text (count, spacing, start, setback, height, tilt, rotation,
 * maintenance factor). Records stored before have none (null): their sheet calculates with the
 * application type's default, as it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lamp_params').addColumn('layout', 'text').execute();
}
