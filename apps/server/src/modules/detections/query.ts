import { DETECTION_FIGURE_KEYS, LAMP_FIGURE_KEYS, type SortableKey } from '@lampsheet/contracts';
import type { DetectionFilters, WeightKey } from './repository.js';

/*
 * The search index's core: the detection rows of one application type and the lamps as typed
 * arrays, and the pure functions that answer a search over them (filter, weighted score, sort
 * key, top k). No database and no cache: `search-blocks.ts` loads the arrays, `search-index.ts`
 * keeps them and `answer-cache.ts` what was worked out on them (docs/decisions/004).
 */

/** The detection rows' columns the index holds: the figures the table sorts by (contracts). */
export const DETECTION_COLUMNS = DETECTION_FIGURE_KEYS;
export type DetectionColumn = (typeof DETECTION_COLUMNS)[number];

/** The lamps' columns the index holds: the lamp figures the table sorts by (contracts). */
export const LAMP_COLUMNS = LAMP_FIGURE_KEYS;
export type LampColumn = (typeof LAMP_COLUMNS)[number];

/** The detection rows of one application type, a column an array (NaN stands for NULL). */
export interface RowBlock {
  n: number;
  id: Int32Array;
  contestId: Int32Array;
  lampId: Int32Array;
  brandId: Int32Array;
  /** 0 when the row belongs to no project. */
  projectId: Int32Array;
  /** 1, 2 or 4. */
  dataType: Uint8Array;
  /** 1 for face B. */
  faceB: Uint8Array;
  rgbwa: Uint16Array;
  rgbwaCodes: Map<string, number>;
  /**
   * Empty (length 0) when no row of the block has the value: reading it gives undefined, which
   * fails every bound, sorts as NULL and leaves a weight out, as NaN does.
   */
  cols: Record<DetectionColumn, Float64Array>;
}

/** The lamps, indexed by lamp id (NaN for NULL). */
export interface LampColumns {
  cols: Record<LampColumn, Float64Array>;
  shape: Int32Array;
  colorFlag: Int32Array;
  /** The colour type's entry id (0: not known). */
  colorType: Int32Array;
  audited: Uint8Array;
  voltage: Int32Array;
  voltageCodes: Map<string, number>;
  /** Position of the lamp's brand in brand-name order, for sorting by brand. */
  brandRank: Int32Array;
}

/** Lamp columns for ids 0 … size − 1, every figure NULL (NaN) and no voltage (−1) until filled. */
export function emptyLampColumns(size: number): LampColumns {
  return {
    cols: Object.fromEntries(LAMP_COLUMNS.map((c) => [c, new Float64Array(size).fill(NaN)])) as LampColumns['cols'],
    shape: new Int32Array(size),
    colorFlag: new Int32Array(size),
    colorType: new Int32Array(size),
    audited: new Uint8Array(size),
    voltage: new Int32Array(size).fill(-1),
    voltageCodes: new Map(),
    brandRank: new Int32Array(size),
  };
}

export interface IndexPage {
  total: number;
  /** Row ids of the page in order, with their scores for a weighted search. */
  ids: number[];
  scores?: number[];
}

/** A weighted search's criteria. */
export type Weights = Array<{ key: WeightKey; weight: number }>;

/** A key that orders rows: a column of the row or of its lamp. */
export type SortSource = { kind: 'detection'; col: DetectionColumn } | { kind: 'lamp'; col: LampColumn } | { kind: 'id' } | { kind: 'brand' };

export const SORT_SOURCES = {
  id: { kind: 'id' },
  brandName: { kind: 'brand' },
  ...Object.fromEntries(DETECTION_COLUMNS.map((col) => [col, { kind: 'detection', col }])),
  ...Object.fromEntries(LAMP_COLUMNS.map((col) => [col, { kind: 'lamp', col }])),
} as Record<SortableKey, SortSource>;

export const WEIGHT_SOURCES: Record<WeightKey, { source: SortSource; higherIsBetter: boolean }> = {
  price: { source: { kind: 'lamp', col: 'authorizedPrice' }, higherIsBetter: false },
  evenness: { source: { kind: 'detection', col: 'evenness' }, higherIsBetter: true },
  lightnessMax: { source: { kind: 'detection', col: 'lightnessMax' }, higherIsBetter: true },
  lightnessMin: { source: { kind: 'detection', col: 'lightness' }, higherIsBetter: true },
  lightnessAve: { source: { kind: 'detection', col: 'lightnessAve' }, higherIsBetter: true },
  powerValue: { source: { kind: 'detection', col: 'power' }, higherIsBetter: false },
  anbanHeight: { source: { kind: 'detection', col: 'anbanHeight' }, higherIsBetter: false },
};

