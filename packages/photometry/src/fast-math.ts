/**
 * Polynomial arc tangents for the illuminance hot loop: Math.atan2 costs several times a
 * multiply-add chain, and an error of 2e-6 rad (0.0001°) is far below any photometric
 * file's angular resolution.
 */

const HALF_PI = Math.PI / 2;

/** atan(x) for |x| ≤ 1; absolute error below 2e-6 rad (odd polynomial of degree 11). */
export function atanUnit(x: number): number {
  const x2 = x * x;
  return (
    x *
    (0.99997726 +
      x2 *
        (-0.33262347 +
          x2 * (0.19354346 + x2 * (-0.11643287 + x2 * (0.05265332 + x2 * -0.0117212)))))
  );
}

/** atan2(y, x) in (−π, π]; absolute error below 2e-6 rad. */
export function atan2Fast(y: number, x: number): number {
  const ax = x < 0 ? -x : x;
  const ay = y < 0 ? -y : y;
  if (ax === 0 && ay === 0) return 0;
  let r: number;
  if (ay <= ax) {
    r = atanUnit(ay / ax);
  } else {
    r = HALF_PI - atanUnit(ax / ay);
  }
  if (x < 0) r = Math.PI - r;
  return y < 0 ? -r : r;
}
