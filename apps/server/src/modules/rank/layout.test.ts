/**
 * The layout behind every result (issue 24): calculate and rank take `layout` (any part; the rest
 * the type's default) and answer the complete layout used, with lux, installed power, power
 * density, utilisation and spill beside the luminance; both answer the same for one file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAnswer, rankAnswer, type CalculateAnswer, type RankAnswer } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

/** A 14 m × 12 m wall washed from 0.6 m. */
const WALL = { contestTypeId: 102, dimensions: { H: 14, W: 12 }, albedo: 0.4 } as const;

describe.each(DIALECTS)('layout in calculate and rank on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  let lamp: { id: number; power: number; photometryId: number };

  const post = async (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: auth, 'accept-language': 'en' }, payload });
  const calculate = async (payload: object): Promise<CalculateAnswer> => {
    const res = await post('/api/photometry/calculate', payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return calculateAnswer.parse(res.json().data);
  };
  const rank = async (payload: object): Promise<RankAnswer> => {
    const res = await post('/api/photometry/rank', payload);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return rankAnswer.parse(res.json().data);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    auth = await bearer(t.app, 'demo');
    const row = await t.db.kysely
      .selectFrom('lamps')
      .select(['id', 'power', 'photometryId'])
      .where('photometryId', 'is not', null)
      .where('power', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    lamp = { id: row.id, power: row.power!, photometryId: row.photometryId! };
  }, 120_000);
  afterAll(async () => t.close());

  it('calculate fills the rest of a partial layout from the type and answers it complete', async () => {
    const a = await calculate({ photometryId: lamp.photometryId, ...WALL, layout: { count: 8, setback: 0.6, tilt: 20 } });
    expect(a.layout).toMatchObject({ count: 8, spacing: 1.5, start: 0.75, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 });
    expect(a.count).toBe(8);
    expect(a.dimensions.D).toBe(0.6);
    const face = a.faces[0]!;
    // lux ↔ cd/m² on the diffuse wall: E = π·L/ρ (to the answer's rounding)
    expect(face.illuminanceAve!).toBeCloseTo((Math.PI * face.lightnessAve) / 0.4, 1);
    expect(face.illuminanceMin!).toBeLessThanOrEqual(face.illuminanceAve!);
    expect(face.illuminanceMax!).toBeGreaterThanOrEqual(face.illuminanceAve!);
    expect(a.utilisation!).toBeGreaterThan(0);
    expect(a.utilisation!).toBeLessThanOrEqual(1);
    expect(a.spill!).toBeCloseTo(1 - a.utilisation!, 3);
    expect(a.upwardSpill!).toBeGreaterThanOrEqual(0);
    expect(a.upwardSpill!).toBeLessThanOrEqual(a.spill! + 1e-4);
  });

  it('the maintenance factor scales the figures: 0.5 gives half of 1', async () => {
    const base = { photometryId: lamp.photometryId, ...WALL, layout: { count: 6 } };
    const one = await calculate({ ...base, layout: { count: 6, maintenanceFactor: 1 } });
    const half = await calculate({ ...base, layout: { count: 6, maintenanceFactor: 0.5 } });
    expect(half.faces[0]!.lightnessAve / one.faces[0]!.lightnessAve).toBeCloseTo(0.5, 3);
    expect(half.faces[0]!.illuminanceAve! / one.faces[0]!.illuminanceAve!).toBeCloseTo(0.5, 3);
    expect(half.faces[0]!.evenness).toBeCloseTo(one.faces[0]!.evenness, 4);
    expect(half.layout.maintenanceFactor).toBe(0.5);
  });

  it('rank answers each row with its layout, the catalogue watts × count and the same figures as calculate', async () => {
    const layout = { count: 7, spacing: 1.6, setback: 0.6, tilt: 15, maintenanceFactor: 0.7 };
    const answer = await rank({ ...WALL, layout, filters: { lampIds: [lamp.id] } });
    const row = answer.rows[0]!;
    expect(row.layout).toMatchObject(layout);
    expect(row.layout.start).toBeCloseTo(6 - 3 * 1.6, 4);
    expect(row.installedPower).toBeCloseTo(7 * lamp.power, 2);
    expect(row.powerDensity!).toBeCloseTo((7 * lamp.power) / (14 * 12), 3);
    const calc = await calculate({ photometryId: lamp.photometryId, ...WALL, layout });
    expect(row.faces[0]!.lightnessAve).toBeCloseTo(calc.faces[0]!.lightnessAve, 3);
    expect(row.faces[0]!.illuminanceAve).toBeCloseTo(calc.faces[0]!.illuminanceAve!, 1);
    expect(row.layout).toEqual(calc.layout);
    expect(row.utilisation).toBeCloseTo(calc.utilisation!, 4);
  });

  it('refuses a layout outside its ranges naming the field', async () => {
    for (const [layout, field] of [
      [{ maintenanceFactor: 0 }, 'maintenanceFactor'],
      [{ maintenanceFactor: 1.5 }, 'maintenanceFactor'],
      [{ rotation: 200 }, 'rotation'],
      [{ tilt: 120 }, 'tilt'],
      [{ count: 0 }, 'count'],
      [{ spacing: -1 }, 'spacing'],
      [{ angle: 3 }, ''],
    ] as const) {
      for (const url of ['/api/photometry/calculate', '/api/photometry/rank']) {
        const res = await post(url, { ...(url.endsWith('calculate') ? { photometryId: lamp.photometryId } : {}), ...WALL, layout });
        expect(res.statusCode, `${url} ${JSON.stringify(layout)}`).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(res.json().message).toContain(`layout${field ? `.${field}` : ''}`);
      }
    }
  });
});
