import { bilinearIrregular } from './interpolation.js';
import type {
  IntensityGrid,
  MeasuredDistribution,
  ParsedPhotometry,
  Photometry,
  PlaneSymmetry,
} from './photometry-types.js';
import type { Degrees } from './units.js';

const DEG = Math.PI / 180;
const EPS = 1e-6;

/** Step of the lookup grid in C (degrees). */
export const GRID_C_STEP = 0.5;
/** Step of the lookup grid in γ (degrees). */
export const GRID_GAMMA_STEP = 0.25;

/** Folds a C angle in [0, 360] into the range a symmetric file stores. */
export function planeSymmetryFold(symmetry: PlaneSymmetry, c: number): number {
  switch (symmetry) {
    case 'rotational':
      return 0;
    case 'c0c180':
      return c <= 180 ? c : 360 - c;
    case 'c90c270':
      return c < 90 ? 180 - c : c > 270 ? 540 - c : c;
    case 'quadrant':
      return c <= 90 ? c : c <= 180 ? 180 - c : c <= 270 ? c - 180 : 360 - c;
    default:
      return c >= 360 - EPS ? 0 : c;
  }
}

function planeImages(symmetry: PlaneSymmetry, a: number): number[] {
  switch (symmetry) {
    case 'rotational':
      return [0, 360];
    case 'c0c180':
      return [a, 360 - a];
    case 'c90c270':
      return [a, 180 - a, 540 - a];
    case 'quadrant':
      return [a, 180 - a, 180 + a, 360 - a];
    default:
      return a === 0 ? [0, 360] : [a];
  }
}

/**
 * Expands a type-C distribution to C planes 0…360 (inclusive) using its stated symmetry.
 * Expanded values are copies of stored planes, never interpolated.
 */
export function distributionExpandSymmetry(measured: MeasuredDistribution): {
  cAngles: Float64Array;
  candela: Float64Array;
} {
  const { symmetry, horizontalAngles: stored, verticalAngles, candela } = measured;
  const nG = verticalAngles.length;
  const all: number[] = [];
  for (const a of stored) for (const c of planeImages(symmetry, a)) if (c >= -EPS && c <= 360 + EPS) all.push(c);
  if (symmetry === 'none') all.push(360);
  all.sort((x, y) => x - y);
  const cAngles: number[] = [];
  for (const c of all) if (cAngles.length === 0 || c - cAngles[cAngles.length - 1]! > EPS) cAngles.push(Math.max(0, Math.min(360, c)));
  const out = new Float64Array(cAngles.length * nG);
  cAngles.forEach((c, ci) => {
    const f = planeSymmetryFold(symmetry, c);
    // The last stored plane within 1e-4° of the fold (stored angles rise): a binary search.
    let lo = 0;
    let hi = stored.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (stored[mid]! <= f + 1e-4) lo = mid + 1;
      else hi = mid;
    }
    let si = lo - 1;
    if (si < 0 || Math.abs(stored[si]! - f) >= 1e-4) si = 0; // unreachable for consistent input: every image folds onto a stored plane
    out.set(candela.subarray(si * nG, si * nG + nG), ci * nG);
  });
  return { cAngles: Float64Array.from(cAngles), candela: out };
}

/**
 * Direction (luminaire frame, see {@link Photometry}) of type-B angles H, V in degrees:
 * the B planes turn about the luminaire's +Y axis; V tilts toward +X, H toward +Y.
 */
export function typeBDirection(h: number, v: number): [number, number, number] {
  const ch = Math.cos(h * DEG);
  return [ch * Math.sin(v * DEG), Math.sin(h * DEG), -ch * Math.cos(v * DEG)];
}

/**
 * Direction of type-A angles H, V in degrees: the A planes turn about the luminaire's +X
 * axis (vertical for a floodlight aimed horizontally); V tilts toward +X, H toward +Y.
 */
export function typeADirection(h: number, v: number): [number, number, number] {
  const cv = Math.cos(v * DEG);
  return [Math.sin(v * DEG), cv * Math.sin(h * DEG), -cv * Math.cos(h * DEG)];
}

/**
 * Resamples a type-B or type-A distribution onto a C-γ web (C every 1°, γ every 0.5°) by
 * bilinear interpolation in the file's own (H, V) angles. Lateral symmetry mirrors H.
 */
