import { contestSceneBuild, type ContestFaceLayout, type ContestScene, type FixtureSide } from './contest-scene.js';
import type { ContestDimensions, ContestKind, FixtureLayout, LayoutInput } from '@lampsheet/contracts/domain';
import { faceFixtureMarks, type FaceFixtureMark } from './fixture-marks.js';
import { layoutLight, type LayoutLight } from './layout-light.js';
import { intensityToward } from './intensity.js';
import { lightIntensities } from './light-directions.js';
import type { Photometry } from './photometry-types.js';
import { patchIlluminance, patchIlluminanceRowShifted, patchNormal, patchPoint, patchRowShiftApplies, type SurfacePatch } from './scene.js';
import type { CandelaPerSquareMetre, Candela, Metres } from './units.js';
import { matrixApplyTransposed, vectorDot, vectorLength, vectorSubtract, type Vec3 } from './vector.js';

/**
 * A face's luminance grid: nu columns × nv rows over width × height metres (developed width
 * for faceted faces), `luminance[j * nu + i]`, row 0 at the bottom (the face's v origin),
 * column 0 at the left.
 */
export interface FaceGrid {
  nu: number;
  nv: number;
  width: Metres;
  height: Metres;
  luminance: Float64Array;
}

/** Metrics of one face. */
export interface ContestFaceResult {
  faceType: 'A' | 'B' | 'single';
  /** Average luminance (cd/m²). */
  lightnessAve: CandelaPerSquareMetre;
  /** Minimum luminance (cd/m²). */
  lightness: CandelaPerSquareMetre;
  /** Maximum luminance (cd/m²). */
  lightnessMax: CandelaPerSquareMetre;
  /** Uniformity U0 = Lmin / Lavg (0 when Lavg is 0). */
  evenness: number;
  /** Dark-band height (m) from the fixture side, see {@link faceAnbanHeight}. */
  anbanHeight: Metres;
  /**
   * Average, minimum and maximum illuminance (lux) over the same lit field, E = π·L/ρ on a
   * diffuse face; null for directly seen kinds (no lit face).
   */
  illuminanceAve: number | null;
  illuminanceMin: number | null;
  illuminanceMax: number | null;
  fixtureSide: FixtureSide;
  grid: FaceGrid;
  /** Each fixture's foot and aim on this face (metres), for the pictures; empty for directly seen kinds. */
  fixtures: FaceFixtureMark[];
}

/** The answer of {@link calculateContest}. */
export interface ContestResult {
  kind: ContestKind;
  viewing: 'reflected' | 'direct';
  faces: ContestFaceResult[];
  /** lightIntensity1 … lightIntensity10 (cd), docs/DOMAIN.md's ten directions. */
  lightIntensity: Candela[];
  /** Dimensions after defaults (metres, A in degrees), albedo and fixture count used. */
  dimensions: ContestScene['dimensions'];
  albedo: number | null;
  count: number;
  /** The complete layout used (lengths in metres, angles in degrees). */
  layout: FixtureLayout;
  /** Installed power, utilisation and spill of the layout (see {@link LayoutLight}). */
  light: LayoutLight;
  /** True when a preview ({@link ContestOptions}) was asked for and its figures may differ from the full grid's. */
  approximate: boolean;
}

/** Joins a face's patches (same nv) left to right into one grid. */
export function faceGridAssemble(patches: readonly SurfacePatch[], values: readonly Float64Array[]): FaceGrid {
  const nv = patches[0]!.nv;
  let nu = 0;
  let width = 0;
  for (const p of patches) {
    if (p.nv !== nv) throw new RangeError('patches of one face must share nv');
    nu += p.nu;
    width += vectorLength(p.u);
  }
  // One patch is its face: its values as they are (no copy).
  if (patches.length === 1) return { nu, nv, width: width as Metres, height: vectorLength(patches[0]!.v) as Metres, luminance: values[0]! };
  const out = new Float64Array(nu * nv);
  let col = 0;
  patches.forEach((p, k) => {
    const src = values[k]!;
    for (let j = 0; j < nv; j++) out.set(src.subarray(j * p.nu, (j + 1) * p.nu), j * nu + col);
    col += p.nu;
  });
  return { nu, nv, width: width as Metres, height: vectorLength(patches[0]!.v) as Metres, luminance: out };
}

