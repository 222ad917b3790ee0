import { z } from 'zod';
import { lampSketch } from './catalog.js';
import { dbId, idParam, optionalText } from './common.js';
import { completeLayout, fixtureLayout } from './photometry.js';
import { dimensionTextIn, numberOrText, optionalCount, RANGES, type RangeName } from './ranges.js';
import { TYPE_MARK_PATTERN } from './rules/type-mark.js';

/** Text of a dimension input in metres: digits and a dot only, at most 10 characters, at most 10 km. */
export const dimensionText = dimensionTextIn('metres').nullish();
/** The same for the aiming angle A (degrees). */
const angleText = dimensionTextIn('aimingDegrees').nullish();
/** The same for a fixture size (mm). */
const lampSizeText = dimensionTextIn('millimetres').nullish();

const text = optionalText(200);
const longText = optionalText(4000);
const intId = dbId.nullish();
/** Template indices a record may carry beyond its own columns (the templates have a few dozen). */
export const MAX_EXTRA_INDICES = 100;

/** A number (or the text of one) within its domain range; see `numberOrText`. */
const numText = (range: RangeName) => numberOrText(range).nullish();

/** One parameter index entry (`projectParamindexList`): a face's targets or one colour's data. */
export const paramIndexEntry = z.object({
  id: dbId.nullish(),
  /** 'A' or 'B' for faces; null for the single face; 'C1'…'C4' for multi-colour entries. */
  faceType: z.string().max(4).nullish(),
  colorTemperatureStr: z.string().max(40).nullish(),
  brightnessAvgMin: numText('luminance'),
  brightnessAvgMax: numText('luminance'),
  brightnessMax: numText('luminance'),
  brightnessA: numText('luminance'),
  brightnessMin: numText('luminance'),
  bcBrightnessRatioMin: numText('luminanceRatio'),
  bcBrightnessRatioMax: numText('luminanceRatio'),
  evenness: numText('uniformity'),
  maculaHight: numText('metres'),
  brightnessAvgMinCustom: numText('luminance'),
  brightnessAvgMaxCustom: numText('luminance'),
  colorTemperatureCustom: numText('kelvin'),
  level0: numText('intensity'),
  verticalUp60: numText('intensity'),
  verticalDown60: numText('intensity'),
  levelLeft60: numText('intensity'),
  levelRight60: numText('intensity'),
  verticalUp30: numText('intensity'),
  verticalUp30Max: numText('intensity'),
  verticalDown10: numText('intensity'),
  vertical10Left60: numText('intensity'),
  vertical10Right60: numText('intensity'),
  down45: numText('intensity'),
  down45Max: numText('intensity'),
  level0Custom: numText('intensity'),
  verticalDown10Custom: numText('intensity'),
  colorPower: numText('watts'),
  colorCoordinate: z.string().max(60).nullish(),
  /** Multi-colour entries: colour name or temperature. */
  colorName: z.string().max(40).nullish(),
  createDate: z.string().nullish(),
  updateDate: z.string().nullish(),
});
export type ParamIndexEntry = z.infer<typeof paramIndexEntry>;