export function distributionFromTypeBA(measured: MeasuredDistribution): {
  cAngles: Float64Array;
  gammaAngles: Float64Array;
  candela: Float64Array;
} {
  const cAngles = Float64Array.from({ length: 361 }, (_, i) => i);
  const gammaAngles = Float64Array.from({ length: 361 }, (_, i) => i * 0.5);
  const nG = gammaAngles.length;
  const out = new Float64Array(cAngles.length * nG);
  const { horizontalAngles: hs, verticalAngles: vs, candela } = measured;
  const lateral = measured.symmetry === 'lateral';
  for (let ci = 0; ci < cAngles.length; ci++) {
    const c = cAngles[ci]! * DEG;
    for (let gi = 0; gi < nG; gi++) {
      const g = gammaAngles[gi]! * DEG;
      const x = Math.sin(g) * Math.cos(c);
      const y = Math.sin(g) * Math.sin(c);
      const z = -Math.cos(g);
      let h: number;
      let v: number;
      if (measured.photometricType === 'B') {
        h = Math.asin(Math.max(-1, Math.min(1, y))) / DEG;
        v = Math.atan2(x, -z) / DEG;
      } else {
        v = Math.asin(Math.max(-1, Math.min(1, x))) / DEG;
        h = Math.atan2(y, -z) / DEG;
      }
      if (lateral) h = Math.abs(h);
      out[ci * nG + gi] = bilinearIrregular(hs, vs, candela, h, v);
    }
  }
  return { cAngles, gammaAngles, candela: out };
}

/**
 * Where each node of the regular lookup grid falls between measured angles: for grid plane k the
 * measured planes `c0[k]`, `c1[k]` (as offsets of their rows in the candela table) and the
 * fraction `cT[k]`; for grid angle g the measured γ index `g0[g]` (−1 outside the measured range),
 * the next `g1[g]` and the fraction `gT[g]`. Depends on the angles only, so files measured on the
 * same angles share one (a compact light's grid, {@link intensityGridLazy}).
 */
export interface GridBrackets {
  nC: number;
  nG: number;
  c0: Int32Array;
  c1: Int32Array;
  cT: Float64Array;
  g0: Int32Array;
  g1: Int32Array;
  gT: Float64Array;
}

/** Whether every C plane of a web holds the same intensities (the grid then keeps one plane). */
export function distributionRotational(cAngles: Float64Array, gammaAngles: Float64Array, candela: Float64Array): boolean {
  const nGm = gammaAngles.length;
  for (let ci = 1; ci < cAngles.length; ci++) {
    for (let gi = 0; gi < nGm; gi++) {
      if (Math.abs(candela[ci * nGm + gi]! - candela[gi]!) > 1e-9 * (1 + Math.abs(candela[gi]!))) return false;
    }
  }
  return true;
}

/** The brackets of the lookup grid over a C-γ web (one plane when `rotational`). */
export function gridBrackets(cAngles: Float64Array, gammaAngles: Float64Array, rotational: boolean): GridBrackets {
  const nGm = gammaAngles.length;
  const nG = Math.round(180 / GRID_GAMMA_STEP) + 1;
  const nC = rotational ? 1 : Math.round(360 / GRID_C_STEP) + 1;
  const g0 = new Int32Array(nG);
  const g1 = new Int32Array(nG);
  const gT = new Float64Array(nG);
  // Grid angles rise, so each bracket search goes on from the last: linear in both lists.
  let gi0 = 0;
  for (let k = 0; k < nG; k++) {
    const g = k * GRID_GAMMA_STEP;
    const lo = gammaAngles[0]!;
    const hi = gammaAngles[nGm - 1]!;
    if (g < lo - 1e-9 || g > hi + 1e-9) {
      g0[k] = -1;
      continue;
    }
    let i = gi0;
    while (i < nGm - 2 && gammaAngles[i + 1]! <= g) i++;
    gi0 = i;
    const span = nGm > 1 ? gammaAngles[i + 1]! - gammaAngles[i]! : 1;
    g0[k] = i;
    g1[k] = Math.min(i + 1, nGm - 1);
    gT[k] = nGm > 1 ? Math.min(1, Math.max(0, (g - gammaAngles[i]!) / span)) : 0;
  }
  const nCm = cAngles.length;
  const c0 = new Int32Array(nC);
  const c1 = new Int32Array(nC);
  const cT = new Float64Array(nC);
  let i = 0;
  for (let k = 0; k < nC; k++) {
    const c = k * GRID_C_STEP;
    while (i < nCm - 2 && cAngles[i + 1]! <= c) i++;
    const span = cAngles[i + 1]! - cAngles[i]!;
    cT[k] = nCm > 1 ? Math.min(1, Math.max(0, (c - cAngles[i]!) / span)) : 0;
    c0[k] = i * nGm;
    c1[k] = Math.min(i + 1, nCm - 1) * nGm;
  }
  return { nC, nG, c0, c1, cT, g0, g1, gT };
}

