/**
 * The quantities a lit face is judged by, named once in the product's two languages
 * (docs/DOMAIN.md: the dark band is 暗斑, uniformity is "Uniformity U0" / 均匀度 U0). Every screen
 * and document reads its words here: the web's catalogues (column headers with their unit), the
 * demo catalogue's columns and targets, the sheet's targets, Rank's misses.
 */
import type { CheckedMetric } from './targets.js';

interface QuantityWords {
  /** Written out: the catalogue's columns and targets, the sheet's targets. */
  name: { readonly zh: string; readonly en: string };
  /** Where a column or a sentence is narrow: table headers, Rank's misses. */
  short: { readonly zh: string; readonly en: string };
}

export const QUANTITY_LABELS = {
  lightnessAve: { name: { zh: '平均亮度', en: 'Average luminance' }, short: { zh: '平均亮度', en: 'Lavg' } },
  lightness: { name: { zh: '最小亮度', en: 'Minimum luminance' }, short: { zh: '最小亮度', en: 'Lmin' } },
  lightnessMax: { name: { zh: '最大亮度', en: 'Maximum luminance' }, short: { zh: '最大亮度', en: 'Lmax' } },
  evenness: { name: { zh: '均匀度 U0', en: 'Uniformity U0' }, short: { zh: '均匀度 U0', en: 'U0' } },
  anbanHeight: { name: { zh: '暗斑高度', en: 'Dark-band height' }, short: { zh: '暗斑高度', en: 'Dark band' } },
  lightnessRatio: { name: { zh: '亮度比', en: 'luminance ratio' }, short: { zh: '亮度比', en: 'luminance ratio' } },
} as const satisfies Record<CheckedMetric, QuantityWords>;
