import PDFDocument from 'pdfkit';
import type { Lang } from '@lampsheet/contracts';
import type { Bi, SheetModel } from '../sheets/sheet-model.js';
import { ACCENT, drawSheet, HEAD_FILL, INK, MUTED, registerSheetFonts, RULE, SHEET_FONTS, sheetFontAscent } from '../sheets/sheet-layout.js';
import { cellText, isoDay, SCHEDULE_COLUMNS, SCHEDULE_WORDS, type Schedule, type ScheduleColumnKey, type ScheduleRow } from './schedule-model.js';

/*
 * The project's schedule as one PDF: a cover, the schedule table on A4 landscape (header row
 * repeated on every page, long texts wrapped over as many lines as they need; a row taller than
 * a whole page continues on the next), then the sheet of every generated lamp parameter drawn by
 * the sheet's own layout into the same document (decision 013), with a bookmark for the schedule
 * and one per sheet. Pages are written out as soon as each part is done: the document is a stream.
 */

const PAGE_W = 841.89;
const PAGE_H = 595.28;
const LEFT = 32;
const RIGHT = PAGE_W - 32;
const WIDTH = RIGHT - LEFT;
const TOP = 62;
const BOTTOM = PAGE_H - 44;

// the sheet's colours (INK, MUTED, ACCENT, RULE, HEAD_FILL), and the table's own
const ZEBRA = '#f8fafc';
const GREEN = '#1f8a4c';
const AMBER = '#c77700';

const F = SHEET_FONTS;
type Font = keyof typeof F;
const BODY = 7.5;
const SMALL = 6.2;
const LINE_GAP = 1;
const PAD_X = 3.5;
const PAD_Y = 3.5;

/** Shares of the table width and alignment, per column. */
const LAYOUT: Record<ScheduleColumnKey, { share: number; align?: 'right' | 'center' }> = {
  no: { share: 8 },
  surfaceType: { share: 7.5 },
  lampType: { share: 6 },
  sketch: { share: 8.5 },
  colourType: { share: 7 },
  colour: { share: 7.5 },
  beamAngle: { share: 5.5, align: 'center' },
  power: { share: 5, align: 'right' },
  voltage: { share: 5.5 },
  ip: { share: 5 },
  targets: { share: 20 },
  status: { share: 5.5, align: 'center' },
  creator: { share: 5.5 },
  updated: { share: 6.5 },
};

interface Cell {
  text: string;
  font?: Font;
  color?: string;
  align?: 'left' | 'right' | 'center';
}

/** pdfkit's document options less what its types leave out (`highWaterMark` of the stream). */
type DocOptions = PDFKit.PDFDocumentOptions & { highWaterMark?: number };

/** Bytes the document may hold unread before the next sheet waits for the client. */
const HIGH_WATER_MARK = 1024 * 1024;

/**
 * A document for a schedule: zero margins (the layout places everything), pages kept until
 * flushed; `highWaterMark`: the bytes it holds unread before the next sheet waits.
 */
export function scheduleDocument(schedule: Schedule, highWaterMark = HIGH_WATER_MARK): PDFKit.PDFDocument {
  const title = `${SCHEDULE_WORDS.title[schedule.lang]} · ${schedule.projectName}`;
  const options: DocOptions = {
    size: 'A4',
    layout: 'landscape',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    lang: schedule.lang === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    highWaterMark,
    info: {
      Title: title,
      Subject: schedule.projectName,
      Author: schedule.preparedBy,
      Creator: 'Lampsheet',
      Producer: 'Lampsheet',
      CreationDate: schedule.date,
      ModDate: schedule.date,
    },
  };
  const doc = new PDFDocument(options);
  registerSheetFonts(doc);
  return doc;
}

