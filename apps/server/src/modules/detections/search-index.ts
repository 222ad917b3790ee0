import type { Kysely } from 'kysely';
import type { SortableKey } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { SearchCaches, type AnswerCache } from './answer-cache.js';
import { filterRows, SORT_SOURCES, sortAll, sortKey, topK, weightedScores, type IndexPage, type Weights } from './query.js';
import type { DetectionFilters } from './repository.js';
import { lampSignature, loadBlock, loadLamps, signature, type LampTable, type LoadedBlock } from './search-blocks.js';

/**
 * In-memory columnar index of the detection rows, one block per application type, for the
 * selection table's filters, sorting, counting and weighted ranking. SQL stays the system of
 * record: the index only answers which row ids make up a page and how many rows match; the
 * page's rows are then read with the usual joins. A block is loaded on first use and reloaded
 * when the type's change counter moved (`search_versions`, bumped by triggers; read at most every `recheckMs`, or at once after
 * `invalidate()`), so a search never sees data older than that.
 *
 * Why: a search touches every candidate row of a type (up to ~100 000 at 1 M rows) to count
 * and rank it; SQLite answers that in 40–60 ms per query even from a covering index, and
 * better-sqlite3 runs on the event loop, so 8 concurrent users queue behind each other. The
 * same scan over typed arrays takes well under a millisecond. See docs/decisions/004.
 */

/** A loaded block with the answers worked out on it. */
interface TypeBlock extends LoadedBlock {
  cache: AnswerCache;
  /**
   * Buffers of a block's size that one search uses and leaves (a search runs from filter to top
   * k without yielding): the positions while filtering, the sort key until its top k.
   */
  scratch: { positions: Int32Array; keys: Float64Array };
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
    !f.lamp &&
    // the tender filters read the fixtures' tender columns: SQL answers them
    !f.tender
  );
}

/**
 * How often a search asks the database whether a type's rows changed: another server process's
 * import is seen within this (decision 004); writes of this process call `invalidate()`.
 */
export const RECHECK_MS = 1000;

/**
 * A changed block of at least this many rows is loaded beside the one in use, and searches of the
 * type keep answering from the old block until the new one replaces it; a smaller block loads
 * in less time than a search takes to notice (tens of ms), so searches wait for it and see the
 * change at once.
 */
export const RELOAD_BESIDE_ROWS = 50_000;

export interface SearchIndexOptions {
  /** Blocks from this many rows on reload beside the old one (`RELOAD_BESIDE_ROWS`). */
  reloadBesideRows?: number;
  /** Rows read per query while loading a block (`LOAD_PAGE_ROWS`). */
  loadPageRows?: number;
  /** Called with a new block loaded beside the old one, before it replaces it (tests hold it here). */
  beforeSwap?: (contestTypeId: number) => Promise<void>;
}

