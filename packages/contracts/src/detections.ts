import { z } from 'zod';
import { LIGHT_INTENSITY_FIELDS } from './domain/light-directions.js';
import { idListString, optionalId, pageParam, sortOrder } from './common.js';
import { optionalRanged, ranged, RANGES } from './ranges.js';
import { DATA_TYPES } from './domain/data-types.js';
import { CONTEST_FIELDS, type ContestField } from './domain/dimensions.js';
import { tenderFields, tenderFilters } from './tender.js';

/** The dimension fields a lamp library search compares (the typical surface's, and the wall distance). */
const LIBRARY_DIMENSIONS = Object.values(CONTEST_FIELDS) as [ContestField, ...ContestField[]];

const n = z.number().nullable();

/** One row of the selection table: a detection flattened with its contest, lamp and brand. */
export const detectionRow = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  contestTypeId: z.number().int(),
  contestTypeStr: z.string(),
  dataType: z.enum(DATA_TYPES),
  projectId: z.number().int().nullable(),
  lampId: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  model: z.string(),
  lampType: z.number().int().nullable(),
  lampTypeStr: z.string().nullable(),
  lampShape: z.number().int().nullable(),
  colorFlag: z.number().int(),
  rgbwa: z.string(),
  lumImage: z.string().nullable(),
  pseuColor: z.string().nullable(),
  viewPhoto: z.string().nullable(),
  surfaceType: z.enum(['A', 'B']),
  storageId: z.string().nullable(),
  taskId: z.string().nullable(),
  power: n,
  lightness: n,
  lightnessAve: n,
  lightnessMax: n,
  evenness: n,
  anbanHeight: n,
  workVoltage: z.string().nullable(),
  beamAngle: n,
  /** The fixture's beam angle in the C90–C270 plane (`beamAngle` is C0–C180); null or absent: a round beam, one angle known. */
  beamAngle90: n.optional(),
  colorTemperature: n,
  lumSize: n,
  lumSizeMin: n,
  h: n,
  w: n,
  w1: n,
  w2: n,
  contestS: n,
  contestL: n,
  contestA: n,
  contestH1: n,
  contestH2: n,
  /** Reflectance of the typical surface the row's figures were computed or measured on (null: the type's default). */
  contestAlbedo: n,
  longNs: n,
  widthNs: n,
  heightNs: n,
  authorizedPrice: n,
  lightIntensity1: n,
  lightIntensity2: n,
  lightIntensity3: n,
  lightIntensity4: n,
  lightIntensity5: n,
  lightIntensity6: n,
  lightIntensity7: n,
  lightIntensity8: n,
  lightIntensity9: n,
  lightIntensity10: n,
  photometryId: z.number().int().nullable(),
  /** Weighted search only: 0–100 with one decimal. */
  score: z.number().optional(),
});
export type DetectionRow = z.infer<typeof detectionRow>;

/** A detection row's figures the selection table sorts by; the search index holds each as a column. */
export const DETECTION_FIGURE_KEYS = [
  'power',
  'lightness',
  'lightnessAve',
  'lightnessMax',
  'evenness',
  'anbanHeight',
  'lumSize',
  'lumSizeMin',
  ...LIGHT_INTENSITY_FIELDS,
] as const;

/** A lamp's figures the selection table sorts by (the search index's lamp columns). */
export const LAMP_FIGURE_KEYS = ['authorizedPrice', 'longNs', 'widthNs', 'heightNs', 'beamAngle', 'colorTemperature'] as const;

/**
 * Keys the selection table may be sorted by. Only these reach SQL, mapped to columns there.
 */
export const SORTABLE_KEYS = ['id', 'brandName', ...DETECTION_FIGURE_KEYS, ...LAMP_FIGURE_KEYS] as const;
export type SortableKey = (typeof SORTABLE_KEYS)[number];

const weightValue = optionalRanged('percent');

/** The weight fields of a weighted search (0–100 each, summing to at most 100). */
export const weightFields = {
  weightCode: z.string().max(40).nullish(),
  price: weightValue,
  evenness: weightValue,
  lightnessMax: weightValue,
  lightnessMin: weightValue,
  lightnessAve: weightValue,
  powerValue: weightValue,
};

/** Filters shared by the selection table and the editor's lamp library search. */
const commonFilters = {
  contestTypeId: optionalId,
  contestId: optionalId,
  colorFlag: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().min(1).max(2).optional()),
  /** The fixture's colour type, an entry of `dengjusecaifenlei` (the library sends the record's `grayDemand`). */
  colorType: optionalId,
  lampIdsStr: idListString.nullish(),
  projectId: optionalId,
  rgbwa: z.string().max(20).nullish(),
  dataTypeStr: z
    .string()
    .regex(/^\s*([124])(\s*,\s*[124])*\s*$/, 'dataTypeStr lists data types 1, 2 and 4, e.g. "1,2,4"')
    .nullish(),
  lampShape: z
    .union([z.number().int().min(1).max(2), z.string().regex(/^\s*([12](\s*,\s*[12])*)?\s*$/, 'lampShape is 1 (square), 2 (round) or "1,2"')])
    .nullish(),
  sort: z.string().max(40).nullish(),
  order: sortOrder.nullish(),
  brandIds: idListString.nullish(),
  priceMin: optionalRanged('price'),
  priceMax: optionalRanged('price'),
  voltage: z.string().max(40).nullish(),
  powerMax: optionalRanged('watts'),
  powerMin: optionalRanged('watts'),
  lightnessAveMin: optionalRanged('luminance'),
  lightnessAveMax: optionalRanged('luminance'),
  lightnessMinMin: optionalRanged('luminance'),
  lightnessMaxMin: optionalRanged('luminance'),
  lightnessMaxMax: optionalRanged('luminance'),
  evennessMin: optionalRanged('uniformity'),
  evennessMax: optionalRanged('uniformity'),
  anbanHeightMax: optionalRanged('metres'),
  /** The chosen fixture's tender data: flux between, CRI at least, IP at least. */
  ...tenderFilters,
  ...weightFields,
};

