/**
 * The schedule's PDF drawn in worker threads (`schedule-worker.ts`), sent while it is drawn. The
 * main thread gathers each generated record's sheet (database and calculation pool) and posts it;
 * the worker lays it out and sends its pages back. A sheet is gathered only when the reader has
 * taken what came before (below the stream's high-water mark), so a download holds about one
 * sheet in memory whatever the number of records, and a slow or gone reader stops the work.
 */
import { Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import { workerStarter } from '../photometry/calc-pool.js';
import type { SheetModel } from '../sheets/sheet-model.js';
import type { Schedule, ScheduleRow } from './schedule-model.js';

/**
 * What the main thread sends a worker: one schedule at a time, then its sheets in order, then its
 * end; or a workbook, answered whole.
 */
export type ScheduleRequest =
  | { kind: 'start'; schedule: Schedule }
  | { kind: 'sheet'; row: number; model: SheetModel }
  | { kind: 'end' }
  | { kind: 'workbook'; schedule: Schedule };

/** What a worker answers: pages as they are written, and the end of each step. */
export type ScheduleReply =
  | { kind: 'data'; chunk: Uint8Array }
  | { kind: 'ready' | 'drawn' | 'ended' }
  | { kind: 'failed'; message: string };

export interface ScheduleRenderer {
  /**
   * The schedule as a PDF stream: cover and table at once, then the sheet of every generated
   * row (`sheetOf` gathers its model) when the reader has taken what came before. A failure
   * destroys the stream with the error; destroying the stream stops the work.
   */
  render(schedule: Schedule, sheetOf: (row: ScheduleRow) => Promise<SheetModel>, options?: { highWaterMark?: number }): Readable;
  /** The schedule as an XLSX workbook, built in a worker (exceljs holds a thread for about 0.2 s per 400 records). */
  workbook(schedule: Schedule): Promise<Buffer>;
  /** Workers drawing now (0 when idle). */
  readonly busy: number;
  close(): Promise<void>;
}

export interface ScheduleRendererOptions {
  /** Schedules drawn at once (the schedule lane admits two); more wait for a free worker. */
  threads?: number;
  /** An idle worker is ended after this long (its fonts take about 40 MB). */
  idleMs?: number;
}

/** Bytes a download may hold unread before the next sheet waits for the reader. */
const HIGH_WATER_MARK = 1024 * 1024;

interface Lease {
  worker: Worker;
  /** Post a request; resolves with the worker's answer (`ready`, `drawn`, `ended`). */
  ask(request: ScheduleRequest): Promise<void>;
  /** Back to the pool for the next schedule (the session ended cleanly). */
  release(): void;
  /** End the worker (a failed or abandoned session may have left it mid-document). */
  discard(): void;
}

export function scheduleRenderer(options: ScheduleRendererOptions = {}): ScheduleRenderer {
  const threads = Math.max(1, options.threads ?? 2);
  const idleMs = options.idleMs ?? 60_000;
  const start = workerStarter('schedule-worker', import.meta.url);
  const idle: Array<{ worker: Worker; timer: NodeJS.Timeout }> = [];
  const waiting: Array<(worker: Worker) => void> = [];
  const all = new Set<Worker>();
  let workers = 0;
  let busy = 0;
  let closed = false;

  const acquire = (): Promise<Worker> => {
    if (closed) return Promise.reject(new Error('schedule renderer is closed'));
    const free = idle.pop();
    if (free) {
      clearTimeout(free.timer);
      return Promise.resolve(free.worker);
    }
    if (workers < threads) return Promise.resolve(spawn());
    return new Promise((resolve) => waiting.push(resolve));
  };

  const spawn = () => {
    workers++;
    const worker = start();
    all.add(worker);
    return worker;
  };

  const giveBack = (worker: Worker) => {
    const next = waiting.shift();
    if (next) return next(worker);
    const entry = { worker, timer: setTimeout(() => end(worker), idleMs).unref() };
    idle.push(entry);
  };

  const end = (worker: Worker) => {
    const i = idle.findIndex((e) => e.worker === worker);
    if (i >= 0) idle.splice(i, 1);
    workers--;
    all.delete(worker);
    void worker.terminate();
    // A place is free: the next waiting schedule gets a new worker.
    const next = waiting.shift();
    if (next && !closed) next(spawn());
  };

  const lease = (worker: Worker, onData: (chunk: Uint8Array) => void, onFailure: (err: Error) => void): Lease => {
    let answer: { resolve: () => void; reject: (err: Error) => void } | null = null;
    let done = false;
    const fail = (err: Error) => {
      const pending = answer;
      answer = null;
      if (pending) pending.reject(err);
      else onFailure(err);
    };
    const onMessage = (reply: ScheduleReply) => {
      if (reply.kind === 'data') onData(reply.chunk);
      else if (reply.kind === 'failed') fail(new Error(`schedule PDF: ${reply.message}`));
      else {
        const pending = answer;
        answer = null;
        pending?.resolve();
      }
    };
    const onError = (err: Error) => fail(err);
    const onExit = (code: number) => fail(new Error(`schedule worker exited (${code})`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    const detach = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    busy++;
    return {
      worker,
      ask: (request) =>
        new Promise<void>((resolve, reject) => {
          answer = { resolve, reject };
          worker.postMessage(request);
        }),
      release() {
        if (done) return;
        done = true;
        busy--;
        detach();
        if (closed) end(worker);
        else giveBack(worker);
      },
      discard() {
        if (done) return;
        done = true;
        busy--;
        detach();
        end(worker);
      },
    };
  };

  return {
    get busy() {
      return busy;
    },
    render(schedule, sheetOf, renderOptions = {}) {
      let wake: (() => void) | null = null;
      const wakeUp = () => {
        wake?.();
        wake = null;
      };
      const out = new Readable({
        highWaterMark: renderOptions.highWaterMark ?? HIGH_WATER_MARK,
        read: wakeUp,
        destroy(err, callback) {
          wakeUp();
          callback(err);
        },
      });
      /** Resolves when the reader has taken the stream below its mark, or has gone. */
      const demand = () =>
        out.destroyed || out.readableLength < out.readableHighWaterMark ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));

      const run = async () => {
        const session = lease(
          await acquire(),
          (chunk) => {
            if (!out.destroyed) out.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          },
          (err) => out.destroy(err),
        );
        try {
          if (out.destroyed) return session.discard();
          await session.ask({ kind: 'start', schedule });
          for (const [row, record] of schedule.rows.entries()) {
            if (!record.generated) continue;
            await demand();
            if (out.destroyed) return session.discard();
            const model = await sheetOf(record);
            if (out.destroyed) return session.discard();
            await session.ask({ kind: 'sheet', row, model });
          }
          await session.ask({ kind: 'end' });
          session.release();
          out.push(null);
        } catch (err) {
          session.discard();
          throw err;
        }
      };
      run().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
      return out;
    },
    async workbook(schedule) {
      const chunks: Uint8Array[] = [];
      let failure: Error | null = null;
      const session = lease(await acquire(), (chunk) => chunks.push(chunk), (err) => (failure = err));
      try {
        await session.ask({ kind: 'workbook', schedule });
      } catch (err) {
        session.discard();
        throw err;
      }
      session.release();
      if (failure) throw failure;
      return Buffer.concat(chunks);
    },
    async close() {
      closed = true;
      for (const e of idle.splice(0)) clearTimeout(e.timer);
      // A schedule still drawing fails (its worker's exit) and its stream is destroyed.
      const ending = [...all].map((w) => w.terminate());
      all.clear();
      workers = 0;
      await Promise.all(ending);
    },
  };
}