/** The grid's intensity at node (plane k, angle g): bilinear between the measured angles around it. */
function gridNode(b: GridBrackets, candela: Float64Array, k: number, g: number): number {
  const gi = b.g0[g]!;
  if (gi < 0) return 0;
  const gi1 = b.g1[g]!;
  const tg = b.gT[g]!;
  const r0 = b.c0[k]!;
  const r1 = b.c1[k]!;
  const a = candela[r0 + gi]! + (candela[r0 + gi1]! - candela[r0 + gi]!) * tg;
  const c = candela[r1 + gi]! + (candela[r1 + gi1]! - candela[r1 + gi]!) * tg;
  return a + (c - a) * b.cT[k]!;
}

/**
 * Builds the regular lookup grid from a C-γ web (bilinear between measured angles). When all
 * planes are equal the grid keeps a single plane.
 */
export function intensityGridBuild(cAngles: Float64Array, gammaAngles: Float64Array, candela: Float64Array): IntensityGrid {
  const b = gridBrackets(cAngles, gammaAngles, distributionRotational(cAngles, gammaAngles, candela));
  const { nC, nG } = b;
  const values = new Float32Array(nC * nG);
  for (let k = 0; k < nC; k++) for (let g = 0; g < nG; g++) values[k * nG + g] = gridNode(b, candela, k, g);
  return { cStep: GRID_C_STEP as Degrees, gStep: GRID_GAMMA_STEP as Degrees, nC, nG, values };
}

/** Nodes of the largest lookup grid. */
const GRID_NODES = (Math.round(360 / GRID_C_STEP) + 1) * (Math.round(180 / GRID_GAMMA_STEP) + 1);

/** One scratch grid per thread for every lazy grid (made on first use): a node is good while its stamp is the owner's. */
let scratch: { values: Float32Array; stamps: Uint32Array; stamp: number; owner: object | null } | undefined;

/**
 * The lookup grid of a web computed node by node as it is read, into one scratch grid of the
 * thread (the nodes a scene reads, not the whole grid): the same values as
 * {@link intensityGridBuild}, bit for bit, without holding up to 2 MB per file. Readers call
 * `ensure(o)` before reading the cell at o (nodes o, o + 1 and, with more than one plane, the
 * next plane's). The scratch serves one grid at a time: another grid's first read starts it anew.
 */
export function intensityGridLazy(b: GridBrackets, candela: Float64Array): IntensityGrid {
  scratch ??= { values: new Float32Array(GRID_NODES), stamps: new Uint32Array(GRID_NODES), stamp: 0, owner: null };
  const s = scratch;
  const { nC, nG } = b;
  const { values, stamps } = s;
  const grid: IntensityGrid = { cStep: GRID_C_STEP as Degrees, gStep: GRID_GAMMA_STEP as Degrees, nC, nG, values };
  const fill = (o: number, stamp: number) => {
    if (stamps[o] === stamp) return;
    stamps[o] = stamp;
    const k = (o / nG) | 0;
    values[o] = gridNode(b, candela, k, o - k * nG);
  };
  grid.ensure = (o: number) => {
    if (s.owner !== grid) {
      if (s.stamp === 0xffffffff) {
        stamps.fill(0);
        s.stamp = 0;
      }
      s.stamp++;
      s.owner = grid;
    }
    const stamp = s.stamp;
    fill(o, stamp);
    fill(o + 1, stamp);
    if (nC > 1) {
      fill(o + nG, stamp);
      fill(o + nG + 1, stamp);
    }
  };
  return grid;
}

/** Turns a parser's answer into the normalised model (symmetry expanded, type B/A converted). */
export function photometryFromParsed(parsed: ParsedPhotometry): Photometry {
  const { measured } = parsed;
  let cAngles: Float64Array;
  let gammaAngles: Float64Array;
  let candela: Float64Array;
  if (measured.photometricType === 'C') {
    const expanded = distributionExpandSymmetry(measured);
    cAngles = expanded.cAngles;
    candela = expanded.candela;
    gammaAngles = measured.verticalAngles;
  } else {
    ({ cAngles, gammaAngles, candela } = distributionFromTypeBA(measured));
  }
  return {
    metadata: parsed.metadata,
    measured,
    cAngles,
    gammaAngles,
    candela,
    grid: intensityGridBuild(cAngles, gammaAngles, candela),
  };
}
