import { DATA_TYPES, DEFAULT_TOLERANCE_PERCENT, type LibraryFilters } from '@lampsheet/contracts';

/**
 * The lamp library request a record asks is one rule of the contracts (`libraryRequest`), so the
 * server's tests ask the demo records' libraries exactly as this panel does; what follows is the
 * panel's own (its choices, the folded filters' count, an address's lamp ids).
 */
export {
  EMPTY_FILTERS,
  LIBRARY_ROWS,
  formWeights,
  intensityBounds,
  libraryRequest,
  numberOf as num,
  type LibraryFilters,
} from '@lampsheet/contracts';

/** Size tolerances the panel offers, in per cent of each entered size (the server's default is 20 %). */
export const TOLERANCE_CHOICES = [5, 10, 20, 30, 50] as const;

/** The CRI and IP thresholds the panel offers. */
export const CRI_CHOICES = [70, 80, 90] as const;
export const IP_CHOICES = ['IP54', 'IP65', 'IP66', 'IP67', 'IP68'] as const;

/** Lamp ids of an address's `lampIdsStr` ("3,7"); anything else is left out. */
export const lampIdsOf = (v: string | null): number[] =>
  [...new Set((v ?? '').split(',').map((s) => Number(s.trim())))].filter((n) => Number.isInteger(n) && n > 0);

/** The filters of the folding "more filters" area that differ from their default (the count on its button). */
export function foldedFilterCount(f: LibraryFilters): number {
  return [
    f.dataTypes.length !== DATA_TYPES.length,
    f.colorType !== undefined,
    !!f.voltage,
    f.lampShape.length > 0,
    f.tolerance !== DEFAULT_TOLERANCE_PERCENT,
    f.priceMin.trim() !== '',
    f.fluxMin.trim() !== '',
    f.criMin !== undefined,
    f.ipMin !== undefined,
  ].filter(Boolean).length;
}

/** Whether any filter differs from its default (the clear button). */
export const hasFilters = (f: LibraryFilters) => foldedFilterCount(f) > 0 || f.brandIds.length > 0 || f.priceMax.trim() !== '' || f.lampIds.length > 0;
