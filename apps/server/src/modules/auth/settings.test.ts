import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('per-user settings on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    demo2 = await bearer(t.app, 'demo2');
  });
  afterAll(() => t.close());

  const get = (auth: string, key: string) => t.app.inject({ method: 'GET', url: `/api/users/settings/${key}`, headers: { authorization: auth } });
  const put = (auth: string, key: string, value: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/users/settings/${key}`, headers: { authorization: auth }, payload: { value } });

  it('answers null for a setting never written', async () => {
    const res = await get(demo, 'columns.102');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ key: 'columns.102', value: null });
  });

  it('keeps each user’s value and replaces it on a second write', async () => {
    expect((await put(demo, 'columns.102', '["brandName","power"]')).statusCode).toBe(200);
    expect((await put(demo, 'columns.102', '["brandName","lightnessAve"]')).statusCode).toBe(200);
    expect((await get(demo, 'columns.102')).json().data.value).toBe('["brandName","lightnessAve"]');
    expect((await get(demo2, 'columns.102')).json().data.value).toBeNull();
    expect((await get(demo, 'columns.101')).json().data.value).toBeNull();
  });

  it('refuses bad names, non-text values, oversized values and anonymous callers', async () => {
    expect((await put(demo, 'bad%20name', 'x')).statusCode).toBe(400);
    expect((await put(demo, 'columns.102', ['a'])).statusCode).toBe(400);
    expect((await put(demo, 'columns.102', 'x'.repeat(8001))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/settings/columns.102' })).statusCode).toBe(401);
  });

  it('bounds the settings one user may keep: a new key beyond 50 is refused, existing ones stay writable', async () => {
    const before = Number(
      (await t.db.kysely.selectFrom('userSettings').select((eb) => eb.fn.countAll().as('n')).where('userId', '=', (await t.db.kysely.selectFrom('users').select('id').where('username', '=', 'demo2').executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow()).n,
    );
    for (let i = before; i < 50; i++) expect((await put(demo2, `k.${i}`, 'v')).statusCode).toBe(200);
    const over = await put(demo2, 'one.more', 'v');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'key' });
    expect((await put(demo2, 'k.49', 'changed')).statusCode).toBe(200);
    // Another user's quota is their own.
    expect((await put(demo, 'one.more', 'v')).statusCode).toBe(200);
  });
});
