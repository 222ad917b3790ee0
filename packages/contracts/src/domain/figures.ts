/**
 * Numbers as a designer reads them (issue 23): one precision per photometric quantity, the same
 * string on every screen (selection table, lamp library, Rank, Compare, the photometric check,
 * the polar curve) and in every document (sheet, schedule). Both languages write numbers alike
 * (`1,234.5`: comma-grouped thousands, a point for decimals), so one function serves both.
 */

/** The quantities the screens and documents print, each with its one precision. */
export type FigureKind =
  /** Luminance cd/m² (Lavg, Lmin, Lmax): three significant figures, always (37.0, 36.7, 18.0, 0.167, 12,300; zero is 0). */
  | 'luminance'
  /** Illuminance lx: three significant figures, always, as luminance. */
  | 'illuminance'
  /** Uniformity U0 and other 0–1 ratios of a face: two decimals, always both (0.12, 0.10). */
  | 'u0'
  /** Beam and field angles °: one decimal, always (24.0). */
  | 'angle'
  /** Power W: at most one decimal (24, 7.5). */
  | 'power'
  /** Luminous flux lm: whole lumens, grouped (2,104). */
  | 'flux'
  /** Luminous intensity cd (Imax): whole candelas, grouped (251,027). */
  | 'intensity'
  /** Efficacy lm/W: at most one decimal. */
  | 'efficacy'
  /** A length in metres (dark band height, spacing, sizes): at most two decimals. */
  | 'metres'
  /** A ratio that may be small (B/A luminance ratio): three significant figures (0.015 never reads 0.02). */
  | 'ratio'
  /** A score 0–100: one decimal, always. */
  | 'score'
  /** A price in the currency of the row: at most two decimals, grouped. */
  | 'price'
  /** A number of fixtures: whole. */
  | 'count'
  /** A share in per cent (utilisation, spill): whole per cent. */
  | 'percent'
  /** Installed power per m² of lit face W/m²: one decimal, always (28.0, 24.7, 6.0), so a column of them lines up. */
  | 'powerDensity';

const format = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-US', options);

