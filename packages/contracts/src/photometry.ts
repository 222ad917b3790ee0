import { z } from 'zod';
import { DIMENSION_LETTERS, type DimensionLetter } from './domain/dimensions.js';
import type { FixtureLayout, LayoutInput } from './domain/layout.js';
import { dbId, errorEnvelope } from './common.js';
import { pictureScaleOptions } from './picture-scale.js';
import { ranged, type RangeName } from './ranges.js';

/** Photometric files: `POST /api/photometry/parse`, `GET /api/photometry/{id}`, `POST /api/photometry/calculate`, the fixture import. */

/** Largest photometric file accepted (same limit as the other uploads: 2 MB). */
export const PHOTOMETRY_LIMIT_BYTES = 2 * 1024 * 1024;
/** File name endings of the photometric formats. */
export const PHOTOMETRY_EXTENSIONS = ['.ies', '.ldt'] as const;

export const photometryFormat = z.enum(['IES', 'LDT']);
export type PhotometryFormat = z.infer<typeof photometryFormat>;

/** One point of a polar curve: signed γ across the plane (−180…180°; + is C0 or C90) and intensity (cd). */
export const polarCurvePoint = z.object({ gamma: z.number(), cd: z.number() });
export type PolarCurvePoint = z.infer<typeof polarCurvePoint>;

/** The two principal planes of a luminaire's intensity distribution. */
export const polarCurves = z.object({
  c0c180: z.array(polarCurvePoint),
  c90c270: z.array(polarCurvePoint),
});
export type PolarCurves = z.infer<typeof polarCurves>;

/** What a designer reads off a photometric file (answer of parse and of the detail call). */
export const photometrySummaryAnswer = z.object({
  id: z.number().int(),
  format: photometryFormat,
  fileName: z.string(),
  manufacturer: z.string().nullable(),
  luminaireName: z.string().nullable(),
  /** Total luminaire flux (lm), integrated from the intensities. */
  lumens: z.number(),
  /** Maximum intensity (cd). */
  maxIntensity: z.number(),
  /** Beam angle (50 % of the maximum), full angle in degrees, C0–C180 plane (about the peak for off-axis beams). */
  beamAngle: z.number(),
  /** Field angle (10 %), degrees, same plane. */
  fieldAngle: z.number(),
  /** Beam and field angle in the perpendicular plane (C90–C270). */
  beamAngle90: z.number(),
  fieldAngle90: z.number(),
  /**
   * CIE beam angle (50 % of the centre intensity, the intensity on the beam axis: nadir for
   * beams about nadir and for batwings, else the peak), degrees, C0–C180 plane; equal to
   * `beamAngle` when the centre is the maximum, wider for a batwing.
   */
  beamAngleCie: z.number(),
  /** CIE beam angle in the perpendicular plane (C90–C270). */
  beamAngleCie90: z.number(),
  /**
   * The distribution dips at nadir: the nadir intensity is below 90 % of the highest intensity
   * on each side of it in the plane through the (downward) peak, and at least 10 % of the maximum.
   */
  batwing: z.boolean(),
  /** True when beam and field are measured about nadir, false when about an off-axis peak. */
  aboutNadir: z.boolean(),
  inputWatts: z.number().nullable(),
  /** Luminaire efficacy (lm/W), null without input watts. */
  efficacy: z.number().nullable(),
  /** Light output ratio where the file states bare-lamp lumens. */
  lightOutputRatio: z.number().nullable(),
  polar: polarCurves,
});
export type PhotometrySummaryAnswer = z.infer<typeof photometrySummaryAnswer>;

/** Formats a stored photometric file can be downloaded in (`GET /api/photometry/{id}/download`). */
export const PHOTOMETRY_DOWNLOAD_FORMATS = ['ies', 'ldt'] as const;
export type PhotometryDownloadFormat = (typeof PHOTOMETRY_DOWNLOAD_FORMATS)[number];

/** `?format=ies|ldt`: IES LM-63-2019 or EULUMDAT. */
export const photometryDownloadQuery = z.strictObject({ format: z.enum(PHOTOMETRY_DOWNLOAD_FORMATS) });


/** The range of each sketch dimension: lengths in metres, offsets either side, A in degrees. */
const DIMENSION_RANGE: Record<DimensionLetter, RangeName> = {
  H: 'metres', W: 'metres', W1: 'metres', W2: 'metres', L: 'metres', S: 'metres', H1: 'metres', H2: 'metres', D: 'metres',
  A: 'aimingDegrees', H0: 'offsetMetres', X: 'offsetMetres', Y: 'offsetMetres', Z: 'offsetMetres',
};

