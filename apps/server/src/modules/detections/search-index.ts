import { sql, type Kysely } from 'kysely';
import { LIGHT_INTENSITY_FIELDS, type SortableKey } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import type { DetectionFilters, WeightKey } from './repository.js';

/**
 * In-memory columnar index of the detection rows, one block per application type, for the
 * selection table's filters, sorting, counting and weighted ranking. SQL stays the system of
 * record: the index only answers which row ids make up a page and how many rows match; the
 * page's rows are then read with the usual joins. A block is loaded on first use and reloaded
 * when the type's rows changed (checked at most every `recheckMs`, or at once after
 * `invalidate()`), so a search never sees data older than that.
 *
 * Why: a search touches every candidate row of a type (up to ~100 000 at 1 M rows) to count
 * and rank it; SQLite answers that in 40–60 ms per query even from a covering index, and
 * better-sqlite3 runs on the event loop, so 8 concurrent users queue behind each other. The
 * same scan over typed arrays takes well under a millisecond. See docs/decisions/004.
 */

const DETECTION_COLUMNS = [
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
type DetectionColumn = (typeof DETECTION_COLUMNS)[number];

const LAMP_COLUMNS = ['authorizedPrice', 'longNs', 'widthNs', 'heightNs', 'beamAngle', 'colorTemperature'] as const;
type LampColumn = (typeof LAMP_COLUMNS)[number];

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\D)(\d+)$/, '$1$2');

interface TypeBlock {
  n: number;
  signature: string;
  checkedAt: number;
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
  /** NaN stands for NULL. */
  cols: Record<DetectionColumn, Float64Array>;
  /** What recent searches worked out on this block, valid while its lamp table is `cachedFor`. */
  cache: BlockCache;
}

/**
 * Answers worked out on one block for one lamp table. A block never changes once loaded (new
 * data means a new block), so they stay right until the block or the lamp table is replaced:
 * that is the invalidation by writes. Row ids are kept as long as the block; whole serialised
 * answers (`answers`, with the rows read from SQL) only for the recheck interval, so a row
 * changed in place (a picture address) shows within a second, as another process's import does.
 */
interface BlockCache {
  lamps: LampTable | null;
  /** Positions of the rows passing a set of filters (paging or re-sorting asks them again). */
  matches: Lru<Int32Array>;
  /** Weighted scores of those positions, per filters and weights (paging a ranking). */
  scores: Lru<Float64Array>;
  /** Whole answers of identical searches (the same page of the same search). */
  pages: Lru<IndexPage>;
  /** Serialised answers with their rows, for the recheck interval (`answer()`). */
  answers: Lru<{ at: number; value: Promise<string> }>;
}

/** A small least-recently-used map. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (hit !== undefined) {
      this.map.delete(key);
      this.map.set(key, hit);
    }
    return hit;
  }
  set(key: string, value: V): V {
    this.map.set(key, value);
    if (this.map.size > this.size) this.map.delete(this.map.keys().next().value!);
    return value;
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

const newCache = (): BlockCache => ({ lamps: null, matches: new Lru(16), scores: new Lru(8), pages: new Lru(256), answers: new Lru(256) });

interface LampTable {
  signature: string;
  checkedAt: number;
  /** Indexed by lamp id; NaN for NULL. */
  cols: Record<LampColumn, Float64Array>;
  shape: Int32Array;
  colorFlag: Int32Array;
  audited: Uint8Array;
  voltage: Int32Array;
  voltageCodes: Map<string, number>;
  /** Position of the lamp's brand in brand-name order, for sorting by brand. */
  brandRank: Int32Array;
}

/** A key that orders rows: a column of the row or of its lamp. */
type SortSource = { kind: 'detection'; col: DetectionColumn } | { kind: 'lamp'; col: LampColumn } | { kind: 'id' } | { kind: 'brand' };

