/**
 * Coherent demo data (issue 23): every measured row (data types 1 and 2) of the demo is a
 * measurement of a fixture on a surface the engine calculated, and reads the engine's figures
 * within ±15 % (docs/DOMAIN.md, "Demo figures").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ON } from '@lampsheet/contracts';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { CHANNEL_SHARE } from './calculated.js';
import { MEASUREMENT_DEVIATION } from './measured.js';

const FIGURES = ['lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight', 'lightIntensity1', 'lightIntensity2', 'lightIntensity7', 'lightIntensity10'] as const;

describe.each(DIALECTS)('demo measured rows beside the calculated ones on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 120_000);
  afterAll(async () => t.close());

  it('every measured figure is within ±15 % of the engine\'s for the same fixture, surface and face', async () => {
    const rows = await t.db.kysely.selectFrom('detections').select(['id', 'dataType', 'lampId', 'contestId', 'contestTypeId', 'surfaceType', 'rgbwa', 'lumSize', 'lumSizeMin', ...FIGURES]).execute();
    const calc = new Map(rows.filter((r) => r.dataType === '4' && r.rgbwa === ALL_ON).map((r) => [`${r.lampId}:${r.contestId}:${r.surfaceType}`, r]));
    const measured = rows.filter((r) => r.dataType === '1' || r.dataType === '2');
    expect(measured.length).toBeGreaterThan(1500);
    let compared = 0;
    let worst = 0;
    const types = new Set<number>();
    for (const m of measured) {
      const c = calc.get(`${m.lampId}:${m.contestId}:${m.surfaceType}`);
      expect(c, `measured row ${m.id} has the engine's row of its lamp, contest and face`).toBeDefined();
      // measured from where the engine lit the surface: the row's wall distance D is the engine's (the walk: "D 0.65 m" beside figures lit from 0.3 m)
      expect(m.lumSize, `measured row ${m.id}: D`).toBe(c!.lumSize);
      if (m.lumSize !== null) expect(m.lumSizeMin!, `measured row ${m.id}: smallest D`).toBeLessThanOrEqual(m.lumSize);
      const share = m.rgbwa === ALL_ON ? 1 : CHANNEL_SHARE[m.rgbwa as keyof typeof CHANNEL_SHARE];
      for (const key of FIGURES) {
        const want = c![key];
        if (want === null) {
          expect(m[key], `row ${m.id} ${key}`).toBeNull();
          continue;
        }
        const expected = key === 'evenness' || key === 'anbanHeight' ? want : want * share;
        const got = m[key]!;
        if (expected === 0) {
          expect(got, `row ${m.id} ${key}`).toBe(0);
          continue;
        }
        const deviation = Math.abs(got / expected - 1);
        // the stored rounding (3 decimals of U0 and dark band) on top of the deviation
        const rounding = key === 'evenness' || key === 'anbanHeight' ? 0.0005 / expected : 0.05 / expected;
        expect(deviation, `row ${m.id} ${key}: ${got} measured, ${expected} calculated`).toBeLessThanOrEqual(MEASUREMENT_DEVIATION + rounding);
        worst = Math.max(worst, deviation);
        compared++;
      }
      types.add(m.contestTypeId);
    }
    expect(types.size).toBe(14);
    expect(compared).toBeGreaterThan(3000);
    // a measurement deviates: not a copy of the engine
    expect(worst).toBeGreaterThan(0.05);
  });
});
