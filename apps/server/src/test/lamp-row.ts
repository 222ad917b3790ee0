import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.js';

type LampRow = Insertable<Database['lamps']>;

/**
 * A catalogue lamp row for tests and benches that insert their own lamps: an audited 18 W DC24V
 * 3000 K IP66 fixture of shape 1 and colour flag 1, no sizes, beam angle or picture; `fields`
 * names the brand and whatever else differs.
 */
export function lampRow(fields: Pick<LampRow, 'brandId' | 'model'> & Partial<LampRow>): LampRow {
  return {
    lampType: 1,
    lampShape: 1,
    colorFlag: 1,
    power: 18,
    workVoltage: 'DC24V',
    authorizedPrice: 500,
    longNs: null,
    widthNs: null,
    heightNs: null,
    beamAngle: null,
    colorTemperature: 3000,
    protectLevel: 'IP66',
    lumImage: null,
    photometryId: null,
    isAudit: 1,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}
