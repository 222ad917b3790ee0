import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { Lang } from '@lampsheet/contracts';
import { sheetFonts } from './fonts.js';
import { fitPicture, type PictureBox } from './picture-fit.js';
import type { Bi, Dimension, KeyValue, Picture, SheetModel, Value } from './sheet-model.js';

/*
 * The lamp parameter sheet on A4 portrait. The layout keeps its own cursor and breaks pages
 * itself (pdfkit's automatic breaks are switched off with zero margins): a table row is moved
 * whole to the next page with the table's header repeated, a heading moves with its first
 * block, and only long free texts (paragraphs, rows of a third of a page or more) are split,
 * between lines, with the section named again on the next page.
 */

const PNG_DATA = 'data:image/png;base64,';
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const LEFT = 42;
const RIGHT = PAGE_W - 42;
const WIDTH = RIGHT - LEFT;
const TOP = 64;
const BOTTOM = PAGE_H - 50;

/** The colours of every Lampsheet document (the sheet, the schedule). */
export const INK = '#1f2a37';
export const MUTED = '#6b7785';
export const ACCENT = '#1c64d8';
export const RULE = '#d3d9e1';
export const HEAD_FILL = '#eef2f7';
const LABEL_FILL = '#f5f7fa';

/** The font names every Lampsheet document registers (`registerSheetFonts`). */
export const SHEET_FONTS = { regular: 'Sans', bold: 'Sans-Bold' } as const;
const F = SHEET_FONTS;
const BODY = 8.5;
const SMALL = 7;
const LINE_GAP = 1.2;
const PAD_X = 5;
const PAD_Y = 4;
const EFFECT_PICTURE_H = 230;
const EFFECT_PICTURE_MIN_H = Math.round(EFFECT_PICTURE_H * 0.7);
const SKETCH_PICTURE_H = 160;
const SKETCH_GAP = 14;
const SKETCH_LEFT_W = Math.round(WIDTH * 0.6);
const PICTURE_PAD = 4;
/** The boxes pictures are printed in, inside their frames: raster pictures are fitted to them. */
export const PICTURE_BOXES: Record<'surface' | 'lamp' | 'effect', PictureBox> = {
  surface: { width: SKETCH_LEFT_W - 2 * PICTURE_PAD, height: SKETCH_PICTURE_H - 2 * PICTURE_PAD },
  lamp: { width: WIDTH - SKETCH_LEFT_W - SKETCH_GAP - 2 * PICTURE_PAD, height: SKETCH_PICTURE_H - 2 * PICTURE_PAD },
  effect: { width: WIDTH - 2 * PICTURE_PAD, height: EFFECT_PICTURE_H - 2 * PICTURE_PAD },
};
/** Height of the calculated section's picture row (false-colour maps and the polar curve). */
const PERFORMANCE_PICTURE_H = 230;
/** Rows at least this tall (long free texts) may continue on the next page. */
const SPLIT_ROW_MIN = 240;

const L = {
  title: { zh: '灯具参数表', en: 'Lamp parameter sheet' },
  draft: { zh: '草稿', en: 'Draft' },
  generated: { zh: '已生成', en: 'Generated' },
  sketches: { zh: '示意图', en: 'Sketches' },
  surfaceSketch: { zh: '应用面示意图', en: 'Surface sketch' },
  lampSketch: { zh: '灯具示意图', en: 'Lamp sketch' },
  noPicture: { zh: '未提供图片', en: 'No picture' },
  light: { zh: '光源与电气', en: 'Light source and electrical' },
  colourEntries: { zh: '多色参数', en: 'Multi-colour entries' },
  colour: { zh: '颜色', en: 'Colour' },
  spec: { zh: '色温 / 波长', en: 'CCT / wavelength' },
  power: { zh: '功率', en: 'Power' },
  coordinate: { zh: '色坐标', en: 'Colour coordinate' },
  application: { zh: '应用要求', en: 'Application requirements' },
  targets: { zh: '照明指标', en: 'Lighting targets' },
  index: { zh: '指标', en: 'Index' },
  sign: { zh: '符号', en: 'Sign' },
  value: { zh: '数值', en: 'Value' },
  unit: { zh: '单位', en: 'Unit' },
  face: { zh: '面', en: 'Face' },
  requirement: { zh: '要求', en: 'Requirement' },
  equipment: { zh: '设备要求', en: 'Equipment requirements' },
  control: { zh: '控制要求', en: 'Control requirements' },
  effect: { zh: '效果描述与效果图', en: 'Effect description and picture' },
  effectPicture: { zh: '效果图', en: 'Effect picture' },
  brands: { zh: '推荐品牌', en: 'Recommended brands' },
  none: { zh: '未指定', en: 'Not specified' },
  letter: { zh: '代号', en: 'Ref.' },
  dimension: { zh: '尺寸', en: 'Dimension' },
  continued: { zh: '续', en: 'continued' },
  page: { zh: '页', en: 'Page' },
  performance: { zh: '本立面上的计算表现', en: 'Calculated performance on this surface' },
  fixture: { zh: '选定灯具', en: 'Chosen fixture' },
  photometricFile: { zh: '配光文件', en: 'Photometric file' },
  beamIes: { zh: '光束角 IES（50 %）', en: 'Beam angle IES (50 %)' },
  beamCie: { zh: '光束角 CIE（中心 50 %）', en: 'Beam angle CIE (50 % of centre)' },
  fieldIes: { zh: '场角（10 %）', en: 'Field angle (10 %)' },
  target: { zh: '目标', en: 'Target' },
  calculated: { zh: '计算值', en: 'Calculated' },
  result: { zh: '结果', en: 'Result' },
  met: { zh: '达标', en: 'Met' },
  notMet: { zh: '未达标', en: 'Not met' },
  notComputed: { zh: '未计算', en: 'Not computed' },
  noTargets: { zh: '未设照明指标', en: 'No lighting targets set' },
  lavg: { zh: '平均亮度', en: 'Lavg' },
  lmin: { zh: '最小亮度', en: 'Lmin' },
  lmax: { zh: '最大亮度', en: 'Lmax' },
  u0: { zh: '均匀度 U0', en: 'U0' },
  darkBand: { zh: '暗区', en: 'Dark band' },
  falseColour: { zh: '伪色图', en: 'False-colour map' },
  polar: { zh: '配光曲线', en: 'Polar curve' },
  calcNote: {
    zh: '由灯具的配光文件按本表的应用类型、尺寸与反射率计算（与光度校核相同）。',
    en: "Calculated from the fixture's photometric file on this sheet's application type, dimensions and reflectance (as the photometric check).",
  },
} satisfies Record<string, Bi>;

