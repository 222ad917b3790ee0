/**
 * Polynomial arc tangents for the illuminance hot loop: Math.atan2 costs several times a
 * multiply-add chain, and an error of 1e-5 rad (0.0006°) is far below any photometric
 * file's angular resolution.
 */

const HALF_PI = Math.PI / 2;

/** atan(x) for |x| ≤ 1; absolute error below 1e-5 rad (Abramowitz & Stegun 4.4.49). */
export function atanUnit(x: number): number {
  const x2 = x * x;
  return (
    x *
    (0.9998660 +
      x2 * (-0.3302995 + x2 * (0.1801410 + x2 * (-0.0851330 + x2 * 0.0208351))))
  );
}

/** atan2(y, x) in (−π, π]; absolute error below 1e-5 rad. */
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
