/** Upper bound that stands for "no upper bound" with a ≥ sign (specification point 9). */
export const COMPARISON_MAX = 10_000_000;

/**
 * A target with a comparison sign and one value becomes a range: `≥ x` is [x, 10 000 000],
 * `≤ x` is [0, x]; any other sign is the exact value.
 */
export function comparisonRange(prefix: string | null | undefined, value: number): { min: number; max: number } {
  if (prefix === '≥' || prefix === '>=') return { min: value, max: COMPARISON_MAX };
  if (prefix === '≤' || prefix === '<=') return { min: 0, max: value };
  return { min: value, max: value };
}
