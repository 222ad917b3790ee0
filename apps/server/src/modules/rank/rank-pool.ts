/**
 * The rank pool: one worker thread per core, each holding its share of the parsed photometric
 * files (a file always goes to the same worker, so no file is parsed or held twice) in a cache
 * bounded by memory. A ranking sends every worker its share of the candidates by key only; a
 * worker that lacks a file answers it as missing and gets its text in a second round. The figures
 * of every candidate evaluated are kept by the runner, by surface (stage included) and layout, so a
 * ranking that changes only a target, a filter or the order sends the workers only the candidates
 * they have not evaluated on that surface. The main thread only reads the database, looks figures
 * up and orders the answers: its event loop stays free.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { contestFailure, type CalcContestOutput } from '../photometry/calc-task.js';
import { workerStarter } from '../photometry/calc-pool.js';
import { FiguresCache, PhotometryCache, figuresKey, rankBatchRun, type RankBatch, type RankBatchResult, type RankItem, type RankSurface } from './rank-task.js';

/** Default memory bound of the files' compact light, all workers together (the demo's 459 files take about 12 MB; 1 GB holds 50,000 like them, 100,000 of a typical 7 kB). */
export const RANK_CACHE_BYTES = 1024 * 1024 * 1024;

/**
 * Default bound of the views evaluated (a file's light with its lookup grid, up to 2 MB), all
 * workers together: the files used most recently; the demo's 459 take about 370 MB.
 */
export const RANK_VIEW_BYTES = 512 * 1024 * 1024;

/** Default bound of the figures kept for re-ranking by the runner (about 1 kB each: 64 MB). */
export const RANK_FIGURES_ENTRIES = 65_536;

export interface RankJob {
  surface: RankSurface;
  /**
   * The candidates: an id each, and the cache key of its file (the number before the first ':',
   * the file id, chooses the worker). Every candidate is evaluated; candidates sharing a file
   * share its parsed copy.
   */
  items: Array<Pick<RankItem, 'id' | 'key' | 'layout'>>;
  pictures?: RankBatch['pictures'];
  fit?: RankBatch['fit'];
}

/** Candidates evaluated so far (and their figures, by id) of `total`. */
export type RankProgress = (done: number, total: number, outputs: ReadonlyMap<string, CalcContestOutput>) => void;

/**
 * Candidates a worker takes at a time: small enough that the first figures come early (the
 * demo's 459 candidates are one chunk per worker), that the texts of the files a chunk lacks are
 * read a chunk at a time and that no message holds up the main thread; large enough that the
 * round trips cost nothing.
 */
export const RANK_CHUNK = 500;

/**
 * Candidates of each worker's first chunk: few, so the first figures (and the first rows a
 * streamed ranking shows) come after a few dozen evaluations, not after RANK_CHUNK (0.4–1 s of a
 * core each); the chunks after it are RANK_CHUNK.
 */
export const RANK_FIRST_CHUNK = 32;

/** The text of files the workers lack, by key. */
export type RankLoader = (keys: string[]) => Promise<Map<string, { fileName: string; content: string }>>;

export interface RankRunner {
  /** Threads working (0 = in the calling thread). */
  readonly threads: number;
  /**
   * Evaluate every candidate, RANK_CHUNK at a time per worker (files read and sent for a chunk
   * only), calling `progress` with the candidates evaluated so far after each chunk. Aborting
   * `signal` stops the ranking at its next round (a worker finishes the chunk it holds, whose
   * result is dropped) and rejects with the signal's reason.
   */
  evaluate(job: RankJob, load: RankLoader, signal?: AbortSignal, progress?: RankProgress): Promise<Map<string, CalcContestOutput>>;
  /**
   * The figures kept for these candidates on the job's surface (stage included) and layouts, by
   * id: nothing computed, nothing sent (a staged ranking reads what finer stages already know).
   */
  kept(job: Pick<RankJob, 'surface' | 'items'>): Map<string, CalcContestOutput>;
  /** Files and bytes of compact light held, and bytes of views, as the workers last said. */
  cached(): Held;
  /** Candidates whose light the workers computed since the runner started (figures kept are not counted). */
  computed(): number;
  close(): Promise<void>;
}

