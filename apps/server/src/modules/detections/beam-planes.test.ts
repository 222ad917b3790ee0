import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBeamAngles, parsePhotometry, photometrySummary, synthesizeIes, type FixtureBeamAngles } from '@lampsheet/photometry';
import { beamRuleOf, type AngleRule } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { importSpreadsheet } from '../../test/import-spreadsheet.js';

type Row = { lampId: number; model: string; beamAngle: number | null; beamAngle90?: number | null };

/**
 * A fixture's beam in both principal planes (migration 012): the import and the demo take both
 * from the photometric file (docs/DOMAIN.md "Beam angle of a record and of a fixture"), and the
 * selection table and fixture detail answer them.
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

  it('every demo fixture with a photometric file has the file’s beam, both planes to 0.1°, and the selection table answers it', async () => {
    const lamps = await t.db.kysely
      .selectFrom('lamps')
      .innerJoin('photometryFiles', 'photometryFiles.id', 'lamps.photometryId')
      .select(['lamps.id', 'lamps.model', 'lamps.beamAngle', 'lamps.beamAngle90', 'photometryFiles.content', 'photometryFiles.fileName'])
      .orderBy('lamps.id')
      .execute();
    expect(lamps.length).toBeGreaterThan(400);
    const map = await t.app.inject({ method: 'POST', url: '/api/lampparams/AnglemapList', headers: { authorization: auth } });
    const rules = (map.json() as { data: AngleRule[] }).data;
    const parsed = new Map<string, FixtureBeamAngles>();
    for (const l of lamps) {
      // the engine's one beam function on the stored file (each distinct distribution once)
      const key = l.content.split(/\r?\n/).slice(-400).join('\n');
      let beam = parsed.get(key);
      if (!beam) parsed.set(key, (beam = fixtureBeamAngles(photometrySummary(parsePhotometry(l.content, l.fileName)).beam)));
      expect(Math.abs(l.beamAngle! - beam.beamAngle), `${l.model} C0–C180`).toBeLessThanOrEqual(0.1);
      expect(Math.abs(l.beamAngle90! - beam.beamAngle90), `${l.model} C90–C270`).toBeLessThanOrEqual(0.1);
      // and the map holds a rule it meets, the one Take writes into a record
      expect(beamRuleOf(rules, l), `${l.model} ${l.beamAngle} × ${l.beamAngle90}`).toBeDefined();
    }
    // the kick-reflector washers sold as 10°×60° light 9.2° × 99.9° (their file), not the name's angles
    const kicks = lamps.filter((l) => l.model.includes('-XQD') && l.model.includes('-1060-'));
    const withRows = await t.db.kysely
      .selectFrom('detections')
      .select(['lampId', 'contestTypeId'])
      .where('lampId', 'in', kicks.map((l) => l.id))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const kick = kicks.find((l) => l.id === withRows.lampId)!;
    expect(kick.beamAngle).not.toBe(10);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth },
      payload: { page: 1, contestTypeId: withRows.contestTypeId, lampIdsStr: String(withRows.lampId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { rows: Row[] } }).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ lampId: kick.id, beamAngle: kick.beamAngle, beamAngle90: kick.beamAngle90 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/lamps/${kick.id}`, headers: { authorization: auth } });
    expect(detail.json().data).toMatchObject({ beamAngle: kick.beamAngle, beamAngle90: kick.beamAngle90 });
  }, 180000);
});
