import { readdirSync, readFileSync } from 'node:fs';
import { synthesizeLdt } from '@lampsheet/photometry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerNice } from '../lib/thread-priority.js';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

/** The nice value of every thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nices.set(Number(tid), Number(fields[16]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return nices;
}

const ownNice = () => {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

describe.runIf(process.platform === 'linux')('the engine\'s worker threads', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    auth = await bearer(t.app, 'demo');
  }, 120_000);
  afterAll(() => t.close());

  it('run nicer than the thread answering requests, which keeps its priority', async () => {
    const before = ownNice();
    const nice = Math.max(before, workerNice(process.env.WORKER_NICE));
    const niceBefore = [...threadNices().values()].filter((n) => n === nice).length;
    // one piece of work for each pool: a parse (calculation pool), a ranking, a schedule workbook
    const body = multipart([{ filename: 'spot.ldt', contentType: 'application/octet-stream', data: Buffer.from(synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40 })) }]);
    const parsed = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: auth }, payload: body.payload });
    expect(parsed.statusCode, parsed.body).toBe(200);
    const lamps = (await t.db.kysely.selectFrom('lamps').select('id').where('photometryId', 'is not', null).orderBy('id').limit(4).execute()).map((l) => l.id);
    const ranked = await t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { authorization: auth }, payload: { contestTypeId: 102, dimensions: { H: 6, W: 3 }, filters: { lampIds: lamps } } });
    expect(ranked.statusCode, ranked.body.slice(0, 200)).toBe(200);
    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: auth } })).json().data.rows as Array<{ id: number }>;
    const workbook = await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0]!.id}/schedule.xlsx`, headers: { authorization: auth } });
    expect(workbook.statusCode).toBe(200);

    const { calc, rank } = { calc: t.app.pools.calc().threads, rank: t.app.pools.rank().threads };
    const started = calc + rank + 1;
    expect(nice).toBeGreaterThan(before);
    expect([...threadNices().values()].filter((n) => n === nice).length - niceBefore).toBeGreaterThanOrEqual(started);
    expect(ownNice()).toBe(before);
  });
});

describe('WORKER_NICE as the workers read it', () => {
  it('follows the configuration\'s rule: 0–19, 10 when unset, empty or wrong', () => {
    expect([undefined, '', ' ', '3', '0', '19', '20', '-1', '2.5', 'low'].map(workerNice)).toEqual([10, 10, 10, 3, 0, 19, 10, 10, 10, 10]);
  });
});
