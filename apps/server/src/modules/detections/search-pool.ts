/**
 * Where the search index's work runs (`SearchComputer`): a pool of worker threads, so that a
 * search's filter, score and top k (milliseconds to tens of them at 10 M rows) do not hold up
 * the event loop that answers every other request, or the calling thread (`threads: 0`). The
 * blocks' arrays sit on shared memory (`search-blocks.ts`): a block is given to every worker
 * once, by reference, and each search names its block and lamp table by key. A search goes to
 * the worker with the fewest searches in hand. A worker that stops (a crash, running out of
 * memory) fails the searches it held with a clear error (503) and a new worker takes its place,
 * given every block and lamp table still in use.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { SearchCaches } from './answer-cache.js';
import { AppError } from '../../lib/errors.js';
import { workerStarter } from '../photometry/calc-pool.js';
import { SearchComputer, type SearchTask } from './search-compute.js';
import type { IndexPage, LampColumns, RowBlock } from './query.js';

/** What the main thread tells a search worker. */
export type SearchMessage =
  | { type: 'block'; key: number; block: RowBlock }
  | { type: 'lamps'; key: number; lamps: LampColumns }
  | { type: 'drop'; kind: 'block' | 'lamps'; key: number }
  | { type: 'run'; id: number; block: number; lamps: number; task: SearchTask };

export interface SearchRunner {
  /** Worker threads (0: the calling thread). */
  readonly threads: number;
  /** Hand a block over; its key. */
  addBlock(block: RowBlock): number;
  addLamps(lamps: LampColumns): number;
  /** Forget a block (and its answers) or a lamp table. */
  drop(kind: 'block' | 'lamps', key: number): void;
  run(block: number, lamps: number, task: SearchTask): Promise<IndexPage>;
  close(): Promise<void>;
}

/** Search threads by default: one per core, at most 4. */
export const defaultSearchThreads = (): number => Math.max(1, Math.min(4, availableParallelism()));

/** The error of a search whose worker stopped before answering. */
const workerStopped = (why: string) =>
  new AppError('UNAVAILABLE', null, { text: `The search worker stopped before answering (${why}); a new one has started: please search again` });

/** Searches in the calling thread. */
export function inlineSearch(caches?: SearchCaches): SearchRunner {
  const computer = new SearchComputer(caches);
  let next = 0;
  return {
    threads: 0,
    addBlock: (block) => (computer.addBlock(++next, block), next),
    addLamps: (lamps) => (computer.addLamps(++next, lamps), next),
    drop: (kind, key) => computer.drop(kind, key),
    run: async (block, lamps, task) => computer.run(block, lamps, task),
    close: async () => undefined,
  };
}

interface Pending {
  resolve: (page: IndexPage) => void;
  reject: (err: Error) => void;
}

/** A pool of `threads` search workers. */
export function searchPool(threads = defaultSearchThreads()): SearchRunner & { workers(): Worker[] } {
  const start = workerStarter('search-worker', import.meta.url);
  const blocks = new Map<number, RowBlock>();
  const lamps = new Map<number, LampColumns>();
  const workers = new Map<Worker, Map<number, Pending>>();
  let next = 0;
  let closed = false;
  const broadcast = (m: SearchMessage) => {
    for (const w of workers.keys()) w.postMessage(m);
  };
  const spawn = () => {
    const started = Date.now();
    const worker = start();
    // the pool does not keep the process alive: the server's close ends it
    worker.unref();
    const pending = new Map<number, Pending>();
    workers.set(worker, pending);
    for (const [key, block] of blocks) worker.postMessage({ type: 'block', key, block } satisfies SearchMessage);
    for (const [key, table] of lamps) worker.postMessage({ type: 'lamps', key, lamps: table } satisfies SearchMessage);
    worker.on('message', (m: { id: number; result?: IndexPage; error?: string }) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (m.error !== undefined) p?.reject(new Error(m.error));
      else p?.resolve(m.result!);
    });
    let stopped = false;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = true;
      workers.delete(worker);
      for (const p of pending.values()) p.reject(workerStopped(why));
      pending.clear();
      // one that stopped at once (it cannot start) is not restarted in a tight loop
      if (closed) return;
      if (Date.now() - started < 1000) setTimeout(spawn, 1000).unref();
      else spawn();
    };
    worker.on('error', (err) => stop(err.message));
    worker.on('exit', (code) => stop(`exit code ${code}`));
  };
  // The workers start with the first block, table or search: a server that is never searched
  // (a test's, a worker process's) starts none.
  let spawned = false;
  const ensureWorkers = () => {
    if (spawned || closed) return;
    spawned = true;
    for (let i = 0; i < threads; i++) spawn();
  };
  return {
    threads,
    workers: () => [...workers.keys()],
    addBlock(block) {
      ensureWorkers();
      blocks.set(++next, block);
      broadcast({ type: 'block', key: next, block });
      return next;
    },
    addLamps(table) {
      ensureWorkers();
      lamps.set(++next, table);
      broadcast({ type: 'lamps', key: next, lamps: table });
      return next;
    },
    drop(kind, key) {
      (kind === 'block' ? blocks : lamps).delete(key);
      broadcast({ type: 'drop', kind, key });
    },
    run(block, table, task) {
      if (closed) return Promise.reject(new Error('search pool is closed'));
      ensureWorkers();
      // the worker with the fewest searches in hand
      let best: [Worker, Map<number, Pending>] | undefined;
      for (const entry of workers) if (!best || entry[1].size < best[1].size) best = entry;
      if (!best) return Promise.reject(workerStopped('no worker running'));
      const [worker, pending] = best;
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ type: 'run', id, block, lamps: table, task } satisfies SearchMessage);
      });
    },
    async close() {
      closed = true;
      const all = [...workers.keys()];
      for (const pending of workers.values()) for (const p of pending.values()) p.reject(new Error('search pool closed'));
      workers.clear();
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
