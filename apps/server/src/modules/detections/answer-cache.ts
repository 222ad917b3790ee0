import type { IndexPage } from './query.js';

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

/**
 * Answers worked out on one block of the search index for one lamp table. A block never changes
 * once loaded (new data means a new block), so they stay right until the block or the lamp table
 * is replaced: that is the invalidation by writes. Row ids are kept as long as the block; whole
 * serialised answers (`answers`, with the rows read from SQL) only for the recheck interval, so
 * a row changed in place (a picture address) shows within a second, as another process's import
 * does.
 */
export class AnswerCache {
  /** The lamp table the answers were worked out on. */
  private lamps: object | null = null;
  /** Positions of the rows passing a set of filters (paging or re-sorting asks them again). */
  readonly matches = new Lru<Int32Array>(16);
  /** Weighted scores of those positions, per filters and weights (paging a ranking). */
  readonly scores = new Lru<Float64Array>(8);
  /** Whole answers of identical searches (the same page of the same search). */
  readonly pages = new Lru<IndexPage>(256);
  /** Serialised answers with their rows, for the recheck interval (`kept`). */
  private readonly answers = new Lru<{ at: number; value: Promise<string> }>(256);

  /** The cache for answers on `lamps`: emptied first when the lamp table was replaced. */
  on(lamps: object): this {
    if (this.lamps !== lamps) {
      this.matches.clear();
      this.scores.clear();
      this.pages.clear();
      this.answers.clear();
      this.lamps = lamps;
    }
    return this;
  }

  /**
   * The answer kept under `key` if it is younger than `maxAgeMs`, else the one `compute` gives,
   * kept from now on (and forgotten if it fails). Identical searches arriving together share one
   * computation.
   */
  kept(key: string, maxAgeMs: number, compute: () => Promise<string>): Promise<string> {
    const now = Date.now();
    const hit = this.answers.get(key);
    if (hit && now - hit.at < maxAgeMs) return hit.value;
    const value = compute();
    const entry = { at: now, value };
    this.answers.set(key, entry);
    value.catch(() => {
      if (this.answers.get(key) === entry) this.answers.delete(key);
    });
    return value;
  }
}
