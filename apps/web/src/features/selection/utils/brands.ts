import type { Brand } from '@lampsheet/contracts';

/** Case-insensitive substring match on the brand name; an empty search gives the whole list. */
export function filterBrands<T extends Pick<Brand, 'brandName'>>(brands: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...brands];
  return brands.filter((b) => b.brandName.toLowerCase().includes(needle));
}

/** Clicking a brand toggles its delFlag between '0' and '1'. */
export function toggleBrand<T extends Pick<Brand, 'id' | 'delFlag'>>(brands: readonly T[], id: number): T[] {
  return brands.map((b) => (b.id === id ? { ...b, delFlag: b.delFlag === '1' ? '0' : '1' } : b));
}

/** The chosen list is rebuilt from the flags. */
export function chosenBrands<T extends Pick<Brand, 'delFlag'>>(brands: readonly T[]): T[] {
  return brands.filter((b) => b.delFlag === '1');
}

/** Removing a chip sets that brand's flag back to '0'; without an id, all of them (clear all). */
export function unchooseBrands<T extends Pick<Brand, 'id' | 'delFlag'>>(brands: readonly T[], id?: number): T[] {
  return brands.map((b) => (id === undefined || b.id === id ? { ...b, delFlag: '0' } : b));
}

/** Flags from the ids kept in the address (the server always answers '0'). */
export function applyChosenIds<T extends Pick<Brand, 'id' | 'delFlag'>>(brands: readonly T[], ids: readonly number[]): T[] {
  const set = new Set(ids);
  return brands.map((b) => ({ ...b, delFlag: set.has(b.id) ? '1' : '0' }));
}
