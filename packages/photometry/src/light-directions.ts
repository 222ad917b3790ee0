import { LIGHT_INTENSITY_INDEX_KEYS, type LightIntensityIndexKey } from '@lampsheet/contracts/domain';
import { intensityAtMeasured, directionToAngles } from './intensity.js';
import { perPhotometry } from './photometry-figures.js';
import type { Photometry } from './photometry-types.js';
import type { Candela } from './units.js';

const DEG = Math.PI / 180;

/**
 * The ten directions of docs/DOMAIN.md in the luminaire frame, for an observer who faces the
 * luminaire (its axis points at the observer): up is C0 (+X), down C180, the observer's
 * right C90 (+Y), left C270. "10° down, then 60° left" tilts the plane 10° down and turns
 * 60° left within it (type-B style): cos60·(cos10·axis + sin10·down) + sin60·left.
 */
export const LIGHT_DIRECTIONS: readonly { n: number; field: LightIntensityIndexKey; vector: readonly [number, number, number] }[] = (() => {
  const axis = [0, 0, -1] as const;
  const up = [1, 0, 0] as const;
  const right = [0, 1, 0] as const;
  const inPlane = (side: readonly number[], deg: number): [number, number, number] => {
    const c = Math.cos(deg * DEG);
    const s = Math.sin(deg * DEG);
    return [axis[0] * c + side[0]! * s, axis[1] * c + side[1]! * s, axis[2] * c + side[2]! * s];
  };
  const neg = (v: readonly number[]) => v.map((x) => -x);
  const down10ThenSide = (sideSign: number): [number, number, number] => {
    const c60 = Math.cos(60 * DEG);
    const s60 = Math.sin(60 * DEG);
    const tilted = inPlane(neg(up), 10);
    return [tilted[0] * c60, tilted[1] * c60 + sideSign * s60, tilted[2] * c60];
  };
  // the vectors in the order of the vocabulary's keys (level0 … down45)
  const vectors: Array<[number, number, number]> = [
    [0, 0, -1],
    inPlane(up, 60),
    inPlane(neg(up), 60),
    inPlane(neg(right), 60),
    inPlane(right, 60),
    inPlane(up, 30),
    inPlane(neg(up), 10),
    down10ThenSide(-1),
    down10ThenSide(1),
    inPlane(neg(up), 45),
  ];
  return LIGHT_INTENSITY_INDEX_KEYS.map((field, i) => ({ n: i + 1, field, vector: vectors[i]! }));
})();

/**
 * lightIntensity1 … lightIntensity10 (cd): the luminaire's intensity in the ten directions
 * of {@link LIGHT_DIRECTIONS}, interpolated between measured angles.
 */
export function lightIntensities(photometry: Photometry): Candela[] {
  return [...intensitiesOf(photometry)];
}

const intensitiesOf = perPhotometry((photometry: Photometry): readonly Candela[] =>
  LIGHT_DIRECTIONS.map((d) => {
    const { c, gamma } = directionToAngles(d.vector[0], d.vector[1], d.vector[2]);
    return intensityAtMeasured(photometry, c, gamma);
  }),
);
