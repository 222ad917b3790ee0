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

/**
 * The lamp parameter's own weights (editor form, lamp library request): how the library orders
 * the fixtures that meet the targets. Lower is better for price, dark band and power.
 */
export const LAMPPARAM_WEIGHT_FIELDS = [
  'priceWeight',
  'anbanHeightWeight',
  'evennessWeight',
  'lightnessMaxWeight',
  'lightnessWeight',
  'lightnessAveWeight',
  'powerWeight',
] as const;
export type LampparamWeightField = (typeof LAMPPARAM_WEIGHT_FIELDS)[number];
export type LampparamWeights = Partial<Record<LampparamWeightField, number | string | null>>;

/** Sum of a lamp parameter's numeric weights (blanks and text count nothing). */
export function lampparamWeightSum(weights: LampparamWeights): number {
  let sum = 0;
  for (const f of LAMPPARAM_WEIGHT_FIELDS) {
    const v = weights[f];
    if (v === null || v === undefined || v === '') continue;
    const n = Number(v);
    if (Number.isFinite(n)) sum += n;
  }
  return sum;
}
