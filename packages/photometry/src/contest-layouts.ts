/**
 * How each application type lays out its surface and fixtures in the engine's world frame
 * (X along the facade to the viewer's right, Y into the facade, Z up; facades in y = 0 facing
 * −Y): one builder per kind of surface, and the rules they share (defaults, rows of fixtures,
 * aiming points, wall patches).
 */
import { aimingAlongAxis, aimingTowardPoint, type Aiming } from './aiming.js';
import { DEFAULT_LAYOUTS, DIMENSION_LETTERS, defaultSetback, type ContestDimensions, type ContestKind } from '@lampsheet/contracts/domain';
import { photometryBeam, photometryMaxIntensity } from './photometry-figures.js';
import type { Photometry } from './photometry-types.js';
import type { SceneLuminaire, SurfacePatch } from './scene.js';
import { degreesToRadians } from './units.js';
import type { Vec3 } from './vector.js';

/** Which edge of a face the fixtures sit at (for the dark band, anbanHeight). */
export type FixtureSide = 'bottom' | 'top' | 'left' | 'right';

/** A face: patches side by side (left to right, sharing nv and height), and its fixture side. */
export interface ContestFaceLayout {
  faceType: 'A' | 'B' | 'single';
  patches: readonly number[];
  fixtureSide: FixtureSide;
}

/** Every dimension letter after defaults. */
type Dims = { [K in keyof ContestDimensions]-?: number };

/** The dimensions after defaults: the kind's default setback (D) and height (H0), then `defaults`. */
function withDefaults(dims: ContestDimensions, kind: ContestKind, defaults: Partial<Dims>): Dims {
  const out: Record<string, number> = {};
  defaults = { D: DEFAULT_LAYOUTS[kind].setback, H0: DEFAULT_LAYOUTS[kind].height, ...defaults };
  for (const k of DIMENSION_LETTERS) {
    const v = dims[k];
    out[k] = v === null || v === undefined ? (defaults[k] ?? 0) : v;
  }
  return out as Dims;
}

function cells(length: number, cell: number, min = 6, max = 160): number {
  return Math.max(min, Math.min(max, Math.round(length / cell)));
}

/**
 * x positions of `count` fixtures along [0, width]: spaced S and centred, or from X when X
 * is given.
 */
function rowPositions(width: number, count: number, spacing: number, startX: number | null): number[] {
  const xs: number[] = [];
  const first = startX ?? width / 2 - ((count - 1) * spacing) / 2;
  for (let k = 0; k < count; k++) xs.push(first + k * spacing);
  return xs;
}

function resolveRow(
  dims: ContestDimensions,
  width: number,
  count: number | undefined,
  defaultCount: number,
): { count: number; spacing: number } {
  const s = dims.S ?? null;
  if (count !== undefined && s !== null) return { count, spacing: s };
  if (count !== undefined) return { count, spacing: width / count };
  if (s !== null) {
    // As many fixtures as cover the width: n·S ≥ W, centred, so no part of the evaluated
    // field lies outside the row (the edge fixtures light their half-spacing beyond it).
    const n = Math.max(1, Math.min(500, Math.ceil(width / s - 1e-9)));
    return { count: n, spacing: s };
  }
  return { count: defaultCount, spacing: width / defaultCount };
}

/**
 * Aiming of a fixture in front of a wall, axis `axis`, with its C0 half-plane turned toward the
 * wall (+Y): a wall washer's off-axis peak leans onto the wall and a grazer's narrow C0–C180
 * plane lies across the wall, its wide C90–C270 plane along it.
 */
function towardWall(axis: Vec3): Aiming {
  return aimingAlongAxis(axis, [0, 1, 0]);
}

/**
 * How far (degrees) the peak intensity leans from the axis into the C0 half-plane: the
 * off-axis peak of a wall washer (0 for beams about the axis or peaks in other planes).
 */
function peakOffsetC0(photometry: Photometry): number {
  const peak = photometryMaxIntensity(photometry);
  return peak.gamma > 1 && Math.cos(degreesToRadians(peak.c)) > 0.7 ? peak.gamma : 0;
}

