import SVGtoPDF from 'svg-to-pdfkit';
import type { Lang } from '@lampsheet/contracts';
import { ACCENT, FONT_NAMES, fontAscent, HEAD_FILL, HEAD_RULE, INK, MUTED, RULE, ZEBRA, type Align, type Font, type PageFrame, type TextStyle } from './pdf-document.js';
import type { Picture } from './picture-fit.js';
import { unbreakableWords } from './table-words.js';
import { WORDS, type Bi } from './words.js';

/*
 * The one writer of Lampsheet's PDF documents (the lamp parameter sheet, the project's schedule):
 * text, fitting a text to a height, paging with a running header and numbered footers, pictures,
 * and a table that repeats its header and splits rows. The layout keeps its own cursor and breaks
 * pages itself (pdfkit's automatic breaks are off: zero margins, `pdfDocument`).
 */

const PNG_DATA = 'data:image/png;base64,';

/** A table cell: the text in the document's language and, when it differs, the other language. */
export interface Cell {
  main: string;
  alt?: string;
  font?: Font;
  size?: number;
  color?: string;
  fill?: string;
  align?: Align;
  /** Always put the other language on a line of its own (labels and column heads). */
  stack?: boolean;
  /** Lines break only between words (`unbreakableWords`; column heads): a short CJK term stays whole. */
  wholeWords?: boolean;
}

export interface Column {
  /** Share of the table width. */
  share: number;
  align?: Align;
}

export interface TableOptions {
  x0?: number;
  total?: number;
  /** Column widths in points (instead of the columns' shares of `total`). */
  widths?: number[];
  /** Rows shorter than this move whole to the next page; a taller one is cut between lines. */
  wholeRowsUpTo?: number;
  /** A row is never split with less room than this left on the page: it starts on the next one. */
  minSplitRoom?: number;
  /** Shade every second row. */
  zebra?: boolean;
  /** The last row (a totals row) never stands alone at the top of a page: the row before it moves on with it. */
  keepLastWithPrevious?: boolean;
}

/** A text cut where it must continue on the next page. */
interface Fit {
  head: string;
  tail: string;
}

/** Where a text may be cut: a space, a line end, or after Chinese or Latin punctuation. */
const SOFT_BREAKS = [' ', '\n', '，', '。', '；', '、', ',', '.', ';'];

/** The texts a document repeats on its pages: right of the running header, left of the footer. */
export interface RunningTexts {
  header: string;
  footer: string;
}

/**
 * A cursor on the pages of a document, in the document's language first. Parts of a document
 * (the sheet, the schedule's cover and table) write through one writer each; a writer numbers
 * its own pages.
 */
