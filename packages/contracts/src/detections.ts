import { z } from 'zod';
import { LIGHT_INTENSITY_FIELDS } from './light-directions.js';
import { idListString, optionalId, optionalNonNegative, optionalNumber, pageParam, sortOrder } from './common.js';

const n = z.number().nullable();

/** One row of the selection table: a detection flattened with its contest, lamp and brand. */
export const detectionRow = z.object({
  id: z.number().int(),
  contestId: z.number().int(),
  contestTypeId: z.number().int(),
  contestTypeStr: z.string(),
  dataType: z.enum(['1', '2', '4']),
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

/**
 * Keys the selection table may be sorted by. Only these reach SQL, mapped to columns there.
 */
export const SORTABLE_KEYS = [
  'id',
  'brandName',
  'power',
  'lightness',
  'lightnessAve',
  'lightnessMax',
  'evenness',
  'anbanHeight',
  'authorizedPrice',
  'lumSize',
  'lumSizeMin',
  'longNs',
  'widthNs',
  'heightNs',
  'beamAngle',
  'colorTemperature',
  ...LIGHT_INTENSITY_FIELDS,
] as const;
export type SortableKey = (typeof SORTABLE_KEYS)[number];

const weightValue = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().finite().min(0).max(100).optional(),
);

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
  priceMin: optionalNonNegative,
  priceMax: optionalNonNegative,
  voltage: z.string().max(40).nullish(),
  powerMax: optionalNonNegative,
  powerMin: optionalNonNegative,
  lightnessAveMin: optionalNonNegative,
  lightnessAveMax: optionalNonNegative,
  lightnessMinMin: optionalNonNegative,
  lightnessMaxMin: optionalNonNegative,
  lightnessMaxMax: optionalNonNegative,
  evennessMin: optionalNonNegative,
  evennessMax: optionalNonNegative,
  anbanHeightMax: optionalNonNegative,
  ...weightFields,
};

/** Selection request of `tyList` and `weightList`. */
export const selectionRequest = z.strictObject({
  ...commonFilters,
  page: pageParam,
});
export type SelectionRequest = z.input<typeof selectionRequest>;
export type SelectionQuery = z.output<typeof selectionRequest>;

const intensityBounds: Record<string, typeof optionalNonNegative> = {};
for (let i = 1; i <= 10; i++) {
  intensityBounds[`lightIntensity${i}Min`] = optionalNonNegative;
  intensityBounds[`lightIntensity${i}Max`] = optionalNonNegative;
}

/** Request of the editor's lamp library search, `POST /api/contests/lampLibrary`. */
export const lampLibraryRequest = z.strictObject({
  ...commonFilters,
  page: pageParam,
  rows: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(100).default(20)),
  isAudit: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(1).default(1)),
  albedo: optionalNonNegative,
  h: optionalNumber,
  w: optionalNumber,
  w1: optionalNumber,
  w2: optionalNumber,
  contestS: optionalNumber,
  contestL: optionalNumber,
  contestA: optionalNumber,
  contestH1: optionalNumber,
  contestH2: optionalNumber,
  lumSize: optionalNumber,
  /** Tolerances per dimension key (absolute, same unit as the dimension); default 20 % of the value. */
  diffArray: z.record(z.string().max(20), z.number().nonnegative()).nullish(),
  lightnessAveMinA: optionalNonNegative,
  lightnessAveMaxA: optionalNonNegative,
  lightnessAveMinB: optionalNonNegative,
  lightnessAveMaxB: optionalNonNegative,
  evennessMinA: optionalNonNegative,
  evennessMinB: optionalNonNegative,
  longNs: optionalNonNegative,
  widthNs: optionalNonNegative,
  heightNs: optionalNonNegative,
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
  colorTemperature: z.number().nullable(),
  protectLevel: z.string().nullable(),
  lumImage: z.string().nullable(),
  photometryId: z.number().int().nullable(),
  detections: z.array(detectionRow),
});
export type FixtureDetail = z.infer<typeof fixtureDetail>;