const FORMATS: Record<FigureKind, Intl.NumberFormat> = {
  luminance: format({ minimumSignificantDigits: 3, maximumSignificantDigits: 3 }),
  illuminance: format({ minimumSignificantDigits: 3, maximumSignificantDigits: 3 }),
  u0: format({ minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  angle: format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  power: format({ maximumFractionDigits: 1 }),
  flux: format({ maximumFractionDigits: 0 }),
  intensity: format({ maximumFractionDigits: 0 }),
  efficacy: format({ maximumFractionDigits: 1 }),
  metres: format({ maximumFractionDigits: 2 }),
  ratio: format({ maximumSignificantDigits: 3 }),
  score: format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  price: format({ maximumFractionDigits: 2 }),
  count: format({ maximumFractionDigits: 0 }),
  percent: format({ maximumFractionDigits: 0 }),
  powerDensity: format({ minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

/** The unit printed after a figure of the kind (`''` for a plain number). */
export const FIGURE_UNITS: Record<FigureKind, string> = {
  luminance: 'cd/m²',
  illuminance: 'lx',
  u0: '',
  angle: '°',
  power: 'W',
  flux: 'lm',
  intensity: 'cd',
  efficacy: 'lm/W',
  metres: 'm',
  ratio: '',
  score: '',
  price: '',
  count: '',
  percent: '%',
  powerDensity: 'W/m²',
};

/** The minus sign a negative figure is printed with (U+2212, as `−26.5°`), never the hyphen. */
const MINUS = '\u2212';

/** Intl's text as printed: -0.00 and -0 read as 0, a negative figure with the minus sign. */
const printed = (text: string) => (/^-[0.,]+$/.test(text) ? text.slice(1) : text.replace(/^-/, MINUS));

/** The number a printed figure reads as (`−1,234.5` → -1234.5). */
const reads = (text: string) => Number(text.replaceAll(',', '').replace(MINUS, '-'));

/**
 * What a missing value reads as, in both documents and on every screen (docs/DOMAIN.md, "Numbers as
 * printed"): a figure, tender item or name a record or its fixture does not give. The schedule's
 * spreadsheet writes it too, never an empty cell, so a blank never passes for a value lost.
 */
export const MISSING_VALUE = '—';

/**
 * The kinds printed to a number of significant figures, trailing zeros included (18 reads 18.0):
 * a bound of theirs is printed without them ({@link formatTarget}: Lavg ≥ 5, not ≥ 5.00).
 */
const BOUND_FORMATS: Partial<Record<FigureKind, Intl.NumberFormat>> = {
  luminance: format({ maximumSignificantDigits: 3 }),
  illuminance: format({ maximumSignificantDigits: 3 }),
};

/** A figure as printed, without its unit; `—` when there is none (null, undefined, not finite). A negative figure takes the minus sign: `−26.5`; a luminance of zero reads 0. */
export function formatFigure(kind: FigureKind, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_VALUE;
  if (value === 0 && BOUND_FORMATS[kind]) return '0';
  return printed(FORMATS[kind].format(value));
}

/** How many decimals a figure is printed with (`18.0` 1, `0.167` 3, `134` 0): a spreadsheet cell's number format follows it. */
export function figureDecimals(kind: FigureKind, value: number): number {
  const text = formatFigure(kind, value);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/** A figure with its unit: `36.7 cd/m²`, `24.0°`, `2,104 lm`; `—` when there is none. */
export function formatFigureWithUnit(kind: FigureKind, value: number | null | undefined): string {
  const text = formatFigure(kind, value);
  const unit = FIGURE_UNITS[kind];
  if (text === '—') return text;
  return withUnit(text, unit);
}

/** A written value and its unit: a space before the unit (`0.3 m`), none before a degree sign (`20°`); the value alone without a unit. */
export function withUnit(text: string, unit: string | undefined): string {
  if (!unit || text === '') return text;
  return unit === '°' ? `${text}°` : `${text} ${unit}`;
}

/**
 * A target (a bound a designer set, or make copied) in the format of the figure it bounds: the
 * same grouping and the same fixed decimals (U0 `0.10`, not `0.1`), so "U0 0.11 ≥ 0.10" reads as
 * one pair; a target held with more digits than the figure is printed with them (`0.105`), so a
 * bound is never printed other than it is checked. A luminance bound is the designer's exact
 * number: printed without the trailing zeros its figure takes (`≥ 5` beside `18.0`).
 */
export function formatTarget(kind: FigureKind, value: number | null | undefined): string {
  const bound = BOUND_FORMATS[kind];
  const short = bound && typeof value === 'number' && Number.isFinite(value) ? printed(bound.format(value)) : formatFigure(kind, value);
  if (short === '—') return short;
  const held = Number((value as number).toPrecision(6));
  if (reads(short) === held) return short;
  const fixed = FORMATS[kind].resolvedOptions().minimumFractionDigits ?? 0;
  return printed(new Intl.NumberFormat('en-US', { minimumFractionDigits: fixed, maximumFractionDigits: 6 }).format(held));
}

/** A bound a figure is checked against: at least (≥) or at most (≤) its target. */
export interface FigureBound {
  target: number;
  sign: '≥' | '≤';
}

/**
 * A figure in a column beside the bounds it is checked against (Rank's columns, the schedule's
 * figures): the digits that tell it from a bound it misses ({@link formatVerdictFigure}, the
 * longest), else the column's own format (U0 0.097 beside ≥ 0.10, 0.30 or 0.054 beside ≥ 0.05 as 0.05).
 */
export function formatCheckedFigure(kind: FigureKind, value: number | null | undefined, bounds: readonly FigureBound[]): string {
  return bounds.reduce((text, bound) => {
    const told = formatVerdictFigure(kind, value, bound);
    return told.length > text.length ? told : text;
  }, formatFigure(kind, value));
}

/**
 * A checked figure beside its bound, as a verdict prints it ("U0 0.08 < 0.10", "Lmax 3,430 > 363"):
 * in its quantity's one format, the column's, unless the figure misses its bound and that format
 * reads as equal to the bound ({@link formatTarget}); then with the digits that tell them apart
 * (`0.117` beside `≥ 0.12`), so a missed target never reads as met. A met figure always prints as
 * its column does (`0.05` for U0 0.054 beside `≥ 0.05`): one figure, one reading wherever it
 * stands. Rank's reasons, Compare, the photometric check and the sheet print verdicts with it.
 */
export function formatVerdictFigure(kind: FigureKind, value: number | null | undefined, bound: FigureBound): string {
  const short = formatFigure(kind, value);
  if (short === '—') return short;
  const { target, sign } = bound;
  const missed = sign === '≥' ? (value as number) < target : (value as number) > target;
  if (!missed) return short;
  const held = reads(formatTarget(kind, target));
  if (reads(short) !== held) return short;
  const o = FORMATS[kind].resolvedOptions();
  for (let more = 1; more <= 6; more++) {
    const text = printed(new Intl.NumberFormat(
      'en-US',
      o.maximumSignificantDigits !== undefined
        ? { maximumSignificantDigits: o.maximumSignificantDigits + more }
        : { minimumFractionDigits: o.minimumFractionDigits, maximumFractionDigits: (o.maximumFractionDigits ?? 0) + more },
    ).format(value as number));
    if (reads(text) !== held) return text;
  }
  // equal to the bound: the column's figure
  return short;
}

/** Beam angles of the two principal planes: one angle when they agree to the printed decimal, else `10.0° × 60.0°`. */
export function formatBeam(a: number | null | undefined, b?: number | null): string {
  const first = formatFigureWithUnit('angle', a);
  if (b === null || b === undefined || formatFigure('angle', b) === formatFigure('angle', a)) return first;
  return `${first} × ${formatFigureWithUnit('angle', b)}`;
}

/** The figure kind of a detection row's field, for tables that print rows column by column (undefined: not a figure). */
export const ROW_FIGURE_KINDS: Readonly<Record<string, FigureKind>> = {
  lightnessAve: 'luminance',
  lightness: 'luminance',
  lightnessMax: 'luminance',
  evenness: 'u0',
  anbanHeight: 'metres',
  beamAngle: 'angle',
  power: 'power',
  // the selection table's price, grouped as every price (1,416)
  authorizedPrice: 'price',
  lightIntensity1: 'intensity',
  lightIntensity2: 'intensity',
  lightIntensity3: 'intensity',
  lightIntensity4: 'intensity',
  lightIntensity5: 'intensity',
  lightIntensity6: 'intensity',
  lightIntensity7: 'intensity',
  lightIntensity8: 'intensity',
  lightIntensity9: 'intensity',
  lightIntensity10: 'intensity',
};

/** The figure kind of the metric a target bounds (U0 `u0`, luminance, the dark band in metres, the fixture's watts); the B/A ratio `ratio`. */
export const targetFigureKind = (metric: string): FigureKind => ROW_FIGURE_KINDS[metric] ?? 'ratio';

/** Units the catalogue writes in Chinese, and their English (the currency: 元 is CNY, as the schedule and sheets write it). */
const UNIT_WORDS: Readonly<Record<string, { zh: string; en: string }>> = {
  元: { zh: '元', en: 'CNY' },
};

/** A catalogue unit in the reader's language ('' for none): `元` in 中文, `CNY` in English; units that read alike (cd/m², W, m) as they are. */
export function unitText(unit: string | null | undefined, lang: 'zh' | 'en'): string {
  if (!unit) return '';
  return UNIT_WORDS[unit]?.[lang] ?? unit;
}

/** A column's header with its catalogue unit in the language's brackets: `功率（W）`, `Power (W)`; the name alone without a unit. The selection table and its export title columns so. */
export function unitHeader(name: string, unit: string | null | undefined, lang: 'zh' | 'en'): string {
  const text = unitText(unit, lang);
  if (!text) return name;
  return lang === 'zh' ? `${name}（${text}）` : `${name} (${text})`;
}

/** A colour temperature the catalogue writes as text, spaced as every figure's unit (`3000K/4000K` → `3000 K/4000 K`). */
export const kelvinText = (text: string): string => text.replace(/(\d)\s*K\b/g, '$1 K');
