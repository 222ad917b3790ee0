import { MAX_VISIBLE_COLUMNS, SORTABLE_KEYS, type ColumnDefinition } from '@lampsheet/contracts';

// The arrangement is shared with the server's selection export (contracts, rules/selection-columns).
export { arrangeColumns, defaultVisibleColumns, IMAGE_COLUMNS, MAX_VISIBLE_COLUMNS } from '@lampsheet/contracts';

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
