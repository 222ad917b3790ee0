import { withUnit, type Lang } from '@lampsheet/contracts';
import { A4_LANDSCAPE, ACCENT, AMBER, GREEN, HEAD_FILL, INK, MUTED, RULE, pdfDocument, type Font } from '../../documents/pdf-document.js';
import { PdfWriter, type Cell } from '../../documents/pdf-writer.js';
import { shareWidths, unbreakableWords } from '../../documents/table-words.js';
import { WORDS, type Bi } from '../../documents/words.js';
import type { SheetModel } from '../sheets/sheet-model.js';
import { drawSheet } from '../sheets/sheet-layout.js';
import { beamText, cellText, figureLines, isoDay, SCHEDULE_COLUMNS, scheduleNumber, type Schedule, type ScheduleColumnKey, type ScheduleRow } from './schedule-model.js';

/*
 * The project's schedule as one PDF: a cover, the schedule table on A4 landscape (header row
 * repeated on every page, long texts wrapped over as many lines as they need; a row taller than
 * a whole page continues on the next), then the sheet of every generated lamp parameter drawn by
 * the sheet's own layout into the same document (decision 013), with a bookmark for the schedule
 * and one per sheet. Pages are written out as soon as each part is done: the document is a stream.
 * Cover and table are written by the documents' one writer (documents/pdf-writer.ts).
 */

const WIDTH = A4_LANDSCAPE.right - A4_LANDSCAPE.left;
const STYLE = { body: 7.5, small: 6.2, head: 7.5, lineGap: 1, padX: 2.5, padY: 3.5 };
const { body: BODY, small: SMALL, padX: PAD_X } = STYLE;
const NBSP = '\u00a0';

/**
 * A column of the printed table: one or more of the spreadsheet's columns (`parts`), each on a
 * line of its own in the cell, in the order the head names them. Related data share a cell (type
 * mark and number; application and lamp type; colour, CCT and beam; power, voltage and IP), so
 * that the page holds twelve columns where the spreadsheet has thirty-eight, and the wrapping ones
 * (figures and layout, product, targets) get their room: nineteen columns side by side cut a
 * target cell as soon as a voltage grew wider (AC110-240V).
 */
interface PdfColumn {
  key: PdfColumnKey;
  label: Bi;
  parts: readonly ScheduleColumnKey[];
  /** Share of the table width: a column of short texts sits at its longest word (its share a token), the room left goes to the wrapping columns. */
  share: number;
  align?: 'right' | 'center';
}

type PdfColumnKey = 'mark' | 'kind' | 'light' | 'electrical' | 'quantity' | 'installedW' | 'layout' | 'product' | 'unitPrice' | 'lineTotal' | 'targets' | 'status';

/** The printed layout column's head: the record's calculated figures (Lavg, U0 per face, W/m²) above the layout they came from. */
const CALCULATED_IN_LAYOUT: Bi = { zh: '计算值 · 布灯', en: 'Calculated · layout' };

const label = (key: ScheduleColumnKey): Bi => SCHEDULE_COLUMNS.find((c) => c.key === key)!.label;
/**
 * The head of a shared cell, its parts in order, listed as each language lists: "色彩、色温、光束角" (the
 * mark keeps to the term before it), "Colour · CCT · beam" (the dot keeps to the word before it), so
 * no line of the head starts with a mark.
 */
const group = (...parts: Bi[]): Bi => ({ zh: parts.map((p) => p.zh).join('、'), en: parts.map((p) => p.en).join(`${NBSP}· `) });

/**
 * The printed table's columns: the spreadsheet's, grouped, less the surface sketch, the author, the
 * time of the last change (the sheets that follow name the sketch, the spreadsheet keeps them all),
 * the calculated figures' own columns (printed above the layout they came from) and the ten tender
 * columns: the tender items the chosen product gives are printed under its name in one paragraph
 * ("4,200 lm · Ra 92 · IP66"), the ones it does not give left out.
 */
