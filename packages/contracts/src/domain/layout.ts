/**
 * The layout behind a calculated figure (docs/DOMAIN.md "Layout"): how many fixtures, how far
 * apart, where the row starts, how far from the face, at what height, aimed how, and the
 * maintenance factor. One vocabulary for the engine, the server, the web and the sheet.
 * Lengths in metres, angles in degrees.
 */
import type { ContestKind } from './contest-types.js';
import type { DimensionLetter } from './dimensions.js';
import { formatFigure, formatFigureWithUnit } from './figures.js';

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
  // On the sill in the middle of the reveal, upright; the setback answered is half the reveal's depth (not used by the scene).
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

/**
 * The setback D (m) a type's layout stands at when the designer gives none (nor Y), from the
 * surface's sizes: wall washing a tenth of the wall's height H, at least the type's 0.3 m; a
 * window frame half the reveal's depth W1 (the middle of the sill); floodlighting with an
 * elevation A (1°–89°) where that axis from the height H0 meets the facade's mid-height, at least
 * 0.5 m; every other type its {@link DEFAULT_LAYOUTS} setback. The engine's layout builders stand
 * there, so a calculated row's wall distance is it; the demo's measured rows and records take it
 * too, so that a record's library finds the rows of its own surface.
 */
export function defaultSetback(kind: ContestKind, d: Partial<Record<'H' | 'W1' | 'A' | 'H0', number | null>>): number {
  const { setback } = DEFAULT_LAYOUTS[kind];
  if (kind === 'wallWashing') return d.H == null ? setback : Math.max(setback, d.H / 10);
  if (kind === 'windowFrame') return (d.W1 ?? 0) / 2;
  if (kind === 'floodlighting') {
    const a = d.A ?? 0;
    const rise = (d.H ?? 0) / 2 - (d.H0 ?? DEFAULT_LAYOUTS.floodlighting.height);
    return a > 1 && a < 89 && rise > 0 ? Math.max(0.5, rise / Math.tan((a * Math.PI) / 180)) : setback;
  }
  return setback;
}

/**
 * The layout's words in the product's two languages, one place for each: the sheet, the schedule,
 * Compare, the check and Rank print them, and the false-colour picture's legend says `fixture`.
 */
export const LAYOUT_LABELS = {
  layout: { zh: '布灯', en: 'Layout' },
  fixture: { zh: '灯具', en: 'fixture' },
  count: { zh: '灯具数量', en: 'Fixtures' },
  spacing: { zh: '间距', en: 'Spacing' },
  start: { zh: '首套位置', en: 'Start' },
  setback: { zh: '离面距离', en: 'Setback' },
  height: { zh: '安装高度', en: 'Height' },
  tilt: { zh: '仰角', en: 'Tilt' },
  rotation: { zh: '旋转', en: 'Rotation' },
  maintenanceFactor: { zh: '维护系数', en: 'Maintenance factor' },
  illuminanceAve: { zh: '平均照度', en: 'Eavg' },
  illuminanceMin: { zh: '最小照度', en: 'Emin' },
  illuminanceMax: { zh: '最大照度', en: 'Emax' },
  installedPower: { zh: '安装功率', en: 'Installed power' },
  powerDensity: { zh: '功率密度', en: 'Power density' },
  utilisation: { zh: '利用率', en: 'utilisation' },
  spill: { zh: '溢散', en: 'spill' },
  upward: { zh: '向上', en: 'upward' },
  upwardSpill: { zh: '向上溢散', en: 'Upward spill' },
  lightFigures: { zh: '功率与光通利用', en: 'Power and flux' },
} as const;

type LayoutLang = 'zh' | 'en';

/** A figure with at most `digits` decimals, no trailing zeros ("0.8", "0.75"). */
/** At most `digits` decimals, no trailing zeros, a negative one with the minus sign U+2212 as every figure prints it (A −25.3°). */
const plain = (v: number, digits: number) => String(Number(v.toFixed(digits)) || 0).replace('-', '\u2212');

/**
 * The layout in words and numbers, so a reader can rebuild the scene (in DIALux or by hand):
 * "5 × at 0.9 m, first at 0.45 m, setback 0.6 m, 0 m high, tilt −15.9°, rotation 0.0°,
 * maintenance factor 0.8", in the one number format (`formatFigure`: lengths to 0.01 m, angles
 * to 0.1° with the minus sign), the same on every screen and in every document.
 */
export function layoutText(l: FixtureLayout, lang: LayoutLang): string {
  const [count, spacing, start, setback, height, tilt, rotation, mf] = [
    formatFigure('count', l.count),
    formatFigure('metres', l.spacing),
    formatFigure('metres', l.start),
    formatFigure('metres', l.setback),
    formatFigure('metres', l.height),
    formatFigure('angle', l.tilt),
    formatFigure('angle', l.rotation),
    plain(l.maintenanceFactor, 2),
  ];
  const w = LAYOUT_LABELS;
  return lang === 'zh'
    ? `${count} 套，${w.spacing.zh} ${spacing} m，首套距左边 ${start} m，${w.setback.zh} ${setback} m，${w.height.zh} ${height} m，${w.tilt.zh} ${tilt}°，${w.rotation.zh} ${rotation}°，${w.maintenanceFactor.zh} ${mf}`
    : `${count} × at ${spacing} m, first at ${start} m, setback ${setback} m, ${height} m high, tilt ${tilt}°, rotation ${rotation}°, maintenance factor ${mf}`;
}

/** What a calculation answers beside its layout (null where it does not apply). */
export interface LayoutLight {
  installedPower: number | null;
  powerDensity: number | null;
  utilisation: number | null;
  spill: number | null;
  upwardSpill: number | null;
}

/** "90 W · 2.2 W/m² · utilisation 72 % · spill 28 % (upward 3 %)" in the one number format (`formatFigure`); the parts that do not apply are left out. */
export function layoutLightText(f: LayoutLight, lang: LayoutLang): string {
  const w = LAYOUT_LABELS;
  const pct = (v: number) => `${formatFigure('percent', v * 100)} %`;
  return [
    f.installedPower !== null ? formatFigureWithUnit('power', f.installedPower) : null,
    f.powerDensity !== null ? formatFigureWithUnit('powerDensity', f.powerDensity) : null,
    f.utilisation !== null ? `${w.utilisation[lang]} ${pct(f.utilisation)}` : null,
    f.spill !== null ? (lang === 'zh' ? `${w.spill.zh} ${pct(f.spill)}（${w.upward.zh} ${pct(f.upwardSpill ?? 0)}）` : `${w.spill.en} ${pct(f.spill)} (${w.upward.en} ${pct(f.upwardSpill ?? 0)})`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The layout in short: "3 × 1.2 m · D 0.5 m · H0 0 m · A 35° · MF 0.7" (the schedule's column). */
export function layoutShortText(l: FixtureLayout, fmt: (v: number, digits: number) => string = plain): string {
  return `${l.count} × ${fmt(l.spacing, 2)} m · X ${fmt(l.start, 2)} m · D ${fmt(l.setback, 2)} m · H0 ${fmt(l.height, 2)} m · A ${fmt(l.tilt, 1)}° · R ${fmt(l.rotation, 1)}° · MF ${fmt(l.maintenanceFactor, 2)}`;
}
