import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

type Row = { lampId: number };

/**
 * Tender data (issue 25): the fixture detail answers the optional fields (null where none was
 * given), and the lamp library filters by flux, CRI and IP.
 */
describe.each(DIALECTS)('tender data of fixtures on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let lampIds: number[];
  const library = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/lampLibrary',
      headers: { authorization: auth, 'accept-language': 'en' },
      payload: { page: 1, rows: 100, isAudit: 1, contestTypeId: 101, ...payload },
    });
    return { status: res.statusCode, body: res.json() as { data: { rows: Row[]; total: number }; message?: string } };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app);
    const withRows = await t.db.kysely.selectFrom('detections').select('lampId').distinct().where('contestTypeId', '=', 101).orderBy('lampId').execute();
    lampIds = withRows.slice(0, 3).map((r) => r.lampId);
    const values = [
      { luminousFlux: 4200, cri: 92, protectLevel: 'IP66', ikRating: 'IK08', efficacy: 105, ratedLifeHours: 50000, driver: 'Meanwell', dimming: 'DALI', weightKg: 2.4 },
      { luminousFlux: 1800, cri: 80, protectLevel: 'IP65' },
      { luminousFlux: 9000, cri: 95, protectLevel: 'IP67' },
    ];
    for (const [i, id] of lampIds.entries()) await t.db.kysely.updateTable('lamps').set(values[i]!).where('id', '=', id).execute();
    await t.db.kysely.updateTable('lamps').set({ luminousFlux: null, cri: null }).where('id', 'not in', lampIds).execute();
  }, 120000);
  afterAll(() => t.close());

  it('answers the tender fields in the fixture detail, null where not given', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lamps/${lampIds[0]}`, headers: { authorization: auth } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      luminousFlux: 4200, efficacy: 105, cri: 92, ikRating: 'IK08', ratedLifeHours: 50000, driver: 'Meanwell', dimming: 'DALI', weightKg: 2.4, protectLevel: 'IP66',
    });
    const other = (await t.app.inject({ method: 'GET', url: `/api/lamps/${lampIds[1]}`, headers: { authorization: auth } })).json().data;
    expect(other).toMatchObject({ luminousFlux: 1800, efficacy: null, ikRating: null, ratedLifeHours: null, driver: null, dimming: null, weightKg: null });
  });

  it('filters the library and the selection table by flux, CRI and IP', async () => {
    const lampsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lampId))].sort((a, b) => a - b);
    const all = await library({});
    expect(lampsOf(all.body.data.rows).length).toBeGreaterThan(3);
    expect(lampsOf((await library({ fluxMin: 2000 })).body.data.rows)).toEqual([lampIds[0], lampIds[2]]);
    expect(lampsOf((await library({ fluxMin: 1000, fluxMax: 5000 })).body.data.rows)).toEqual([lampIds[0], lampIds[1]]);
    expect(lampsOf((await library({ criMin: 90 })).body.data.rows)).toEqual([lampIds[0], lampIds[2]]);
    // IP66 and IP67 are at least IP66 (both digits); IP65 is not.
    expect(lampsOf((await library({ ipMin: 'IP66', fluxMin: 1 })).body.data.rows)).toEqual([lampIds[0], lampIds[2]]);
    expect(lampsOf((await library({ ipMin: 'ip67', fluxMin: 1 })).body.data.rows)).toEqual([lampIds[2]]);
    // the selection table (tyList) filters by the same fields, whether its type's index answers the rest or SQL
    const selection = async (payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contests/tyList',
        headers: { authorization: auth, 'accept-language': 'en' },
        payload: { page: 1, contestTypeId: 101, ...payload },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { data: { rows: Row[]; total: number } };
    };
    expect((await selection({})).data.total).toBeGreaterThan(3);
    const strong = await selection({ fluxMin: 2000 });
    expect(lampsOf(strong.data.rows)).toEqual([lampIds[0], lampIds[2]]);
    expect(lampsOf((await selection({ criMin: 90, ipMin: 'IP67' })).data.rows)).toEqual([lampIds[2]]);
    expect(lampsOf((await selection({ fluxMax: 2000, fluxMin: 1 })).data.rows)).toEqual([lampIds[1]]);
    const refused = await library({ ipMin: 'IP6' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('ipMin');
  });
});