export const PDF_COLUMNS: readonly PdfColumn[] = [
  { key: 'mark', label: group(label('typeMark'), label('no')), parts: ['typeMark', 'no'], share: 1 },
  { key: 'kind', label: group(label('surfaceType'), { zh: '灯具类型', en: 'lamp type' }), parts: ['surfaceType', 'lampType'], share: 1 },
  { key: 'light', label: group({ zh: '色彩', en: 'Colour' }, { zh: '色温', en: 'CCT' }, { zh: '光束角', en: 'beam' }), parts: ['colourType', 'colour', 'beamAngle'], share: 1 },
  { key: 'electrical', label: group({ zh: '功率', en: 'Power' }, { zh: '电压', en: 'voltage' }, { zh: '防护等级', en: 'IP' }), parts: ['power', 'voltage', 'ip'], share: 1 },
  { key: 'quantity', label: label('quantity'), parts: ['quantity'], share: 1, align: 'right' },
  { key: 'installedW', label: label('installedW'), parts: ['installedW'], share: 1, align: 'right' },
  { key: 'layout', label: CALCULATED_IN_LAYOUT, parts: ['layout'], share: 16 },
  { key: 'product', label: label('product'), parts: ['product'], share: 16 },
  { key: 'unitPrice', label: label('unitPrice'), parts: ['unitPrice'], share: 1, align: 'right' },
  { key: 'lineTotal', label: label('lineTotal'), parts: ['lineTotal'], share: 1, align: 'right' },
  { key: 'targets', label: label('targets'), parts: ['targets'], share: 22 },
  { key: 'status', label: label('status'), parts: ['status'], share: 1, align: 'center' },
];

/** Parts printed whole, each line on one line: the type mark, the figures and the status. */
const WHOLE_PARTS = new Set<ScheduleColumnKey>(['typeMark', 'power', 'beamAngle', 'quantity', 'installedW', 'unitPrice', 'lineTotal', 'status']);
/**
 * The widest columns, whose text wraps between words: when the page cannot hold every column's
 * longest word side by side, these give up their room first (a long model name may then break).
 */
const WRAPPING = new Set<PdfColumnKey>(['targets', 'product', 'layout']);

/** Columns printed in bold: what a reader looks a row up by. */
const BOLD_COLUMNS = new Set<PdfColumnKey>(['mark']);

/** A document for a schedule: zero margins (the layout places everything), pages kept until flushed. */
export function scheduleDocument(schedule: Schedule): PDFKit.PDFDocument {
  return pdfDocument({
    lang: schedule.lang,
    layout: 'landscape',
    title: `${WORDS.scheduleTitle[schedule.lang]} · ${schedule.projectName}`,
    subject: schedule.projectName,
    author: schedule.preparedBy,
    date: schedule.date,
  });
}

/** A figure line as printed: each figure kept with its name and unit ("U0 0.07", "20.4 cd/m²"), a line breaking only between figures. */
const gluedFigures = (line: string) => line.replace(/ (?=[\d−-])/gu, NBSP).replace(/(\d) (?=[^\s\d]*\/)/gu, `$1${NBSP}`);

/** A value with its unit as every value is printed (contracts' `withUnit`), the two kept on one line. */
const gluedUnit = (text: string, unit: string) => withUnit(text, unit).replace(/ (?=\S+$)/u, NBSP);

/** A part of a printed cell: a sign, its value and unit are kept on one line, a figure carries its unit. */
function partText(row: ScheduleRow, key: ScheduleColumnKey, lang: Lang): string {
  const text = cellText(row, key);
  switch (key) {
    // the product's name, then the tender items its fixture gives in one paragraph (a unit's slash is never a break: "lm/W", "L70/B50")
    case 'product':
      return [text, row.tender.join(' · ')].filter(Boolean).join('\n');
    // the calculated figures (a unit never broken at its slash), then each part of the layout ("X 0.6 m") on one line
    case 'layout':
      return [...figureLines(row, lang).map(gluedFigures), text.split(' · ').map((part) => part.replace(/ /g, NBSP)).join(' · ')].filter(Boolean).join('\n');
    case 'targets':
      return text.replace(/([≥≤]) (\S+)(?: (cd\/m²|cd|m|W|kg|°C)(?=$|[;；\n]))?/gu, (_all, sign: string, value: string, unit?: string) =>
        unit ? `${sign}${NBSP}${value}${NBSP}${unit}` : `${sign}${NBSP}${value}`,
      );
    // a figure in a shared cell says its unit: "49 W", "3500 K", "5°" (an RGB type's channels and an elliptic beam say theirs)
    case 'power':
      return text && gluedUnit(text, 'W');
    // colour temperatures with their unit; an RGB type's channels each whole on a line, the dot after it ("R 625 nm ·")
    case 'colour':
      return /^[\d /]+$/u.test(text) ? gluedUnit(text, 'K') : text.split(' · ').map((channel) => channel.replace(/ /g, NBSP)).join(`${NBSP}· `);
    // the beam in the map's notation ("5°", "10°×60°"), the spreadsheet's two numbers; the wide plane is in it
    case 'beamAngle':
      return beamText(row);
    default:
      return text;
  }
}

