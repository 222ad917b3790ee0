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

/** The tender columns of the spreadsheet import (`FIXTURE_IMPORT_COLUMNS`) as fixture fields. */
export interface TenderCells {
  flux?: string;
  cri?: string;
  ip?: string;
  ik?: string;
  ratedLife?: string;
  driver?: string;
  dimming?: string;
  weight?: string;
}

const IK_CODE = /^IK(0\d|10)\+?$/i;

/**
 * Read the tender cells of a spreadsheet row: numbers with or without their unit ("4200 lm",
 * "50000 h", "2.4 kg", "Ra 90"), codes as "IP66" and "IK08"; a blank cell is "not given".
 * Answers the fields and what is wrong, column by column.
 */
export function tenderCells(cells: TenderCells): {
  values: Partial<Pick<TenderData, 'luminousFlux' | 'cri' | 'ikRating' | 'ratedLifeHours' | 'driver' | 'dimming' | 'weightKg'>> & { protectLevel?: string };
  errors: Array<{ column: string; message: string }>;
} {
  const values: ReturnType<typeof tenderCells>['values'] = {};
  const errors: Array<{ column: string; message: string }> = [];
  const number = (column: string, text: string | undefined, unit: RegExp, min: number, max: number, what: string): number | undefined => {
    const t = text?.trim();
    if (!t) return undefined;
    const cleaned = t.replace(unit, '').replace(/,/g, '').trim();
    const v = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : NaN;
    if (!(v >= min && v <= max)) {
      errors.push({ column, message: `expected ${what} from ${min} to ${max}, found "${t}"` });
      return undefined;
    }
    return v;
  };
  values.luminousFlux = number('flux', cells.flux, /\s*lm$/i, 0, 10_000_000, 'lumens');
  values.cri = number('cri', cells.cri, /^(ra|cri)\s*[:=]?\s*/i, 0, 100, 'a colour rendering index');
  values.ratedLifeHours = number('ratedLife', cells.ratedLife, /^(l70\s*\/?\s*b50\s*)|\s*h$/gi, 0, 1_000_000, 'hours');
  values.weightKg = number('weight', cells.weight, /\s*kg$/i, 0, 10_000, 'kilograms');
  const code = (column: string, text: string | undefined, re: RegExp, example: string) => {
    const t = text?.trim().toUpperCase();
    if (!t) return undefined;
    if (!re.test(t)) {
      errors.push({ column, message: `expected a code such as ${example}, found "${text!.trim()}"` });
      return undefined;
    }
    return t;
  };
  values.protectLevel = code('ip', cells.ip, IP_CODE, 'IP66');
  values.ikRating = code('ik', cells.ik, IK_CODE, 'IK08');
  for (const [key, column] of [['driver', 'driver'], ['dimming', 'dimming']] as const) {
    const t = cells[key]?.trim();
    if (!t) continue;
    if (t.length > 200) errors.push({ column, message: `at most 200 characters, found ${t.length}` });
    else values[key] = t;
  }
  return { values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as typeof values, errors };
}