/**
 * Lean (degrees toward the wall) that aims the fixture's peak at a point `rise` above (or below,
 * negative) it and `across` in front of it: the aiming point of lighting software, used when
 * the sketch gives no A. The axis leans away from the wall by the off-axis peak of a wall washer.
 */
function leanToward(photometry: Photometry, across: number, rise: number): number {
  const deg = (Math.atan2(across, Math.abs(rise)) * 180) / Math.PI - peakOffsetC0(photometry);
  return Math.max(-89, Math.min(89, deg));
}

/** The aiming point's height on a lit face: two thirds of the way from the fixture side. */
const AIM_SHARE = 2 / 3;

function luminaire(position: Vec3, aiming: Aiming, photometry: Photometry): SceneLuminaire {
  return { position, aiming, photometry };
}

/** Axis leaning from vertical (up) toward +Y by `deg` degrees: a grazing fixture aimed up at a wall. */
function upTowardWall(deg: number): Vec3 {
  const a = degreesToRadians(deg);
  return [0, Math.sin(a), Math.cos(a)];
}

/** A vertical rectangle in the plane y = y0 facing −Y (toward the viewer), bottom-left at (x0, y0, z0). */
function wallPatch(x0: number, y0: number, z0: number, width: number, height: number, cell: number, albedo: number): SurfacePatch {
  return {
    origin: [x0, y0, z0],
    u: [width, 0, 0],
    v: [0, 0, height],
    nu: cells(width, cell),
    nv: cells(height, cell),
    reflectance: albedo,
  };
}

/** What every layout builder starts from. */
export interface BuildInput {
  dimensions: ContestDimensions;
  count: number | undefined;
  photometry: Photometry;
  /** Reflectance of the lit faces (0 where none is given for a directly viewed kind). */
  r: number;
  /** X of the first fixture, when the sketch gives it. */
  startX: number | null;
}

/** A laid-out surface: the dimensions after defaults, the fixtures, the patches and the faces they form. */
export interface Layout {
  d: Dims;
  n: number;
  lums: SceneLuminaire[];
  patches: SurfacePatch[];
  faces: ContestFaceLayout[];
}

/** Floodlighting: fixtures on the ground in front of the facade, aimed up at it. */
export function floodlightingLayout(input: BuildInput): Layout {
  const { dimensions, count, photometry: p, r, startX } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const d = withDefaults(dimensions, 'floodlighting', { W: 12, H: 15, A: 0 });
  if (dimensions.D == null && dimensions.Y != null) d.D = Math.abs(dimensions.Y);
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  // Elevation A given and no distance: the fixture stands where that axis meets the
  // facade's mid-height (a ground floodlight aimed up at A° lights the facade, not the sky).
  if (dimensions.D == null && dimensions.Y == null) d.D = defaultSetback('floodlighting', d);
  // No count and no spacing: as many fixtures as the beam needs to cover the width, one
  // beam width (50 %) apart at the aiming distance, as a designer would lay them out.
  let defaultCount = 2;
  if (count === undefined && dimensions.S == null) {
    const beam = photometryBeam(p).beam;
    const full = Math.max(1, Math.max(beam.planeC0C180, beam.planeC90C270));
    const reach = Math.hypot(d.D, d.H / 2 - d.H0);
    const spot = 2 * reach * Math.tan(degreesToRadians(Math.min(full, 170) / 2));
    defaultCount = Math.max(1, Math.min(60, Math.ceil(d.W / Math.max(spot, 1e-3) - 1e-9)));
  }
  const row = resolveRow(dimensions, d.W, count, defaultCount);
  const n = row.count;
  d.S = row.spacing;
  // No A: each fixture aims at the facade's middle; A reports that elevation.
  if (dimensions.A == null) d.A = (Math.atan2(d.H / 2 - d.H0, d.D) * 180) / Math.PI;
  const cell = Math.max(d.W, d.H) / 100;
  patches.push(wallPatch(0, 0, 0, d.W, d.H, cell, r));
  for (const x of rowPositions(d.W, n, d.S, startX)) {
    const pos: Vec3 = [x, -d.D, d.H0];
    // A given: axis elevation above horizontal; otherwise aim at the facade's middle.
    const aim =
      dimensions.A != null
        ? aimingAlongAxis([0, Math.cos(degreesToRadians(d.A)), Math.sin(degreesToRadians(d.A))])
        : aimingTowardPoint(pos, [x, 0, d.H / 2]);
    lums.push(luminaire(pos, aim, p));
  }
  faces.push({ faceType: 'single', patches: [0], fixtureSide: 'bottom' });
  return { d, n, lums, patches, faces };
}