const columnOf = (key: PdfColumnKey) => PDF_COLUMNS.find((c) => c.key === key)!;

/** A printed cell's text: its parts, a line each ('' when it has none). */
export function pdfCellText(row: ScheduleRow, key: PdfColumnKey, lang: Lang): string {
  return columnOf(key)
    .parts.map((part) => partText(row, part, lang))
    .filter(Boolean)
    .join('\n');
}

/** A cell's text as printed: its value, else "not set" for a quantity, else a dash. */
export function printedText(row: ScheduleRow, key: PdfColumnKey, lang: Lang): string {
  return pdfCellText(row, key, lang) || (key === 'quantity' ? WORDS.quantityNotSet[lang].replace(/ /g, NBSP) : '—');
}

class ScheduleWriter extends PdfWriter {
  constructor(
    doc: PDFKit.PDFDocument,
    readonly schedule: Schedule,
  ) {
    const lang: Lang = schedule.lang;
    const bi = (b: Bi) => (lang === 'zh' ? `${b.zh} ${b.en}` : `${b.en} ${b.zh}`);
    super(doc, lang, A4_LANDSCAPE, STYLE, {
      header: `${WORDS.scheduleTitle[lang]}  ·  ${schedule.projectName}`,
      footer: `${bi(WORDS.scheduleTitle)}  ·  ${schedule.projectName}  ·  ${isoDay(schedule.date)}`,
    });
  }

  /**
   * Widths by the columns' shares, but never narrower than the header's longest word (a header word
   * is never broken) nor than the longest word of the column's cells (a type mark, number or figure
   * whole: XQD2050W035036 never reads "XQD2050W0 / 35036"; "Floodlighting", "temperatures" whole);
   * the wrapping columns (targets, product, layout) as wide as their longest word where the page has the room.
   */
  private columnWidths(): number[] {
    // pdfkit measures a word with the space after it, and breaks a word inside when that does not fit
    const widest = (text: string, font: Font, size: number) => Math.max(0, ...unbreakableWords(text).map((w) => this.textWidth(`${w} `, font, size)));
    const head = PDF_COLUMNS.map((c) => 2 * PAD_X + 1 + Math.max(widest(c.label[this.lang], 'bold', BODY), widest(c.label[this.other], 'regular', SMALL)));
    // a type mark or a figure is measured whole, each line of it; any other part by the words it may break between (a number after a hyphen or slash)
    const lineWidths = (text: string, font: Font) => Math.max(0, ...text.split('\n').map((line) => this.textWidth(`${line} `, font, BODY)));
    // a short text's words as a reader sees them, between spaces (控光点光源 whole where the page has the room)
    const spaced = (text: string, font: Font) => Math.max(0, ...text.split(/[^\S\u00a0]+/u).map((w) => this.textWidth(`${w} `, font, BODY)));
    type Measure = (text: string, font: Font, size: number) => number;
    const totals = this.totalsCells();
    const cellsOf = (c: PdfColumn, i: number, measureOf: (part: ScheduleColumnKey) => Measure | null) => {
      const font = BOLD_COLUMNS.has(c.key) ? 'bold' : 'regular';
      const texts = this.schedule.rows.flatMap((row) =>
        c.parts.map((part) => [measureOf(part), c.parts.length > 1 ? partText(row, part, this.lang) : printedText(row, c.key, this.lang)] as const),
      );
      return 2 * PAD_X + 1 + Math.max(lineWidths(totals[i]?.main ?? '', 'bold'), ...texts.map(([m, text]) => (m ? m(text, font, BODY) : 0)));
    };
    // as wide as they would like: a type mark, number and figure whole, a short text's words as spaced, the wrapping columns' words
    const body = PDF_COLUMNS.map((c, i) => cellsOf(c, i, (part) => (WHOLE_PARTS.has(part) || part === 'no' ? lineWidths : WRAPPING.has(c.key) ? widest : spaced)));
    // what stays whole however narrow the page: type marks and figures, a number's words (it may break after a hyphen or slash)
    const kept = PDF_COLUMNS.map((c, i) => Math.max(head[i]!, cellsOf(c, i, (part) => (WHOLE_PARTS.has(part) ? lineWidths : part === 'no' ? widest : null))));
    const whole = body.map((b, i) => Math.max(b, head[i]!));
    // every column's longest word, the wrapping ones' as far as the room left allows; when even that
    // does not fit, only the header's words, type marks, numbers and figures stay whole
    const firm = whole.map((w, i) => (WRAPPING.has(PDF_COLUMNS[i]!.key) ? head[i]! : w));
    const fits = firm.reduce((a, b) => a + b, 0) <= WIDTH;
    const minimums = fits ? firm : kept;
    return shareWidths(
      PDF_COLUMNS.map((c) => c.share),
      minimums,
      WIDTH,
      whole,
    );
  }

