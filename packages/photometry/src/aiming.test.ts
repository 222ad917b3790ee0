import { describe, expect, it } from 'vitest';
import { aimingAlongAxis, aimingAxis, aimingFromAngles, aimingTowardPoint } from './aiming.js';
import { matrixApply, vectorCross, vectorDot } from './vector.js';

const T = 12;

describe('aiming', () => {
  it('points the photometric axis at the target with C0 toward world up', () => {
    const a = aimingTowardPoint([0, -5, 0], [0, 0, 5]);
    const axis = aimingAxis(a);
    expect(axis[1]).toBeCloseTo(Math.SQRT1_2, T);
    expect(axis[2]).toBeCloseTo(Math.SQRT1_2, T);
    const c0 = matrixApply(a, [1, 0, 0]);
    expect(c0[2]).toBeGreaterThan(0);
    expect(vectorDot(c0, axis)).toBeCloseTo(0, T);
  });

  it('is a proper rotation (orthonormal, right-handed)', () => {
    const a = aimingTowardPoint([1, 2, 3], [-4, 7, 0.5]);
    const x = matrixApply(a, [1, 0, 0]);
    const y = matrixApply(a, [0, 1, 0]);
    const z = matrixApply(a, [0, 0, 1]);
    const xy = vectorCross(x, y);
    for (let i = 0; i < 3; i++) expect(xy[i]).toBeCloseTo(z[i]!, T);
    expect(vectorDot(x, x)).toBeCloseTo(1, T);
    expect(vectorDot(x, z)).toBeCloseTo(0, T);
  });

  it('C90 lies on the right of an observer who faces the luminaire', () => {
    // Luminaire aimed along world +Y at an observer, who faces −Y with Z up: the observer's
    // right is forward × up = −X, and that is where the luminaire's C90 must point.
    const a = aimingAlongAxis([0, 1, 0]);
    const c90 = matrixApply(a, [0, 1, 0]);
    const observerForward: [number, number, number] = [0, -1, 0];
    const observerRight = vectorCross(observerForward, [0, 0, 1]);
    expect(vectorDot(c90, observerRight)).toBeCloseTo(1, T);
  });

  it('tilt, yaw and roll move the axis as documented', () => {
    expect(aimingAxis(aimingFromAngles({}))).toEqual([-0, -0, -1]);
    const t = aimingAxis(aimingFromAngles({ tilt: 90 }));
    expect(t[0]).toBeCloseTo(1, T);
    expect(t[2]).toBeCloseTo(0, T);
    const ty = aimingAxis(aimingFromAngles({ tilt: 90, yaw: 90 }));
    expect(ty[1]).toBeCloseTo(1, T);
    const up = aimingAxis(aimingFromAngles({ tilt: 180 }));
    expect(up[2]).toBeCloseTo(1, T);
    const rolled = aimingFromAngles({ roll: 90 });
    const c0 = matrixApply(rolled, [1, 0, 0]);
    expect(c0[1]).toBeCloseTo(1, T);
    expect(aimingAxis(rolled)[2]).toBeCloseTo(-1, T);
  });
});
