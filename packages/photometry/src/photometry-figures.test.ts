import { describe, expect, it } from 'vitest';
import {
  photometryBeam,
  photometryEfficacy,
  photometryFlux,
  photometryLightOutputRatio,
  photometryMaxIntensity,
  photometryPolarCurves,
} from './photometry-figures.js';
import { isotropic, lambertian, photometryFromFunction } from './testing/fixtures.js';

describe('zonal flux', () => {
  it('an isotropic source emits 4π·I0 (exact for a constant)', () => {
    expect(photometryFlux(isotropic(100))).toBeCloseTo(400 * Math.PI, 9);
  });

  it('a Lambertian source emits π·I0 within 0.05 % on a 2.5° web', () => {
    const flux = photometryFlux(lambertian(1000));
    expect(Math.abs(flux / (1000 * Math.PI) - 1)).toBeLessThan(5e-4);
  });

  it('gives LOR and efficacy where lamp lumens and watts are stated', () => {
    const p = photometryFromFunction(() => 100, { symmetry: 'rotational', lampLumens: 2000, watts: 10 });
    expect(photometryLightOutputRatio(p)).toBeCloseTo((400 * Math.PI) / 2000, 9);
    expect(photometryEfficacy(p)).toBeCloseTo((400 * Math.PI) / 10, 9);
    expect(photometryLightOutputRatio(isotropic(1))).toBeNull();
    expect(photometryEfficacy(isotropic(1))).toBeNull();
  });
});

describe('beam and field angles', () => {
  it('match the analytic half-intensity angles of cosⁿ beams', () => {
    for (const half of [5, 15, 30, 60]) {
      const n = Math.log(0.5) / Math.log(Math.cos((half * Math.PI) / 180));
      const p = photometryFromFunction((_c, g) => 1000 * Math.max(0, Math.cos((g * Math.PI) / 180)) ** n, {
        symmetry: 'rotational',
        gStep: 0.5,
        gMax: 90,
      });
      const b = photometryBeam(p);
      expect(b.aboutNadir).toBe(true);
      // Linear interpolation between 0.5° samples: within 0.1° of the analytic 2·half
      expect(b.beam.planeC0C180).toBeCloseTo(2 * half, 0);
      expect(Math.abs(b.beam.planeC90C270 - 2 * half)).toBeLessThan(0.1);
      const field = 2 * (Math.acos(Math.pow(0.1, 1 / n)) * 180) / Math.PI;
      expect(Math.abs(b.field.planeC0C180 - field)).toBeLessThan(0.2);
    }
  });

  it('measure elliptical beams in each principal plane', () => {
    // Gaussian in the angle: 20° across C0–C180, 60° across C90–C270
    const p = photometryFromFunction(
      (c, g) => {
        const x = g * Math.cos((c * Math.PI) / 180);
        const y = g * Math.sin((c * Math.PI) / 180);
        return 1000 * Math.pow(0.5, (x / 10) ** 2 + (y / 30) ** 2);
      },
      { symmetry: 'quadrant', cStep: 2.5, gStep: 0.5, gMax: 90 },
    );
    const b = photometryBeam(p);
    expect(Math.abs(b.beam.planeC0C180 - 20)).toBeLessThan(0.2);
    expect(Math.abs(b.beam.planeC90C270 - 60)).toBeLessThan(0.3);
  });

  it('measures about the peak when the peak is off axis', () => {
    const p = photometryFromFunction(
      (c, g) => {
        // peak at C0, γ 40; half width 10° in γ
        const dc = Math.min(Math.abs(c), Math.abs(360 - c));
        return 1000 * Math.pow(0.5, ((g - 40) / 10) ** 2 + (dc / 60) ** 2);
      },
      { symmetry: 'c0c180', cStep: 2.5, gStep: 0.5, gMax: 90 },
    );
    const b = photometryBeam(p);
    expect(b.aboutNadir).toBe(false);
    expect(b.axis.gamma).toBeCloseTo(40, 6);
    expect(b.peak.c).toBe(0);
    expect(Math.abs(b.beam.planeC0C180 - 20)).toBeLessThan(0.2);
    expect(photometryMaxIntensity(p).candela).toBeCloseTo(1000, 6);
  });

  it('gives polar curves with signed γ across each plane', () => {
    const p = photometryFromFunction((c, g) => 100 + (c === 0 ? 50 : c === 180 ? 10 : 0) * Math.sin((g * Math.PI) / 180), {
      symmetry: 'none',
      cStep: 90,
    });
    const curves = photometryPolarCurves(p, 10);
    expect(curves.c0c180).toHaveLength(37);
    const at = (g: number) => curves.c0c180.find((q) => q.gamma === g)!.cd;
    expect(at(90)).toBeCloseTo(150, 6);
    expect(at(-90)).toBeCloseTo(110, 6);
    expect(at(0)).toBeCloseTo(100, 6);
    expect(curves.c90c270.find((q) => q.gamma === 90)!.cd).toBeCloseTo(100, 6);
  });
});
