import { atanUnit } from './fast-math.js';
import type { Aiming } from './aiming.js';
import type { Photometry } from './photometry-types.js';
import { vectorCross, vectorDot, vectorNormalize, vectorSubtract, type Vec3 } from './vector.js';

/** A luminaire placed in a scene: position (m), orientation, photometry. */
export interface SceneLuminaire {
  position: Vec3;
  aiming: Aiming;
  photometry: Photometry;
  /** Scales every intensity (dimming, maintenance factor); 1 when absent. */
  multiplier?: number;
}

/**
 * A planar rectangular patch: the points origin + s·u + t·v for s, t ∈ [0, 1]. It is sampled
 * on nu × nv cell centres: point (i, j) = origin + (i + ½)/nu·u + (j + ½)/nv·v, stored at
 * index j·nu + i (row j runs along u). The lit side is the side u × v points to; light from
 * behind is ignored. `reflectance` is the diffuse reflectance ρ (albedo, 0–1).
 */
export interface SurfacePatch {
  origin: Vec3;
  u: Vec3;
  v: Vec3;
  nu: number;
  nv: number;
  reflectance: number;
}

/** Luminaires and patches in metres (world frame of the caller's choice). */
export interface Scene {
  luminaires: readonly SceneLuminaire[];
  patches: readonly SurfacePatch[];
}

/** Unit normal of a patch's lit side: normalize(u × v). */
export function patchNormal(patch: SurfacePatch): Vec3 {
  return vectorNormalize(vectorCross(patch.u, patch.v));
}

/** World position of the centre of cell (i, j). */
export function patchPoint(patch: SurfacePatch, i: number, j: number): Vec3 {
  const s = (i + 0.5) / patch.nu;
  const t = (j + 0.5) / patch.nv;
  return [
    patch.origin[0] + s * patch.u[0] + t * patch.v[0],
    patch.origin[1] + s * patch.u[1] + t * patch.v[1],
    patch.origin[2] + s * patch.u[2] + t * patch.v[2],
  ];
}

const RAD_TO_DEG = 180 / Math.PI;
const HALF_PI = Math.PI / 2;

/**
 * Adds one luminaire's direct illuminance E = I(direction)·cos(incidence)/d² (lux) at every
 * cell centre of `patch` into `out`. Returns the number of point evaluations.
 *
 * The loop works in the luminaire frame: the local vector to a cell centre is affine in
 * (i, j), and the signed height of the luminaire above the plane is the same for every
 * point, so each point costs a square root, two polynomial arc tangents and one bilinear
 * lookup, with no allocation.
 */
