/**
 * The scene of an application type (docs/DOMAIN.md's 14 kinds): the inputs checked, the kind's
 * layout built (contest-layouts.ts) and returned with how its faces are seen.
 */
import {
  LAYOUT_LETTERS,
  MAINTENANCE_FACTOR_DEFAULT,
  REFLECTED_KINDS,
  SIZE_LETTERS,
  type FixtureLayout,
  type LayoutInput,
  SIZE_MIN_METRES,
  type ContestDimensions,
  type ContestKind,
} from '@lampsheet/contracts/domain';
import {
  columnLayout,
  compositeSurfaceLayout,
  corrugatedLayout,
  directLayout,
  floodlightingLayout,
  wallWashingLayout,
  windowFrameLayout,
  type BuildInput,
  type ContestFaceLayout,
  type Layout,
} from './contest-layouts.js';
import type { Photometry } from './photometry-types.js';
import type { Scene } from './scene.js';
import { degreesToRadians } from './units.js';
import { matrixMultiply, matrixRotationZ, type Vec3 } from './vector.js';

export type { ContestFaceLayout, FixtureSide } from './contest-layouts.js';

/** Thrown for impossible sketch dimensions, albedo or fixture count. */
export class ContestInputError extends Error {
  /** The offending field: a dimension letter, `albedo` or `count`. */
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = 'ContestInputError';
    this.field = field;
  }
}

/** A directly viewed emitter: a luminous rectangle seen from a viewer position. */
export interface ContestEmitter {
  patch: number;
  /** Luminous area (m²) of one side. */
  area: number;
  viewer: Vec3;
  /** 2 for a double-sided guide (luminance is the mean of both sides). */
  sides: 1 | 2;
}

/** A built scene of one application type with the dimensions actually used. */
export interface ContestScene {
  kind: ContestKind;
  /** 'reflected': faces are diffuse surfaces (L = ρE/π); 'direct': faces are the luminous area. */
  viewing: 'reflected' | 'direct';
  scene: Scene;
  faces: readonly ContestFaceLayout[];
  emitter: ContestEmitter | null;
  /** Every dimension after defaults (metres; A in degrees). */
  dimensions: Required<{ [K in keyof ContestDimensions]: number }>;
  albedo: number | null;
  count: number;
  /** The complete layout the scene was built with. */
  layout: FixtureLayout;
}

function checkInputs(dims: ContestDimensions, albedo: number | null | undefined, count: number | undefined): void {
  for (const [k, v] of Object.entries(dims)) {
    if (v === null || v === undefined) continue;
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      throw new ContestInputError(k, `dimension ${k} must be a finite number, got ${String(v)}`);
    }
    if ((SIZE_LETTERS as readonly string[]).includes(k) && !(v >= SIZE_MIN_METRES)) {
      throw new ContestInputError(k, `dimension ${k} must be a positive length in metres, got ${v} (at least ${SIZE_MIN_METRES} m)`);
    }
    if ((SIZE_LETTERS as readonly string[]).includes(k) && v > 10000) {
      throw new ContestInputError(k, `dimension ${k} is too large (${v} m; at most 10000 m)`);
    }
    if (k === 'A' && (v < -90 || v > 90)) {
      throw new ContestInputError(k, `aiming angle A must lie between −90° and 90°, got ${v}°`);
    }
  }
  if (albedo !== null && albedo !== undefined && (!Number.isFinite(albedo) || albedo < 0 || albedo > 1)) {
    throw new ContestInputError('albedo', `albedo must be a reflectance from 0 to 1, got ${albedo}`);
  }
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > 500)) {
    throw new ContestInputError('count', `fixture count must be a whole number from 1 to 500, got ${count}`);
  }
}

function checkLayout(layout: LayoutInput): void {
  const mf = layout.maintenanceFactor;
  if (mf !== undefined && !(Number.isFinite(mf) && mf > 0 && mf <= 1)) {
    throw new ContestInputError('maintenanceFactor', `maintenance factor must lie above 0 and at most 1, got ${mf}`);
  }
  const rot = layout.rotation;
  if (rot !== undefined && !(Number.isFinite(rot) && rot >= -180 && rot <= 180)) {
    throw new ContestInputError('rotation', `rotation must lie between −180° and 180°, got ${rot}°`);
  }
}

/**
 * The sketch dimensions with a layout's lengths and tilt written over their letters
 * (spacing S, start X, setback D, height H0, tilt A): the layout wins over the sketch.
 */