/** Wall washing (a row at the foot of the wall, leaning onto it) and photovoltaic glass (a row above the panel, aimed down). */
export function wallWashingLayout(input: BuildInput, kind: 'wallWashing' | 'photovoltaicGlass'): Layout {
  const { dimensions, count, photometry: p, r, startX } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const pv = kind === 'photovoltaicGlass';
  const d = withDefaults(dimensions, kind, pv ? { W: 3, H: 3 } : { W: 6, H: 4 });
  if (dimensions.D == null && dimensions.Y != null) d.D = Math.abs(dimensions.Y);
  // No distance: a wall washer stands off the wall by about a tenth of its height (at least 0.3 m).
  if (!pv && dimensions.D == null && dimensions.Y == null) d.D = defaultSetback(kind, d);
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  if (dimensions.A == null) d.A = leanToward(p, d.D, pv ? AIM_SHARE * d.H + d.H0 : AIM_SHARE * d.H - d.H0);
  const row = resolveRow(dimensions, d.W, count, pv ? 3 : Math.max(1, Math.round(d.W / 1)));
  const n = row.count;
  d.S = row.spacing;
  const cell = Math.max(d.W, d.H) / 100;
  patches.push(wallPatch(0, 0, 0, d.W, d.H, cell, r));
  for (const x of rowPositions(d.W, n, d.S, startX)) {
    if (pv) {
      // Above the panel's top edge, aimed down and leaning toward the glass.
      const a = degreesToRadians(d.A);
      lums.push(luminaire([x, -d.D, d.H + d.H0], towardWall([0, Math.sin(a), -Math.cos(a)]), p));
    } else {
      lums.push(luminaire([x, -d.D, d.H0], towardWall(upTowardWall(d.A)), p));
    }
  }
  faces.push({ faceType: 'single', patches: [0], fixtureSide: pv ? 'top' : 'bottom' });
  return { d, n, lums, patches, faces };
}

/** Composite surface: face A in front, face B set back by L, one row of fixtures below both. */
export function compositeSurfaceLayout(input: BuildInput): Layout {
  const { dimensions, count, photometry: p, r, startX } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const d = withDefaults(dimensions, 'compositeSurface', { W1: 4, H1: 6, W2: 4, H2: 4, L: 1 });
  if (dimensions.D == null && dimensions.Y != null) d.D = Math.abs(dimensions.Y);
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  if (dimensions.A == null) d.A = leanToward(p, d.D, AIM_SHARE * d.H1 - d.H0);
  const total = d.W1 + d.W2;
  d.W = total;
  d.H = Math.max(d.H1, d.H2);
  const row = resolveRow(dimensions, total, count, 2);
  const n = row.count;
  d.S = row.spacing;
  const cell = Math.max(total, d.H) / 100;
  patches.push(wallPatch(0, 0, 0, d.W1, d.H1, cell, r)); // face A in front
  patches.push(wallPatch(d.W1, d.L, 0, d.W2, d.H2, cell, r)); // face B set back by L
  for (const x of rowPositions(total, n, d.S, startX)) {
    lums.push(luminaire([x, -d.D, d.H0], towardWall(upTowardWall(d.A)), p));
  }
  faces.push({ faceType: 'A', patches: [0], fixtureSide: 'bottom' });
  faces.push({ faceType: 'B', patches: [1], fixtureSide: 'bottom' });
  return { d, n, lums, patches, faces };
}

