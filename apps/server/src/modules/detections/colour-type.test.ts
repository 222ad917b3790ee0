import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { synthesizeIes } from '@lampsheet/photometry';
import { importSpreadsheet } from '../../test/import-spreadsheet.js';
import { multipart } from '../../test/multipart.js';

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

  it('the import reads a colour-type column in either language’s words and header, and refuses an unknown one per row', async () => {
    const washer = synthesizeIes({ kind: 'wallWasher', beamAngle: 30, lumens: 1800, watts: 20, manufacturer: 'Team', luminaireName: 'washer' });
    const post = (csv: string) => {
      const body = multipart([
        { name: 'spreadsheet', filename: 'fixtures.csv', contentType: 'text/csv', data: Buffer.from(csv) },
        { name: 'files', filename: 'washer.ies', contentType: 'application/octet-stream', data: Buffer.from(washer) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
    };
    const refused = await post(['Brand,Model,Lamp type,Power,Photometric file,Colour type', 'Team,CT-X,Wall washer,20,washer.ies,Purple', 'Team,CT-Y,Wall washer,20,washer.ies,RGB'].join('\n'));
    expect(refused.statusCode).toBe(400);
    const errors = (refused.json() as { errors: Array<{ row: number; column: string; message: string }> }).errors;
    expect(errors).toEqual([{ row: 2, column: 'colourType', message: expect.stringMatching(/^unknown colour type "Purple"; expected one of Single colour temperature \(单色温\), Two colour temperatures \(双色温\), .*RGBW \(RGBW\)/) }]);
    expect(await t.db.kysely.selectFrom('lamps').select('id').where('model', 'in', ['CT-X', 'CT-Y']).execute()).toEqual([]);

    const res = await post(['品牌,型号,灯具类型,功率,光度文件,色彩类型', 'Team,CT-1,Wall washer,20,washer.ies,双色温', 'Team,CT-2,Wall washer,20,washer.ies,rgbw', 'Team,CT-3,Wall washer,20,washer.ies,Two colour temperatures', 'Team,CT-4,Wall washer,20,washer.ies,'].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    await t.app.importJobs.settle();
    const lamps = await t.db.kysely.selectFrom('lamps').select(['model', 'colorType', 'colorFlag']).where('model', 'like', 'CT-%').orderBy('model').execute();
    expect(lamps).toEqual([
      { model: 'CT-1', colorType: types.get('双色温'), colorFlag: 1 },
      { model: 'CT-2', colorType: types.get('RGBW'), colorFlag: 2 },
      { model: 'CT-3', colorType: types.get('双色温'), colorFlag: 1 },
      { model: 'CT-4', colorType: types.get('单色温'), colorFlag: 1 },
    ]);
    // a fixture imported again with another colour type takes it; a blank cell keeps what it has
    const again = await post(['Brand,Model,Lamp type,Power,Photometric file,Color type', 'Team,CT-1,Wall washer,20,washer.ies,RGB', 'Team,CT-2,Wall washer,20,washer.ies,'].join('\n'));
    expect(again.statusCode, again.body).toBe(200);
    await t.app.importJobs.settle();
    const after = await t.db.kysely.selectFrom('lamps').select(['model', 'colorType', 'colorFlag']).where('model', 'in', ['CT-1', 'CT-2']).orderBy('model').execute();
    expect(after).toEqual([
      { model: 'CT-1', colorType: types.get('RGB'), colorFlag: 2 },
      { model: 'CT-2', colorType: types.get('RGBW'), colorFlag: 2 },
    ]);
  }, 180000);
});
