import ExcelJS from 'exceljs';
import { MISSING_VALUE, figureDecimals } from '@lampsheet/contracts';
import { WORDS } from '../../documents/words.js';
import { SCHEDULE_COLUMNS, type Schedule, type ScheduleColumnKey, type ScheduleRow } from './schedule-model.js';

/** Widest a column grows (characters); longer texts wrap. */
const MAX_WIDTH: Partial<Record<ScheduleColumnKey, number>> = { targets: 70, sketch: 28, colour: 30, product: 36, layout: 44 };
/** Number formats of the numeric columns: watts and money grouped, to the cent at most. */
const NUM_FMT: Partial<Record<ScheduleColumnKey, string>> = {
  quantity: '#,##0',
  installedW: '#,##0.##',
  unitPrice: '#,##0.00',
  lineTotal: '#,##0.00',
  beamAngle: '#,##0.#',
  beamAngleWide: '#,##0.#',
  fluxLm: '#,##0',
  efficacy: '#,##0.#',
  ratedLifeH: '#,##0',
  weightKg: '#,##0.##',
  // the calculated figures as the sheet prints them: luminance to three significant figures (the value is rounded so; the
  // cell's decimals are the printed figure's, `LUMINANCE_KEYS`), U0 two decimals, W/m² one
  lavg: '#,##0.###',
  u0: '0.00',
  lavgB: '#,##0.###',
  u0B: '0.00',
  powerDensity: '#,##0.0',
};
/** Luminances: as many decimals as the figure printed to three significant figures has (18.0, 0.167, 134; contracts `figureDecimals`). */
const LUMINANCE_KEYS = new Set<ScheduleColumnKey>(['lavg', 'lavgB']);
/** Prices: whole yuan print whole (2,969), as the PDF prints them; a price with fen prints both decimals. */
const PRICE_KEYS = new Set<ScheduleColumnKey>(['unitPrice', 'lineTotal']);

/**
 * A cell's number format: its column's, but a whole number prints without the decimal point a
 * "#,##0.###" format leaves behind in Excel (18 read "18.", 2,940 "2,940."); a fixed-decimal format
 * (U0 0.00, W/m² 0.0) is kept as it is.
 */
function cellNumFmt(key: ScheduleColumnKey, value: unknown): string | undefined {
  const fmt = NUM_FMT[key];
  if (!fmt) return undefined;
  const n = typeof value === 'number' ? value : value && typeof value === 'object' && 'result' in value ? (value as { result: unknown }).result : undefined;
  if (LUMINANCE_KEYS.has(key) && typeof n === 'number' && Number.isFinite(n)) {
    const decimals = figureDecimals('luminance', n);
    return decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  }
  const varies = PRICE_KEYS.has(key) || /\.#/.test(fmt);
  return varies && typeof n === 'number' && Number.isInteger(n) ? '#,##0' : fmt;
}
const DEFAULT_MAX_WIDTH = 40;
const MIN_WIDTH = 8;
/** Points per line of the default 11 pt font. */
const LINE_HEIGHT = 15;

/**
 * The printed width of a text in Excel's character units: East Asian wide letters (CJK, full-width
 * forms) take two, so Chinese columns are as wide as their text.
 */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 2 : 1;
  return w;
}

/**
 * The value of a cell: numbers and dates as such, a quantity not set said so, and any other value
 * the record or its fixture does not give "—", as the PDF prints it (never an empty cell).
 */
function cellValue(row: ScheduleRow, key: ScheduleColumnKey, lang: Schedule['lang']): ExcelJS.CellValue {
  if (key === 'quantity') return row.quantity ?? WORDS.quantityNotSet[lang];
  const v = key === 'targets' ? row.targets.join('\n') : row[key];
  return v === null || v === '' ? MISSING_VALUE : v;
}

/** What a cell shows, to size its column. */
function shownText(value: ExcelJS.CellValue, key: ScheduleColumnKey): string {
  if (value === null || value === undefined) return '';
  if (key === 'updated') return '0000-00-00 00:00';
  return String(value);
}

