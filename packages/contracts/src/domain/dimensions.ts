/**
 * The letters of the sketches and the record fields each one is kept in (docs/DOMAIN.md).
 *
 * Surface sketch letters (metres, A in degrees): H height, W width, W1/W2 widths of faces A/B,
 * L length, S spacing between fixtures, A aiming angle, H1/H2 heights of faces A/B, H0 mounting
 * height, X/Y/Z fixture offsets from the surface origin, D distance from the fixture to the
 * surface (the wall distance; for directly viewed kinds, to the viewer).
 * Lamp sketch letters (millimetres): L length, W width, D depth, shown as T (`LAMP_LETTER_SHOWN`).
 */
import { DOMAIN_TERMS } from './terms.js';

/** The surface sketch letters, in the order forms and sheets list them. */
export const DIMENSION_LETTERS = ['H', 'W', 'W1', 'W2', 'L', 'S', 'A', 'H1', 'H2', 'H0', 'X', 'Y', 'Z', 'D'] as const;
export type DimensionLetter = (typeof DIMENSION_LETTERS)[number];

/** The unit a sketch letter is written in: degrees for the aiming angle A, metres for the rest. */
export function dimensionUnit(letter: string): '°' | 'm' {
  return letter === 'A' ? '°' : 'm';
}

/** The letters that are sizes: positive lengths in metres (A is an angle, H0/X/Y/Z are positions). */
export const SIZE_LETTERS = ['H', 'W', 'W1', 'W2', 'L', 'S', 'H1', 'H2', 'D'] as const satisfies readonly DimensionLetter[];

/**
 * The shortest size (metres) a sketch may give: 1 mm. Below it the engine's geometry collapses
 * (a face of 1e-300 m has no normal: "cannot normalise a zero-length vector"); no real surface,
 * spacing or distance is that small.
 */
export const SIZE_MIN_METRES = 0.001;

/** The lamp sketch letters, as the records' sketches key them. */
export const LAMP_DIMENSION_LETTERS = ['L', 'W', 'D'] as const;
export type LampDimensionLetter = (typeof LAMP_DIMENSION_LETTERS)[number];

/**
 * The letter each lamp size is shown with (sketch drawings, the sheet's tables and caption, the
 * schedule, the editor): the depth's is `DOMAIN_TERMS.lampDepth.letter` (T), never D, the setback's.
 */
export const LAMP_LETTER_SHOWN: Readonly<Record<LampDimensionLetter, string>> = { L: 'L', W: 'W', D: DOMAIN_TERMS.lampDepth.letter };

/** The lamp's three sizes as a header shows them: "L × W × T". */
export const LAMP_SIZES_SHOWN = LAMP_DIMENSION_LETTERS.map((l) => LAMP_LETTER_SHOWN[l]).join(' × ');

/** A surface's dimensions by letter; the engine's input. */
export type ContestDimensions = Partial<Record<DimensionLetter, number | null>>;

/**
 * The field of a typical surface (the `contests` record and the detection rows read with it)
 * that holds each letter. D is the row's wall distance (`lumSize`): a typical surface has none,
 * a detection row measured on it does.
 */
export const CONTEST_FIELDS = {
  H: 'h',
  W: 'w',
  W1: 'w1',
  W2: 'w2',
  L: 'contestL',
  S: 'contestS',
  A: 'contestA',
  H1: 'contestH1',
  H2: 'contestH2',
  D: 'lumSize',
} as const satisfies Partial<Record<DimensionLetter, string>>;
export type ContestField = (typeof CONTEST_FIELDS)[keyof typeof CONTEST_FIELDS];

/**
 * The field of a lamp parameter record (the editor's form, the sheet) that holds each letter.
 * D is the largest wall distance (`lumSize`; `lumSizeMin` is the smallest).
 */
export const LAMPPARAM_DIMENSION_FIELDS = {
  H: 'contestH',
  W: 'contestW',
  W1: 'contestW1',
  W2: 'contestW2',
  L: 'contestL',
  S: 'contestS',
  A: 'contestA',
  H1: 'contestH1',
  H2: 'contestH2',
  H0: 'contestH0',
  X: 'contestX',
  Y: 'contestY',
  Z: 'contestZ',
  D: 'lumSize',
} as const satisfies Record<DimensionLetter, string>;

/** The field of a lamp parameter record that holds each lamp sketch letter (millimetres). */
export const LAMPPARAM_LAMP_FIELDS = { L: 'lampLong', W: 'lampWidth', D: 'lampHeight' } as const satisfies Record<LampDimensionLetter, string>;

/** The field of a lamp (fixture) record that holds each lamp sketch letter (millimetres). */
export const LAMP_FIELDS = { L: 'longNs', W: 'widthNs', D: 'heightNs' } as const satisfies Record<LampDimensionLetter, string>;

/**
 * A typical surface's dimensions by letter, read from its record fields ({@link CONTEST_FIELDS});
 * null, undefined and empty strings are left out, text that is not a number gives NaN.
 */
export function contestDimensionsFromContest(contest: Record<string, unknown>): ContestDimensions {
  const out: ContestDimensions = {};
  for (const [letter, field] of Object.entries(CONTEST_FIELDS) as Array<[DimensionLetter, ContestField]>) {
    const v = contest[field];
    if (v === null || v === undefined || v === '') continue;
    const n = typeof v === 'number' ? v : Number(v);
    out[letter] = Number.isFinite(n) ? n : Number.NaN;
  }
  return out;
}

/**
 * The letters a sketch's attribute JSON shows (`{"H":1,"W":1}` or `["H","W"]`), among `allowed`
 * and in its order; unreadable JSON shows none.
 */
export function sketchLettersOf<L extends string>(attr: string | null | undefined, allowed: readonly L[]): L[] {
  if (!attr) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(attr);
  } catch {
    return [];
  }
  const on = new Set<string>();
  if (Array.isArray(parsed)) parsed.forEach((v) => on.add(String(v).toUpperCase()));
  else if (parsed && typeof parsed === 'object') {
    for (const [k, v] of Object.entries(parsed)) if (v === true || v === 1 || v === '1') on.add(k.toUpperCase());
  }
  return allowed.filter((l) => on.has(l));
}
