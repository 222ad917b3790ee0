/**
 * The spreadsheet import's tender columns (issue 25): flux, CRI, IP, IK, rated life, driver,
 * dimming and weight, each optional; flux, efficacy and CRI from the photometric file where the
 * sheet gives none; a wrong cell refuses the import with its row and column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePhotometry, photometryFlux, synthesizeLdt } from '@lampsheet/photometry';
import { DIALECTS, bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { importJobsSettled, worldCreate } from './testing/setup.js';

const flood = synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40, manufacturer: 'Acme', luminaireName: 'Flood 24' });
const HEADER = 'Brand,Model,Lamp type,Power,Photometric file,Luminous flux,CRI,IP,IK,Rated life (h),Driver,Dimming,Weight (kg)';

describe.each(DIALECTS)('spreadsheet import of tender data on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  const post = (csv: string) => {
    const body = multipart([
      { name: 'spreadsheet', filename: 'fixtures.csv', contentType: 'text/csv', data: Buffer.from(csv) },
      { name: 'files', filename: 'flood-24.ldt', contentType: 'application/octet-stream', data: Buffer.from(flood) },
    ]);
    return t.app.inject({ method: 'POST', url: '/api/admin/import', headers: { ...body.headers, authorization: admin }, payload: body.payload });
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
    await worldCreate(t.db);
    admin = await bearer(t.app, 'admin');
  });
  afterAll(async () => {
    await importJobsSettled(t.db);
    await t.close();
  }, 180000);

  it('stores the columns given, and the photometric file’s flux and efficacy where none is given', async () => {
    const res = await post(
      [HEADER, 'Acme Lighting,T-1,Floodlight,40,flood-24.ldt,4200 lm,Ra 92,ip66,IK08,50000 h,Meanwell ELG,DALI,2.4 kg', 'Acme Lighting,T-2,Floodlight,40,flood-24.ldt,,,,,,,,'].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const lamps = await t.db.kysely.selectFrom('lamps').selectAll().where('id', 'in', res.json().data.lampIds).orderBy('id').execute();
    expect(lamps[0]).toMatchObject({ luminousFlux: 4200, efficacy: 105, cri: 92, protectLevel: 'IP66', ikRating: 'IK08', ratedLifeHours: 50000, driver: 'Meanwell ELG', dimming: 'DALI', weightKg: 2.4 });
    const fileFlux = Math.round(photometryFlux(parsePhotometry(flood, 'f.ldt')));
    expect(lamps[1]).toMatchObject({ luminousFlux: fileFlux, efficacy: Math.round((fileFlux / 40) * 10) / 10, protectLevel: null, ikRating: null, ratedLifeHours: null, driver: null, dimming: null, weightKg: null });
  });

  it('refuses wrong tender cells with row and column, importing nothing', async () => {
    const res = await post([HEADER, 'Acme Lighting,T-3,Floodlight,40,flood-24.ldt,lots,120,IP6,IK11,-1,,,heavy'].join('\n'));
    expect(res.statusCode).toBe(400);
    const where = res.json().errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`);
    expect(where).toEqual(['2:flux', '2:cri', '2:ratedLife', '2:weight', '2:ip', '2:ik']);
    expect(await t.db.kysely.selectFrom('lamps').select('id').where('model', '=', 'T-3').execute()).toEqual([]);
  });
});
