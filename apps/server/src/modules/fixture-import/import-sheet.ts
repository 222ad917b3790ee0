/**
 * Reading the fixture spreadsheet (.xlsx through exceljs, or .csv) into rows of text cells keyed
 * by the import columns, with the row numbers the spreadsheet shows.
 */
import ExcelJS from 'exceljs';
import { FIXTURE_IMPORT_COLUMNS, type FixtureImportColumn, type ImportRowError } from '@lampsheet/contracts';

export interface SheetRow {
  /** 1-based row number as the spreadsheet shows it. */
  row: number;
  cells: Partial<Record<FixtureImportColumn, string>>;
}

export interface SheetContent {
  rows: SheetRow[];
  errors: ImportRowError[];
}

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** Split CSV text into records (RFC 4180 quotes, CRLF or LF, BOM dropped). */
export function csvRecords(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const out: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      out.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length) {
    record.push(field);
    out.push(record);
  }
  return out;
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value as unknown;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    const o = v as { result?: unknown; richText?: Array<{ text: string }>; text?: string; hyperlink?: string };
    if (o.richText) return o.richText.map((t) => t.text).join('');
    if ('result' in o) return o.result === undefined || o.result === null ? '' : String(o.result);
    if (typeof o.text === 'string') return o.text;
    if (v instanceof Date) return v.toISOString();
  }
  return String(v);
}

/** Records (first = header) of the first worksheet of an .xlsx file, with their row numbers. */
async function xlsxRecords(bytes: Uint8Array): Promise<Array<{ row: number; values: string[] }>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const out: Array<{ row: number; values: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) values.push(cellText(row.getCell(c)));
    out.push({ row: rowNumber, values });
  });
  return out;
}

/**
 * Read the spreadsheet: the first non-empty row is the header, matched to the import columns
 * by their English or Chinese names; missing required columns are errors on that row.
 */
export async function sheetRead(fileName: string, bytes: Uint8Array): Promise<SheetContent> {
  const lower = fileName.toLowerCase();
  let records: Array<{ row: number; values: string[] }>;
  try {
    records = lower.endsWith('.csv')
      ? csvRecords(new TextDecoder('utf-8').decode(bytes)).map((values, i) => ({ row: i + 1, values }))
      : await xlsxRecords(bytes);
  } catch (err) {
    return { rows: [], errors: [{ row: 0, column: 'file', message: `${fileName} cannot be read as a spreadsheet: ${(err as Error).message}` }] };
  }
  records = records.filter((r) => r.values.some((v) => v.trim() !== ''));
  const header = records[0];
  if (!header) return { rows: [], errors: [{ row: 1, column: 'file', message: `${fileName} is empty: expected a header row and one row per fixture` }] };
  const errors: ImportRowError[] = [];
  const index = new Map<FixtureImportColumn, number>();
  header.values.forEach((h, i) => {
    const name = normalise(h);
    const col = FIXTURE_IMPORT_COLUMNS.find((c) => (c.headers as readonly string[]).includes(name) || c.key.toLowerCase() === name.replace(/ /g, ''));
    if (col && !index.has(col.key)) index.set(col.key, i);
  });
  for (const col of FIXTURE_IMPORT_COLUMNS) {
    if (col.required && !index.has(col.key)) {
      errors.push({ row: header.row, column: col.key, message: `missing column "${col.headers[0]}" (or "${col.headers[col.headers.length - 1]}")` });
    }
  }
  const rows: SheetRow[] = records.slice(1).map((r) => {
    const cells: SheetRow['cells'] = {};
    for (const [key, i] of index) cells[key] = (r.values[i] ?? '').trim();
    return { row: r.row, cells };
  });
  if (!rows.length && !errors.length) errors.push({ row: header.row + 1, column: 'file', message: 'no fixture rows below the header' });
  return { rows, errors };
}