/** The lines of a face parallel to its fixture side, counted from that side. */
function faceLines(grid: FaceGrid, side: FixtureSide) {
  const { nu, nv, luminance } = grid;
  const alongRows = side === 'bottom' || side === 'top';
  const lines = alongRows ? nv : nu;
  const index = (k: number) => (side === 'bottom' || side === 'left' ? k : lines - 1 - k);
  /** The darkest cell of line k (k = 0 at the fixture side). */
  const lineMin = (k: number): number => {
    const l = index(k);
    let min = Infinity;
    if (alongRows) for (let i = 0, o = l * nu; i < nu; i++) min = Math.min(min, luminance[o + i]!);
    else for (let j = 0; j < nv; j++) min = Math.min(min, luminance[j * nu + l]!);
    return min;
  };
  let sum = 0;
  for (let i = 0; i < luminance.length; i++) sum += luminance[i]!;
  const avg = luminance.length ? sum / luminance.length : 0;
  return { lines, extent: alongRows ? grid.height : grid.width, lineMin, avg, alongRows, index };
}

/**
 * anbanHeight (m): distance along the face from the fixture side to the first grid line
 * (row or column parallel to that side) whose luminance reaches 10 % of the face's average
 * everywhere along it (its darkest cell: scallops between fixtures still count as dark band).
 * The crossing is interpolated linearly between line centres; 0 when the first line already
 * reaches it, the whole extent when none does.
 */
export function faceAnbanHeight(grid: FaceGrid, side: FixtureSide): Metres {
  const { lines, extent, lineMin, avg } = faceLines(grid, side);
  const cell = extent / lines;
  const target = 0.1 * avg;
  if (!(avg > 0)) return extent as Metres;
  let prev = lineMin(0);
  if (prev >= target) return 0 as Metres;
  for (let k = 1; k < lines; k++) {
    const cur = lineMin(k);
    if (cur >= target) {
      const f = cur === prev ? 0 : (target - prev) / (cur - prev);
      return ((k - 1 + 0.5 + f) * cell) as Metres;
    }
    prev = cur;
  }
  return extent as Metres;
}

/**
 * The lit field of a face: its luminance without the dark band, i.e. from the first grid line
 * (parallel to the fixture side) that reaches 10 % of the face average everywhere (the line
 * {@link faceAnbanHeight} interpolates to). The whole face when the first line already does
 * or none does.
 */
export function faceLitField(grid: FaceGrid, side: FixtureSide): Float64Array {
  const { lines, lineMin, avg, alongRows, index } = faceLines(grid, side);
  const { nu, nv, luminance } = grid;
  const target = 0.1 * avg;
  let first = 0;
  while (first < lines && !(lineMin(first) >= target)) first++;
  if (first === 0 || first === lines) return luminance;
  // Fixtures at the bottom: the lit field is the rows from `first` up, as they lie in memory.
  if (side === 'bottom') return luminance.subarray(first * nu);
  const per = alongRows ? nu : nv;
  const out = new Float64Array((lines - first) * per);
  let o = 0;
  for (let k = first; k < lines; k++) {
    const l = index(k);
    if (alongRows) for (let i = 0; i < nu; i++) out[o++] = luminance[l * nu + i]!;
    else for (let j = 0; j < nv; j++) out[o++] = luminance[j * nu + l]!;
  }
  return out;
}

/** Average, minimum, maximum and U0 of a luminance array. */
export function luminanceStatistics(values: Float64Array): { ave: number; min: number; max: number; evenness: number } {
  let s = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    s += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const ave = values.length ? s / values.length : 0;
  return { ave, min: values.length ? min : 0, max: values.length ? max : 0, evenness: ave > 0 ? min / ave : 0 };
}

