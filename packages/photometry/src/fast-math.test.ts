import { describe, expect, it } from 'vitest';
import { atan2Fast, atanUnit } from './fast-math.js';

describe('atan2Fast', () => {
  it('stays within 2e-6 rad of Math.atan2 all round the circle', () => {
    let worst = 0;
    for (let k = 0; k < 20000; k++) {
      const a = (k / 20000) * 2 * Math.PI;
      for (const r of [1e-3, 1, 250]) {
        const y = r * Math.sin(a);
        const x = r * Math.cos(a);
        worst = Math.max(worst, Math.abs(atan2Fast(y, x) - Math.atan2(y, x)) % (2 * Math.PI));
      }
    }
    expect(worst).toBeLessThan(2e-6);
  });

  it('gives exact quadrant values on the axes', () => {
    expect(atan2Fast(0, 1)).toBe(0);
    expect(atan2Fast(1, 0)).toBeCloseTo(Math.PI / 2, 12);
    expect(atan2Fast(0, -1)).toBeCloseTo(Math.PI, 12);
    expect(atan2Fast(-1, 0)).toBeCloseTo(-Math.PI / 2, 12);
    expect(atan2Fast(0, 0)).toBe(0);
    expect(atanUnit(1)).toBeCloseTo(Math.PI / 4, 5);
  });
});
