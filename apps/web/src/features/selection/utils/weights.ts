import { remainingQuota, WEIGHT_FIELDS, type WeightField, type WeightPreset } from '@lampsheet/contracts';

export type WeightValues = Partial<Record<WeightField, string>>;

/** Choosing a preset fills every weight field from it. */
export function weightsFromPreset(preset: Pick<WeightPreset, WeightField>): WeightValues {
  const values: WeightValues = {};
  for (const field of WEIGHT_FIELDS) values[field] = String(preset[field]);
  return values;
}

/** Clearing the preset empties the weight fields. */
export function emptyWeights(): WeightValues {
  return {};
}

/** 100 minus the sum of the numeric weights, not below 0. */
export function weightQuotaLeft(values: WeightValues): number {
  return remainingQuota(values);
}

/** True when at least one weight is a positive number (a weighted search needs something to rank by). */
export function hasWeights(values: WeightValues): boolean {
  return WEIGHT_FIELDS.some((f) => Number(values[f]) > 0);
}

/** Sum of the numeric weights. */
export function weightSum(values: WeightValues): number {
  return WEIGHT_FIELDS.reduce((sum, f) => {
    const n = Number(values[f]);
    return values[f] !== undefined && values[f] !== '' && Number.isFinite(n) ? sum + n : sum;
  }, 0);
}
