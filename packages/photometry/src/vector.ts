/**
 * Small 3-vector and 3×3-matrix helpers. Vectors are plain tuples; matrices are row-major
 * 9-element tuples. Nothing here is on a hot path: the scene loop works on scalars.
 */

/** A 3-vector [x, y, z]. */
export type Vec3 = readonly [number, number, number];
/** A row-major 3×3 matrix [m00, m01, m02, m10, …, m22]. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/** a + b. */
export function vectorAdd(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}
/** a − b. */
export function vectorSubtract(a: Vec3, b: Vec3): Vec3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}
/** s·a. */
export function vectorScale(a: Vec3, s: number): Vec3 {
  return [a[0] * s, a[1] * s, a[2] * s];
}
/** a·b. */
export function vectorDot(a: Vec3, b: Vec3): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
/** a × b. */
export function vectorCross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
/** |a|. */
export function vectorLength(a: Vec3): number {
  return Math.hypot(a[0], a[1], a[2]);
}
/** a / |a|; throws on a zero vector because a direction cannot be made from it. */
export function vectorNormalize(a: Vec3): Vec3 {
  const l = vectorLength(a);
  if (!(l > 0)) throw new RangeError('cannot normalise a zero-length vector');
  return [a[0] / l, a[1] / l, a[2] / l];
}

/** M·v. */
export function matrixApply(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[1] * v[1] + m[2] * v[2],
    m[3] * v[0] + m[4] * v[1] + m[5] * v[2],
    m[6] * v[0] + m[7] * v[1] + m[8] * v[2],
  ];
}
/** Mᵀ·v (the inverse for a rotation). */
export function matrixApplyTransposed(m: Mat3, v: Vec3): Vec3 {
  return [
    m[0] * v[0] + m[3] * v[1] + m[6] * v[2],
    m[1] * v[0] + m[4] * v[1] + m[7] * v[2],
    m[2] * v[0] + m[5] * v[1] + m[8] * v[2],
  ];
}
/** A·B. */
export function matrixMultiply(a: Mat3, b: Mat3): Mat3 {
  const r: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      r.push(a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!);
    }
  }
  return r as unknown as Mat3;
}
/** The matrix whose columns are the three given vectors. */
export function matrixFromColumns(x: Vec3, y: Vec3, z: Vec3): Mat3 {
  return [x[0], y[0], z[0], x[1], y[1], z[1], x[2], y[2], z[2]];
}
/** The identity. */
export const MATRIX_IDENTITY: Mat3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];

/** Rotation by `rad` radians about the X axis (right-handed). */
export function matrixRotationX(rad: number): Mat3 {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return [1, 0, 0, 0, c, -s, 0, s, c];
}
/** Rotation by `rad` radians about the Y axis (right-handed). */
export function matrixRotationY(rad: number): Mat3 {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}
/** Rotation by `rad` radians about the Z axis (right-handed). */
export function matrixRotationZ(rad: number): Mat3 {
  const c = Math.cos(rad);
  const s = Math.sin(rad);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}
