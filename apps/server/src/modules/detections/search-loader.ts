/**
 * Where the search index's blocks are read from the database and decoded into typed arrays
 * (`loadBlock`): a worker thread with a read-only connection of its own (`searchLoader`), so a
 * block's pages — 93 of them for a type of 930,000 rows, minutes on a loaded machine — are read
 * and decoded off the event loop, which meanwhile answers every request from the blocks it holds;
 * or the calling thread (`inlineLoader`: an in-memory SQLite database, which has no second
 * reader, and the tests that hold a load by hand). The worker's arrays sit on shared memory: the
 * finished block comes back by reference, no copy. A worker that stops (a crash, running out of
 * memory) fails the loads it held with a clear error (503) — the index keeps answering from the
 * block it had and loads again at its next check — and the next load starts a new worker, as it
 * does after the worker ended itself, idle (`LOADER_IDLE_MS`).
 */
import type { Worker } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { workerStarter } from '../photometry/calc-pool.js';
import { loadBlock, type LoadedBlock } from './search-blocks.js';

/** What the main thread asks of the loader worker. */
export interface LoadMessage {
  type: 'load';
  id: number;
  contestTypeId: number;
  pageRows?: number;
}

/** The loader worker's answer. */
export type LoadReply = { id: number; block: LoadedBlock } | { id: number; error: string };

export interface BlockLoader {
  /** Worker threads (0: the calling thread). */
  readonly threads: number;
  /** The type's block as the database holds it now (its signature read first), `checkedAt` now. */
  load(contestTypeId: number, pageRows?: number): Promise<LoadedBlock>;
  close(): Promise<void>;
}

/** Loads in the calling thread, through `db`. */
export function inlineLoader(db: Kysely<Database>): BlockLoader {
  return { threads: 0, load: (contestTypeId, pageRows) => loadBlock(db, contestTypeId, pageRows), close: async () => undefined };
}

/** The error of a load whose worker stopped before answering. */
const loaderStopped = (why: string) =>
  new AppError('UNAVAILABLE', null, { text: `The search index's loader stopped before answering (${why}); a new one starts with the next load: please search again` });

/**
 * A loader worker with no load in hand ends after this long: what its reading left on its heap
 * (the driver's pages) and its connection are given back; a reload's loads come within a
 * second of each other (`RECHECK_MS`), so one reload keeps one worker.
 */
export const LOADER_IDLE_MS = 10_000;

/** Whether the database at `url` can be read by a second connection (not an in-memory SQLite one). */
export const hasSecondReader = (url: string): boolean => !/^sqlite:(:memory:)?$/.test(url);

/**
 * A loader worker reading the database at `url` through a read-only connection of its own,
 * started at the first load (a server that never searches by type starts none) and again after
 * one that stopped.
 */
export function searchLoader(url: string, idleMs = LOADER_IDLE_MS): BlockLoader & { workers(): Worker[] } {
  const start = workerStarter('search-loader-worker', import.meta.url);
  /** The loads in hand, with the worker each was sent to. */
  const pending = new Map<number, { worker: Worker; resolve: (b: LoadedBlock) => void; reject: (err: Error) => void }>();
  let worker: Worker | undefined;
  let next = 0;
  let closed = false;
  let idle: NodeJS.Timeout | undefined;
  /** With no load in hand for `idleMs`, the worker ends: its heap and connection are given back. */
  const idleAfterLoad = (w: Worker) => {
    clearTimeout(idle);
    if (pending.size) return;
    idle = setTimeout(() => {
      if (worker !== w || pending.size) return;
      worker = undefined;
      void w.terminate();
    }, idleMs);
    idle.unref();
  };
  const spawn = (): Worker => {
    const w = start({ url });
    // the loader does not keep the process alive: the server's close ends it
    w.unref();
    w.on('message', (m: LoadReply) => {
      const p = pending.get(m.id);
      pending.delete(m.id);
      if ('error' in m) p?.reject(new Error(m.error));
      // its age is this thread's clock's (a test's fake one included)
      else p?.resolve({ ...m.block, checkedAt: Date.now() });
      idleAfterLoad(w);
    });
    let stopped = false;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = true;
      if (worker === w) worker = undefined;
      for (const [id, p] of pending) {
        if (p.worker !== w) continue;
        pending.delete(id);
        p.reject(loaderStopped(why));
      }
    };
    w.on('error', (err) => stop(err.message));
    w.on('exit', (code) => stop(`exit code ${code}`));
    return w;
  };
  return {
    threads: 1,
    workers: () => (worker ? [worker] : []),
    load(contestTypeId, pageRows) {
      if (closed) return Promise.reject(new Error('search loader is closed'));
      clearTimeout(idle);
      const w = (worker ??= spawn());
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending.set(id, { worker: w, resolve, reject });
        w.postMessage({ type: 'load', id, contestTypeId, pageRows } satisfies LoadMessage);
      });
    },
    async close() {
      closed = true;
      clearTimeout(idle);
      for (const p of pending.values()) p.reject(new Error('search loader closed'));
      pending.clear();
      const w = worker;
      worker = undefined;
      await w?.terminate();
    },
  };
}
