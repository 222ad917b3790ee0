/**
 * The lamp library request a lamp parameter record asks (docs/DOMAIN.md "Weighted search"): the
 * editor's centre panel sends it for the form it shows, and the server's tests ask it for every
 * demo record (`demo/demo-libraries.test.ts`), so that a record whose library is empty is found
 * without a browser.
 */
import { CONTEST_FIELDS, LAMPPARAM_DIMENSION_FIELDS, type ContestField } from '../domain/dimensions.js';
import { contestTypeById } from '../domain/contest-types.js';
import { DATA_TYPES, type DataType } from '../domain/data-types.js';
import { LIGHT_INTENSITY_INDEX_KEYS } from '../domain/light-directions.js';
import { RATIO_REQUEST_FIELDS, targetRequestField, type RatioTargetKey, type TargetKey } from '../domain/targets.js';
import { LIBRARY_DEFAULT_TOLERANCE, type LampLibraryRequest } from '../detections.js';
import type { LampparamForm, ParamIndexEntry } from '../lampparams.js';
import { numberOf } from './face-targets.js';
import { LAMPPARAM_WEIGHT_FIELDS, WEIGHT_QUOTA, lampparamWeightSum, type LampparamWeightField } from './weights.js';

/** A record as the editor holds it: the form and its index entries (faces and colour channels). */
export type LibraryRecord = LampparamForm & { projectParamindexList: ParamIndexEntry[] };

/** A colour channel's entry (C1…C4), not a face's. */
export const isColourEntry = (e: ParamIndexEntry) => !!e.faceType && /^C\d$/.test(e.faceType);

/** The library panel's own filters; choosing a surface sketch clears them. */
export interface LibraryFilters {
  brandIds: number[];
  priceMin: string;
  priceMax: string;
  /** At least one; all three by default. */
  dataTypes: DataType[];
  /**
   * The fixtures' colour type (a `dengjusecaifenlei` entry): undefined follows the record's own
   * (`grayDemand`: a tunable-white record asks for tunable whites), null every type, else the one chosen.
   */
  colorType?: number | null;
  voltage?: string;
  /** 1 square, 2 round; empty: both. */
  lampShape: number[];
  /** How far each entered size may be off, in per cent of it. */
  tolerance: number;
  /** Only these fixtures (lamp ids), e.g. from a compare list or a link from a sheet; empty: all. */
  lampIds: number[];
  /** Tender data: flux at least (lm, as typed), CRI at least, IP at least ("IP65"). */
  fluxMin: string;
  criMin?: number;
  ipMin?: string;
}

export const DEFAULT_TOLERANCE_PERCENT = Math.round(LIBRARY_DEFAULT_TOLERANCE * 100);

/** The panel's filters as a record opens (nothing narrowed). */
export const EMPTY_FILTERS: LibraryFilters = {
  brandIds: [],
  priceMin: '',
  priceMax: '',
  dataTypes: [...DATA_TYPES],
  lampShape: [],
  tolerance: DEFAULT_TOLERANCE_PERCENT,
  lampIds: [],
  fluxMin: '',
};

/** Page size of the lamp library search (specification point 9). */
export const LIBRARY_ROWS = 20;

export type LibraryWeights = Partial<Record<LampparamWeightField, number>>;

/**
 * The weights the designer gave the lamp library's order (`priceWeight` … `powerWeight`), as
 * numbers: what the lamp library request sends. Blank or unreadable weights are left out.
 */
export function libraryWeights(form: Pick<LampparamForm, LampparamWeightField>): LibraryWeights {
  const out: LibraryWeights = {};
  for (const field of LAMPPARAM_WEIGHT_FIELDS) {
    const n = numberOf(form[field]);
    if (n !== undefined && n >= 0) out[field] = n;
  }
  return out;
}

/**
 * The record's weight fields → the library request's weight fields (the dark band's height is the
 * library's own criterion, lower is better).
 */
export const EDITOR_WEIGHTS = {
  priceWeight: 'price',
  anbanHeightWeight: 'anbanHeight',
  evennessWeight: 'evenness',
  lightnessMaxWeight: 'lightnessMax',
  lightnessWeight: 'lightnessMin',
  lightnessAveWeight: 'lightnessAve',
  powerWeight: 'powerValue',
} as const satisfies Partial<Record<LampparamWeightField, keyof LampLibraryRequest>>;
type RequestWeight = (typeof EDITOR_WEIGHTS)[keyof typeof EDITOR_WEIGHTS];

/**
 * The record's weights as the library request carries them, and whether they can order it: none
 * set, within the quota of 100 (`ok`), or over it (`over`: the library is then left unordered).
 */
export function formWeights(form: Pick<LampparamForm, LampparamWeightField>): { state: 'none' | 'ok' | 'over'; weights: Partial<Record<RequestWeight, number>> } {
  const given = libraryWeights(form);
  const weights: Partial<Record<RequestWeight, number>> = {};
  for (const [field, key] of Object.entries(EDITOR_WEIGHTS) as Array<[keyof typeof EDITOR_WEIGHTS, RequestWeight]>) {
    const v = given[field];
    if (v !== undefined && v > 0) weights[key] = v;
  }
  const sum = lampparamWeightSum(given);
  if (sum === 0) return { state: 'none', weights: {} };
  return sum > WEIGHT_QUOTA + 1e-9 ? { state: 'over', weights: {} } : { state: 'ok', weights };
}

/** Targets of the ≤ kind among the intensity fields; the others are minimums. */
const INTENSITY_UPPER = new Set(['verticalUp30']);