/** Column: the front of a cylinder in facets, lit from its foot. */
export function columnLayout(input: BuildInput): Layout {
  const { dimensions, count, photometry: p, r, startX } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const d = withDefaults(dimensions, 'column', { W: 0.8, H: 8 });
  if (dimensions.D == null && dimensions.Y != null) d.D = Math.abs(dimensions.Y);
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  if (dimensions.A == null) d.A = leanToward(p, d.D, AIM_SHARE * d.H - d.H0);
  const radius = d.W / 2;
  const n = count ?? 1;
  d.S = dimensions.S ?? Math.min(radius, 0.3);
  // The face is the front 120° of the cylinder (8 facets), centred on the fixture, or the
  // part of it the fixture can light when that is narrower: 90 % of the arc it sees
  // (half-angle acos(r / (r + D))); beyond it the mantle turns its back on the fixture.
  const facets = 8;
  const span = Math.min((2 * Math.PI) / 3, 2 * 0.9 * Math.acos(radius / (radius + d.D)));
  const arc = span * radius;
  const cell = Math.max(arc, d.H) / 100;
  const nvCol = cells(d.H, cell);
  const perFacet = Math.max(2, Math.round(arc / facets / cell));
  const centre: Vec3 = [0, radius, 0];
  const at = (phi: number): Vec3 => [centre[0] + radius * Math.sin(phi), centre[1] - radius * Math.cos(phi), 0];
  const ids: number[] = [];
  for (let k = 0; k < facets; k++) {
    const a = -span / 2 + (k * span) / facets;
    const b = a + span / facets;
    const pa = at(a);
    const pb = at(b);
    ids.push(patches.length);
    patches.push({
      origin: pa,
      u: [pb[0] - pa[0], pb[1] - pa[1], 0],
      v: [0, 0, d.H],
      nu: perFacet,
      nv: nvCol,
      reflectance: r,
    });
  }
  const xs = rowPositions(0, n, d.S, startX);
  for (const x of xs) lums.push(luminaire([x, -d.D, d.H0], towardWall(upTowardWall(d.A)), p));
  faces.push({ faceType: 'single', patches: ids, fixtureSide: 'bottom' });
  return { d, n, lums, patches, faces };
}

/** Corrugated facade: 45° facets of pitch L, grazed from below. */
export function corrugatedLayout(input: BuildInput): Layout {
  const { dimensions, count, photometry: p, r, startX } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const d = withDefaults(dimensions, 'corrugated', { W: 6, H: 4, L: 0.3 });
  if (dimensions.D == null && dimensions.Y != null) d.D = Math.abs(dimensions.Y);
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  if (dimensions.A == null) d.A = leanToward(p, d.D + d.L / 4, AIM_SHARE * d.H - d.H0);
  const pitch = d.L;
  const waves = Math.max(1, Math.min(60, Math.round(d.W / pitch)));
  d.W = waves * pitch;
  const depth = pitch / 2; // 45° facets
  const row = resolveRow(dimensions, d.W, count, Math.max(1, Math.round(d.W / 1)));
  const n = row.count;
  d.S = row.spacing;
  const facetWidth = Math.hypot(pitch / 2, depth);
  const cell = Math.max(d.W * Math.SQRT2, d.H) / 120;
  const nvC = cells(d.H, cell);
  const perFacet = Math.max(2, Math.round(facetWidth / cell));
  const ids: number[] = [];
  for (let k = 0; k < waves; k++) {
    const x0 = k * pitch;
    ids.push(patches.length);
    patches.push({ origin: [x0, 0, 0], u: [pitch / 2, -depth, 0], v: [0, 0, d.H], nu: perFacet, nv: nvC, reflectance: r });
    ids.push(patches.length);
    patches.push({ origin: [x0 + pitch / 2, -depth, 0], u: [pitch / 2, depth, 0], v: [0, 0, d.H], nu: perFacet, nv: nvC, reflectance: r });
  }
  for (const x of rowPositions(d.W, n, d.S, startX)) {
    lums.push(luminaire([x, -depth - d.D, d.H0], towardWall(upTowardWall(d.A)), p));
  }
  faces.push({ faceType: 'single', patches: ids, fixtureSide: 'bottom' });
  return { d, n, lums, patches, faces };
}

