import { describe, expect, it } from 'vitest';
import {
  fixtureBeamAngles,
  photometryBeam,
  photometryBeamCie,
  photometryEfficacy,
  photometryFlux,
  photometryLightOutputRatio,
  photometryMaxIntensity,
  photometryPolarCurves,
  photometrySummary,
} from './photometry-figures.js';
import { isotropic, lambertian, photometryFromFunction } from './testing/fixtures.js';
import { parsePhotometry } from './photometry-parse.js';

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

describe('CIE beam angle (50 % of the centre) and the batwing mark', () => {
  // Piecewise-linear profiles sampled every 1° of γ: the measured web's interpolation is exact,
  // so every angle below is the hand-computed crossing of a straight line.
  const profile = (points: Array<[number, number]>) => (g: number) => {
    for (let k = 0; k < points.length - 1; k++) {
      const [g0, i0] = points[k]!;
      const [g1, i1] = points[k + 1]!;
      if (g >= g0 && g <= g1) return i0 + ((i1 - i0) * (g - g0)) / (g1 - g0);
    }
    return 0;
  };
  const rotational = (points: Array<[number, number]>) =>
    photometryFromFunction((_c, g) => profile(points)(g), { symmetry: 'rotational', gStep: 1, gMax: 90 });

  it('a downlight peaking at nadir: both definitions agree, no batwing', () => {
    // 1000 cd at nadir, straight down to 0 at γ 40: half of 1000 at γ 20.
    const p = rotational([[0, 1000], [40, 0]]);
    const ies = photometryBeam(p);
    const cie = photometryBeamCie(p);
    expect(ies.beam.planeC0C180).toBeCloseTo(40, 1);
    expect(cie.beam.planeC0C180).toBeCloseTo(40, 1);
    expect(cie.beam.planeC90C270).toBeCloseTo(40, 1);
    expect(cie.centre).toBeCloseTo(1000, 9);
    expect(cie.batwing).toBe(false);
  });

  it('a centre 5 % below the maximum: CIE slightly wider (50 % of 950, not of 1000), still no batwing', () => {
    // 950 at nadir, 1000 at γ 10, 0 at γ 50 (25 cd per degree beyond the peak).
    // IES: 500 cd at γ 10 + 500/25 = 30 → 60°. CIE: 475 cd at γ 10 + 525/25 = 31 → 62°.
    const p = rotational([[0, 950], [10, 1000], [50, 0]]);
    expect(photometryBeam(p).aboutNadir).toBe(true);
    expect(photometryBeam(p).beam.planeC0C180).toBeCloseTo(60, 1);
    const cie = photometryBeamCie(p);
    expect(cie.beam.planeC0C180).toBeCloseTo(62, 1);
    expect(cie.beam.planeC90C270).toBeCloseTo(62, 1);
    expect(cie.batwing).toBe(false);
  });

  it('a batwing: centre 60 % of the lobes, CIE about nadir past both lobes', () => {
    // 600 at nadir, 1000 at γ 30, 0 at γ 60 (33⅓ cd per degree beyond the lobe).
    const p = rotational([[0, 600], [30, 1000], [60, 0]]);
    const ies = photometryBeam(p);
    // IES about the lobe at C0 γ 30: outward it falls to 500 at γ 45 (15°); inward it passes
    // nadir (600) and the opposite lobe and reaches 500 at γ 45 in C180 (30 + 45 = 75°): 90°.
    expect(ies.aboutNadir).toBe(false);
    expect(ies.beam.planeC0C180).toBeCloseTo(90, 1);
    // Across the lobe: cos γ = cos 30°·cos t reaches γ 45° at t = acos(cos 45° / cos 30°) = 35.26°.
    const across = 2 * (Math.acos(Math.cos(Math.PI / 4) / Math.cos(Math.PI / 6)) * 180) / Math.PI;
    expect(ies.beam.planeC90C270).toBeCloseTo(across, 1);
    // CIE: 50 % of the centre is 300 cd, reached at γ 30 + 700/33⅓ = 51 on each side: 102°.
    const cie = photometryBeamCie(p);
    expect(cie.axis).toEqual({ c: 0, gamma: 0 });
    expect(cie.centre).toBeCloseTo(600, 9);
    expect(cie.beam.planeC0C180).toBeCloseTo(102, 1);
    expect(cie.beam.planeC90C270).toBeCloseTo(102, 1);
    expect(cie.batwing).toBe(true);
    expect(photometrySummary(p).beamCie.batwing).toBe(true);
  });

  it('the batwing threshold: a centre at 89 % of the lobes is one, at 91 % is not', () => {
    expect(photometryBeamCie(rotational([[0, 890], [30, 1000], [60, 0]])).batwing).toBe(true);
    expect(photometryBeamCie(rotational([[0, 910], [30, 1000], [60, 0]])).batwing).toBe(false);
  });

  it('a ring with no light at nadir is no batwing: a dip, not a hole (centre below 10 % of the maximum)', () => {
    // 0 at nadir (a bollard's ring): the CIE angle about it would be undefined; its centre is its peak.
    const ring = rotational([[0, 0], [60, 1000], [90, 0]]);
    const cie = photometryBeamCie(ring);
    expect(cie.batwing).toBe(false);
    expect(cie.centre).toBeCloseTo(1000, 9);
    expect(cie.beam).toEqual(photometryBeam(ring).beam);
    expect(photometryBeamCie(rotational([[0, 80], [60, 1000], [90, 0]])).batwing).toBe(false);
    // 12 % at nadir is a deep batwing: 50 % of 120 cd = 60 cd, reached at γ 60 + 940/(1000/30) = 88.2°.
    const deep = photometryBeamCie(rotational([[0, 120], [60, 1000], [90, 0]]));
    expect(deep.batwing).toBe(true);
    expect(deep.beam.planeC0C180).toBeCloseTo(2 * 88.2, 1);
  });

  it('a wall washer (one lobe, falling through nadir) is no batwing; its centre is the peak', () => {
    // In the C0 plane 1000 cd at γ 30; toward and through nadir the intensity keeps falling.
    const p = photometryFromFunction(
      (c, g) => {
        const x = g * Math.cos((c * Math.PI) / 180); // signed angle across the C0–C180 plane
        const y = g * Math.sin((c * Math.PI) / 180);
        return Math.max(0, 1000 - 20 * Math.hypot(x - 30, y));
      },
      { symmetry: 'c0c180', cStep: 2.5, gStep: 1, gMax: 90 },
    );
    const cie = photometryBeamCie(p);
    const ies = photometryBeam(p);
    expect(cie.batwing).toBe(false);
    expect(cie.axis).toEqual(ies.axis);
    expect(cie.centre).toBeCloseTo(ies.peak.candela, 9);
    expect(cie.beam).toEqual(ies.beam);
  });

  it('an uplight (maximum above the horizon) is no batwing', () => {
    const p = rotational([[0, 0], [90, 0]]);
    const up = photometryFromFunction((_c, g) => (g > 90 ? 1000 * Math.abs(Math.cos((g * Math.PI) / 180)) : 0), {
      symmetry: 'rotational',
      gStep: 1,
    });
    expect(photometryBeamCie(up).batwing).toBe(false);
    expect(photometryBeamCie(p).batwing).toBe(false);
  });
});

