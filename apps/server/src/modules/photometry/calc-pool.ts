/**
 * A small pool of worker threads running the pure engine (reading files, contests, picture
 * encoding), so a recomputation uses every core and no request's parse or calculation holds up
 * the others; database writes stay with the caller in the main thread.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { calcLampRun, parseRun, type CalcLampOutput, type CalcLampTask, type EngineJob, type ParseOutput, type ParseTask } from './calc-task.js';

/** Threads a pool uses by default: one per core, at most 4. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/** The environment variable naming a folder of worker bundles built for a test run (`src/test/worker-bundles.ts`). */
export const WORKER_BUNDLES_ENV = 'LAMPSHEET_WORKER_BUNDLES';

/**
 * What a worker is started from: the compiled `<entry>.js` beside `base` (this file by default)
 * in production. From the TypeScript sources (tsx, vitest): the entry bundled into one file when
 * the test run built one (`WORKER_BUNDLES_ENV`; about a quarter of tsx's start-up, measured in
 * docs/PERFORMANCE.md), else a small bootstrap that first registers tsx's loader in the worker
 * (Node 20 does not apply `--import` loaders to a worker's entry file).
 */
export function workerSource(entry: string, base: string): { url: URL } | { bootstrap: string } {
  if (base.endsWith('.js')) return { url: new URL(`./${entry}.js`, base) };
  const bundles = process.env[WORKER_BUNDLES_ENV];
  if (bundles && existsSync(join(bundles, `${entry}.mjs`))) return { url: pathToFileURL(join(bundles, `${entry}.mjs`)) };
  // The ESM variant of tsx's API (require.resolve would answer the CommonJS one).
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsxApi = pathToFileURL(join(dirname(tsxPackage), 'dist/esm/api/index.mjs')).href;
  const entryUrl = new URL(`./${entry}.ts`, base).href;
  return { bootstrap: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entryUrl)}); });` };
}

/** How to start a worker of `entry` (`workerSource`). */
export function workerStarter(entry = 'calc-worker', base = import.meta.url): (workerData?: unknown) => Worker {
  const source = workerSource(entry, base);
  if ('url' in source) return (workerData) => new Worker(source.url, { workerData });
  return (workerData) => new Worker(source.bootstrap, { eval: true, workerData });
}

interface Pending {
  id: number;
  job: EngineJob;
  resolve: (output: unknown) => void;
  reject: (err: Error) => void;
}

export interface CalcRunner {
  /** Threads working (0 = in the calling thread). */
  readonly threads: number;
  /** Run one task; aborting `signal` drops it while it waits and ends its worker (replaced) while it runs. */
  run(task: CalcLampTask, signal?: AbortSignal): Promise<CalcLampOutput>;
  /** Read one photometric file (an upload's bytes or a stored text), cancelled as `run`. */
  parse(task: ParseTask, signal?: AbortSignal): Promise<ParseOutput>;
  close(): Promise<void>;
}

/** The reason a task's signal was aborted with, as an Error. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('calculation cancelled');
}

/** The same runner with every task tied to `signal` (a request's deadline). */
export function withSignal(runner: CalcRunner, signal: AbortSignal): CalcRunner {
  return { threads: runner.threads, run: (task) => runner.run(task, signal), parse: (task) => runner.parse(task, signal), close: () => runner.close() };
}

/** Runs the tasks in the calling thread, one after the other (threads: 0). */
export function inlineRunner(): CalcRunner {
  return {
    threads: 0,
    run: async (task, signal) => {
      if (signal?.aborted) throw abortReason(signal);
      return calcLampRun(task);
    },
    parse: async (task, signal) => {
      if (signal?.aborted) throw abortReason(signal);
      return parseRun(task);
    },
    close: async () => {},
  };
}

/**
 * A pool of `threads` workers. Each worker holds up to two lamps (one working, one waiting), so
 * it never idles while the main thread is busy writing the previous results; the rest wait here.
 */
export function workerPool(threads = defaultThreads()): CalcRunner {
  const start = workerStarter();
  const queue: Pending[] = [];
  const inFlight = new Map<Worker, Pending[]>();
  const PER_WORKER = 2;
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    for (let round = 0; round < PER_WORKER && queue.length; round++) {
      for (const [worker, jobs] of inFlight) {
        if (!queue.length) break;
        if (jobs.length > round) continue;
        const job = queue.shift()!;
        jobs.push(job);
        worker.postMessage({ id: job.id, job: job.job });
      }
    }
  };

  /** End a worker whose task was cancelled: the other task it held goes back to the head of the queue. */
  const recycle = (worker: Worker) => {
    const jobs = inFlight.get(worker) ?? [];
    inFlight.delete(worker);
    void worker.terminate();
    queue.unshift(...jobs);
    if (!closed) spawn();
    dispatch();
  };

  const spawn = (): Worker => {
    const worker = start();
    inFlight.set(worker, []);
    worker.on('message', (message: { id: number; output: unknown }) => {
      const jobs = inFlight.get(worker) ?? [];
      // A worker answers its tasks in the order it was given them.
      const i = jobs.findIndex((j) => j.id === message.id);
      const [job] = jobs.splice(i >= 0 ? i : 0, 1);
      job?.resolve(message.output);
      dispatch();
    });
    worker.on('error', (err) => {
      const jobs = inFlight.get(worker) ?? [];
      inFlight.delete(worker);
      for (const job of jobs) job.reject(err);
      if (!closed) {
        // Replace the dead worker so the queue keeps moving.
        spawn();
        dispatch();
      }
    });
    return worker;
  };

  for (let i = 0; i < threads; i++) spawn();

  const submit = (job: EngineJob, signal?: AbortSignal): Promise<unknown> => {
    if (closed) return Promise.reject(new Error('calculation pool is closed'));
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const waiting = queue.indexOf(pending);
        if (waiting >= 0) queue.splice(waiting, 1);
        else {
          for (const [worker, jobs] of inFlight) {
            const i = jobs.indexOf(pending);
            if (i < 0) continue;
            jobs.splice(i, 1);
            recycle(worker);
            break;
          }
        }
        reject(abortReason(signal!));
      };
      const pending: Pending = {
        id: nextId++,
        job,
        resolve: (output) => (signal?.removeEventListener('abort', onAbort), resolve(output)),
        reject: (err) => (signal?.removeEventListener('abort', onAbort), reject(err)),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(pending);
      dispatch();
    });
  };

  return {
    threads,
    run: (task, signal) => submit({ kind: 'lamp', task }, signal) as Promise<CalcLampOutput>,
    parse: (task, signal) => submit({ kind: 'parse', task }, signal) as Promise<ParseOutput>,
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('calculation pool closed'));
      await Promise.all([...inFlight.keys()].map((w) => w.terminate()));
    },
  };
}

/** `threads` 0 runs inline, otherwise a worker pool of that size. */
export function calcRunner(threads = defaultThreads()): CalcRunner {
  return threads <= 0 ? inlineRunner() : workerPool(threads);
}