  // --- cover

  cover() {
    const s = this.schedule;
    const rows = s.rows;
    const generated = rows.filter((r) => r.generated).length;
    const LEFT = this.left;
    this.newPage();
    this.y = 80;
    this.pair(WORDS.scheduleTitle[this.lang], WORDS.scheduleTitle[this.other], LEFT, this.y, 'bold', 26, 13);
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
      [WORDS.project, s.projectName],
      [WORDS.location, s.location || '—'],
      [WORDS.date, isoDay(s.date)],
      [WORDS.preparedBy, s.preparedBy],
      [WORDS.lampParams, String(rows.length)],
      [WORDS.generated, String(generated)],
      [WORDS.draft, String(rows.length - generated)],
      [WORDS.sheetsIncluded, String(generated)],
      [WORDS.applicationTypes, typeList || '—'],
      [WORDS.totals, this.coverTotals()],
    ];
    const labelW = 170;
    const valueW = WIDTH * 0.62 - labelW;
    const factsTop = this.y;
    this.rule(this.y, 1, ACCENT, LEFT, LEFT + labelW + valueW);
    for (const [label, value] of items) {
      const h = Math.max(this.height(value, valueW - 2 * PAD_X - 4, 'bold', 10), 11 + SMALL + 2) + 2 * 5;
      this.doc.rect(LEFT, this.y, labelW, h).fillColor(HEAD_FILL).fill();
      this.write(label[this.lang], LEFT + 6, this.y + 5, labelW - 12, 'bold', 9);
      this.write(label[this.other], LEFT + 6, this.y + 5 + 11, labelW - 12, 'regular', SMALL, MUTED);
      this.write(value, LEFT + labelW + 8, this.y + 5, valueW - 2 * PAD_X - 4, 'bold', 10);
      this.y += h;
      this.rule(this.y, 0.4, RULE, LEFT, LEFT + labelW + valueW);
    }
    const note = rows.length ? WORDS.contentsText : WORDS.noLampParams;
    // below the facts when it fits above the footer, else beside them (a project of many types fills the page)
    let noteX = LEFT;
    let noteW = WIDTH * 0.62;
    let noteY = this.y + 18;
    const noteH = (w: number) => this.height(note[this.lang], w, 'regular', 9) + 2 + this.height(note[this.other], w, 'regular', SMALL + 1);
    if (noteY + noteH(noteW) > this.frame.bottom) {
      noteX = LEFT + labelW + valueW + 24;
      noteW = LEFT + WIDTH - noteX;
      noteY = factsTop;
    }
    this.write(note[this.lang], noteX, noteY, noteW, 'regular', 9, INK);
    noteY += this.height(note[this.lang], noteW, 'regular', 9) + 2;
    this.write(note[this.other], noteX, noteY, noteW, 'regular', SMALL + 1, MUTED);
  }

  /**
   * The totals as the cover states them: never "0 fixtures · 0 W" for records whose quantities are
   * not set; the records left out named.
   */
  private coverTotals(): string {
    const { rows, totals: t } = this.schedule;
    const zh = this.lang === 'zh';
    const count = (word: Bi, n: number) => word[this.lang].replace('{n}', String(n));
    if (!rows.length) return '—';
    if (t.rowsWithoutQuantity === rows.length) return count(WORDS.noQuantities, rows.length);
    const price = t.rowsWithoutPrice === rows.length ? WORDS.noPrices[this.lang] : `${scheduleNumber(t.price)}${zh ? ' 元' : ' CNY'}`;
    const sums = zh
      ? `灯具 ${scheduleNumber(t.quantity)} 套 · ${scheduleNumber(t.installedW)} W · ${price}`
      : `${scheduleNumber(t.quantity)} fixtures · ${scheduleNumber(t.installedW)} W · ${price}`;
    return t.rowsWithoutQuantity ? `${sums}${zh ? '；' : '; '}${count(WORDS.someWithoutQuantity, t.rowsWithoutQuantity)}` : sums;
  }

  // --- the table

  private cellsOf(row: ScheduleRow): Cell[] {
    return PDF_COLUMNS.map((c) => {
      const text = pdfCellText(row, c.key, this.lang);
      // lines break only between words: a short Chinese term (平均亮度) stays whole
      const cell: Cell = { main: printedText(row, c.key, this.lang), color: text ? INK : MUTED, wholeWords: true };
      if (BOLD_COLUMNS.has(c.key)) cell.font = 'bold';
      if (c.key === 'status') cell.color = row.generated ? GREEN : AMBER;
      return cell;
    });
  }

  /** The totals row: the label under the first columns, the sums under quantity, installed power and total. */
  totalsCells(): Cell[] {
    const t = this.schedule.totals;
    const sums: Partial<Record<PdfColumnKey, string>> = {
      mark: WORDS.total[this.lang],
      quantity: scheduleNumber(t.quantity),
      installedW: scheduleNumber(t.installedW),
      lineTotal: scheduleNumber(t.price),
    };
    return PDF_COLUMNS.map((c) => ({ main: sums[c.key] ?? '', font: 'bold' as const, color: INK }));
  }

  /** The schedule table from a new page on: the header repeated on every page, rows shaded in turn, the totals last. Answers the columns' widths. */
  scheduleTable(): number[] {
    this.newPage();
    const rows = this.schedule.rows.map((r) => this.cellsOf(r));
    const widths = this.columnWidths();
    this.table(
      PDF_COLUMNS.map((c) => ({ share: c.share, align: c.align })),
      PDF_COLUMNS.map((c) => this.headCell(c.label)),
      rows.length ? [...rows, this.totalsCells()] : rows,
      { widths, zebra: true, keepLastWithPrevious: true },
    );
    const t = this.schedule.totals;
    // a record without a quantity is in no total; one with a quantity but no unit price misses only the price total
    const noPriceOnly = t.rowsWithoutPrice - t.rowsWithoutQuantity;
    if (rows.length && (t.rowsWithoutQuantity || noPriceOnly > 0)) {
      const said = (word: Bi, n: number) =>
        this.lang === 'zh' ? word.zh.replace('{n}', String(n)) : word.en.replace('{n}', (n === 1 ? WORDS.record : WORDS.records).en.replace('{n}', String(n)));
      const note = [t.rowsWithoutQuantity ? said(WORDS.leftOutNoQuantity, t.rowsWithoutQuantity) : '', noPriceOnly > 0 ? said(WORDS.leftOutNoPrice, noPriceOnly) : '']
        .filter(Boolean)
        .join(this.lang === 'zh' ? '' : ' ');
      this.write(note, this.left + PAD_X, this.y + 4, WIDTH, 'regular', SMALL, MUTED);
      this.y += this.height(note, WIDTH, 'regular', SMALL) + 4;
    }
    if (!this.schedule.rows.length) {
      this.write(WORDS.noLampParams[this.lang], this.left + PAD_X, this.y + 8, WIDTH, 'regular', BODY + 1, MUTED);
    }
    return widths;
  }
}

