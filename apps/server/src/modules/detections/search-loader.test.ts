import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, DIALECTS, type TestDb } from '../../test/harness.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './repository.js';
import { loadBlock } from './search-blocks.js';
import { DetectionSearchIndex, RECHECK_MS } from './search-index.js';
import { hasSecondReader, searchLoader, type BlockLoader } from './search-loader.js';

type F = repo.DetectionFilters & { contestTypeId: number };

/** The search index's blocks read and decoded by a worker with its own connection (issue 28). */
describe.each(DIALECTS)('search loader worker on %s', (dialect) => {
  let t: TestDb;
  const loaders: BlockLoader[] = [];
  /** A loader worker on the test database, closed after the test. */
  const loaderOf = () => {
    const l = searchLoader(t.url);
    loaders.push(l);
    return l;
  };
  beforeAll(async () => {
    t = await createTestDb(dialect, { demo: true });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    await Promise.all(loaders.splice(0).map((l) => l.close()));
  });
  afterAll(async () => {
    await t.dispose();
  });

  const f: F = { contestTypeId: 108, dataTypes: ['1', '2', '4'] };
  const byId = { key: 'id' as const, order: 'desc' as const };
  const sqlPage = async () => ({
    total: await repo.countRows(t.db.kysely, f),
    ids: (await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS.id, order: 'desc' }, 1, 10)).map((r) => r.id),
  });
  const addRow = async () => {
    const { id: _id, ...copy } = await t.db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', 108).where('dataType', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    await t.db.kysely.insertInto('detections').values({ ...copy, surfaceType: 'A' }).execute();
  };

  it('reads the same block as the calling thread, its arrays on shared memory', async () => {
    const { checkedAt: _a, ...here } = await loadBlock(t.db.kysely, 102, 7);
    const { checkedAt: _b, ...there } = await loaderOf().load(102, 7);
    expect(here.n).toBeGreaterThan(7);
    expect(there).toEqual(here);
    expect(there.id.buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('reloads a changed block in the worker while searches answer from the old one, then swaps to the new rows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // no page of a block is read through this thread's connection
    const pagesHere = vi.spyOn(t.db.kysely, 'withoutPlugins');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let loadedBeside = 0;
    const index = new DetectionSearchIndex(t.db.kysely, RECHECK_MS, undefined, {
      reloadBesideRows: 0,
      loader: loaderOf(),
      beforeSwap: async () => {
        loadedBeside++;
        await held;
      },
    });
    const before = await index.page(f, byId, 1, 10);
    expect(before).toEqual(await sqlPage());
    await addRow();
    vi.advanceTimersByTime(RECHECK_MS + 1);
    // the change is seen and the new block loads in the worker: the old block answers meanwhile
    expect(await index.page(f, byId, 1, 10)).toEqual(before);
    while (loadedBeside === 0) await new Promise((r) => setTimeout(r, 5));
    vi.advanceTimersByTime(RECHECK_MS + 1);
    expect(await index.page(f, byId, 1, 10)).toEqual(before);
    release();
    await index.settled();
    const after = await index.page(f, byId, 1, 10);
    expect(after.total).toBe(before.total + 1);
    expect(after).toEqual(await sqlPage());
    expect(loadedBeside).toBe(1);
    expect(index.reloaded()).toEqual([{ contestTypeId: 108, ms: expect.any(Number), rows: expect.any(Number), swapped: true }]);
    expect(pagesHere).not.toHaveBeenCalled();
    await index.close();
  });

  it('keeps the old block when the loader crashes during a reload, and loads in a new worker at the next check', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const worker = loaderOf();
    let crashNext = false;
    const failed: unknown[] = [];
    // the crash is sent to the worker just before the load, so the worker dies with the load in hand
    const loader: BlockLoader = {
      threads: 1,
      load(type, rows) {
        if (crashNext) {
          crashNext = false;
          worker.workers()[0]!.postMessage({ type: 'no such message' });
        }
        const loading = worker.load(type, rows);
        loading.catch((e: unknown) => failed.push(e));
        return loading;
      },
      close: () => worker.close(),
    };
    const index = new DetectionSearchIndex(t.db.kysely, RECHECK_MS, undefined, { reloadBesideRows: 0, loader });
    const before = await index.page(f, byId, 1, 10);
    const [first] = worker.workers();
    await addRow();
    crashNext = true;
    vi.advanceTimersByTime(RECHECK_MS + 1);
    expect(await index.page(f, byId, 1, 10)).toEqual(before);
    await index.settled();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toBeInstanceOf(AppError);
    expect((failed[0] as AppError).status).toBe(503);
    expect((failed[0] as AppError).message).toMatch(/loader stopped before answering \(search loader: unknown message .*\)/);
    // the old block still answers; the next check loads the change in a new worker
    expect(await index.page(f, byId, 1, 10)).toEqual(before);
    vi.advanceTimersByTime(RECHECK_MS + 1);
    expect(await index.page(f, byId, 1, 10)).toEqual(before);
    await index.settled();
    expect(worker.workers()[0]).not.toBe(first);
    expect(index.reloaded().map((r) => [r.swapped, r.error?.replace(/\(.*/, '')])).toEqual([
      [false, "The search index's loader stopped before answering "],
      [true, undefined],
    ]);
    const after = await index.page(f, byId, 1, 10);
    expect(after.total).toBe(before.total + 1);
    expect(after).toEqual(await sqlPage());
  });

  it("answers a first search whose load the loader's crash lost with a 503, and the next search loads anew", async () => {
    const worker = loaderOf();
    // a worker running, then told a message it does not know, then asked for the block
    await worker.load(101);
    worker.workers()[0]!.postMessage({ type: 'no such message' });
    const index = new DetectionSearchIndex(t.db.kysely, RECHECK_MS, undefined, { loader: worker });
    const err = await index.page(f, byId, 1, 10).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((err as AppError).status).toBe(503);
    expect(await index.page(f, byId, 1, 10)).toEqual(await sqlPage());
  });

  it('ends its worker when idle, and the next load starts a new one', async () => {
    const worker = searchLoader(t.url, 50);
    loaders.push(worker);
    const first = await worker.load(101);
    const [started] = worker.workers();
    expect(started).toBeDefined();
    await vi.waitFor(() => expect(worker.workers()).toEqual([]), { timeout: 5000 });
    const { checkedAt: _a, ...again } = await worker.load(101);
    const { checkedAt: _b, ...before } = first;
    expect(again).toEqual(before);
    expect(worker.workers()[0]).not.toBe(started);
  });

  it('is used only where a second connection can read the database', () => {
    expect(hasSecondReader(t.url)).toBe(true);
    expect(hasSecondReader('sqlite::memory:')).toBe(false);
  });
});