export function patchIlluminanceAdd(patch: SurfacePatch, lum: SceneLuminaire, out: Float64Array): number {
  const n = patchNormal(patch);
  const rel = vectorSubtract(patch.origin, lum.position);
  const h = vectorDot(n, rel); // < 0 when the luminaire is on the lit side
  if (!(h < 0)) return 0;
  const minusH = -h * (lum.multiplier ?? 1);
  const R = lum.aiming;
  // local = Rᵀ·world
  const loc = (w: Vec3): Vec3 => [
    R[0] * w[0] + R[3] * w[1] + R[6] * w[2],
    R[1] * w[0] + R[4] * w[1] + R[7] * w[2],
    R[2] * w[0] + R[5] * w[1] + R[8] * w[2],
  ];
  const { nu, nv } = patch;
  const du = loc([patch.u[0] / nu, patch.u[1] / nu, patch.u[2] / nu]);
  const dv = loc([patch.v[0] / nv, patch.v[1] / nv, patch.v[2] / nv]);
  const a0 = loc(rel);
  const bx = a0[0] + 0.5 * (du[0] + dv[0]);
  const by = a0[1] + 0.5 * (du[1] + dv[1]);
  const bz = a0[2] + 0.5 * (du[2] + dv[2]);
  const dux = du[0];
  const duy = du[1];
  const duz = du[2];
  const grid = lum.photometry.grid;
  const values = grid.values;
  const nG = grid.nG;
  const gInv = RAD_TO_DEG / grid.gStep;
  const cInv = RAD_TO_DEG / grid.cStep;
  const gMax = nG - 2;
  const cMax = grid.nC - 2;
  const rotational = grid.nC === 1;
  const twoPiC = 360 / grid.cStep;
  for (let j = 0; j < nv; j++) {
    let x = bx + j * dv[0];
    let y = by + j * dv[1];
    let z = bz + j * dv[2];
    let k = j * nu;
    for (let i = 0; i < nu; i++, k++, x += dux, y += duy, z += duz) {
      const rxy2 = x * x + y * y;
      const r2 = rxy2 + z * z;
      const rxy = Math.sqrt(rxy2);
      // γ = atan2(rxy, −z) ∈ [0, π]
      const mz = -z;
      let gamma: number;
      if (rxy <= (mz < 0 ? -mz : mz)) {
        gamma = atanUnit(rxy / (mz < 0 ? -mz : mz));
        if (mz < 0) gamma = Math.PI - gamma;
      } else {
        gamma = HALF_PI - atanUnit(mz / rxy);
      }
      let gf = gamma * gInv;
      let gi = gf | 0;
      if (gi > gMax) gi = gMax;
      gf -= gi;
      let intensity: number;
      if (rotational) {
        const a = values[gi]!;
        intensity = a + (values[gi + 1]! - a) * gf;
      } else {
        // C = atan2(y, x) ∈ [0, 2π)
        const ax = x < 0 ? -x : x;
        const ay = y < 0 ? -y : y;
        let c: number;
        if (ay <= ax) c = ax === 0 ? 0 : atanUnit(ay / ax);
        else c = HALF_PI - atanUnit(ax / ay);
        if (x < 0) c = Math.PI - c;
        let cf = c * cInv;
        if (y < 0) cf = twoPiC - cf;
        let ci = cf | 0;
        if (ci > cMax) ci = cMax;
        if (ci < 0) ci = 0;
        cf -= ci;
        const o0 = ci * nG + gi;
        const o1 = o0 + nG;
        const v00 = values[o0]!;
        const v10 = values[o1]!;
        const a = v00 + (values[o0 + 1]! - v00) * gf;
        const b = v10 + (values[o1 + 1]! - v10) * gf;
        intensity = a + (b - a) * cf;
      }
      out[k] = out[k]! + (intensity * minusH) / (r2 * Math.sqrt(r2));
    }
  }
  return nu * nv;
}

/**
 * Whether `luminaires` form a row along the patch's u direction, which must lie along world X:
 * two or more, one aiming, one multiplier, and positions differing in x only.
 */
function rowAlongPatch(patch: SurfacePatch, luminaires: readonly SceneLuminaire[]): boolean {
  if (luminaires.length < 2 || patch.u[1] !== 0 || patch.u[2] !== 0 || !(patch.u[0] > 0)) return false;
  const first = luminaires[0]!;
  return luminaires.every(
    (l) =>
      l.photometry === first.photometry &&
      (l.multiplier ?? 1) === (first.multiplier ?? 1) &&
      l.position[1] === first.position[1] &&
      l.position[2] === first.position[2] &&
      l.aiming.every((a, i) => a === first.aiming[i]),
  );
}

/** Shifting one fixture's field pays when it needs at most this share of the point evaluations (the copies cost too). */
const ROW_SHIFT_GAIN = 0.6;

interface RowShiftPlan {
  /** Columns of the one fixture's field, `step` apart. */
  columns: number;
  step: number;
  /** Fixtures evenly spaced: their spacing, `per` steps; null otherwise. */
  spacing: number | null;
  per: number;
}

/** How {@link patchIlluminanceRowShifted} samples a patch, or null when it evaluates every fixture at every cell. */
function rowShiftPlan(patch: SurfacePatch, luminaires: readonly SceneLuminaire[], sampling: number): RowShiftPlan | null {
  if (!rowAlongPatch(patch, luminaires)) return null;
  const n = luminaires.length;
  const nu = patch.nu;
  const cell = patch.u[0] / nu;
  const fine = Math.max(1, sampling);
  const xs = luminaires.map((l) => l.position[0]);
  const spacing = xs[1]! - xs[0]!;
  let plan: RowShiftPlan;
  if (spacing > 0 && xs.every((x, l) => Math.abs(x - xs[0]! - l * spacing) <= 1e-9 * Math.max(1, Math.abs(x)))) {
    const per = Math.max(1, Math.ceil((spacing * fine) / cell - 1e-9));
    const step = spacing / per;
    plan = { columns: Math.ceil(((nu - 1) * cell) / step - 1e-9) + (n - 1) * per + 3, step, spacing, per };
  } else {
    const step = cell / fine;
    plan = { columns: Math.ceil(((nu - 1) * cell + Math.max(...xs) - Math.min(...xs)) / step - 1e-9) + 2, step, spacing: null, per: 0 };
  }
  return plan.columns <= ROW_SHIFT_GAIN * nu * n ? plan : null;
}

