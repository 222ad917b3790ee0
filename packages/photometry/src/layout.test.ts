import { describe, expect, it } from 'vitest';
import { CONTEST_KINDS, MAINTENANCE_FACTOR_DEFAULT, SIZE_MIN_METRES } from '@lampsheet/contracts/domain';
import { calculateContest, type ContestResult } from './contest.js';
import { photometryFromFunction, lambertian } from './testing/fixtures.js';

/** Luminance of cell (i, j) of the first face and the world point it stands for (floodlighting: the facade in y = 0, x from 0, z from 0). */
function cell(r: ContestResult, i: number, j: number) {
  const { nu, nv, width, height, luminance } = r.faces[0]!.grid;
  return { L: luminance[j * nu + i]!, x: ((i + 0.5) / nu) * width, z: ((j + 0.5) / nv) * height };
}

/** A narrow beam: 10 000 cd within 4° of the axis, nothing beyond. */
const PENCIL = photometryFromFunction((_c, g) => (g <= 4 ? 10000 : 0), { symmetry: 'rotational', gStep: 0.5, gMax: 180, watts: 24 });

const FACADE = { W: 12, H: 15 };

describe('layout: the engine takes a layout and answers the one it used', () => {
  it('a single source at a known distance and tilt: E = I(γ)·cos θ / d², L = ρ·E/π', () => {
    // Lambertian 1000 cd·cos γ, 8 m in front of the facade's middle at 0.5 m, axis 30° above horizontal.
    const rho = 0.5;
    const r = calculateContest('floodlighting', FACADE, rho, lambertian(1000), { count: 1, setback: 8, height: 0.5, tilt: 30, maintenanceFactor: 1 });
    expect(r.layout).toEqual({ count: 1, spacing: 12, start: 6, setback: 8, height: 0.5, tilt: 30, rotation: 0, maintenanceFactor: 1 });
    const a = (30 * Math.PI) / 180;
    const axis = [0, Math.cos(a), Math.sin(a)];
    for (const [i, j] of [[50, 50], [30, 10], [70, 80]] as const) {
      const c = cell(r, i, j);
      const v = [c.x - 6, 8, c.z - 0.5];
      const d = Math.hypot(v[0]!, v[1]!, v[2]!);
      const cosGamma = (v[0]! * axis[0]! + v[1]! * axis[1]! + v[2]! * axis[2]!) / d;
      const e = (1000 * cosGamma * (8 / d)) / (d * d);
      expect(c.L / ((rho * e) / Math.PI)).toBeCloseTo(1, 3);
    }
  });

  it('a row of N at spacing S is the sum of its fixtures one by one (superposition)', () => {
    const base = { setback: 6, height: 0.5, tilt: 35, maintenanceFactor: 1 };
    const row = calculateContest('floodlighting', FACADE, 0.4, lambertian(1000), { ...base, count: 3, spacing: 2.5, start: 3.5 });
    expect(row.layout).toMatchObject({ count: 3, spacing: 2.5, start: 3.5 });
    const ones = [3.5, 6, 8.5].map((start) => calculateContest('floodlighting', FACADE, 0.4, lambertian(1000), { ...base, count: 1, start }));
    const sum = row.faces[0]!.grid.luminance.map((_, k) => ones.reduce((s, o) => s + o.faces[0]!.grid.luminance[k]!, 0));
    row.faces[0]!.grid.luminance.forEach((l, k) => expect(l).toBeCloseTo(sum[k]!, 9));
    expect(ones[0]!.layout.start).toBe(3.5);
  });

  it('the maintenance factor scales every lit figure and leaves the shares alone', () => {
    const at = (maintenanceFactor: number) => calculateContest('wallWashing', { W: 4, H: 3 }, 0.4, lambertian(500), { count: 4, maintenanceFactor });
    const full = at(1);
    const half = at(0.5);
    const f = full.faces[0]!;
    const h = half.faces[0]!;
    for (const key of ['lightnessAve', 'lightness', 'lightnessMax', 'illuminanceAve', 'illuminanceMin', 'illuminanceMax'] as const) {
      expect(h[key]! / f[key]!).toBeCloseTo(0.5, 12);
    }
    expect(h.evenness).toBeCloseTo(f.evenness, 12);
    expect(h.anbanHeight).toBeCloseTo(f.anbanHeight, 12);
    expect(half.light.utilisation).toBeCloseTo(full.light.utilisation!, 12);
    // No maintenance factor given: the default, 0.8.
    const plain = calculateContest('wallWashing', { W: 4, H: 3 }, 0.4, lambertian(500), { count: 4 });
    expect(plain.layout.maintenanceFactor).toBe(MAINTENANCE_FACTOR_DEFAULT);
    expect(plain.faces[0]!.lightnessAve / f.lightnessAve).toBeCloseTo(0.8, 12);
  });

  it('lux and cd/m² on a diffuse face: E = π·L/ρ', () => {
    for (const rho of [0.2, 0.4, 0.7]) {
      const face = calculateContest('wallWashing', { W: 4, H: 3 }, rho, lambertian(500), {}).faces[0]!;
      expect(face.illuminanceAve!).toBeCloseTo((Math.PI * face.lightnessAve) / rho, 9);
      expect(face.illuminanceMin!).toBeCloseTo((Math.PI * face.lightness) / rho, 9);
      expect(face.illuminanceMax!).toBeCloseTo((Math.PI * face.lightnessMax) / rho, 9);
    }
    // A 20 cd/m² facade of ρ 0.4 takes π·20/0.4 ≈ 157 lx.
    expect((Math.PI * 20) / 0.4).toBeCloseTo(157.08, 2);
  });

  it('utilisation is 1 for a source whose whole flux lands on the face, 0 for one aimed away', () => {
    const onto = calculateContest('floodlighting', FACADE, 0.4, PENCIL, { count: 1, setback: 8, height: 0.5 });
    expect(onto.light.utilisation!).toBeGreaterThan(0.97);
    expect(onto.light.spill!).toBeLessThan(0.03);
    expect(onto.light.upwardSpill!).toBeLessThan(0.03);
    const down = calculateContest('floodlighting', FACADE, 0.4, PENCIL, { count: 1, setback: 8, height: 0.5, tilt: -60 });
    expect(down.light.utilisation).toBe(0);
    expect(down.light.spill).toBe(1);
    expect(down.light.upwardSpill).toBe(0);
    // Aimed at 85°: over the top of a 15 m facade 8 m away, every lumen into the sky.
    const sky = calculateContest('floodlighting', FACADE, 0.4, PENCIL, { count: 1, setback: 8, height: 0.5, tilt: 85 });
    expect(sky.light.utilisation).toBe(0);
    expect(sky.light.upwardSpill!).toBeCloseTo(1, 6);
  });

  it('installed power and power density: fixtures × watts, per m² of lit face', () => {
    const r = calculateContest('floodlighting', FACADE, 0.4, PENCIL, { count: 7, spacing: 1.5 });
    expect(r.light.installedPower).toBe(7 * 24);
    expect(r.light.faceArea).toBeCloseTo(12 * 15, 9);
    expect(r.light.powerDensity!).toBeCloseTo((7 * 24) / 180, 12);
    // A file without watts: no installed power, no density.
    expect(calculateContest('floodlighting', FACADE, 0.4, lambertian(1000), { count: 2 }).light.installedPower).toBeNull();
  });

  it('answers the complete layout for the type’s defaults, the tilt it aimed at in degrees', () => {
    const flood = calculateContest('floodlighting', FACADE, 0.4, lambertian(1000));
    // Aimed at the facade's middle from the default 8 m and 0.5 m: atan(7 / 8) = 41.19°.
    expect(flood.layout.setback).toBe(8);
    expect(flood.layout.height).toBe(0.5);
    expect(flood.layout.tilt).toBeCloseTo((Math.atan2(7, 8) * 180) / Math.PI, 9);
    expect(flood.layout.maintenanceFactor).toBe(0.8);
    const wash = calculateContest('wallWashing', { W: 6, H: 4 }, 0.4, lambertian(500));
    expect(wash.layout).toMatchObject({ count: 6, spacing: 1, start: 0.5, setback: 0.4, height: 0, rotation: 0 });
    expect(Number.isFinite(wash.layout.tilt)).toBe(true);
  });

  it('answers, for every kind with no sizes given, a layout it takes back as it is and computes alike (no spacing or setback 0)', () => {
    for (const kind of CONTEST_KINDS) {
      const r = calculateContest(kind, {}, 0.4, lambertian(500));
      expect(r.layout.spacing, kind).toBeGreaterThanOrEqual(SIZE_MIN_METRES);
      expect(r.layout.setback, kind).toBeGreaterThanOrEqual(SIZE_MIN_METRES);
      const again = calculateContest(kind, {}, 0.4, lambertian(500), r.layout);
      expect(again.layout, kind).toEqual(r.layout);
      again.faces.forEach((f, i) => expect(f.lightnessAve, kind).toBeCloseTo(r.faces[i]!.lightnessAve, 9));
    }
    // the guides' fixtures end to end: the spacing is the luminous length; the window frame's fixture half the reveal's depth in
    expect(calculateContest('singleSideGuide', { L: 2, W: 0.05 }, 0.4, lambertian(500)).layout.spacing).toBe(2);
    expect(calculateContest('windowFrame', { W1: 0.4 }, 0.4, lambertian(500)).layout.setback).toBe(0.2);
  });

  it('refuses a maintenance factor outside (0, 1] and a rotation beyond ±180°', () => {
    expect(() => calculateContest('wallWashing', {}, 0.4, lambertian(500), { maintenanceFactor: 0 })).toThrow(/maintenance factor/);
    expect(() => calculateContest('wallWashing', {}, 0.4, lambertian(500), { maintenanceFactor: 1.2 })).toThrow(/maintenance factor/);
    expect(() => calculateContest('wallWashing', {}, 0.4, lambertian(500), { rotation: 270 })).toThrow(/rotation/);
  });
});
