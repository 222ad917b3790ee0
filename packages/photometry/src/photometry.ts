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
 * Builds the regular lookup grid from a C-γ web (bilinear between measured angles). When all
 * planes are equal the grid keeps a single plane.
 */
export function intensityGridBuild(cAngles: Float64Array, gammaAngles: Float64Array, candela: Float64Array): IntensityGrid {
  const nGm = gammaAngles.length;
  let rotational = true;
  for (let ci = 1; ci < cAngles.length && rotational; ci++) {
    for (let gi = 0; gi < nGm; gi++) {
      if (Math.abs(candela[ci * nGm + gi]! - candela[gi]!) > 1e-9 * (1 + Math.abs(candela[gi]!))) {
        rotational = false;
        break;
      }
    }
  }
  const nG = Math.round(180 / GRID_GAMMA_STEP) + 1;
  const nC = rotational ? 1 : Math.round(360 / GRID_C_STEP) + 1;
  const values = new Float32Array(nC * nG);
  // Bracket every grid γ and C once; the double loop then only blends.
  const gIdx = new Int32Array(nG);
  const gT = new Float64Array(nG);
  // Grid angles rise, so each bracket search goes on from the last: linear in both lists.
  let gi0 = 0;
  for (let k = 0; k < nG; k++) {
    const g = k * GRID_GAMMA_STEP;
    const lo = gammaAngles[0]!;
    const hi = gammaAngles[nGm - 1]!;
    if (g < lo - 1e-9 || g > hi + 1e-9) {
      gIdx[k] = -1;
      continue;
    }
    let i = gi0;
    while (i < nGm - 2 && gammaAngles[i + 1]! <= g) i++;
    gi0 = i;
    const span = nGm > 1 ? gammaAngles[i + 1]! - gammaAngles[i]! : 1;
    gIdx[k] = i;
    gT[k] = nGm > 1 ? Math.min(1, Math.max(0, (g - gammaAngles[i]!) / span)) : 0;
  }
  const nCm = cAngles.length;
  let i = 0;
  for (let k = 0; k < nC; k++) {
    const c = k * GRID_C_STEP;
    while (i < nCm - 2 && cAngles[i + 1]! <= c) i++;
    const span = cAngles[i + 1]! - cAngles[i]!;
    const tc = nCm > 1 ? Math.min(1, Math.max(0, (c - cAngles[i]!) / span)) : 0;
    const i1 = Math.min(i + 1, nCm - 1);
    for (let g = 0; g < nG; g++) {
      const gi = gIdx[g]!;
      if (gi < 0) continue;
      const gi1 = Math.min(gi + 1, nGm - 1);
      const tg = gT[g]!;
      const a = candela[i * nGm + gi]! + (candela[i * nGm + gi1]! - candela[i * nGm + gi]!) * tg;
      const b = candela[i1 * nGm + gi]! + (candela[i1 * nGm + gi1]! - candela[i1 * nGm + gi]!) * tg;
      values[k * nG + g] = a + (b - a) * tc;
    }
  }
  return { cStep: GRID_C_STEP as Degrees, gStep: GRID_GAMMA_STEP as Degrees, nC, nG, values };
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
