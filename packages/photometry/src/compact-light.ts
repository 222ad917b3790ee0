/**
 * A parsed file's light held compactly, for the rank workers that keep thousands: the candela
 * table at the file's own angles (as stored: a symmetric file's stored planes only), in the
 * smallest form that gives back every value exactly (Float32, the file's decimals as integers, or
 * Float64), and the metadata; no lookup grid (a parsed file's grid is up
 * to 2 MB; types B and A keep their measured angles, not the C-γ web they are resampled onto).
 * {@link compactLightPhotometry} makes it a {@link Photometry} again, its grid built by the parser's
 * own function from the same numbers: every figure is the parsed file's, bit for bit. The figures
 * the engine remembers of a file (beam, peak, ten intensities) hang on the compact light, so they
 * are computed once whatever the views made of it.
 */
import { distributionExpandSymmetry, distributionFromTypeBA, intensityGridBuild } from './photometry.js';
import type { MeasuredDistribution, Photometry, PhotometryMetadata } from './photometry-types.js';

/**
 * A table of intensities, losslessly: Float32 when that holds every value exactly; else, when
 * every value is a decimal of the file (at most 8 significant digits) times one factor (a LDT's
 * lamp flux / 1000, an IES's 1), those decimals packed in 32 bits each (`candela[i] = (digits /
 * 10^places) · factor`: the very division and product the parser computed, so bit for bit;
 * checked for every value before it is kept); else Float64.
 */
export type CandelaTable = Float32Array | Float64Array | DecimalTable;

export interface DecimalTable {
  /** Each value's digits (as an integer) times 64, plus its decimal places (0–62); places 63: the value is `exceptions[digits]`. */
  packed: Uint32Array;
  factor: number;
  /** The few values no decimal of the factor gives back, as they are. */
  exceptions: Float64Array;
}

/** Digits a packed decimal holds: below 2^26 (seven significant digits and more). */
const DIGITS_MAX = 2 ** 26;
const PLACES_MAX = 62;
const EXCEPTION = 63;

/**
 * A decimal as the parser reads it (number-stream.ts): digits / 10^places, exact powers of ten
 * up to 10^22, past them JavaScript's own reading of the text (a file's `5.76439e-22`); both the
 * nearest double to the decimal.
 */
const decimal = (digits: number, places: number) => (places <= 22 ? digits / 10 ** places : Number(`${digits}e-${places}`));

/** The factors a parser multiplied a file's decimals by: 1 (IES without a multiplier), lamp flux / 1000 (EULUMDAT's cd/klm). */
function factorsOf(metadata: PhotometryMetadata): number[] {
  return metadata.lampLumens && metadata.lampLumens > 0 ? [metadata.lampLumens / 1000, 1] : [1];
}

/** One value as packed digits and places (its fewest places that give it back exactly), or -1. */
function packDecimal(value: number, factor: number): number {
  for (let places = 0; places <= PLACES_MAX; places++) {
    const digits = Math.round((value / factor) * 10 ** places);
    if (!(digits >= 0 && digits < DIGITS_MAX)) return -1;
    if (decimal(digits, places) * factor === value) return digits * 64 + places;
  }
  return -1;
}

/** The values as the file's decimals times one factor, or null when no such form gives back every value exactly. */
export function decimalTable(values: Float64Array, factors: readonly number[]): DecimalTable | null {
  for (const factor of factors) {
    const packed = new Uint32Array(values.length);
    const exceptions: number[] = [];
    let i = 0;
    // past one value in 16 kept as it is, the table would save little: not this factor
    for (; i < values.length && exceptions.length * 16 <= values.length; i++) {
      const p = packDecimal(values[i]!, factor);
      if (p < 0) packed[i] = (exceptions.push(values[i]!) - 1) * 64 + EXCEPTION;
      else packed[i] = p;
    }
    if (i === values.length) return { packed, factor, exceptions: Float64Array.from(exceptions) };
  }
  return null;
}