/** What a worker holds: files and bytes of compact light, bytes of views. */
export interface Held {
  files: number;
  bytes: number;
  viewBytes: number;
}

const held = (cache: PhotometryCache): Held => ({ files: cache.size, bytes: cache.bytes, viewBytes: cache.viewBytes });

interface Shard {
  run(batch: RankBatch): Promise<RankBatchResult>;
  cached: Held;
  close(): Promise<void>;
}

function inlineShard(cacheBytes: number, viewBytes: number): Shard {
  const cache = new PhotometryCache(cacheBytes, viewBytes);
  const shard: Shard = {
    cached: held(cache),
    run: async (batch) => {
      const result = rankBatchRun(cache, batch);
      shard.cached = held(cache);
      return result;
    },
    close: async () => {},
  };
  return shard;
}

function workerShard(cacheBytes: number, viewBytes: number): Shard {
  const start = workerStarter('rank-worker', import.meta.url);
  const pending = new Map<number, { resolve: (r: RankBatchResult) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let closed = false;
  let worker: Worker;
  const shard: Shard = {
    cached: { files: 0, bytes: 0, viewBytes: 0 },
    run(batch) {
      if (closed) return Promise.reject(new Error('rank pool is closed'));
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, batch });
      });
    },
    async close() {
      closed = true;
      for (const p of pending.values()) p.reject(new Error('rank pool closed'));
      pending.clear();
      await worker.terminate();
    },
  };
  const spawn = () => {
    worker = start({ cacheBytes, viewBytes });
    worker.on('message', (message: { id: number; result: RankBatchResult; cached: Shard['cached'] }) => {
      shard.cached = message.cached;
      const p = pending.get(message.id);
      pending.delete(message.id);
      p?.resolve(message.result);
    });
    worker.on('error', (err) => {
      // A worker that died takes its cache and its batches with it; a new one starts empty.
      for (const p of pending.values()) p.reject(err);
      pending.clear();
      shard.cached = { files: 0, bytes: 0, viewBytes: 0 };
      if (!closed) spawn();
    });
  };
  spawn();
  return shard;
}

/** The worker a key's file lives on. */
function shardOf(key: string, shards: number): number {
  const id = Number.parseInt(key, 10);
  return Number.isFinite(id) ? Math.abs(id) % shards : 0;
}

async function shardEvaluate(shard: Shard, job: RankJob, items: RankJob['items'], load: RankLoader, out: Map<string, CalcContestOutput>, signal?: AbortSignal) {
  if (items.length === 0) return;
  signal?.throwIfAborted();
  const first = await shard.run({ surface: job.surface, pictures: job.pictures, fit: job.fit, items });
  signal?.throwIfAborted();
  for (const o of first.outputs) out.set(o.id, o.output);
  if (first.missing.length === 0) return;
  const texts = await load([...new Set(first.missing.map((m) => m.key))]);
  // Each text travels once; the worker keeps it for the whole batch and finds it for the rest.
  const sent = new Set<string>();
  const again: RankItem[] = [];
  for (const m of first.missing) {
    const text = texts.get(m.key);
    if (!text) {
      // The file was deleted between the two rounds: said, not dropped.
      out.set(m.id, contestFailure({ contestId: 0, contestTypeId: job.surface.contestTypeId }, `photometric file ${Number.parseInt(m.key, 10)} is no longer stored`));
    } else if (sent.has(m.key)) again.push(m);
    else {
      sent.add(m.key);
      again.push({ ...m, ...text });
    }
  }
  if (again.length === 0) return;
  signal?.throwIfAborted();
  const second = await shard.run({ surface: job.surface, pictures: job.pictures, fit: job.fit, items: again });
  for (const o of second.outputs) out.set(o.id, o.output);
  // Every candidate of the second round came with its text or shares a text of the batch.
  if (second.missing.length > 0) throw new Error(`rank pool: ${second.missing.length} candidates missing after their files were sent`);
}