/** Whether {@link patchIlluminanceRowShifted} approximates this patch (a row along it, and worth it) rather than evaluating it in full. */
export function patchRowShiftApplies(patch: SurfacePatch, luminaires: readonly SceneLuminaire[], sampling = 1): boolean {
  return rowShiftPlan(patch, luminaires, sampling) !== null;
}

/**
 * Direct illuminance (lux) of one patch from a row of identical fixtures, approximated: the
 * field of one fixture is evaluated once on columns `sampling` times finer than the patch's
 * cells, spanning every offset between a cell and a fixture, and each fixture adds a copy
 * shifted to its position, interpolated linearly between those columns. The rows (v) are the
 * patch's own. About (cells across + row length / cell width) · sampling point evaluations per
 * row instead of cells across · fixtures. Falls back to {@link patchIlluminance} for anything
 * but a row along the patch's u (world X), or where it would not save work ({@link patchRowShiftApplies}). A preview (the ranking's first stage): the exact
 * field is {@link patchIlluminance}'s.
 */
export function patchIlluminanceRowShifted(patch: SurfacePatch, luminaires: readonly SceneLuminaire[], sampling = 1): Float64Array {
  const plan = rowShiftPlan(patch, luminaires, sampling);
  if (!plan) return patchIlluminance(patch, luminaires);
  const { nu, nv } = patch;
  const { columns, step } = plan;
  const cell = patch.u[0] / nu;
  const xs = luminaires.map((l) => l.position[0]);
  const x0 = patch.origin[0] + 0.5 * cell;
  const tMin = x0 - Math.max(...xs);
  const lone: SceneLuminaire = { ...luminaires[0]!, position: [0, luminaires[0]!.position[1], luminaires[0]!.position[2]] };
  const n = xs.length;
  if (plan.spacing !== null) return rowShiftedEven(patch, luminaires, lone, plan.spacing, plan.per, step, columns);
  const field = new Float64Array(columns * nv);
  patchIlluminanceAdd(
    { ...patch, origin: [tMin - 0.5 * step, patch.origin[1], patch.origin[2]], u: [columns * step, 0, 0], nu: columns },
    lone,
    field,
  );
  // Where each fixture's copy samples the field for each column (the same on every row).
  const at = new Int32Array(n * nu);
  const weight = new Float64Array(n * nu);
  for (let q = 0, l = 0; l < n; l++) {
    for (let i = 0; i < nu; i++, q++) {
      const f = (x0 + i * cell - xs[l]! - tMin) / step;
      let m = Math.floor(f);
      if (m > columns - 2) m = columns - 2;
      if (m < 0) m = 0;
      at[q] = m;
      weight[q] = f - m;
    }
  }
  const out = new Float64Array(nu * nv);
  for (let j = 0; j < nv; j++) {
    const row = j * columns;
    const o = j * nu;
    for (let q = 0, l = 0; l < n; l++) {
      for (let i = 0; i < nu; i++, q++) {
        const m = row + at[q]!;
        const a = field[m]!;
        out[o + i] = out[o + i]! + a + (field[m + 1]! - a) * weight[q]!;
      }
    }
  }
  return out;
}

/** Symmetries that mirror a distribution across its C0–C180 plane (C ↔ 360° − C). */
const MIRRORED = new Set(['c0c180', 'quadrant', 'rotational']);

/**
 * Whether a fixture's field on a patch's rows is the same at ±x from it: its C0–C180 plane is
 * the plane x = const (world X is its C90–C270 axis) and its distribution is symmetric across
 * that plane, and the patch's rows run along X.
 */
export function mirrorSymmetricAcrossRow(patch: SurfacePatch, lum: SceneLuminaire): boolean {
  const R = lum.aiming;
  const m = lum.photometry.measured;
  return (
    patch.v[0] === 0 &&
    m.photometricType === 'C' &&
    MIRRORED.has(m.symmetry) &&
    Math.abs(R[0]) < 1e-12 &&
    Math.abs(R[2]) < 1e-12 &&
    Math.abs(Math.abs(R[1]) - 1) < 1e-12
  );
}

/**
 * {@link patchIlluminanceRowShifted} for fixtures evenly spaced along x: the field
 * is sampled every spacing / p (p whole, the step no wider than a cell / sampling), so every
 * fixture's copy falls on the same fraction between two samples and the copies add up, per row,
 * as differences of sums along the spacing (one pass over the samples, one over the cells).
 */