export function dimensionsWithLayout(dimensions: ContestDimensions, layout: LayoutInput): ContestDimensions {
  const out: ContestDimensions = { ...dimensions };
  for (const [key, letter] of Object.entries(LAYOUT_LETTERS) as Array<[keyof typeof LAYOUT_LETTERS, (typeof LAYOUT_LETTERS)[keyof typeof LAYOUT_LETTERS]]>) {
    const v = layout[key];
    if (v !== undefined && v !== null) out[letter] = v;
  }
  return out;
}

/**
 * Builds the scene of an application type from sketch dimensions (metres, A in degrees),
 * an albedo (reflected kinds; default 0.4) and a layout (any part of it; the type's default
 * for the rest, maintenance factor {@link MAINTENANCE_FACTOR_DEFAULT}). World frame: X along the
 * facade to the viewer's right, Y from the viewer into the facade, Z up; facades lie in
 * y = 0 and face −Y. Face grids run from their bottom-left corner (row 0 at the bottom).
 * Throws {@link ContestInputError} for impossible inputs.
 */
export function contestSceneBuild(
  kind: ContestKind,
  dimensions: ContestDimensions,
  albedo: number | null | undefined,
  photometry: Photometry,
  layoutInput: LayoutInput = {},
): ContestScene {
  checkLayout(layoutInput);
  const built = kindSceneBuild(kind, dimensionsWithLayout(dimensions, layoutInput), albedo, photometry, layoutInput.count);
  const rotation = layoutInput.rotation ?? 0;
  const maintenanceFactor = layoutInput.maintenanceFactor ?? MAINTENANCE_FACTOR_DEFAULT;
  const turn = rotation !== 0 ? matrixRotationZ(degreesToRadians(rotation)) : null;
  const luminaires = built.scene.luminaires.map((l) => ({ ...l, aiming: turn ? matrixMultiply(l.aiming, turn) : l.aiming, multiplier: maintenanceFactor }));
  const d = built.dimensions;
  const layout: FixtureLayout = {
    count: built.count,
    spacing: d.S,
    start: built.viewing === 'direct' ? 0 : luminaires[0]!.position[0],
    setback: d.D,
    height: d.H0,
    tilt: d.A,
    rotation,
    maintenanceFactor,
  };
  return { ...built, scene: { ...built.scene, luminaires }, layout };
}

/** The scene of a kind as its builder lays it out, before rotation and maintenance factor. */
function kindSceneBuild(
  kind: ContestKind,
  dimensions: ContestDimensions,
  albedo: number | null | undefined,
  photometry: Photometry,
  count: number | undefined,
): Omit<ContestScene, 'layout'> {
  checkInputs(dimensions, albedo, count);
  const reflected = REFLECTED_KINDS.includes(kind);
  const rho = reflected ? (albedo ?? 0.4) : (albedo ?? null);
  const input: BuildInput = { dimensions, count, photometry, r: rho ?? 0, startX: dimensions.X ?? null };
  switch (kind) {
    case 'floodlighting':
      return reflectedScene(kind, floodlightingLayout(input), rho);
    case 'wallWashing':
    case 'photovoltaicGlass':
      return reflectedScene(kind, wallWashingLayout(input, kind), rho);
    case 'compositeSurface':
      return reflectedScene(kind, compositeSurfaceLayout(input), rho);
    case 'column':
      return reflectedScene(kind, columnLayout(input), rho);
    case 'corrugated':
      return reflectedScene(kind, corrugatedLayout(input), rho);
    case 'windowFrame':
      return reflectedScene(kind, windowFrameLayout(input), rho);
    default: {
      const { d, n, lums, patches, faces } = directLayout(input, kind);
      return {
        kind,
        viewing: 'direct',
        scene: { luminaires: lums, patches },
        faces,
        emitter: { patch: 0, area: d.L * d.W, viewer: [0, -d.D, 0], sides: kind === 'doubleSideGuide' ? 2 : 1 },
        dimensions: d,
        albedo: rho,
        count: n,
      };
    }
  }
}

function reflectedScene(kind: ContestKind, layout: Layout, rho: number | null): Omit<ContestScene, 'layout'> {
  const { d, n, lums, patches, faces } = layout;
  return { kind, viewing: 'reflected', scene: { luminaires: lums, patches }, faces, emitter: null, dimensions: d, albedo: rho, count: n };
}