/** The same runner with every ranking tied to `signal` (a request's deadline). */
export function rankWithSignal(runner: RankRunner, signal: AbortSignal): RankRunner {
  return { threads: runner.threads, evaluate: (job, load, _signal, progress) => runner.evaluate(job, load, signal, progress), kept: (job) => runner.kept(job), cached: () => runner.cached(), computed: () => runner.computed(), close: () => runner.close() };
}

/**
 * Workers of a rank pool by default: one per core, every core (the calculation pool stops at 4; a
 * ranking of the whole library is the one job that spreads over any number; the workers run at a
 * lower priority, so the main thread and other requests go first).
 */
export const rankThreads = () => Math.max(1, availableParallelism());

/**
 * A rank runner with `threads` workers (0: in the calling thread), the parsed files bounded by
 * `cacheBytes` in all, the figures kept for re-ranking by `figuresEntries` in all, `chunk`
 * candidates a worker takes at a time, the views evaluated by `viewBytes` in all.
 */
export function rankRunner(threads = rankThreads(), cacheBytes = RANK_CACHE_BYTES, figuresEntries = RANK_FIGURES_ENTRIES, chunk = RANK_CHUNK, viewBytes = RANK_VIEW_BYTES): RankRunner {
  const count = Math.max(1, threads);
  const shards = Array.from({ length: count }, () => (threads <= 0 ? inlineShard(cacheBytes, viewBytes) : workerShard(Math.floor(cacheBytes / count), Math.floor(viewBytes / count))));
  const figures = figuresEntries > 0 ? new FiguresCache(figuresEntries) : undefined;
  let computed = 0;
  return {
    threads: Math.max(0, threads),
    async evaluate(job, load, signal, progress) {
      const parts: Array<RankJob['items']> = shards.map(() => []);
      const out = new Map<string, CalcContestOutput>();
      // Figures only (no pictures, no fit: a fit depends on the targets) are kept and looked up.
      const kept = figures && !job.pictures && !job.fit ? figures : undefined;
      const surfaceKey = kept ? JSON.stringify(job.surface) : '';
      for (let i = 0; i < job.items.length; i++) {
        const item = job.items[i]!;
        const known = kept?.get(figuresKey(surfaceKey, item));
        if (known) out.set(item.id, known);
        else parts[shardOf(item.key, shards.length)]!.push(item);
        // Thousands of lookups (each a copy) let other requests in between, a chunk at a time.
        if (kept && i % chunk === chunk - 1) await new Promise(setImmediate);
      }
      if (out.size > 0) progress?.(out.size, job.items.length, out);
      await Promise.all(
        shards.map(async (shard, i) => {
          const part = parts[i]!;
          for (let at = 0, size = Math.min(chunk, RANK_FIRST_CHUNK); at < part.length; at += size, size = chunk) {
            const items = part.slice(at, at + size);
            await shardEvaluate(shard, job, items, load, out, signal);
            computed += items.length;
            for (const item of kept ? items : []) {
              const output = out.get(item.id);
              if (output) kept!.set(figuresKey(surfaceKey, item), output);
            }
            progress?.(out.size, job.items.length, out);
          }
        }),
      );
      return out;
    },
    computed: () => computed,
    kept(job) {
      const out = new Map<string, CalcContestOutput>();
      if (!figures) return out;
      const surfaceKey = JSON.stringify(job.surface);
      for (const item of job.items) {
        const known = figures.get(figuresKey(surfaceKey, item));
        if (known) out.set(item.id, known);
      }
      return out;
    },
    cached() {
      return shards.reduce((sum, s) => ({ files: sum.files + s.cached.files, bytes: sum.bytes + s.cached.bytes, viewBytes: sum.viewBytes + s.cached.viewBytes }), { files: 0, bytes: 0, viewBytes: 0 });
    },
    async close() {
      await Promise.all(shards.map((s) => s.close()));
    },
  };
}
