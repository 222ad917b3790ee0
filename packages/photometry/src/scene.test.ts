import { describe, expect, it } from 'vitest';
import { aimingAlongAxis, aimingTowardPoint } from './aiming.js';
import { MATRIX_IDENTITY } from './vector.js';
import { luminanceFromIlluminance, patchIlluminance, patchNormal, patchPoint, sceneLuminance, type SurfacePatch } from './scene.js';
import { isotropic, lambertian, photometryFromFunction } from './testing/fixtures.js';

/** A floor patch (z = 0, facing up) of side `size` centred on the origin. */
function floor(size: number, n: number, rho = 0.5): SurfacePatch {
  return { origin: [-size / 2, -size / 2, 0], u: [size, 0, 0], v: [0, size, 0], nu: n, nv: n, reflectance: rho };
}

// The hot loop uses polynomial arc tangents (≤ 2e-6 rad) and a 0.25° γ grid: 1e-4 relative.
const REL = 1e-4;

describe('direct illuminance', () => {
  it('obeys the inverse-square and cosine laws for an isotropic source', () => {
    const p = isotropic(1000);
    const patch = floor(20, 41);
    const e = patchIlluminance(patch, [{ position: [0, 0, 3], aiming: MATRIX_IDENTITY, photometry: p }]);
    for (const [i, j] of [[20, 20], [25, 20], [30, 33], [0, 0], [40, 7]] as const) {
      const pt = patchPoint(patch, i, j);
      const d2 = pt[0] ** 2 + pt[1] ** 2 + 9;
      const expected = (1000 * (3 / Math.sqrt(d2))) / d2;
      expect(Math.abs(e[j * 41 + i]! / expected - 1)).toBeLessThan(REL);
    }
  });

  it('gives E = I0·cos²γ/d² for a Lambertian downlight above a floor', () => {
    const p = lambertian(500);
    const patch = floor(6, 31);
    const h = 2;
    const e = patchIlluminance(patch, [{ position: [0, 0, h], aiming: MATRIX_IDENTITY, photometry: p }]);
    for (const [i, j] of [[15, 15], [20, 15], [28, 3]] as const) {
      const pt = patchPoint(patch, i, j);
      const d = Math.hypot(pt[0], pt[1], h);
      const cos = h / d;
      // I(γ) = 500 cos γ, incidence angle = γ: E = 500 cos²γ / d²; cosine interpolation ≤ 0.03 %
      expect(Math.abs(e[j * 31 + i]! / ((500 * cos * cos) / (d * d)) - 1)).toBeLessThan(3e-4);
    }
  });

  it('ignores light from behind the surface', () => {
    const e = patchIlluminance(floor(4, 8), [{ position: [0, 0, -1], aiming: MATRIX_IDENTITY, photometry: isotropic(100) }]);
    expect(e.every((v) => v === 0)).toBe(true);
  });

  it('follows the aiming: a beam turned toward a wall lights it, turned away leaves it dark', () => {
    // Narrow beam: 1000 cd within 10° of the axis
    const p = photometryFromFunction((_c, g) => (g <= 10 ? 1000 : 0), { symmetry: 'rotational', gStep: 1 });
    const wall: SurfacePatch = { origin: [-1, 5, -1], u: [2, 0, 0], v: [0, 0, 2], nu: 9, nv: 9, reflectance: 1 };
    expect(patchNormal(wall)[1]).toBeCloseTo(-1, 12);
    const toward = patchIlluminance(wall, [{ position: [0, 0, 0], aiming: aimingTowardPoint([0, 0, 0], [0, 5, 0]), photometry: p }]);
    const centre = toward[4 * 9 + 4]!;
    expect(centre).toBeCloseTo(1000 / 25, 3);
    const away = patchIlluminance(wall, [{ position: [0, 0, 0], aiming: aimingAlongAxis([1, 0, 0]), photometry: p }]);
    expect(away[4 * 9 + 4]).toBe(0);
  });

  it('reads the right C plane after rotation: C90 only, rolled to face the patch', () => {
    const p = photometryFromFunction((c) => (Math.abs(c - 90) <= 20 ? 800 : 0), { cStep: 5, symmetry: 'none' });
    const wall: SurfacePatch = { origin: [-0.5, 3, -0.5], u: [1, 0, 0], v: [0, 0, 1], nu: 3, nv: 3, reflectance: 1 };
    // Axis down (−Z), C0 along +X, C90 along +Y: the wall at +Y is in the C90 plane at γ = 90°.
    const e = patchIlluminance(wall, [{ position: [0, 0, 0], aiming: MATRIX_IDENTITY, photometry: p }]);
    expect(e[4]).toBeCloseTo(800 / 9, 3);
  });

  it('adds luminaires and converts to luminance ρE/π', () => {
    const p = isotropic(900);
    const patch = floor(2, 1, 0.6);
    const one = patchIlluminance(patch, [{ position: [0, 0, 3], aiming: MATRIX_IDENTITY, photometry: p }]);
    const two = patchIlluminance(patch, [
      { position: [0, 0, 3], aiming: MATRIX_IDENTITY, photometry: p },
      { position: [0, 0, 3], aiming: MATRIX_IDENTITY, photometry: p, multiplier: 0.5 },
    ]);
    expect(two[0]).toBeCloseTo(1.5 * one[0]!, 9);
    expect(one[0]).toBeCloseTo(100, 2);
    expect(luminanceFromIlluminance(one, 0.6)[0]).toBeCloseTo((0.6 * one[0]!) / Math.PI, 12);
    const [lum] = sceneLuminance({ luminaires: [{ position: [0, 0, 3], aiming: MATRIX_IDENTITY, photometry: p }], patches: [patch] });
    expect(lum![0]).toBeCloseTo((0.6 * 100) / Math.PI, 2);
  });
});
