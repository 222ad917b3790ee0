import { describe, expect, it } from 'vitest';
import { calculateContest } from './contest.js';
import { intensityAt, intensityAtMeasured } from './intensity.js';
import { parsePhotometry } from './photometry-parse.js';
import { photometryBeam, photometryFlux, photometryLightOutputRatio, photometryEfficacy } from './photometry-figures.js';
import { synthesizeIes, synthesizeLdt, type SyntheticSpec } from './synthesize.js';

// Flux: values are written with 6 significant digits, so the parsed flux is within 0.1 %.
// Beam: the web has ≥ 16 γ steps across the beam; linear interpolation of the half-max
// crossing is within 2 % of the specified angle.
const FLUX_TOL = 1e-3;
const BEAM_TOL = 0.02;
const DEG = Math.PI / 180;

describe('synthesised photometric files read back to their spec', () => {
  const floods = [6, 10, 15, 24, 36, 45, 60, 90, 120];
  for (const beam of floods) {
    for (const [fmt, write] of [['ldt', synthesizeLdt], ['ies', synthesizeIes]] as const) {
      it(`${beam}° flood as ${fmt}`, () => {
        const spec: SyntheticSpec = { kind: 'flood', beamAngle: beam, lumens: 12000, watts: 100, lightOutputRatio: 0.9 };
        const p = parsePhotometry(write(spec), `f.${fmt}`);
        expect(Math.abs(photometryFlux(p) / 12000 - 1)).toBeLessThan(FLUX_TOL);
        expect(photometryLightOutputRatio(p)).toBeCloseTo(0.9, 2);
        expect(photometryEfficacy(p)).toBeCloseTo(120, 0);
        const b = photometryBeam(p);
        expect(b.aboutNadir).toBe(true);
        expect(Math.abs(b.beam.planeC0C180 / beam - 1)).toBeLessThan(BEAM_TOL);
        expect(Math.abs(b.beam.planeC90C270 / beam - 1)).toBeLessThan(BEAM_TOL);
      });
    }
  }

  it('an asymmetric wall washer: peak where specified, beams about the peak', () => {
    const spec: SyntheticSpec = { kind: 'wallWasher', beamAngle: 30, beamAngle2: 70, peakGamma: 30, lumens: 3000, watts: 30 };
    for (const text of [synthesizeLdt(spec), synthesizeIes(spec)]) {
      const p = parsePhotometry(text);
      const b = photometryBeam(p);
      expect(b.aboutNadir).toBe(false);
      expect(b.peak.gamma).toBeCloseTo(30, 6);
      expect(b.peak.c).toBe(0);
      expect(Math.abs(b.beam.planeC0C180 / 30 - 1)).toBeLessThan(BEAM_TOL);
      expect(Math.abs(b.beam.planeC90C270 / 70 - 1)).toBeLessThan(BEAM_TOL);
      expect(Math.abs(photometryFlux(p) / 3000 - 1)).toBeLessThan(FLUX_TOL);
    }
  });

  it('floods, grazers and wall washers keep a few percent of spill beyond the field angle', () => {
    // Real optics have stray light and soft edges; a hard zero beyond the field angle left
    // every facade corner outside the beams at exactly 0 cd/m² (U0 = 0).
    const flood = parsePhotometry(synthesizeLdt({ kind: 'flood', beamAngle: 10, lumens: 1000, watts: 10 }));
    const i0 = intensityAtMeasured(flood, 0, 0);
    const half = photometryBeam(flood).field.planeC0C180 / 2;
    for (const g of [1.5 * half, 2 * half, 3 * half]) {
      const r = intensityAtMeasured(flood, 0, g) / i0;
      expect(r, `γ = ${g}°`).toBeGreaterThan(0.003);
      expect(r, `γ = ${g}°`).toBeLessThan(0.1);
    }
    expect(intensityAtMeasured(flood, 0, 60)).toBeGreaterThan(0);
    // Falls with the angle (a halo, not a floor) and is gone behind the luminaire.
    expect(intensityAtMeasured(flood, 0, 40)).toBeLessThan(intensityAtMeasured(flood, 0, 20));
    expect(intensityAtMeasured(flood, 0, 120)).toBe(0);
    const washer = parsePhotometry(synthesizeLdt({ kind: 'wallWasher', beamAngle: 20, beamAngle2: 40, peakGamma: 30, lumens: 1000, watts: 10 }));
    const peak = intensityAtMeasured(washer, 0, 30);
    expect(intensityAtMeasured(washer, 0, 60) / peak).toBeGreaterThan(0.003);
    expect(intensityAtMeasured(washer, 90, 60) / peak).toBeGreaterThan(0.001);
    const grazer = parsePhotometry(synthesizeLdt({ kind: 'grazer', beamAngle: 8, beamAngle2: 60, lumens: 1000, watts: 10 }));
    expect(intensityAtMeasured(grazer, 0, 20) / intensityAtMeasured(grazer, 0, 0)).toBeGreaterThan(0.003);
  });

  it('a grazer: narrow across C0–C180, wide across C90–C270', () => {
    const spec: SyntheticSpec = { kind: 'grazer', beamAngle: 8, beamAngle2: 60, lumens: 2000, watts: 20 };
    const p = parsePhotometry(synthesizeLdt(spec));
    const b = photometryBeam(p);
    expect(Math.abs(b.beam.planeC0C180 / 8 - 1)).toBeLessThan(BEAM_TOL);
    expect(Math.abs(b.beam.planeC90C270 / 60 - 1)).toBeLessThan(BEAM_TOL);
    expect(Math.abs(photometryFlux(p) / 2000 - 1)).toBeLessThan(FLUX_TOL);
  });

  it('a point source of 120° is Lambertian: I = I0 cos γ and Φ = π I0', () => {
    const p = parsePhotometry(synthesizeIes({ kind: 'point', beamAngle: 120, lumens: 100, watts: 1 }));
    const i0 = intensityAtMeasured(p, 0, 0);
    // The file is scaled so its zonal flux is exact; on 5° γ steps the linear interpolant of
    // a cosine integrates 0.06 % low, so I0 sits that much above π⁻¹·Φ: allow 0.2 %.
    expect(Math.abs(i0 / (100 / Math.PI) - 1)).toBeLessThan(2e-3);
    expect(intensityAtMeasured(p, 45, 60) / i0).toBeCloseTo(0.5, 3);
    expect(intensityAtMeasured(p, 0, 120)).toBe(0);
  });

  it('a wall washer with a kick reflector: peak near the axis, rising toward grazing below it, cut off, wide along the wall', () => {
    const spec: SyntheticSpec = { kind: 'kickWasher', beamAngle: 110, lumens: 1000, watts: 10, lightOutputRatio: 0.9 };
    const text = synthesizeLdt(spec);
    const lines = text.split('\r\n');
    // EULUMDAT: Isym 2 (symmetric about the C0–C180 plane), 144 C planes of 2.5°, γ 0–180°
    expect([lines[2], lines[3], lines[4]]).toEqual(['2', '144', '2.5']);
    const p = parsePhotometry(text, 'kick.ldt');
    expect(p.measured.symmetry).toBe('c0c180');
    expect(p.gammaAngles[p.gammaAngles.length - 1]).toBe(180);
    expect(Math.abs(photometryFlux(p) / 1000 - 1)).toBeLessThan(FLUX_TOL);
    const b = photometryBeam(p);
    expect(b.peak.c).toBe(0);
    expect(b.peak.gamma).toBe(8.5);
    const peak = b.peak.candela;
    // below the peak (toward the foot of the wall) I ∝ 1/sin^2.2 γ: (sin 8.5° / sin 30°)^2.2 = 0.0686
    expect(intensityAtMeasured(p, 0, 30) / peak).toBeCloseTo(0.0686, 3);
    // the reflector's cutoff at 70°: half there, nothing toward the foot or behind the fixture
    // (a logistic edge 2° wide: I(70°)/I(60°) = ½·(sin 60° / sin 70°)^2.2 · (1 + e^−5) = 0.4207)
    expect(intensityAtMeasured(p, 0, 70) / intensityAtMeasured(p, 0, 60)).toBeCloseTo(0.5 * (Math.sin(60 * DEG) / Math.sin(70 * DEG)) ** 2.2 * (1 + Math.exp(-5)), 3);
    expect(intensityAtMeasured(p, 0, 85) / peak).toBeLessThan(1e-5);
    expect(intensityAtMeasured(p, 180, 30) / peak).toBeLessThan(1e-6);
    // along the wall a Gaussian, half at 55° out of the C0–C180 plane: C 85°, γ 55° lies 54.69°
    // out of it and 7.10° across, so ½^((1.40/6)²) · ½^((54.69/55)²) = 0.4851 of the peak
    expect(intensityAtMeasured(p, 85, 55) / peak).toBeCloseTo(0.4851, 3);
  });

  it('a kick-reflector washer lights its wall evenly where an off-axis wall washer cannot', () => {
    const wall = { H: 6, W: 3, S: 1 };
    const kick = calculateContest('wallWashing', wall, 0.4, parsePhotometry(synthesizeLdt({ kind: 'kickWasher', beamAngle: 110, lumens: 1000, watts: 10 }), 'k.ldt')).faces[0]!;
    const offAxis = calculateContest('wallWashing', wall, 0.4, parsePhotometry(synthesizeLdt({ kind: 'wallWasher', beamAngle: 30, beamAngle2: 60, peakGamma: 35, lumens: 1000, watts: 10 }), 'w.ldt')).faces[0]!;
    expect(kick.evenness).toBeGreaterThanOrEqual(0.2);
    expect(offAxis.evenness).toBeLessThan(0.15);
    // below the peak's aim (two thirds up) the rows' average luminance stays within ±25 % of their mean
    const g = kick.grid;
    const rowMean = (z: number) => {
      const j = Math.floor((z / g.height) * g.nv);
      let s = 0;
      for (let i = 0; i < g.nu; i++) s += g.luminance[j * g.nu + i]!;
      return s / g.nu;
    };
    const rows = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4].map(rowMean);
    const mean = rows.reduce((a, v) => a + v, 0) / rows.length;
    for (const r of rows) expect(Math.abs(r / mean - 1)).toBeLessThan(0.25);
  });

  it('rejects impossible specs', () => {
    expect(() => synthesizeLdt({ kind: 'flood', beamAngle: 0, lumens: 1, watts: 1 })).toThrow(RangeError);
    expect(() => synthesizeIes({ kind: 'flood', beamAngle: 20, lumens: -5, watts: 1 })).toThrow(/lumens/);
  });
});

