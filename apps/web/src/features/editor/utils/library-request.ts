import {
  CONTEST_FIELDS,
  DATA_TYPES,
  LAMPPARAM_DIMENSION_FIELDS,
  LIBRARY_DEFAULT_TOLERANCE,
  LIGHT_INTENSITY_INDEX_KEYS,
  RATIO_REQUEST_FIELDS,
  WEIGHT_QUOTA,
  contestTypeById,
  lampparamWeightSum,
  targetRequestField,
  type ContestField,
  type DataType,
  type LampLibraryRequest,
  type ParamIndexEntry,
  type RatioTargetKey,
  type TargetKey,
} from '@lampsheet/contracts';
import { faceEntriesOf, type EditorForm } from './editor-form';
import { libraryWeights } from './library-weights';


/** Size tolerances the panel offers, in per cent of each entered size (the server's default is 20 %). */
export const TOLERANCE_CHOICES = [5, 10, 20, 30, 50] as const;
export const DEFAULT_TOLERANCE_PERCENT = Math.round(LIBRARY_DEFAULT_TOLERANCE * 100);

/** The centre panel's own filters; choosing a surface sketch clears them. */
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

/** The CRI and IP thresholds the panel offers. */
export const CRI_CHOICES = [70, 80, 90] as const;
export const IP_CHOICES = ['IP54', 'IP65', 'IP66', 'IP67', 'IP68'] as const;
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

/** Lamp ids of an address's `lampIdsStr` ("3,7"); anything else is left out. */
export const lampIdsOf = (v: string | null): number[] =>
  [...new Set((v ?? '').split(',').map((s) => Number(s.trim())))].filter((n) => Number.isInteger(n) && n > 0);

/** The filters of the folding "more filters" area that differ from their default (the count on its button). */
export function foldedFilterCount(f: LibraryFilters): number {
  return [
    f.dataTypes.length !== DATA_TYPES.length,
    f.colorType !== undefined,
    !!f.voltage,
    f.lampShape.length > 0,
    f.tolerance !== DEFAULT_TOLERANCE_PERCENT,
    f.priceMin.trim() !== '',
    f.fluxMin.trim() !== '',
    f.criMin !== undefined,
    f.ipMin !== undefined,
  ].filter(Boolean).length;
}

/** Whether any filter differs from its default (the clear button). */
export const hasFilters = (f: LibraryFilters) => foldedFilterCount(f) > 0 || f.brandIds.length > 0 || f.priceMax.trim() !== '' || f.lampIds.length > 0;

/**
 * The editor's weight fields → the library request's weight fields (docs/DOMAIN.md "Weighted
 * search"; the dark band's height is the library's own criterion, lower is better).
 */
export const EDITOR_WEIGHTS = {
  priceWeight: 'price',
  anbanHeightWeight: 'anbanHeight',
  evennessWeight: 'evenness',
  lightnessMaxWeight: 'lightnessMax',
  lightnessWeight: 'lightnessMin',
  lightnessAveWeight: 'lightnessAve',
  powerWeight: 'powerValue',
} as const satisfies Partial<Record<keyof EditorForm, keyof LampLibraryRequest>>;

/**
 * The form's weights as the library request carries them, and whether they can order it: none
 * set, within the quota of 100 (`ok`), or over it (`over`: the library is then left unordered).
 */
export function formWeights(form: EditorForm): { state: 'none' | 'ok' | 'over'; weights: Partial<Record<(typeof EDITOR_WEIGHTS)[keyof typeof EDITOR_WEIGHTS], number>> } {
  const given = libraryWeights(form);
  const weights: Partial<Record<(typeof EDITOR_WEIGHTS)[keyof typeof EDITOR_WEIGHTS], number>> = {};
  for (const [field, key] of Object.entries(EDITOR_WEIGHTS) as Array<[keyof typeof EDITOR_WEIGHTS, (typeof EDITOR_WEIGHTS)[keyof typeof EDITOR_WEIGHTS]]>) {
    const v = given[field];
    if (v !== undefined && v > 0) weights[key] = v;
  }
  const sum = lampparamWeightSum(given);
  if (sum === 0) return { state: 'none', weights: {} };
  return sum > WEIGHT_QUOTA + 1e-9 ? { state: 'over', weights: {} } : { state: 'ok', weights };
}

