/**
 * The selection table's columns, as the web table shows them and the selection export writes
 * them: one arrangement for both sides.
 */
import { unitHeader } from '../domain/figures.js';
import type { Lang } from '../messages.js';

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
export function arrangeColumns<T extends { indexKey: string; sort: number }>(defs: readonly T[]): T[] {
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
export function defaultVisibleColumns(defs: readonly { indexKey: string; fieldFlag: number }[]): string[] {
  return defs.filter((d) => d.fieldFlag === 1).map((d) => d.indexKey).slice(0, MAX_VISIBLE_COLUMNS);
}

/**
 * Columns an export may name beside the type's column definitions: the weighted score, the
 * face (A/B) of two-face types, the data type, the row's source (measured or calculated: issue 23)
 * and the application type.
 */
/**
 * The figures a designer ranks fixtures by (Lavg, U0): the table holds them at its right edge, in
 * sight on a laptop while the other columns scroll, and the export writes them last, as shown.
 */
export const RANKED_FIGURE_COLUMNS: readonly string[] = ['lightnessAve', 'evenness'];

export const EXPORT_EXTRA_COLUMNS = ['score', 'surfaceType', 'dataType', 'dataSource', 'contestTypeStr'] as const;

/**
 * The columns of the table in the order it shows them, for an export of what is on screen: the
 * score of a weighted search, the brand with the model under it, the ticked columns in the
 * arranged order, the face of two-face types, the data type and the source (measured or
 * calculated), then the ranked figures shown ({@link RANKED_FIGURE_COLUMNS}) last.
 */
export function tableColumnKeys(
  arranged: readonly { indexKey: string }[],
  visible: readonly string[],
  options: { weighted: boolean; twoFace: boolean },
): string[] {
  const shown = new Set(visible);
  const middle = arranged.map((d) => d.indexKey).filter((k) => shown.has(k) && k !== 'brandName' && k !== 'model');
  return [
    ...(options.weighted ? ['score'] : []),
    'brandName',
    'model',
    ...middle.filter((k) => !RANKED_FIGURE_COLUMNS.includes(k)),
    ...(options.twoFace ? ['surfaceType'] : []),
    'dataType',
    'dataSource',
    ...middle.filter((k) => RANKED_FIGURE_COLUMNS.includes(k)),
  ];
}

/**
 * A fixture's power in two senses (docs/DOMAIN.md "Measured is not calculated"): the power drawn in
 * a measurement, a measured row's own figure like its luminance, and the catalogue's rated power,
 * which a calculated row carries and which Rank, Compare, the sheet and the schedule count
 * (installed power). The selection table's power column holds each row's own: "measured/rated".
 */
export const POWER_LABELS = {
  row: { zh: '实测/额定功率', en: 'Measured/rated power' },
  rated: { zh: '额定功率', en: 'Rated power' },
  measured: { zh: '实测功率', en: 'Measured power' },
} as const;

/** The selection table's power column (a row's own power), by either of its keys. */
const ROW_POWER_COLUMNS: readonly string[] = ['power', 'lampPower'];

/** A column's header as the table titles it and the export writes it: its name in the reader's language and its unit in the language's brackets ({@link unitHeader}). */
export function selectionColumnHeader(def: { indexKey: string; indexName: string; indexNameEn: string; indexUnit: string | null }, lang: Lang): string {
  const name = ROW_POWER_COLUMNS.includes(def.indexKey) ? POWER_LABELS.row[lang] : lang === 'zh' ? def.indexName : def.indexNameEn || def.indexName;
  return unitHeader(name, def.indexUnit, lang);
}
