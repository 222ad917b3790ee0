import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NDJSON_TYPE, rankStreamEvent, type RankAnswer, type RankRequest, type RankStreamEvent } from '@lampsheet/contracts';
import { rankRunner, type RankRunner } from './rank-pool.js';
import { WATCH_FIRST_ROUND } from './rank.service.js';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

/** The wall: 14 m high, 12 m wide, washers 0.6 m out and 1.2 m apart. */
const WALL: RankRequest = { contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 }, targets: [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.1 }] };

/** A streamed answer's lines: the events, and the last line (the envelope). */
function linesOf(body: string) {
  expect(body.endsWith('\n'), body.slice(0, 300)).toBe(true);
  const lines = body.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
  const last = lines.pop()!;
  return { events: lines.map((l) => rankStreamEvent.parse(l)), last };
}

/**
 * A runner in the calling thread whose rounds after the first are held (`gate`): they answer
 * only when the test says, or fail with the ranking's signal when it aborts; `fail` makes them
 * throw instead.
 */
function gatedRunner(mode: 'hold' | 'fail') {
  const inner = rankRunner(0);
  const rounds: Array<{ items: number; signal?: AbortSignal }> = [];
  let abortedWith: (reason: unknown) => void = () => {};
  const aborted = new Promise<unknown>((resolve) => (abortedWith = resolve));
  const runner: RankRunner = {
    threads: 0,
    evaluate(job, load, signal) {
      rounds.push({ items: job.items.length, signal });
      if (rounds.length === 1) return inner.evaluate(job, load, signal);
      if (mode === 'fail') return Promise.reject(new Error('a worker died'));
      return new Promise((_, reject) => {
        signal?.addEventListener('abort', () => {
          abortedWith(signal.reason);
          reject(signal.reason as Error);
        });
      });
    },
    kept: (job) => inner.kept(job),
    cached: () => inner.cached(),
    computed: () => inner.computed(),
    close: () => inner.close(),
  };
  return { runner, rounds, aborted };
}