/** The lamp parameter form of the editor, sent whole to `createTy/{reCopy}`. */
export const lampparamForm = z.object({
  // identity and ownership
  id: dbId.nullish(),
  projectId: dbId,
  rootIn: dbId.nullish(),
  securityFlag: z.number().int().min(0).max(1).nullish(),
  detectionIds: z.string().max(4000).regex(/^(\d+(,\d+)*)?$/, 'comma-separated ids').nullish(),
  refDetectionIds: z.string().max(4000).regex(/^(\d+(,\d+)*)?$/, 'comma-separated ids').nullish(),
  /** The `updateDate` the client loaded; a newer one on the server means a stale write (409). */
  updateDate: z.string().max(40).nullish(),
  // number
  customLampparmNo: z.string().max(60).nullish(),
  customLampparmnoFlag: z.union([z.boolean(), z.number().int().min(0).max(1)]).nullish(),
  lampparamNo: z.string().max(120).nullish(),
  /**
   * The record's type mark, unique in the project ("L01"; issue 25). Absent or blank: the record
   * keeps its mark, a new one gets the project's next ("L08"); a copy whose mark another record
   * holds gets the next too.
   */
  typeMark: z
    .string()
    .max(40)
    .transform((s) => s.trim())
    .refine((s) => s === '' || TYPE_MARK_PATTERN.test(s), 'a type mark: letters, digits, - . / _, at most 12')
    .nullish(),
  // quantity (the schedule's): typed, else fixtures per surface × surfaces
  fixturesPerSurface: optionalCount('fixtureCount'),
  surfaceCount: optionalCount('surfaceCount'),
  quantity: optionalCount('quantity'),
  // colour
  grayDemand: intId,
  colorType: z.number().int().min(1).max(2).nullish(),
  colorTemperatureFirst: numText('kelvin'),
  colorTemperatureSecond: numText('kelvin'),
  colorTemperatureThird: numText('kelvin'),
  colorTemperatureFourth: numText('kelvin'),
  colorTemperatureStr: z.string().max(40).nullish(),
  colorTempeNo: z.string().max(40).nullish(),
  colorTemperature: numText('kelvin'),
  lampColor: text,
  surfaceTemperature: numText('celsius'),
  // beam
  angleNo: intId,
  // surface
  contestType: dbId.nullish(),
  contestSketchId: intId,
  contestSketchPath: z.string().max(400).nullish(),
  contestH: dimensionText,
  contestW: dimensionText,
  contestW1: dimensionText,
  contestW2: dimensionText,
  contestL: dimensionText,
  contestS: dimensionText,
  contestA: angleText,
  contestH0: dimensionText,
  contestH1: dimensionText,
  contestH2: dimensionText,
  contestX: dimensionText,
  contestY: dimensionText,
  contestZ: dimensionText,
  contestD: dimensionText,
  lumSize: dimensionText,
  lumSizeMin: dimensionText,
  // lamp
  lampType: intId,
  lampNo: z.string().max(20).nullish(),
  lampSketchId: intId,
  lampSketchPath: z.string().max(400).nullish(),
  lampShape: z.number().int().min(1).max(2).nullish(),
  lampLong: lampSizeText,
  lampWidth: lampSizeText,
  lampHeight: lampSizeText,
  // electrical and physical
  albedo: z
    .union([
      z
        .string()
        .max(10)
        .regex(/^(\d+(\.\d*)?|\.\d+)?$/, 'albedo is a number between 0 and 1')
        .refine((v) => v === '' || Number(v) <= RANGES.reflectance.max, 'albedo is a number between 0 and 1'),
      z.number().min(RANGES.reflectance.min).max(RANGES.reflectance.max),
    ])
    .nullish(),
  protectLevel: text,
  powerNo: z.string().max(10).nullish(),
  lampPower: numText('watts'),
  workVoltage: text,
  installDirection: text,
  lampQuality: text,
  materialQuality: text,
  installType: text,
  weight: text,
  glare: text,
  // other requirements
  recommendBrand: z.string().max(1000).regex(/^(\d+(,\d+)*)?$/, 'comma-separated brand ids').nullish(),
  /**
   * The fixture taken into the sheet (the editor's "Take" on a ranked fixture): the sheet shows
   * its calculated light on this surface. Absent: the first of `detectionIds` (make's ticked
   * rows) whose fixture has a photometric file.
   */
  chosenLampId: dbId.nullish(),
  /**
   * The layout the record was generated with (docs/DOMAIN.md "Layout"): the one the designer set
   * in the photometric check, or the taken rank row's. The sheet calculates with it; absent
   * (records stored before): the application type's default.
   */
  layout: completeLayout.nullish(),
  attachDemand: longText,
  isControl: z.number().int().min(0).max(1).nullish(),
  colorDemand: longText,
  otherDemand: longText,
  controlProtocol: text,
  controlDigit: text,
  roadType: text,
  budengWay: text,
  effectDescription: longText,
  lightType: text,
  /** Values of template indices that have no column of their own, by index key. */
  extraIndices: z
    .record(z.string().max(60), z.string().max(2000))
    .refine((r) => Object.keys(r).length <= MAX_EXTRA_INDICES, `at most ${MAX_EXTRA_INDICES} entries`)
    .nullish(),
  // process
  makingWay: z.number().int().min(1).max(2).nullish(),
  reCopy: z.number().int().min(0).max(1).nullish(),
  dataStatus: z.number().int().min(1).max(2),
  effectPic: z.string().max(400).nullish(),
  // weights
  priceWeight: numText('percent'),
  anbanHeightWeight: numText('percent'),
  evennessWeight: numText('percent'),
  lightnessMaxWeight: numText('percent'),
  lightnessWeight: numText('percent'),
  lightnessAveWeight: numText('percent'),
  powerWeight: numText('percent'),
  projectParamindexList: z.array(paramIndexEntry).max(12).default([]),
});
export type LampparamForm = z.input<typeof lampparamForm>;
export type LampparamFormParsed = z.output<typeof lampparamForm>;

