import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import type { Config } from '../config.js';
import type { LaneFigures } from '../lib/admission.js';
import type { CalcRunner } from '../modules/photometry/calc-pool.js';
import { parseRun } from '../modules/photometry/calc-task.js';
import admission from './admission.js';
import errors from './errors.js';
import language from './language.js';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import { multipart } from '../test/multipart.js';

/**
 * Heavy work that will not finish within the server's deadline (WORK_TIMEOUT_MS, here 300 ms) is
 * answered 503 with a clear message and its work is cancelled; the engine pool here never
 * answers, so the deadline is always reached.
 */
describe('heavy work past its deadline', () => {
  let t: TestApp;
  let auth: string;
  let photometryId: number;
  const cancelled: string[] = [];
  const never: CalcRunner = {
    threads: 1,
    run: (_task, signal) =>
      new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          cancelled.push('calc');
          reject(signal.reason as Error);
        });
      }),
    // files are read at once (the uploads this test needs), calculations never end
    parse: async (task) => parseRun(task),
    close: async () => {},
  };
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false, env: { WORK_TIMEOUT_MS: '300' }, pools: { calc: () => never } });
    const { hashPassword } = await import('../modules/auth/password.js');
    await t.db.kysely
      .insertInto('users')
      .values({ username: 'd', displayName: 'D', passwordHash: await hashPassword('deadline1234'), role: 'designer', createdAt: new Date().toISOString() })
      .execute();
    auth = await bearer(t.app, 'd', 'deadline1234');
    const body = multipart([{ filename: 'spot.ldt', contentType: 'application/octet-stream', data: Buffer.from(synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40 })) }]);
    const parsed = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: auth }, payload: body.payload });
    photometryId = parsed.json().data.id;
  }, 60000);
  afterAll(() => t.close());

  it.each([
    ['en', 'This task could not finish within the server’s time limit and was cancelled; narrow it down or try again later'],
    ['zh-CN', '这项计算无法在服务器的时限内完成，已取消；请缩小范围或稍后再试'],
  ])('answers 503 with Retry-After and a message in %s, cancels the work and frees its place', async (lang, text) => {
    const before = cancelled.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photometry/calculate',
      headers: { authorization: auth, 'accept-language': lang },
      payload: { photometryId, contestTypeId: 101, dimensions: {}, albedo: 0.4 },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: text });
    expect(cancelled.length).toBe(before + 1);
    expect(t.app.work.lanes.calculate.figures()).toEqual({ running: 0, waiting: 0, users: 0 });
  }, 60000);
});

/** A file written while it is sent holds its place on the lane until its last byte, and is cut (never passed off as whole) past the deadline. */
describe('streamed heavy work', () => {
  const streamingApp = async (timeoutMs: number, openMs = 0) => {
    const app = Fastify();
    app.decorate('config', { calcQueueMax: 4, workUserRunning: 1, workUserQueued: 1, workTimeoutMs: timeoutMs } as Config);
    await app.register(language);
    await app.register(admission);
    await app.register(errors);
    const seen: LaneFigures[] = [];
    const opened: Readable[] = [];
    app.get('/file', async (request, reply) =>
      app.work.stream('schedule', request, reply, async () => {
        reply.header('content-type', 'text/plain');
        if (openMs) await new Promise((r) => setTimeout(r, openMs));
        const file = Readable.from(
          (async function* () {
            for (let i = 0; i < 3; i++) {
              seen.push(app.work.lanes.schedule.figures());
              await new Promise((r) => setTimeout(r, 30));
              yield `part ${i}\n`;
            }
          })(),
        );
        opened.push(file);
        return file;
      }),
    );
    return { app, seen, opened };
  };

  it('answers the whole file and frees the place once it is sent', async () => {
    const { app, seen } = await streamingApp(60_000);
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('part 0\npart 1\npart 2\n');
    expect(seen.map((f) => f.running)).toEqual([1, 1, 1]);
    // Freed when the stream closes, just after its last byte has left.
    await vi.waitFor(() => expect(app.work.lanes.schedule.figures()).toEqual({ running: 0, waiting: 0, users: 0 }));
    await app.close();
  });

  it('lets a transfer that has started run on past the deadline (the connection is busy, not idle)', async () => {
    const { app } = await streamingApp(40);
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('part 0\npart 1\npart 2\n');
    await vi.waitFor(() => expect(app.work.lanes.schedule.figures()).toEqual({ running: 0, waiting: 0, users: 0 }));
    await app.close();
  });

  it('answers 503 workTimedOut when the file has not started by the deadline, and destroys the stream opened late', async () => {
    const { app, opened } = await streamingApp(40, 150);
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    await vi.waitFor(() => expect(opened[0]?.destroyed).toBe(true));
    await vi.waitFor(() => expect(app.work.lanes.schedule.figures()).toEqual({ running: 0, waiting: 0, users: 0 }));
    await app.close();
  });
});