/**
 * Positions of the A rows that pass every filter: each filter is one tight pass over the
 * survivors of the previous one, in `scratch` (at least `block.n` long, reused from search to
 * search) when given; the answer is a copy of its length.
 */
export function filterRows(block: RowBlock, lamps: LampColumns, f: DetectionFilters, scratch?: Int32Array): Int32Array {
  const lampId = block.lampId;
  const idx = scratch ?? new Int32Array(block.n);
  let n = 0;
  // Face A rows of the wanted data types (project rows only of the named project).
  const wantTypes = new Uint8Array(5);
  for (const t of f.dataTypes) if (t !== '2') wantTypes[Number(t)] = 1;
  const project = f.dataTypes.includes('2') && f.projectId !== undefined ? f.projectId : -1;
  const { faceB, dataType, projectId } = block;
  for (let i = 0; i < block.n; i++) {
    if (faceB[i] === 1) continue;
    const t = dataType[i]!;
    if (wantTypes[t] === 1 || (t === 2 && projectId[i] === project)) idx[n++] = i;
  }
  const keepIf = (pass: (i: number) => boolean) => {
    let k = 0;
    for (let j = 0; j < n; j++) {
      const i = idx[j]!;
      if (pass(i)) idx[k++] = i;
    }
    n = k;
  };
  // NaN (NULL) fails every bound, as NULL does in SQL. A lamp column is read through the row's
  // lamp (`via`); one plain loop, no mapping callback: this is the hot path of decision 004.
  const range = (col: Float64Array, min: number | undefined, max: number | undefined, via?: Int32Array) => {
    if (min === undefined && max === undefined) return;
    const lo = min ?? -Infinity;
    const hi = max ?? Infinity;
    let k = 0;
    for (let j = 0; j < n; j++) {
      const i = idx[j]!;
      const v = col[via === undefined ? i : via[i]!] ?? NaN;
      if (v >= lo && v <= hi) idx[k++] = i;
    }
    n = k;
  };
  const c = block.cols;
  if (f.contestId !== undefined) keepIf((i) => block.contestId[i] === f.contestId);
  range(c.power, f.powerMin, f.powerMax);
  range(c.lightnessAve, f.lightnessAveMin, f.lightnessAveMax);
  range(c.lightness, f.lightnessMinMin, undefined);
  range(c.lightnessMax, f.lightnessMaxMin, f.lightnessMaxMax);
  range(c.evenness, f.evennessMin, f.evennessMax);
  range(c.anbanHeight, undefined, f.anbanHeightMax);
  range(lamps.cols.authorizedPrice, f.priceMin, f.priceMax, lampId);
  if (f.colorFlag !== undefined) keepIf((i) => lamps.colorFlag[lampId[i]!] === f.colorFlag);
  if (f.colorType !== undefined) keepIf((i) => lamps.colorType[lampId[i]!] === f.colorType);
  if (f.lampIds?.length) {
    const set = new Set(f.lampIds);
    keepIf((i) => set.has(lampId[i]!));
  }
  if (f.rgbwa) {
    const code = block.rgbwaCodes.get(f.rgbwa) ?? -1;
    keepIf((i) => block.rgbwa[i] === code);
  }
  if (f.lampShapes?.length) {
    const set = new Set(f.lampShapes);
    keepIf((i) => set.has(lamps.shape[lampId[i]!]!));
  }
  if (f.brandIds?.length) {
    const set = new Set(f.brandIds);
    keepIf((i) => set.has(block.brandId[i]!));
  }
  if (f.voltage) {
    const code = lamps.voltageCodes.get(f.voltage) ?? -2;
    keepIf((i) => lamps.voltage[lampId[i]!] === code);
  }
  if (f.audited) keepIf((i) => lamps.audited[lampId[i]!] === 1);
  return idx.slice(0, n);
}

/**
 * Σ weight × min–max scaled value over the matching rows. Each criterion reads its column
 * twice through the positions (range, then score) instead of copying it out first: the
 * copies were most of a weighted search's time (three 60,000-value arrays per request).
 */
