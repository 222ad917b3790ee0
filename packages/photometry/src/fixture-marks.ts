/**
 * Where each fixture stands and aims, in a face's own metres, for the pictures: the foot of the
 * fixture on the face's plane (its position projected along the face's normal) and the point where
 * its aiming axis meets that plane. A face of several patches side by side (a faceted face) is
 * measured along its developed width, each fixture on the patch nearest its foot.
 */
import { aimingAxis } from './aiming.js';
import { patchNormal, type SceneLuminaire, type SurfacePatch } from './scene.js';
import { vectorAdd, vectorDot, vectorLength, vectorScale, vectorSubtract, type Vec3 } from './vector.js';

/** A point on a face in metres: u from its left edge along the (developed) width, v up from its bottom edge. */
export type FacePoint = readonly [number, number];

/** One fixture as a picture draws it. */
export interface FaceFixtureMark {
  /** The fixture's foot on the face's plane (may lie outside the face: a floodlight 8 m off stands below it). */
  at: FacePoint;
  /** Where the aiming axis meets the face's plane; null when it points away from or along the plane. */
  aim: FacePoint | null;
  /** Distance of the fixture from the face's plane (m), in front of its lit side. */
  distance: number;
}

/** A point's (u, v) in metres in a patch's frame, and its height above the patch's plane. */
function inPatch(patch: SurfacePatch, p: Vec3) {
  const lu = vectorLength(patch.u);
  const lv = vectorLength(patch.v);
  const d = vectorSubtract(p, patch.origin);
  const u = vectorDot(d, patch.u) / lu;
  const v = vectorDot(d, patch.v) / lv;
  return { u, v, h: vectorDot(d, patchNormal(patch)), lu };
}

/** The fixtures of a scene as marks on a face made of `patches` (left to right). */
export function faceFixtureMarks(patches: readonly SurfacePatch[], luminaires: readonly SceneLuminaire[]): FaceFixtureMark[] {
  if (!patches.length) return [];
  // Developed offset of each patch's left edge.
  const offsets: number[] = [];
  let total = 0;
  for (const p of patches) {
    offsets.push(total);
    total += vectorLength(p.u);
  }
  return luminaires.map((lum) => {
    // The patch whose width holds the foot (else the nearest one by how far outside it is).
    const local = patches.map((p) => inPatch(p, lum.position));
    let k = 0;
    let best = Infinity;
    local.forEach((l, i) => {
      const outside = Math.max(0, -l.u, l.u - l.lu);
      if (outside < best - 1e-9) {
        best = outside;
        k = i;
      }
    });
    const patch = patches[k]!;
    const foot = local[k]!;
    const axis = aimingAxis(lum.aiming);
    const n = patchNormal(patch);
    const toward = -vectorDot(axis, n);
    let aim: FacePoint | null = null;
    if (toward > 1e-6 && foot.h > 0) {
      const hit = vectorAdd(lum.position, vectorScale(axis, foot.h / toward));
      const a = inPatch(patch, hit);
      aim = [offsets[k]! + a.u, a.v];
    }
    return { at: [offsets[k]! + foot.u, foot.v], aim, distance: foot.h };
  });
}
