import {
  ALL_ON,
  DATA_TYPES,
  TARGETS,
  WEIGHT_FIELDS,
  selectionRequest,
  targetBoundFields,
  type DataType,
  type SelectionRequest,
  type SortOrder,
  type TargetKey,
  type TemplateIndex,
} from '@lampsheet/contracts';
import type { WeightValues } from './weights';


/** Free filter fields kept as typed text in the address. */
export const RANGE_FIELDS = [
  'priceMin',
  'priceMax',
  'voltage',
  'powerMax',
  'lightnessAveMin',
  'lightnessAveMax',
  'lightnessMaxMin',
  'lightnessMaxMax',
  'lightnessMinMin',
  'evennessMin',
  // two-face types: the B/A luminance ratio (the B row's Lavg / the A row's)
  'lightnessRatioMin',
  'lightnessRatioMax',
  // the fixture's tender data: flux between, CRI at least, IP at least ("IP65")
  'fluxMin',
  'fluxMax',
  'criMin',
  'ipMin',
] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];

/**
 * Everything the panel shows lives in the address (so a search can be bookmarked, sent, and
 * walked with back/forward): this is its parsed form.
 */
export interface SelectionSearch {
  projectId?: number;
  contestTypeId?: number;
  dataTypes: DataType[];
  brandIds: number[];
  lampShape: number[];
  ranges: Partial<Record<RangeField, string>>;
  /** Target parameter values by template index key. */
  targets: Record<string, string>;
  sort?: string;
  order?: SortOrder;
  page: number;
  /** Weighted search: preset code and weights; `weighted` = show the weighted results. */
  weighted: boolean;
  weightCode?: string;
  weights: WeightValues;
  /** 1 single colour, 2 multi-colour (`colorFlag`); absent: both. */
  colorFlag?: 1 | 2;
  /** "Only these fixtures" (`lampIdsStr`): a compare list or a link from a sheet; absent or empty: all. */
  lampIds?: number[];
  /**
   * The ticked columns when the address names them (`cols`): they win over the user's stored
   * choice, so a shared link shows its columns; absent, the stored choice applies.
   */
  columns?: string[];
}

export const EMPTY_SEARCH: SelectionSearch = {
  dataTypes: [...DATA_TYPES],
  brandIds: [],
  lampShape: [],
  ranges: {},
  targets: {},
  page: 1,
  weighted: false,
  weights: {},
};