/** Sketch dimensions (metres, A in degrees), by letter. */
const dimensionValue = (k: DimensionLetter) => ranged(DIMENSION_RANGE[k]).nullable().optional();
export const contestDimensions = z.strictObject(
  Object.fromEntries(DIMENSION_LETTERS.map((k) => [k, dimensionValue(k)])) as Record<DimensionLetter, ReturnType<typeof dimensionValue>>,
);
export type ContestDimensionsInput = z.infer<typeof contestDimensions>;

/**
 * A layout (docs/DOMAIN.md "Layout"; `domain/layout.ts`): any part of it, the rest from the
 * application type's default. Lengths in metres, angles in degrees.
 */
export const layoutInput = z.strictObject({
  count: ranged('fixtureCount').int().optional(),
  spacing: ranged('metres').positive().optional(),
  start: ranged('offsetMetres').optional(),
  setback: ranged('metres').positive().optional(),
  height: ranged('offsetMetres').optional(),
  tilt: ranged('aimingDegrees').optional(),
  rotation: ranged('rotationDegrees').optional(),
  maintenanceFactor: ranged('maintenanceFactor').positive().optional(),
}) satisfies z.ZodType<LayoutInput>;
export type LayoutInputRequest = z.infer<typeof layoutInput>;

/**
 * A complete layout, every field within its range: what a lamp parameter record stores as the
 * layout it was generated with (the check's or the taken rank row's).
 */
export const completeLayout = layoutInput.required();

/** The complete layout a calculation used. */
export const fixtureLayout = z.object({
  count: z.number().int(),
  spacing: z.number(),
  start: z.number(),
  setback: z.number(),
  height: z.number(),
  tilt: z.number(),
  rotation: z.number(),
  maintenanceFactor: z.number(),
}) satisfies z.ZodType<FixtureLayout>;

/** Installed power, power density, utilisation and spill of a calculated layout (null where they do not apply). */
export const layoutFigures = {
  /** Installed power (W): fixtures × watts each; null when the watts are unknown. */
  installedPower: z.number().nullable(),
  /** W per m² of lit face. */
  powerDensity: z.number().nullable(),
  /** Share (0–1) of the fixtures' flux landing on the lit faces; null for directly seen types. */
  utilisation: z.number().nullable(),
  /** Share (0–1) missing them. */
  spill: z.number().nullable(),
  /** Share (0–1) sent above the horizontal and missing the faces (part of spill). */
  upwardSpill: z.number().nullable(),
};

export const calculateRequest = z.strictObject({
  photometryId: dbId,
  contestTypeId: dbId,
  dimensions: contestDimensions.default({}),
  /** Reflectance 0–1; null or absent: 0.4 for surfaces seen by reflection. */
  albedo: ranged('reflectance').nullable().optional(),
  /** Number of fixtures (1–500); the type's default when absent. The same as `layout.count` (which wins). */
  count: ranged('fixtureCount').int().optional(),
  /** The layout: any part of it, the rest from the type's default. */
  layout: layoutInput.optional(),
  /** Colour scale of the pictures (a fixed range makes pictures of several calculations comparable). */
  picture: pictureScaleOptions.optional(),
});
export type CalculateRequest = z.input<typeof calculateRequest>;

/** A face's figures on a calculated surface (calculate and rank answer the same). */
export const surfaceFigures = z.object({
  faceType: z.enum(['A', 'B', 'single']),
  /** Average, minimum and maximum luminance (cd/m²). */
  lightnessAve: z.number(),
  lightness: z.number(),
  lightnessMax: z.number(),
  /** U0 = Lmin / Lavg. */
  evenness: z.number(),
  /** Dark-band height (m) from the fixture side. */
  anbanHeight: z.number(),
  /** Average, minimum and maximum illuminance (lux) on the same field, E = π·L/ρ; null for directly seen types. */
  illuminanceAve: z.number().nullable(),
  illuminanceMin: z.number().nullable(),
  illuminanceMax: z.number().nullable(),
});

export const calculatedFace = surfaceFigures.extend({
  /** Media address of the false-colour picture with its cd/m² scale. */
  pseuColor: z.string(),
  /** Media address of the effect picture (the face in grey from its luminance). */
  viewPhoto: z.string(),
});
export type CalculatedFace = z.infer<typeof calculatedFace>;

