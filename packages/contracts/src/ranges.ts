import { z } from 'zod';
import { COMPARISON_MAX } from './rules/comparison-range.js';

/**
 * The domain range of every number a client may send. A value outside its range is refused
 * by the schema (400 naming the field) before it reaches a query or the engine; the bounds are
 * the physical or product limits, generous enough for any real project.
 */
export const RANGES = {
  /** Reflectance ρ of a surface. */
  reflectance: { min: 0, max: 1 },
  /** Uniformity U0 = Lmin / Lavg. */
  uniformity: { min: 0, max: 1 },
  /** Luminance targets and filters (cd/m²); a `≥` target without a bound stands for COMPARISON_MAX. */
  luminance: { min: 0, max: COMPARISON_MAX },
  /** The B/A luminance ratio of the two-face types (face B's Lavg / face A's). */
  luminanceRatio: { min: 0, max: COMPARISON_MAX },
  /** Luminous intensity (cd). */
  intensity: { min: 0, max: COMPARISON_MAX },
  /** A length on the surface sketch or a distance (metres); the engine's own limit. */
  metres: { min: 0, max: 10_000 },
  /** An offset from the surface origin (metres), either side. */
  offsetMetres: { min: -10_000, max: 10_000 },
  /** The aiming angle A of a sketch (degrees from the normal). */
  aimingDegrees: { min: -90, max: 90 },
  /** Fixture sizes (mm): up to a 100 m line. */
  millimetres: { min: 0, max: 100_000 },
  /** Electrical power of a fixture (W). */
  watts: { min: 0, max: 100_000 },
  /** Luminous flux of a fixture (lm). */
  lumens: { min: 0, max: 10_000_000 },
  /** Colour rendering index Ra (may be negative for poor sources). */
  cri: { min: -100, max: 100 },
  /** Prices (yuan). */
  price: { min: 0, max: 1_000_000_000 },
  /** Colour temperature (K); 0 where a colour has none. */
  kelvin: { min: 0, max: 100_000 },
  /** Temperatures of a surface (°C). */
  celsius: { min: -100, max: 500 },
  /** A weight of a weighted search (per cent). */
  percent: { min: 0, max: 100 },
  /** A fixture's turn about its own axis (degrees). */
  rotationDegrees: { min: -180, max: 180 },
  /** A maintenance factor (light loss factor); above 0 (checked where it is read). */
  maintenanceFactor: { min: 0, max: 1 },
  /** Fixtures in a calculated scene. */
  fixtureCount: { min: 1, max: 500 },
  /** Surfaces of one record in a project (the schedule's quantity is fixtures per surface × surfaces). */
  surfaceCount: { min: 1, max: 10_000 },
  /** Fixtures of one record in a project's schedule. */
  quantity: { min: 0, max: 1_000_000 },
  /** A 1-based page. */
  page: { min: 1, max: 100_000 },
  /** Rows of a page. */
  rows: { min: 1, max: 100 },
} as const satisfies Record<string, { min: number; max: number }>;
export type RangeName = keyof typeof RANGES;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A JSON number within the range. */
export const ranged = (name: RangeName) => z.number().finite().min(RANGES[name].min).max(RANGES[name].max);

/** An optional number within the range that also accepts numeric text (query strings, forms); blank is "not given". */
export const optionalRanged = (name: RangeName) =>
  z.preprocess(blankToUndefined, z.coerce.number().finite().min(RANGES[name].min).max(RANGES[name].max).optional());

/** An optional whole number within the range (numeric text accepted); blank and null are "not given". */
export const optionalCount = (name: RangeName) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(RANGES[name].min).max(RANGES[name].max).optional());

/** Text that reads as a number (what a form's number input holds). */
const NUMERIC_TEXT = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * A form value that is a number or text (the editor sends what its inputs hold): a number, or
 * text that reads as one, must lie within the range; other text (a note such as "≥ 10") is
 * kept as written, at most `maxLength` characters.
 */
export const numberOrText = (name: RangeName, maxLength = 20) =>
  z.union([
    z
      .string()
      .max(maxLength)
      .refine((s) => {
        if (!NUMERIC_TEXT.test(s)) return true;
        const v = Number(s);
        return Number.isFinite(v) && v >= RANGES[name].min && v <= RANGES[name].max;
      }, `a number from ${RANGES[name].min} to ${RANGES[name].max}`),
    ranged(name),
  ]);

/**
 * Text of a dimension input: digits and a dot only, at most 10 characters, and within the range.
 */
export const dimensionTextIn = (name: RangeName) =>
  z
    .string()
    .max(10, 'at most 10 characters')
    .regex(/^(\d+(\.\d*)?|\.\d+)?$/, 'digits and a dot only')
    .refine((s) => s === '' || Number(s) <= RANGES[name].max, `at most ${RANGES[name].max}`);
