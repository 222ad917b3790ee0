/**
 * Interpolation on irregular (measured) angle lists.
 */

/**
 * Index i and fraction t with xs[i] + t·(xs[i+1] − xs[i]) = x, for rising `xs`.
 * Returns i = −1 when x lies outside [xs[0], xs[last]] (beyond a tolerance of 1e-9).
 * A single-element list gives (0, 0) when x equals it.
 */
export function angleBracket(xs: Float64Array, x: number): { i: number; t: number } {
  const n = xs.length;
  if (n === 1) return Math.abs(x - xs[0]!) < 1e-9 ? { i: 0, t: 0 } : { i: -1, t: 0 };
  if (x < xs[0]! - 1e-9 || x > xs[n - 1]! + 1e-9) return { i: -1, t: 0 };
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  const t = (x - xs[lo]!) / (xs[hi]! - xs[lo]!);
  return { i: lo, t: Math.min(1, Math.max(0, t)) };
}

/**
 * Bilinear interpolation of `values[xi * ys.length + yi]` on the rising lists xs × ys;
 * zero outside. A list of one element is treated as constant along that axis when x matches.
 */
export function bilinearIrregular(
  xs: Float64Array,
  ys: Float64Array,
  values: Float64Array,
  x: number,
  y: number,
): number {
  const bx = xs.length === 1 ? { i: 0, t: 0 } : angleBracket(xs, x);
  const by = angleBracket(ys, y);
  if (bx.i < 0 || by.i < 0) return 0;
  const ny = ys.length;
  const x1 = xs.length === 1 ? bx.i : Math.min(bx.i + 1, xs.length - 1);
  const y1 = Math.min(by.i + 1, ny - 1);
  const v00 = values[bx.i * ny + by.i]!;
  const v01 = values[bx.i * ny + y1]!;
  const v10 = values[x1 * ny + by.i]!;
  const v11 = values[x1 * ny + y1]!;
  const a = v00 + (v01 - v00) * by.t;
  const b = v10 + (v11 - v10) * by.t;
  return a + (b - a) * bx.t;
}
