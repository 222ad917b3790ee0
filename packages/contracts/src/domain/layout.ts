/**
 * The layout behind a calculated figure (docs/DOMAIN.md "Layout"): how many fixtures, how far
 * apart, where the row starts, how far from the face, at what height, aimed how, and the
 * maintenance factor. One vocabulary for the engine, the server, the web and the sheet.
 * Lengths in metres, angles in degrees.
 */
import type { ContestKind } from './contest-types.js';
import type { DimensionLetter } from './dimensions.js';

/** A complete layout: what a calculation used. */
export interface FixtureLayout {
  /** Number of fixtures in the row. */
  count: number;
  /** Spacing between neighbouring fixtures (m), the sketch's S. */
  spacing: number;
  /** Position of the first fixture along the face from its left edge (m), the sketch's X. */
  start: number;
  /** Setback: distance from the fixtures to the face (m), the sketch's D (for directly seen types, the viewer's distance). */
  setback: number;
  /** Mounting height (m), the sketch's H0: above the foot of the face (above the panel's top edge for photovoltaic glass). */
  height: number;
  /** Aiming angle (degrees), the sketch's A: elevation above the horizontal for floodlighting, lean toward the face for the others. */
  tilt: number;
  /** Turn of each fixture about its own axis (degrees), 0 as the type lays it out. */
  rotation: number;
  /** Maintenance factor (light loss factor, 0–1): every lit figure is the initial one times this. */
  maintenanceFactor: number;
}

/** Any part of a layout; the rest comes from the type's default ({@link DEFAULT_LAYOUTS}). */
export type LayoutInput = Partial<FixtureLayout>;

/** The layout's fields, in the order screens and sheets list them. */
export const LAYOUT_KEYS = ['count', 'spacing', 'start', 'setback', 'height', 'tilt', 'rotation', 'maintenanceFactor'] as const satisfies readonly (keyof FixtureLayout)[];
export type LayoutKey = (typeof LAYOUT_KEYS)[number];

/** The sketch letter each layout field is also written as (the letters of docs/DOMAIN.md "Words"). */
export const LAYOUT_LETTERS = { spacing: 'S', start: 'X', setback: 'D', height: 'H0', tilt: 'A' } as const satisfies Partial<Record<LayoutKey, DimensionLetter>>;

/** The unit of each layout field as printed. */
export const LAYOUT_UNITS = { count: '×', spacing: 'm', start: 'm', setback: 'm', height: 'm', tilt: '°', rotation: '°', maintenanceFactor: '' } as const satisfies Record<LayoutKey, string>;

/**
 * Maintenance factor when none is given: 0.8, the maintenance factor CIE 154:2003 ("The
 * maintenance of outdoor lighting systems") tabulates for a sealed (IP6x) luminaire cleaned
 * every three years in a medium-polluted environment, with an LED module whose lumen maintenance
 * over the cleaning interval is about 0.9 (0.89 × 0.9 ≈ 0.8).
 */
export const MAINTENANCE_FACTOR_DEFAULT = 0.8;

/**
 * How a type lays out its fixtures when the designer gives nothing (the engine's
 * `contest-layouts.ts` reads it): setback and height in metres; `tilt` 'aim' aims each fixture
 * at a point of the face (the middle for floodlighting, two thirds of the way from the fixture
 * side for the others), a number is the angle; `count` 'beam' lays one fixture per beam width
 * at the aiming distance, 'perMetre' one per metre of face, a number that many.
 */
export interface DefaultLayout {
  setback: number;
  height: number;
  tilt: number | 'aim';
  count: number | 'beam' | 'perMetre';
}

export const DEFAULT_LAYOUTS: Record<ContestKind, DefaultLayout> = {
  floodlighting: { setback: 8, height: 0.5, tilt: 'aim', count: 'beam' },
  // Wall washing stands off by a tenth of the wall's height when that is more than 0.3 m.
  wallWashing: { setback: 0.3, height: 0, tilt: 'aim', count: 'perMetre' },
  compositeSurface: { setback: 1, height: 0, tilt: 'aim', count: 2 },
  column: { setback: 0.5, height: 0, tilt: 'aim', count: 1 },
  corrugated: { setback: 0.5, height: 0, tilt: 'aim', count: 'perMetre' },
  // On the sill in the middle of the reveal (setback is not used), upright.
  windowFrame: { setback: 0, height: 0, tilt: 0, count: 1 },
  photovoltaicGlass: { setback: 0.3, height: 0.1, tilt: 'aim', count: 3 },
  singleSideGuide: { setback: 10, height: 0, tilt: 0, count: 1 },
  doubleSideGuide: { setback: 10, height: 0, tilt: 0, count: 1 },
  selfLuminousPoint: { setback: 10, height: 0, tilt: 0, count: 1 },
  selfLuminousLine: { setback: 10, height: 0, tilt: 0, count: 1 },
  controlledPoint: { setback: 20, height: 0, tilt: 0, count: 1 },
  uncontrolledPoint: { setback: 20, height: 0, tilt: 0, count: 1 },
  farViewPoint: { setback: 100, height: 0, tilt: 0, count: 1 },
};
