import { CONTEST_FIELDS, dimensionUnit, type ContestField, type DimensionLetter } from '../domain/dimensions.js';

/** A selection row's sizes, in the fields of its typical surface (the vocabulary's `CONTEST_FIELDS`). */
export type RowSizes = { contestTypeId: number; contestAlbedo?: number | null } & { [K in ContestField]: number | null };

/**
 * The surface of a selection row as its figures were computed: its contest's type, sizes, the
 * row's wall distance D and the contest's albedo (left out when the contest has none: the
 * type's default, as the calculated rows used).
 */
export function surfaceOfRow(row: RowSizes): { contestTypeId: number; dimensions: Record<string, number>; albedo?: number } {
  const dimensions: Record<string, number> = {};
  for (const [letter, key] of Object.entries(CONTEST_FIELDS) as Array<[DimensionLetter, ContestField]>) {
    const v = row[key];
    if (typeof v === 'number' && Number.isFinite(v) && (letter === 'A' || v > 0)) dimensions[letter] = v;
  }
  const albedo = row.contestAlbedo;
  return { contestTypeId: row.contestTypeId, dimensions, ...(typeof albedo === 'number' && Number.isFinite(albedo) ? { albedo } : {}) };
}

/** A surface's sizes as every view prints them: `W 3 m · H 6 m · D 0.3 m`, the aiming angle in degrees (`A 40°`, `dimensionUnit`). */
export function surfaceText(dimensions: Readonly<Record<string, number | null | undefined>>): string {
  return Object.entries(dimensions)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([k, v]) => (dimensionUnit(k) === '°' ? `${k} ${v}°` : `${k} ${v} m`))
    .join(' · ');
}
