import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

type Row = Record<string, unknown> & {
  id: number;
  lampId: number;
  surfaceType: 'A' | 'B';
  dataType: string;
  score?: number;
  faceB?: (Record<string, unknown> & { lightnessMax: number | null; lightness: number | null }) | null;
};
type Answer = { status: number; body: { success: boolean; data: { rows: Row[]; total: number }; code?: string; message?: string } };

/**
 * Every field of the lamp library request filters or orders (issue 18, point 4), and the
 * selection table's colour and "only these fixtures" filters (point 6).
 */
describe.each(DIALECTS)('lamp library request on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  const post = async (url: string, payload: object, lang = 'zh'): Promise<Answer> => {
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: auth, 'accept-language': lang }, payload });
    return { status: res.statusCode, body: res.json() };
  };
  const library = (payload: object, lang?: string) => post('/api/contests/lampLibrary', { page: 1, rows: 100, isAudit: 1, ...payload }, lang);
  const list = (payload: object) => post('/api/contests/tyList', { page: 1, ...payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app);
  }, 120000);
  afterAll(() => t.close());

  it('keeps the sizes within the default ±20 % and within diffArray when it names a tolerance', async () => {
    const contests = await t.db.kysely.selectFrom('contests').select(['h']).where('contestTypeId', '=', 102).execute();
    const heights = [...new Set(contests.map((c) => c.h!))].sort((a, b) => a - b);
    const h = heights[Math.floor(heights.length / 2)]!;
    const byDefault = (await library({ contestTypeId: 102, h })).body.data;
    expect(byDefault.total).toBeGreaterThan(0);
    expect(byDefault.rows.every((r) => Math.abs((r.h as number) - h) <= h * 0.2 + 1e-9)).toBe(true);

    const exact = (await library({ contestTypeId: 102, h, diffArray: { h: 0 } })).body.data;
    expect(exact.total).toBeGreaterThan(0);
    expect(exact.rows.every((r) => r.h === h)).toBe(true);

    const wide = (await library({ contestTypeId: 102, h, diffArray: { h: h } })).body.data;
    expect(wide.rows.every((r) => Math.abs((r.h as number) - h) <= h + 1e-9)).toBe(true);
    // The narrow, default and wide tolerances find fewer to more (the demo has heights on either side).
    expect(exact.total).toBeLessThanOrEqual(byDefault.total);
    expect(wide.total).toBeGreaterThan(exact.total);
    expect(heights.some((x) => x !== h && Math.abs(x - h) <= h)).toBe(true);

    const refused = await library({ contestTypeId: 102, h, diffArray: { h: -1 } }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('diffArray');
  });

  it('filters by colour, shape, voltage, data type and price range', async () => {
    const base = (await library({ contestTypeId: 101 })).body.data;
    expect(base.total).toBeGreaterThan(0);

    const multi = (await library({ contestTypeId: 101, colorFlag: 2 })).body.data;
    const single = (await library({ contestTypeId: 101, colorFlag: 1 })).body.data;
    expect(multi.total).toBeGreaterThan(0);
    expect(single.total).toBeGreaterThan(0);
    expect(multi.rows.every((r) => r.colorFlag === 2)).toBe(true);
    expect(single.rows.every((r) => r.colorFlag === 1)).toBe(true);
    expect(multi.total + single.total).toBe(base.total);

    const round = (await library({ contestTypeId: 101, lampShape: '2' })).body.data;
    expect(round.total).toBeGreaterThan(0);
    expect(round.total).toBeLessThan(base.total);
    expect(round.rows.every((r) => r.lampShape === 2)).toBe(true);

    const voltage = base.rows.find((r) => r.workVoltage)!.workVoltage as string;
    const byVoltage = (await library({ contestTypeId: 101, voltage })).body.data;
    expect(byVoltage.total).toBeGreaterThan(0);
    expect(byVoltage.total).toBeLessThan(base.total);
    expect(byVoltage.rows.every((r) => r.workVoltage === voltage)).toBe(true);

    const calculated = (await library({ contestTypeId: 101, dataTypeStr: '4' })).body.data;
    expect(calculated.total).toBeGreaterThan(0);
    expect(calculated.total).toBeLessThan(base.total);
    expect(calculated.rows.every((r) => r.dataType === '4')).toBe(true);

    // a band from the cheapest listed fixture to the median price of those listed
    const prices = base.rows.map((r) => r.authorizedPrice as number).filter((p) => p > 0).sort((a, b) => a - b);
    const [low, high] = [prices[0]!, prices[Math.floor(prices.length / 2)]!];
    expect(low).toBeLessThan(high);
    const priced = (await library({ contestTypeId: 101, priceMin: low, priceMax: high })).body.data;
    expect(priced.total).toBeGreaterThan(0);
    expect(priced.total).toBeLessThan(base.total);
    expect(priced.rows.every((r) => (r.authorizedPrice as number) >= low && (r.authorizedPrice as number) <= high)).toBe(true);
  });

  it('finds only the listed fixtures with lampIdsStr, in the library and the selection table', async () => {
    const base = (await library({ contestTypeId: 101 })).body.data.rows;
    const lampIds = [...new Set(base.map((r) => r.lampId))].slice(0, 2);
    const only = (await library({ contestTypeId: 101, lampIdsStr: lampIds.join(',') })).body.data;
    expect(only.total).toBeGreaterThan(0);
    expect(only.rows.every((r) => lampIds.includes(r.lampId))).toBe(true);
    expect(new Set(only.rows.map((r) => r.lampId))).toEqual(new Set(lampIds));

    const table = (await list({ contestTypeId: 101, lampIdsStr: lampIds.join(',') })).body.data;
    expect(table.total).toBeGreaterThan(0);
    expect(table.rows.every((r) => lampIds.includes(r.lampId))).toBe(true);
    // with a colour, the selection table keeps the rows of that colour only
    const all = (await list({ contestTypeId: 101 })).body.data.total;
    const multi = (await list({ contestTypeId: 101, colorFlag: 2 })).body.data;
    expect(multi.total).toBeGreaterThan(0);
    expect(multi.total).toBeLessThan(all);
    expect(multi.rows.every((r) => r.colorFlag === 2)).toBe(true);
    expect((await list({ contestTypeId: 101, lampIdsStr: '1,x' })).status).toBe(400);
  });

  it('orders by the weights: price, power and the dark band each put their best first', async () => {
    const byPrice = (await library({ contestTypeId: 102, price: 100 })).body.data.rows;
    const byPower = (await library({ contestTypeId: 102, powerValue: 100 })).body.data.rows;
    const byBand = (await library({ contestTypeId: 102, anbanHeight: 100 })).body.data.rows;
    const unweighted = (await library({ contestTypeId: 102 })).body.data.rows;
    const prices = byPrice.map((r) => r.authorizedPrice as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice[0]!.score).toBe(100);
    const powers = byPower.map((r) => r.power as number);
    expect(powers).toEqual([...powers].sort((a, b) => a - b));
    const bands = byBand.filter((r) => r.anbanHeight !== null).map((r) => r.anbanHeight as number);
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
    // the weights change the order
    expect(byPrice.map((r) => r.id)).not.toEqual(unweighted.map((r) => r.id));
    expect(byPrice.map((r) => r.id)).not.toEqual(byPower.map((r) => r.id));
    // scores are sorted best first in a mixed search too, and weights over 100 are refused
    const mixed = (await library({ contestTypeId: 102, price: 30, powerValue: 30, evenness: 20, anbanHeight: 20 })).body.data.rows.map((r) => r.score!);
    expect(mixed).toEqual([...mixed].sort((a, b) => b - a));
    const over = await library({ contestTypeId: 102, price: 60, anbanHeight: 50 }, 'en');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The weights must add up to at most 100');
  });

  it('holds the maximum and minimum luminance of each face of a two-face type', async () => {
    const base = (await library({ contestTypeId: 103 })).body.data;
    const withB = base.rows.filter((r) => r.faceB && r.faceB.lightnessMax !== null);
    expect(withB.length).toBeGreaterThan(2);
    const maxes = withB.map((r) => r.faceB!.lightnessMax!).sort((a, b) => a - b);
    const limit = maxes[Math.floor(maxes.length / 2)]!;
    const capped = (await library({ contestTypeId: 103, lightnessMaxMaxB: limit })).body.data;
    expect(capped.total).toBeGreaterThan(0);
    expect(capped.total).toBeLessThan(base.total);
    expect(capped.rows.every((r) => r.faceB !== null && r.faceB!.lightnessMax! <= limit)).toBe(true);

    const aMaxes = base.rows.map((r) => r.lightnessMax as number).sort((a, b) => a - b);
    const aLimit = aMaxes[Math.floor(aMaxes.length / 2)]!;
    const cappedA = (await library({ contestTypeId: 103, lightnessMaxMaxA: aLimit })).body.data;
    expect(cappedA.total).toBeGreaterThan(0);
    expect(cappedA.rows.every((r) => (r.lightnessMax as number) <= aLimit)).toBe(true);

    const mins = withB.map((r) => r.faceB!.lightness ?? 0).sort((a, b) => a - b);
    const floor = mins[Math.floor(mins.length / 2)]!;
    const floored = (await library({ contestTypeId: 103, lightnessMinMinB: floor })).body.data;
    expect(floored.total).toBeGreaterThan(0);
    expect(floored.rows.every((r) => (r.faceB!.lightness as number) >= floor)).toBe(true);
  });

  it('holds the B/A luminance ratio of a two-face type: the B row\'s Lavg / the A row\'s, within both bounds', async () => {
    const ratioOf = (r: Row) => (r.faceB!.lightnessAve as number) / (r.lightnessAve as number);
    const base = (await library({ contestTypeId: 103 })).body.data;
    const withB = base.rows.filter((r) => r.faceB && r.faceB.lightnessAve !== null && (r.lightnessAve as number) > 0);
    expect(withB.length).toBeGreaterThan(2);
    const ratios = withB.map(ratioOf).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)]!;

    const above = (await library({ contestTypeId: 103, lightnessRatioMin: median })).body.data;
    expect(above.total).toBeGreaterThan(0);
    expect(above.total).toBeLessThan(base.total);
    expect(above.rows.every((r) => r.faceB !== null && ratioOf(r) >= median * (1 - 1e-9))).toBe(true);
    const below = (await library({ contestTypeId: 103, lightnessRatioMax: median })).body.data;
    expect(below.total).toBeGreaterThan(0);
    expect(below.total).toBeLessThan(base.total);
    expect(below.rows.every((r) => r.faceB !== null && ratioOf(r) <= median * (1 + 1e-9))).toBe(true);
    // Both bounds, as a record sets them (XQD1020Y028: 0.02–0.1), and the web's request field names.
    const band = (await library({ contestTypeId: 103, lightnessRatioMin: ratios[0]!, lightnessRatioMax: median })).body.data;
    expect(band.total).toBeGreaterThan(0);
    expect(band.rows.every((r) => ratioOf(r) >= ratios[0]! * (1 - 1e-9) && ratioOf(r) <= median * (1 + 1e-9))).toBe(true);

    // One fixture's row just inside and just outside each bound.
    const one = withB.find((r) => ratioOf(r) > 0 && r.dataType !== '2')!;
    const r0 = ratioOf(one);
    const only = { contestTypeId: 103, lampIdsStr: String(one.lampId), dataTypeStr: one.dataType };
    const ids = async (bounds: object) => (await library({ ...only, ...bounds })).body.data.rows.map((r) => r.id);
    expect(await ids({ lightnessRatioMin: r0 * 0.999 })).toContain(one.id);
    expect(await ids({ lightnessRatioMin: r0 * 1.001 })).not.toContain(one.id);
    expect(await ids({ lightnessRatioMax: r0 * 1.001 })).toContain(one.id);
    expect(await ids({ lightnessRatioMax: r0 * 0.999 })).not.toContain(one.id);

    const refused = await library({ contestTypeId: 103, lightnessRatioMin: -1 }, 'en');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('lightnessRatioMin');
  });
});
