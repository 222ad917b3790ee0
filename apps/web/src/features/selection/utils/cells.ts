import { colourStateLabel, formatFigure, ROW_FIGURE_KINDS, type DetectionRow, type Lang } from '@lampsheet/contracts';

/**
 * Column keys that name a row field differently (column definitions use the lamp parameter's
 * names, rows the detection's).
 */
const ROW_FIELD_ALIASES: Record<string, keyof DetectionRow> = {
  lampPower: 'power',
  brightnessAvg: 'lightnessAve',
  brightnessAve: 'lightnessAve',
  brightnessAvgMax: 'lightnessAve',
  brightnessMax: 'lightnessMax',
  brightnessMin: 'lightness',
  lightnessMin: 'lightness',
  contestH: 'h',
  contestW: 'w',
  contestW1: 'w1',
  contestW2: 'w2',
  unitPrice: 'authorizedPrice',
  price: 'authorizedPrice',
  lampLong: 'longNs',
  lampWidth: 'widthNs',
  lampHeight: 'heightNs',
  maculaHight: 'anbanHeight',
  voltage: 'workVoltage',
};

/** The row field a column shows. */
export function rowFieldOf(indexKey: string): keyof DetectionRow | undefined {
  if (indexKey in ROW_FIELD_ALIASES) return ROW_FIELD_ALIASES[indexKey];
  return indexKey as keyof DetectionRow;
}

/**
 * Cell text: a photometric figure of the row (`field`) in its one precision (contracts'
 * `formatFigure`, as every screen and the sheet print it), other numbers without float noise
 * (at most 3 decimals), blanks as a dash, a colour state (the all-lit 全亮) in the reader's
 * language through the one translation of it.
 */
export function cellText(value: unknown, lang: Lang, field?: keyof DetectionRow): string {
  if (value === null || value === undefined || value === '') return '—';
  const kind = field === undefined ? undefined : ROW_FIGURE_KINDS[field];
  if (typeof value === 'number' && kind) return formatFigure(kind, value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);
  return colourStateLabel(String(value), lang);
}