function faceResult(layout: ContestFaceLayout, grid: FaceGrid, illuminance: FaceGrid | null, fixtures: FaceFixtureMark[]): ContestFaceResult {
  // Metrics of the lit surface (docs/DOMAIN.md): the dark band at the fixture side is reported as
  // anbanHeight, and left out of the average, minimum, maximum and U0.
  const st = luminanceStatistics(faceLitField(grid, layout.fixtureSide));
  // The same lit field in lux (its rows do not change with the scale ρ/π between E and L).
  const e = illuminance ? luminanceStatistics(faceLitField(illuminance, layout.fixtureSide)) : null;
  return {
    illuminanceAve: e ? e.ave : null,
    illuminanceMin: e ? e.min : null,
    illuminanceMax: e ? e.max : null,
    faceType: layout.faceType,
    lightnessAve: st.ave as CandelaPerSquareMetre,
    lightness: st.min as CandelaPerSquareMetre,
    lightnessMax: st.max as CandelaPerSquareMetre,
    evenness: st.evenness,
    anbanHeight: faceAnbanHeight(grid, layout.fixtureSide),
    fixtureSide: layout.fixtureSide,
    grid,
    fixtures,
  };
}

/**
 * Luminance (cd/m²) of a directly viewed luminous rectangle: at each cell, the intensity
 * toward the viewer divided by the projected luminous area, L = I / (A·cos θ). A double-sided
 * emitter gives the mean of its two sides (the back seen from the mirrored viewer).
 */
export function emitterLuminance(built: ContestScene): Float64Array {
  const em = built.emitter!;
  const patch = built.scene.patches[em.patch]!;
  const lum = built.scene.luminaires[0]!;
  const n = patchNormal(patch);
  const out = new Float64Array(patch.nu * patch.nv);
  const back: Vec3 = [
    em.viewer[0] - 2 * vectorDot(vectorSubtract(em.viewer, patch.origin), n) * n[0],
    em.viewer[1] - 2 * vectorDot(vectorSubtract(em.viewer, patch.origin), n) * n[1],
    em.viewer[2] - 2 * vectorDot(vectorSubtract(em.viewer, patch.origin), n) * n[2],
  ];
  const side = (p: Vec3, viewer: Vec3, sign: number): number => {
    const dw = vectorSubtract(viewer, p);
    const dist = vectorLength(dw);
    const cos = (sign * vectorDot(dw, n)) / dist;
    if (cos <= 1e-6) return 0;
    const local = matrixApplyTransposed(lum.aiming, dw);
    return (intensityToward(lum.photometry, local) * (lum.multiplier ?? 1)) / (em.area * cos);
  };
  for (let j = 0; j < patch.nv; j++) {
    for (let i = 0; i < patch.nu; i++) {
      const p = patchPoint(patch, i, j);
      const front = side(p, em.viewer, 1);
      out[j * patch.nu + i] = em.sides === 2 ? 0.5 * (front + side(p, back, -1)) : front;
    }
  }
  return out;
}

/** Each face's grid and metrics from the patches' luminance (and illuminance, for reflected kinds). */
export function contestFaces(built: ContestScene, perPatch: readonly Float64Array[], perPatchE: readonly Float64Array[] | null): ContestFaceResult[] {
  return built.faces.map((layout) => {
    const patches = layout.patches.map((i) => built.scene.patches[i]!);
    return faceResult(
      layout,
      faceGridAssemble(patches, layout.patches.map((i) => perPatch[i]!)),
      perPatchE ? faceGridAssemble(patches, layout.patches.map((i) => perPatchE[i]!)) : null,
      built.viewing === 'reflected' ? faceFixtureMarks(patches, built.scene.luminaires) : [],
    );
  });
}

/** The height of a face along which its dark band is measured (m): across the fixture side. */
export function faceBandHeight(face: Pick<ContestFaceResult, 'fixtureSide' | 'grid'>): Metres {
  return face.fixtureSide === 'left' || face.fixtureSide === 'right' ? face.grid.width : face.grid.height;
}

/** Evaluates a built scene: per-face grids and metrics, and the ten intensities. */
export function contestEvaluate(built: ContestScene, photometry: Photometry, options: ContestOptions = {}): ContestResult {
  const { scene } = built;
  let approximate = (options.coarsen ?? 1) > 1 || (options.coarsenAlong ?? 1) > 1;
  let perPatch: Float64Array[];
  let perPatchE: Float64Array[] | null = null;
  if (built.viewing === 'direct') {
    perPatch = [emitterLuminance(built)];
  } else {
    perPatchE = scene.patches.map((p) => {
      const shifted = !!options.rowSampling && patchRowShiftApplies(p, scene.luminaires, options.rowSampling);
      if (shifted) approximate = true;
      return shifted ? patchIlluminanceRowShifted(p, scene.luminaires, options.rowSampling) : patchIlluminance(p, scene.luminaires);
    });
    perPatch = perPatchE.map((e, k) => {
      const l = new Float64Array(e.length);
      const f = scene.patches[k]!.reflectance / Math.PI;
      for (let i = 0; i < e.length; i++) l[i] = e[i]! * f;
      return l;
    });
  }
  const faces = contestFaces(built, perPatch, perPatchE);
  return {
    kind: built.kind,
    viewing: built.viewing,
    faces,
    lightIntensity: lightIntensities(photometry),
    dimensions: built.dimensions,
    albedo: built.albedo,
    count: built.count,
    layout: built.layout,
    light: layoutLight(built, photometry, perPatchE),
    approximate,
  };
}

