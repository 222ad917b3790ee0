import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { synthesizeIes } from '@lampsheet/photometry';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { importSpreadsheet } from '../../test/import-spreadsheet.js';

type Row = { lampId: number; model: string; beamAngle: number | null; beamAngle90?: number | null };

/**
 * A fixture's beam in both principal planes (migration 012): the import measures both from the
 * photometric file, the demo's wall washers keep their two angles, and the selection table and
 * fixture detail answer them.
 */
describe.each(DIALECTS)('two beam angles of a fixture on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app);
    admin = await bearer(t.app, 'admin', 'admin1234');
  }, 120000);
  afterAll(() => t.close());

  it('an import measures a grazer’s narrow C0–C180 and wide C90–C270 beam', async () => {
    const body = await importSpreadsheet(2, 'oval', (i) => ({
      name: `oval-${i}.ies`,
      text: i === 0
        ? synthesizeIes({ kind: 'grazer', beamAngle: 10, beamAngle2: 60, lumens: 2000, watts: 20, manufacturer: 'Team', luminaireName: 'Grazer 10x60' })
        : synthesizeIes({ kind: 'flood', beamAngle: 24, lumens: 2000, watts: 20, manufacturer: 'Team', luminaireName: 'Flood 24' }),
    }));
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    // the import's job computes the new fixtures' rows; closing the app would wait on it past the plugin timeout
    await t.app.importJobs.settle();
    const lamps = await t.db.kysely.selectFrom('lamps').select(['id', 'model', 'beamAngle', 'beamAngle90']).where('model', 'in', ['OVAL-0', 'OVAL-1']).orderBy('model').execute();
    expect(lamps).toHaveLength(2);
    const [grazer, flood] = lamps as [(typeof lamps)[0], (typeof lamps)[0]];
    expect(Math.abs(grazer.beamAngle! - 10)).toBeLessThan(1.5);
    expect(Math.abs(grazer.beamAngle90! - 60)).toBeLessThan(3);
    // a round flood: both planes alike
    expect(Math.abs(flood.beamAngle! - flood.beamAngle90!)).toBeLessThan(0.2);
    const detail = await t.app.inject({ method: 'GET', url: `/api/lamps/${grazer.id}`, headers: { authorization: auth } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({ beamAngle: grazer.beamAngle, beamAngle90: grazer.beamAngle90 });
  }, 180000);

  it('the demo’s 10°×60° wall washers keep both angles, and the selection table answers them', async () => {
    const lamps = await t.db.kysely.selectFrom('lamps').select(['id', 'beamAngle', 'beamAngle90']).where('model', 'like', '%-1060-%').orderBy('id').execute();
    expect(lamps.length).toBeGreaterThan(0);
    for (const l of lamps) expect(l).toMatchObject({ beamAngle: 10, beamAngle90: 60 });
    const withRows = await t.db.kysely
      .selectFrom('detections')
      .select(['lampId', 'contestTypeId'])
      .where('lampId', 'in', lamps.map((l) => l.id))
      .where('dataType', '=', '1')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const round = await t.db.kysely.selectFrom('lamps').select(['beamAngle', 'beamAngle90']).where('model', 'like', '%-10-%').orderBy('id').executeTakeFirstOrThrow();
    expect(round).toEqual({ beamAngle: 10, beamAngle90: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth },
      payload: { page: 1, contestTypeId: withRows.contestTypeId, lampIdsStr: String(withRows.lampId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { rows: Row[] } }).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ lampId: withRows.lampId, beamAngle: 10, beamAngle90: 60 });
  });
});