/**
 * Write the cover and the schedule table into `doc` (at once, a fraction of a second even for
 * hundreds of rows), with the schedule's bookmark, and write their pages out. Answers the table's
 * column widths (from the frame's left edge).
 */
export function writeScheduleTable(doc: PDFKit.PDFDocument, schedule: Schedule): number[] {
  const writer = new ScheduleWriter(doc, schedule);
  writer.cover();
  const widths = writer.scheduleTable();
  // The schedule's bookmark points at its first table page (the page after the cover). pdfkit
  // aims an item at the page's right edge unless it is told to fit the page.
  outline(doc).addItem(WORDS.scheduleTitle[schedule.lang], { pageNumber: 1, fit: true });
  writer.footers();
  doc.flushPages();
  return widths;
}

/**
 * Draws the generated records' sheets into the schedule's document, one call a sheet, each from a
 * new page with a bookmark under "Lamp parameter sheets (n)", its pages written out at once.
 */
export function scheduleSheetWriter(doc: PDFKit.PDFDocument, schedule: Schedule): (row: ScheduleRow, model: SheetModel) => Promise<void> {
  const lang = schedule.lang;
  const count = schedule.rows.filter((r) => r.generated).length;
  let sheets: Outline | null = null;
  return async (row, model) => {
    await drawSheet(doc, model, () => {
      sheets ??= outline(doc).addItem(`${WORDS.sheets[lang]} (${count})`, { fit: true, expanded: true });
      sheets.addItem([row.no, row.surfaceType].filter(Boolean).join(' · '), { fit: true });
    });
    doc.flushPages();
  };
}

/** pdfkit's outline with the options its types leave out. */
interface Outline {
  addItem(title: string, options?: { expanded?: boolean; fit?: boolean; pageNumber?: number }): Outline;
}
const outline = (doc: PDFKit.PDFDocument) => doc.outline as unknown as Outline;