/** Page size of the lamp library search (specification point 9). */
export const LIBRARY_ROWS = 20;

export const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || String(v).trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Intensity index fields in the order of lightIntensity1…10 (docs/DOMAIN.md). */
const INTENSITY_KEYS = LIGHT_INTENSITY_INDEX_KEYS;
/** Targets of the ≤ kind among the intensity fields; the others are minimums. */
const INTENSITY_UPPER = new Set(['verticalUp30']);

/** The intensity targets of an entry as `lightIntensity<n>Min|Max` bounds (the request and the photometric check). */
export function intensityBounds(entry: ParamIndexEntry): Record<string, number> {
  const out: Record<string, number> = {};
  INTENSITY_KEYS.forEach((key, i) => {
    const v = num(entry[key]);
    if (v !== undefined) out[`lightIntensity${i + 1}${INTENSITY_UPPER.has(key) ? 'Max' : 'Min'}`] = v;
  });
  const up30Max = num(entry.verticalUp30Max);
  if (up30Max !== undefined) out.lightIntensity6Max = up30Max;
  const down45Max = num(entry.down45Max);
  if (down45Max !== undefined) out.lightIntensity10Max = down45Max;
  return out;
}

/**
 * The form's surface sizes as the request names them: each letter a typical surface has, from
 * the record's field to the surface's ({@link CONTEST_FIELDS}); these take a tolerance. D is the
 * largest wall distance, or the smallest when only that is given.
 */
function surfaceSizes(form: EditorForm): Partial<Record<ContestField, number>> {
  const out: Partial<Record<ContestField, number>> = {};
  for (const [letter, field] of Object.entries(CONTEST_FIELDS) as Array<[keyof typeof CONTEST_FIELDS, ContestField]>) {
    out[field] = num(form[LAMPPARAM_DIMENSION_FIELDS[letter]]);
  }
  out.lumSize ??= num(form.lumSizeMin);
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
    LIBRARY_FACE_TARGETS.map((key) => [`${targetRequestField(key)}${face}`, num(key === 'brightnessMax' ? (entry.brightnessMax ?? entry.brightnessA) : entry[key])]),
  );
}

/** The B/A luminance ratio bounds an entry sets (face B's, as the record keeps them), as the request names them. */
function ratioBounds(entry: ParamIndexEntry): Record<string, number | undefined> {
  return Object.fromEntries((Object.keys(RATIO_REQUEST_FIELDS) as RatioTargetKey[]).map((key) => [RATIO_REQUEST_FIELDS[key], num(entry[key])]));
}

/**
 * The lamp library request that follows the form: the surface type and its sizes with their
 * tolerance (`diffArray`), albedo, the lighting targets (A/B variants and the B/A luminance ratio for two-face types), power
 * and lamp sizes, the form's weights, and every filter of the panel.
 * Undefined when no surface type is chosen yet.
 */
export function libraryRequest(form: EditorForm, filters: LibraryFilters, page: number): LampLibraryRequest | undefined {
  if (!form.contestType) return undefined;
  const type = contestTypeById(form.contestType);
  const req: Record<string, unknown> = {
    page,
    rows: LIBRARY_ROWS,
    isAudit: 1,
    contestTypeId: form.contestType,
    projectId: form.projectId,
    albedo: num(form.albedo),
    ...surfaceSizes(form),
    powerMax: num(form.lampPower),
    longNs: num(form.lampLong),
    widthNs: num(form.lampWidth),
    heightNs: num(form.lampHeight),
    priceMin: num(filters.priceMin),
    priceMax: num(filters.priceMax),
    brandIds: filters.brandIds.length ? filters.brandIds.join(',') : undefined,
    dataTypeStr: (filters.dataTypes.length ? filters.dataTypes : DATA_TYPES).join(','),
    colorType: (filters.colorType === undefined ? form.grayDemand : filters.colorType) ?? undefined,
    voltage: filters.voltage || undefined,
    lampShape: filters.lampShape.length ? filters.lampShape.join(',') : undefined,
    lampIdsStr: filters.lampIds.length ? filters.lampIds.join(',') : undefined,
    fluxMin: num(filters.fluxMin),
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
  const faces = faceEntriesOf(form);
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
