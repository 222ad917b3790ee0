import type { Kysely } from 'kysely';
import type { SortableKey } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { SearchCaches, type AnswerCache } from './answer-cache.js';
import type { IndexPage, Weights } from './query.js';
import type { DetectionFilters } from './repository.js';
import { loadLamps, type LampTable, type LoadedBlock } from './search-blocks.js';
import { lampSignature, signature } from './search-blocks.repository.js';
import { inlineLoader, type BlockLoader } from './search-loader.js';
import type { SearchTask } from './search-compute.js';
import { inlineSearch, type SearchRunner } from './search-pool.js';

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

/** A loaded block with the answers kept on it (pages and whole answers; `runner` holds the rest), and its key in the runner. */
interface TypeBlock extends LoadedBlock {
  cache: AnswerCache;
  key: number;
}

/** The lamp table with its key in the runner. */
type HeldLamps = LampTable & { key: number };

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
  /**
   * Where the searches' work runs: the server's pool of search workers (`searchPool`), or by
   * default the calling thread (`inlineSearch`, with this index's caches).
   */
  runner?: SearchRunner;
  /**
   * Where a block is read and decoded: the server's loader worker with a connection of its own
   * (`searchLoader`), or by default the calling thread through `db` (`inlineLoader`).
   */
  loader?: BlockLoader;
}

/** How a reload beside the block in use ended (`DetectionSearchIndex.reloaded`). */
export interface ReloadRecord {
  contestTypeId: number;
  /** From the change seen to the swap (or the failure). */
  ms: number;
  rows?: number;
  swapped: boolean;
  error?: string;
}