class ScheduleWriter {
  readonly lang: Lang;
  readonly other: Lang;
  y = TOP;
  private readonly ascent = sheetFontAscent();
  private widths: number[] = [];

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly schedule: Schedule,
  ) {
    this.lang = schedule.lang;
    this.other = schedule.lang === 'zh' ? 'en' : 'zh';
  }

  /**
   * Widths by the columns' shares, but never narrower than the column's longest word (a CJK
   * letter is a word of its own: Chinese breaks anywhere), so no word is broken inside; the
   * room a column needs beyond its share is taken from the columns with room to spare.
   */
  private columnWidths(): number[] {
    const total = SCHEDULE_COLUMNS.reduce((a, c) => a + LAYOUT[c.key].share, 0);
    const widths = SCHEDULE_COLUMNS.map((c) => (LAYOUT[c.key].share / total) * WIDTH);
    const words = (text: string) => text.split(/\s+|(?<=[\u2e80-\u9fff\uff00-\uffef])|(?=[\u2e80-\u9fff\uff00-\uffef])/u).filter(Boolean);
    const widest = (text: string, font: Font, size: number) => {
      this.doc.font(F[font]).fontSize(size);
      return Math.max(0, ...words(text).map((w) => this.doc.widthOfString(w)));
    };
    const mins = SCHEDULE_COLUMNS.map((c) =>
      Math.min(
        WIDTH / 4,
        2 * PAD_X +
          1 +
          Math.max(
            widest(c.label[this.lang], 'bold', BODY),
            widest(c.label[this.other], 'regular', SMALL),
            ...this.schedule.rows.map((r) => widest(this.cellText(r, c.key), c.key === 'no' ? 'bold' : 'regular', BODY)),
          ),
      ),
    );
    for (let round = 0; round < SCHEDULE_COLUMNS.length; round++) {
      const deficit = widths.reduce((a, w, i) => a + Math.max(0, mins[i]! - w), 0);
      if (deficit < 0.01) break;
      const slack = widths.map((w, i) => Math.max(0, w - mins[i]!));
      const spare = slack.reduce((a, b) => a + b, 0);
      if (spare <= 0) break;
      const take = Math.min(1, deficit / spare);
      widths.forEach((w, i) => (widths[i] = w < mins[i]! ? mins[i]! : w - slack[i]! * take));
    }
    return widths;
  }

  /** A cell's text as printed: a sign, its value and unit are kept on one line. */
  cellText(row: ScheduleRow, key: ScheduleColumnKey): string {
    const text = cellText(row, key);
    if (key !== 'targets') return text;
    return text.replace(/([≥≤]) (\S+)(?: (cd\/m²|cd|m|W|kg|°C)(?=$|[;；\n]))?/gu, (_all, sign: string, value: string, unit?: string) =>
      unit ? `${sign}\u00a0${value}\u00a0${unit.replace('/', '\u2215')}` : `${sign}\u00a0${value}`,
    );
  }

  private use(font: Font, size: number, color = INK) {
    this.doc.font(F[font]).fontSize(size).fillColor(color);
  }

  private height(text: string, width: number, font: Font = 'regular', size = BODY): number {
    if (!text) return 0;
    this.use(font, size);
    return this.doc.heightOfString(text, { width, lineGap: LINE_GAP });
  }

  private write(text: string, x: number, y: number, width: number, font: Font = 'regular', size = BODY, color = INK, align: 'left' | 'right' | 'center' = 'left') {
    if (!text) return;
    this.use(font, size, color);
    this.doc.text(text, x, y, { width, lineGap: LINE_GAP, align });
  }

  /** A main text and a smaller muted one after it on the same baseline. */
  private pair(main: string, sub: string, x: number, y: number, mainFont: Font, mainSize: number, subSize: number, color = INK) {
    this.use(mainFont, mainSize, color);
    this.doc.text(main, x, y, { lineBreak: false });
    const w = this.doc.widthOfString(main);
    const shift = this.ascent[mainFont] * mainSize - this.ascent.regular * subSize;
    this.use('regular', subSize, MUTED);
    this.doc.text(sub, x + w + 6, y + shift, { lineBreak: false });
  }

  private bi(b: Bi) {
    return `${b[this.lang]} ${b[this.other]}`;
  }

  /** The longest head of `text` that fits `maxHeight` in `width` (cut at a line or a space when near). */
  private fit(text: string, width: number, maxHeight: number, font: Font): { head: string; tail: string } {
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.height(text.slice(0, mid), width, font) <= maxHeight) lo = mid;
      else hi = mid - 1;
    }
    const window = text.slice(Math.max(0, lo - 24), lo);
    const soft = Math.max(window.lastIndexOf('\n'), window.lastIndexOf(' '), window.lastIndexOf('；'), window.lastIndexOf(';'));
    const cut = soft >= 0 && lo < text.length ? lo - window.length + soft + 1 : lo;
    return { head: text.slice(0, cut).trimEnd(), tail: text.slice(cut).trimStart() };
  }

  // --- pages

  newPage() {
    this.doc.addPage({ size: 'A4', layout: 'landscape', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    const y = 24;
    this.use('bold', 10, ACCENT);
    this.doc.text('Lampsheet', LEFT, y, { lineBreak: false });
    const right = `${SCHEDULE_WORDS.title[this.lang]}  ·  ${this.schedule.projectName}`;
    this.use('regular', SMALL + 1.3, MUTED);
    const w = Math.min(this.doc.widthOfString(right), WIDTH - 120);
    this.doc.text(right, RIGHT - w, y + 2.5, { width: w, lineBreak: false, ellipsis: true, height: 12 });
    this.doc.moveTo(LEFT, 42).lineTo(RIGHT, 42).lineWidth(0.8).strokeColor(ACCENT).stroke();
    this.y = TOP;
  }

  /** Footers on the cover and table pages, numbered among themselves (the sheets number their own). */
  footers() {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const y = PAGE_H - 30;
      this.doc.moveTo(LEFT, y - 6).lineTo(RIGHT, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
      const left = `${this.bi(SCHEDULE_WORDS.title)}  ·  ${this.schedule.projectName}  ·  ${isoDay(this.schedule.date)}`;
      this.use('regular', SMALL + 0.5, MUTED);
      this.doc.text(left, LEFT, y, { width: WIDTH - 80, lineBreak: false, ellipsis: true, height: 10 });
      this.use('bold', SMALL + 1, INK);
      this.doc.text(`${i + 1} / ${range.count}`, RIGHT - 80, y, { width: 80, align: 'right', lineBreak: false });
    }
  }

  // --- cover

  cover() {
    const s = this.schedule;
    const rows = s.rows;
    const generated = rows.filter((r) => r.generated).length;
    this.newPage();
    this.y = 96;
    this.pair(SCHEDULE_WORDS.title[this.lang], SCHEDULE_WORDS.title[this.other], LEFT, this.y, 'bold', 26, 13);
    this.y += 44;
    this.write(s.projectName, LEFT, this.y, WIDTH, 'bold', 18, ACCENT);
    this.y += this.height(s.projectName, WIDTH, 'bold', 18) + 6;
    if (s.description) {
      this.write(s.description, LEFT, this.y, WIDTH * 0.7, 'regular', 10, MUTED);
      this.y += this.height(s.description, WIDTH * 0.7, 'regular', 10);
    }
    this.y += 22;

    const types = new Map<string, number>();
    for (const r of rows) if (r.surfaceType) types.set(r.surfaceType, (types.get(r.surfaceType) ?? 0) + 1);
    const typeList = [...types].map(([name, n]) => `${name} ×${n}`).join(this.lang === 'zh' ? '、' : ', ');
    const items: Array<[Bi, string]> = [
      [SCHEDULE_WORDS.project, s.projectName],
      [SCHEDULE_WORDS.location, s.location || '—'],
      [SCHEDULE_WORDS.date, isoDay(s.date)],
      [SCHEDULE_WORDS.preparedBy, s.preparedBy],
      [SCHEDULE_WORDS.lampParams, String(rows.length)],
      [SCHEDULE_WORDS.generated, String(generated)],
      [SCHEDULE_WORDS.draft, String(rows.length - generated)],
      [SCHEDULE_WORDS.sheetsIncluded, String(generated)],
      [SCHEDULE_WORDS.applicationTypes, typeList || '—'],
    ];
    const labelW = 170;
    const valueW = WIDTH * 0.62 - labelW;
    this.doc.moveTo(LEFT, this.y).lineTo(LEFT + labelW + valueW, this.y).lineWidth(1).strokeColor(ACCENT).stroke();
    for (const [label, value] of items) {
      const h = Math.max(this.height(value, valueW - 2 * PAD_X - 4, 'bold', 10), 11 + SMALL + 2) + 2 * 5;
      this.doc.rect(LEFT, this.y, labelW, h).fillColor(HEAD_FILL).fill();
      this.write(label[this.lang], LEFT + 6, this.y + 5, labelW - 12, 'bold', 9);
      this.write(label[this.other], LEFT + 6, this.y + 5 + 11, labelW - 12, 'regular', SMALL, MUTED);
      this.write(value, LEFT + labelW + 8, this.y + 5, valueW - 2 * PAD_X - 4, 'bold', 10);
      this.y += h;
      this.doc.moveTo(LEFT, this.y).lineTo(LEFT + labelW + valueW, this.y).lineWidth(0.4).strokeColor(RULE).stroke();
    }
    this.y += 18;
    const note = rows.length ? SCHEDULE_WORDS.contentsText : SCHEDULE_WORDS.none;
    this.write(note[this.lang], LEFT, this.y, WIDTH * 0.62, 'regular', 9, INK);
    this.y += this.height(note[this.lang], WIDTH * 0.62, 'regular', 9) + 2;
    this.write(note[this.other], LEFT, this.y, WIDTH * 0.62, 'regular', SMALL + 1, MUTED);
  }

  // --- the table

  private cellsOf(row: ScheduleRow): Cell[] {
    return SCHEDULE_COLUMNS.map((c) => {
      const text = this.cellText(row, c.key);
      const cell: Cell = { text: text || '—', align: LAYOUT[c.key].align, color: text ? INK : MUTED };
      if (c.key === 'no') cell.font = 'bold';
      if (c.key === 'status') cell.color = row.generated ? GREEN : AMBER;
      return cell;
    });
  }

  private cellHeight(cell: Cell, width: number): number {
    return this.height(cell.text, width - 2 * PAD_X, cell.font ?? 'regular') + 2 * PAD_Y;
  }

  private rowHeight(cells: Cell[]): number {
    return Math.max(...cells.map((c, i) => this.cellHeight(c, this.widths[i]!)));
  }

  private headCells(): Array<{ main: string; alt: string }> {
    return SCHEDULE_COLUMNS.map((c) => ({ main: c.label[this.lang], alt: c.label[this.other] }));
  }

  private headHeight(): number {
    return Math.max(
      ...this.headCells().map((c, i) => {
        const inner = this.widths[i]! - 2 * PAD_X;
        return this.height(c.main, inner, 'bold', BODY) + 1 + this.height(c.alt, inner, 'regular', SMALL) + 2 * PAD_Y;
      }),
    );
  }

  private drawHead() {
    const h = this.headHeight();
    this.doc.rect(LEFT, this.y, WIDTH, h).fillColor(HEAD_FILL).fill();
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(1).strokeColor(ACCENT).stroke();
    let x = LEFT;
    this.headCells().forEach((c, i) => {
      const w = this.widths[i]!;
      const inner = w - 2 * PAD_X;
      const align = LAYOUT[SCHEDULE_COLUMNS[i]!.key].align ?? 'left';
      this.write(c.main, x + PAD_X, this.y + PAD_Y, inner, 'bold', BODY, INK, align);
      const mh = this.height(c.main, inner, 'bold', BODY);
      this.write(c.alt, x + PAD_X, this.y + PAD_Y + mh + 1, inner, 'regular', SMALL, MUTED, align);
      x += w;
    });
    this.y += h;
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.8).strokeColor('#aab4c0').stroke();
  }

  private drawRow(cells: Cell[], height: number, shaded: boolean) {
    if (shaded) this.doc.rect(LEFT, this.y, WIDTH, height).fillColor(ZEBRA).fill();
    let x = LEFT;
    cells.forEach((cell, i) => {
      const w = this.widths[i]!;
      this.write(cell.text, x + PAD_X, this.y + PAD_Y, w - 2 * PAD_X, cell.font ?? 'regular', BODY, cell.color ?? INK, cell.align ?? 'left');
      x += w;
    });
    this.y += height;
    this.doc.moveTo(LEFT, this.y).lineTo(RIGHT, this.y).lineWidth(0.4).strokeColor(RULE).stroke();
  }

  private tablePage() {
    this.newPage();
    this.drawHead();
  }

  /** The schedule table from a new page on. */
  table() {
    this.widths = this.columnWidths();
    this.tablePage();
    const firstRowY = this.y;
    this.schedule.rows.forEach((row, index) => {
      let cells = this.cellsOf(row);
      for (;;) {
        const h = this.rowHeight(cells);
        if (this.y + h <= BOTTOM) {
          this.drawRow(cells, h, index % 2 === 1);
          return;
        }
        // A row moves whole to the next page; only one taller than a whole page is split, each
        // cell's text continuing under the repeated header (and then not on a nearly full page).
        if (this.y > firstRowY && (h <= BOTTOM - firstRowY || BOTTOM - this.y < 60)) {
          this.tablePage();
          continue;
        }
        const room = BOTTOM - this.y - 2 * PAD_Y;
        const pieces = cells.map((c, i) => this.fit(c.text, this.widths[i]! - 2 * PAD_X, room, c.font ?? 'regular'));
        this.drawRow(
          cells.map((c, i) => ({ ...c, text: pieces[i]!.head })),
          BOTTOM - this.y,
          index % 2 === 1,
        );
        cells = cells.map((c, i) => ({ ...c, text: pieces[i]!.tail }));
        this.tablePage();
      }
    });
    if (!this.schedule.rows.length) {
      this.write(SCHEDULE_WORDS.none[this.lang], LEFT + PAD_X, this.y + 8, WIDTH, 'regular', BODY + 1, MUTED);
    }
  }
}