const intensityFields = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [`lightIntensity${i + 1}`, z.number()]),
) as Record<`lightIntensity${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`, z.ZodNumber>;

export const calculateAnswer = z.object({
  contestTypeId: z.number().int(),
  kind: z.string(),
  viewing: z.enum(['reflected', 'direct']),
  faces: z.array(calculatedFace),
  /** Dimensions used, after the type's defaults. */
  dimensions: z.record(z.string(), z.number()),
  albedo: z.number().nullable(),
  count: z.number().int(),
  /** The complete layout used. */
  layout: fixtureLayout,
  ...layoutFigures,
  ...intensityFields,
});
export type CalculateAnswer = z.infer<typeof calculateAnswer>;

// --- fixture import (administrator)

/**
 * Columns of the fixture spreadsheet: key, accepted header texts (English and Chinese, case and
 * spaces ignored), and whether a value is required.
 */
export const FIXTURE_IMPORT_COLUMNS = [
  { key: 'brand', headers: ['brand', '品牌'], required: true },
  { key: 'model', headers: ['model', '型号'], required: true },
  { key: 'lampType', headers: ['lamp type', 'lamptype', '灯具类型'], required: true },
  { key: 'power', headers: ['power', 'power (w)', '功率', '功率(w)'], required: true },
  { key: 'voltage', headers: ['voltage', 'work voltage', '电压', '工作电压'], required: false },
  { key: 'price', headers: ['price', 'authorized price', '价格', '授权价'], required: false },
  { key: 'length', headers: ['length', 'length (mm)', '长', '长(mm)', '长度'], required: false },
  { key: 'width', headers: ['width', 'width (mm)', '宽', '宽(mm)', '宽度'], required: false },
  { key: 'height', headers: ['height', 'height (mm)', '高', '高(mm)', '高度'], required: false },
  { key: 'photometricFile', headers: ['photometric file', 'photometry', 'ies/ldt', '光度文件', '配光文件'], required: true },
  // A fixture's colour type (an entry of the colour types the records choose from, in either language), optional.
  { key: 'colourType', headers: ['colour type', 'color type', '色彩类型', '颜色类型'], required: false },
  // Tender data (issue 25), each optional: `tenderCells` reads them.
  { key: 'flux', headers: ['luminous flux', 'flux', 'flux (lm)', '光通量', '光通量(lm)'], required: false },
  { key: 'cri', headers: ['cri', 'ra', 'colour rendering index', '显色指数'], required: false },
  { key: 'ip', headers: ['ip', 'ip rating', 'protection level', '防护等级'], required: false },
  { key: 'ik', headers: ['ik', 'ik rating', '防撞等级', '抗冲击等级'], required: false },
  { key: 'ratedLife', headers: ['rated life', 'rated life (h)', 'life (h)', 'l70/b50', '额定寿命', '寿命(h)'], required: false },
  { key: 'driver', headers: ['driver', '驱动', '驱动电源'], required: false },
  { key: 'dimming', headers: ['dimming', 'dimming protocol', '调光', '调光协议'], required: false },
  { key: 'weight', headers: ['weight', 'weight (kg)', '重量', '重量(kg)'], required: false },
] as const;
export type FixtureImportColumn = (typeof FIXTURE_IMPORT_COLUMNS)[number]['key'];

/** One thing wrong in the spreadsheet: 1-based row number as the spreadsheet shows it, column and what is wrong. */
export const importRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * Answer of a refused import (400): nothing was imported. `errors` lists the wrong rows when the
 * spreadsheet was read; a request that is not a readable upload gets the plain error envelope.
 */
export const importRefusal = errorEnvelope.extend({
  code: z.literal('VALIDATION_FAILED'),
  errors: z.array(importRowError).optional(),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

export const importJobStatus = z.enum(['running', 'done', 'failed']);

/** An import and the recomputation of its calculated rows (polled by `GET /api/admin/import/{jobId}`). */
export const importJob = z.object({
  jobId: z.string(),
  status: importJobStatus,
  /** Lamps written (new or updated). */
  imported: z.number().int(),
  lampIds: z.array(z.number().int()),
  /** Lamp × contest calculations done and to do. */
  done: z.number().int(),
  total: z.number().int(),
  /** Calculated detection rows written. */
  rows: z.number().int(),
  message: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
