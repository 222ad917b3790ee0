import { z } from 'zod';
import { optionalRanged } from './ranges.js';

/**
 * The data a tender asks for about a fixture (issue 25), each optional: null where no source
 * (GLDF, IES/LDT, the spreadsheet import) stated it; the web shows "—". Dimensions (`longNs`,
 * `widthNs`, `heightNs`, mm) and the IP code (`protectLevel`) are the fixture's older fields.
 */
export const tenderFields = {
  /** Rated luminous flux of the fixture, lm. */
  luminousFlux: z.number().nullable(),
  /** Luminous efficacy, lm/W. */
  efficacy: z.number().nullable(),
  /** Colour rendering index Ra. */
  cri: z.number().nullable(),
  /** Impact protection, "IK08". */
  ikRating: z.string().nullable(),
  /** Rated life in hours at L70/B50. */
  ratedLifeHours: z.number().nullable(),
  /** Driver (control gear). */
  driver: z.string().nullable(),
  /** Dimming protocol: "DALI", "DMX512", "0-10V" … */
  dimming: z.string().nullable(),
  /** Weight, kg. */
  weightKg: z.number().nullable(),
};
export type TenderData = { [K in keyof typeof tenderFields]: z.infer<(typeof tenderFields)[K]> };
export const TENDER_KEYS = Object.keys(tenderFields) as Array<keyof TenderData>;

/** An IP code: "IP" and two digits (solids 0–6, water 0–9), e.g. "IP65". */
export const IP_CODE = /^IP([0-6])([0-9])$/i;

/**
 * The library's tender filters: flux between, CRI at least, IP at least (both digits at least
 * those of the code given: IP66 passes IP65, IP67 does not pass IP68).
 */
export const tenderFilters = {
  fluxMin: optionalRanged('lumens'),
  fluxMax: optionalRanged('lumens'),
  criMin: optionalRanged('cri'),
  ipMin: z
    .preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(IP_CODE, 'ipMin is an IP code such as "IP65"').optional()),
};

/** Every IP code whose digits are at least those of `min` (the codes a filter `ipMin` admits). */
export function ipCodesAtLeast(min: string): string[] {
  const m = IP_CODE.exec(min.trim());
  if (!m) return [];
  const out: string[] = [];
  for (let solid = Number(m[1]); solid <= 6; solid++) for (let water = Number(m[2]); water <= 9; water++) out.push(`IP${solid}${water}`);
  return out;
}
