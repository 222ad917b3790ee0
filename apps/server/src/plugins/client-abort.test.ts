import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin, { frameworkErrors } from './errors.js';
import languagePlugin from './language.js';

/**
 * A browser cancels a request it no longer needs (a live ranking the designer has typed past, a
 * page left early): the answer, computed meanwhile, meets a closed socket in the compressor,
 * whose stream ends with "Premature close". That is the client's choice, not a fault of the
 * server: it is logged as information, never as an unexpected error that would alarm whoever
 * reads the log. The same error while the client still waits is a real failure.
 */
describe('a client that goes away before its answer', () => {
  let app: FastifyInstance;
  let lines: Array<{ level: number; msg: string }>;
  const prematureClose = () => Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

  async function build() {
    lines = [];
    app = Fastify({
      frameworkErrors,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } },
    });
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    app.get('/api/gone', async (request) => {
      request.raw.destroy();
      throw prematureClose();
    });
    app.get('/api/waiting', async () => {
      throw prematureClose();
    });
  }
  afterEach(() => app.close());

  it('is logged as information when the client has closed the connection', async () => {
    await build();
    await app.inject({ method: 'GET', url: '/api/gone' }).catch(() => undefined);
    await expect.poll(() => lines.some((l) => l.msg === 'the client closed the connection before its answer')).toBe(true);
    expect(lines.find((l) => l.msg === 'the client closed the connection before its answer')!.level).toBe(30);
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    // the request still ends (a stop that waits for requests in flight must not wait for it)
    await expect.poll(() => lines.some((l) => l.msg === 'request completed')).toBe(true);
  });

  it('is an error (500, logged) when the client still waits', async () => {
    await build();
    const res = await app.inject({ method: 'GET', url: '/api/waiting', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(lines.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(['unexpected error']);
  });
});
