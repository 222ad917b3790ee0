/**
 * How `/photometry/rank` orders fixtures (decision 009, docs/DOMAIN.md "Ranking"): rows that meet
 * every target first; among rows that miss, the nearer first (`nearness`); then the score, 0–100,
 * higher first:
 *
 *   score = 40 · band + 25 · uniformity + 15 · darkBand + 10 · watts + 10 · price
 *
 * - band: closeness of Lavg to the target band, per face with a luminance target: 1 inside the
 *   band, Lavg / min below it, max / Lavg above it; with a B/A luminance ratio target one more
 *   term, the ratio's closeness to its bounds the same way (ratio / min, max / ratio; 0 not
 *   computed); their mean (1 without a luminance or ratio target);
 * - uniformity: U0 = Lmin / Lavg (0–1);
 * - darkBand: 1 − dark-band height / face height;
 * - watts: the lowest power among the ranked fixtures / this fixture's power (0 without a power);
 * - price: the lowest price / this fixture's price (0 without a price).
 * Faces are averaged. Ties go to the lower lamp id.
 */
import { faceTargetVerdicts, meetsEvery, missText, type FaceTargetVerdict, type Lang, type RankTarget } from '@lampsheet/contracts';
import type { FitFace, FitJudge } from '@lampsheet/photometry';

export const SCORE_WEIGHTS = { band: 40, uniformity: 25, darkBand: 15, watts: 10, price: 10 } as const;

/** A face's figures as the score reads them: the auto layout's judge reads the same (`FitFace`). */
export type ScoredFace = FitFace;

export interface Assessment {
  /** Every target the request sets against its face (`faceTargetVerdicts`, the one target rule). */
  verdicts: FaceTargetVerdict[];
  meets: boolean;
  misses: string[];
  /** Score parts, each 0–1, before watts and price (which need every candidate). */
  band: number;
  uniformity: number;
  darkBand: number;
}

/** The face a target is about: its own for A and B, the only face for 'single'. */
export function faceOfTarget<F extends { faceType: string }>(faces: readonly F[], target: Pick<RankTarget, 'faceType'>): F | undefined {
  return target.faceType === 'single' ? (faces.find((f) => f.faceType === 'single') ?? faces[0]) : faces.find((f) => f.faceType === target.faceType);
}

/** The average luminance band a target sets: the tighter of the standard and the own (`…Custom`) bounds. */
function bandOf(target: RankTarget): { min: number | null; max: number | null } {
  const pick = (values: Array<number | null | undefined>, f: (...xs: number[]) => number) => {
    const set = values.filter((v): v is number => v != null);
    return set.length ? f(...set) : null;
  };
  return { min: pick([target.brightnessAvgMin, target.brightnessAvgMinCustom], Math.max), max: pick([target.brightnessAvgMax, target.brightnessAvgMaxCustom], Math.min) };
}

/** How close a verdict's figure is to its bound: 1 met, value / bound below a lower one, bound / value above an upper one, 0 not computed. */
function closeness(v: FaceTargetVerdict): number {
  if (v.pass) return 1;
  if (v.value === null || !Number.isFinite(v.value)) return 0;
  if (v.sign === '≥') return v.target > 0 ? v.value / v.target : 0;
  return v.value > 0 ? v.target / v.value : 1;
}

/** Meets, misses (in words, in `lang`), the verdicts and the score parts of one fixture's faces against the targets. */
export function assess(faces: readonly ScoredFace[], targets: readonly RankTarget[], lang: Lang): Assessment {
  const parts = assessFigures(faces, targets);
  const named = faces.length > 1;
  return { ...parts, misses: parts.verdicts.filter((v) => !v.pass).map((v) => missText(v, named, lang)) };
}