const positiveInt = (v: string | null): number | undefined => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : undefined;
};
const idList = (v: string | null): number[] =>
  (v ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** A column key as the column definitions spell them. */
const COLUMN_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Reads the panel state from the address; anything malformed falls back to the default. */
export function parseSelectionSearch(params: URLSearchParams): SelectionSearch {
  const dt = params.get('dataTypeStr');
  const dataTypes =
    dt === null
      ? [...DATA_TYPES]
      : DATA_TYPES.filter((v) => dt.split(',').map((s) => s.trim()).includes(v));
  const ranges: SelectionSearch['ranges'] = {};
  for (const f of RANGE_FIELDS) {
    const v = params.get(f);
    if (v) ranges[f] = v;
  }
  const targets: Record<string, string> = {};
  const weights: WeightValues = {};
  for (const [key, value] of params) {
    if (key.startsWith('t.') && value !== '') targets[key.slice(2)] = value;
    if (key.startsWith('w.') && value !== '' && (WEIGHT_FIELDS as readonly string[]).includes(key.slice(2))) {
      weights[key.slice(2) as keyof WeightValues] = value;
    }
  }
  const order = params.get('order');
  return {
    projectId: positiveInt(params.get('id')),
    contestTypeId: positiveInt(params.get('contestTypeId')),
    dataTypes,
    brandIds: idList(params.get('brandIds')),
    lampShape: idList(params.get('lampShape')).filter((n) => n === 1 || n === 2),
    ranges,
    targets,
    sort: params.get('sort') || undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    weighted: params.get('weighted') === '1',
    weightCode: params.get('weightCode') || undefined,
    weights,
    ...(params.has('cols') ? { columns: [...new Set((params.get('cols') ?? '').split(',').filter((k) => COLUMN_KEY.test(k)))] } : {}),
    ...colourAndLampsOf(params),
  };
}

/** The colour filter and "only these fixtures" of an address (`colorFlag`, `lampIdsStr`). */
function colourAndLampsOf(params: URLSearchParams): Pick<SelectionSearch, 'colorFlag' | 'lampIds'> {
  const colour = params.get('colorFlag');
  const lampIds = [...new Set(idList(params.get('lampIdsStr')))];
  return {
    ...(colour === '1' || colour === '2' ? { colorFlag: Number(colour) as 1 | 2 } : {}),
    ...(lampIds.length ? { lampIds } : {}),
  };
}

/** Writes the state back; defaults are left out so addresses stay short. */
export function serialiseSelectionSearch(state: SelectionSearch): URLSearchParams {
  const p = new URLSearchParams();
  if (state.projectId) p.set('id', String(state.projectId));
  if (state.contestTypeId) p.set('contestTypeId', String(state.contestTypeId));
  if (state.dataTypes.length !== DATA_TYPES.length) p.set('dataTypeStr', state.dataTypes.join(','));
  if (state.brandIds.length) p.set('brandIds', state.brandIds.join(','));
  if (state.lampShape.length) p.set('lampShape', state.lampShape.join(','));
  for (const f of RANGE_FIELDS) if (state.ranges[f]) p.set(f, state.ranges[f]!);
  for (const [k, v] of Object.entries(state.targets).sort(([a], [b]) => a.localeCompare(b))) if (v !== '') p.set(`t.${k}`, v);
  if (state.sort && state.order) {
    p.set('sort', state.sort);
    p.set('order', state.order);
  }
  if (state.page > 1) p.set('page', String(state.page));
  if (state.weighted) p.set('weighted', '1');
  if (state.weightCode) p.set('weightCode', state.weightCode);
  for (const f of WEIGHT_FIELDS) if (state.weights[f]) p.set(`w.${f}`, state.weights[f]!);
  if (state.colorFlag) p.set('colorFlag', String(state.colorFlag));
  if (state.lampIds?.length) p.set('lampIdsStr', state.lampIds.join(','));
  if (state.columns) p.set('cols', state.columns.join(','));
  return p;
}

/** A normal search: clears any chosen preset and weight code, uses the page passed in. */
export function normalSearch(state: SelectionSearch, page = 1): SelectionSearch {
  return { ...state, page, weighted: false, weightCode: undefined, weights: {} };
}

/** A weighted search keeps the preset and weights and shows the ranked rows from page 1. */
export function weightedSearch(state: SelectionSearch, weightCode: string | undefined, weights: WeightValues): SelectionSearch {
  return { ...state, page: 1, weighted: true, weightCode, weights };
}

/**
 * Template target → request bounds. A target carries a comparison sign: `≥ x` is a lower
 * bound, `≤ x` an upper one (the server turns a missing bound into 0 or 10 000 000). Every
 * target of the domain ({@link TargetKey}) has the bounds of the metric it checks, those the
 * selection request has.
 */
const REQUEST_FIELDS = new Set(Object.keys(selectionRequest.shape));
const requestBound = (field: string) => (REQUEST_FIELDS.has(field) ? (field as keyof SelectionRequest) : undefined);
const TARGET_FIELDS: Record<string, { min?: keyof SelectionRequest; max?: keyof SelectionRequest }> = Object.fromEntries(
  (Object.keys(TARGETS) as TargetKey[]).map((key) => {
    const { min, max } = targetBoundFields(key);
    return [key, { min: requestBound(min), max: requestBound(max) }];
  }),
);

/** Targets that the selection request can express (others are shown but only used by make). */
export function isSearchableTarget(indexKey: string): boolean {
  return indexKey in TARGET_FIELDS;
}

function targetBounds(
  index: Pick<TemplateIndex, 'indexKey' | 'indexPrefix'>,
  value: number,
): Partial<Record<keyof SelectionRequest, number>> {
  const fields = TARGET_FIELDS[index.indexKey];
  if (!fields) return {};
  const sign = index.indexPrefix?.trim();
  const out: Partial<Record<keyof SelectionRequest, number>> = {};
  const lower = sign === '≥' || sign === '>=' || (!sign && index.indexKey.endsWith('Min'));
  const upper = sign === '≤' || sign === '<=' || (!sign && index.indexKey.endsWith('Max'));
  if (lower && fields.min) out[fields.min] = value;
  else if (upper && fields.max) out[fields.max] = value;
  else if (!lower && !upper) {
    if (fields.min) out[fields.min] = value;
    if (fields.max) out[fields.max] = value;
  }
  return out;
}

const numberOrUndefined = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** The body of `tyList` / `weightList` for a state (filters in the panel win over targets). */
export function toSelectionRequest(
  state: SelectionSearch,
  indices: readonly Pick<TemplateIndex, 'indexKey' | 'indexPrefix'>[] = [],
): SelectionRequest {
  const req: Record<string, unknown> = {
    contestTypeId: state.contestTypeId,
    projectId: state.projectId,
    dataTypeStr: state.dataTypes.join(','),
    rgbwa: ALL_ON,
    page: state.page,
  };
  for (const index of indices) {
    const value = numberOrUndefined(state.targets[index.indexKey]);
    if (value !== undefined) Object.assign(req, targetBounds(index, value));
  }
  if (state.brandIds.length) req.brandIds = state.brandIds.join(',');
  if (state.lampShape.length) req.lampShape = state.lampShape.join(',');
  if (state.colorFlag) req.colorFlag = state.colorFlag;
  if (state.lampIds?.length) req.lampIdsStr = state.lampIds.join(',');
  for (const f of RANGE_FIELDS) {
    if (f === 'voltage') {
      if (state.ranges.voltage?.trim()) req.voltage = state.ranges.voltage.trim();
      continue;
    }
    if (f === 'ipMin') {
      if (state.ranges.ipMin?.trim()) req.ipMin = state.ranges.ipMin.trim().toUpperCase();
      continue;
    }
    const n = numberOrUndefined(state.ranges[f]);
    if (n !== undefined) req[f] = n;
  }
  if (state.sort && state.order) {
    req.sort = state.sort;
    req.order = state.order;
  }
  if (state.weighted) {
    if (state.weightCode) req.weightCode = state.weightCode;
    for (const f of WEIGHT_FIELDS) {
      const n = numberOrUndefined(state.weights[f]);
      if (n !== undefined) req[f] = n;
    }
  }
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined && v !== '')) as SelectionRequest;
}
