import { ALL_ON } from '../domain/colours.js';

/** The figures of a detection row a measurement is compared on. */
export interface ComparableRow {
  dataType: '1' | '2' | '4';
  contestId: number;
  surfaceType: 'A' | 'B';
  rgbwa: string;
  lightnessAve: number | null;
  evenness: number | null;
}

/** A measured row beside the engine's row of the same fixture, typical surface and face. */
export interface MeasuredBesideCalculated<R extends ComparableRow> {
  measured: R;
  calculated: R;
  /** (measured ÷ calculated − 1) in %, one decimal; null where either figure is missing. */
  deviation: { lightnessAve: number | null; evenness: number | null };
}

/** Whether a row's figures were measured on a measured wall (data types 1, 2) rather than calculated by the engine (4). */
export const isMeasured = (row: { dataType: string }): boolean => row.dataType === '1' || row.dataType === '2';

/** Where a row's figures come from: measured on a wall (data types 1, 2) or calculated by the engine (4). */
export type DataSource = 'measured' | 'calculated';
export const dataSourceOf = (row: { dataType: string }): DataSource => (isMeasured(row) ? 'measured' : 'calculated');

/**
 * The one word for a row's source in the product's two languages: the selection table's tag,
 * the fixture detail, the XLSX export's "Source" column and the parameter sheet all print it.
 */
export const DATA_SOURCE_LABELS = {
  source: { zh: '来源', en: 'Source' },
  measured: { zh: '实测', en: 'Measured' },
  calculated: { zh: '计算', en: 'Calculated' },
} as const;

/** (measured ÷ calculated − 1) in %, one decimal; null where either is missing or the calculated one is 0. */
export function deviationPercent(measured: number | null, calculated: number | null): number | null {
  if (measured === null || calculated === null || calculated === 0) return null;
  return Math.round((measured / calculated - 1) * 1000) / 10;
}

/**
 * Every all-lit measured row of one fixture that has a calculated row on the same typical surface
 * and face, with the deviation of its average luminance and U0 from the engine's (issue 23,
 * "measured is not calculated"); in the order of the rows.
 */
export function measuredBesideCalculated<R extends ComparableRow>(rows: readonly R[]): Array<MeasuredBesideCalculated<R>> {
  const calculated = new Map<string, R>();
  for (const r of rows) if (r.dataType === '4' && r.rgbwa === ALL_ON) calculated.set(`${r.contestId}:${r.surfaceType}`, r);
  return rows.flatMap((measured) => {
    if (!isMeasured(measured) || measured.rgbwa !== ALL_ON) return [];
    const calc = calculated.get(`${measured.contestId}:${measured.surfaceType}`);
    if (!calc) return [];
    return [{ measured, calculated: calc, deviation: { lightnessAve: deviationPercent(measured.lightnessAve, calc.lightnessAve), evenness: deviationPercent(measured.evenness, calc.evenness) } }];
  });
}
