import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { importSpreadsheet } from '../../test/import-spreadsheet.js';

type Row = { lampId: number };

/**
 * A fixture's own colour type (migration 013): the demo's fixtures carry one consistent with
 * their colour data, an import stores a white fixture as one colour temperature, and the lamp
 * library answers only fixtures of the colour type asked for — by the search index and by SQL.
 */
describe.each(DIALECTS)('the colour type of fixtures on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let admin: string;
  const types = new Map<string, number>();
  const library = async (payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/lampLibrary',
      headers: { authorization: auth, 'accept-language': 'en' },
      payload: { page: 1, rows: 100, isAudit: 1, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: { rows: Row[]; total: number } }).data;
  };
  const colourTypeOf = async (lampIds: number[]) =>
    new Set((await t.db.kysely.selectFrom('lamps').select('colorType').where('id', 'in', lampIds).execute()).map((l) => l.colorType));

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app);
    admin = await bearer(t.app, 'admin', 'admin1234');
    const entries = await t.db.kysely.selectFrom('dictEntries').select(['id', 'dictCont']).where('indexPinyin', '=', 'dengjusecaifenlei').execute();
    for (const e of entries) types.set(e.dictCont, e.id);
  }, 120000);
  afterAll(() => t.close());

  it('the demo: white fixtures one or two colour temperatures, multi-colour ones their RGB family, none unknown', async () => {
    const lamps = await t.db.kysely
      .selectFrom('lamps')
      .innerJoin('dictEntries as ct', 'ct.id', 'lamps.colorType')
      .select(['lamps.colorFlag', 'lamps.model', 'lamps.colorTemperature', 'ct.dictCont'])
      .execute();
    expect(lamps.length).toBe(await t.db.kysely.selectFrom('lamps').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)));
    for (const l of lamps) {
      if (l.colorFlag === 1) {
        expect(['单色温', '双色温'], l.model).toContain(l.dictCont);
        expect(l.colorTemperature, l.model).not.toBeNull();
      } else {
        expect(['RGB', 'RGBW', 'RGBA', 'RGBL'], l.model).toContain(l.dictCont);
      }
    }
    expect(lamps.filter((l) => l.dictCont === '双色温' && l.model.includes('-XQD')).length).toBeGreaterThan(5);
  });

  it('the library answers the colour type asked for, by the index and by SQL, and finds tunable whites for a two-temperature wall washer', async () => {
    const tunable = types.get('双色温')!;
    const rgb = types.get('RGB')!;
    // the index (no sizes)
    const byIndex = await library({ contestTypeId: 102, colorType: tunable });
    expect(byIndex.rows.length).toBeGreaterThan(0);
    expect(await colourTypeOf(byIndex.rows.map((r) => r.lampId))).toEqual(new Set([tunable]));
    const rgbRows = await library({ contestTypeId: 102, colorType: rgb });
    expect(await colourTypeOf(rgbRows.rows.map((r) => r.lampId))).toEqual(new Set([rgb]));
    // SQL (the demo's wall-washing record XQD1060W/M024: H9 × W4, ≤ 24 W, 1000 × 70 × 82 mm)
    const record = await library({ contestTypeId: 102, h: 9, w: 4, diffArray: { h: 1.8, w: 0.8 }, powerMax: 24, colorType: tunable });
    expect(record.rows.length).toBeGreaterThan(0);
    expect(await colourTypeOf(record.rows.map((r) => r.lampId))).toEqual(new Set([tunable]));
    const all = await library({ contestTypeId: 102, h: 9, w: 4, diffArray: { h: 1.8, w: 0.8 }, powerMax: 24 });
    expect(all.total).toBeGreaterThan(record.total);
  });

  it('an imported white fixture is one colour temperature', async () => {
    const body = await importSpreadsheet(1, 'colour');
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    // the import's job computes the new fixture's rows; closing the app would wait on it past the plugin timeout
    await t.app.importJobs.settle();
    const lamp = await t.db.kysely.selectFrom('lamps').select('colorType').where('model', '=', 'COLOUR-0').executeTakeFirstOrThrow();
    expect(lamp.colorType).toBe(types.get('单色温'));
  }, 180000);
});
