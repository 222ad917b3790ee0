/**
 * Issue 21: a photometric file is read in the engine's worker pool, never on the request thread,
 * so a large or hostile file cannot hold up anyone else's requests. The parsers are replaced on
 * this thread by ones that fail; the worker threads load the real engine. Upload, summary,
 * download in both formats, the polar diagram, a calculation and an administrator's import
 * all answer: none of them parsed here.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { synthesizeIes } from '@lampsheet/photometry';
import type * as Engine from '@lampsheet/photometry';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { importSpreadsheet } from '../../test/import-spreadsheet.js';
import { multipart } from '../../test/multipart.js';
import { workerPool } from './calc-pool.js';
import { worldCreate } from './testing/setup.js';

vi.mock('@lampsheet/photometry', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  const onThisThread = () => {
    throw new Error('a photometric file was parsed on the request thread');
  };
  return { ...engine, parsePhotometry: onThisThread, parsePhotometryBytes: onThisThread };
});

describe('photometric files are read in the worker pool', () => {
  let t: TestApp;
  let designer: string;
  let admin: string;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: false, pools: { calc: () => workerPool(1) } });
    await worldCreate(t.db);
    designer = await bearer(t.app, 'demo');
    admin = await bearer(t.app, 'admin', 'admin1234');
  });
  afterAll(async () => t.close());

  it('an upload is parsed and summarised', async () => {
    const text = synthesizeIes({ kind: 'wallWasher', beamAngle: 30, lumens: 1800, watts: 20, manufacturer: 'Acme', luminaireName: 'Wash 30' });
    const body = multipart([{ name: 'file', filename: 'wash.ies', contentType: 'application/octet-stream', data: Buffer.from(text) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: designer }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    expect(res.json().data.lumens).toBeGreaterThan(1000);
  });

  it('a refused file is refused by the worker with the parsers own message', async () => {
    const body = multipart([{ name: 'file', filename: 'broken.ldt', contentType: 'application/octet-stream', data: Buffer.from('not a photometric file') }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/photometry/parse', headers: { ...body.headers, authorization: designer }, payload: body.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('broken.ldt');
  });

  it('the stored file: summary, download as IES and as LDT, polar diagram, calculation', async () => {
    const headers = { authorization: designer };
    const summary = await t.app.inject({ method: 'GET', url: `/api/photometry/${id}`, headers });
    expect(summary.statusCode, summary.body).toBe(200);
    for (const format of ['ies', 'ldt']) {
      const download = await t.app.inject({ method: 'GET', url: `/api/photometry/${id}/download?format=${format}`, headers });
      expect(download.statusCode, download.body).toBe(200);
    }
    const polar = await t.app.inject({ method: 'POST', url: '/api/photometry/polar', headers, payload: { curves: [{ photometryId: id }], plane: 'both' } });
    expect(polar.statusCode, polar.body).toBe(200);
    expect(polar.json().data.svg).toContain('<svg');
    const calc = await t.app.inject({
      method: 'POST',
      url: '/api/photometry/calculate',
      headers,
      payload: { photometryId: id, contestTypeId: 102, dimensions: { H: 3, W: 6 }, albedo: 0.5 },
    });
    expect(calc.statusCode, calc.body).toBe(200);
  });

  it("an administrator's import reads its files", async () => {
    const body = await importSpreadsheet(2, 'pooled');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.imported).toBe(2);
  });
});
