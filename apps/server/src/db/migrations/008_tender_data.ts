import type { Kysely } from 'kysely';

/**
 * The data a tender asks for, as optional fixture fields (issue 25): rated luminous flux (lm),
 * efficacy (lm/W), colour rendering index (Ra), IK rating (text, "IK08"), rated life in hours
 * (L70/B50), driver and dimming protocol (text), weight (kg). Dimensions (`long_ns`,
 * `width_ns`, `height_ns`) and the IP code (`protect_level`) were columns already. Filled from
 * GLDF, IES/LDT and the spreadsheet import where they state them; null otherwise ("—").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const REAL = 'double precision' as const;
  const columns: Array<[string, typeof REAL | 'text']> = [
    ['luminous_flux', REAL],
    ['efficacy', REAL],
    ['cri', REAL],
    ['ik_rating', 'text'],
    ['rated_life_hours', REAL],
    ['driver', 'text'],
    ['dimming', 'text'],
    ['weight_kg', REAL],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('lamps').addColumn(name, type).execute();
  // The library's tender filters (flux, CRI) read these.
  await db.schema.createIndex('lamps_flux').on('lamps').column('luminous_flux').execute();
}
