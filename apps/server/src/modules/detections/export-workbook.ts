import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { DATA_SOURCE_LABELS, SELECTION_EXPORT_LABELS, dataSourceOf, type DetectionRow, type Lang } from '@lampsheet/contracts';
import type { ExportColumn, SelectionExport } from './service.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Width of a header in characters, a CJK character counting two. */
const textWidth = (s: string) => [...s].reduce((w, c) => w + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 2 : 1), 0);

/** Where a picture is served: an absolute address as it is, a media path under the media prefix, on the request's origin. */
export function pictureAddress(path: string, mediaBaseUrl: string, origin: string): string {
  if (/^https?:/.test(path)) return path;
  const address = path.startsWith('/') ? path : `${mediaBaseUrl}${path}`;
  return address.startsWith('/') ? `${origin}${address}` : address;
}

/** A cell's value: numbers as numbers, words in the request's language, blanks empty. */
function cellOf(row: DetectionRow, column: ExportColumn, lang: Lang, picture: (path: string) => string): string | number | null {
  if (column.kind === 'source') return DATA_SOURCE_LABELS[dataSourceOf(row)][lang];
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'dataType':
      return SELECTION_EXPORT_LABELS[`dataType${row.dataType}`][lang];
    case 'face':
      return SELECTION_EXPORT_LABELS[row.surfaceType === 'B' ? 'faceB' : 'faceA'][lang];
    case 'picture':
      return picture(String(value));
    default:
      return typeof value === 'number' || typeof value === 'string' ? value : String(value);
  }
}

/**
 * Writes the export as one worksheet through exceljs's streaming writer into `out`: the header
 * row (bold, frozen), then each chunk's rows committed as they come, so the workbook is never
 * held whole (shared strings off, no hyperlinks — both would be kept until the end). Waits for
 * `out` to drain between chunks (after a turn of the event loop); stops when `aborted()` turns true (the client went away).
 */
export async function writeSelectionWorkbook(
  out: PassThrough,
  plan: SelectionExport,
  options: { lang: Lang; mediaBaseUrl: string; origin: string; aborted: () => boolean },
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Lampsheet';
  const sheet = workbook.addWorksheet(SELECTION_EXPORT_LABELS.sheet[options.lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = plan.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.kind === 'picture' ? 48 : Math.max(10, Math.min(40, textWidth(c.header) + 2)),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const picture = (path: string) => pictureAddress(path, options.mediaBaseUrl, options.origin);
  for await (const rows of plan.chunks()) {
    if (options.aborted()) break;
    for (const row of rows) sheet.addRow(plan.columns.map((c) => cellOf(row, c, options.lang, picture))).commit();
    // Let the zip's deflate (zlib, off the main thread) and the socket take what was written:
    // SQLite answers without leaving the microtask queue, so without this turn every row would
    // be queued before the first byte left. Then wait while the reply's buffer is full.
    await nextTurn();
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
}
