import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';

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

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/contests/tyList', '/api/lampparams/createTy/{reCopy}', '/api/files/upload']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});