/** Selection request of `tyList` and `weightList`. */
export const selectionRequest = z.strictObject({
  ...commonFilters,
  page: pageParam,
});
export type SelectionRequest = z.input<typeof selectionRequest>;
export type SelectionQuery = z.output<typeof selectionRequest>;

const intensityBounds: Record<string, ReturnType<typeof optionalRanged>> = {};
for (let i = 1; i <= 10; i++) {
  intensityBounds[`lightIntensity${i}Min`] = optionalRanged('intensity');
  intensityBounds[`lightIntensity${i}Max`] = optionalRanged('intensity');
}

/** Size tolerance of the lamp library when `diffArray` names none for a dimension: 20 % of the entered value. */
export const LIBRARY_DEFAULT_TOLERANCE = 0.2;

/** Request of the editor's lamp library search, `POST /api/contests/lampLibrary`. */
export const lampLibraryRequest = z.strictObject({
  ...commonFilters,
  page: pageParam,
  rows: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(RANGES.rows.min).max(RANGES.rows.max).default(20)),
  isAudit: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).default(1)),
  albedo: optionalRanged('reflectance'),
  h: optionalRanged('metres'),
  w: optionalRanged('metres'),
  w1: optionalRanged('metres'),
  w2: optionalRanged('metres'),
  contestS: optionalRanged('metres'),
  contestL: optionalRanged('metres'),
  contestA: optionalRanged('aimingDegrees'),
  contestH1: optionalRanged('metres'),
  contestH2: optionalRanged('metres'),
  lumSize: optionalRanged('metres'),
  /**
   * Tolerances per dimension key (absolute, same unit as the dimension); default 20 % of the
   * value. Only the dimensions searched by, so at most one entry each.
   */
  diffArray: z.partialRecord(z.enum(LIBRARY_DIMENSIONS), ranged('metres')).nullish(),
  lightnessAveMinA: optionalRanged('luminance'),
  lightnessAveMaxA: optionalRanged('luminance'),
  lightnessAveMinB: optionalRanged('luminance'),
  lightnessAveMaxB: optionalRanged('luminance'),
  evennessMinA: optionalRanged('uniformity'),
  evennessMinB: optionalRanged('uniformity'),
  /** Maximum and minimum luminance targets face by face (two-face types). */
  lightnessMaxMaxA: optionalRanged('luminance'),
  lightnessMaxMaxB: optionalRanged('luminance'),
  lightnessMinMinA: optionalRanged('luminance'),
  lightnessMinMinB: optionalRanged('luminance'),
  /** The B/A luminance ratio (two-face types: the B row's Lavg / the A row's; `RATIO_REQUEST_FIELDS`). */
  lightnessRatioMin: optionalRanged('luminanceRatio'),
  lightnessRatioMax: optionalRanged('luminanceRatio'),
  /** Weight of the dark band's height (lower is better): the editor's `anbanHeightWeight`, library only. */
  anbanHeight: weightValue,
  longNs: optionalRanged('millimetres'),
  widthNs: optionalRanged('millimetres'),
  heightNs: optionalRanged('millimetres'),
  ...intensityBounds,
});
export type LampLibraryRequest = z.input<typeof lampLibraryRequest>;
export type LampLibraryQuery = z.output<typeof lampLibraryRequest>;

/** A lamp library hit: the A row, with its B row beside it for two-face types. */
export const libraryRow = detectionRow.extend({
  faceB: detectionRow.nullable(),
  /** Luminance scaled by albedo / contest albedo, as compared against the targets. */
  scaledLightnessAve: z.number().nullable(),
});
export type LibraryRow = z.infer<typeof libraryRow>;

export const fixtureDetail = z.object({
  lampId: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  brandLogo: z.string().nullable(),
  model: z.string(),
  lampTypeStr: z.string().nullable(),
  power: z.number().nullable(),
  workVoltage: z.string().nullable(),
  authorizedPrice: z.number().nullable(),
  longNs: z.number().nullable(),
  widthNs: z.number().nullable(),
  heightNs: z.number().nullable(),
  beamAngle: z.number().nullable(),
  /** Beam angle in the C90–C270 plane; null: a round beam, one angle known. */
  beamAngle90: z.number().nullable().optional(),
  colorTemperature: z.number().nullable(),
  protectLevel: z.string().nullable(),
  lumImage: z.string().nullable(),
  photometryId: z.number().int().nullable(),
  ...tenderFields,
  detections: z.array(detectionRow),
});
export type FixtureDetail = z.infer<typeof fixtureDetail>;
