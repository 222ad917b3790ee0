import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import errorsPlugin from './errors.js';
import languagePlugin from './language.js';

describe('error envelope', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    auth = await bearer(t.app);
  });
  afterAll(() => t.close());

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
    const app = Fastify({ logger: false });
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
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