/** The exact values of a decimal table. */
export function decimalValues(t: DecimalTable): Float64Array {
  const out = new Float64Array(t.packed.length);
  for (let i = 0; i < out.length; i++) {
    const p = t.packed[i]!;
    const places = p % 64;
    const digits = Math.floor(p / 64);
    out[i] = places === EXCEPTION ? t.exceptions[digits]! : decimal(digits, places) * t.factor;
  }
  return out;
}

/** The smallest lossless table of `values`. */
function table(values: Float64Array, metadata: PhotometryMetadata): CandelaTable {
  let float32 = true;
  for (let i = 0; i < values.length && float32; i++) float32 = Math.fround(values[i]!) === values[i];
  if (float32) return Float32Array.from(values);
  const decimal = decimalTable(values, factorsOf(metadata));
  return decimal ?? values;
}

export interface CompactLight {
  metadata: PhotometryMetadata;
  measured: Omit<MeasuredDistribution, 'candela'> & { candela: CandelaTable };
  /** One plane stands for all (its parsed grid is one plane: 3 kB). */
  rotational: boolean;
}

/** Bytes of a table's numbers. */
const tableBytes = (t: CandelaTable): number => (ArrayBuffer.isView(t) ? t.byteLength : t.packed.byteLength + t.exceptions.byteLength + 16);

const float64 = (t: CandelaTable): Float64Array => (t instanceof Float64Array ? t : ArrayBuffer.isView(t) ? Float64Array.from(t) : decimalValues(t));

/**
 * Angle lists are shared by many files (a maker measures its range on one set of angles): one
 * copy of each. At most ANGLE_LISTS lists are looked up; past that a file keeps its own.
 */
const ANGLE_LISTS = 4096;
const angleLists = new Map<string, Float64Array>();

function shared(a: Float64Array): Float64Array {
  const key = a.join(',');
  const known = angleLists.get(key);
  if (known) return known;
  if (angleLists.size < ANGLE_LISTS) angleLists.set(key, a);
  return a;
}

/** The typed arrays a parsed file holds. */
export const photometryArrays = (p: Photometry) => [p.grid.values, p.candela, p.cAngles, p.gammaAngles, p.measured.candela, p.measured.horizontalAngles, p.measured.verticalAngles];

/** Bytes a parsed file holds (its typed arrays, the lookup grid above all, plus a little for the rest). */
export function photometryBytes(p: Photometry): number {
  return photometryArrays(p).reduce((sum, a) => sum + a.byteLength, 4096);
}

/** The compact form of a parsed file. */
export function compactLight(p: Photometry): CompactLight {
  const m = p.measured;
  return {
    metadata: p.metadata,
    measured: { ...m, horizontalAngles: shared(m.horizontalAngles), verticalAngles: shared(m.verticalAngles), candela: table(m.candela, p.metadata) },
    rotational: p.grid.nC === 1,
  };
}

/**
 * Bytes a compact light holds of its own: its candela tables, about its metadata and 1 kB for the
 * figures the engine remembers of it (beam, peak, ten intensities); angle lists are shared between
 * files and not counted.
 */
export function compactLightBytes(c: CompactLight): number {
  return tableBytes(c.measured.candela) + JSON.stringify(c.metadata).length * 2 + 1280;
}

/**
 * The file again as the engine evaluates it, lookup grid included (a few milliseconds: the rank
 * workers keep the views of the files they use most, bounded by bytes): the same figures as the
 * parsed file's.
 */
export function compactLightPhotometry(c: CompactLight): Photometry {
  const measured: MeasuredDistribution = { ...c.measured, candela: float64(c.measured.candela) };
  let cAngles: Float64Array;
  let gammaAngles: Float64Array;
  let candela: Float64Array;
  if (measured.photometricType !== 'C') {
    // Types B and A are resampled onto their C-γ web again (a few milliseconds; 1 MB held otherwise).
    ({ cAngles, gammaAngles, candela } = distributionFromTypeBA(measured));
  } else {
    ({ cAngles, candela } = distributionExpandSymmetry(measured));
    gammaAngles = measured.verticalAngles;
  }
  return { metadata: c.metadata, measured, cAngles, gammaAngles, candela, grid: intensityGridBuild(cAngles, gammaAngles, candela), identity: c };
}
