/**
 * Rank that fits the layout (issue 24, "Auto layout"): `fit` limits in the request, each row
 * answering its fitted layout, the figures calculate gives for that layout, and `fit` (met, or
 * why not); rows that cannot meet after those that can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAnswer, rankAnswer, type CalculateAnswer, type RankAnswer } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

/** A 12 m × 14 m wall washed from 0.6 m. */
const WALL = { contestTypeId: 102, dimensions: { H: 14, W: 12 }, albedo: 0.4, layout: { setback: 0.6 } } as const;
/**
 * A 1 m × 1 m wall lit from 100 m, the fixtures aimed almost level at it: every fixture of a row
 * (at most 1 m wide) lights every point of it from 100 m within 0.3° of one direction, so
 * Lavg(n) = n · Lavg(1) (to 1 part in 10³) and the fewest fixtures reaching 6.5 · Lavg(1) is 7.
 */
const FAR = { contestTypeId: 102, dimensions: { H: 1, W: 1 }, albedo: 0.4, layout: { setback: 100, height: 0.5, tilt: 89 } } as const;

describe.each(DIALECTS)('rank fits the layout on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let lamps: Array<{ id: number; power: number; photometryId: number }>;

  const post = async (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { authorization: auth, 'accept-language': lang }, payload });
  const calculate = async (payload: object): Promise<CalculateAnswer> => {
    const res = await post('/api/photometry/calculate', payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return calculateAnswer.parse(res.json().data);
  };
  const rank = async (payload: object, lang = 'en'): Promise<RankAnswer> => {
    const res = await post('/api/photometry/rank', payload, lang);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return rankAnswer.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    auth = await bearer(t.app, 'demo');
    const rows = await t.db.kysely
      .selectFrom('lamps')
      .select(['id', 'power', 'photometryId'])
      .where('photometryId', 'is not', null)
      .where('power', '>', 0)
      .orderBy('id')
      .limit(40)
      .execute();
    lamps = rows.map((r) => ({ id: r.id, power: r.power!, photometryId: r.photometryId! }));
  }, 120_000);
  afterAll(async () => t.close());

  it('worked by hand: where Lavg ∝ count, the fewest count reaching 6.5 fixtures’ worth is 7', async () => {
    const lamp = lamps[0]!;
    const one = await calculate({ photometryId: lamp.photometryId, ...FAR, layout: { ...FAR.layout, count: 1 } });
    const l1 = one.faces[0]!.lightnessAve;
    expect(l1).toBeGreaterThan(0);
    const targets = [{ faceType: 'single', brightnessAvgMin: 6.5 * l1 }];
    const answer = await rank({ ...FAR, targets, fit: { countMax: 20, spacingMin: 0.01, spacingMax: 10 }, filters: { lampIds: [lamp.id] } });
    const row = answer.rows[0]!;
    expect(row.fit).toEqual({ met: true });
    expect(row.meets).toBe(true);
    expect(row.layout).toMatchObject({ count: 7, setback: 100, height: 0.5, tilt: 89 });
    expect(row.layout.spacing).toBeCloseTo(1 / 7, 4);
    expect(row.faces[0]!.lightnessAve / (7 * l1)).toBeCloseTo(1, 2);
    expect(row.installedPower).toBeCloseTo(7 * lamp.power, 2);

    // At most 5 allowed: none meets; the closest is all 5, and the row says which target fails at best.
    const short = await rank({ ...FAR, targets, fit: { countMax: 5, spacingMin: 0.01, spacingMax: 10 }, filters: { lampIds: [lamp.id] } });
    const miss = short.rows[0]!;
    expect(miss.layout.count).toBe(5);
    expect(miss.fit!.met).toBe(false);
    expect(miss.fit!.reason).toMatch(/^Lavg [\d.]+ cd\/m² < [\d.]+ at best$/);
    const zh = await rank({ ...FAR, targets, fit: { countMax: 5 }, filters: { lampIds: [lamp.id] } }, 'zh-CN');
    expect(zh.rows[0]!.fit!.reason).toMatch(/^最佳布置仍不满足：平均亮度 [\d.]+ cd\/m² < [\d.]+$/);
  });

  it('a fitted row carries calculate’s figures for its layout; rows that meet come first, the lower installed power first', async () => {
    const targets = [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.1 }];
    // Fixtures that meet on the surface's own layout (washers 1.2 m apart), and the first few of the library.
    const meeting = (await rank({ ...WALL, dimensions: { ...WALL.dimensions, S: 1.2 }, targets, limit: 6 })).rows.filter((r) => r.meets);
    expect(meeting.length).toBeGreaterThan(0);
    const ids = [...new Set([...meeting.map((r) => r.lampId), ...lamps.slice(0, 6).map((l) => l.id)])];
    const answer = await rank({ ...WALL, targets, fit: { countMax: 16, spacingMin: 0.5, spacingMax: 3, tiltMin: 0, tiltMax: 20 }, filters: { lampIds: ids } });
    expect(answer.rows.length).toBe(ids.length);
    const firstMiss = answer.rows.findIndex((r) => !r.fit!.met);
    if (firstMiss >= 0) expect(answer.rows.slice(firstMiss).every((r) => !r.fit!.met)).toBe(true);
    const met = answer.rows.filter((r) => r.fit!.met);
    expect(met.length).toBeGreaterThan(0);
    for (let i = 1; i < met.length; i++) expect(met[i]!.installedPower!).toBeGreaterThanOrEqual(met[i - 1]!.installedPower!);
    for (const row of answer.rows) {
      expect(row.meets).toBe(row.fit!.met);
      expect(row.layout.count).toBeLessThanOrEqual(16);
      expect(row.layout.spacing).toBeGreaterThanOrEqual(0.5);
      expect(row.layout.spacing).toBeLessThanOrEqual(3);
      expect(row.layout.tilt).toBeGreaterThanOrEqual(0);
      expect(row.layout.tilt).toBeLessThanOrEqual(20);
    }
    for (const row of answer.rows.slice(0, 3)) {
      const calc = await calculate({ photometryId: row.photometryId, ...WALL, layout: row.layout });
      expect(calc.layout).toEqual(row.layout);
      expect(row.faces[0]!.lightnessAve).toBeCloseTo(calc.faces[0]!.lightnessAve, 3);
      expect(row.faces[0]!.evenness).toBeCloseTo(calc.faces[0]!.evenness, 3);
      expect(row.powerDensity).toBeCloseTo(calc.powerDensity!, 2);
    }
    // Without fit the same rows keep the surface's layout and carry no `fit`.
    const plain = await rank({ ...WALL, targets, filters: { lampIds: ids } });
    expect(plain.rows.every((r) => r.fit === undefined)).toBe(true);
  });

  it('Compare after a fit: each fixture is ranked and pictured in its own layout (`layouts`), not the request’s', async () => {
    const targets = [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.1 }];
    const fitted = await rank({ ...WALL, targets, fit: { countMax: 16, spacingMin: 0.5, spacingMax: 3 }, filters: { lampIds: lamps.map((l) => l.id) } });
    // two rows fitted to different layouts
    const a = fitted.rows[0]!;
    const b = fitted.rows.find((r) => r.layout.count !== a.layout.count || r.layout.spacing !== a.layout.spacing)!;
    expect(b).toBeDefined();
    const layouts = [a, b].map((r) => ({ lampId: r.lampId, layout: r.layout }));
    const compared = await rank({ ...WALL, targets, layouts, filters: { lampIds: [a.lampId, b.lampId] }, limit: 3 });
    for (const row of [a, b]) {
      const again = compared.rows.find((r) => r.lampId === row.lampId)!;
      expect(again.layout).toEqual(row.layout);
      expect(again.faces).toEqual(row.faces);
      expect(again.installedPower).toBe(row.installedPower);
      expect(again.meets).toBe(row.meets);
    }
    // The pictures: a file's own layout draws another picture than the request's layout.
    const pictures = async (extra: object) => {
      const res = await post('/api/photometry/rank/pictures', { ...WALL, photometryIds: [a.photometryId], scaleMax: 50, size: 120, ...extra });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json().data.pictures[0].faces[0].falseColour as string;
    };
    const own = await pictures({ layouts: [{ photometryId: a.photometryId, layout: a.layout }] });
    expect(own).toBe(await pictures({ layout: a.layout }));
    expect(own).not.toBe(await pictures({ layout: b.layout }));
    // fit and layouts together make no sense: refused in the envelope
    const both = await post('/api/photometry/rank', { ...WALL, fit: {}, layouts });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'layouts' });
  });

  it('refuses bad limits in the envelope, naming the field', async () => {
    for (const [fit, field] of [
      [{ countMax: 0 }, 'fit.countMax'],
      [{ countMax: 101 }, 'fit.countMax'],
      [{ spacingMin: 2, spacingMax: 1 }, 'fit.spacingMax'],
      [{ spacingMin: 0 }, 'fit.spacingMin'],
      [{ tiltMin: 10 }, 'fit.tiltMax'],
      [{ tiltMin: 40, tiltMax: 10 }, 'fit.tiltMax'],
      [{ tiltMin: -100, tiltMax: 10 }, 'fit.tiltMin'],
    ] as const) {
      const res = await post('/api/photometry/rank', { ...WALL, fit });
      expect(res.statusCode, JSON.stringify(fit)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field });
    }
  });
});
