import {
  matrixFromColumns,
  matrixMultiply,
  matrixRotationY,
  matrixRotationZ,
  vectorCross,
  vectorDot,
  vectorNormalize,
  vectorScale,
  vectorSubtract,
  type Mat3,
  type Vec3,
} from './vector.js';
import { degreesToRadians } from './units.js';

/**
 * A luminaire's orientation: the rotation taking luminaire-frame vectors to world vectors.
 * Its columns are the luminaire's +X (C0), +Y (C90) and +Z (opposite the photometric axis)
 * expressed in world coordinates. World frame of the scene builders (right-handed): X along
 * the facade to the viewer's right, Y from the viewer into the facade, Z up.
 */
export type Aiming = Mat3;

/**
 * Aims the photometric axis (luminaire −Z) from `position` at `target`. The C0 half-plane is
 * turned toward `up` (world +Z by default), so for a floodlight aimed at a facade the
 * C0–C180 plane is vertical with C0 on the upper side; C90 then lies on the right of an
 * observer who faces the luminaire (looks into its light). When the axis is parallel to
 * `up`, C0 falls back to world +X.
 */
export function aimingTowardPoint(position: Vec3, target: Vec3, up: Vec3 = [0, 0, 1]): Aiming {
  const f = vectorNormalize(vectorSubtract(target, position));
  return aimingAlongAxis(f, up);
}

/** Aims the photometric axis along direction `axis` (world), C0 toward `up` as above. */
export function aimingAlongAxis(axis: Vec3, up: Vec3 = [0, 0, 1]): Aiming {
  const f = vectorNormalize(axis);
  let x = vectorSubtract(up, vectorScale(f, vectorDot(up, f)));
  if (Math.hypot(x[0], x[1], x[2]) < 1e-9) {
    const alt: Vec3 = Math.abs(f[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0];
    x = vectorSubtract(alt, vectorScale(f, vectorDot(alt, f)));
  }
  const xl = vectorNormalize(x);
  const zl = vectorScale(f, -1);
  const yl = vectorCross(zl, xl);
  return matrixFromColumns(xl, yl, zl);
}

/**
 * Orientation from angles in degrees. The luminaire starts pointing straight down (nadir)
 * with C0 along world +X; `roll` turns it about its own axis, `tilt` lifts the axis toward
 * world +X (90 = horizontal along +X, 180 = straight up), `yaw` turns the result about
 * world +Z (anticlockwise seen from above).
 */
export function aimingFromAngles(angles: { yaw?: number; tilt?: number; roll?: number }): Aiming {
  const yaw = degreesToRadians(angles.yaw ?? 0);
  const tilt = degreesToRadians(angles.tilt ?? 0);
  const roll = degreesToRadians(angles.roll ?? 0);
  return matrixMultiply(matrixRotationZ(yaw), matrixMultiply(matrixRotationY(-tilt), matrixRotationZ(roll)));
}

/** World direction of the photometric axis (luminaire −Z) of an aiming. */
export function aimingAxis(aiming: Aiming): Vec3 {
  return [-aiming[2], -aiming[5], -aiming[8]];
}