/** {@link assess} without the misses in words (the auto layout's judge reads figures only, many times a fixture). */
function assessFigures(faces: readonly ScoredFace[], targets: readonly RankTarget[]): Omit<Assessment, 'misses'> {
  const verdicts = faceTargetVerdicts(targets, faces);
  const bands: number[] = [];
  for (const target of targets) {
    const face = faceOfTarget(faces, target);
    const { min, max } = bandOf(target);
    if (min === null && max === null) continue;
    const L = face?.lightnessAve;
    if (L === undefined || !Number.isFinite(L)) bands.push(0);
    else if (min !== null && L < min) bands.push(min > 0 ? L / min : 0);
    else if (max !== null && L > max) bands.push(L > 0 ? max / L : 1);
    else bands.push(1);
  }
  const ratios = verdicts.filter((v) => v.metric === 'lightnessRatio');
  if (ratios.length) bands.push(Math.min(...ratios.map(closeness)));
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));
  return {
    verdicts,
    meets: meetsEvery(verdicts),
    band: bands.length ? clamp(mean(bands)) : 1,
    uniformity: clamp(mean(faces.map((f) => f.evenness))),
    darkBand: clamp(mean(faces.map((f) => (f.faceHeight > 0 ? 1 - f.anbanHeight / f.faceHeight : 0)))),
  };
}

/** The score (0–100, one decimal) from the parts and the candidate's power and price against the lowest ones. */
export function score(parts: Pick<Assessment, 'band' | 'uniformity' | 'darkBand'>, power: number | null, price: number | null, lowest: { power: number | null; price: number | null }): number {
  const ratio = (low: number | null, v: number | null) => (v === null || low === null ? 0 : v <= 0 ? 1 : Math.min(1, Math.max(0, low) / v));
  const s =
    SCORE_WEIGHTS.band * parts.band +
    SCORE_WEIGHTS.uniformity * parts.uniformity +
    SCORE_WEIGHTS.darkBand * parts.darkBand +
    SCORE_WEIGHTS.watts * ratio(lowest.power, power) +
    SCORE_WEIGHTS.price * ratio(lowest.price, price);
  return Math.round(s * 10) / 10;
}

/**
 * The auto layout's judge of one candidate's figures against the targets (the one target rule,
 * `faceTargetVerdicts`): a missed lower bound on Lavg or Lmin is "dark" (more fixtures may reach
 * it), a missed upper bound on Lavg or Lmax "bright" (more fixtures only miss it further); the
 * shortfall sums how far each missed target is missed (relative; 1 for a figure not computed);
 * the score is the score's figure parts (watts and price are one fixture's, the same for every
 * layout).
 */
export function fitJudge(targets: readonly RankTarget[]): FitJudge {
  return (faces) => {
    const parts = assessFigures(faces, targets);
    const missed = parts.verdicts.filter((v) => !v.pass);
    const lowerBound = (v: FaceTargetVerdict) => v.sign === '≥' && (v.metric === 'lightnessAve' || v.metric === 'lightness');
    const upperBound = (v: FaceTargetVerdict) => v.sign === '≤' && (v.metric === 'lightnessAve' || v.metric === 'lightnessMax');
    const shortfall = missed.reduce((sum, v) => sum + (v.value === null ? 1 : Math.abs(v.value - v.target) / Math.max(Math.abs(v.target), 1e-9)), 0);
    return {
      meets: parts.meets,
      dark: missed.some(lowerBound),
      bright: missed.some(upperBound),
      missed: missed.length,
      shortfall,
      score: score(parts, null, null, { power: null, price: null }),
    };
  };
}

/**
 * How near a row is to its targets (docs/DOMAIN.md "Ranking"), 0–1: the closeness of its worst
 * target — 1 met, figure / bound below a lower bound, bound / figure above an upper one, 0 not
 * computed — so U0 0.01 against ≥ 0.10 is 0.1, Lavg 44 against ≤ 40 is 0.91; 1 when it misses none.
 */
export function nearness(verdicts: readonly FaceTargetVerdict[]): number {
  return Math.min(1, ...verdicts.map(closeness));
}

/** What the order reads of a row: whether it meets, its verdicts (how near a row that misses is), its score. */
export interface RankOrdered {
  meets: boolean;
  score: number;
  lampId: number;
  verdicts?: readonly FaceTargetVerdict[];
}

/**
 * Rows that meet every target first; among rows that miss, the nearer (`nearness`: the smaller
 * worst miss) first, so a row with U0 0.01 never tops one with U0 0.09 when none meets; then the
 * score, then the lamp id.
 */
export function rankOrder(a: RankOrdered, b: RankOrdered): number {
  if (a.meets !== b.meets) return a.meets ? -1 : 1;
  if (!a.meets) {
    const near = nearness(b.verdicts ?? []) - nearness(a.verdicts ?? []);
    if (near !== 0) return near;
  }
  if (a.score !== b.score) return b.score - a.score;
  return a.lampId - b.lampId;
}

