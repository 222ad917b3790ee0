import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { DETECTION_COLUMNS, emptyLampColumns, type RowBlock } from './query.js';
import { SearchComputer, type SearchTask } from './search-compute.js';
import type { DetectionFilters } from './repository.js';
import { inlineSearch, searchPool, type SearchRunner } from './search-pool.js';

/** A block of `n` rows on shared memory (as `loadBlock` makes them): power and lamp varying, the other columns empty. */
function sharedBlock(n: number): RowBlock {
  const ints = () => new Int32Array(new SharedArrayBuffer(4 * n));
  const block: RowBlock = {
    n,
    id: ints(),
    contestId: ints(),
    lampId: ints(),
    brandId: ints(),
    projectId: ints(),
    dataType: new Uint8Array(new SharedArrayBuffer(n)),
    faceB: new Uint8Array(new SharedArrayBuffer(n)),
    rgbwa: new Uint16Array(new SharedArrayBuffer(2 * n)),
    rgbwaCodes: new Map([['全亮', 0]]),
    cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, new Float64Array(0)])) as RowBlock['cols'],
  };
  block.cols.power = new Float64Array(new SharedArrayBuffer(8 * n));
  block.cols.evenness = new Float64Array(new SharedArrayBuffer(8 * n));
  for (let i = 0; i < n; i++) {
    block.id[i] = 1000 + i;
    block.lampId[i] = 1 + (i % 9);
    block.dataType[i] = i % 3 === 0 ? 4 : 1;
    block.cols.power[i] = (i * 37) % 101;
    block.cols.evenness[i] = ((i * 13) % 17) / 17;
  }
  return block;
}

function lampTable() {
  const lamps = emptyLampColumns(10);
  for (let l = 1; l < 10; l++) lamps.cols.authorizedPrice[l] = 100 * ((l * 7) % 10);
  return lamps;
}

const f: DetectionFilters = { contestTypeId: 102, dataTypes: ['1', '4'], powerMin: 10, powerMax: 80 };
const tasks: SearchTask[] = [
  { op: 'page', f, sort: { key: 'power', order: 'desc' }, page: 2, rows: 10 },
  { op: 'weightedPage', f, weights: [{ key: 'price', weight: 60 }, { key: 'evenness', weight: 40 }], page: 1, rows: 10 },
  { op: 'ordered', f, sort: { key: 'authorizedPrice', order: 'asc' } },
  { op: 'weightedOrdered', f, weights: [{ key: 'powerValue', weight: 100 }] },
];

describe('search pool (real worker threads)', () => {
  let pool: (SearchRunner & { workers(): Worker[] }) | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await pool?.close();
  });

  it('answers a search from a worker thread, as the calling thread would', async () => {
    const inline = inlineSearch();
    const expected = [];
    const block = sharedBlock(500);
    const [b, l] = [inline.addBlock(block), inline.addLamps(lampTable())];
    for (const task of tasks) expected.push(await inline.run(b, l, task));
    expect(expected[0]!.ids).toHaveLength(10);

    pool = searchPool(2);
    // no thread before there is something to search
    expect(pool.workers()).toHaveLength(0);
    const run = vi.spyOn(SearchComputer.prototype, 'run');
    const [pb, pl] = [pool.addBlock(block), pool.addLamps(lampTable())];
    for (const [i, task] of tasks.entries()) expect(await pool.run(pb, pl, task)).toEqual(expected[i]);
    // nothing of it was worked out in this thread
    expect(run).not.toHaveBeenCalled();
    expect(pool.workers()).toHaveLength(2);
  });

  it('answers a search held by a worker that crashes with a clear error, and a new worker answers the next', async () => {
    pool = searchPool(1);
    const block = sharedBlock(300);
    const [b, l] = [pool.addBlock(block), pool.addLamps(lampTable())];
    const before = await pool.run(b, l, tasks[0]!);
    const [crashing] = pool.workers();
    // a message the worker does not know throws in it, uncaught: the worker dies before the search queued behind it
    crashing!.postMessage({ type: 'no such message' });
    const held = pool.run(b, l, tasks[0]!);
    const err = await held.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toMatch(/search worker stopped before answering \(search worker: unknown message .*\); a new one has started/);
    // the new worker holds the pool's block and lamp table already
    await vi.waitFor(() => expect(pool!.workers()).toHaveLength(1), { timeout: 5000 });
    expect(pool.workers()[0]).not.toBe(crashing);
    expect(await pool.run(b, l, tasks[0]!)).toEqual(before);
  });
});
