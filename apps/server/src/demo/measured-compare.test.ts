/**
 * Measured beside calculated through Compare (issue 23, docs/DOMAIN.md "Demo figures"): every demo
 * fixture with a photometric file and a measured row, compared from that row as the selection page
 * does (its own surface, `surfaceOfRow`: sizes, wall distance D, reflectance; each fixture in the
 * type's layout for it), reads a calculated Lavg and U0 within ±15 % of the measured ones. The
 * walk saw −20 % and +42 % on a row whose D (0.65 m) was not the one the engine lit it from (0.3 m).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ON, surfaceOfRow, type RankAnswer, type RowSizes } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { MEASUREMENT_DEVIATION } from './measured.js';

describe.each(DIALECTS)('measured rows beside the calculated ones in Compare on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    auth = await bearer(t.app, 'demo');
  }, 120_000);
  afterAll(async () => t.close());

  it('every fixture with both is within ±15 % on Lavg and U0, computed on the surface its row was measured on', async () => {
    const rows = await t.db.kysely
      .selectFrom('detections as d')
      .innerJoin('contests as c', 'c.id', 'd.contestId')
      .innerJoin('lamps as l', 'l.id', 'd.lampId')
      .select(['d.id', 'd.lampId', 'd.contestTypeId', 'd.surfaceType', 'd.lightnessAve', 'd.evenness', 'd.lumSize', 'c.h', 'c.w', 'c.w1', 'c.w2', 'c.contestL', 'c.contestS', 'c.contestA', 'c.contestH1', 'c.contestH2', 'c.albedo'])
      .where('d.dataType', 'in', ['1', '2'])
      .where('d.rgbwa', '=', ALL_ON)
      .where('d.lightnessAve', 'is not', null)
      .where('d.evenness', 'is not', null)
      .where('l.photometryId', 'is not', null)
      .execute();
    // one Compare request per surface the rows were measured on (the route and computation Compare uses, its lamps in one call)
    const bySurface = new Map<string, { surface: ReturnType<typeof surfaceOfRow>; rows: typeof rows }>();
    for (const r of rows) {
      const surface = surfaceOfRow({ ...r, contestAlbedo: r.albedo } as unknown as RowSizes);
      const key = JSON.stringify(surface);
      const group = bySurface.get(key) ?? { surface, rows: [] };
      group.rows.push(r);
      bySurface.set(key, group);
    }
    let compared = 0;
    const worst = { lavg: 0, u0: 0 };
    for (const { surface, rows: measured } of bySurface.values()) {
      const lampIds = [...new Set(measured.map((r) => r.lampId))];
      const res = await t.app.inject({ method: 'POST', url: '/api/photometry/rank', headers: { authorization: auth }, payload: { ...surface, filters: { lampIds }, limit: Math.min(lampIds.length, 500) } });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const answer = res.json().data as RankAnswer;
      for (const m of measured) {
        const row = answer.rows.find((r) => r.lampId === m.lampId);
        expect(row, `lamp ${m.lampId} computed on ${JSON.stringify(surface)}`).toBeDefined();
        const face = row!.faces.find((f) => f.faceType === m.surfaceType) ?? row!.faces.find((f) => f.faceType === 'single')!;
        const lavg = Math.abs(m.lightnessAve! / face.lightnessAve - 1);
        const u0 = Math.abs(m.evenness! / face.evenness - 1);
        // the stored rounding (U0 to 3 decimals) on top of the deviation
        expect(lavg, `row ${m.id} (lamp ${m.lampId}) Lavg ${m.lightnessAve} measured, ${face.lightnessAve} in Compare`).toBeLessThanOrEqual(MEASUREMENT_DEVIATION);
        expect(u0, `row ${m.id} (lamp ${m.lampId}) U0 ${m.evenness} measured, ${face.evenness} in Compare`).toBeLessThanOrEqual(MEASUREMENT_DEVIATION + 0.0005 / face.evenness);
        worst.lavg = Math.max(worst.lavg, lavg);
        worst.u0 = Math.max(worst.u0, u0);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(new Set(rows.map((r) => r.contestTypeId)).size).toBeGreaterThanOrEqual(8);
    // a measurement deviates: not a copy of the engine
    expect(Math.max(worst.lavg, worst.u0)).toBeGreaterThan(0.03);
  }, 600_000);
});
