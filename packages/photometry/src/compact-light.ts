/**
 * A parsed file's light held compactly, for the rank workers that keep thousands: the candela
 * table at the file's own angles (as stored: a symmetric file's stored planes only), Float32 when
 * every value is exactly a Float32, and the metadata; no lookup grid (a parsed file's grid is up
 * to 2 MB; types B and A keep their measured angles, not the C-γ web they are resampled onto).
 * {@link compactLightPhotometry} makes it a {@link Photometry} again, its grid built by the parser's
 * own function from the same numbers: every figure is the parsed file's, bit for bit. The figures
 * the engine remembers of a file (beam, peak, ten intensities) hang on the compact light, so they
 * are computed once whatever the views made of it.
 */
import { distributionExpandSymmetry, distributionFromTypeBA, intensityGridBuild } from './photometry.js';
import type { MeasuredDistribution, Photometry, PhotometryMetadata } from './photometry-types.js';

/** A table of intensities: Float32 when that holds every value exactly, else Float64. */
type Table = Float32Array | Float64Array;

export interface CompactLight {
  metadata: PhotometryMetadata;
  measured: Omit<MeasuredDistribution, 'candela'> & { candela: Table };
  /** One plane stands for all (its parsed grid is one plane: 3 kB). */
  rotational: boolean;
}

/** Float32 when lossless. */
function table(values: Float64Array): Table {
  for (let i = 0; i < values.length; i++) if (Math.fround(values[i]!) !== values[i]) return values;
  return Float32Array.from(values);
}

const float64 = (t: Table): Float64Array => (t instanceof Float64Array ? t : Float64Array.from(t));

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
    measured: { ...m, horizontalAngles: shared(m.horizontalAngles), verticalAngles: shared(m.verticalAngles), candela: table(m.candela) },
    rotational: p.grid.nC === 1,
  };
}

/**
 * Bytes a compact light holds of its own: its candela tables, about its metadata and 1 kB for the
 * figures the engine remembers of it (beam, peak, ten intensities); angle lists are shared between
 * files and not counted.
 */
export function compactLightBytes(c: CompactLight): number {
  return c.measured.candela.byteLength + JSON.stringify(c.metadata).length * 2 + 1280;
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