const SORT_SOURCES: Record<SortableKey, SortSource> = {
  id: { kind: 'id' },
  brandName: { kind: 'brand' },
  power: { kind: 'detection', col: 'power' },
  lightness: { kind: 'detection', col: 'lightness' },
  lightnessAve: { kind: 'detection', col: 'lightnessAve' },
  lightnessMax: { kind: 'detection', col: 'lightnessMax' },
  evenness: { kind: 'detection', col: 'evenness' },
  anbanHeight: { kind: 'detection', col: 'anbanHeight' },
  authorizedPrice: { kind: 'lamp', col: 'authorizedPrice' },
  lumSize: { kind: 'detection', col: 'lumSize' },
  lumSizeMin: { kind: 'detection', col: 'lumSizeMin' },
  longNs: { kind: 'lamp', col: 'longNs' },
  widthNs: { kind: 'lamp', col: 'widthNs' },
  heightNs: { kind: 'lamp', col: 'heightNs' },
  beamAngle: { kind: 'lamp', col: 'beamAngle' },
  colorTemperature: { kind: 'lamp', col: 'colorTemperature' },
  lightIntensity1: { kind: 'detection', col: 'lightIntensity1' },
  lightIntensity2: { kind: 'detection', col: 'lightIntensity2' },
  lightIntensity3: { kind: 'detection', col: 'lightIntensity3' },
  lightIntensity4: { kind: 'detection', col: 'lightIntensity4' },
  lightIntensity5: { kind: 'detection', col: 'lightIntensity5' },
  lightIntensity6: { kind: 'detection', col: 'lightIntensity6' },
  lightIntensity7: { kind: 'detection', col: 'lightIntensity7' },
  lightIntensity8: { kind: 'detection', col: 'lightIntensity8' },
  lightIntensity9: { kind: 'detection', col: 'lightIntensity9' },
  lightIntensity10: { kind: 'detection', col: 'lightIntensity10' },
};

const WEIGHT_SOURCES: Record<WeightKey, { source: SortSource; higherIsBetter: boolean }> = {
  price: { source: { kind: 'lamp', col: 'authorizedPrice' }, higherIsBetter: false },
  evenness: { source: { kind: 'detection', col: 'evenness' }, higherIsBetter: true },
  lightnessMax: { source: { kind: 'detection', col: 'lightnessMax' }, higherIsBetter: true },
  lightnessMin: { source: { kind: 'detection', col: 'lightness' }, higherIsBetter: true },
  lightnessAve: { source: { kind: 'detection', col: 'lightnessAve' }, higherIsBetter: true },
  powerValue: { source: { kind: 'detection', col: 'power' }, higherIsBetter: false },
  anbanHeight: { source: { kind: 'detection', col: 'anbanHeight' }, higherIsBetter: false },
};

export interface IndexPage {
  total: number;
  /** Row ids of the page in order, with their scores for a weighted search. */
  ids: number[];
  scores?: number[];
}

/** Filters the index can answer: everything of the selection table (not the library's geometry). */
export function indexCanAnswer(f: DetectionFilters): f is DetectionFilters & { contestTypeId: number } {
  return (
    f.contestTypeId !== undefined &&
    !f.dimensions?.length &&
    !f.scaledLightness &&
    !f.faceB &&
    !f.intensities?.length &&
    f.evennessMinA === undefined &&
    !f.lamp
  );
}

/**
 * How often a search asks the database whether a type's rows changed: another server process's
 * import is seen within this (decision 004); writes of this process call `invalidate()`.
 */
export const RECHECK_MS = 1000;

const num = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));

