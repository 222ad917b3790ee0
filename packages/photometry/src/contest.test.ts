import { describe, expect, it } from 'vitest';
import { calculateContest, faceAnbanHeight, luminanceStatistics, type FaceGrid } from './contest.js';
import { CONTEST_KINDS, REFLECTED_KINDS, TWO_FACE_KINDS, contestDimensionsFromContest, contestKindIs } from '@lampsheet/contracts/domain';
import { ContestInputError, contestSceneBuild } from './contest-scene.js';
import { intensityAtMeasured } from './intensity.js';
import { parsePhotometry } from './photometry-parse.js';
import { synthesizeLdt } from './synthesize.js';
import { isotropic } from './testing/fixtures.js';
import type { Metres } from './units.js';

const flood = (beam: number) => parsePhotometry(synthesizeLdt({ kind: 'flood', beamAngle: beam, lumens: 10000, watts: 100 }), 'f.ldt');
const NARROW = flood(10);
const MEDIUM = flood(30);
const WIDE = flood(60);

function grid(nu: number, nv: number, rows: number[]): FaceGrid {
  const luminance = new Float64Array(nu * nv);
  for (let j = 0; j < nv; j++) for (let i = 0; i < nu; i++) luminance[j * nu + i] = rows[j]!;
  return { nu, nv, width: nu as Metres, height: nv as Metres, luminance };
}

describe('face metrics', () => {
  it('computes average, minimum, maximum and U0', () => {
    const s = luminanceStatistics(Float64Array.from([1, 2, 3, 6]));
    expect(s).toEqual({ ave: 3, min: 1, max: 6, evenness: 1 / 3 });
    expect(luminanceStatistics(new Float64Array(4)).evenness).toBe(0);
  });

  it('anbanHeight: distance from the fixture side to where a line reaches 10 % of the average', () => {
    // rows (bottom to top) 0, 0, 10, 30, 60 → average 20, target 2; crossing between rows 1 and 2:
    // centres at 1.5 m and 2.5 m, fraction (2 − 0)/(10 − 0) = 0.2 → 1.7 m
    const g = grid(3, 5, [0, 0, 10, 30, 60]);
    expect(faceAnbanHeight(g, 'bottom')).toBeCloseTo(1.7, 12);
    expect(faceAnbanHeight(g, 'top')).toBe(0);
    expect(faceAnbanHeight(grid(2, 2, [5, 5]), 'left')).toBe(0);
    expect(faceAnbanHeight(grid(2, 2, [0, 0]), 'bottom')).toBe(2);
  });
});

