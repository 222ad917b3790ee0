/**
 * The luminance axis of a false-colour picture: its range, linear or logarithmic positions,
 * the labelled ticks of the scale bar and the round values the isolines are drawn at.
 */
import { formatFigure } from '@lampsheet/contracts/domain';

/** A luminance range (cd/m²). */
export interface LuminanceRange {
  min: number;
  max: number;
}

/** How values are placed on the colour scale: 'auto' goes logarithmic past two decades. */
export type ScaleMode = 'auto' | 'linear' | 'log';

export interface LuminanceScale {
  min: number;
  max: number;
  log: boolean;
  /** True when the range was given by the caller (pictures compared on one scale). */
  fixed: boolean;
}

/** Decades a range must span before 'auto' chooses a logarithmic scale. */
export const LOG_SCALE_DECADES = 2;

const MANTISSAS = [1, 2, 5] as const;

/** Smallest 1-2-5 × 10ⁿ value ≥ v (v > 0). */
export function niceCeil125(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 5, 10]) if (m * p >= v * (1 - 1e-9)) return m * p;
  return 10 * p;
}

/** Largest 1-2-5 × 10ⁿ value ≤ v (v > 0). */
export function niceFloor125(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [10, 5, 2, 1]) if (m * p <= v * (1 + 1e-9)) return m * p;
  return p;
}

/** Smallest value ≥ v among 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ: a round top that wastes little of the scale. */
export function niceCeilFine(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= v * (1 - 1e-9)) return Number((m * p).toPrecision(6));
  return 10 * p;
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) splitting `span` into about `parts` intervals. */
export function niceStep(span: number, parts: number): number {
  if (!(span > 0) || !(parts > 0)) return 1;
  const raw = span / parts;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= raw * (1 - 1e-9)) return m * p;
  return 10 * p;
}

/** Removes floating-point dust from a multiple of a round step (0.30000000000000004 → 0.3). */
export function roundTo(v: number, step: number): number {
  const digits = Math.max(0, Math.min(12, -Math.floor(Math.log10(step)) + 2));
  return Number(v.toFixed(digits));
}

/**
 * The scale of a picture. With `range` the given values are used as they are (so pictures
 * asked for with one range share one scale); otherwise the top is the data maximum rounded up
 * to a round value ({@link niceCeilFine}; 1-2-5 on a logarithmic scale), the bottom 0 (linear) or a 1-2-5 value at or below the smallest value
 * worth showing (logarithmic: no lower than four decades under the maximum).
 */
export function luminanceScaleChoose(
  data: { min: number; max: number },
  options: { range?: LuminanceRange | null; mode?: ScaleMode } = {},
): LuminanceScale {
  const mode = options.mode ?? 'auto';
  const range = options.range ?? null;
  if (range) {
    if (!(Number.isFinite(range.min) && Number.isFinite(range.max) && range.max > range.min && range.min >= 0)) {
      throw new RangeError(`luminance range must satisfy 0 ≤ min < max, got ${range.min}…${range.max}`);
    }
    const canLog = range.min > 0;
    const log = mode === 'log' ? canLog : mode === 'linear' ? false : canLog && Math.log10(range.max / range.min) > LOG_SCALE_DECADES;
    if (mode === 'log' && !canLog) throw new RangeError('a logarithmic scale needs a range minimum above 0');
    return { min: range.min, max: range.max, log, fixed: true };
  }
  const dataMax = Number.isFinite(data.max) && data.max > 0 ? data.max : 0;
  if (dataMax === 0) return { min: 0, max: 1, log: false, fixed: false };
  const floor = dataMax * 1e-4;
  const low = Math.max(floor, Number.isFinite(data.min) ? data.min : 0);
  const wantsLog = mode === 'log' || (mode === 'auto' && Math.log10(dataMax / low) > LOG_SCALE_DECADES);
  if (wantsLog) {
    const max = niceCeil125(dataMax);
    const min = niceFloor125(low);
    return { min, max: max > min ? max : min * 10, log: true, fixed: false };
  }
  return { min: 0, max: niceCeilFine(dataMax), log: false, fixed: false };
}

/** Position (0 at the bottom, 1 at the top; clamped) of a luminance on a scale. */
export function scalePosition(scale: LuminanceScale, v: number): number {
  let t: number;
  if (scale.log) t = v > 0 ? Math.log(v / scale.min) / Math.log(scale.max / scale.min) : 0;
  else t = (v - scale.min) / (scale.max - scale.min);
  return Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
}

/** Luminance at a position t ∈ [0, 1] of a scale (inverse of {@link scalePosition}). */
export function scaleValueAt(scale: LuminanceScale, t: number): number {
  return scale.log ? scale.min * (scale.max / scale.min) ** t : scale.min + (scale.max - scale.min) * t;
}

/** 1-2-5 values within [lo, hi] (inclusive), ascending. */
function series125(lo: number, hi: number, mantissas: readonly number[] = MANTISSAS): number[] {
  const out: number[] = [];
  if (!(lo > 0) || !(hi >= lo)) return out;
  for (let e = Math.floor(Math.log10(lo)) - 1; e <= Math.ceil(Math.log10(hi)); e++) {
    for (const m of mantissas) {
      const v = Number((m * 10 ** e).toPrecision(6));
      if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9)) out.push(v);
    }
  }
  return out;
}

/**
 * Labelled values of the scale bar: about five round steps on a linear scale, and its top; on a logarithmic one the 1-2-5 values, or only the decades when the
 * range spans more than three.
 */
export function scaleTicks(scale: LuminanceScale, parts = 5): number[] {
  if (scale.log) {
    const decades = Math.log10(scale.max / scale.min);
    const ticks = series125(scale.min, scale.max, decades > 3 ? [1] : MANTISSAS);
    return ticks.length >= 2 ? ticks : [scale.min, scale.max];
  }
  const step = niceStep(scale.max - scale.min, parts);
  const out: number[] = [];
  for (let k = Math.ceil(scale.min / step - 1e-9); k * step <= scale.max + step * 1e-9; k++) out.push(roundTo(k * step, step));
  // The top is labelled too unless a tick sits close below it.
  if (out.length && scale.max - out[out.length - 1]! > step * 0.35) out.push(scale.max);
  return out;
}

/**
 * Round luminance values for isolines strictly between the data's minimum and maximum: the
 * scale's own tick spacing (finer when fewer than three fall inside), at most `most` values.
 */
export function isolineLevels(scale: LuminanceScale, data: { min: number; max: number }, most = 7): number[] {
  const inside = (v: number) => v > data.min && v < data.max;
  if (!(data.max > data.min)) return [];
  if (scale.log) {
    for (const m of [MANTISSAS, [1, 3], [1]] as const) {
      const levels = series125(Math.max(data.min, scale.min * 1e-3, 1e-9), data.max, m).filter(inside);
      if (levels.length <= most) return levels;
    }
    return [];
  }
  for (const parts of [10, 5, 3]) {
    const step = niceStep(data.max - Math.max(0, data.min), parts);
    const levels: number[] = [];
    for (let k = Math.floor(data.min / step) + 1; k * step < data.max; k++) {
      const v = roundTo(k * step, step);
      if (inside(v)) levels.push(v);
    }
    if (levels.length <= most) return levels;
  }
  return [];
}

/** A luminance written for a reader: contracts' one luminance format (three significant figures, no exponent, thousands grouped). */
export function luminanceText(v: number): string {
  return formatFigure('luminance', v);
}
