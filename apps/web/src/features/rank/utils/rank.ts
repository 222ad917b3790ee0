import { LAYOUT_KEYS, type FaceTargetVerdict, type LayoutInput, type RankRequest, type RankRow } from '@lampsheet/contracts';

/** A verdict's short name: its face, the metric, and "own" for the designer's own (`…Custom`) bounds ("A Lmax", "Lavg own"). */
export function verdictName(v: Pick<FaceTargetVerdict, 'face' | 'metric' | 'key'>, short: (metric: FaceTargetVerdict['metric']) => string, own: string): string {
  return `${v.face ? `${v.face} ` : ''}${short(v.metric)}${v.key.endsWith('Custom') ? ` ${own}` : ''}`;
}

/** Power as make writes it: from 5 W up rounded up to whole watts, below that one decimal. */
export function sheetPower(power: number | null): number | undefined {
  if (power === null) return undefined;
  const clean = Math.round(power * 1e6) / 1e6;
  return clean >= 5 ? Math.ceil(clean) : Math.round(clean * 10) / 10;
}

/** Which of up to three values is best: the highest, the lowest, or the nearest to a target band. */
export type Better = 'high' | 'low' | { min: number | null; max: number | null };

/** Indices of the best value(s) of a figure row (none when fewer than two values are known). */
export function bestOf(values: ReadonlyArray<number | null | undefined>, better: Better): number[] {
  const known = values.map((v, i) => ({ v, i })).filter((x): x is { v: number; i: number } => typeof x.v === 'number' && Number.isFinite(x.v));
  if (known.length < 2) return [];
  const cost = (v: number) => {
    if (better === 'high') return -v;
    if (better === 'low') return v;
    const { min, max } = better;
    if (min !== null && v < min) return (min - v) / Math.max(min, 1e-9);
    if (max !== null && v > max) return (v - max) / Math.max(max, 1e-9);
    // inside the band: the one nearer its middle (or, open-ended, the brighter) wins among equals
    const mid = min !== null && max !== null ? (min + max) / 2 : null;
    return mid === null ? -1e-9 * v : -1 + Math.abs(v - mid) / Math.max(mid, 1e-9) / 1e3;
  };
  const best = Math.min(...known.map((x) => cost(x.v)));
  const winners = known.filter((x) => Math.abs(cost(x.v) - best) < 1e-12).map((x) => x.i);
  return winners.length === known.length ? [] : winners;
}

/** A fixture's own layout, as a rank request takes it (`layouts`). */
export type OwnLayout = NonNullable<RankRequest['layouts']>[number];

/**
 * The layouts rows of a fitted ranking were fitted to, one per fixture: Compare computes each in
 * its own (none for rows of a plain ranking, which all share the request's layout).
 */
export function fittedLayouts(rows: readonly RankRow[]): OwnLayout[] | undefined {
  const fitted = rows.filter((r) => r.fit);
  return fitted.length ? fitted.map((r) => ({ lampId: r.lampId, layout: r.layout })) : undefined;
}

/**
 * The parts of the layout every row was computed in alike (Rank's layout editor shows these): a
 * part the rows do not share — the tilt each fixture is aimed at by its own beam — is left out,
 * so no one row's value reads as every row's.
 */
export function sharedLayout(rows: readonly Pick<RankRow, 'layout'>[]): LayoutInput | null {
  if (!rows.length) return null;
  const first = rows[0]!.layout;
  return Object.fromEntries(LAYOUT_KEYS.filter((key) => rows.every((r) => r.layout[key] === first[key])).map((key) => [key, first[key]])) as LayoutInput;
}