export function weightedScores(block: RowBlock, lamps: LampColumns, matched: Int32Array, weights: Weights): Float64Array {
  const score = new Float64Array(matched.length);
  const n = matched.length;
  const lampId = block.lampId;
  for (const w of weights) {
    if (w.weight <= 0) continue;
    const spec = WEIGHT_SOURCES[w.key];
    const source = spec.source;
    // a weight source is a column of the row or of its lamp (WEIGHT_SOURCES)
    if (source.kind !== 'detection' && source.kind !== 'lamp') continue;
    const viaLamp = source.kind === 'lamp';
    const col = source.kind === 'lamp' ? lamps.cols[source.col] : block.cols[source.col];
    let min = Infinity;
    let max = -Infinity;
    for (let j = 0; j < n; j++) {
      const i = matched[j]!;
      const v = viaLamp ? col[lampId[i]!]! : col[i]!;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (min === Infinity) continue;
    const span = max - min;
    const weight = w.weight;
    // scaled = (v - min) / span, or (max - v) / span when lower is better, 1 when all are
    // equal; computed exactly so (same operations, same rounding) as the SQL path does
    const up = spec.higherIsBetter;
    for (let j = 0; j < n; j++) {
      const i = matched[j]!;
      const v = viaLamp ? col[lampId[i]!]! : col[i]!;
      if (v !== v) continue;
      score[j] = score[j]! + (span === 0 ? 1 : up ? (v - min) / span : (max - v) / span) * weight;
    }
  }
  return score;
}

/**
 * The values of a sort or weight source for the given positions (NaN for NULL), written into
 * `scratch` (reused from search to search; its first `positions.length` values) when given.
 */
export function sortKey(block: RowBlock, lamps: LampColumns, source: SortSource, positions: Int32Array, scratch?: Float64Array): Float64Array {
  const out = scratch ? scratch.subarray(0, positions.length) : new Float64Array(positions.length);
  const lampId = block.lampId;
  switch (source.kind) {
    case 'id':
      for (let j = 0; j < positions.length; j++) out[j] = block.id[positions[j]!]!;
      break;
    case 'brand':
      for (let j = 0; j < positions.length; j++) out[j] = lamps.brandRank[lampId[positions[j]!]!] ?? NaN;
      break;
    case 'detection': {
      const col = block.cols[source.col];
      for (let j = 0; j < positions.length; j++) out[j] = col[positions[j]!]!;
      break;
    }
    case 'lamp': {
      const col = lamps.cols[source.col];
      for (let j = 0; j < positions.length; j++) out[j] = col[lampId[positions[j]!]!] ?? NaN;
      break;
    }
  }
  return out;
}

/**
 * Whether the row at index `a` (into `positions`) comes before the one at `b`: by `key` in
 * direction `dir` (1 asc, -1 desc), NULLs (NaN) last, ties by id ascending.
 */
function precedes(positions: Int32Array, key: Float64Array, ids: Int32Array, dir: 1 | -1) {
  return (a: number, b: number): boolean => {
    const va = key[a]!;
    const vb = key[b]!;
    const na = va !== va;
    const nb = vb !== vb;
    if (na !== nb) return nb;
    if (!na && va !== vb) return dir === 1 ? va < vb : va > vb;
    return ids[positions[a]!]! < ids[positions[b]!]!;
  };
}

/** Indices (into `positions`) of every row in the order of `precedes`: what `topK` answers with k = all. */
export function sortAll(positions: Int32Array, key: Float64Array, ids: Int32Array, dir: 1 | -1): Uint32Array {
  const before = precedes(positions, key, ids, dir);
  const order = new Uint32Array(positions.length);
  for (let j = 0; j < order.length; j++) order[j] = j;
  return order.sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}

/**
 * Indices (into `positions`) of the first `k` rows ordered by `key` in direction `dir` (1 asc,
 * -1 desc), NULLs (NaN) last, ties by id ascending — sorted. A bounded binary heap, O(n log k):
 * a page near the top of 100 000 rows costs one pass.
 */
export function topK(positions: Int32Array, key: Float64Array, ids: Int32Array, k: number, dir: 1 | -1): number[] {
  if (k <= 0 || positions.length === 0) return [];
  const before = precedes(positions, key, ids, dir);
  // The heap keeps the k best seen so far with the worst of them at the root.
  const heap = new Int32Array(Math.min(k, positions.length));
  let size = 0;
  const siftUp = (i: number) => {
    const x = heap[i]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(heap[p]!, x)) break;
      heap[i] = heap[p]!;
      i = p;
    }
    heap[i] = x;
  };
  const siftDown = (i: number) => {
    const x = heap[i]!;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= size) break;
      const r = l + 1;
      const m = r < size && before(heap[l]!, heap[r]!) ? r : l;
      if (!before(x, heap[m]!)) break;
      heap[i] = heap[m]!;
      i = m;
    }
    heap[i] = x;
  };
  for (let j = 0; j < positions.length; j++) {
    if (size < heap.length) {
      heap[size++] = j;
      siftUp(size - 1);
    } else if (before(j, heap[0]!)) {
      heap[0] = j;
      siftDown(0);
    }
  }
  return Array.from(heap.subarray(0, size)).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
}