/** Rows of a fitted ranking: those whose layout meets first, then the lower installed power (unknown last), then the score, then lamp id. */
export function fitOrder(a: RankOrdered & { installedPower: number | null }, b: RankOrdered & { installedPower: number | null }): number {
  if (a.meets !== b.meets) return a.meets ? -1 : 1;
  // rows that miss: the nearer first (as in a plain ranking), whatever their watts
  if (!a.meets) return rankOrder(a, b);
  if (a.installedPower !== b.installedPower) {
    if (a.installedPower === null) return 1;
    if (b.installedPower === null) return -1;
    return a.installedPower - b.installedPower;
  }
  return rankOrder(a, b);
}

/** How far a cheap stage's figure (coarse grid, preview) may lie from the full grid's: Lavg relative, U0 and dark band (share of the face height) absolute. */
export interface PreviewTolerance {
  lavg: number;
  u0: number;
  darkBand: number;
}

/** Figures of the full grid itself: no tolerance. */
export const EXACT: PreviewTolerance = { lavg: 0, u0: 0, darkBand: 0 };

export interface PreviewRow<Id> {
  id: Id;
  faces: readonly ScoredFace[];
  power: number | null;
  price: number | null;
  /** How far this row's figures may lie from the full grid's, when not the tolerance `previewSelect` is given (EXACT: full-grid figures; a coarse stage's, wider). */
  tolerance?: PreviewTolerance;
}

const isExact = (t: PreviewTolerance) => t.lavg === 0 && t.u0 === 0 && t.darkBand === 0;

/** The most a score can move when the figures move within `tolerance` (decision 009). */
function scoreBound(tolerance: PreviewTolerance): number {
  const e = tolerance.lavg;
  // Score moves: band by at most e / (1 − e) (Lavg/min and max/Lavg with Lavg off by e), U0 and
  // dark band by their tolerances, and the rounding to one decimal on either side.
  return SCORE_WEIGHTS.band * (e / (1 - e)) + SCORE_WEIGHTS.uniformity * tolerance.u0 + SCORE_WEIGHTS.darkBand * tolerance.darkBand + 0.1;
}

/**
 * Targets widened (sign 1: the best case) or narrowed (−1: the worst) by the tolerance: Lavg
 * bounds relatively, U0 absolutely, the dark band by its share of the row's face height. The
 * cheap stages' Lmin and Lmax have no tolerance: their targets are left out of the best case and
 * never met in the worst, so a row they could decide always goes on to the full grid. Full-grid
 * figures (EXACT) are held against the targets as they are.
 * The B/A ratio of two Lavg each off by e is off by a factor of up to (1 + e) / (1 − e).
 */
function widenTarget(t: RankTarget, sign: 1 | -1, faceHeight: number, tolerance: PreviewTolerance): RankTarget {
  if (isExact(tolerance)) return t;
  const e = tolerance.lavg;
  const scaled = (v: number | null | undefined, by: number) => (v == null ? undefined : v * by);
  const ratioBy = ((1 + e) / (1 - e)) ** sign;
  return {
    faceType: t.faceType,
    brightnessAvgMin: scaled(t.brightnessAvgMin, 1 - sign * e),
    brightnessAvgMax: scaled(t.brightnessAvgMax, 1 + sign * e),
    brightnessAvgMinCustom: scaled(t.brightnessAvgMinCustom, 1 - sign * e),
    brightnessAvgMaxCustom: scaled(t.brightnessAvgMaxCustom, 1 + sign * e),
    brightnessMin: t.brightnessMin == null || sign === 1 ? undefined : Number.MAX_VALUE,
    brightnessMax: t.brightnessMax == null || sign === 1 ? undefined : -1,
    evenness: t.evenness == null ? undefined : t.evenness - sign * tolerance.u0,
    maculaHight: t.maculaHight == null ? undefined : t.maculaHight + sign * tolerance.darkBand * faceHeight,
    bcBrightnessRatioMin: scaled(t.bcBrightnessRatioMin, 1 / ratioBy),
    bcBrightnessRatioMax: scaled(t.bcBrightnessRatioMax, ratioBy),
  };
}

/**
 * How near a row that misses may be (rankOrder's second key): each verdict's figure moved by its
 * tolerance toward (best) or away from (worst) its bound; Lmin and Lmax, without a tolerance, at
 * their best met and at their worst not computed.
 */