/** How {@link calculateContest} samples the faces. */
export interface ContestOptions {
  /**
   * Sample every face on a grid `coarsen` times coarser each way (about 1/coarsen² of the work):
   * a preview whose figures approximate the full grid's. 1 (the default) is the full grid.
   */
  coarsen?: number;
  /**
   * Sample every face's lines parallel to its fixture side `coarsenAlong` times coarser along
   * them, every line kept: the lines the dark band is read across and the lit field's first line
   * stay the full grid's (about 1/coarsenAlong of the work; the ranking's coarse stage).
   */
  coarsenAlong?: number;
  /**
   * Evaluate a row of identical fixtures as one fixture's field shifted to each position
   * ({@link patchIlluminanceRowShifted}), sampled this many times finer than the cells: a
   * preview on the full grid's rows, approximate across them (the ranking's first stage).
   * Absent: every fixture at every cell, the figures every answer shows.
   */
  rowSampling?: number;
}

/**
 * A built scene sampled `factor` times coarser each way: the same geometry, each patch with
 * round(n / factor) cells a side (at least 2; patches of one face keep one nv).
 */
export function contestSceneCoarsen(built: ContestScene, factor: number): ContestScene {
  if (!(factor > 1)) return built;
  const fewer = (n: number) => Math.max(2, Math.round(n / factor));
  return { ...built, scene: { ...built.scene, patches: built.scene.patches.map((p) => ({ ...p, nu: fewer(p.nu), nv: fewer(p.nv) })) } };
}

/**
 * A built scene whose faces are sampled `factor` times coarser along their fixture side: a face
 * lit from the bottom or top keeps its rows with round(nu / factor) columns a patch, one lit from
 * the left or right its columns with round(nv / factor) rows (at least 2 either way).
 */
export function contestSceneCoarsenAlong(built: ContestScene, factor: number): ContestScene {
  if (!(factor > 1)) return built;
  const fewer = (n: number) => Math.max(2, Math.round(n / factor));
  const along = new Map<number, 'u' | 'v'>();
  for (const face of built.faces) for (const k of face.patches) along.set(k, face.fixtureSide === 'left' || face.fixtureSide === 'right' ? 'v' : 'u');
  const patches = built.scene.patches.map((p, k) => (along.get(k) === 'u' ? { ...p, nu: fewer(p.nu) } : along.get(k) === 'v' ? { ...p, nv: fewer(p.nv) } : p));
  return { ...built, scene: { ...built.scene, patches } };
}

/**
 * The engine's one call for an application type: builds the scene from sketch dimensions
 * (metres, A in degrees), albedo (reflectance 0–1; null for directly viewed kinds) and a
 * layout (any part; the type's default for the rest), and returns per-face luminance and
 * illuminance metrics and grids, the ten intensities, the complete layout used and its
 * installed power, utilisation and spill. Throws ContestInputError for impossible inputs.
 * `options` ask for a cheaper, approximate preview; without them the figures are the full grid's.
 */
export function calculateContest(
  kind: ContestKind,
  dims: ContestDimensions,
  albedo: number | null | undefined,
  photometry: Photometry,
  layout: LayoutInput = {},
  options: ContestOptions = {},
): ContestResult {
  const built = contestSceneBuild(kind, dims, albedo, photometry, layout);
  const coarse = options.coarsen ? contestSceneCoarsen(built, options.coarsen) : built;
  return contestEvaluate(options.coarsenAlong ? contestSceneCoarsenAlong(coarse, options.coarsenAlong) : coarse, photometry, options);
}