export class PdfWriter {
  readonly other: Lang;
  y: number;
  /** The section being written, named again at the top of a page it continues on. */
  section: Bi | null = null;
  private readonly ascent = fontAscent();
  /** The document's page index (as `switchToPage` counts) of the writer's first page. */
  private firstPage = -1;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly lang: Lang,
    readonly frame: PageFrame,
    readonly style: TextStyle,
    private readonly running: RunningTexts,
  ) {
    this.other = lang === 'zh' ? 'en' : 'zh';
    this.y = frame.top;
  }

  get left(): number {
    return this.frame.left;
  }

  get width(): number {
    return this.frame.right - this.frame.left;
  }

  /** "主 Secondary": the document's language first. */
  bi(b: Bi): string {
    return `${b[this.lang]} ${b[this.other]}`;
  }

  // --- text

  use(font: Font, size: number, color = INK): void {
    this.doc.font(FONT_NAMES[font]).fontSize(size).fillColor(color);
  }

  height(text: string, width: number, font: Font = 'regular', size = this.style.body): number {
    if (!text) return 0;
    this.use(font, size);
    return this.doc.heightOfString(text, { width, lineGap: this.style.lineGap });
  }

  textWidth(text: string, font: Font, size: number): number {
    this.use(font, size);
    return this.doc.widthOfString(text);
  }

  write(text: string, x: number, y: number, width: number, font: Font = 'regular', size = this.style.body, color = INK, align: Align = 'left'): void {
    if (!text) return;
    this.use(font, size, color);
    this.doc.text(text, x, y, { width, lineGap: this.style.lineGap, align });
  }

  /** Two runs on one baseline: a main text and a smaller, muted one after it. */
  pair(main: string, sub: string, x: number, y: number, mainFont: Font, mainSize: number, subSize: number, mainColor = INK, gap = 5): void {
    this.use(mainFont, mainSize, mainColor);
    this.doc.text(main, x, y, { lineBreak: false });
    const w = this.doc.widthOfString(main);
    const shift = this.ascent[mainFont] * mainSize - this.ascent.regular * subSize;
    this.use('regular', subSize, MUTED);
    this.doc.text(sub, x + w + gap, y + shift, { lineBreak: false });
  }

  /** A line across the frame (or from `x0` to `x1`). */
  rule(y: number, width: number, color: string, x0 = this.frame.left, x1 = this.frame.right): void {
    this.doc.moveTo(x0, y).lineTo(x1, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** The longest head of `text` that fits `maxHeight`, cut at a space or punctuation when one is near. */
  fit(text: string, width: number, maxHeight: number, font: Font = 'regular', size = this.style.body): Fit {
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.height(text.slice(0, mid), width, font, size) <= maxHeight) lo = mid;
      else hi = mid - 1;
    }
    let cut = lo;
    const window = text.slice(Math.max(0, lo - 24), lo);
    const soft = Math.max(...SOFT_BREAKS.map((p) => window.lastIndexOf(p)));
    if (soft >= 0 && lo < text.length) cut = lo - window.length + soft + 1;
    return { head: text.slice(0, cut).trimEnd(), tail: text.slice(cut).trimStart() };
  }

  // --- pages

  newPage(): void {
    this.doc.addPage({ size: 'A4', layout: this.frame.layout, margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    if (this.firstPage < 0) {
      const range = this.doc.bufferedPageRange();
      this.firstPage = range.start + range.count - 1;
    }
    this.runningHeader();
    this.y = this.frame.top;
    if (this.section) {
      const cont = this.lang === 'zh' ? `${this.section.zh}（续）` : `${this.section.en} (continued)`;
      const other = this.lang === 'zh' ? `${this.section.en} (continued)` : `${this.section.zh}（续）`;
      this.pair(cont, other, this.frame.left, this.y, 'bold', this.style.body, this.style.small, MUTED);
      this.y += 16;
    }
  }

  room(): number {
    return this.frame.bottom - this.y;
  }

  /** Start a new page unless `height` fits below the cursor. */
  ensure(height: number): void {
    if (height > this.room()) this.newPage();
  }

  private runningHeader(): void {
    const { left, right } = this.frame;
    const y = 26;
    this.use('bold', 10, ACCENT);
    this.doc.text('Lampsheet', left, y, { lineBreak: false });
    this.use('regular', 7.5, MUTED);
    const w = Math.min(this.doc.widthOfString(this.running.header), this.width - 120);
    this.doc.text(this.running.header, right - w, y + 2.5, { width: w, lineBreak: false, ellipsis: true, height: 12 });
    this.rule(44, 0.8, ACCENT);
  }

  /** Footers need the page count: written once every page of the writer exists, numbered among themselves. */
  footers(): void {
    const range = this.doc.bufferedPageRange();
    const count = range.start + range.count - this.firstPage;
    const { left, right } = this.frame;
    const y = this.frame.bottom + 14;
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(this.firstPage + i);
      this.rule(y - 6, 0.5, RULE);
      this.use('regular', 7, MUTED);
      this.doc.text(this.running.footer, left, y, { width: this.width - 80, lineBreak: false, ellipsis: true, height: 10 });
      this.use('bold', 7.5, INK);
      this.doc.text(`${i + 1} / ${count}`, right - 80, y, { width: 80, align: 'right', lineBreak: false });
    }
  }

  /** Free text across the frame that may run over pages, split between lines. */
  paragraph(text: string): void {
    const x = this.frame.left + this.style.padX;
    const w = this.width - 2 * this.style.padX;
    let rest = text;
    while (rest) {
      const h = this.height(rest, w);
      if (h <= this.room()) {
        this.write(rest, x, this.y, w);
        this.y += h;
        return;
      }
      const piece = this.room() < 40 ? null : this.fit(rest, w, this.room());
      if (piece?.head) {
        this.write(piece.head, x, this.y, w);
        rest = piece.tail;
      }
      this.newPage();
    }
  }

  // --- tables

  /** A column head: the document's language, the other below it. */
  headCell(b: Bi): Cell {
    return { main: b[this.lang], alt: b[this.other], font: 'bold', size: this.style.head, fill: HEAD_FILL, stack: true, wholeWords: true };
  }

  /**
   * The text with its lines ended where a line `width` wide must end, only between words a line may
   * break between (`unbreakableWords`): pdfkit alone breaks between any two CJK letters, a short
   * term too ("照明指标（按" / "面）"). A word longer than a line is left to pdfkit.
   */
  brokenAtWords(text: string, width: number, font: Font, size: number): string {
    return text
      .split('\n')
      .map((paragraph) => {
        const lines: string[] = [];
        let line = '';
        let at = 0;
        for (const word of unbreakableWords(paragraph)) {
          const start = paragraph.indexOf(word, at);
          const candidate = line + paragraph.slice(at, start) + word;
          at = start + word.length;
          // pdfkit measures a word with the space after it
          if (!line || this.textWidth(`${candidate} `, font, size) <= width) line = candidate;
          else {
            lines.push(line);
            line = word;
          }
        }
        return [...lines, line].join('\n');
      })
      .join('\n');
  }

  /** A cell's main text as drawn and measured. */
  private mainText(cell: Cell, inner: number): string {
    return cell.wholeWords ? this.brokenAtWords(cell.main, inner, cell.font ?? 'regular', cell.size ?? this.style.body) : cell.main;
  }

  /** A cell's other-language text as drawn and measured (the small, regular line under the main one). */
  private altText(cell: Cell, inner: number): string {
    return cell.alt && cell.wholeWords ? this.brokenAtWords(cell.alt, inner, 'regular', this.style.small) : (cell.alt ?? '');
  }

  /** The other language goes on the same line when both fit, else on a line of its own. */
  private inline(cell: Cell, inner: number): boolean {
    if (!cell.alt || cell.stack) return false;
    const main = this.textWidth(cell.main, cell.font ?? 'regular', cell.size ?? this.style.body);
    return main + 4 + this.textWidth(cell.alt, 'regular', this.style.small) <= inner;
  }

  private cellHeight(cell: Cell, width: number): number {
    const { padX, padY, small, body } = this.style;
    const inner = width - 2 * padX;
    const main = this.height(this.mainText(cell, inner), inner, cell.font ?? 'regular', cell.size ?? body);
    const alt = cell.alt && !this.inline(cell, inner) ? this.height(this.altText(cell, inner), inner, 'regular', small) + 1 : 0;
    return main + alt + 2 * padY;
  }

  rowHeight(cells: Cell[], widths: number[]): number {
    return Math.max(...cells.map((c, i) => this.cellHeight(c, widths[i]!)));
  }

  private drawRow(cells: Cell[], widths: number[], x0: number, height: number, header: boolean, shade?: string): void {
    const { padX, padY, small, body } = this.style;
    const total = widths.reduce((a, b) => a + b, 0);
    if (shade) this.doc.rect(x0, this.y, total, height).fillColor(shade).fill();
    let x = x0;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      if (cell.fill) this.doc.rect(x, this.y, w, height).fillColor(cell.fill).fill();
      const inner = w - 2 * padX;
      const font = cell.font ?? 'regular';
      const size = cell.size ?? body;
      if (cell.alt && this.inline(cell, inner)) {
        const run = this.textWidth(cell.main, font, size) + 4 + this.textWidth(cell.alt, 'regular', small);
        const start = cell.align === 'right' ? x + w - padX - run : cell.align === 'center' ? x + (w - run) / 2 : x + padX;
        this.pair(cell.main, cell.alt, start, this.y + padY, font, size, small, cell.color ?? INK, 4);
      } else {
        const main = this.mainText(cell, inner);
        this.write(main, x + padX, this.y + padY, inner, font, size, cell.color ?? INK, cell.align);
        if (cell.alt) {
          const mh = this.height(main, inner, font, size);
          this.write(this.altText(cell, inner), x + padX, this.y + padY + mh + 1, inner, 'regular', small, MUTED, cell.align);
        }
      }
      x += w;
    });
    const bottom = this.y + height;
    this.rule(bottom, header ? 0.8 : 0.4, header ? HEAD_RULE : RULE, x0, x0 + total);
    this.y = bottom;
  }

  /** The height `table` takes for these rows when none of them is split (header row included). */
  tableHeight(columns: Column[], header: Cell[] | null, rows: Cell[][], total = this.width): number {
    const shares = columns.reduce((a, c) => a + c.share, 0);
    const widths = columns.map((c) => (c.share / shares) * total);
    return (header ? this.rowHeight(header, widths) : 0) + rows.reduce((h, r) => h + this.rowHeight(r, widths), 0);
  }

  /**
   * Keep with its heading: a block of `height` that fits on a page starts on the next page when it
   * does not fit on this one, with its heading above it (drawn by `drawHeading`, `headingHeight`
   * tall), so a short table never lands on a page of its own without the heading that names it.
   * A block taller than a page keeps only its heading and first `minimum` points together.
   */
  keepWithHeading(headingHeight: number, height: number, drawHeading: () => void, minimum = 60): void {
    const page = this.frame.bottom - this.frame.top;
    this.ensure(headingHeight + (headingHeight + height <= page ? height : Math.min(height, minimum)));
    drawHeading();
    this.y += headingHeight;
  }

  /**
   * A table whose rows move whole to the next page, under the repeated header row, when they do
   * not fit. A row as tall as `wholeRowsUpTo` or taller (a long free text) is cut between lines instead,
   * every cell that does not fit continuing on the next page, the first column named again.
   */
  table(columns: Column[], header: Cell[] | null, rows: Cell[][], options: TableOptions = {}): void {
    const { x0 = this.frame.left, total = this.width, wholeRowsUpTo = Infinity, minSplitRoom = 60, zebra = false } = options;
    const { padX, padY } = this.style;
    const shares = columns.reduce((a, c) => a + c.share, 0);
    const widths = options.widths ?? columns.map((c) => (c.share / shares) * total);
    const width = widths.reduce((a, b) => a + b, 0);
    const align = (cells: Cell[]) => cells.map((c, i) => ({ align: columns[i]!.align, ...c }));
    const head = header ? align(header) : null;
    const headHeight = head ? this.rowHeight(head, widths) : 0;
    /** Where the rows of the current page start: a row is never moved on from there. */
    let pageTop = this.y;
    const drawHead = () => {
      if (head) {
        this.rule(this.y, 1, ACCENT, x0, x0 + width);
        this.drawRow(head, widths, x0, headHeight, true);
      }
      pageTop = this.y;
    };
    if (head) {
      this.ensure(headHeight + (rows[0] ? Math.min(this.rowHeight(align(rows[0]), widths), 80) : 0));
      drawHead();
    } else {
      this.rule(this.y, 0.4, RULE, x0, x0 + width);
    }
    const continued = this.lang === 'zh' ? '（续）' : ' (cont.)';
    rows.forEach((raw, index) => {
      const shade = zebra && index % 2 === 1 ? ZEBRA : undefined;
      let cells = align(raw);
      if (options.keepLastWithPrevious && index === rows.length - 2) {
        // the last row would open the next page alone: this one goes with it (if both fit on a page)
        const h = this.rowHeight(cells, widths);
        const both = h + this.rowHeight(align(rows[index + 1]!), widths);
        if (h <= this.room() && both > this.room() && this.y !== pageTop && both <= this.frame.bottom - this.frame.top - headHeight) {
          this.newPage();
          drawHead();
        }
      }
      for (;;) {
        const h = this.rowHeight(cells, widths);
        if (h <= this.room()) {
          this.drawRow(cells, widths, x0, h, false, shade);
          return;
        }
        const pageRoom = this.frame.bottom - this.frame.top - headHeight;
        // A row moves whole to the next page (never from the top of one); only a long one is cut
        // between lines, so that it does not leave half a page empty behind it.
        if (this.y !== pageTop && ((h <= pageRoom && h < wholeRowsUpTo) || this.room() < minSplitRoom)) {
          this.newPage();
          drawHead();
          continue;
        }
        const room = this.room() - 2 * padY;
        const pieces = cells.map((c, i) => this.fit(c.main, widths[i]! - 2 * padX, room, c.font ?? 'regular', c.size ?? this.style.body));
        if (pieces.every((p) => !p.head)) {
          this.newPage();
          drawHead();
          continue;
        }
        const cut = pieces.map((p) => p.tail !== '');
        this.drawRow(
          cells.map((c, i) => (cut[i] ? { ...c, main: pieces[i]!.head, alt: undefined } : c)),
          widths,
          x0,
          this.room(),
          false,
          shade,
        );
        this.newPage();
        drawHead();
        cells = cells.map((c, i) => {
          if (cut[i]) return { ...c, main: pieces[i]!.tail, alt: undefined };
          return i === 0 ? { ...c, main: `${c.main}${continued}` } : { ...c, main: '', alt: undefined };
        });
      }
    });
  }

  // --- pictures

  /**
   * A picture in its frame, fitted inside `pad`. `embedded`: the engine's own pictures, whose
   * luminance field is a PNG inside the SVG (a `data:` address), may draw it; other SVGs never
   * load images (no external files, no network).
   */
  picture(pic: Picture | null, x: number, y: number, w: number, h: number, pad: number, embedded = false): void {
    this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(RULE).stroke();
    if (!pic) {
      this.write(this.bi(WORDS.noPicture), x, y + h / 2 - 5, w, 'regular', this.style.small + 0.5, MUTED, 'center');
      return;
    }
    this.doc.save();
    this.doc.rect(x, y, w, h).clip();
    try {
      if (pic.kind === 'svg') {
        SVGtoPDF(this.doc, pic.svg, x + pad, y + pad, {
          width: w - 2 * pad,
          height: h - 2 * pad,
          preserveAspectRatio: 'xMidYMid meet',
          fontCallback: (_family, bold) => (bold ? FONT_NAMES.bold : FONT_NAMES.regular),
          imageCallback: (link: string) => (embedded && link.startsWith(PNG_DATA) ? link : undefined),
          warningCallback: () => undefined,
        });
      } else {
        this.doc.image(pic.data, x + pad, y + pad, { fit: [w - 2 * pad, h - 2 * pad], align: 'center', valign: 'center' });
      }
    } finally {
      this.doc.restore();
    }
  }
}
