import { describe, expect, it } from 'vitest';
import { anglesToDirection, directionToAngles, intensityAt, intensityAtMeasured, intensityToward } from './intensity.js';
import { isotropic, lambertian, photometryFromFunction } from './testing/fixtures.js';

describe('intensity sampling', () => {
  it('an isotropic source has the same intensity everywhere', () => {
    const p = isotropic(250);
    for (const [c, g] of [[0, 0], [33, 71.3], [359.9, 180], [-45, 90], [400, 12]] as const) {
      expect(intensityAt(p, c, g)).toBeCloseTo(250, 4);
    }
    expect(intensityToward(p, [0.3, -0.2, 5])).toBeCloseTo(250, 4);
  });

  it('a Lambertian source follows I0·cos γ and is dark above the horizontal', () => {
    const p = lambertian(1000);
    for (const g of [0, 10, 37.5, 60, 85]) {
      // Bilinear between 2.5° samples of a cosine: error ≤ I0·(Δγ)²/8 ≈ 0.24 cd
      expect(intensityAt(p, 17, g)).toBeCloseTo(1000 * Math.cos((g * Math.PI) / 180), 0);
    }
    expect(intensityAt(p, 0, 120)).toBe(0);
  });

  it('grid sampling agrees with direct interpolation of measured angles', () => {
    const f = (c: number, g: number) => 500 + 300 * Math.cos((c * Math.PI) / 180) * Math.sin((g * Math.PI) / 180);
    const p = photometryFromFunction(f, { cStep: 10, gStep: 5 });
    for (let k = 0; k < 200; k++) {
      const c = (k * 37.3) % 360;
      const g = (k * 11.7) % 180;
      // The 0.5° × 0.25° grid re-interpolates a bilinear web: agreement within 0.5 cd of 800
      expect(Math.abs(intensityAt(p, c, g) - intensityAtMeasured(p, c, g))).toBeLessThan(0.5);
    }
  });

  it('direction and angles convert both ways in the luminaire frame', () => {
    expect(directionToAngles(0, 0, -1).gamma).toBeCloseTo(0, 12);
    const c90 = directionToAngles(0, 1, 0);
    expect(c90.c).toBeCloseTo(90, 12);
    expect(c90.gamma).toBeCloseTo(90, 12);
    expect(directionToAngles(1, 0, 0).c).toBeCloseTo(0, 12);
    expect(directionToAngles(0, 0, 1).gamma).toBeCloseTo(180, 12);
    const d = anglesToDirection(123, 48);
    const back = directionToAngles(...d);
    expect(back.c).toBeCloseTo(123, 9);
    expect(back.gamma).toBeCloseTo(48, 9);
  });

  it('intensityToward reads the C plane the direction lies in', () => {
    const p = photometryFromFunction((c) => (Math.abs(c - 90) < 1e-9 ? 900 : 100), { cStep: 90, symmetry: 'none' });
    expect(intensityToward(p, [0, 1, -1])).toBeCloseTo(900, 3);
    expect(intensityToward(p, [1, 0, -1])).toBeCloseTo(100, 3);
    expect(intensityToward(p, [0, -1, -1])).toBeCloseTo(100, 3);
  });
});
