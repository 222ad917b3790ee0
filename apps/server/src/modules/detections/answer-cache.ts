import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../lib/bounded-cache.js';
import type { IndexPage } from './query.js';

/**
 * The search index's caches, one set for the whole index (every block shares the bounds): at
 * most `entries` values and `bytes` of them in each. A match list or a score list holds one
 * number per candidate row (4 or 8 bytes), so at 10 M detection rows one entry can weigh tens of
 * megabytes: the bytes are the bound that matters.
 */
export const SEARCH_CACHE_LIMITS = {
  matches: { entries: 64, bytes: 64 * 2 ** 20 },
  scores: { entries: 32, bytes: 64 * 2 ** 20 },
  pages: { entries: 1024, bytes: 4 * 2 ** 20 },
  answers: { entries: 1024, bytes: 32 * 2 ** 20 },
} as const;

/** A serialised answer kept for the recheck interval; its text is the weight (UTF-16, 2 bytes a unit, an estimate until it resolves). */
interface KeptAnswer {
  at: number;
  value: Promise<string>;
  length: number;
}

type Limits = Record<keyof typeof SEARCH_CACHE_LIMITS, { entries: number; bytes: number }>;

export class SearchCaches {
  readonly matches;
  readonly scores;
  readonly pages;
  readonly answers;
  private generation = 0;

  constructor(readonly limits: Limits = SEARCH_CACHE_LIMITS) {
    this.matches = boundedCache<Int32Array>({ ...limits.matches, sizeOf: (v) => v.byteLength });
    this.scores = boundedCache<Float64Array>({ ...limits.scores, sizeOf: (v) => v.byteLength });
    this.pages = boundedCache<IndexPage>({ ...limits.pages, sizeOf: (v) => 64 + 8 * v.ids.length + 8 * (v.scores?.length ?? 0) });
    this.answers = boundedCache<KeptAnswer>({ ...limits.answers, sizeOf: (v) => 64 + 2 * v.length });
  }

  /** The caches as seen by one block: its keys carry a prefix no other block (or reload) has. */
  forBlock(): AnswerCache {
    return new AnswerCache(this, `${++this.generation}|`);
  }

  /** Bytes held, per cache (for the bench and the tests). */
  bytes(): Record<keyof typeof SEARCH_CACHE_LIMITS, number> {
    return { matches: this.matches.calculatedSize, scores: this.scores.calculatedSize, pages: this.pages.calculatedSize, answers: this.answers.calculatedSize };
  }
}

/** One of the shared caches, under a block's prefix. */
class Scoped<V extends NonNullable<unknown>> {
  constructor(
    private readonly cache: LRUCache<string, V>,
    private readonly prefix: string,
  ) {}
  get(key: string): V | undefined {
    return this.cache.get(this.prefix + key);
  }
  /** Keeps the value (unless it alone is larger than the whole bound) and returns it. */
  set(key: string, value: V): V {
    this.cache.set(this.prefix + key, value);
    return value;
  }
  delete(key: string): void {
    this.cache.delete(this.prefix + key);
  }
  clear(): void {
    for (const key of [...this.cache.keys()]) if (key.startsWith(this.prefix)) this.cache.delete(key);
  }
}

/**
 * Answers worked out on one block of the search index for one lamp table. A block never changes
 * once loaded (new data means a new block), so they stay right until the block or the lamp table
 * is replaced: that is the invalidation by writes (`clear()` frees a replaced block's at once).
 * Row ids are kept as long as the block and the bounds allow; whole serialised answers
 * (`answers`, with the rows read from SQL) only for the recheck interval, so a row changed in
 * place (a picture address) shows within a second, as another process's import does.
 */
export class AnswerCache {
  /** The lamp table the answers were worked out on. */
  private lamps: object | null = null;
  /** Positions of the rows passing a set of filters (paging or re-sorting asks them again). */
  readonly matches: Scoped<Int32Array>;
  /** Weighted scores of those positions, per filters and weights (paging a ranking). */
  readonly scores: Scoped<Float64Array>;
  /** Whole answers of identical searches (the same page of the same search). */
  readonly pages: Scoped<IndexPage>;
  /** Serialised answers with their rows, for the recheck interval (`kept`). */
  private readonly answers: Scoped<KeptAnswer>;

  constructor(caches: SearchCaches, prefix: string) {
    this.matches = new Scoped(caches.matches, prefix);
    this.scores = new Scoped(caches.scores, prefix);
    this.pages = new Scoped(caches.pages, prefix);
    this.answers = new Scoped(caches.answers, prefix);
  }

  /** The cache for answers on `lamps`: emptied first when the lamp table was replaced. */
  on(lamps: object): this {
    if (this.lamps !== lamps) {
      this.clear();
      this.lamps = lamps;
    }
    return this;
  }

  /** Forget every answer of this block. */
  clear(): void {
    this.matches.clear();
    this.scores.clear();
    this.pages.clear();
    this.answers.clear();
  }

  /**
   * The answer kept under `key` if it is younger than `maxAgeMs`, else the one `compute` gives,
   * kept from now on (and forgotten if it fails). Identical searches arriving together share one
   * computation. Its weight is counted once the text is known.
   */
  kept(key: string, maxAgeMs: number, compute: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.answers.get(key);
    if (hit && now - hit.at < maxAgeMs) return hit.value;
    const value = compute();
    const entry: KeptAnswer = { at: now, value, length: 0 };
    this.answers.set(key, entry);
    value.then(
      (text) => {
        if (this.answers.get(key) !== entry) return;
        this.answers.set(key, { ...entry, length: text.length });
      },
      () => {
        if (this.answers.get(key) === entry) this.answers.delete(key);
      },
    );
    return value;
  }
}
