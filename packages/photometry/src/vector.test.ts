import { describe, expect, it } from 'vitest';
import {
  matrixApply,
  matrixApplyTransposed,
  matrixMultiply,
  matrixRotationX,
  matrixRotationY,
  matrixRotationZ,
  vectorCross,
  vectorDot,
  vectorLength,
  vectorNormalize,
} from './vector.js';

const TOL = 12;

describe('vector helpers', () => {
  it('cross product follows the right-hand rule', () => {
    expect(vectorCross([1, 0, 0], [0, 1, 0])).toEqual([0, 0, 1]);
    expect(vectorDot([1, 2, 3], [4, 5, 6])).toBe(32);
    expect(vectorLength(vectorNormalize([3, 4, 12]))).toBeCloseTo(1, TOL);
    expect(() => vectorNormalize([0, 0, 0])).toThrow(RangeError);
  });

  it('rotations turn the axes anticlockwise and invert by transposition', () => {
    const q = Math.PI / 2;
    const z = matrixApply(matrixRotationZ(q), [1, 0, 0]);
    expect(z[0]).toBeCloseTo(0, TOL);
    expect(z[1]).toBeCloseTo(1, TOL);
    const y = matrixApply(matrixRotationY(q), [0, 0, 1]);
    expect(y[0]).toBeCloseTo(1, TOL);
    const x = matrixApply(matrixRotationX(q), [0, 1, 0]);
    expect(x[2]).toBeCloseTo(1, TOL);
    const m = matrixMultiply(matrixRotationZ(0.3), matrixRotationY(1.1));
    const back = matrixApplyTransposed(m, matrixApply(m, [0.2, -0.5, 0.9]));
    expect(back[0]).toBeCloseTo(0.2, TOL);
    expect(back[1]).toBeCloseTo(-0.5, TOL);
    expect(back[2]).toBeCloseTo(0.9, TOL);
  });
});