type Font = keyof typeof F;

interface Cell {
  main: string;
  alt?: string;
  font?: Font;
  size?: number;
  color?: string;
  fill?: string;
  align?: 'left' | 'center' | 'right';
  /** Always put the other language on a line of its own (labels and column heads). */
  stack?: boolean;
}

interface Column {
  /** Share of the table width. */
  share: number;
  align?: 'left' | 'center' | 'right';
}

/** Split a text where it must continue on the next page. */
interface Fit {
  head: string;
  tail: string;
}

export interface RenderOptions {
  /** Fixed document dates so the same record gives the same bytes. */
  date?: Date;
}

/**
 * Register the sheet's typeface in a document under `SHEET_FONTS`'s names. pdfkit takes a parsed
 * fontkit font in place of a path (its types only know paths and bytes) and subsets it per document.
 */
export function registerSheetFonts(doc: PDFKit.PDFDocument): void {
  const fonts = sheetFonts();
  doc.registerFont(SHEET_FONTS.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(SHEET_FONTS.bold, fonts.bold as unknown as Buffer);
}

/** The fonts' ascent as a share of the font size (to put two sizes on one baseline). */
export function sheetFontAscent(): Record<'regular' | 'bold', number> {
  const fonts = sheetFonts();
  const asc = (f: { ascent: number; unitsPerEm: number }) => f.ascent / f.unitsPerEm;
  return {
    regular: asc(fonts.regular as unknown as { ascent: number; unitsPerEm: number }),
    bold: asc(fonts.bold as unknown as { ascent: number; unitsPerEm: number }),
  };
}

class SheetWriter {
  readonly lang: Lang;
  readonly other: Lang;
  y = TOP;
  private readonly ascent: Record<Font, number>;
  /** The document's page index (as `switchToPage` counts) of the sheet's first page. */
  private firstPage = 0;

  constructor(
    readonly model: SheetModel,
    readonly doc: PDFKit.PDFDocument,
  ) {
    this.lang = model.lang;
    this.other = model.lang === 'zh' ? 'en' : 'zh';
    this.ascent = sheetFontAscent();
  }

  /** "主 Secondary": the sheet's language first. */
  bi(b: Bi): string {
    return `${b[this.lang]} ${b[this.other]}`;
  }

  // --- text primitives

  private use(font: Font, size: number, color = INK) {
    this.doc.font(F[font]).fontSize(size).fillColor(color);
  }

  height(text: string, width: number, font: Font = 'regular', size = BODY): number {
    if (!text) return 0;
    this.use(font, size);
    return this.doc.heightOfString(text, { width, lineGap: LINE_GAP });
  }

  width(text: string, font: Font, size: number): number {
    this.use(font, size);
    return this.doc.widthOfString(text);
  }

  write(text: string, x: number, y: number, width: number, font: Font = 'regular', size = BODY, color = INK, align: 'left' | 'center' | 'right' = 'left') {
    if (!text) return;
    this.use(font, size, color);
    this.doc.text(text, x, y, { width, lineGap: LINE_GAP, align });
  }

  /** Two runs on one baseline: a main text and a smaller, muted one after it. */
  pair(main: string, sub: string, x: number, y: number, mainFont: Font, mainSize: number, subSize: number, mainColor = INK, gap = 5) {
    this.use(mainFont, mainSize, mainColor);
    this.doc.text(main, x, y, { lineBreak: false });
    const w = this.doc.widthOfString(main);
    const shift = this.ascent[mainFont] * mainSize - this.ascent.regular * subSize;
    this.use('regular', subSize, MUTED);
    this.doc.text(sub, x + w + gap, y + shift, { lineBreak: false });
  }

  /** The longest head of `text` that fits `maxHeight`, cut at a space or punctuation when one is near. */
  fit(text: string, width: number, maxHeight: number, font: Font = 'regular', size = BODY): Fit {
    let lo = 0;
    let hi = text.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.height(text.slice(0, mid), width, font, size) <= maxHeight) lo = mid;
      else hi = mid - 1;
    }
    let cut = lo;
    const window = text.slice(Math.max(0, lo - 24), lo);
    const soft = Math.max(window.lastIndexOf(' '), window.lastIndexOf('\n'), ...['，', '。', '；', '、', ',', '.', ';'].map((p) => window.lastIndexOf(p)));
    if (soft >= 0 && lo < text.length) cut = lo - window.length + soft + 1;
    return { head: text.slice(0, cut).trimEnd(), tail: text.slice(cut).trimStart() };
  }

  // --- pages

  /** The section being written, named again at the top of a page it continues on. */
  private section: Bi | null = null;

  newPage() {
    this.doc.addPage({ size: 'A4', margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    this.runningHeader();
    this.y = TOP;
    if (this.section) {
      const cont = this.lang === 'zh' ? `${this.section.zh}（续）` : `${this.section.en} (continued)`;
      const other = this.lang === 'zh' ? `${this.section.en} (continued)` : `${this.section.zh}（续）`;
      this.pair(cont, other, LEFT, this.y, 'bold', BODY, SMALL, MUTED);
      this.y += 16;
    }
  }

  room(): number {
    return BOTTOM - this.y;
  }

  /** Start a new page unless `height` fits below the cursor. */
  ensure(height: number) {
    if (height > this.room()) this.newPage();
  }

  private runningHeader() {
    const y = 26;
    this.use('bold', 10, ACCENT);
    this.doc.text('Lampsheet', LEFT, y, { lineBreak: false });
    const right = `${this.model.lampparamNo}  ·  ${this.model.projectName}`;
    this.use('regular', SMALL + 0.5, MUTED);
    const w = Math.min(this.doc.widthOfString(right), WIDTH - 120);
    this.doc.text(right, RIGHT - w, y + 2.5, { width: w, lineBreak: false, ellipsis: true, height: 12 });
    this.doc.moveTo(LEFT, 44).lineTo(RIGHT, 44).lineWidth(0.8).strokeColor(ACCENT).stroke();
  }

  /** Footers need the page count: written once every page exists. */
  footers() {
    const range = this.doc.bufferedPageRange();
    const count = range.start + range.count - this.firstPage;
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(this.firstPage + i);
      const y = PAGE_H - 36;
      this.doc.moveTo(LEFT, y - 6).lineTo(RIGHT, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
      const left = `${this.bi(L.title)}  ·  ${this.model.lampparamNo}  ·  ${this.model.date}`;
      this.use('regular', SMALL, MUTED);
      this.doc.text(left, LEFT, y, { width: WIDTH - 80, lineBreak: false, ellipsis: true, height: 10 });
      const num = `${i + 1} / ${count}`;
      this.use('bold', SMALL + 0.5, INK);
      this.doc.text(num, RIGHT - 80, y, { width: 80, align: 'right', lineBreak: false });
    }
  }

  // --- blocks

  titleBlock() {
    const m = this.model;
    this.pair(L.title[this.lang], L.title[this.other], LEFT, this.y, 'bold', 17, 10.5);
    this.y += 28;
    this.use('bold', 15, ACCENT);
    const noWidth = Math.min(this.doc.widthOfString(m.lampparamNo), WIDTH - 110);
    this.doc.text(m.lampparamNo, LEFT, this.y, { width: noWidth + 1, lineBreak: false, ellipsis: true, height: 22 });
    const status = m.dataStatus === 2 ? L.generated : L.draft;
    const label = this.bi(status);
    this.use('bold', SMALL + 0.5);
    const pillW = this.doc.widthOfString(label) + 14;
    const pillX = LEFT + noWidth + 10;
    const colour = m.dataStatus === 2 ? '#1f8a4c' : '#c77700';
    this.doc.roundedRect(pillX, this.y + 3, pillW, 14, 7).fillColor(colour).fill();
    this.use('bold', SMALL + 0.5, '#ffffff');
    this.doc.text(label, pillX + 7, this.y + 5.5, { lineBreak: false });
    this.y += 28;
    this.keyValues(m.identity, 2);
    this.y += 10;
  }

  heading(title: Bi, nextBlock: number) {
    const h = 22;
    // A heading never ends a page: it moves with (the start of) what follows it.
    this.section = null;
    this.ensure(h + Math.min(nextBlock, 120));
    this.section = title;
    this.pair(title[this.lang], title[this.other], LEFT, this.y, 'bold', 10.5, 8);
    this.doc.moveTo(LEFT, this.y + 16).lineTo(RIGHT, this.y + 16).lineWidth(0.5).strokeColor(RULE).stroke();
    this.y += h;
  }

  // --- tables

  /** The other language goes on the same line when both fit, else on a line of its own. */
  private inline(cell: Cell, inner: number): boolean {
    if (!cell.alt || cell.stack) return false;
    const main = this.width(cell.main, cell.font ?? 'regular', cell.size ?? BODY);
    return main + 4 + this.width(cell.alt, 'regular', SMALL) <= inner;
  }

  private cellHeight(cell: Cell, width: number): number {
    const inner = width - 2 * PAD_X;
    const main = this.height(cell.main, inner, cell.font ?? 'regular', cell.size ?? BODY);
    const alt = cell.alt && !this.inline(cell, inner) ? this.height(cell.alt, inner, 'regular', SMALL) + 1 : 0;
    return main + alt + 2 * PAD_Y;
  }

  private rowHeight(cells: Cell[], widths: number[]): number {
    return Math.max(...cells.map((c, i) => this.cellHeight(c, widths[i]!)));
  }

  private drawRow(cells: Cell[], widths: number[], x0: number, height: number, header: boolean) {
    let x = x0;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      if (cell.fill) this.doc.rect(x, this.y, w, height).fillColor(cell.fill).fill();
      const inner = w - 2 * PAD_X;
      const font = cell.font ?? 'regular';
      const size = cell.size ?? BODY;
      if (cell.alt && this.inline(cell, inner)) {
        const total = this.width(cell.main, font, size) + 4 + this.width(cell.alt, 'regular', SMALL);
        const start = cell.align === 'right' ? x + w - PAD_X - total : cell.align === 'center' ? x + (w - total) / 2 : x + PAD_X;
        this.pair(cell.main, cell.alt, start, this.y + PAD_Y, font, size, SMALL, cell.color ?? INK, 4);
      } else {
        this.write(cell.main, x + PAD_X, this.y + PAD_Y, inner, font, size, cell.color ?? INK, cell.align);
        if (cell.alt) {
          const mh = this.height(cell.main, inner, font, size);
          this.write(cell.alt, x + PAD_X, this.y + PAD_Y + mh + 1, inner, 'regular', SMALL, MUTED, cell.align);
        }
      }
      x += w;
    });
    const total = widths.reduce((a, b) => a + b, 0);
    const bottom = this.y + height;
    this.doc
      .moveTo(x0, bottom)
      .lineTo(x0 + total, bottom)
      .lineWidth(header ? 0.8 : 0.4)
      .strokeColor(header ? '#aab4c0' : RULE)
      .stroke();
    this.y = bottom;
  }

  /**
   * A table whose rows never split across pages: a row that does not fit moves to the next page
   * and the header row is repeated above it. Only a long free text (SPLIT_ROW_MIN or taller) is
   * cut between lines of its tallest cell, with the rest continued on the next page.
   */
  table(columns: Column[], header: Cell[] | null, rows: Cell[][], x0 = LEFT, total = WIDTH) {
    const shares = columns.reduce((a, c) => a + c.share, 0);
    const widths = columns.map((c) => (c.share / shares) * total);
    const align = (cells: Cell[]) => cells.map((c, i) => ({ align: columns[i]!.align, ...c }));
    const head = header ? align(header) : null;
    const headHeight = head ? this.rowHeight(head, widths) : 0;
    const drawHead = () => {
      if (!head) return;
      this.doc.moveTo(x0, this.y).lineTo(x0 + total, this.y).lineWidth(1).strokeColor(ACCENT).stroke();
      this.drawRow(head, widths, x0, headHeight, true);
    };
    if (head) {
      this.ensure(headHeight + (rows[0] ? Math.min(this.rowHeight(align(rows[0]), widths), 80) : 0));
      drawHead();
    } else {
      this.doc.moveTo(x0, this.y).lineTo(x0 + total, this.y).lineWidth(0.4).strokeColor(RULE).stroke();
    }
    for (const raw of rows) {
      let cells = align(raw);
      for (;;) {
        const h = this.rowHeight(cells, widths);
        if (h <= this.room()) {
          this.drawRow(cells, widths, x0, h, false);
          break;
        }
        const pageRoom = BOTTOM - TOP - headHeight;
        // A row moves whole to the next page; only a long free text (a third of a page or more)
        // is split between its lines, so that it does not leave half a page empty behind it.
        if ((h <= pageRoom && h < SPLIT_ROW_MIN) || this.room() < 100) {
          this.newPage();
          drawHead();
          continue;
        }
        // Taller than what is left and long: cut the tallest cell here, continue on the next page.
        const tallest = cells.reduce((best, c, i) => (this.cellHeight(c, widths[i]!) > this.cellHeight(cells[best]!, widths[best]!) ? i : best), 0);
        const cell = cells[tallest]!;
        const inner = widths[tallest]! - 2 * PAD_X;
        const piece = this.fit(cell.main, inner, this.room() - 2 * PAD_Y, cell.font ?? 'regular', cell.size ?? BODY);
        if (!piece.head) {
          this.newPage();
          drawHead();
          continue;
        }
        const first = cells.map((c, i) => (i === tallest ? { ...c, main: piece.head, alt: undefined } : c));
        this.drawRow(first, widths, x0, this.room(), false);
        this.newPage();
        drawHead();
        cells = cells.map((c, i) =>
          i === tallest ? { ...c, main: piece.tail, alt: undefined } : { ...c, main: i === 0 ? `${c.main}${this.lang === 'zh' ? '（续）' : ' (cont.)'}` : '', alt: i === 0 ? c.alt : undefined },
        );
      }
    }
  }

  /** Key-value pairs, `perRow` pairs a row, labels shaded. */
  keyValues(items: KeyValue[], perRow: 1 | 2) {
    const columns: Column[] = perRow === 2 ? [{ share: 17 }, { share: 33 }, { share: 17 }, { share: 33 }] : [{ share: 17 }, { share: 83 }];
    const rows: Cell[][] = [];
    for (let i = 0; i < items.length; i += perRow) {
      const row: Cell[] = [];
      for (let j = 0; j < perRow; j++) {
        const item = items[i + j];
        row.push(
          item
            ? { main: item.label[this.lang], alt: item.label[this.other], font: 'bold', size: BODY - 0.5, color: INK, fill: LABEL_FILL, stack: true }
            : { main: '', fill: LABEL_FILL },
          item ? this.valueCell(item.value) : { main: '' },
        );
      }
      rows.push(row);
    }
    this.table(columns, null, rows);
  }

  valueCell(v: Value): Cell {
    return v.alt ? { main: v.main, alt: v.alt } : { main: v.main };
  }

  headCell(b: Bi): Cell {
    return { main: b[this.lang], alt: b[this.other], font: 'bold', size: BODY - 0.5, fill: HEAD_FILL, stack: true };
  }

  /** A requirements table, or a quiet "not specified" line. */
  requirements(title: Bi, items: KeyValue[]) {
    if (!items.length) {
      this.heading(title, 20);
      this.write(this.bi(L.none), LEFT + PAD_X, this.y, WIDTH, 'regular', BODY, MUTED);
      this.y += 18;
      return;
    }
    this.heading(title, 40);
    this.grid(items);
    this.y += 12;
  }

  /**
   * Pairs two a row like the key-value blocks; a long value (a description, a long list) gets a
   * row of its own across the full width, so nothing is squeezed into half a column.
   */
  grid(items: KeyValue[]) {
    const half = (WIDTH * 33) / 100 - 2 * PAD_X;
    // Two lines of value sit beside a two-line label without growing the row; more get a full row.
    const isLong = (it: KeyValue) => this.height(it.value.main, half) > BODY * 3.2 || (it.value.alt ? this.height(it.value.alt, half, 'regular', SMALL) > SMALL * 3.2 : false);
    let run: KeyValue[] = [];
    const flush = () => {
      if (run.length) this.keyValues(run, 2);
      run = [];
    };
    for (const it of items) {
      if (isLong(it)) {
        flush();
        this.keyValues([it], 1);
      } else run.push(it);
    }
    flush();
  }

  // --- pictures

  /**
   * A picture in its frame. `embedded`: the engine's own pictures, whose luminance field is a
   * PNG inside the SVG (a `data:` address), may draw it; other SVGs never load images.
   */
  picture(pic: Picture | null, x: number, y: number, w: number, h: number, embedded = false) {
    this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(RULE).stroke();
    if (!pic) {
      this.write(this.bi(L.noPicture), x, y + h / 2 - 5, w, 'regular', SMALL + 0.5, MUTED, 'center');
      return;
    }
    const pad = PICTURE_PAD;
    this.doc.save();
    this.doc.rect(x, y, w, h).clip();
    try {
      if (pic.kind === 'svg') {
        SVGtoPDF(this.doc, pic.svg, x + pad, y + pad, {
          width: w - 2 * pad,
          height: h - 2 * pad,
          preserveAspectRatio: 'xMidYMid meet',
          fontCallback: (_family, bold) => (bold ? F.bold : F.regular),
          // Sketches never load other files: no external images, no network.
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

  private dimensionRows(dims: Dimension[]): Cell[][] {
    return dims.map((d) => [
      { main: d.letter, font: 'bold', color: ACCENT, align: 'center' },
      { main: d.label[this.lang], alt: d.label[this.other] },
      { main: d.value, align: 'right' },
    ]);
  }

  sketches() {
    const m = this.model;
    const gap = SKETCH_GAP;
    const leftW = SKETCH_LEFT_W;
    const rightW = WIDTH - leftW - gap;
    const picH = SKETCH_PICTURE_H;
    const cols: Column[] = [{ share: 17, align: 'center' }, { share: 53 }, { share: 30, align: 'right' }];
    const header = [this.headCell(L.letter), this.headCell(L.dimension), this.headCell(L.value)];
    const tableHeight = (dims: Dimension[], w: number) => {
      const widths = [0.17 * w, 0.53 * w, 0.3 * w];
      const rows = this.dimensionRows(dims);
      return this.rowHeight(header, widths) + rows.reduce((a, r) => a + this.rowHeight(r, widths), 0);
    };
    const captionH = 14;
    const block =
      captionH + picH + 6 + Math.max(m.surface.dimensions.length ? tableHeight(m.surface.dimensions, leftW) : 0, m.lamp.dimensions.length ? tableHeight(m.lamp.dimensions, rightW) : 0);
    // The two sketches and their tables stay together, with their heading.
    this.section = null;
    this.ensure(22 + block);
    this.heading(L.sketches, block);
    const top = this.y;
    const column = (x: number, w: number, title: Bi, caption: string | null, pic: Picture | null, dims: Dimension[]) => {
      this.y = top;
      this.use('bold', BODY - 0.5);
      const label = this.bi(title) + (caption ? `  ·  ${caption}` : '');
      this.write(label, x, this.y, w, 'bold', BODY - 0.5, INK);
      this.y += captionH;
      this.picture(pic, x, this.y, w, picH);
      this.y += picH + 6;
      if (dims.length) this.table(cols, header, this.dimensionRows(dims), x, w);
      return this.y;
    };
    const a = column(LEFT, leftW, L.surfaceSketch, null, m.surface.picture, m.surface.dimensions);
    const b = column(LEFT + leftW + gap, rightW, L.lampSketch, null, m.lamp.picture, m.lamp.dimensions);
    this.y = Math.max(a, b) + 14;
  }

  light() {
    const m = this.model;
    this.heading(L.light, 60);
    this.grid(m.light);
    this.y += 8;
    if (m.colourEntries.length) {
      // The sub-heading moves with the table's head and first row.
      this.ensure(14 + 2 * (BODY + SMALL) * 1.4 + 2 * PAD_Y + BODY * 1.5 + 2 * PAD_Y + 4);
      this.pair(L.colourEntries[this.lang], L.colourEntries[this.other], LEFT, this.y, 'bold', BODY, SMALL);
      this.y += 14;
      this.table(
        [{ share: 22 }, { share: 26 }, { share: 22, align: 'right' }, { share: 30 }],
        [this.headCell(L.colour), this.headCell(L.spec), this.headCell(L.power), this.headCell(L.coordinate)],
        m.colourEntries.map((c) => [{ main: c.colour, font: 'bold' }, { main: c.spec }, { main: c.power }, { main: c.coordinate }]),
      );
      this.y += 8;
    }
    this.y += 4;
  }

  targets() {
    const m = this.model;
    if (!m.targets.length) return this.requirements(L.targets, []);
    this.heading(L.targets, 40);
    const two = m.faces.length === 2;
    const columns: Column[] = two
      ? [{ share: 42 }, { share: 8, align: 'center' }, { share: 17, align: 'right' }, { share: 17, align: 'right' }, { share: 16, align: 'center' }]
      : [{ share: 50 }, { share: 10, align: 'center' }, { share: 22, align: 'right' }, { share: 18, align: 'center' }];
    const faceHead = (f: string): Cell => ({
      main: this.lang === 'zh' ? `${f}${L.face.zh}` : `${L.face.en} ${f}`,
      alt: this.lang === 'zh' ? `${L.face.en} ${f}` : `${f}${L.face.zh}`,
      font: 'bold',
      size: BODY - 0.5,
      fill: HEAD_FILL,
      stack: true,
    });
    const header = [this.headCell(L.index), this.headCell(L.sign), ...(two ? m.faces.map(faceHead) : [this.headCell(L.value)]), this.headCell(L.unit)];
    const rows = m.targets.map((t): Cell[] => [
      { main: t.label[this.lang], alt: t.label[this.other] },
      { main: t.sign, font: 'bold' },
      ...t.values.map((v): Cell => ({ main: v || '—', font: v ? 'bold' : 'regular', color: v ? INK : MUTED })),
      { main: t.unit || '—', color: t.unit ? INK : MUTED },
    ]);
    this.table(columns, header, rows);
    this.y += 12;
  }

  /** The chosen fixture calculated on this surface: figures against the targets, the maps, the polar curve. */
  performance() {
    const p = this.model.performance;
    if (!p) return;
    const two = p.faces.length > 1;
    const faceName = (f: string) => (f ? (this.lang === 'zh' ? `${f}面` : `${L.face.en} ${f}`) : '');
    this.section = null;
    // The heading, the fixture and the pictures stay together; the tables may follow on the next page.
    this.ensure(22 + 90 + 14 + PERFORMANCE_PICTURE_H);
    this.heading(L.performance, 90 + PERFORMANCE_PICTURE_H);
    const facts: KeyValue[] = [
      { label: L.fixture, value: { main: p.fixture } },
      { label: L.photometricFile, value: { main: p.fileName } },
      { label: L.beamIes, value: { main: p.beamIes } },
      { label: L.beamCie, value: { main: p.beamCie } },
      { label: L.fieldIes, value: { main: p.fieldIes } },
    ];
    this.keyValues(facts, 2);
    this.y += 4;
    const note = `${L.calcNote[this.lang]}\n${L.calcNote[this.other]}`;
    this.write(note, LEFT, this.y, WIDTH, 'regular', SMALL, MUTED);
    this.y += this.height(note, WIDTH, 'regular', SMALL) + 6;
    // The maps and the polar curve in one row, captions above.
    const maps = p.faces.filter((f) => f.map);
    const gap = 10;
    const polarW = two ? (WIDTH - 2 * gap) / 3 : WIDTH * 0.4;
    const mapW = maps.length ? (WIDTH - polarW - gap * maps.length) / maps.length : 0;
    const h = PERFORMANCE_PICTURE_H;
    this.ensure(14 + h + 8);
    const top = this.y;
    let x = LEFT;
    for (const f of maps) {
      const caption = `${L.falseColour[this.lang]}${f.face ? ` · ${faceName(f.face)}` : ''}`;
      this.write(caption, x, top, mapW, 'bold', BODY - 0.5, INK);
      this.picture(f.map, x, top + 14, mapW, h, true);
      x += mapW + gap;
    }
    this.write(L.polar[this.lang], x, top, polarW, 'bold', BODY - 0.5, INK);
    this.picture(p.polar, x, top + 14, polarW, h, true);
    this.y = top + 14 + h + 10;
    // The figures of each face.
    const figureHead = [
      ...(two ? [this.headCell(L.face)] : []),
      this.headCell({ zh: `${L.lavg.zh} cd/m²`, en: `${L.lavg.en} cd/m²` }),
      this.headCell({ zh: `${L.lmin.zh} cd/m²`, en: `${L.lmin.en} cd/m²` }),
      this.headCell({ zh: `${L.lmax.zh} cd/m²`, en: `${L.lmax.en} cd/m²` }),
      this.headCell(L.u0),
      this.headCell({ zh: `${L.darkBand.zh} m`, en: `${L.darkBand.en} m` }),
    ];
    this.table(
      [...(two ? [{ share: 10, align: 'center' as const }] : []), ...[1, 2, 3, 4, 5].map(() => ({ share: 18, align: 'right' as const }))],
      figureHead,
      p.faces.map((f) => [
        ...(two ? [{ main: faceName(f.face), font: 'bold' as const }] : []),
        { main: f.figures.lavg, font: 'bold' as const },
        { main: f.figures.lmin },
        { main: f.figures.lmax },
        { main: f.figures.u0, font: 'bold' as const },
        { main: f.figures.darkBand },
      ]),
    );
    this.y += 8;
    // Each target against the figure it is read from.
    if (p.verdicts.length) {
      const cols: Column[] = [
        { share: 34 },
        ...(two ? [{ share: 8, align: 'center' as const }] : []),
        { share: 18, align: 'right' },
        { share: 18, align: 'right' },
        { share: 16, align: 'center' },
      ];
      const head = [this.headCell(L.index), ...(two ? [this.headCell(L.face)] : []), this.headCell(L.target), this.headCell(L.calculated), this.headCell(L.result)];
      const unit = (u: string) => (u ? ` ${u}` : '');
      this.table(
        cols,
        head,
        p.verdicts.map((v): Cell[] => [
          { main: v.label[this.lang], alt: v.label[this.other] },
          ...(two ? [{ main: v.face, font: 'bold' as const }] : []),
          { main: `${v.sign} ${v.target}${unit(v.unit)}` },
          { main: `${v.value}${unit(v.unit)}`, font: 'bold' },
          { main: `${v.pass ? '✓' : '×'} ${(v.pass ? L.met : v.notComputed ? L.notComputed : L.notMet)[this.lang]}`, font: 'bold', color: v.pass ? '#1f8a4c' : '#c92a2a' },
        ]),
      );
    } else {
      this.write(this.bi(L.noTargets), LEFT + PAD_X, this.y + 2, WIDTH, 'regular', BODY, MUTED);
      this.y += 16;
    }
    this.y += 10;
  }

  /** Free text that may run over pages, split between lines. */
  paragraph(text: string) {
    let rest = text;
    while (rest) {
      const h = this.height(rest, WIDTH - 2 * PAD_X);
      if (h <= this.room()) {
        this.write(rest, LEFT + PAD_X, this.y, WIDTH - 2 * PAD_X);
        this.y += h;
        return;
      }
      if (this.room() < 40) {
        this.newPage();
        continue;
      }
      const piece = this.fit(rest, WIDTH - 2 * PAD_X, this.room());
      if (!piece.head) {
        this.newPage();
        continue;
      }
      this.write(piece.head, LEFT + PAD_X, this.y, WIDTH - 2 * PAD_X);
      rest = piece.tail;
      this.newPage();
    }
  }

  effect() {
    const m = this.model;
    if (!m.effect.text && !m.effect.picture) return this.requirements(L.effect, []);
    const first = m.effect.text ? Math.min(this.height(m.effect.text, WIDTH - 2 * PAD_X), 60) : EFFECT_PICTURE_MIN_H + 16;
    this.section = null;
    this.ensure(22 + first);
    this.heading(L.effect, first);
    if (m.effect.text) {
      this.paragraph(m.effect.text);
      this.y += 10;
    }
    if (m.effect.picture) {
      // The picture gives up to 30 % of its height to stay on the page of its text, rather
      // than leave that page's foot empty and open a page of its own.
      let h = Math.min(EFFECT_PICTURE_H, Math.floor(this.room() - 16));
      if (h < EFFECT_PICTURE_MIN_H) h = EFFECT_PICTURE_H;
      this.ensure(h + 16);
      this.write(this.bi(L.effectPicture), LEFT, this.y, WIDTH, 'bold', BODY - 0.5);
      this.y += 14;
      this.picture(m.effect.picture, LEFT, this.y, WIDTH, h);
      this.y += h + 12;
    }
  }

  brands() {
    const list = this.model.brands;
    if (!list.length) return this.requirements(L.brands, []);
    const text = list.join(this.lang === 'zh' ? '、' : ', ');
    this.heading(L.brands, this.height(text, WIDTH - 2 * PAD_X) + 2 * PAD_Y);
    this.table([{ share: 1 }], null, [[{ main: text }]]);
    this.y += 8;
  }

  /** Draw the sheet from a new page on; its pages are numbered on their own. */
  render(onFirstPage?: () => void): void {
    const m = this.model;
    this.newPage();
    const range = this.doc.bufferedPageRange();
    this.firstPage = range.start + range.count - 1;
    onFirstPage?.();
    this.titleBlock();
    this.sketches();
    this.light();
    this.requirements(L.application, m.application);
    this.targets();
    this.performance();
    this.requirements(L.equipment, m.equipment);
    this.requirements(L.control, m.control);
    this.effect();
    this.brands();
    this.footers();
  }
}

/** The model with its raster pictures fitted to the boxes they are printed in. */
async function withFittedPictures(m: SheetModel): Promise<SheetModel> {
  const [surface, lamp, effect] = await Promise.all([
    fitPicture(m.surface.picture, PICTURE_BOXES.surface),
    fitPicture(m.lamp.picture, PICTURE_BOXES.lamp),
    fitPicture(m.effect.picture, PICTURE_BOXES.effect),
  ]);
  return { ...m, surface: { ...m.surface, picture: surface }, lamp: { ...m.lamp, picture: lamp }, effect: { ...m.effect, picture: effect } };
}

/** A document for one sheet, with fixed dates so the same record gives the same bytes. */
function sheetDocument(model: SheetModel, options: RenderOptions): PDFKit.PDFDocument {
  const date = options.date ?? new Date();
  const title = (lang: Lang) => L.title[lang];
  const other: Lang = model.lang === 'zh' ? 'en' : 'zh';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    lang: model.lang === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: `${title(model.lang)} ${title(other)} ${model.lampparamNo} · ${model.projectName}`,
      Author: model.creator,
      Subject: `${model.projectName} ${model.lampparamNo}`,
      Creator: 'Lampsheet',
      Producer: 'Lampsheet',
      CreationDate: date,
      ModDate: date,
    },
  });
  registerSheetFonts(doc);
  return doc;
}

/**
 * Draw a sheet into a document that holds more than this sheet (the project's schedule): from a
 * new A4 portrait page on, with its own page numbers. The document must be made with
 * `bufferPages: true`, zero margins and `registerSheetFonts`; the sheet's pages stay buffered
 * until the caller flushes them (`doc.flushPages()`). `onFirstPage` runs on the sheet's first
 * page (a bookmark to it).
 */
export async function drawSheet(doc: PDFKit.PDFDocument, input: SheetModel, onFirstPage?: () => void): Promise<void> {
  const model = await withFittedPictures(input);
  new SheetWriter(model, doc).render(onFirstPage);
}

/** Lay out and write the sheet; resolves to the PDF bytes. */
export async function renderSheet(input: SheetModel, options: RenderOptions = {}): Promise<Buffer> {
  const model = await withFittedPictures(input);
  return new Promise((resolve, reject) => {
    try {
      const doc = sheetDocument(model, options);
      new SheetWriter(model, doc).render();
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}
