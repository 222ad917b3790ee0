import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SCHEDULE_COLUMNS } from '../modules/schedule/schedule-model.js';
import { squeeze } from './pdf-text.js';

/* The project's schedule read back as a reader gets it: the PDF with pdfjs (text, page sizes, outline), the spreadsheet with exceljs. */

export interface OutlineItem {
  title: string;
  page: number;
  items: OutlineItem[];
}

/** A PDF read back with pdfjs: each page's text, and the outline with the page (0-based) of each item. */
export async function readPdf(pdf: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const sizes: Array<{ width: number; height: number }> = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const content = await page.getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? `${it.str}${it.hasEOL ? '\n' : ' '}` : '')).join(''));
    const [, , width, height] = page.view as [number, number, number, number];
    sizes.push({ width, height });
  }
  type Raw = { title: string; dest: unknown; items: Raw[] };
  const walk = async (items: Raw[] | null): Promise<OutlineItem[]> =>
    Promise.all(
      (items ?? []).map(async (it) => {
        const dest = (typeof it.dest === 'string' ? await doc.getDestination(it.dest) : it.dest) as [{ num: number; gen: number }, ...unknown[]];
        return { title: it.title, page: await doc.getPageIndex(dest[0]), items: await walk(it.items) };
      }),
    );
  const outline = await walk((await doc.getOutline()) as Raw[] | null);
  await doc.destroy();
  return { pages, compact: pages.map(squeeze), sizes, outline };
}

export async function readXlsx(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: ExcelJS.CellValue[][] = [];
  ws.eachRow((row) => rows.push(SCHEDULE_COLUMNS.map((_c, i) => row.getCell(i + 1).value)));
  // The last row holds the totals (under its label in the first column) when there are records.
  const hasTotals = rows.length > 1 && ['Total', '合计'].includes(String(rows.at(-1)![0]));
  return { wb, ws, header: rows[0]!, rows: rows.slice(1, hasTotals ? -1 : undefined), totals: hasTotals ? rows.at(-1)! : null };
}

/** The index of a schedule column in the spreadsheet. */
export const col = (key: (typeof SCHEDULE_COLUMNS)[number]['key']) => SCHEDULE_COLUMNS.findIndex((c) => c.key === key);