/** Window frame: the jamb (face A) and the head (face B) of a reveal, lit from the sill. */
export function windowFrameLayout(input: BuildInput): Layout {
  const { dimensions, count, photometry: p, r } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const d = withDefaults(dimensions, 'windowFrame', { W1: 0.3, H1: 2, W2: 1.5, A: 0, X: 0.15 });
  if (dimensions.H2 == null) d.H2 = d.W1;
  if (dimensions.H0 == null && dimensions.Z != null) d.H0 = dimensions.Z;
  // The fixture stands in the middle of the reveal: half its depth from the window's plane, the
  // setback the layout answers (the scene does not use it; a layout must be one calculate takes).
  if (dimensions.D == null) d.D = defaultSetback('windowFrame', d);
  d.W = d.W2;
  d.H = d.H1;
  const n = count ?? 1;
  d.S = dimensions.S ?? 0.3;
  const cell = Math.max(d.H1, d.W2) / 100;
  // Face A: left jamb at x = 0, reveal depth W1 (along +Y), height H1, facing +X.
  patches.push({ origin: [0, 0, 0], u: [0, d.W1, 0], v: [0, 0, d.H1], nu: cells(d.W1, cell, 6), nv: cells(d.H1, cell), reflectance: r });
  // Face B: head at z = H1, width W2 along X, depth H2, facing down.
  patches.push({ origin: [0, d.H2, d.H1], u: [d.W2, 0, 0], v: [0, -d.H2, 0], nu: cells(d.W2, cell), nv: cells(d.H2, cell, 6), reflectance: r });
  const a = degreesToRadians(d.A);
  for (let k = 0; k < n; k++) {
    const x = d.X + k * d.S;
    // On the sill in the middle of the reveal, aimed up, leaning toward the jamb by A.
    lums.push(luminaire([x, d.W1 / 2, d.H0], aimingAlongAxis([-Math.sin(a), 0, Math.cos(a)], [0, 1, 0]), p));
  }
  faces.push({ faceType: 'A', patches: [0], fixtureSide: 'bottom' });
  faces.push({ faceType: 'B', patches: [1], fixtureSide: 'left' });
  return { d, n, lums, patches, faces };
}

const DIRECT_DEFAULTS: Record<string, { W: number; L: number }> = {
  singleSideGuide: { W: 0.05, L: 1 },
  doubleSideGuide: { W: 0.05, L: 1 },
  selfLuminousPoint: { W: 0.05, L: 0.05 },
  selfLuminousLine: { W: 0.02, L: 1 },
  controlledPoint: { W: 0.1, L: 0.1 },
  uncontrolledPoint: { W: 0.1, L: 0.1 },
  farViewPoint: { W: 0.1, L: 0.1 },
};

/** Directly viewed kinds (guides, self-luminous and point sources): the luminous area itself, seen from D. */
export function directLayout(input: BuildInput, kind: ContestKind): Layout {
  const { dimensions, count, photometry, r } = input;
  const lums: SceneLuminaire[] = [];
  const patches: SurfacePatch[] = [];
  const faces: ContestFaceLayout[] = [];
  const def = DIRECT_DEFAULTS[kind]!;
  const lumDims = photometry.metadata.luminousDimensions;
  const fileL = lumDims.length > 0 ? lumDims.length : 0;
  const fileW = lumDims.width > 0 ? lumDims.width : fileL;
  const d = withDefaults(dimensions, kind, { L: def.L, W: def.W });
  // L = I / A holds for the area that emits I: the luminaire's own luminous opening when its
  // file states one (a guide or line of sketch length L is several such fixtures, each as
  // bright); the sketch's L × W (or the defaults) only for files without one.
  if (fileL > 0) {
    d.L = Math.max(fileL, fileW);
    d.W = Math.min(fileL, fileW) || fileL;
  }
  const n = count ?? 1;
  d.H = d.W;
  // Fixtures of a guide or line lie end to end: the spacing the layout answers is the luminous
  // length (the scene draws one; a layout must be one calculate takes, which refuses S 0).
  if (dimensions.S == null) d.S = d.L;
  const cell = Math.max(d.L, d.W) / 60;
  // Luminous rectangle centred on the luminaire in the plane y = 0, facing the viewer at −Y.
  patches.push({
    origin: [-d.L / 2, 0, -d.W / 2],
    u: [d.L, 0, 0],
    v: [0, 0, d.W],
    nu: cells(d.L, cell, 4, 120),
    nv: cells(d.W, cell, 4, 120),
    reflectance: r,
  });
  lums.push(luminaire([0, 0, 0], aimingAlongAxis([0, -1, 0]), photometry));
  faces.push({ faceType: 'single', patches: [0], fixtureSide: 'bottom' });
  return { d, n, lums, patches, faces };
}

