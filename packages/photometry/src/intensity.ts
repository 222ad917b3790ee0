import { atan2Fast } from './fast-math.js';
import { bilinearIrregular } from './interpolation.js';
import type { IntensityGrid, Photometry } from './photometry-types.js';
import type { Candela, Degrees } from './units.js';

const RAD_TO_DEG = 180 / Math.PI;

/**
 * Bilinear sample of the lookup grid at C, γ in degrees (C in [0, 360), γ in [0, 180]).
 * This is the hot-loop primitive: no allocation, no range checks beyond clamping.
 */
export function intensityGridSample(grid: IntensityGrid, c: number, gamma: number): number {
  const nG = grid.nG;
  let gf = gamma / grid.gStep;
  if (gf < 0) gf = 0;
  let gi = gf | 0;
  if (gi >= nG - 1) gi = nG - 2;
  const tg = gf - gi;
  const v = grid.values;
  if (grid.nC === 1) {
    const a = v[gi]!;
    return a + (v[gi + 1]! - a) * tg;
  }
  let cf = c / grid.cStep;
  if (cf < 0) cf = 0;
  let ci = cf | 0;
  if (ci >= grid.nC - 1) ci = grid.nC - 2;
  const tc = cf - ci;
  const o0 = ci * nG + gi;
  const o1 = o0 + nG;
  const a = v[o0]! + (v[o0 + 1]! - v[o0]!) * tg;
  const b = v[o1]! + (v[o1 + 1]! - v[o1]!) * tg;
  return a + (b - a) * tc;
}

/** Wraps any C angle into [0, 360) and clamps γ into [0, 180]; γ beyond 180 mirrors. */
export function angleNormalize(c: number, gamma: number): { c: number; gamma: number } {
  let g = gamma % 360;
  if (g < 0) g += 360;
  let cc = c;
  if (g > 180) {
    g = 360 - g;
    cc += 180;
  }
  cc %= 360;
  if (cc < 0) cc += 360;
  return { c: cc, gamma: g };
}

/**
 * Luminous intensity (cd) at C-plane `c` and angle `gamma` from nadir (degrees), bilinear on
 * the precomputed regular grid (0.5° in C, 0.25° in γ) that itself interpolates bilinearly
 * between measured angles. See {@link Photometry} for the luminaire frame.
 */
export function intensityAt(model: Photometry, c: Degrees | number, gamma: Degrees | number): Candela {
  const n = angleNormalize(c, gamma);
  return intensityGridSample(model.grid, n.c, n.gamma) as Candela;
}

/**
 * Intensity by direct bilinear interpolation between the measured (symmetry-expanded)
 * angles, without the lookup grid. Slower; used for derived figures.
 */
export function intensityAtMeasured(model: Photometry, c: number, gamma: number): Candela {
  const n = angleNormalize(c, gamma);
  return bilinearIrregular(model.cAngles, model.gammaAngles, model.candela, n.c, n.gamma) as Candela;
}

/** C and γ (degrees) of a direction in the luminaire frame (need not be unit length). */
export function directionToAngles(x: number, y: number, z: number): { c: Degrees; gamma: Degrees } {
  const gamma = Math.atan2(Math.hypot(x, y), -z) * RAD_TO_DEG;
  let c = Math.atan2(y, x) * RAD_TO_DEG;
  if (c < 0) c += 360;
  return { c: c as Degrees, gamma: gamma as Degrees };
}

/** Unit direction in the luminaire frame of C, γ in degrees. */
export function anglesToDirection(c: number, gamma: number): [number, number, number] {
  const cr = c / RAD_TO_DEG;
  const gr = gamma / RAD_TO_DEG;
  return [Math.sin(gr) * Math.cos(cr), Math.sin(gr) * Math.sin(cr), -Math.cos(gr)];
}

/**
 * Intensity (cd) toward a direction given in the luminaire frame (nadir −Z, C0 +X, C90 +Y);
 * the vector need not be normalised.
 */
export function intensityToward(model: Photometry, direction: readonly [number, number, number]): Candela {
  const [x, y, z] = direction;
  const gamma = atan2Fast(Math.sqrt(x * x + y * y), -z) * RAD_TO_DEG;
  let c = atan2Fast(y, x) * RAD_TO_DEG;
  if (c < 0) c += 360;
  return intensityGridSample(model.grid, c, gamma) as Candela;
}