/**
 * Resolves once the client has read the document below its high-water mark (or gone away), so
 * the next sheet is drawn only when the last has left: memory holds about one sheet, whatever the
 * number of sheets. pdfkit's stream never asks for data itself; Node calls `_read` when the
 * reader wants more, which is the signal.
 */
function readDemand(doc: PDFKit.PDFDocument): () => Promise<void> {
  let wake: (() => void) | null = null;
  const stream = doc as unknown as { _read: (size: number) => void };
  const original = stream._read.bind(doc);
  stream._read = (size: number) => {
    original(size);
    wake?.();
    wake = null;
  };
  doc.once('close', () => wake?.());
  return () =>
    doc.destroyed || doc.readableLength < doc.readableHighWaterMark ? Promise.resolve() : new Promise<void>((resolve) => (wake = resolve));
}

/**
 * Write the cover and the schedule table into `doc` (at once, a fraction of a second even for
 * hundreds of rows), with the schedule's bookmark, and write their pages out.
 */
export function writeScheduleTable(doc: PDFKit.PDFDocument, schedule: Schedule): void {
  const writer = new ScheduleWriter(doc, schedule);
  writer.cover();
  writer.table();
  // The schedule's bookmark points at its first table page (the page after the cover). pdfkit
  // aims an item at the page's right edge unless it is told to fit the page.
  outline(doc).addItem(SCHEDULE_WORDS.title[schedule.lang], { pageNumber: 1, fit: true });
  writer.footers();
  doc.flushPages();
}