export class DetectionSearchIndex {
  private readonly blocks = new Map<number, Promise<TypeBlock>>();
  /** The last 20 reloads beside a block in use, oldest first (`bench:search` prints them). */
  private readonly reloadRecords: ReloadRecord[] = [];
  /** Blocks being loaded beside the one in use, by type. */
  private readonly reloads = new Map<number, Promise<void>>();
  private lamps: Promise<HeldLamps> | undefined;
  private readonly runner: SearchRunner;
  private readonly loader: BlockLoader;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly recheckMs = RECHECK_MS,
    /** The answer caches of every block, bounded together in entries and bytes. */
    readonly caches = new SearchCaches(),
    private readonly options: SearchIndexOptions = {},
  ) {
    this.runner = options.runner ?? inlineSearch(caches);
    this.loader = options.loader ?? inlineLoader(db);
  }

  /** Stop the search workers and the loader, if any. */
  async close(): Promise<void> {
    await Promise.all([this.runner.close(), this.loader.close()]);
  }

  /** How the last reloads beside a block in use ended (at most 20, oldest first). */
  reloaded(): readonly ReloadRecord[] {
    return this.reloadRecords;
  }

  /** Resolves when every reload under way has replaced its block (or failed). */
  async settled(): Promise<void> {
    while (this.reloads.size) await Promise.all(this.reloads.values());
  }

  /** Forget what is loaded (all types, or one) after a write to detections or lamps. */
  invalidate(contestTypeId?: number): void {
    if (contestTypeId === undefined) {
      for (const id of [...this.blocks.keys()]) this.forget(id);
      this.dropLamps();
    } else this.forget(contestTypeId);
  }

  /** Drop a type's block and free its answers at once (they would only age out of the caches). */
  private forget(contestTypeId: number, block = this.blocks.get(contestTypeId)): void {
    if (!block || this.blocks.get(contestTypeId) !== block) return;
    this.blocks.delete(contestTypeId);
    block.then((b) => this.release(b), () => undefined);
  }

  /** Free a block no longer in use: its answers here and in the runner. */
  private release(b: TypeBlock): void {
    b.cache.clear();
    this.runner.drop('block', b.key);
  }

  private dropLamps(): void {
    this.lamps?.then((l) => this.runner.drop('lamps', l.key), () => undefined);
    this.lamps = undefined;
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
    return cache.pages.set(answerKey, await this.runner.run(block.key, lamps.key, { op: 'page', f, sort, page, rows }));
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
    return cache.pages.set(answerKey, await this.runner.run(block.key, lamps.key, { op: 'weightedPage', f, weights, page, rows }));
  }

  /**
   * Every matching row's id in the requested order (the selection export): the order of
   * `page`, not cut to a page. Not cached: an export is asked once.
   */
  ordered(f: DetectionFilters & { contestTypeId: number }, sort: { key: SortableKey; order: 'asc' | 'desc' }): Promise<IndexPage> {
    return this.run(f.contestTypeId, { op: 'ordered', f, sort });
  }

  /** Every matching row ranked by score with its score, in the order of `weightedPage`. */
  weightedOrdered(f: DetectionFilters & { contestTypeId: number }, weights: Weights): Promise<IndexPage> {
    return this.run(f.contestTypeId, { op: 'weightedOrdered', f, weights });
  }

  /** A search of the type's block in the runner (not kept). */
  private async run(contestTypeId: number, task: SearchTask): Promise<IndexPage> {
    const [block, lamps] = await Promise.all([this.block(contestTypeId), this.lampTable()]);
    return this.runner.run(block.key, lamps.key, task);
  }

  /**
   * What the loaded blocks hold: their rows and the bytes of their typed arrays, the searches'
   * scratch buffers included, 12 B a row in each thread that searches (the lamp table and the answer caches not counted). `bench:search` prints it per row.
   */
  async memory(): Promise<{ rows: number; bytes: number }> {
    let rows = 0;
    let bytes = 0;
    for (const loading of this.blocks.values()) {
      const b = await loading.catch(() => undefined);
      if (!b) continue;
      rows += b.n;
      for (const a of [b.id, b.contestId, b.lampId, b.brandId, b.projectId, b.dataType, b.faceB, b.rgbwa, ...Object.values(b.cols)]) bytes += a.byteLength;
      bytes += 12 * b.n * Math.max(1, this.runner.threads);
    }
    return { rows, bytes };
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
    return this.loader.load(contestTypeId, this.options.loadPageRows).then(
      (b): TypeBlock => ({ ...b, cache: this.caches.forBlock(), key: this.runner.addBlock(b) }),
    );
  }

  /**
   * Load the type's rows into a new block while searches go on answering from `old`, then put it
   * in its place (unless `old` was forgotten meanwhile) and free the old block's answers. A
   * failed load leaves the old block; the next check tries again.
   */
  private reloadBeside(contestTypeId: number, old: Promise<TypeBlock>): void {
    const started = Date.now();
    const done = (outcome: Omit<ReloadRecord, 'contestTypeId' | 'ms'>) => {
      this.reloadRecords.push({ contestTypeId, ms: Date.now() - started, ...outcome });
      if (this.reloadRecords.length > 20) this.reloadRecords.shift();
    };
    const reload = (async () => {
      const fresh = await this.load(contestTypeId);
      await this.options.beforeSwap?.(contestTypeId);
      if (this.blocks.get(contestTypeId) !== old) return done({ rows: fresh.n, swapped: false }), this.release(fresh);
      this.forget(contestTypeId, old);
      this.blocks.set(contestTypeId, Promise.resolve(fresh));
      done({ rows: fresh.n, swapped: true });
    })()
      .catch((err: unknown) => done({ swapped: false, error: err instanceof Error ? err.message : String(err) }))
      .finally(() => this.reloads.delete(contestTypeId));
    this.reloads.set(contestTypeId, reload);
  }

  private async lampTable(): Promise<HeldLamps> {
    if (this.lamps) {
      const table = await this.lamps;
      if (Date.now() - table.checkedAt < this.recheckMs) return table;
      table.checkedAt = Date.now();
      if ((await lampSignature(this.db)) === table.signature) return table;
      this.dropLamps();
    }
    this.lamps = loadLamps(this.db).then((l) => ({ ...l, key: this.runner.addLamps(l) }));
    this.lamps.catch(() => (this.lamps = undefined));
    return this.lamps;
  }
}