export const createTyAnswer = z.object({
  id: z.number().int(),
  lampparamNo: z.string(),
  typeMark: z.string(),
  updateDate: z.string(),
  /** Other records of the project with the same number (allowed: the number rule is the specification's); the client warns. */
  sameNumber: z.array(z.object({ id: z.number().int(), typeMark: z.string() })),
});
export type CreateTyAnswer = z.infer<typeof createTyAnswer>;

/**
 * The record as stored and answered by `editTyView` (form fields plus server-kept ones); its
 * parameter index entries travel beside it as `projectParamindexList`.
 */
export const projectLampparamVo = lampparamForm.omit({ projectParamindexList: true }).extend({
  id: z.number().int(),
  lampparamNo: z.string(),
  typeMark: z.string(),
  /** The schedule's quantity: `quantity` when typed, else fixtures per surface × surfaces, else null. */
  quantity: z.number().int().nullable(),
  /** Whether `quantity` was typed (else it follows fixtures per surface × surfaces). */
  quantityTyped: z.boolean(),
  fixturesPerSurface: z.number().int().nullish(),
  surfaceCount: z.number().int().nullish(),
  createdBy: z.number().int(),
  creatorName: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
});
export type ProjectLampparamVo = z.infer<typeof projectLampparamVo>;

/** `editTyView/{id}`: the record, its parameter index entries and its two sketches. */
export const editTyViewAnswer = z.object({
  projectLampparamVo: projectLampparamVo.loose(),
  projectParamindexList: z.array(paramIndexEntry),
  contestSketch: z
    .object({
      id: z.number().int(),
      contestTypeId: z.number().int(),
      contestDescribe: z.string(),
      sketchMapOriginal: z.string(),
      sketchAttr: z.string(),
      templateType: z.number().int(),
      effectSelectFlag: z.number().int(),
    })
    .nullable(),
  lampSketch: lampSketch.nullable(),
});
export type EditTyViewAnswer = z.infer<typeof editTyViewAnswer>;

/** `generateTyLampparamPdf/{id}`: the sheet's file and its signed preview address. */
export const generatedSheet = z.object({
  fileName: z.string(),
  /** Signed preview address, `/api/previewPdf?fileName=…&token=…`, valid for 15 minutes. */
  url: z.string(),
});
export type GeneratedSheet = z.infer<typeof generatedSheet>;

export const lampparamListRow = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  lampparamNo: z.string(),
  typeMark: z.string(),
  quantity: z.number().int().nullable(),
  lampTypeStr: z.string().nullable(),
  colorTypeStr: z.string().nullable(),
  colorTemperatureStr: z.string().nullable(),
  beamAngleStr: z.string().nullable(),
  lampPower: z.string().nullable(),
  contestTypeStr: z.string().nullable(),
  /** The layout the record was generated with; null for records stored before (the type's default). */
  layout: fixtureLayout.nullable(),
  dataStatus: z.number().int(),
  makingWay: z.number().int().nullable(),
  createdBy: z.number().int(),
  creatorName: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  pdfFileName: z.string().nullable(),
});
export type LampparamListRow = z.infer<typeof lampparamListRow>;

export const lampparamListQuery = z.object({
  projectId: idParam,
  page: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(RANGES.page.min).max(RANGES.page.max).default(1)),
  rows: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(RANGES.rows.min).max(RANGES.rows.max).default(20)),
});

export const reCopyParam = z.object({ reCopy: z.coerce.number().int().min(0).max(1) });