/**
 * After the table: each generated lamp parameter's sheet (`sheetOf` gathers its model), one after
 * the other, each written out and read by the client before the next is gathered, each with a
 * bookmark; then the document ends. Stops when the reader has gone (`doc.destroyed`).
 */
export async function writeScheduleSheets(doc: PDFKit.PDFDocument, schedule: Schedule, sheetOf: (row: ScheduleRow) => Promise<SheetModel>): Promise<void> {
  const demand = readDemand(doc);
  const lang = schedule.lang;
  const generated = schedule.rows.filter((r) => r.generated);
  let sheets: Outline | null = null;
  for (const row of generated) {
    await demand();
    if (doc.destroyed) return;
    const model = await sheetOf(row);
    if (doc.destroyed) return;
    await drawSheet(doc, model, () => {
      sheets ??= outline(doc).addItem(`${SCHEDULE_WORDS.sheets[lang]} (${generated.length})`, { fit: true, expanded: true });
      sheets.addItem([row.no, row.surfaceType].filter(Boolean).join(' · '), { fit: true });
    });
    doc.flushPages();
  }
  doc.end();
}

/** pdfkit's outline with the options its types leave out. */
interface Outline {
  addItem(title: string, options?: { expanded?: boolean; fit?: boolean; pageNumber?: number }): Outline;
}
const outline = (doc: PDFKit.PDFDocument) => doc.outline as unknown as Outline;
