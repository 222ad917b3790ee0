import { describe, expect, it } from 'vitest';
import { calculateContest } from './contest.js';
import { fitLayout, fitTilts, type FitFace, type FitJudge } from './layout-fit.js';
import { bandJudge, fitCases } from './testing/fit-cases.js';
import { isotropic, lambertian } from './testing/fixtures.js';

const judge = bandJudge;

// A 1 m × 1 m wall 100 m in front of isotropic sources of 10 000 cd: every cell is lit by every
// fixture at normal incidence from about 100 m, E = 10 000 / 100² = 1 lx a fixture (to 1 part in
// 10⁴ over the wall), L = ρ·MF·E/π = 0.5 · 1 · 1 / π = 0.159155 cd/m² a fixture: Lavg ∝ count.
const FAR = { kind: 'wallWashing' as const, dims: { W: 1, H: 1 }, albedo: 0.5, layout: { setback: 100, height: 0.5, tilt: 0, maintenanceFactor: 1 } };
const PER_FIXTURE = (0.5 * 1) / Math.PI;
const LIMITS = { countMax: 20, spacingMin: 0.01, spacingMax: 10 };

describe('fitLayout: the fewest fixtures that meet every target', () => {
  it('Lavg ∝ count: the fewest count with Lavg ≥ X is ceil(X / L₁), worked by hand', () => {
    // X = 6.5 fixtures' worth: 6 give 0.955, 7 give 1.114 cd/m²; the fit takes 7.
    const fit = fitLayout(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), FAR.layout, LIMITS, judge(6.5 * PER_FIXTURE));
    expect(fit.met).toBe(true);
    expect(fit.layout.count).toBe(7);
    // Even over the face: spacing = width / count, within the limits; setback and height kept.
    expect(fit.layout.spacing).toBeCloseTo(1 / 7, 12);
    expect(fit.layout).toMatchObject({ setback: 100, height: 0.5, maintenanceFactor: 1 });
    // The full grid agrees: 7 × 0.159 cd/m².
    const full = calculateContest(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), fit.layout);
    expect(full.faces[0]!.lightnessAve / (7 * PER_FIXTURE)).toBeCloseTo(1, 3);
    // Halving, not every count: far fewer candidates than the 20 counts.
    expect(fit.evaluated).toBeLessThan(10);
  });

  it('a spacing limit holds: the spacing never goes below spacingMin', () => {
    const fit = fitLayout(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), FAR.layout, { ...LIMITS, spacingMin: 0.2 }, judge(6.5 * PER_FIXTURE));
    expect(fit.layout).toMatchObject({ count: 7, spacing: 0.2 });
  });

  it('no count within the limits meets: the closest layout, every fixture allowed, met false', () => {
    const fit = fitLayout(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), FAR.layout, { ...LIMITS, countMax: 5 }, judge(6.5 * PER_FIXTURE));
    expect(fit.met).toBe(false);
    expect(fit.layout.count).toBe(5);
  });

  it('a band: too bright beyond it, so the search stops; none inside it when the band is narrower than one fixture', () => {
    // 6.2–6.8 fixtures' worth: 6 too dark, 7 too bright.
    const fit = fitLayout(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), FAR.layout, LIMITS, judge(6.2 * PER_FIXTURE, 6.8 * PER_FIXTURE));
    // The closest: 7 is 2.9 % too bright (7 / 6.8), 6 is 3.2 % too dark (6 / 6.2).
    expect(fit.met).toBe(false);
    expect(fit.layout.count).toBe(7);
  });

  it("a row's candidates (shifted copies of one field) carry the figures of the same layout evaluated fixture by fixture", () => {
    const seen: FitFace[][] = [];
    // Never bright enough: halving (2, 3), then every fixture allowed (4), evaluated last and answered.
    const spy: FitJudge = (faces) => {
      seen.push([...faces]);
      return judge(1e9)(faces);
    };
    const layout = { setback: 0.6, height: 0, tilt: 20 };
    const fit = fitLayout('wallWashing', { W: 6, H: 4 }, 0.4, lambertian(800), layout, { ...LIMITS, countMax: 4 }, spy);
    expect(seen).toHaveLength(3);
    expect(fit.layout).toMatchObject({ count: 4, spacing: 1.5, tilt: 20 });
    const direct = calculateContest('wallWashing', { W: 6, H: 4 }, 0.4, lambertian(800), fit.layout, { coarsen: 2 }).faces[0]!;
    const mine = seen[2]![0]!;
    expect(mine.lightnessAve / direct.lightnessAve).toBeCloseTo(1, 2);
    expect(mine.evenness).toBeCloseTo(direct.evenness, 2);
    expect(mine.anbanHeight).toBeCloseTo(direct.anbanHeight, 1);
  });

  it('the fast evaluation (a centred mirror-symmetric row summed up to its centre) judges the same figures and chooses the same layout as summing every cell', { timeout: 120_000 }, () => {
    /** Every candidate's figures the judge saw, and the layout chosen. */
    const run = (c: ReturnType<typeof fitCases>[number], everyCell: boolean) => {
      const seen: FitFace[][] = [];
      const spy: FitJudge = (faces) => {
        seen.push(faces.map((f) => ({ ...f })));
        return c.judge(faces);
      };
      return { fit: fitLayout(c.kind, c.dims, c.albedo, c.photometry, c.layout, c.limits, spy, { everyCell }), seen };
    };
    // A sample: every third case, washers, grazers, floods and a point source on the wall and the facade.
    const sample = fitCases().filter((_, i) => i % 3 === 0);
    for (const c of sample) {
      const fast = run(c, false);
      const plain = run(c, true);
      expect(fast.fit, c.name).toEqual(plain.fit);
      expect(fast.seen.length, c.name).toBe(plain.seen.length);
      fast.seen.forEach((faces, k) =>
        faces.forEach((f, j) => {
          const g = plain.seen[k]![j]!;
          for (const key of ['lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight'] as const) expect(f[key], `${c.name} #${k} ${key}`).toBeCloseTo(g[key], 9);
        }),
      );
    }
    // The hand-worked case too: 7 isotropic sources far off, each way.
    const hand = (everyCell: boolean) => fitLayout(FAR.kind, FAR.dims, FAR.albedo, isotropic(10000), FAR.layout, LIMITS, judge(6.5 * PER_FIXTURE), { everyCell });
    expect(hand(false)).toEqual(hand(true));
    expect(hand(false).layout.count).toBe(7);
  });

  it('the tilt limits are searched in even steps, both ends included', () => {
    expect(fitTilts({ ...LIMITS, tiltMin: 0, tiltMax: 40 }, 15)).toEqual([0, 20, 40]);
    expect(fitTilts(LIMITS, 15)).toEqual([15]);
    expect(fitTilts({ ...LIMITS, tiltMin: 12, tiltMax: 12 }, undefined)).toEqual([12]);
    // The type's own aiming within the limits is tried too.
    expect(fitTilts({ ...LIMITS, tiltMin: 0, tiltMax: 40 }, undefined, 3.7)).toEqual([3.7, 0, 20, 40]);
    expect(fitTilts({ ...LIMITS, tiltMin: 10, tiltMax: 40 }, undefined, 3.7)).toEqual([10, 25, 40]);
  });

  it('a directly seen type: the count changes nothing, one fixture', () => {
    const fit = fitLayout('controlledPoint', {}, null, isotropic(10000), {}, LIMITS, judge(0));
    expect(fit.layout.count).toBe(1);
    expect(fit.met).toBe(true);
  });
});
