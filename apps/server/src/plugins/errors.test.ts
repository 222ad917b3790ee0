import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, message, type ErrorCode } from '@lampsheet/contracts';
import { ClientGone } from '../lib/ndjson.js';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import errorsPlugin, { frameworkErrors } from './errors.js';
import languagePlugin from './language.js';

/** The demo app both groups of tests ask, with a designer's token. */
let t: TestApp;
let auth: string;
beforeAll(async () => {
  t = await createTestApp('sqlite');
  auth = await bearer(t.app);
});
afterAll(() => t.close());

/** A bare Fastify with only the language and error plugins, for routes that throw what a test needs. */
async function bareApp(options: FastifyServerOptions = {}) {
  const app = Fastify({ logger: false, ...options });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  return app;
}

describe('error envelope', () => {
  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { authorization: auth } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: '{"page": 1,,}',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('names the field of a schema violation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth, 'accept-language': 'en' },
      payload: { page: 1, priceMin: 'cheap' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Invalid input: body\.priceMin/);
    expect(res.json().field).toBe('priceMin');
  });

  it('refuses unknown fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contests/tyList', headers: { authorization: auth }, payload: { page: 1, dropTable: 'x' } });
    expect(res.statusCode).toBe(400);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth, 'content-type': 'application/xml' },
      payload: '<page>1</page>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('hides the details of real faults behind a 500 envelope', async () => {
    const broken = await createTestApp('sqlite', { demo: true });
    const token = await bearer(broken.app);
    // Pull the database away under the running server: every query now fails.
    await broken.db.kysely.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: token } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'INTERNAL', message: '服务器内部错误' });
    await broken.close().catch(() => undefined);
  }, 30000);

  it('answers the database refusing a value from the request with 400, and keeps its words to itself', async () => {
    const app = await bareApp();
    app.get('/range', async () => {
      throw Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });
    });
    app.get('/fault', async () => {
      throw Object.assign(new Error('relation "lamps" does not exist'), { code: '42P01' });
    });
    const range = await app.inject({ method: 'GET', url: '/range', headers: { 'accept-language': 'en' } });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(range.body).not.toContain('integer');
    const fault = await app.inject({ method: 'GET', url: '/fault' });
    expect(fault.statusCode).toBe(500);
    expect(fault.body).not.toContain('relation');
    await app.close();
  });

  it('answers a multipart body that cannot be read with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { authorization: auth, 'content-type': 'multipart/form-data', 'accept-language': 'en' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: expect.stringMatching(/multipart/) });
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/contests/tyList', '/api/lampparams/createTy/{reCopy}', '/api/files/upload']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

/** An answer is the envelope of docs/DOMAIN.md whose code belongs to its status. */
function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }, what: string) {
  expect(String(res.headers['content-type']), what).toMatch(/application\/json/);
  const body = JSON.parse(res.body) as { success: boolean; code: ErrorCode; message: string };
  expect(body.success, what).toBe(false);
  expect(ERROR_STATUS[body.code], `${what}: ${res.body}`).toBe(res.statusCode);
  expect(body.message, what).not.toMatch(/FST_|Bad Request|is not a valid url|exceeding|Unexpected token|position \d+/);
  return body;
}

describe('the router and the parsers answer in the envelope', () => {
  it('answers a path that does not decode, on every registered route, with 400 in the envelope', async () => {
    const routes = t.app.registeredRoutes().filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      const path = r.url.includes(':') ? r.url.replace(/:\w+/, '%ff') : `${r.url}%ff`;
      const res = await t.app.inject({ method: r.method as 'GET', url: path, headers: { authorization: auth, 'accept-language': 'en' } });
      expect(res.statusCode, `${r.method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${r.method} ${path}`).toBeLessThan(500);
      expectEnvelope(res, `${r.method} ${path}`);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/lamps/%ff', headers: { authorization: auth, 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: message('badUrl', 'en') });
  });

  it('answers an overlong path parameter with 400 in the envelope, on every route with one', async () => {
    const routes = t.app.registeredRoutes().filter((r) => r.url.startsWith('/api/') && r.url.includes(':') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      const path = r.url.replace(/:\w+/g, '1'.repeat(101));
      const res = await t.app.inject({ method: r.method as 'GET', url: path, headers: { authorization: auth } });
      expect(res.statusCode, `${r.method} ${path}`).toBe(400);
      expect(expectEnvelope(res, `${r.method} ${path}`).code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a broken path outside the API in the envelope as well', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/%ff' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res, '/media/%ff');
  });

  it('answers malformed JSON with a fixed message, not the parser\'s words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth, 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"page": 1,,}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: message('invalidJson', 'en') });
  });

  it('gives plugin errors the fixed message of their code and keeps their words in the log', async () => {
    const app = await bareApp({ frameworkErrors });
    app.get('/plugin', async () => {
      throw Object.assign(new Error('secret internals of /srv/app/node_modules/x.js'), { statusCode: 406 });
    });
    app.get('/gone', async () => {
      throw Object.assign(new Error('ENOENT /srv/data/sheets/abc.pdf'), { statusCode: 404 });
    });
    const plugin = await app.inject({ method: 'GET', url: '/plugin', headers: { 'accept-language': 'en' } });
    expect(plugin.statusCode).toBe(400);
    expect(plugin.json()).toEqual({ success: false, code: 'VALIDATION_FAILED', message: message('invalidInput', 'en') });
    const gone = await app.inject({ method: 'GET', url: '/gone' });
    expect(gone.json()).toEqual({ success: false, code: 'NOT_FOUND', message: message('notFound', 'zh') });
    await app.close();
  });

  it('logs a streamed answer whose client left before its first line as the client\'s choice, not as a fault', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
        done();
      },
    });
    const app = await bareApp({ logger: { level: 'info', stream } });
    // the work notices the closed connection and ends with ClientGone, as ndjsonAnswer's does
    app.post('/work', async (request) => {
      await new Promise((resolve) => request.raw.socket.once('close', resolve));
      throw new ClientGone();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/work', headers: { 'content-type': 'application/json' } });
    req.on('error', () => {});
    req.end('{}', () => setTimeout(() => req.destroy(), 50));
    await expect.poll(() => lines.some((l) => l.msg === 'the client closed the connection before its answer'), { timeout: 10_000 }).toBe(true);
    await app.close();
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('answers writers that met in the database (serialization, deadlock, vanished reference) with 409, never 500', async () => {
    const app = await bareApp();
    for (const code of ['40001', '40P01', '23503', '23505', 'SQLITE_CONSTRAINT_FOREIGNKEY']) {
      app.get(`/db/${code}`, async () => {
        throw Object.assign(new Error(`database said ${code} on relation "param_indices"`), { code });
      });
    }
    for (const code of ['40001', '40P01', '23503', '23505', 'SQLITE_CONSTRAINT_FOREIGNKEY']) {
      const res = await app.inject({ method: 'GET', url: `/db/${code}`, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, code).toBe(409);
      expect(res.json(), code).toEqual({ success: false, code: 'CONFLICT', message: message('concurrentWrite', 'en') });
    }
    await app.close();
  });
});
