import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

type Schema = {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
};

const isNumeric = (s: Schema) => {
  const types = Array.isArray(s.type) ? s.type : [s.type];
  return types.includes('number') || types.includes('integer');
};

/** Every numeric node of a request schema, with the path a validation message names it by. */
function numericNodes(schema: Schema, path: string, out: Array<{ path: string; schema: Schema }> = []) {
  if (isNumeric(schema)) out.push({ path, schema });
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) numericNodes(alt, path, out);
  for (const [k, v] of Object.entries(schema.properties ?? {})) numericNodes(v, `${path}.${k}`, out);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') numericNodes(schema.additionalProperties, `${path}.*`, out);
  if (schema.items) numericNodes(schema.items, `${path}.0`, out);
  return out;
}

/** A value that sets `path` (below `body.`) to `value`: `{a: {b: v}}`, `[{…}]` for arrays. */
function bodyWith(path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (head === '0') return [bodyWith(rest, value)];
  return { [head!]: bodyWith(rest, value) };
}

/**
 * Every number a client sends has its domain range in the contracts (reflectance 0–1, metres,
 * watts, prices, pages, counts …): a number out of any real range is a 400 naming the field,
 * never a 500 from the engine or the database.
 */
describe.each(DIALECTS)('domain ranges of the numbers of every route on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app, 'admin');
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  }, 120000);
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([m]) => ['get', 'post', 'put', 'delete'].includes(m))
        .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );

  it('gives every numeric field of every request a lower and an upper bound', () => {
    const unbounded: string[] = [];
    let fields = 0;
    for (const { method, path, op } of operations()) {
      const nodes = [
        ...(op.parameters ?? []).flatMap((p) => numericNodes(p.schema, `${p.in}.${p.name}`)),
        ...Object.values(op.requestBody?.content ?? {}).flatMap((c) => numericNodes(c.schema, 'body')),
      ];
      for (const { path: field, schema } of nodes) {
        fields++;
        const low = schema.minimum ?? schema.exclusiveMinimum;
        const high = schema.maximum ?? schema.exclusiveMaximum;
        if (low === undefined || high === undefined || !Number.isFinite(low) || !Number.isFinite(high) || high > 1e10 || low < -1e10) {
          unbounded.push(`${method} ${path} ${field} [${low}, ${high}]`);
        }
      }
    }
    expect(fields).toBeGreaterThan(100);
    expect(unbounded).toEqual([]);
  });

  it('answers a number beyond its range, in every numeric body field, with 400 naming the field', async () => {
    let tried = 0;
    for (const { method, path, op } of operations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema || path === '/api/auth/login') continue;
      const url = path.replace(/\{[^}]+\}/g, (m) => (m === '{reCopy}' ? '0' : '1'));
      for (const { path: field } of numericNodes(schema, 'body')) {
        if (field.includes('*')) continue;
        for (const value of [1e308, -1e308, '1e308']) {
          const payload = bodyWith(field.split('.').slice(1), value);
          const res = await t.app.inject({ method: method as 'POST', url, headers: { authorization: auth, 'accept-language': 'en' }, payload: payload as object });
          const what = `${method} ${url} ${field}=${String(value)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBe(400);
          const body = res.json() as { code: string; message: string; field?: string };
          expect(body.code, what).toBe('VALIDATION_FAILED');
          // Named down to the field (a union of number and text names the field itself).
          const top = field.split('.')[1]!;
          expect(body.message, what).toContain(`body.${top}`);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(150);
  }, 120000);

  it('answers the report\'s albedo of 1e308 to the lamp library with 400 on albedo', async () => {
    const library = (albedo: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contests/lampLibrary',
        headers: { authorization: auth },
        payload: { contestTypeId: 101, page: 1, rows: 20, isAudit: 1, albedo, lightnessAveMin: 1 },
      });
    const res = await library(1e308);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'albedo' });
    const ok = await library(1);
    expect(ok.statusCode).toBe(200);
  });

  it('names the field of numbers out of range in query strings and number-like text of the form', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/lampparams/list?projectId=1&page=1e308', headers: { authorization: auth } });
    expect(list.statusCode).toBe(400);
    expect(list.json().field).toBe('page');
    const power = await t.app.inject({ method: 'POST', url: '/api/lampparams/lamps/getPowerNo?lampType=1&powerValue=1e308', headers: { authorization: auth } });
    expect(power.statusCode).toBe(400);
    expect(power.json().field).toBe('powerValue');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/lampparams/createTy/0',
      headers: { authorization: auth },
      payload: { projectId: 1, dataStatus: 1, lampPower: '1e308' },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().field).toBe('lampPower');
  });

  it('bounds the tolerances of the library search to the dimensions it searches by', async () => {
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 1]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/lampLibrary',
      headers: { authorization: auth },
      payload: { contestTypeId: 102, page: 1, rows: 20, diffArray: many },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toMatch(/^diffArray/);
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/contests/lampLibrary',
      headers: { authorization: auth },
      payload: { contestTypeId: 102, page: 1, rows: 20, h: 3, diffArray: { h: 0.5, w: 1 } },
    });
    expect(known.statusCode).toBe(200);
  });
});
