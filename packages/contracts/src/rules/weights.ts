/** Total of the weight quota of a weighted search (specification point 9). */
export const WEIGHT_QUOTA = 100;

/** Names of the weight fields of a weighted search. */
export const WEIGHT_FIELDS = ['price', 'evenness', 'lightnessMax', 'lightnessMin', 'lightnessAve', 'powerValue'] as const;
export type WeightField = (typeof WEIGHT_FIELDS)[number];
export type Weights = Partial<Record<WeightField, number | string | null>>;

/** Remaining quota: 100 minus the sum of all numeric weights, not below 0. */
export function remainingQuota(weights: Weights): number {
  let sum = 0;
  for (const f of WEIGHT_FIELDS) {
    const v = weights[f];
    if (v === null || v === undefined || v === '') continue;
    const n = Number(v);
    if (Number.isFinite(n)) sum += n;
  }
  return Math.max(0, WEIGHT_QUOTA - sum);
}
