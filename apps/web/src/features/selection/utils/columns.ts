import { SORTABLE_KEYS, type ColumnDefinition } from '@lampsheet/contracts';

/** At most this many configurable columns are shown (specification point 9, source type 1). */
export const MAX_VISIBLE_COLUMNS = 12;

/** Dropped from the table whatever the definitions say. */
export const DROPPED_COLUMNS = ['brightnessAvgMin', 'illuminancyAvgMin'] as const;

/**
 * Fixed places: the three pictures right after the brand, then the lamp power (the column is
 * `power` in the detection row shape, `lampPower` in the specification's naming).
 */
export const PINNED_COLUMNS = ['lumImage', 'pseuColor', 'viewPhoto', 'lampPower', 'power'] as const;
export const IMAGE_COLUMNS: readonly string[] = ['lumImage', 'pseuColor', 'viewPhoto'];

/**
 * Column definitions as the table uses them: the two dropped, the rest by their `sort`, and the
 * pictures and lamp power moved to positions 1–4 (after the brand name at 0, or first when the
 * definitions have no brand column).
 */
export function arrangeColumns<T extends Pick<ColumnDefinition, 'indexKey' | 'sort'>>(defs: readonly T[]): T[] {
  const kept = defs
    .filter((d) => !(DROPPED_COLUMNS as readonly string[]).includes(d.indexKey))
    .sort((a, b) => a.sort - b.sort);
  const pinned = PINNED_COLUMNS.map((key) => kept.find((d) => d.indexKey === key)).filter((d): d is T => !!d);
  const rest = kept.filter((d) => !pinned.includes(d));
  const brandAt = rest.findIndex((d) => d.indexKey === 'brandName');
  if (brandAt < 0) return [...pinned, ...rest];
  const [brand] = rest.splice(brandAt, 1);
  return [brand!, ...pinned, ...rest];
}

/** Default choice: the columns flagged as shown (`fieldFlag` 1), at most 12. */
export function defaultVisibleColumns(defs: readonly Pick<ColumnDefinition, 'indexKey' | 'fieldFlag'>[]): string[] {
  return defs.filter((d) => d.fieldFlag === 1).map((d) => d.indexKey).slice(0, MAX_VISIBLE_COLUMNS);
}

export type ToggleColumnResult = { visible: string[]; error?: 'atMost12Columns' };

/** Ticking a 13th column is refused (the tick is undone); unticking always works. */
export function toggleColumn(visible: readonly string[], key: string, checked: boolean): ToggleColumnResult {
  if (!checked) return { visible: visible.filter((k) => k !== key) };
  if (visible.includes(key)) return { visible: [...visible] };
  if (visible.length >= MAX_VISIBLE_COLUMNS) return { visible: [...visible], error: 'atMost12Columns' };
  return { visible: [...visible, key] };
}

/** The three groups of the column-settings dialog. */
export type ColumnGroup = 'application' | 'device' | 'measured';

/** indexType 2 = application parameter; indexType 3 or testFlag 1 = measured; the rest device. */
export function columnGroup(def: Pick<ColumnDefinition, 'indexType' | 'testFlag'>): ColumnGroup {
  if (def.indexType === 2) return 'application';
  if (def.indexType === 3 || def.testFlag === 1) return 'measured';
  return 'device';
}

/** Keeps only keys that still exist, in definition order, at most 12 (a stored choice may be stale). */
export function sanitiseVisible(stored: readonly string[], defs: readonly Pick<ColumnDefinition, 'indexKey'>[]): string[] {
  const set = new Set(stored);
  return defs.map((d) => d.indexKey).filter((k) => set.has(k)).slice(0, MAX_VISIBLE_COLUMNS);
}

/** The server sorts only by whitelisted keys; a column is sortable when both sides agree. */
export function isSortableColumn(def: Pick<ColumnDefinition, 'indexKey' | 'sortable'>): boolean {
  return def.sortable && (SORTABLE_KEYS as readonly string[]).includes(def.indexKey);
}
