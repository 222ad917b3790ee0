import { describe, expect, it } from 'vitest';
import { directionToAngles } from './intensity.js';
import { LIGHT_DIRECTIONS, lightIntensities } from './light-directions.js';
import { photometryFromFunction } from './testing/fixtures.js';

describe('the ten light-intensity directions', () => {
  it('are unit vectors at the documented angles from the axis', () => {
    const angle = (n: number) => {
      const v = LIGHT_DIRECTIONS[n - 1]!.vector;
      expect(Math.hypot(...v)).toBeCloseTo(1, 12);
      return directionToAngles(...v);
    };
    expect(angle(1).gamma).toBeCloseTo(0, 12);
    expect(angle(2)).toMatchObject({ c: expect.closeTo(0, 9), gamma: expect.closeTo(60, 9) });
    expect(angle(3)).toMatchObject({ c: expect.closeTo(180, 9), gamma: expect.closeTo(60, 9) });
    expect(angle(4)).toMatchObject({ c: expect.closeTo(270, 9), gamma: expect.closeTo(60, 9) });
    expect(angle(5)).toMatchObject({ c: expect.closeTo(90, 9), gamma: expect.closeTo(60, 9) });
    expect(angle(6).gamma).toBeCloseTo(30, 9);
    expect(angle(7)).toMatchObject({ c: expect.closeTo(180, 9), gamma: expect.closeTo(10, 9) });
    // 10° down then 60° left: cos γ = cos 60°·cos 10°
    const g8 = (Math.acos(Math.cos(Math.PI / 3) * Math.cos(Math.PI / 18)) * 180) / Math.PI;
    expect(angle(8).gamma).toBeCloseTo(g8, 9);
    expect(angle(8).c).toBeGreaterThan(180);
    expect(angle(9).c).toBeLessThan(180);
    expect(angle(10)).toMatchObject({ c: expect.closeTo(180, 9), gamma: expect.closeTo(45, 9) });
    expect(LIGHT_DIRECTIONS.map((d) => d.field)).toEqual([
      'level0', 'verticalUp60', 'verticalDown60', 'levelLeft60', 'levelRight60',
      'verticalUp30', 'verticalDown10', 'vertical10Left60', 'vertical10Right60', 'down45',
    ]);
  });

  it('read the C planes of the photometry: right is C90, left C270, up C0, down C180', () => {
    const p = photometryFromFunction((c) => 1000 + c, { cStep: 90, symmetry: 'none', gStep: 5 });
    const i = lightIntensities(p);
    expect(i[1]).toBeCloseTo(1000, 6); // up, C0
    expect(i[2]).toBeCloseTo(1180, 6); // down, C180
    expect(i[3]).toBeCloseTo(1270, 6); // left, C270
    expect(i[4]).toBeCloseTo(1090, 6); // right, C90
  });
});