function nearWithin(verdicts: readonly FaceTargetVerdict[], faceHeight: number, tolerance: PreviewTolerance) {
  const e = tolerance.lavg;
  const ratio = (1 + e) / (1 - e);
  const range = (v: FaceTargetVerdict, value: number): [number, number] | null => {
    if (isExact(tolerance)) return [value, value];
    if (v.metric === 'lightnessAve') return [value * (1 - e), value * (1 + e)];
    if (v.metric === 'evenness') return [value - tolerance.u0, value + tolerance.u0];
    if (v.metric === 'anbanHeight') return [value - tolerance.darkBand * faceHeight, value + tolerance.darkBand * faceHeight];
    if (v.metric === 'lightnessRatio') return [value / ratio, value * ratio];
    return null;
  };
  let best = 1;
  let worst = 1;
  for (const v of verdicts) {
    const span = v.value === null ? null : range(v, v.value);
    if (v.value === null) [best, worst] = [0, 0];
    else if (!span) worst = 0;
    else {
      const [lo, hi] = span;
      const near = (x: number) => closeness({ ...v, value: x, pass: v.sign === '≥' ? x >= v.target : x <= v.target });
      best = Math.min(best, Math.max(near(lo), near(hi)));
      worst = Math.min(worst, near(lo), near(hi));
    }
  }
  return { best, worst };
}

/** Ids of rows in rankOrder by their figures as they are (no tolerance, no words): the first rows a stage's figures give. */
export function figuresOrder<Id>(rows: ReadonlyArray<PreviewRow<Id>>, targets: readonly RankTarget[], lowest: { power: number | null; price: number | null }): Id[] {
  return rows
    .map((r, i) => {
      const parts = assessFigures(r.faces, targets);
      return { id: r.id, lampId: i, meets: parts.meets, verdicts: parts.verdicts, score: score(parts, r.power, r.price, lowest) };
    })
    .sort(rankOrder)
    .map((r) => r.id);
}

/**
 * The candidates of a staged ranking to take on to a finer stage: every one that could be among
 * the first `limit` once its figures move by up to their tolerance (the row's own, else
 * `tolerance`). With keys (meets, nearness, score), each candidate's best case (meets with the
 * targets widened by the tolerance, nearness and score at their best) is held against the
 * `limit`-th best worst case (targets narrowed, nearness and score at their worst): at least
 * `limit` candidates are surely at or above that key, so none below it in its best case can be in
 * the first `limit`. Ties are kept. Rows may mix stages (a coarse grid's, a preview's, the full
 * grid's figures, each with its tolerance): the rule holds for each row within its own.
 */
export function previewSelect<Id>(
  rows: ReadonlyArray<PreviewRow<Id>>,
  targets: readonly RankTarget[],
  lowest: { power: number | null; price: number | null },
  limit: number,
  tolerance: PreviewTolerance,
): Set<Id> {
  if (rows.length <= limit) return new Set(rows.map((r) => r.id));
  const keys = rows.map((r) => {
    const tol = r.tolerance ?? tolerance;
    const bound = scoreBound(tol);
    // figures only: the misses in words are never read here (printing them was most of a re-rank)
    const parts = assessFigures(r.faces, targets);
    const s = score(parts, r.power, r.price, lowest);
    const height = Math.max(0, ...r.faces.map((f) => f.faceHeight));
    const wide = targets.map((t) => widenTarget(t, 1, height, tol));
    const narrow = targets.map((t) => widenTarget(t, -1, height, tol));
    const near = nearWithin(parts.verdicts, height, tol);
    return {
      id: r.id,
      best: { meets: assessFigures(r.faces, wide).meets, near: near.best, score: s + bound },
      worst: { meets: assessFigures(r.faces, narrow).meets, near: near.worst, score: s - bound },
    };
  });
  type Key = { meets: boolean; near: number; score: number };
  // rankOrder's keys: meets, then (both missing) nearness, then the score
  const order = (a: Key, b: Key) => (a.meets !== b.meets ? (a.meets ? -1 : 1) : !a.meets && a.near !== b.near ? b.near - a.near : b.score - a.score);
  const above = (a: Key, b: Key) => order(a, b) <= 0;
  const worst = keys.map((k) => k.worst).sort(order);
  const threshold = worst[limit - 1]!;
  return new Set(keys.filter((k) => above(k.best, threshold)).map((k) => k.id));
}
