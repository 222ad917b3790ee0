import { LAMPPARAM_WEIGHT_FIELDS, type LampparamForm, type LampparamWeightField } from '@lampsheet/contracts';

export type LibraryWeights = Partial<Record<LampparamWeightField, number>>;

/**
 * The weights the designer gave the lamp library's order (`priceWeight` … `powerWeight`), as
 * numbers: what the lamp library request sends. Blank or unreadable weights are left out.
 */
export function libraryWeights(form: Pick<LampparamForm, LampparamWeightField>): LibraryWeights {
  const out: LibraryWeights = {};
  for (const field of LAMPPARAM_WEIGHT_FIELDS) {
    const v = form[field];
    if (v === null || v === undefined || String(v).trim() === '') continue;
    const n = Number(v);
    if (Number.isFinite(n) && n >= 0) out[field] = n;
  }
  return out;
}
