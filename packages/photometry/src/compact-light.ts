/**
 * A parsed file's light held compactly, for the rank workers that keep thousands: the candela
 * table at the file's own angles (as stored: a symmetric file's stored planes only), Float32 when
 * every value is exactly a Float32, and the metadata; no lookup grid (a parsed file's grid is up
 * to 2 MB; types B and A keep their measured angles, not the C-γ web they are resampled onto). {@link compactLightPhotometry} makes it a {@link Photometry} again whose grid is
 * computed as it is read ({@link intensityGridLazy}): every figure is the parsed file's, bit for bit.
 */
import { distributionExpandSymmetry, distributionFromTypeBA, gridBrackets, intensityGridLazy, type GridBrackets } from './photometry.js';
import type { MeasuredDistribution, Photometry, PhotometryMetadata } from './photometry-types.js';

/** A table of intensities: Float32 when that holds every value exactly, else Float64. */
type Table = Float32Array | Float64Array;

export interface CompactLight {
  metadata: PhotometryMetadata;
  measured: Omit<MeasuredDistribution, 'candela'> & { candela: Table };
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
 * copy of each, and of the grid brackets over them (by the very lists, so they live as long as a
 * file holds them). At most ANGLE_LISTS lists are looked up; past that a file keeps its own.
 */
const ANGLE_LISTS = 4096;
const angleLists = new Map<string, Float64Array>();
/** The key of the brackets of every type B or A file's web. */
const WEB = new Float64Array(0);
const brackets = new WeakMap<Float64Array, WeakMap<Float64Array, Map<string, GridBrackets>>>();

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
 * Bytes a compact light holds of its own: its candela tables and about its metadata (angle lists
 * and grid brackets are shared between files and not counted).
 */
export function compactLightBytes(c: CompactLight): number {
  return c.measured.candela.byteLength + JSON.stringify(c.metadata).length * 2 + 256;
}

/** The file again as the engine evaluates it: the same figures as the parsed file's. */
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
  // Type C: the planes follow from the stored angles and the symmetry; B and A: the web is always the same.
  const planes = measured.photometricType === 'C' ? measured.horizontalAngles : WEB;
  let byGamma = brackets.get(planes);
  if (!byGamma) brackets.set(planes, (byGamma = new WeakMap()));
  const gammaKey = measured.photometricType === 'C' ? gammaAngles : WEB;
  let bySymmetry = byGamma.get(gammaKey);
  if (!bySymmetry) byGamma.set(gammaKey, (bySymmetry = new Map()));
  const key = `${c.measured.symmetry}|${c.rotational}`;
  let b = bySymmetry.get(key);
  if (!b) bySymmetry.set(key, (b = gridBrackets(cAngles, gammaAngles, c.rotational)));
  return { metadata: c.metadata, measured, cAngles, gammaAngles, candela, grid: intensityGridLazy(b, candela) };
}
