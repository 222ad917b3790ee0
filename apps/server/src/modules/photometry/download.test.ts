/**
 * `GET /api/photometry/{id}/download?format=ies|ldt`: the stored file in either format, named
 * after its fixture, read back by the engine's parsers; on SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iesParse, ldtParse, parsePhotometryBytes, photometryFlux, photometryFromParsed, photometryMaxIntensity } from '@lampsheet/photometry';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { SHARED_PHOTOMETRY, worldCreate, type World } from './testing/setup.js';

const IES_FILE = 'erco-stella-spotlight-hst-100w.ies';
const LDT_FILE = 'iguzzini-p450-spotlight-30deg.ldt';
const bytesOf = (f: string) => readFileSync(join(SHARED_PHOTOMETRY, f));

describe.each(DIALECTS)('photometric file download on %s', (dialect) => {
  let t: TestApp;
  let world: World;
  let designer: string;
  const ids: Record<string, number> = {};

  async function store(fileName: string): Promise<number> {
    const body = multipart([{ name: 'file', filename: fileName, contentType: 'application/octet-stream', data: bytesOf(fileName) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: designer }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id;
  }

  async function lamp(brandId: number, model: string, photometryId: number) {
    await t.db.kysely
      .insertInto('lamps')
      .values({ brandId, model, colorFlag: 0, isAudit: 1, photometryId, createdAt: new Date().toISOString() })
      .execute();
  }

  const download = (id: number, query: string, auth: string | null = designer) =>
    t.app.inject({ method: 'GET', url: `/api/photometry/${id}/download${query}`, headers: auth ? { authorization: auth } : {} });

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    world = await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
    ids.ies = await store(IES_FILE);
    ids.ldt = await store(LDT_FILE);
    ids.loose = await store('slv-new-tria-square-downlight-30deg.ldt');
    await lamp(world.brandId, 'Stella 100', ids.ies);
    const cjk = await t.db.kysely.insertInto('brands').values({ brandName: '欧普照明', brandLogo: null, isOrgState: 1 }).returning('id').executeTakeFirstOrThrow();
    await lamp(cjk.id, 'XQD10W/M037', ids.ldt);
  });
  afterAll(async () => t.close());

  it('converts a stored IES file to EULUMDAT and rewrites it as LM-63-2019, both read back with the same light', async () => {
    const source = parsePhotometryBytes(bytesOf(IES_FILE), IES_FILE);
    const ldt = await download(ids.ies!, '?format=ldt');
    expect(ldt.statusCode, ldt.body).toBe(200);
    expect(ldt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(ldt.headers['content-disposition']).toBe(`attachment; filename="Acme Lighting Stella 100.ldt"; filename*=UTF-8''Acme%20Lighting%20Stella%20100.ldt`);
    const fromLdt = photometryFromParsed(ldtParse(ldt.body));
    expect(Math.abs(photometryFlux(fromLdt) / photometryFlux(source) - 1)).toBeLessThan(0.01);
    expect(fromLdt.metadata.lampLumens).toBeCloseTo(4800, 0);

    const ies = await download(ids.ies!, '?format=ies');
    expect(ies.statusCode).toBe(200);
    expect(ies.headers['content-disposition']).toMatch(/^attachment; filename="Acme Lighting Stella 100\.ies"/);
    expect(ies.body.startsWith('IES:LM-63-2019\r\n')).toBe(true);
    const fromIes = photometryFromParsed(iesParse(ies.body));
    expect(fromIes.metadata.formatVersion).toBe('LM-63-2019');
    expect(Math.abs(photometryMaxIntensity(fromIes).candela / photometryMaxIntensity(source).candela - 1)).toBeLessThan(0.01);
  });

  it('answers a stored EULUMDAT file as it is, and as IES; a CJK fixture name in filename* with an ASCII fallback', async () => {
    const ldt = await download(ids.ldt!, '?format=ldt');
    expect(ldt.statusCode).toBe(200);
    expect(ldt.body).toBe(bytesOf(LDT_FILE).toString('latin1'));
    const name = '欧普照明 XQD10W-M037.ldt';
    expect(ldt.headers['content-disposition']).toBe(`attachment; filename="XQD10W-M037.ldt"; filename*=UTF-8''${encodeURIComponent(name)}`);
    const ies = await download(ids.ldt!, '?format=ies');
    expect(ies.statusCode).toBe(200);
    const source = parsePhotometryBytes(bytesOf(LDT_FILE), LDT_FILE);
    const back = photometryFromParsed(iesParse(ies.body));
    expect(Math.abs(photometryFlux(back) / photometryFlux(source) - 1)).toBeLessThan(0.01);
    expect(back.metadata.manufacturer).toBe(source.metadata.manufacturer);
  });

  it('names a file no fixture carries after its manufacturer and luminaire', async () => {
    const res = await download(ids.loose!, '?format=ies');
    expect(res.statusCode).toBe(200);
    const m = parsePhotometryBytes(bytesOf('slv-new-tria-square-downlight-30deg.ldt'), 'a.ldt').metadata;
    const expected = `${m.manufacturer} ${m.luminaireName}`.replace(/\s+/g, ' ').trim();
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(res.headers['content-disposition'] as string)![1]!)).toBe(`${expected}.ies`);
  });

  it('is in the OpenAPI document with its format parameter', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const get = doc.paths['/api/photometry/{id}/download'].get;
    const format = get.parameters.find((p: { name: string }) => p.name === 'format');
    expect(format).toMatchObject({ in: 'query', required: true, schema: { enum: ['ies', 'ldt'] } });
  });

  it('requires a log-in (401), a known format (400 naming format), a known file (404)', async () => {
    const anonymous = await download(ids.ies!, '?format=ies', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    for (const query of ['?format=pdf', '?format=IES', '']) {
      const bad = await download(ids.ies!, query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json(), query).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'format' });
      expect(bad.json().message, query).toMatch(/format/);
    }
    const unknown = await download(999999, '?format=ldt');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