describe('the same luminaire written as IES and as LDT', () => {
  const specs: SyntheticSpec[] = [
    { kind: 'flood', beamAngle: 20, lumens: 8000, watts: 80 },
    { kind: 'wallWasher', beamAngle: 25, beamAngle2: 50, peakGamma: 20, lumens: 3000, watts: 30 },
    { kind: 'grazer', beamAngle: 10, beamAngle2: 40, lumens: 2000, watts: 20 },
  ];
  for (const spec of specs) {
    it(`${spec.kind}: equal intensities, flux and contest results`, () => {
      const ies = parsePhotometry(synthesizeIes(spec), 'x.ies');
      const ldt = parsePhotometry(synthesizeLdt(spec), 'x.ldt');
      expect(photometryFlux(ies)).toBeCloseTo(photometryFlux(ldt), 0);
      for (let k = 0; k < 100; k++) {
        const c = (k * 47.3) % 360;
        const g = (k * 13.1) % 120;
        const a = intensityAt(ies, c, g);
        const b = intensityAt(ldt, c, g);
        // both carry 6 significant digits of the same values
        expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-5 * Math.max(a, b) + 1e-6);
      }
      const ri = calculateContest('wallWashing', {}, 0.4, ies).faces[0]!;
      const rl = calculateContest('wallWashing', {}, 0.4, ldt).faces[0]!;
      expect(ri.lightnessAve / rl.lightnessAve).toBeCloseTo(1, 4);
      expect(ri.evenness).toBeCloseTo(rl.evenness, 4);
    });
  }
});
