import type { SortableKey } from '@lampsheet/contracts';
import { SearchCaches, type AnswerCache } from './answer-cache.js';
import { filterRows, SORT_SOURCES, sortAll, sortKey, topK, weightedScores, type IndexPage, type LampColumns, type RowBlock, type Weights } from './query.js';
import type { DetectionFilters } from './repository.js';

/*
 * The search index's work on its arrays, wherever it runs: in a worker thread of the search pool
 * (`search-pool.ts`, the server) or in the calling thread (`threads: 0`). It holds the blocks and
 * lamp tables it was given by key (their arrays on shared memory when they come from the main
 * thread: given once, never copied), each block's two reused buffers, and the answers worked
 * out on them (the filters' positions, the weighted scores).
 */

/** One search on a block, for a lamp table. */
export type SearchTask =
  | { op: 'page'; f: DetectionFilters; sort: { key: SortableKey; order: 'asc' | 'desc' }; page: number; rows: number }
  | { op: 'weightedPage'; f: DetectionFilters; weights: Weights; page: number; rows: number }
  /** Every matching row in the order of `page` (the selection export). */
  | { op: 'ordered'; f: DetectionFilters; sort: { key: SortableKey; order: 'asc' | 'desc' } }
  /** Every matching row ranked as `weightedPage`. */
  | { op: 'weightedOrdered'; f: DetectionFilters; weights: Weights };

interface HeldBlock {
  block: RowBlock;
  cache: AnswerCache;
  /**
   * Buffers of the block's size that one search uses and leaves (a search runs from filter to
   * top k without yielding), made at its first search: the positions while filtering, the sort
   * key until its top k. 12 B a row.
   */
  scratch?: { positions: Int32Array; keys: Float64Array };
}

const weightsKey = (weights: Weights) => weights.map((w) => `${w.key}:${w.weight}`).join(',');

export class SearchComputer {
  private readonly blocks = new Map<number, HeldBlock>();
  private readonly lamps = new Map<number, LampColumns>();
  /** The caches of the answers worked out here (the matches and scores of `SearchCaches`). */
  constructor(private readonly caches = new SearchCaches()) {}

  addBlock(key: number, block: RowBlock): void {
    this.blocks.set(key, { block, cache: this.caches.forBlock() });
  }

  addLamps(key: number, lamps: LampColumns): void {
    this.lamps.set(key, lamps);
  }

  /** Forget a block and its answers, or a lamp table. */
  drop(kind: 'block' | 'lamps', key: number): void {
    if (kind === 'lamps') this.lamps.delete(key);
    else {
      this.blocks.get(key)?.cache.clear();
      this.blocks.delete(key);
    }
  }

  run(blockKey: number, lampsKey: number, task: SearchTask): IndexPage {
    const held = this.blocks.get(blockKey);
    const lamps = this.lamps.get(lampsKey);
    if (!held || !lamps) throw new Error(`search: block ${blockKey} or lamp table ${lampsKey} is not loaded here`);
    const { block } = held;
    const scratch = (held.scratch ??= { positions: new Int32Array(block.n), keys: new Float64Array(block.n) });
    const cache = held.cache.on(lamps);
    const filters = JSON.stringify(task.f);
    const matched = cache.matches.get(filters) ?? cache.matches.set(filters, filterRows(block, lamps, task.f, scratch.positions));
    const ids = (order: ArrayLike<number>) => Array.from(order, (j) => block.id[matched[j]!]!);
    if (task.op === 'page' || task.op === 'ordered') {
      const key = sortKey(block, lamps, SORT_SOURCES[task.sort.key], matched, scratch.keys);
      const dir = task.sort.order === 'asc' ? 1 : -1;
      if (task.op === 'ordered') return { total: matched.length, ids: ids(sortAll(matched, key, block.id, dir)) };
      return { total: matched.length, ids: ids(topK(matched, key, block.id, task.page * task.rows, dir).slice((task.page - 1) * task.rows)) };
    }
    const scoreKey = `${filters}|${weightsKey(task.weights)}`;
    const score = cache.scores.get(scoreKey) ?? cache.scores.set(scoreKey, weightedScores(block, lamps, matched, task.weights));
    const order = task.op === 'weightedOrdered' ? sortAll(matched, score, block.id, -1) : topK(matched, score, block.id, task.page * task.rows, -1).slice((task.page - 1) * task.rows);
    return { total: matched.length, ids: ids(order), scores: Array.from(order, (j) => Math.round(score[j]! * 10) / 10) };
  }
}