describe('a fixture row’s two beam angles', () => {
  // A hand-made IES file of an oval beam, linear in γ between 5° samples: across C0–C180 the
  // intensity falls from 1000 cd at nadir by 100 cd per degree (500 cd, half of Imax, at γ 5°:
  // a 10° beam); across C90–C270 by 1000/60 cd per degree (500 cd at γ 30°: a 60° beam).
  const gammas = Array.from({ length: 19 }, (_, i) => i * 5);
  const narrow = gammas.map((g) => Math.max(0, 1000 - 100 * g));
  const wide = gammas.map((g) => Math.max(0, 1000 - (1000 * g) / 60));
  const row = (v: number[]) => v.map((x) => x.toFixed(3)).join(' ');
  const ies = [
    'IESNA:LM-63-2002',
    '[MANUFAC] Hand',
    '[LUMINAIRE] Oval 10 x 60',
    'TILT=NONE',
    `1 -1 1 ${gammas.length} 5 1 2 0.1 1.0 0.05`,
    '1 1 20',
    gammas.join(' '),
    '0 90 180 270 360',
    row(narrow),
    row(wide),
    row(narrow),
    row(wide),
    row(narrow),
  ].join('\n');

  it('are 10.0° across C0–C180 and 60.0° across C90–C270, to the 0.1° the row keeps', () => {
    const p = parsePhotometry(ies, 'oval.ies');
    const beam = photometryBeam(p);
    expect(beam.aboutNadir).toBe(true);
    expect(fixtureBeamAngles(beam)).toEqual({ beamAngle: 10, beamAngle90: 60 });
    expect(fixtureBeamAngles(photometrySummary(p).beam)).toEqual({ beamAngle: 10, beamAngle90: 60 });
  });

  it('are one angle twice for a round beam', () => {
    const ring = ies.replace(/\n[^\n]*$/, '').split('\n');
    // every plane the narrow one: a round 10° beam
    const round = [...ring.slice(0, 8), row(narrow), row(narrow), row(narrow), row(narrow), row(narrow)].join('\n');
    expect(fixtureBeamAngles(photometryBeam(parsePhotometry(round, 'round.ies')))).toEqual({ beamAngle: 10, beamAngle90: 10 });
  });
});
