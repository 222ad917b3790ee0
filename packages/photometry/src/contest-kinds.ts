/**
 * The 14 application (contest) types. The keys are the contracts package's strings.
 */
export const CONTEST_KINDS = [
  'floodlighting',
  'wallWashing',
  'compositeSurface',
  'column',
  'corrugated',
  'windowFrame',
  'photovoltaicGlass',
  'singleSideGuide',
  'doubleSideGuide',
  'selfLuminousPoint',
  'selfLuminousLine',
  'controlledPoint',
  'uncontrolledPoint',
  'farViewPoint',
] as const;

/** One of the 14 application types. */
export type ContestKind = (typeof CONTEST_KINDS)[number];

/** Kinds whose faces are lit surfaces seen by reflection (luminance L = ρE/π). */
export const REFLECTED_KINDS: readonly ContestKind[] = [
  'floodlighting',
  'wallWashing',
  'compositeSurface',
  'column',
  'corrugated',
  'windowFrame',
  'photovoltaicGlass',
];

/** Kinds with faces A and B. */
export const TWO_FACE_KINDS: readonly ContestKind[] = ['compositeSurface', 'windowFrame'];

/** True for one of the 14 kind keys. */
export function contestKindIs(value: unknown): value is ContestKind {
  return typeof value === 'string' && (CONTEST_KINDS as readonly string[]).includes(value);
}

/**
 * Sketch dimensions (metres, A in degrees). H height, W width, W1/W2 widths of faces A/B,
 * L length, S spacing between fixtures, A aiming angle, H1/H2 heights of faces A/B,
 * H0 mounting height, X/Y/Z fixture offsets from the surface origin, D distance from fixture
 * to surface (or to the viewer for directly viewed kinds).
 */
export interface ContestDimensions {
  H?: number | null;
  W?: number | null;
  W1?: number | null;
  W2?: number | null;
  L?: number | null;
  S?: number | null;
  A?: number | null;
  H1?: number | null;
  H2?: number | null;
  H0?: number | null;
  X?: number | null;
  Y?: number | null;
  Z?: number | null;
  D?: number | null;
}

/** The letters of {@link ContestDimensions}. */
export const DIMENSION_LETTERS = ['H', 'W', 'W1', 'W2', 'L', 'S', 'A', 'H1', 'H2', 'H0', 'X', 'Y', 'Z', 'D'] as const;

/**
 * Maps a contest record's fields (h, w, w1, w2, contestS, contestL, contestA, contestH1,
 * contestH2) to sketch letters; null, undefined and empty strings are left out.
 */
export function contestDimensionsFromContest(contest: Record<string, unknown>): ContestDimensions {
  const pick = (k: string): number | undefined => {
    const v = contest[k];
    if (v === null || v === undefined || v === '') return undefined;
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : Number.NaN;
  };
  const out: ContestDimensions = {};
  const map: [keyof ContestDimensions, string][] = [
    ['H', 'h'],
    ['W', 'w'],
    ['W1', 'w1'],
    ['W2', 'w2'],
    ['S', 'contestS'],
    ['L', 'contestL'],
    ['A', 'contestA'],
    ['H1', 'contestH1'],
    ['H2', 'contestH2'],
  ];
  for (const [letter, key] of map) {
    const v = pick(key);
    if (v !== undefined) out[letter] = v;
  }
  return out;
}
