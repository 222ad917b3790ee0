/**
 * Façade-plausible demo (issue 23, docs/DOMAIN.md "Demo figures"): ranked on the demo's typical
 * wall-washing surface (H6 × W3, washers 1 m apart, reflectance 0.4) through the real rank
 * service, at least ten wall washers meet the usual targets (Lavg 5–30 cd/m², U0 ≥ 0.2) and
 * others do not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestDimensionsFromContest, type RankAnswer } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

const TARGET = { faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.2 } as const;

describe.each(DIALECTS)('the demo on its typical wall-washing surface on %s', (dialect) => {
  let t: TestApp;
  let answer: RankAnswer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const auth = await bearer(t.app, 'demo');
    const contest = await t.db.kysely.selectFrom('contests').selectAll().where('contestTypeId', '=', 102).where('h', '=', 6).executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photometry/rank',
      headers: { authorization: auth },
      payload: { contestTypeId: 102, dimensions: contestDimensionsFromContest(contest), albedo: contest.albedo, targets: [TARGET], limit: 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    answer = res.json().data as RankAnswer;
  }, 120_000);
  afterAll(async () => t.close());

  it('ranks at least ten wall washers meeting Lavg 5–30 cd/m² and U0 ≥ 0.2, and others that miss', async () => {
    const washers = new Set(
      (await t.db.kysely.selectFrom('lamps as l').innerJoin('dictEntries as d', 'd.id', 'l.lampType').select('l.id').where('d.dictExtra', '=', 'XQD').execute()).map((l) => l.id),
    );
    const rows = answer.rows.filter((r) => washers.has(r.lampId));
    const meeting = rows.filter((r) => r.meets);
    expect(meeting.length).toBeGreaterThanOrEqual(10);
    expect(rows.length - meeting.length).toBeGreaterThan(0);
    for (const r of rows) {
      const f = r.faces[0]!;
      expect(r.meets, `${r.model}: Lavg ${f.lightnessAve}, U0 ${f.evenness}`).toBe(f.lightnessAve >= 5 && f.lightnessAve <= 30 && f.evenness >= 0.2);
    }
    // some miss by U0 alone (an even wall needs the kick reflector), some by Lavg alone
    expect(rows.some((r) => r.faces[0]!.evenness < 0.2 && r.faces[0]!.lightnessAve >= 5 && r.faces[0]!.lightnessAve <= 30)).toBe(true);
    expect(rows.some((r) => r.faces[0]!.evenness >= 0.2 && (r.faces[0]!.lightnessAve < 5 || r.faces[0]!.lightnessAve > 30))).toBe(true);
  });
});