export class DetectionSearchIndex {
  private readonly blocks = new Map<number, Promise<TypeBlock>>();
  private lamps: Promise<LampTable> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly recheckMs = RECHECK_MS,
  ) {}

  /** Forget what is loaded (all types, or one) after a write to detections or lamps. */
  invalidate(contestTypeId?: number): void {
    if (contestTypeId === undefined) {
      this.blocks.clear();
      this.lamps = undefined;
    } else this.blocks.delete(contestTypeId);
  }

  /**
   * A whole answer of a search of the type, serialised, worked out by `compute` and kept for the
   * recheck interval under `key` (which names everything the answer depends on: filters after
   * the access checks, order or weights, page, language). Identical searches meanwhile — paging
   * back and forth, several people on the same list, a refresh — get the same text without the
   * rows' SQL or the serialisation; identical searches arriving together share one computation.
   * Emptied with the block's other answers when the block or the lamp table is replaced.
   */
  async answer(contestTypeId: number, key: string, compute: () => Promise<string>): Promise<string> {
    const [block, lamps] = await Promise.all([this.block(contestTypeId), this.lampTable()]);
    const cache = this.cacheOf(block, lamps);
    const now = Date.now();
    const kept = cache.answers.get(key);
    if (kept && now - kept.at < this.recheckMs) return kept.value;
    const value = compute();
    const entry = { at: now, value };
    cache.answers.set(key, entry);
    value.catch(() => {
      if (cache.answers.get(key) === entry) cache.answers.delete(key);
    });
    return value;
  }

  /** One page of row ids in the requested order and the number of matching rows. */
  async page(f: DetectionFilters & { contestTypeId: number }, sort: { key: SortableKey; order: 'asc' | 'desc' }, page: number, rows: number): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = this.cacheOf(block, lamps);
    const filters = JSON.stringify(f);
    const answerKey = `${filters}|${sort.key}|${sort.order}|${page}|${rows}`;
    const answered = cache.pages.get(answerKey);
    if (answered) return answered;
    const matched = this.match(block, lamps, f, filters);
    const key = this.gather(block, lamps, SORT_SOURCES[sort.key], matched);
    const top = topK(matched, key, block.id, page * rows, sort.order === 'asc' ? 1 : -1);
    return cache.pages.set(answerKey, { total: matched.length, ids: top.slice((page - 1) * rows).map((j) => block.id[matched[j]!]!) });
  }

  /**
   * One page ranked by score: each weighted criterion min–max scaled over the matching rows,
   * a missing value scoring 0, score = Σ weight × scaled (0–100), best first, ties by id.
   */
  async weightedPage(
    f: DetectionFilters & { contestTypeId: number },
    weights: Array<{ key: WeightKey; weight: number }>,
    page: number,
    rows: number,
  ): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = this.cacheOf(block, lamps);
    const filters = JSON.stringify(f);
    const weightKey = weights.map((w) => `${w.key}:${w.weight}`).join(',');
    const answerKey = `${filters}|w:${weightKey}|${page}|${rows}`;
    const answered = cache.pages.get(answerKey);
    if (answered) return answered;
    const matched = this.match(block, lamps, f, filters);
    const scoreKey = `${filters}|${weightKey}`;
    const score = cache.scores.get(scoreKey) ?? cache.scores.set(scoreKey, this.score(block, lamps, matched, weights));
    const top = topK(matched, score, block.id, page * rows, -1).slice((page - 1) * rows);
    return cache.pages.set(answerKey, {
      total: matched.length,
      ids: top.map((j) => block.id[matched[j]!]!),
      scores: top.map((j) => Math.round(score[j]! * 10) / 10),
    });
  }

  /**
   * Every matching row's id in the requested order (the selection export): the order of
   * `page`, not cut to a page. Not cached: an export is asked once.
   */
  async ordered(f: DetectionFilters & { contestTypeId: number }, sort: { key: SortableKey; order: 'asc' | 'desc' }): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const matched = this.match(block, lamps, f, JSON.stringify(f));
    const key = this.gather(block, lamps, SORT_SOURCES[sort.key], matched);
    const order = sortAll(matched, key, block.id, sort.order === 'asc' ? 1 : -1);
    return { total: matched.length, ids: Array.from(order, (j) => block.id[matched[j]!]!) };
  }

  /** Every matching row ranked by score with its score, in the order of `weightedPage`. */
  async weightedOrdered(f: DetectionFilters & { contestTypeId: number }, weights: Array<{ key: WeightKey; weight: number }>): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = this.cacheOf(block, lamps);
    const filters = JSON.stringify(f);
    const matched = this.match(block, lamps, f, filters);
    const scoreKey = `${filters}|${weights.map((w) => `${w.key}:${w.weight}`).join(',')}`;
    const score = cache.scores.get(scoreKey) ?? cache.scores.set(scoreKey, this.score(block, lamps, matched, weights));
    const order = sortAll(matched, score, block.id, -1);
    return {
      total: matched.length,
      ids: Array.from(order, (j) => block.id[matched[j]!]!),
      scores: Array.from(order, (j) => Math.round(score[j]! * 10) / 10),
    };
  }

  /**
   * Σ weight × min–max scaled value over the matching rows. Each criterion reads its column
   * twice through the positions (range, then score) instead of copying it out first: the
   * copies were most of a weighted search's time (three 60,000-value arrays per request).
   */
  private score(block: TypeBlock, lamps: LampTable, matched: Int32Array, weights: Array<{ key: WeightKey; weight: number }>): Float64Array {
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

  /** The values of a sort or weight source for the given positions (NaN for NULL). */
  private gather(block: TypeBlock, lamps: LampTable, source: SortSource, positions: Int32Array): Float64Array {
    const out = new Float64Array(positions.length);
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
   * Positions of the A rows that pass every filter: each filter is one tight pass over the
   * survivors of the previous one. The last few answers are kept per block (paging through a
   * result, or re-sorting it, asks the same filters again).
   */
  private match(block: TypeBlock, lamps: LampTable, f: DetectionFilters, key: string): Int32Array {
    const cache = this.cacheOf(block, lamps);
    return cache.matches.get(key) ?? cache.matches.set(key, this.filter(block, lamps, f));
  }

  /** The block's cache, emptied first when the lamp table it was worked out on was replaced. */
  private cacheOf(block: TypeBlock, lamps: LampTable): BlockCache {
    const cache = block.cache;
    if (cache.lamps !== lamps) {
      cache.matches.clear();
      cache.scores.clear();
      cache.pages.clear();
      cache.answers.clear();
      cache.lamps = lamps;
    }
    return cache;
  }

  private filter(block: TypeBlock, lamps: LampTable, f: DetectionFilters): Int32Array {
    const lampId = block.lampId;
    const idx = new Int32Array(block.n);
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
    // NaN (NULL) fails every bound, as NULL does in SQL. `range` and `lampRange` stay two plain
    // loops rather than one with a mapping callback: this is the hot path of decision 004.
    const range = (col: Float64Array, min: number | undefined, max: number | undefined) => {
      if (min === undefined && max === undefined) return;
      const lo = min ?? -Infinity;
      const hi = max ?? Infinity;
      let k = 0;
      for (let j = 0; j < n; j++) {
        const i = idx[j]!;
        const v = col[i]!;
        if (v >= lo && v <= hi) idx[k++] = i;
      }
      n = k;
    };
    const lampRange = (col: Float64Array, min: number | undefined, max: number | undefined) => {
      if (min === undefined && max === undefined) return;
      const lo = min ?? -Infinity;
      const hi = max ?? Infinity;
      let k = 0;
      for (let j = 0; j < n; j++) {
        const i = idx[j]!;
        const v = col[lampId[i]!] ?? NaN;
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
    lampRange(lamps.cols.authorizedPrice, f.priceMin, f.priceMax);
    if (f.colorFlag !== undefined) keepIf((i) => lamps.colorFlag[lampId[i]!] === f.colorFlag);
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

  private async signature(table: 'detections' | 'lamps' | 'brands', contestTypeId?: number): Promise<string> {
    let q = this.db.selectFrom(table).select([sql<number>`count(*)`.as('n'), sql<number>`max(id)`.as('m')]);
    if (table === 'detections' && contestTypeId !== undefined) q = (q as typeof q).where('contestTypeId' as never, '=', contestTypeId as never);
    const r = await q.executeTakeFirstOrThrow();
    return `${Number(r.n)}:${Number(r.m ?? 0)}`;
  }

  private async block(contestTypeId: number): Promise<TypeBlock> {
    const cached = this.blocks.get(contestTypeId);
    if (cached) {
      const block = await cached;
      if (Date.now() - block.checkedAt < this.recheckMs) return block;
      block.checkedAt = Date.now();
      if ((await this.signature('detections', contestTypeId)) === block.signature) return block;
      if (this.blocks.get(contestTypeId) === cached) this.blocks.delete(contestTypeId);
      return this.block(contestTypeId);
    }
    const loading = this.loadBlock(contestTypeId);
    this.blocks.set(contestTypeId, loading);
    loading.catch(() => this.blocks.delete(contestTypeId));
    return loading;
  }

  private async loadBlock(contestTypeId: number): Promise<TypeBlock> {
    const signature = await this.signature('detections', contestTypeId);
    const raw = this.db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const columns = ['id', 'contest_id', 'lamp_id', 'brand_id', 'project_id', 'data_type', 'surface_type', 'rgbwa', ...DETECTION_COLUMNS.map(snake)];
    const rows = (await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from detections where contest_type_id = ${contestTypeId}`.execute(raw)).rows;
    const n = rows.length;
    const block: TypeBlock = {
      n,
      signature,
      checkedAt: Date.now(),
      id: new Int32Array(n),
      contestId: new Int32Array(n),
      lampId: new Int32Array(n),
      brandId: new Int32Array(n),
      projectId: new Int32Array(n),
      dataType: new Uint8Array(n),
      faceB: new Uint8Array(n),
      rgbwa: new Uint16Array(n),
      rgbwaCodes: new Map(),
      cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, new Float64Array(n)])) as Record<DetectionColumn, Float64Array>,
      cache: newCache(),
    };
    const snakeCols = DETECTION_COLUMNS.map((c) => [c, snake(c)] as const);
    for (let i = 0; i < n; i++) {
      const r = rows[i]!;
      block.id[i] = Number(r.id);
      block.contestId[i] = Number(r.contest_id);
      block.lampId[i] = Number(r.lamp_id);
      block.brandId[i] = Number(r.brand_id);
      block.projectId[i] = r.project_id === null ? 0 : Number(r.project_id);
      block.dataType[i] = Number(r.data_type);
      block.faceB[i] = r.surface_type === 'B' ? 1 : 0;
      const channel = String(r.rgbwa);
      let code = block.rgbwaCodes.get(channel);
      if (code === undefined) block.rgbwaCodes.set(channel, (code = block.rgbwaCodes.size));
      block.rgbwa[i] = code;
      for (const [col, key] of snakeCols) block.cols[col][i] = num(r[key]);
    }
    return block;
  }

  private async lampTable(): Promise<LampTable> {
    if (this.lamps) {
      const table = await this.lamps;
      if (Date.now() - table.checkedAt < this.recheckMs) return table;
      table.checkedAt = Date.now();
      if (`${await this.signature('lamps')}/${await this.signature('brands')}` === table.signature) return table;
      this.lamps = undefined;
    }
    this.lamps = this.loadLamps();
    this.lamps.catch(() => (this.lamps = undefined));
    return this.lamps;
  }

  private async loadLamps(): Promise<LampTable> {
    const signature = `${await this.signature('lamps')}/${await this.signature('brands')}`;
    const lamps = await this.db
      .selectFrom('lamps')
      .select(['id', 'brandId', 'lampShape', 'colorFlag', 'isAudit', 'workVoltage', ...LAMP_COLUMNS])
      .execute();
    const brands = await this.db.selectFrom('brands').select(['id', 'brandName']).execute();
    // Same order as SQL's ORDER BY brand_name for plain text (code-point order).
    const rank = new Map([...brands].sort((a, b) => (a.brandName < b.brandName ? -1 : a.brandName > b.brandName ? 1 : 0)).map((b, i) => [b.id, i]));
    const size = lamps.reduce((m, l) => Math.max(m, l.id), 0) + 1;
    const table: LampTable = {
      signature,
      checkedAt: Date.now(),
      cols: Object.fromEntries(LAMP_COLUMNS.map((c) => [c, new Float64Array(size).fill(NaN)])) as Record<LampColumn, Float64Array>,
      shape: new Int32Array(size),
      colorFlag: new Int32Array(size),
      audited: new Uint8Array(size),
      voltage: new Int32Array(size).fill(-1),
      voltageCodes: new Map(),
      brandRank: new Int32Array(size),
    };
    for (const l of lamps) {
      for (const c of LAMP_COLUMNS) table.cols[c][l.id] = num(l[c]);
      table.shape[l.id] = l.lampShape ?? 0;
      table.colorFlag[l.id] = l.colorFlag;
      table.audited[l.id] = l.isAudit;
      if (l.workVoltage !== null) {
        let code = table.voltageCodes.get(l.workVoltage);
        if (code === undefined) table.voltageCodes.set(l.workVoltage, (code = table.voltageCodes.size));
        table.voltage[l.id] = code;
      }
      table.brandRank[l.id] = rank.get(l.brandId) ?? -1;
    }
    return table;
  }
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
function sortAll(positions: Int32Array, key: Float64Array, ids: Int32Array, dir: 1 | -1): Uint32Array {
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
function topK(positions: Int32Array, key: Float64Array, ids: Int32Array, k: number, dir: 1 | -1): number[] {
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