/** The intensity targets of an entry as `lightIntensity<n>Min|Max` bounds (the request and the photometric check). */
export function intensityBounds(entry: ParamIndexEntry): Record<string, number> {
  const out: Record<string, number> = {};
  LIGHT_INTENSITY_INDEX_KEYS.forEach((key, i) => {
    const v = numberOf(entry[key]);
    if (v !== undefined) out[`lightIntensity${i + 1}${INTENSITY_UPPER.has(key) ? 'Max' : 'Min'}`] = v;
  });
  const up30Max = numberOf(entry.verticalUp30Max);
  if (up30Max !== undefined) out.lightIntensity6Max = up30Max;
  const down45Max = numberOf(entry.down45Max);
  if (down45Max !== undefined) out.lightIntensity10Max = down45Max;
  return out;
}

/**
 * The record's surface sizes as the request names them: each letter a typical surface has, from
 * the record's field to the surface's ({@link CONTEST_FIELDS}); these take a tolerance. D is the
 * largest wall distance, or the smallest when only that is given.
 */
function surfaceSizes(form: LampparamForm): Partial<Record<ContestField, number>> {
  const out: Partial<Record<ContestField, number>> = {};
  for (const [letter, field] of Object.entries(CONTEST_FIELDS) as Array<[keyof typeof CONTEST_FIELDS, ContestField]>) {
    out[field] = numberOf(form[LAMPPARAM_DIMENSION_FIELDS[letter]]);
  }
  out.lumSize ??= numberOf(form.lumSizeMin);
  return out;
}

/**
 * The face targets the library searches by, each as the request bound its sign sets
 * ({@link targetRequestField}); for two-face types the bound carries the face (`…A`, `…B`).
 * The maximum luminance's second tab (`brightnessA`) stands in for a missing `brightnessMax`.
 */
const LIBRARY_FACE_TARGETS = ['brightnessAvgMin', 'brightnessAvgMax', 'evenness', 'brightnessMax', 'brightnessMin'] as const satisfies readonly TargetKey[];
function faceBounds(entry: ParamIndexEntry, face: '' | 'A' | 'B' = ''): Record<string, number | undefined> {
  return Object.fromEntries(
    LIBRARY_FACE_TARGETS.map((key) => [`${targetRequestField(key)}${face}`, numberOf(key === 'brightnessMax' ? (entry.brightnessMax ?? entry.brightnessA) : entry[key])]),
  );
}

/** The B/A luminance ratio bounds an entry sets (face B's, as the record keeps them), as the request names them. */
function ratioBounds(entry: ParamIndexEntry): Record<string, number | undefined> {
  return Object.fromEntries((Object.keys(RATIO_REQUEST_FIELDS) as RatioTargetKey[]).map((key) => [RATIO_REQUEST_FIELDS[key], numberOf(entry[key])]));
}

/**
 * The lamp library request that follows the record: the surface type and its sizes with their
 * tolerance (`diffArray`), albedo, the lighting targets (A/B variants and the B/A luminance ratio
 * for two-face types), power and lamp sizes, the record's weights, and every filter of the panel.
 * Undefined when no surface type is chosen yet.
 */
export function libraryRequest(form: LibraryRecord, filters: LibraryFilters, page: number): LampLibraryRequest | undefined {
  if (!form.contestType) return undefined;
  const type = contestTypeById(form.contestType);
  const req: Record<string, unknown> = {
    page,
    rows: LIBRARY_ROWS,
    isAudit: 1,
    contestTypeId: form.contestType,
    projectId: form.projectId,
    albedo: numberOf(form.albedo),
    ...surfaceSizes(form),
    powerMax: numberOf(form.lampPower),
    longNs: numberOf(form.lampLong),
    widthNs: numberOf(form.lampWidth),
    heightNs: numberOf(form.lampHeight),
    priceMin: numberOf(filters.priceMin),
    priceMax: numberOf(filters.priceMax),
    brandIds: filters.brandIds.length ? filters.brandIds.join(',') : undefined,
    dataTypeStr: (filters.dataTypes.length ? filters.dataTypes : DATA_TYPES).join(','),
    colorType: (filters.colorType === undefined ? form.grayDemand : filters.colorType) ?? undefined,
    voltage: filters.voltage || undefined,
    lampShape: filters.lampShape.length ? filters.lampShape.join(',') : undefined,
    lampIdsStr: filters.lampIds.length ? filters.lampIds.join(',') : undefined,
    fluxMin: numberOf(filters.fluxMin),
    criMin: filters.criMin,
    ipMin: filters.ipMin,
    ...formWeights(form).weights,
  };
  const diffArray: Record<string, number> = {};
  for (const key of Object.values(CONTEST_FIELDS)) {
    const v = req[key];
    if (typeof v === 'number') diffArray[key] = Math.round(Math.abs(v) * filters.tolerance * 1e4) / 1e6;
  }
  if (Object.keys(diffArray).length) req.diffArray = diffArray;
  const faces = form.projectParamindexList.filter((e) => !isColourEntry(e));
  if (type?.faces === 2) {
    for (const face of ['A', 'B'] as const) {
      const e = faces.find((f) => f.faceType === face);
      if (!e) continue;
      Object.assign(req, faceBounds(e, face));
      for (const [field, v] of Object.entries(ratioBounds(e))) if (v !== undefined) req[field] = v;
    }
  } else if (faces[0]) {
    const e = faces[0];
    Object.assign(req, faceBounds(e), intensityBounds(e));
  }
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined)) as LampLibraryRequest;
}
