/**
 * The demo's records calculate in the layout their quantity describes (issues 23 and 25): for
 * every demo record with a chosen fixture, the schedule's calculated figures come from a layout
 * of `fixturesPerSurface` fixtures, face A's (or the one face's) Lavg is façade-plausible
 * (5–50 cd/m²), and the same fixture, surface and layout through /photometry/calculate (the
 * photometric check's figures, which the sheet prints) meet every target the record sets; its
 * recommended brands include its chosen fixture's. And every demo record made from rows has a
 * chosen fixture of its own lamp type, power, beam and colour temperature (Shenzhen L02, an
 * in-ground uplight of 19 W, was made from a 42 W wall washer's rows: its schedule counted 19 W
 * and printed the washer's W/m², its sheet 42 W).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beamMeetsRule, faceTargetVerdicts, lampparamDimensions, type ParamIndexEntry, type CalculateAnswer } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { loadSchedule } from '../modules/schedule/service.js';
import { performanceSource } from '../modules/sheets/performance.js';
import { chosenFixtures } from '../modules/sheets/chosen-fixture.js';

describe.each(DIALECTS)('the demo records’ layouts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
  }, 180_000);
  afterAll(async () => t.close());

  it('gives every record made from rows a chosen fixture of its own lamp type, power, beam and colour temperature', async () => {
    const k = t.db.kysely;
    const records = await k.selectFrom('lampParams').select(['id', 'typeMark', 'projectId', 'body', 'lampType']).orderBy('id').execute();
    const bodies = records.map((r) => ({ ...r, body: JSON.parse(r.body) as Record<string, unknown> }));
    const chosen = await chosenFixtures(k, bodies);
    const rules = await k.selectFrom('angleRules').select(['id', 'ruleKey', 'angleMin', 'angleMax']).execute();
    let made = 0;
    for (const r of bodies) {
      const what = `project ${r.projectId} ${r.typeMark}`;
      const fixture = chosen.get(r.id);
      if (r.body.makingWay === 2) {
        made++;
        expect(fixture, `${what}: made from rows, a chosen fixture`).toBeDefined();
      }
      if (!fixture) continue;
      const lamp = await k.selectFrom('lamps').select(['lampType', 'power', 'beamAngle', 'beamAngle90', 'colorTemperature']).where('id', '=', fixture.lampId).executeTakeFirstOrThrow();
      expect(lamp.lampType, `${what}: lamp type of ${fixture.model}`).toBe(r.lampType ?? Number(r.body.lampType));
      expect(lamp.power, `${what}: power of ${fixture.model}`).toBe(Number(r.body.lampPower));
      const rule = rules.find((x) => x.id === Number(r.body.angleNo));
      expect(rule, `${what}: beam rule`).toBeDefined();
      expect(beamMeetsRule(rule!, lamp, rules), `${what}: ${fixture.model}'s beam ${lamp.beamAngle}° × ${lamp.beamAngle90}° in the record's ${rule!.ruleKey}`).toBe(true);
      expect(lamp.colorTemperature, `${what}: colour temperature of ${fixture.model}`).toBe(Number(r.body.colorTemperatureFirst));
    }
    // the Bund's L01 and L03, Shenzhen's L02
    expect(made).toBe(3);
  });

  it('calculates each record with a chosen fixture in its quantity’s layout, at a façade’s luminance and within its own targets', async () => {
    const demo = await bearer(t.app, 'demo');
    const user = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' as const };
    const projects = await t.db.kysely.selectFrom('projects').select('id').orderBy('id').execute();
    let checked = 0;
    for (const { id: projectId } of projects) {
      const schedule = await loadSchedule(t.db.kysely, user, projectId, 'en', t.app.pools.calc());
      for (const row of schedule.rows) {
        if (!row.calculated) continue;
        const stored = await t.db.kysely.selectFrom('lampParams').select(['body', 'contestType', 'layout']).where('id', '=', row.id).executeTakeFirstOrThrow();
        const record = JSON.parse(stored.body) as Record<string, unknown>;
        const what = `${row.typeMark} ${row.no}`;
        // the record stores the layout its quantity counts, and the schedule's figures come from it
        expect(stored.layout, what).not.toBeNull();
        expect(row.calculated.layout, what).toEqual(JSON.parse(stored.layout!));
        expect(row.calculated.layout.count, what).toBe(record.fixturesPerSurface);
        expect(row.quantity, what).toBe((record.fixturesPerSurface as number) * (record.surfaceCount as number));
        expect(row.lavg, what).toBeGreaterThanOrEqual(5);
        expect(row.lavg, what).toBeLessThanOrEqual(50);

        // the check's (and the sheet's) figures of the same fixture, surface and layout meet every target the record sets
        const entries = (await t.db.kysely.selectFrom('paramIndices').select(['body', 'faceType']).where('lampParamId', '=', row.id).orderBy('sort').execute()).map(
          (e) => ({ ...(JSON.parse(e.body) as ParamIndexEntry), faceType: e.faceType }),
        );
        const source = await performanceSource(t.db.kysely, { ...record, contestType: stored.contestType, layout: row.calculated.layout }, entries);
        // its recommended brands name its chosen fixture's (as Make and Take write them)
        const lamp = await t.db.kysely.selectFrom('lamps').select('brandId').where('id', '=', source!.fixture.lampId).executeTakeFirstOrThrow();
        expect(String(record.recommendBrand).split(',').map(Number), `${what}: recommended brands`).toContain(lamp.brandId);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/photometry/calculate',
          headers: { authorization: demo },
          payload: { photometryId: source!.fixture.photometryId, contestTypeId: stored.contestType, dimensions: lampparamDimensions(record), albedo: Number(record.albedo) || null, layout: row.calculated.layout },
        });
        expect(res.statusCode, res.body).toBe(200);
        const faces = (res.json().data as CalculateAnswer).faces;
        expect(faces[0]!.lightnessAve, what).toBeCloseTo(row.calculated.faces[0]!.lavg, 3);
        const verdicts = faceTargetVerdicts(entries, faces, stored.contestType);
        expect(verdicts.length, what).toBeGreaterThan(0);
        expect(verdicts.filter((v) => v.status !== 'met'), what).toEqual([]);
        checked++;
      }
    }
    // floodlighting L01, composite surface L03 (project 1) and column L02 (project 2)
    expect(checked).toBe(3);
  }, 300_000);
});
