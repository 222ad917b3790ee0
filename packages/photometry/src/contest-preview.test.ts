import { describe, expect, it } from 'vitest';
import { calculateContest } from './contest.js';
import { parsePhotometry } from './photometry-parse.js';
import { patchIlluminance, patchIlluminanceRowShifted, type SceneLuminaire, type SurfacePatch } from './scene.js';
import { aimingAlongAxis } from './aiming.js';
import { synthesizeLdt } from './synthesize.js';

/** The previews of the ranking's first stage: approximate, close to the full grid, never the answer. */
describe('contest previews', () => {
  const washer = parsePhotometry(synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1800, watts: 20 }), 'washer.ldt');
  const flood = parsePhotometry(synthesizeLdt({ kind: 'flood', beamAngle: 30, lumens: 6000, watts: 60 }), 'flood.ldt');
  const wall = { H: 14, W: 12, D: 0.6, S: 1.2 };

  it('with no option asked gives the full grid, bit for bit', () => {
    const plain = calculateContest('wallWashing', wall, 0.4, washer);
    const none = calculateContest('wallWashing', wall, 0.4, washer, undefined, {});
    expect(none.faces[0]!.grid.luminance).toEqual(plain.faces[0]!.grid.luminance);
    expect(none.faces[0]!.lightnessAve).toBe(plain.faces[0]!.lightnessAve);
  });

  it('shifts one fixture of an evenly spaced row along it: every figure within 0.1 % (U0 and dark band within 0.001) of the full grid', () => {
    for (const [kind, dims, p] of [
      ['wallWashing', wall, washer],
      ['wallWashing', { H: 6, W: 8, D: 0.4, S: 1 }, washer],
      ['floodlighting', { H: 14, W: 20, D: 8 }, flood],
      ['compositeSurface', { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5, S: 1.1 }, washer],
    ] as const) {
      const full = calculateContest(kind, dims, 0.4, p);
      const preview = calculateContest(kind, dims, 0.4, p, undefined, { rowSampling: 1 });
      expect(full.count).toBeGreaterThanOrEqual(4);
      expect(full.approximate).toBe(false);
      expect(preview.approximate).toBe(true);
      full.faces.forEach((f, k) => {
        const q = preview.faces[k]!;
        expect(q.grid.nu).toBe(f.grid.nu);
        expect(q.grid.nv).toBe(f.grid.nv);
        expect(Math.abs(q.lightnessAve / f.lightnessAve - 1)).toBeLessThan(1e-3);
        expect(Math.abs(q.lightnessMax / f.lightnessMax - 1)).toBeLessThan(1e-2);
        expect(Math.abs(q.evenness - f.evenness)).toBeLessThan(1e-3);
        expect(Math.abs(q.anbanHeight - f.anbanHeight) / f.grid.height).toBeLessThan(1e-3);
      });
    }
  });

  it('shifts one fixture of an unevenly spaced row too, and falls back to every fixture at every cell for anything but a row along the face', () => {
    const patch: SurfacePatch = { origin: [0, 0, 0], u: [10, 0, 0], v: [0, 0, 8], nu: 80, nv: 64, reflectance: 0.4 };
    const aiming = aimingAlongAxis([0, 0.4, 0.9], [0, 1, 0]);
    const at = (x: number, y = -0.5): SceneLuminaire => ({ position: [x, y, 0], aiming, photometry: washer });
    const uneven = [at(1), at(2.3), at(4), at(4.9), at(7.2), at(9)];
    const full = patchIlluminance(patch, uneven);
    const shifted = patchIlluminanceRowShifted(patch, uneven, 2);
    let worst = 0;
    const peak = Math.max(...full);
    for (let i = 0; i < full.length; i++) worst = Math.max(worst, Math.abs(shifted[i]! - full[i]!) / peak);
    // linear between samples half a cell apart, the fixture half a metre from the face: within 2 % of the peak
    expect(worst).toBeLessThan(2e-2);
    // fixtures not in one line, a patch across X, a single fixture: the exact field
    const offLine = [at(1), at(3, -0.7)];
    expect(patchIlluminanceRowShifted(patch, offLine)).toEqual(patchIlluminance(patch, offLine));
    const across: SurfacePatch = { ...patch, u: [0, 10, 0], v: [0, 0, 8] };
    expect(patchIlluminanceRowShifted(across, uneven)).toEqual(patchIlluminance(across, uneven));
    expect(patchIlluminanceRowShifted(patch, [at(5)])).toEqual(patchIlluminance(patch, [at(5)]));
    // two fixtures far apart gain nothing: the full grid, said to be exact
    const pair = calculateContest('compositeSurface', { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5 }, 0.4, washer, undefined, { rowSampling: 1 });
    const pairFull = calculateContest('compositeSurface', { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5 }, 0.4, washer);
    expect(pair.count).toBe(2);
    expect(pair.approximate).toBe(false);
    expect(pair.faces.map((f) => f.grid.luminance)).toEqual(pairFull.faces.map((f) => f.grid.luminance));
  });

  it('coarsens along the fixture side on request: every line across it kept, so the dark band and the lit field\'s first line stay near the full grid\'s', () => {
    for (const [kind, dims, p] of [
      ['wallWashing', wall, washer],
      ['floodlighting', { H: 14, W: 20, D: 8 }, flood],
    ] as const) {
      const full = calculateContest(kind, dims, 0.4, p);
      const coarse = calculateContest(kind, dims, 0.4, p, undefined, { coarsenAlong: 4, rowSampling: 1 });
      expect(coarse.approximate).toBe(true);
      const f = full.faces[0]!;
      const q = coarse.faces[0]!;
      expect(f.fixtureSide).toBe('bottom');
      // the rows (lines parallel to the fixture side) are the full grid's; a quarter of the columns
      expect(q.grid.nv).toBe(f.grid.nv);
      expect(q.grid.nu).toBe(Math.round(f.grid.nu / 4));
      // within the largest differences measured over the demo's 459 files on walls and a floodlit facade (Lavg 3.64 %, U0 0.084, dark band 3.13 %)
      expect(Math.abs(q.lightnessAve / f.lightnessAve - 1)).toBeLessThan(0.0364);
      expect(Math.abs(q.evenness - f.evenness)).toBeLessThan(0.084);
      expect(Math.abs(q.anbanHeight - f.anbanHeight) / f.grid.height).toBeLessThan(0.0313);
    }
  });

  it('coarsens the grid on request (fewer cells each way, figures near the full grid)', () => {
    const full = calculateContest('wallWashing', wall, 0.4, washer);
    const coarse = calculateContest('wallWashing', wall, 0.4, washer, undefined, { coarsen: 2 });
    expect(coarse.faces[0]!.grid.nu).toBe(Math.round(full.faces[0]!.grid.nu / 2));
    expect(coarse.faces[0]!.grid.nv).toBe(Math.round(full.faces[0]!.grid.nv / 2));
    expect(Math.abs(coarse.faces[0]!.lightnessAve / full.faces[0]!.lightnessAve - 1)).toBeLessThan(0.03);
  });
});