function rowShiftedEven(patch: SurfacePatch, luminaires: readonly SceneLuminaire[], lone: SceneLuminaire, spacing: number, per: number, step: number, columns: number): Float64Array {
  const { nu, nv } = patch;
  const n = luminaires.length;
  const first = luminaires[0]!.position[0];
  const cell = patch.u[0] / nu;
  const x0 = patch.origin[0] + 0.5 * cell;
  const last = first + (n - 1) * spacing;
  // Offsets from tMin (the first cell from the last fixture) to tMax (the last cell from the first).
  const tMin = x0 - last;
  const tMax = tMin + (nu - 1) * cell + (n - 1) * spacing;
  let origin = tMin;
  let field: Float64Array;
  if (mirrorSymmetricAcrossRow(patch, lone)) {
    // The field is the same at ±t: samples at t = (m − h/2)·step, symmetric about 0; only t ≥ 0 evaluated.
    const h = Math.ceil((-2 * tMin) / step - 1e-9);
    origin = -(h / 2) * step;
    columns = Math.max(Math.ceil((tMax - origin) / step - 1e-9) + 2, h + 1);
    const from = Math.ceil(h / 2);
    const half = new Float64Array((columns - from) * nv);
    patchIlluminanceAdd(
      { ...patch, origin: [origin + (from - 0.5) * step, patch.origin[1], patch.origin[2]], u: [(columns - from) * step, 0, 0], nu: columns - from },
      lone,
      half,
    );
    field = new Float64Array(columns * nv);
    const w = columns - from;
    for (let j = 0; j < nv; j++) {
      const row = j * columns;
      field.set(half.subarray(j * w, (j + 1) * w), row + from);
      for (let m = 0; m < from; m++) field[row + m] = field[row + h - m]!;
    }
  } else {
    field = new Float64Array(columns * nv);
    patchIlluminanceAdd({ ...patch, origin: [tMin - 0.5 * step, patch.origin[1], patch.origin[2]], u: [columns * step, 0, 0], nu: columns }, lone, field);
  }
  const shift = (tMin - origin) / step;
  const at = new Int32Array(nu);
  const weight = new Float64Array(nu);
  for (let i = 0; i < nu; i++) {
    const f = shift + (i * cell) / step;
    const m = Math.min(Math.floor(f), columns - 2 - (n - 1) * per);
    at[i] = m;
    weight[i] = f - m;
  }
  const out = new Float64Array(nu * nv);
  const sums = new Float64Array(columns + n * per);
  const reach = n * per;
  for (let j = 0; j < nv; j++) {
    const row = j * columns;
    // sums[m] = field[m] + field[m + per] + … to the row's end
    for (let m = columns - 1; m >= 0; m--) sums[m] = field[row + m]! + sums[m + per]!;
    const o = j * nu;
    for (let i = 0; i < nu; i++) {
      const m = at[i]!;
      const a = sums[m]! - sums[m + reach]!;
      const b = sums[m + 1]! - sums[m + 1 + reach]!;
      out[o + i] = a + (b - a) * weight[i]!;
    }
  }
  return out;
}

/** Direct illuminance (lux) of one patch from all luminaires, a Float64Array of nu·nv. */
export function patchIlluminance(patch: SurfacePatch, luminaires: readonly SceneLuminaire[]): Float64Array {
  const out = new Float64Array(patch.nu * patch.nv);
  for (const lum of luminaires) patchIlluminanceAdd(patch, lum, out);
  return out;
}

/** Direct illuminance (lux) per patch. */
export function sceneIlluminance(scene: Scene): Float64Array[] {
  return scene.patches.map((p) => patchIlluminance(p, scene.luminaires));
}

/** Luminance of a diffuse surface, L = ρ·E/π (cd/m²), per cell, from illuminance E (lux). */
export function luminanceFromIlluminance(illuminance: Float64Array, reflectance: number): Float64Array {
  const out = new Float64Array(illuminance.length);
  const k = reflectance / Math.PI;
  for (let i = 0; i < out.length; i++) out[i] = illuminance[i]! * k;
  return out;
}

/** Luminance (cd/m²) of every patch, treating each as a diffuse (Lambertian) reflector. */
export function sceneLuminance(scene: Scene): Float64Array[] {
  return sceneIlluminance(scene).map((e, k) => luminanceFromIlluminance(e, scene.patches[k]!.reflectance));
}