/**
 * The schedule as a workbook: one sheet, a header row in the schedule's language (frozen, with a
 * filter and repeated on printed pages), one row per lamp parameter; power, single colour
 * temperatures and single beam angles as numbers, the last change as a date; column widths fitted
 * to the longest text (CJK counted double) up to a bound, longer texts wrapped with the row made tall
 * enough for them.
 */
export async function scheduleWorkbook(schedule: Schedule): Promise<Buffer> {
  const { lang } = schedule;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Lampsheet';
  wb.title = `${WORDS.scheduleTitle[lang]} · ${schedule.projectName}`;
  wb.subject = schedule.projectName;
  wb.created = schedule.date;
  wb.modified = schedule.date;
  const ws = wb.addWorksheet(WORDS.scheduleTitle[lang], {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1, activeCell: 'C2' }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: '1:1' },
  });

  const values = schedule.rows.map((row) => SCHEDULE_COLUMNS.map((c) => cellValue(row, c.key, lang)));
  const widths = SCHEDULE_COLUMNS.map((c, i) => {
    const longest = Math.max(
      displayWidth(c.label[lang]),
      ...values.map((v) => Math.max(0, ...shownText(v[i], c.key).split('\n').map(displayWidth))),
    );
    return Math.min(MAX_WIDTH[c.key] ?? DEFAULT_MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  ws.columns = SCHEDULE_COLUMNS.map((c, i) => ({ key: c.key, width: widths[i] }));

  const header = ws.addRow(SCHEDULE_COLUMNS.map((c) => c.label[lang]));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F7' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF1C64D8' } } };
  });
  header.height = LINE_HEIGHT * Math.max(...SCHEDULE_COLUMNS.map((c, i) => Math.ceil(displayWidth(c.label[lang]) / widths[i]!)));

  values.forEach((v) => {
    const row = ws.addRow(v);
    row.alignment = { vertical: 'top', wrapText: true };
    // Excel does not grow a row for wrapped text when it opens a file: give it the lines' height.
    const lines = Math.max(
      1,
      ...SCHEDULE_COLUMNS.map((c, i) =>
        shownText(v[i], c.key)
          .split('\n')
          .reduce((n, line) => n + Math.max(1, Math.ceil(displayWidth(line) / (widths[i]! - 1))), 0),
      ),
    );
    if (lines > 1) row.height = lines * LINE_HEIGHT;
    row.getCell('typeMark').font = { bold: true };
    row.getCell('no').font = { bold: true };
    row.getCell('updated').numFmt = 'yyyy-mm-dd hh:mm';
    for (const key of Object.keys(NUM_FMT) as ScheduleColumnKey[]) row.getCell(key).numFmt = cellNumFmt(key, row.getCell(key).value)!;
    if (typeof row.getCell('quantity').value === 'string') row.getCell('quantity').font = { italic: true, color: { argb: 'FF8A8F98' } };
    // a missing value in a column of numbers stands where the numbers stand
    for (const key of Object.keys(NUM_FMT) as ScheduleColumnKey[]) if (row.getCell(key).value === MISSING_VALUE) row.getCell(key).alignment = { vertical: 'top', horizontal: 'right' };
  });
  // The totals: sums the spreadsheet keeps computing (SUM formulas, with the values as results).
  if (values.length) {
    const t = schedule.totals;
    const letter = (key: ScheduleColumnKey) => ws.getColumn(key).letter;
    const sum = (key: ScheduleColumnKey, result: number) => ({ formula: `SUM(${letter(key)}2:${letter(key)}${values.length + 1})`, result });
    const totals = ws.addRow({ typeMark: WORDS.total[lang], quantity: sum('quantity', t.quantity), installedW: sum('installedW', t.installedW), lineTotal: sum('lineTotal', t.price) });
    totals.font = { bold: true };
    totals.eachCell((cell) => (cell.border = { top: { style: 'thin', color: { argb: 'FF1C64D8' } } }));
    for (const key of Object.keys(NUM_FMT) as ScheduleColumnKey[]) totals.getCell(key).numFmt = cellNumFmt(key, totals.getCell(key).value)!;
  }
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: SCHEDULE_COLUMNS.length } };

  return Buffer.from(await wb.xlsx.writeBuffer());
}