describe('calculateContest', () => {
  it('builds every one of the 14 kinds with sane metrics', () => {
    expect(CONTEST_KINDS).toHaveLength(14);
    for (const kind of CONTEST_KINDS) {
      const r = calculateContest(kind, {}, REFLECTED_KINDS.includes(kind) ? 0.4 : null, MEDIUM);
      expect(r.faces.map((f) => f.faceType), kind).toEqual(TWO_FACE_KINDS.includes(kind) ? ['A', 'B'] : ['single']);
      expect(r.viewing).toBe(REFLECTED_KINDS.includes(kind) ? 'reflected' : 'direct');
      expect(r.lightIntensity).toHaveLength(10);
      for (const f of r.faces) {
        expect(f.grid.luminance.length).toBe(f.grid.nu * f.grid.nv);
        expect(f.lightnessAve, kind).toBeGreaterThan(0);
        expect(f.lightness).toBeGreaterThanOrEqual(0);
        expect(f.lightness).toBeLessThanOrEqual(f.lightnessAve);
        expect(f.lightnessMax).toBeGreaterThanOrEqual(f.lightnessAve);
        expect(f.evenness).toBeGreaterThanOrEqual(0);
        expect(f.evenness).toBeLessThanOrEqual(1);
        expect(f.anbanHeight).toBeGreaterThanOrEqual(0);
        expect(f.anbanHeight).toBeLessThanOrEqual(Math.max(f.grid.width, f.grid.height));
        expect(f.grid.width).toBeGreaterThan(0);
      }
    }
  });

  it('wall washing: luminance falls with height above the beam, with a dark band at the base', () => {
    for (const p of [NARROW, MEDIUM, WIDE]) {
      const f = calculateContest('wallWashing', { H: 6 }, 0.4, p).faces[0]!;
      const { nu, nv, luminance } = f.grid;
      const rowMean = (j: number) => luminance.subarray(j * nu, (j + 1) * nu).reduce((a, b) => a + b, 0) / nu;
      let peak = 0;
      for (let j = 1; j < nv; j++) if (rowMean(j) > rowMean(peak)) peak = j;
      expect(peak).toBeLessThan(nv / 2);
      for (let j = peak + 1; j < nv; j++) expect(rowMean(j)).toBeLessThanOrEqual(rowMean(j - 1) * 1.0001);
      // 10° and 30° beams grazing up from 0.3 m leave the base dark; a 60° beam's spill
      // already lights it (anbanHeight 0 there is right).
      if (p !== WIDE) expect(f.anbanHeight).toBeGreaterThan(0);
    }
    // A narrow beam grazing the wall reaches it later: a taller dark band.
    const narrow = calculateContest('wallWashing', {}, 0.4, NARROW).faces[0]!;
    const wide = calculateContest('wallWashing', {}, 0.4, WIDE).faces[0]!;
    expect(narrow.anbanHeight).toBeGreaterThan(wide.anbanHeight);
  });

  it('wall washing: a row covers its wall, leans its peak onto it and lights all of the lit field', () => {
    const washer = parsePhotometry(
      synthesizeLdt({ kind: 'wallWasher', beamAngle: 20, beamAngle2: 40, peakGamma: 30, lumens: 2000, watts: 20 }),
      'w.ldt',
    );
    // 3 m wall, fixtures 1 m apart: three fixtures (n·S = W), not floor(W/S) = 2 with a dark end.
    const built = contestSceneBuild('wallWashing', { H: 6, W: 3, S: 1 }, 0.4, washer);
    expect(built.count).toBe(3);
    expect(contestSceneBuild('wallWashing', { H: 3, W: 2, S: 0.6 }, 0.4, washer).count).toBe(4);
    const xs = built.scene.luminaires.map((l) => l.position[0]);
    expect(xs[0]! + xs[xs.length - 1]!).toBeCloseTo(3, 9);
    // C0 (the wall washer's peak plane) turns toward the wall (+Y): column X of the aiming.
    for (const l of built.scene.luminaires) expect(l.aiming[3]).toBeGreaterThan(0.5);
    for (const p of [washer, NARROW, MEDIUM]) {
      const f = calculateContest('wallWashing', { H: 6, W: 3, S: 1 }, 0.4, p).faces[0]!;
      // U0 of the lit field (beyond the dark band) was exactly 0 before: unlit corners, a
      // washer peak aimed along the wall, no spill.
      expect(f.lightness).toBeGreaterThan(0);
      expect(f.evenness).toBeGreaterThan(0.08);
      expect(f.anbanHeight).toBeLessThan(1.5);
    }
  });

  it('floodlighting aimed at elevation A stands where its axis meets mid-height and lays out enough fixtures', () => {
    const r = calculateContest('floodlighting', { W: 12, H: 18, A: 40 }, 0.4, MEDIUM);
    expect(r.dimensions.D).toBeCloseTo((9 - 0.5) / Math.tan((40 * Math.PI) / 180), 9);
    // 30° beam from ~13 m: a 7 m spot, two fixtures across 12 m; every cell lit.
    expect(r.count).toBeGreaterThanOrEqual(2);
    const f = r.faces[0]!;
    expect(f.lightness).toBeGreaterThan(0);
    expect(f.evenness).toBeGreaterThan(0.05);
  });

  it('floodlighting with a narrow beam is less even than with a wide one', () => {
    const narrow = calculateContest('floodlighting', {}, 0.4, NARROW).faces[0]!;
    const wide = calculateContest('floodlighting', {}, 0.4, WIDE).faces[0]!;
    expect(narrow.evenness).toBeLessThan(wide.evenness);
  });

  it('floodlighting luminance is ρ·E/π with E from the inverse-square and cosine laws', () => {
    // one isotropic 10 000 cd source 8 m in front of the middle of a 12 × 15 m facade at 0.5 m
    const r = calculateContest('floodlighting', { W: 12, H: 15, D: 8, H0: 0.5 }, 0.5, isotropic(10000), { count: 1, maintenanceFactor: 1 });
    const { nu, nv, luminance, width, height } = r.faces[0]!.grid;
    const i = Math.floor(nu / 2);
    const j = Math.floor(nv / 2);
    const x = ((i + 0.5) / nu) * width - 6;
    const z = ((j + 0.5) / nv) * height - 0.5;
    const d2 = x * x + 64 + z * z;
    const e = (10000 * (8 / Math.sqrt(d2))) / d2;
    expect(Math.abs(luminance[j * nu + i]! / ((0.5 * e) / Math.PI) - 1)).toBeLessThan(1e-4);
  });

  it('luminance scales with albedo and with the fixture count', () => {
    const a = calculateContest('wallWashing', { W: 4, S: 1 }, 0.2, MEDIUM).faces[0]!;
    const b = calculateContest('wallWashing', { W: 4, S: 1 }, 0.4, MEDIUM).faces[0]!;
    expect(b.lightnessAve / a.lightnessAve).toBeCloseTo(2, 9);
    const one = calculateContest('floodlighting', {}, 0.4, WIDE, { count: 1 }).faces[0]!;
    const two = calculateContest('floodlighting', { S: 0.001 }, 0.4, WIDE, { count: 2 }).faces[0]!;
    expect(two.lightnessAve / one.lightnessAve).toBeCloseTo(2, 2);
  });

  it('point sources: lightIntensity1 equals the file’s axial intensity', () => {
    const p = parsePhotometry(synthesizeLdt({ kind: 'point', beamAngle: 120, lumens: 500, watts: 5 }), 'p.ldt');
    for (const kind of ['controlledPoint', 'uncontrolledPoint', 'farViewPoint', 'selfLuminousPoint'] as const) {
      const r = calculateContest(kind, {}, null, p);
      expect(r.lightIntensity[0]).toBeCloseTo(intensityAtMeasured(p, 0, 0), 9);
      // cos γ distribution: 60° off axis is half the axial value
      expect(r.lightIntensity[1]! / r.lightIntensity[0]!).toBeCloseTo(0.5, 3);
      expect(r.lightIntensity[5]! / r.lightIntensity[0]!).toBeCloseTo(Math.cos(Math.PI / 6), 3);
    }
  });

  it('light guides: luminance is intensity over the projected luminous area', () => {
    // isotropic 100 cd, 1 m × 0.05 m guide seen from 10 m: L = I / (A cos θ) ≈ 2000 cd/m²
    const r = calculateContest('singleSideGuide', { L: 1, W: 0.05, D: 10 }, null, isotropic(100), { maintenanceFactor: 1 });
    const f = r.faces[0]!;
    expect(f.lightness).toBeGreaterThanOrEqual(2000 * 0.9999);
    expect(f.lightnessMax).toBeLessThan(2000 / Math.cos(Math.atan(0.5 / 10)) + 1e-6);
    const dbl = calculateContest('doubleSideGuide', { L: 1, W: 0.05, D: 10 }, null, isotropic(100), { maintenanceFactor: 1 }).faces[0]!;
    expect(dbl.lightnessAve).toBeCloseTo(f.lightnessAve, 6);
    // A file with a luminous opening: L = I / (its area), whatever the sketch's guide size.
    const line = parsePhotometry(
      synthesizeLdt({ kind: 'point', beamAngle: 120, lumens: 1000, watts: 10, luminousLength: 1, luminousWidth: 0.02 }),
      'line.ldt',
    );
    const g = calculateContest('selfLuminousLine', { L: 2, W: 0.1, D: 10 }, null, line, { maintenanceFactor: 1 });
    expect(g.dimensions.L).toBeCloseTo(1, 3);
    expect(g.dimensions.W).toBeCloseTo(0.02, 3);
    expect(g.faces[0]!.lightnessAve / (intensityAtMeasured(line, 0, 0) / 0.02)).toBeCloseTo(1, 2);
  });

  it('refuses impossible inputs naming the field', () => {
    const field = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        if (e instanceof ContestInputError) return e.field;
      }
      return null;
    };
    expect(field(() => calculateContest('floodlighting', { H: -2 }, 0.4, WIDE))).toBe('H');
    expect(field(() => calculateContest('wallWashing', { S: 0 }, 0.4, WIDE))).toBe('S');
    expect(field(() => calculateContest('column', { A: 120 }, 0.4, WIDE))).toBe('A');
    expect(field(() => calculateContest('column', { D: Number.NaN }, 0.4, WIDE))).toBe('D');
    expect(field(() => calculateContest('floodlighting', {}, 1.5, WIDE))).toBe('albedo');
    expect(field(() => calculateContest('floodlighting', {}, 0.4, WIDE, { count: 0 }))).toBe('count');
    expect(() => calculateContest('wallWashing', { H: -1 }, 0.4, WIDE)).toThrow(/dimension H must be a positive length in metres, got -1/);
  });

  it('uses defaults and reports the dimensions it used', () => {
    const built = contestSceneBuild('compositeSurface', { W1: 3 }, undefined, WIDE);
    expect(built.dimensions.W1).toBe(3);
    expect(built.dimensions.W2).toBeGreaterThan(0);
    expect(built.albedo).toBe(0.4);
    const ww = contestSceneBuild('wallWashing', { W: 6, S: 1.5 }, 0.4, WIDE);
    expect(ww.count).toBe(4);
    expect(ww.scene.luminaires).toHaveLength(4);
  });

  it('maps contest record fields to sketch letters', () => {
    expect(contestDimensionsFromContest({ h: 10, w: '8', w1: null, contestS: 1.5, contestA: '', contestH1: 3 })).toEqual({ H: 10, W: 8, S: 1.5, H1: 3 });
    expect(contestKindIs('floodlighting')).toBe(true);
    expect(contestKindIs('nope')).toBe(false);
  });
});
