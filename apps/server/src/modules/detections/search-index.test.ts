import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SortableKey } from '@lampsheet/contracts';
import { createTestDb, DIALECTS, type TestDb } from '../../test/harness.js';
import * as repo from './repository.js';
import { SEARCH_CACHE_LIMITS, SearchCaches } from './answer-cache.js';
import { DetectionSearchIndex, RECHECK_MS } from './search-index.js';
import { searchPool } from './search-pool.js';
import { searchLoader } from './search-loader.js';
import { blockPageQuery } from './search-blocks.repository.js';

import { calculatedRowsReplace } from '../photometry/repository.js';
import { openDatabase } from '../../db/database.js';

type F = repo.DetectionFilters & { contestTypeId: number };

/** The index must answer exactly what the SQL path answers: same totals, same pages, same scores. */
describe.each(DIALECTS)('search index against SQL on %s', (dialect) => {
  let t: TestDb;
  let index: DetectionSearchIndex;
  let someBrand: number;
  let someVoltage: string;
  let projectId: number;
  beforeAll(async () => {
    t = await createTestDb(dialect, { demo: true });
    // through a real search worker and a real loader worker (the server's way); the other tests below search and load in this thread
    index = new DetectionSearchIndex(t.db.kysely, 0, undefined, { runner: searchPool(1), loader: searchLoader(t.url) });
    const row = await t.db.kysely.selectFrom('detections').innerJoin('lamps', 'lamps.id', 'detections.lampId').select(['detections.brandId', 'lamps.workVoltage']).where('detections.contestTypeId', '=', 102).executeTakeFirstOrThrow();
    someBrand = row.brandId;
    someVoltage = row.workVoltage!;
    projectId = (await t.db.kysely.selectFrom('projects').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await index.close();
    await t.dispose();
  });

  const cases: Array<[string, () => F]> = [
    ['everything of a type', () => ({ contestTypeId: 102, dataTypes: ['1', '2', '4'] })],
    ['with a project', () => ({ contestTypeId: 102, dataTypes: ['1', '2', '4'], projectId })],
    ['project rows only', () => ({ contestTypeId: 101, dataTypes: ['2'], projectId })],
    ['two-face type', () => ({ contestTypeId: 103, dataTypes: ['1', '4'] })],
    ['ranges', () => ({ contestTypeId: 102, dataTypes: ['1', '4'], powerMax: 40, evennessMin: 0.3, lightnessAveMin: 10, lightnessAveMax: 300, priceMax: 2500 })],
    ['brand, voltage, shape', () => ({ contestTypeId: 102, dataTypes: ['1', '2', '4'], brandIds: [someBrand], voltage: someVoltage, lampShapes: [1, 2] })],
    ['colour and channel', () => ({ contestTypeId: 106, dataTypes: ['1', '4'], colorFlag: 2, rgbwa: '全亮' })],
    ['a type seen directly (no luminance)', () => ({ contestTypeId: 110, dataTypes: ['1', '4'], powerMax: 100 })],
    ['nothing matches', () => ({ contestTypeId: 102, dataTypes: ['1'], voltage: 'no such voltage' })],
  ];
  const sorts: Array<[SortableKey, 'asc' | 'desc']> = [
    ['id', 'asc'],
    ['lightnessAve', 'desc'],
    ['authorizedPrice', 'asc'],
    ['brandName', 'desc'],
    ['lightIntensity3', 'asc'],
  ];

  it.each(cases)('pages and counts alike: %s', async (_name, make) => {
    const f = make();
    for (const [key, order] of sorts) {
      for (const page of [1, 3]) {
        const hit = await index.page(f, { key, order }, page, 10);
        const rows = await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS[key], order }, page, 10);
        expect(hit.ids, `${key} ${order} page ${page}`).toEqual(rows.map((r) => r.id));
      }
    }
    expect((await index.page(f, { key: 'id', order: 'asc' }, 1, 10)).total).toBe(await repo.countRows(t.db.kysely, f));
  });

  it.each(cases)('ranks by weights alike: %s', async (_name, make) => {
    const f = make();
    const weights: Array<{ key: repo.WeightKey; weight: number }> = [
      { key: 'price', weight: 30 },
      { key: 'evenness', weight: 25 },
      { key: 'lightnessAve', weight: 25 },
      { key: 'powerValue', weight: 20 },
    ];
    // page 2 reuses the scores worked out for page 1
    for (const page of [1, 2]) {
      const hit = await index.weightedPage(f, weights, page, 10);
      const rows = await repo.weightedPage(t.db.kysely, f, 'en', weights, page, 10);
      expect(hit.scores, `page ${page}`).toEqual(rows.map((r) => r.score));
      // Equal scores may come in any order from floating-point noise; ids agree where scores differ.
      expect(new Set(hit.ids), `page ${page}`).toEqual(new Set(rows.map((r) => r.id)));
    }
  });

  it('sees new rows after invalidate() and, with a zero recheck interval, by itself', async () => {
    const f: F = { contestTypeId: 104, dataTypes: ['1'] };
    const before = (await index.page(f, { key: 'id', order: 'asc' }, 1, 10)).total;
    const template = await t.db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', 104).where('dataType', '=', '1').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    await t.db.kysely.insertInto('detections').values({ ...copy, surfaceType: 'A' }).execute();
    expect((await index.page(f, { key: 'id', order: 'asc' }, 1, 10)).total).toBe(before + 1);
    const cached = new DetectionSearchIndex(t.db.kysely, 60_000);
    const n = (await cached.page(f, { key: 'id', order: 'asc' }, 1, 10)).total;
    await t.db.kysely.insertInto('detections').values({ ...copy, surfaceType: 'A' }).execute();
    expect((await cached.page(f, { key: 'id', order: 'asc' }, 1, 10)).total).toBe(n);
    cached.invalidate(104);
    expect((await cached.page(f, { key: 'id', order: 'asc' }, 1, 10)).total).toBe(n + 1);
  });

  describe('change counter kept by the writes (issue 28), no invalidate()', () => {
    afterEach(() => vi.useRealTimers());
    const f: F = { contestTypeId: 107, dataTypes: ['1', '2', '4'] };
    const byPower = { key: 'power' as const, order: 'asc' as const };
    const template = async () => {
      const { id: _id, ...copy } = await t.db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', 107).where('dataType', '=', '4').orderBy('id').executeTakeFirstOrThrow();
      return copy;
    };
    const version = async (scope: number) => (await t.db.kysely.selectFrom('searchVersions').select('version').where('scope', '=', scope).executeTakeFirstOrThrow()).version;
    /** The index's first page by `sort` and its total, and SQL's. */
    const both = async (index: DetectionSearchIndex, sort: { key: SortableKey; order: 'asc' | 'desc' } = byPower) => {
      const hit = await index.page(f, sort, 1, 10);
      const rows = await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS[sort.key], order: sort.order }, 1, 10);
      return { index: { total: hit.total, ids: hit.ids }, sql: { total: await repo.countRows(t.db.kysely, f), ids: rows.map((r) => r.id) } };
    };

    it('a write through each path is seen by the next search; a picture completion bumps nothing', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const index = new DetectionSearchIndex(t.db.kysely);
      const next = async (sort?: { key: SortableKey; order: 'asc' | 'desc' }) => {
        vi.advanceTimersByTime(RECHECK_MS + 1);
        const { index: got, sql } = await both(index, sort);
        expect(got).toEqual(sql);
        return got;
      };
      const first = await next();
      const copy = await template();
      // an import's replacement of a lamp's calculated rows: delete and multi-row insert in one transaction
      await t.db.kysely.transaction().execute((trx) => calculatedRowsReplace(trx, copy.lampId, [copy.contestId], [{ ...copy, surfaceType: 'A', power: 0.25 }, { ...copy, surfaceType: 'A', power: 0.5 }]));
      const imported = await next();
      expect(imported.total).toBe(first.total + 1);
      const [cheapest, second] = imported.ids;
      // a searched column changed in place
      await t.db.kysely.updateTable('detections').set({ power: 0.1 }).where('id', '=', second!).execute();
      expect((await next()).ids.slice(0, 2)).toEqual([second, cheapest]);
      // a delete
      await t.db.kysely.deleteFrom('detections').where('id', '=', second!).execute();
      expect((await next()).total).toBe(first.total);
      // a lamp's price: the lamp table's counter
      const lamps = await version(0);
      const byPrice = { key: 'authorizedPrice' as const, order: 'asc' as const };
      await next(byPrice);
      await t.db.kysely.updateTable('lamps').set({ authorizedPrice: 0.01 }).where('id', '=', copy.lampId).execute();
      expect(await version(0)).toBeGreaterThan(lamps);
      const top = (await next(byPrice)).ids[0]!;
      expect((await t.db.kysely.selectFrom('detections').select('lampId').where('id', '=', top).executeTakeFirstOrThrow()).lampId).toBe(copy.lampId);
      // the background picture completion sets no searched column: the block stays
      const type = await version(107);
      await t.db.kysely.updateTable('detections').set({ pseuColor: 'media/calc/x.svg' }).where('id', '=', cheapest!).execute();
      expect(await version(107)).toBe(type);
    });

    it("sees another server process's write on the same database", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const other = openDatabase(t.url);
      try {
        const index = new DetectionSearchIndex(t.db.kysely);
        const before = await index.page(f, byPower, 1, 10);
        await other.kysely.insertInto('detections').values({ ...(await template()), surfaceType: 'A', power: 0.01 }).execute();
        vi.advanceTimersByTime(RECHECK_MS + 1);
        const after = await index.page(f, byPower, 1, 10);
        expect(after.total).toBe(before.total + 1);
        expect(after.ids).toEqual((await both(index)).sql.ids);
      } finally {
        await other.close();
      }
    });
  });

  describe('loading and reloading a block (issue 28)', () => {
    afterEach(() => vi.useRealTimers());
    const f: F = { contestTypeId: 105, dataTypes: ['1', '2', '4'] };
    const byId = { key: 'id' as const, order: 'desc' as const };
    const sqlPage = async () => ({
      total: await repo.countRows(t.db.kysely, f),
      ids: (await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS.id, order: 'desc' }, 1, 10)).map((r) => r.id),
    });

    it('reads a block in pages of rows: the same answers and arrays as in one page', async () => {
      const paged = new DetectionSearchIndex(t.db.kysely, 0, undefined, { loadPageRows: 7 });
      for (const sort of sorts) {
        const hit = await paged.page(f, { key: sort[0], order: sort[1] }, 2, 10);
        const rows = await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS[sort[0]], order: sort[1] }, 2, 10);
        expect(hit.ids, sort.join(' ')).toEqual(rows.map((r) => r.id));
      }
      const whole = new DetectionSearchIndex(t.db.kysely, 0);
      await whole.page(f, byId, 1, 10);
      expect(await paged.memory()).toEqual(await whole.memory());
    });

    // PostgreSQL's plan follows the table's size and statistics (a test table's few thousand rows
    // get a bitmap scan and a sort): bench:search prints it at 1 M and 10 M rows
    it.runIf(dialect === 'sqlite')("reads a block's pages through the type's index (detections_type_id)", () => {
      const compiled = blockPageQuery(102, 0, 10_000).compile(t.db.kysely.withoutPlugins());
      const plan = t.db.sqlite!.prepare(`explain query plan ${compiled.sql}`).all(...compiled.parameters) as Array<{ detail: string }>;
      expect(plan.map((r) => r.detail).join('; ')).toMatch(/USING (COVERING )?INDEX detections_type_id/);
    });

    it('answers from the old block while the changed one loads beside it, then from the new one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let loadedBeside = 0;
      const index = new DetectionSearchIndex(t.db.kysely, RECHECK_MS, undefined, {
        reloadBesideRows: 0,
        beforeSwap: async () => {
          loadedBeside++;
          await held;
        },
      });
      const before = await index.page(f, byId, 1, 10);
      expect(before).toEqual(await sqlPage());
      const { id: _id, ...copy } = await t.db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', 105).where('dataType', '=', '1').orderBy('id').executeTakeFirstOrThrow();
      await t.db.kysely.insertInto('detections').values({ ...copy, surfaceType: 'A' }).execute();
      vi.advanceTimersByTime(RECHECK_MS + 1);
      // the change is seen, the new block loads beside: this search and the next are the old block's
      expect(await index.page(f, byId, 1, 10)).toEqual(before);
      while (loadedBeside === 0) await new Promise((r) => setImmediate(r));
      vi.advanceTimersByTime(RECHECK_MS + 1);
      expect(await index.page(f, byId, 1, 10)).toEqual(before);
      release();
      await index.settled();
      const after = await index.page(f, byId, 1, 10);
      expect(after.total).toBe(before.total + 1);
      expect(after).toEqual(await sqlPage());
      expect(loadedBeside).toBe(1);
    });
  });

  describe('answers of identical searches', () => {
    afterEach(() => vi.useRealTimers());
    const f: F = { contestTypeId: 105, dataTypes: ['1', '4'], powerMax: 200 };
    const weights: Array<{ key: repo.WeightKey; weight: number }> = [
      { key: 'price', weight: 50 },
      { key: 'evenness', weight: 50 },
    ];
    const copyRow = async () => {
      const template = await t.db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', 105).where('dataType', '=', '1').orderBy('id').executeTakeFirstOrThrow();
      const { id: _id, ...copy } = template;
      // a copy that sorts first and ranks best: cheap, even, low power
      await t.db.kysely.insertInto('detections').values({ ...copy, surfaceType: 'A', power: 0.5, evenness: 1 }).execute();
    };

    it('are kept until this process writes (invalidate) and then worked out anew', async () => {
      const own = new DetectionSearchIndex(t.db.kysely, 60_000);
      const sorted = await own.page(f, { key: 'power', order: 'asc' }, 1, 10);
      const ranked = await own.weightedPage(f, weights, 1, 10);
      expect(await own.page(f, { key: 'power', order: 'asc' }, 1, 10)).toBe(sorted);
      expect(await own.weightedPage(f, weights, 1, 10)).toBe(ranked);
      // another page or other weights are other searches
      expect(await own.page(f, { key: 'power', order: 'asc' }, 2, 10)).not.toEqual(sorted);
      expect((await own.weightedPage(f, [{ key: 'price', weight: 100 }], 1, 10)).scores).not.toEqual(ranked.scores);

      await copyRow();
      expect(await own.page(f, { key: 'power', order: 'asc' }, 1, 10)).toBe(sorted);
      own.invalidate(105);
      const after = await own.page(f, { key: 'power', order: 'asc' }, 1, 10);
      expect(after.total).toBe(sorted.total + 1);
      expect(after.ids).toEqual(await pageIds(f, 'power', 'asc'));
      const reranked = await own.weightedPage(f, weights, 1, 10);
      expect(reranked.total).toBe(ranked.total + 1);
      expect(reranked.scores).toEqual((await repo.weightedPage(t.db.kysely, f, 'en', weights, 1, 10)).map((r) => r.score));
    });

    it("see another process's import within the recheck interval of a second", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const own = new DetectionSearchIndex(t.db.kysely);
      const sorted = await own.page(f, { key: 'power', order: 'asc' }, 1, 10);
      const ranked = await own.weightedPage(f, weights, 1, 10);
      await copyRow(); // written by someone else: no invalidate() here
      expect(RECHECK_MS).toBeLessThanOrEqual(1000);
      vi.advanceTimersByTime(RECHECK_MS + 1);
      const after = await own.page(f, { key: 'power', order: 'asc' }, 1, 10);
      expect(after.total).toBe(sorted.total + 1);
      expect(after.ids).toEqual(await pageIds(f, 'power', 'asc'));
      expect((await own.weightedPage(f, weights, 1, 10)).total).toBe(ranked.total + 1);
    });
  });

  it('bounds its answer caches in bytes across every block, and frees a replaced block at once', async () => {
    const probe = new DetectionSearchIndex(t.db.kysely, 60_000);
    const base: F = { contestTypeId: 102, dataTypes: ['1', '2', '4'] };
    await probe.page(base, { key: 'id', order: 'asc' }, 1, 10);
    const oneMatch = probe.caches.bytes().matches;
    expect(oneMatch).toBeGreaterThan(1000);
    // room for about three match lists and three score lists of this type, whatever the entries
    const bytes = 3.5 * oneMatch;
    const limits = { ...SEARCH_CACHE_LIMITS, matches: { entries: 1000, bytes }, scores: { entries: 1000, bytes: 2 * bytes } };
    const index = new DetectionSearchIndex(t.db.kysely, 60_000, new SearchCaches(limits));
    for (let i = 0; i < 12; i++) {
      // twelve distinct searches (each power bound its own), on two types
      const f: F = { contestTypeId: i % 2 ? 102 : 105, dataTypes: ['1', '2', '4'], powerMax: 1000 + i };
      const ranked = await index.weightedPage(f, [{ key: 'price', weight: 100 }], 1, 10);
      expect(ranked.scores).toEqual((await repo.weightedPage(t.db.kysely, f, 'en', [{ key: 'price', weight: 100 }], 1, 10)).map((r) => r.score));
      const held = index.caches.bytes();
      expect(held.matches).toBeLessThanOrEqual(bytes);
      expect(held.scores).toBeLessThanOrEqual(2 * bytes);
    }
    expect(index.caches.matches.size).toBeLessThan(12);
    index.invalidate();
    await new Promise((r) => setTimeout(r, 0));
    expect(index.caches.bytes()).toEqual({ matches: 0, scores: 0, pages: 0, answers: 0 });
  });

  it('counts the rows and typed-array bytes of its loaded blocks, a column no row fills taking none', async () => {
    const probe = new DetectionSearchIndex(t.db.kysely, 60_000);
    expect(await probe.memory()).toEqual({ rows: 0, bytes: 0 });
    await probe.page({ contestTypeId: 102, dataTypes: ['1'] }, { key: 'id', order: 'asc' }, 1, 10);
    await probe.page({ contestTypeId: 110, dataTypes: ['1'] }, { key: 'id', order: 'asc' }, 1, 10);
    const count = async (type: number) =>
      Number((await t.db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).where('contestTypeId', '=', type).executeTakeFirstOrThrow()).n);
    const [washing, direct] = [await count(102), await count(110)];
    // per row: id, contest, lamp, brand, project (4 bytes each), data type and face (1 each),
    // channel (2), and the filled searched columns as doubles (8 each): wall washing has power,
    // the five luminance figures and the two distances (no intensities); a type seen directly
    // power and the ten intensities (no luminance, no distance); and the searches' scratch
    // buffers, a position (4) and a sort key (8) per row
    expect(await probe.memory()).toEqual({ rows: washing + direct, bytes: washing * (24 + 8 * 8 + 12) + direct * (24 + 11 * 8 + 12) });
  });

  const pageIds = async (f: F, key: SortableKey, order: 'asc' | 'desc') =>
    (await repo.pageRows(t.db.kysely, f, 'en', { column: repo.SORT_COLUMNS[key], order }, 1, 10)).map((r) => r.id);
});