export class DetectionSearchIndex {
  private readonly blocks = new Map<number, Promise<TypeBlock>>();
  /** Blocks being loaded beside the one in use, by type. */
  private readonly reloads = new Map<number, Promise<void>>();
  private lamps: Promise<LampTable> | undefined;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly recheckMs = RECHECK_MS,
    /** The answer caches of every block, bounded together in entries and bytes. */
    readonly caches = new SearchCaches(),
    private readonly options: SearchIndexOptions = {},
  ) {}

  /** Resolves when every reload under way has replaced its block (or failed). */
  async settled(): Promise<void> {
    while (this.reloads.size) await Promise.all(this.reloads.values());
  }

  /** Forget what is loaded (all types, or one) after a write to detections or lamps. */
  invalidate(contestTypeId?: number): void {
    if (contestTypeId === undefined) {
      for (const id of [...this.blocks.keys()]) this.forget(id);
      this.lamps = undefined;
    } else this.forget(contestTypeId);
  }

  /** Drop a type's block and free its answers at once (they would only age out of the caches). */
  private forget(contestTypeId: number, block = this.blocks.get(contestTypeId)): void {
    if (!block || this.blocks.get(contestTypeId) !== block) return;
    this.blocks.delete(contestTypeId);
    block.then((b) => b.cache.clear(), () => undefined);
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
    return block.cache.on(lamps).kept(key, this.recheckMs, compute);
  }

  /** One page of row ids in the requested order and the number of matching rows. */
  async page(f: DetectionFilters & { contestTypeId: number }, sort: { key: SortableKey; order: 'asc' | 'desc' }, page: number, rows: number): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = block.cache.on(lamps);
    const filters = JSON.stringify(f);
    const answerKey = `${filters}|${sort.key}|${sort.order}|${page}|${rows}`;
    const answered = cache.pages.get(answerKey);
    if (answered) return answered;
    const matched = this.match(block, lamps, f, filters);
    const key = sortKey(block, lamps, SORT_SOURCES[sort.key], matched, block.scratch.keys);
    const top = topK(matched, key, block.id, page * rows, sort.order === 'asc' ? 1 : -1);
    return cache.pages.set(answerKey, { total: matched.length, ids: top.slice((page - 1) * rows).map((j) => block.id[matched[j]!]!) });
  }

  /**
   * One page ranked by score: each weighted criterion min–max scaled over the matching rows,
   * a missing value scoring 0, score = Σ weight × scaled (0–100), best first, ties by id.
   */
  async weightedPage(
    f: DetectionFilters & { contestTypeId: number },
    weights: Weights,
    page: number,
    rows: number,
  ): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = block.cache.on(lamps);
    const filters = JSON.stringify(f);
    const weightKey = weights.map((w) => `${w.key}:${w.weight}`).join(',');
    const answerKey = `${filters}|w:${weightKey}|${page}|${rows}`;
    const answered = cache.pages.get(answerKey);
    if (answered) return answered;
    const matched = this.match(block, lamps, f, filters);
    const scoreKey = `${filters}|${weightKey}`;
    const score = cache.scores.get(scoreKey) ?? cache.scores.set(scoreKey, weightedScores(block, lamps, matched, weights));
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
    const key = sortKey(block, lamps, SORT_SOURCES[sort.key], matched, block.scratch.keys);
    const order = sortAll(matched, key, block.id, sort.order === 'asc' ? 1 : -1);
    return { total: matched.length, ids: Array.from(order, (j) => block.id[matched[j]!]!) };
  }

  /** Every matching row ranked by score with its score, in the order of `weightedPage`. */
  async weightedOrdered(f: DetectionFilters & { contestTypeId: number }, weights: Weights): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(f.contestTypeId), this.lampTable()]);
    const cache = block.cache.on(lamps);
    const filters = JSON.stringify(f);
    const matched = this.match(block, lamps, f, filters);
    const scoreKey = `${filters}|${weights.map((w) => `${w.key}:${w.weight}`).join(',')}`;
    const score = cache.scores.get(scoreKey) ?? cache.scores.set(scoreKey, weightedScores(block, lamps, matched, weights));
    const order = sortAll(matched, score, block.id, -1);
    return {
      total: matched.length,
      ids: Array.from(order, (j) => block.id[matched[j]!]!),
      scores: Array.from(order, (j) => Math.round(score[j]! * 10) / 10),
    };
  }

  /**
   * What the loaded blocks hold: their rows and the bytes of their typed arrays, the searches'
   * scratch buffers included (the lamp table and the answer caches not counted). `bench:search` prints it per row.
   */
  async memory(): Promise<{ rows: number; bytes: number }> {
    let rows = 0;
    let bytes = 0;
    for (const loading of this.blocks.values()) {
      const b = await loading.catch(() => undefined);
      if (!b) continue;
      rows += b.n;
      for (const a of [b.id, b.contestId, b.lampId, b.brandId, b.projectId, b.dataType, b.faceB, b.rgbwa, ...Object.values(b.cols), b.scratch.positions, b.scratch.keys])
        bytes += a.byteLength;
    }
    return { rows, bytes };
  }

  /**
   * Positions of the A rows that pass every filter. The last few answers are kept per block
   * (paging through a result, or re-sorting it, asks the same filters again).
   */
  private match(block: TypeBlock, lamps: LampTable, f: DetectionFilters, key: string): Int32Array {
    const cache = block.cache.on(lamps);
    return cache.matches.get(key) ?? cache.matches.set(key, filterRows(block, lamps, f, block.scratch.positions));
  }

  private async block(contestTypeId: number): Promise<TypeBlock> {
    const cached = this.blocks.get(contestTypeId);
    if (cached) {
      const block = await cached;
      if (Date.now() - block.checkedAt < this.recheckMs || this.reloads.has(contestTypeId)) return block;
      block.checkedAt = Date.now();
      if ((await signature(this.db, contestTypeId)) === block.signature) return block;
      if (block.n >= (this.options.reloadBesideRows ?? RELOAD_BESIDE_ROWS)) {
        if (!this.reloads.has(contestTypeId)) this.reloadBeside(contestTypeId, cached);
        return block;
      }
      this.forget(contestTypeId, cached);
      return this.block(contestTypeId);
    }
    const loading = this.load(contestTypeId);
    this.blocks.set(contestTypeId, loading);
    loading.catch(() => this.blocks.delete(contestTypeId));
    return loading;
  }

  private load(contestTypeId: number): Promise<TypeBlock> {
    return loadBlock(this.db, contestTypeId, this.options.loadPageRows).then(
      (b): TypeBlock => ({ ...b, cache: this.caches.forBlock(), scratch: { positions: new Int32Array(b.n), keys: new Float64Array(b.n) } }),
    );
  }

  /**
   * Load the type's rows into a new block while searches go on answering from `old`, then put it
   * in its place (unless `old` was forgotten meanwhile) and free the old block's answers. A
   * failed load leaves the old block; the next check tries again.
   */
  private reloadBeside(contestTypeId: number, old: Promise<TypeBlock>): void {
    const reload = (async () => {
      const fresh = await this.load(contestTypeId);
      await this.options.beforeSwap?.(contestTypeId);
      if (this.blocks.get(contestTypeId) !== old) return fresh.cache.clear();
      this.forget(contestTypeId, old);
      this.blocks.set(contestTypeId, Promise.resolve(fresh));
    })()
      .catch(() => undefined)
      .finally(() => this.reloads.delete(contestTypeId));
    this.reloads.set(contestTypeId, reload);
  }

  private async lampTable(): Promise<LampTable> {
    if (this.lamps) {
      const table = await this.lamps;
      if (Date.now() - table.checkedAt < this.recheckMs) return table;
      table.checkedAt = Date.now();
      if ((await lampSignature(this.db)) === table.signature) return table;
      this.lamps = undefined;
    }
    this.lamps = loadLamps(this.db);
    this.lamps.catch(() => (this.lamps = undefined));
    return this.lamps;
  }
}