describe('POST /api/photometry/rank streamed (Accept: application/x-ndjson)', () => {
  let t: TestApp;
  let auth: string;
  /** A few demo lamps with a photometric file, for the fitted ranking (a layout searched per fixture). */
  let some: number[];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    auth = await bearer(t.app, 'demo');
    const lamps = await t.db.kysely.selectFrom('lamps').select('id').where('photometryId', 'is not', null).orderBy('id').limit(40).execute();
    some = lamps.map((l) => l.id);
  }, 120_000);
  afterAll(() => t.close());

  const rank = (body: RankRequest | Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { authorization: auth, 'accept-language': 'en', ...headers }, payload: body });

  it('sends the progress of each stage and provisional rows as the preview has them, then the plain route’s answer', async () => {
    const res = await rank(WALL, { accept: NDJSON_TYPE, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    // lines are not held back by the compressor, nor by a proxy
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.headers['x-accel-buffering']).toBe('no');
    const { events, last } = linesOf(res.body);

    const progress = events.filter((e): e is Extract<RankStreamEvent, { event: 'progress' }> => e.event === 'progress');
    const preview = progress.filter((p) => p.stage === 'preview');
    const full = progress.filter((p) => p.stage === 'full');
    expect(progress).toHaveLength(preview.length + full.length);
    // the preview of every candidate first, from none to all, in rounds (the first small)
    expect(preview[0]).toEqual({ event: 'progress', stage: 'preview', done: 0, total: 459 });
    expect(preview[1]!.done).toBe(WATCH_FIRST_ROUND);
    expect(preview.at(-1)!.done).toBe(459);
    for (let i = 1; i < preview.length; i++) expect(preview[i]!.done).toBeGreaterThan(preview[i - 1]!.done);
    expect(preview.length).toBeGreaterThan(3);
    // then the possible first rows again on the full grid
    expect(full[0]).toMatchObject({ done: 0 });
    expect(full.at(-1)!.done).toBe(full[0]!.total);
    expect(events.indexOf(full[0]!)).toBeGreaterThan(events.indexOf(preview.at(-1)!));

    // provisional rows after each round of the preview, before the full grid's stage
    const rows = events.filter((e): e is Extract<RankStreamEvent, { event: 'rows' }> => e.event === 'rows');
    expect(rows).toHaveLength(preview.length - 1);
    expect(events.indexOf(rows[0]!)).toBe(events.indexOf(preview[1]!) + 1);
    expect(events.indexOf(rows.at(-1)!)).toBeLessThan(events.indexOf(full[0]!));
    expect(rows.every((r) => r.provisional && r.rows.length <= 50)).toBe(true);
    expect(rows[0]!.evaluated).toBe(WATCH_FIRST_ROUND);
    expect(rows.at(-1)!.evaluated).toBe(459);
    expect(rows.at(-1)!.rows).toHaveLength(50);

    // the last line: the envelope of the plain route's answer
    expect(last.success).toBe(true);
    const streamed = last.data as RankAnswer;
    const plain = await rank(WALL);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const answer = plain.json().data as RankAnswer;
    expect({ ...streamed, ms: 0 }).toEqual({ ...answer, ms: 0 });
    // the provisional rows are the same fixtures in the same shape, their figures the preview's
    expect(new Set(rows.at(-1)!.rows.map((r) => r.lampId))).toEqual(new Set(answer.rows.map((r) => r.lampId)));
  }, 120_000);

  it('sends progress and provisional rows of a fitted ranking too, its rows fitted', async () => {
    const res = await rank({ ...WALL, fit: { countMax: 12 }, filters: { lampIds: some }, limit: 3 }, { accept: NDJSON_TYPE });
    const { events, last } = linesOf(res.body);
    const stages = [...new Set(events.filter((e) => e.event === 'progress').map((e) => e.stage))];
    expect(stages).toEqual(['fit', 'full']);
    const rows = events.filter((e) => e.event === 'rows');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.rows.length <= 3 && r.rows.every((row) => row.fit !== undefined))).toBe(true);
    expect(last).toMatchObject({ success: true });
    expect((last.data as RankAnswer).rows).toHaveLength(3);
  }, 120_000);

  it('answers a request refused before the first line with its own status, as the plain route does', async () => {
    const res = await rank({ ...WALL, targets: [{ faceType: 'A', brightnessAvgMin: 5 }] }, { accept: NDJSON_TYPE });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'targets.0.faceType' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { accept: NDJSON_TYPE }, payload: WALL });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a streamed ranking that fails or is left', () => {
  it('ends the stream with the error envelope, in the request’s language, when the ranking fails after its first lines', async () => {
    const gated = gatedRunner('fail');
    const t = await createTestApp('sqlite', { pools: { rank: () => gated.runner } });
    try {
      const auth = await bearer(t.app, 'demo');
      for (const [lang, text] of [['en', 'Internal server error'], ['zh', '服务器内部错误']] as const) {
        const res = await t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { authorization: auth, accept: NDJSON_TYPE, 'accept-language': lang }, payload: WALL });
        expect(res.statusCode).toBe(200);
        const { events, last } = linesOf(res.body);
        expect(events.map((e) => e.event)).toEqual(['progress', 'progress', 'rows']);
        expect(last).toEqual({ success: false, code: 'INTERNAL', message: text });
        gated.rounds.length = 0;
      }
      // the lane is free again
      expect(t.app.work.lanes.rank.figures()).toEqual({ running: 0, waiting: 0, users: 0 });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('stops the ranking when the client goes away: its round is aborted and no other is started', async () => {
    const gated = gatedRunner('hold');
    const t = await createTestApp('sqlite', { pools: { rank: () => gated.runner } });
    try {
      const auth = await bearer(t.app, 'demo');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const firstRows = new Promise<string>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/photometry/rank', headers: { authorization: auth, accept: NDJSON_TYPE, 'content-type': 'application/json' } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            // the designer types on: the browser drops the request after the first rows
            if (text.includes('"event":"rows"')) {
              req.destroy();
              resolve(text);
            }
          });
          res.on('error', () => {});
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
        req.end(JSON.stringify(WALL));
      });
      expect(await firstRows).toContain('"provisional":true');
      expect((await gated.aborted) as Error).toHaveProperty('message', 'the client closed the connection');
      await expect.poll(() => t.app.work.lanes.rank.figures().running).toBe(0);
      // the first round answered; the two in flight after it were held and aborted; the rest (of 459) never asked
      expect(gated.rounds).toHaveLength(3);
      expect(gated.rounds[0]!.items).toBe(WATCH_FIRST_ROUND);
      expect(gated.rounds.slice(1).every((r) => r.signal!.aborted)).toBe(true);
    } finally {
      await t.close();
    }
  }, 120_000);
});
