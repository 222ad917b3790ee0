import { describe, expect, it } from 'vitest';
import { intensityAtMeasured } from './intensity.js';
import { distributionExpandSymmetry, planeSymmetryFold, photometryFromParsed, typeADirection, typeBDirection } from './photometry.js';
import { photometryFromFunction, metadataFixture } from './testing/fixtures.js';

/** An asymmetric-looking but doubly symmetric function: depends on |cos C| and |sin C|. */
const quad = (c: number, g: number) => 100 + 50 * Math.abs(Math.cos((c * Math.PI) / 180)) * Math.cos((g * Math.PI) / 360) + g;
/** Symmetric about the C0–C180 plane only. */
const bilateral = (c: number, g: number) => 100 + 40 * Math.cos((c * Math.PI) / 180) + 0.5 * g;
/** Symmetric about the C90–C270 plane only. */
const bilateral90 = (c: number, g: number) => 100 + 40 * Math.sin((c * Math.PI) / 180) + 0.5 * g;

describe('symmetry expansion', () => {
  it('folds C angles into the stored range', () => {
    expect(planeSymmetryFold('c0c180', 270)).toBe(90);
    expect(planeSymmetryFold('c90c270', 0)).toBe(180);
    expect(planeSymmetryFold('c90c270', 315)).toBe(225);
    expect(planeSymmetryFold('quadrant', 225)).toBe(45);
    expect(planeSymmetryFold('quadrant', 135)).toBe(45);
    expect(planeSymmetryFold('none', 360)).toBe(0);
  });

  for (const [name, fn, sym] of [
    ['quadrant', quad, 'quadrant'],
    ['C0–C180', bilateral, 'c0c180'],
    ['C90–C270', bilateral90, 'c90c270'],
  ] as const) {
    it(`expanding ${name} data equals the full data at every measured angle`, () => {
      const full = photometryFromFunction(fn, { symmetry: 'none', cStep: 15 });
      const half = photometryFromFunction(fn, { symmetry: sym, cStep: 15 });
      expect([...half.cAngles]).toEqual([...full.cAngles]);
      for (let i = 0; i < full.candela.length; i++) expect(half.candela[i]).toBeCloseTo(full.candela[i]!, 9);
    });
  }

  it('closes a full set that stops before 360° with a copy of C0', () => {
    const p = photometryFromFunction(bilateral, { symmetry: 'none', cStep: 15 });
    expect(p.cAngles[p.cAngles.length - 1]).toBe(360);
    const n = p.gammaAngles.length;
    expect([...p.candela.subarray(p.candela.length - n)]).toEqual([...p.candela.subarray(0, n)]);
  });

  it('keeps a rotational distribution as one grid plane', () => {
    const p = photometryFromFunction((_c, g) => 1000 - g, { symmetry: 'rotational' });
    expect(p.grid.nC).toBe(1);
    const e = distributionExpandSymmetry(p.measured);
    expect([...e.cAngles]).toEqual([0, 360]);
  });
});

describe('type B and A conversion', () => {
  it('puts H = V = 0 on the photometric axis and H, V toward +Y, +X', () => {
    expect(typeBDirection(0, 0)).toEqual([0, 0, -1]);
    const b = typeBDirection(0, 90);
    expect(b[0]).toBeCloseTo(1, 12);
    const h = typeBDirection(90, 37);
    expect(h[1]).toBeCloseTo(1, 12);
    const a = typeADirection(90, 0);
    expect(a[1]).toBeCloseTo(1, 12);
    expect(typeADirection(0, 90)[0]).toBeCloseTo(1, 12);
  });

  it('resamples a type-B beam so that its value at C, γ equals the B value of the same direction', () => {
    const hs = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90];
    const vs = [-90, -60, -30, -20, -10, 0, 10, 20, 30, 60, 90];
    const f = (h: number, v: number) => 1000 * Math.cos((h * Math.PI) / 180) ** 4 * Math.cos((v * Math.PI) / 360) + 5 * v;
    const candela = new Float64Array(hs.length * vs.length);
    hs.forEach((h, hi) => vs.forEach((v, vi) => (candela[hi * vs.length + vi] = Math.max(0, f(h, v)))));
    const p = photometryFromParsed({
      metadata: metadataFixture(),
      measured: { photometricType: 'B', symmetry: 'lateral', horizontalAngles: Float64Array.from(hs), verticalAngles: Float64Array.from(vs), candela },
    });
    // γ 0 is H = V = 0.
    expect(intensityAtMeasured(p, 0, 0)).toBeCloseTo(f(0, 0), 6);
    // C0 plane is V > 0 with H = 0: γ 20 at C0 is V = 20; at C180 V = −20.
    expect(intensityAtMeasured(p, 0, 20)).toBeCloseTo(f(0, 20), 6);
    expect(intensityAtMeasured(p, 180, 20)).toBeCloseTo(f(0, -20), 6);
    // C90 plane is H > 0 with V = 0; lateral symmetry mirrors H < 0 (C270).
    expect(intensityAtMeasured(p, 90, 30)).toBeCloseTo(f(30, 0), 6);
    expect(intensityAtMeasured(p, 270, 30)).toBeCloseTo(f(30, 0), 6);
    // The back hemisphere has no data.
    expect(intensityAtMeasured(p, 0, 150)).toBe(0);
  });
});
