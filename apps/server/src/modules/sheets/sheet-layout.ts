import type { Lang } from '@lampsheet/contracts';
import { fitPicture } from '../../documents/picture-fit.js';
import { A4_PORTRAIT, ACCENT, AMBER, GREEN, HEAD_FILL, INK, LABEL_FILL, MUTED, RED, RULE, pdfDocument } from '../../documents/pdf-document.js';
import { PdfWriter, type Cell, type Column } from '../../documents/pdf-writer.js';
import { WORDS as L } from '../../documents/words.js';
import { LEFT, WIDTH, EFFECT_PICTURE_H, EFFECT_PICTURE_MIN_H, SKETCH_PICTURE_H, SKETCH_GAP, SKETCH_LEFT_W, PICTURE_PAD, PICTURE_BOXES, PERFORMANCE_PICTURE_H, PERFORMANCE_GAP, performanceCells } from './sheet-geometry.js';
import type { Bi, Dimension, KeyValue, Picture, SheetModel, Value } from './sheet-model.js';

/* The lamp parameter sheet on A4 portrait, by the documents' one writer: a table row moves whole to the next page with the table's header repeated, a heading
 * moves with its first block, a short last block with the one before it; only long free texts (paragraphs, rows of a third of a page or more) split, between lines. */

const STYLE = { body: 8.5, small: 7, head: 8, lineGap: 1.2, padX: 5, padY: 4 };
const { body: BODY, small: SMALL, padX: PAD_X, padY: PAD_Y } = STYLE;
/** Rows at least this tall (long free texts) may continue on the next page. */
const SPLIT_ROW_MIN = 240;

export interface RenderOptions {
  date?: Date; // fixed document dates: the same record gives the same bytes
}

/** The type mark before the number, "L01  XQD30W015": what tells records of one number apart. */
const markedNo = (m: Pick<SheetModel, 'typeMark' | 'lampparamNo'>) => (m.typeMark ? `${m.typeMark}  ${m.lampparamNo}` : m.lampparamNo);

class SheetWriter extends PdfWriter {
  constructor(
    readonly model: SheetModel,
    doc: PDFKit.PDFDocument,
  ) {
    super(doc, model.lang, A4_PORTRAIT, STYLE, {
      header: `${markedNo(model)}  ·  ${model.projectName}`,
      footer: `${model.lang === 'zh' ? `${L.sheetTitle.zh} ${L.sheetTitle.en}` : `${L.sheetTitle.en} ${L.sheetTitle.zh}`}  ·  ${markedNo(model)}  ·  ${model.date}`,
    });
  }

  /** The sheet's tables: rows move whole unless they are long free texts. */
  sheetTable(columns: Column[], header: Cell[] | null, rows: Cell[][], x0 = LEFT, total = WIDTH): void {
    this.table(columns, header, rows, { x0, total, wholeRowsUpTo: SPLIT_ROW_MIN, minSplitRoom: 100 });
  }

  // --- blocks

  titleBlock() {
    const m = this.model;
    this.pair(L.sheetTitle[this.lang], L.sheetTitle[this.other], LEFT, this.y, 'bold', 17, 10.5);
    this.y += 28;
    this.use('bold', 15, ACCENT);
    const noWidth = Math.min(this.doc.widthOfString(markedNo(m)), WIDTH - 110);
    this.doc.text(markedNo(m), LEFT, this.y, { width: noWidth + 1, lineBreak: false, ellipsis: true, height: 22 });
    const status = m.dataStatus === 2 ? L.generated : L.draft;
    const label = this.bi(status);
    this.use('bold', SMALL + 0.5);
    const pillW = this.doc.widthOfString(label) + 14;
    const pillX = LEFT + noWidth + 10;
    const colour = m.dataStatus === 2 ? GREEN : AMBER;
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
    this.rule(this.y + 16, 0.5, RULE);
    this.y += h;
  }

  /** Key-value pairs, `perRow` pairs a row, labels shaded. */
  keyValues(items: KeyValue[], perRow: 1 | 2) {
    const { columns, rows } = this.keyValueRows(items, perRow);
    this.sheetTable(columns, null, rows);
  }

  /** The height `keyValues` will take (a block kept together with what follows it). */
  keyValuesHeight(items: KeyValue[], perRow: 1 | 2): number {
    const { columns, rows } = this.keyValueRows(items, perRow);
    const shares = columns.reduce((a, c) => a + c.share, 0);
    const widths = columns.map((c) => (c.share / shares) * WIDTH);
    return rows.reduce((h, row) => h + this.rowHeight(row, widths), 0);
  }

  private keyValueRows(items: KeyValue[], perRow: 1 | 2): { columns: Column[]; rows: Cell[][] } {
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
    return { columns, rows };
  }

  valueCell(v: Value): Cell {
    return v.alt ? { main: v.main, alt: v.alt } : { main: v.main };
  }

  /** A requirements table, or a quiet "not specified" line. */
  requirements(title: Bi, items: KeyValue[]) {
    if (!items.length) {
      this.heading(title, 20);
      this.write(this.bi(L.notSpecified), LEFT + PAD_X, this.y, WIDTH, 'regular', BODY, MUTED);
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
    // An odd item out gets a row of its own across the full width: never a pair of empty shaded cells beside it.
    const flush = () => {
      const lone = run.length % 2 === 1 ? run.pop() : undefined;
      if (run.length) this.keyValues(run, 2);
      if (lone) this.keyValues([lone], 1);
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

  /** A picture in its frame (see PdfWriter.picture). */
  framed(pic: Picture | null, x: number, y: number, w: number, h: number, embedded = false) {
    this.picture(pic, x, y, w, h, PICTURE_PAD, embedded);
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
      const label = this.bi(title);
      // the caption after the title on its line, where it fits (the table below gives the same size)
      if (caption && this.textWidth(label, 'bold', BODY - 0.5) + 8 + this.textWidth(caption, 'regular', SMALL) <= w) this.pair(label, caption, x, this.y, 'bold', BODY - 0.5, SMALL, INK, 8);
      else this.write(label, x, this.y, w, 'bold', BODY - 0.5, INK);
      this.y += captionH;
      this.framed(pic, x, this.y, w, picH);
      this.y += picH + 6;
      if (dims.length) this.sheetTable(cols, header, this.dimensionRows(dims), x, w);
      return this.y;
    };
    const a = column(LEFT, leftW, L.surfaceSketch, null, m.surface.picture, m.surface.dimensions);
    const b = column(LEFT + leftW + gap, rightW, L.lampSketch, m.lamp.caption, m.lamp.picture, m.lamp.dimensions);
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
      this.sheetTable(
        [{ share: 22 }, { share: 26 }, { share: 22, align: 'right' }, { share: 30 }],
        [this.headCell(L.colour), this.headCell(L.spec), this.headCell(L.power), this.headCell(L.coordinate)],
        m.colourEntries.map((c) => [{ main: c.colour, font: 'bold' }, { main: c.spec }, { main: c.power }, { main: c.coordinate }]),
      );
      this.y += 8;
    }
    this.y += 4;
  }

  /** The chosen fixture and the data a tender asks for, "—" where the fixture does not give it. */
  tenderData() {
    const t = this.model.tender;
    if (!t) {
      this.heading(L.tender, 20);
      this.write(this.bi(L.noChosenFixture), LEFT + PAD_X, this.y, WIDTH, 'regular', BODY, MUTED);
      this.y += 18;
      return;
    }
    const items: KeyValue[] = [{ label: L.fixture, value: { main: t.fixture } }, ...t.items];
    this.heading(L.tender, this.keyValuesHeight(items.slice(0, 4), 2));
    this.grid(items);
    this.y += 12;
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
    this.sheetTable(columns, header, rows);
    this.y += 12;
  }

  /** The chosen fixture calculated on this surface: figures against the targets, the maps, the polar curve. */
  performance() {
    const p = this.model.performance;
    if (!p) return;
    const two = p.faces.length > 1;
    const faceName = (f: string) => (f ? (this.lang === 'zh' ? `${f}面` : `${L.face.en} ${f}`) : '');
    const facts: KeyValue[] = [
      { label: L.fixture, value: { main: p.fixture } },
      { label: L.photometricFile, value: { main: p.fileName } },
      { label: L.beamIes, value: { main: p.beamIes } },
      { label: L.beamCie, value: { main: p.beamCie } },
      { label: L.fieldIes, value: { main: p.fieldIes } },
    ];
    // Measured is not calculated: where the figures come from, and the measured rows the record was made from.
    const source: KeyValue[] = [{ label: L.source, value: { main: p.calculatedOn[this.lang], alt: p.calculatedOn[this.other] } }];
    // The layout the figures were calculated with, in words and numbers (a reader rebuilds the scene from it), and what it draws.
    source.push({ label: L.layout, value: { main: p.layout[this.lang], alt: p.layout[this.other] } });
    if (p.light.en) source.push({ label: L.lightFigures, value: { main: p.light[this.lang], alt: p.light[this.other] } });
    if (p.measured.length) source.push({ label: L.madeFromMeasured, value: { main: p.measured.map((m) => m[this.lang]).join('\n') } });
    const note = [L.calcNote, ...(p.measured.length ? [L.measuredNote] : [])].map((w) => `${w[this.lang]}\n${w[this.other]}`).join('\n');
    const noteH = this.height(note, WIDTH, 'regular', SMALL);
    const block = this.keyValuesHeight(facts, 2) + this.keyValuesHeight(source, 1) + 4 + noteH + 6;
    this.section = null;
    // The heading, the fixture, where its figures come from and the pictures stay together; the tables may follow on the next page.
    this.ensure(22 + block + 14 + PERFORMANCE_PICTURE_H + 8);
    this.heading(L.performance, block + PERFORMANCE_PICTURE_H);
    this.keyValues(facts, 2);
    this.keyValues(source, 1);
    this.y += 4;
    this.write(note, LEFT, this.y, WIDTH, 'regular', SMALL, MUTED);
    this.y += noteH + 6;
    // The maps and the polar curve in one row, captions above.
    const maps = p.faces.filter((f) => f.map);
    const gap = PERFORMANCE_GAP;
    const { map: mapW, polar: polarW, height: h } = performanceCells(maps.length);
    this.ensure(14 + h + 8);
    const top = this.y;
    let x = LEFT;
    for (const f of maps) {
      const caption = `${L.falseColour[this.lang]}${f.face ? ` · ${faceName(f.face)}` : ''}`;
      this.write(caption, x, top, mapW, 'bold', BODY - 0.5, INK);
      this.framed(f.map, x, top + 14, mapW, h, true);
      x += mapW + gap;
    }
    this.write(L.polar[this.lang], x, top, polarW, 'bold', BODY - 0.5, INK);
    this.framed(p.polar, x, top + 14, polarW, h, true);
    this.y = top + 14 + h + 10;
    // The figures of each face: luminance, U0, dark band and, on surfaces seen by reflection, illuminance.
    const lux = p.faces.every((f) => f.lux);
    const figureHead = [
      ...(two ? [this.headCell(L.face)] : []),
      this.headCell({ zh: `${L.lavg.zh} cd/m²`, en: `${L.lavg.en} cd/m²` }),
      this.headCell({ zh: `${L.lmin.zh} cd/m²`, en: `${L.lmin.en} cd/m²` }),
      this.headCell({ zh: `${L.lmax.zh} cd/m²`, en: `${L.lmax.en} cd/m²` }),
      this.headCell(L.u0),
      this.headCell({ zh: `${L.darkBand.zh} m`, en: `${L.darkBand.en} m` }),
      ...(lux ? [L.eavg, L.emin, L.emax].map((w) => this.headCell({ zh: `${w.zh} lx`, en: `${w.en} lx` })) : []),
    ];
    // With the lux columns, the luminance ones keep room for "平均亮度 cd/m²" on one line.
    const figureCols: Column[] = [
      ...(two ? [{ share: 10, align: 'center' as const }] : []),
      ...Array.from({ length: 5 }, (_, k) => ({ share: lux ? (k < 3 ? 22 : 14) : 18, align: 'right' as const })),
      ...(lux ? Array.from({ length: 3 }, () => ({ share: 15, align: 'right' as const })) : []),
    ];
    const figureRows: Cell[][] = p.faces.map((f) => [
      ...(two ? [{ main: faceName(f.face), font: 'bold' as const }] : []),
      { main: f.figures.lavg, font: 'bold' as const },
      { main: f.figures.lmin },
      { main: f.figures.lmax },
      { main: f.figures.u0, font: 'bold' as const },
      { main: f.figures.darkBand },
      ...(f.lux && lux ? [{ main: f.lux.eavg }, { main: f.lux.emin }, { main: f.lux.emax }] : []),
    ]);
    // Each target against the figure it is read from.
    const verdictCols: Column[] = [
      { share: 34 },
      ...(two ? [{ share: 8, align: 'center' as const }] : []),
      { share: 18, align: 'right' },
      { share: 18, align: 'right' },
      { share: 16, align: 'center' },
    ];
    const verdictHead = [this.headCell(L.index), ...(two ? [this.headCell(L.face)] : []), this.headCell(L.target), this.headCell(L.calculated), this.headCell(L.result)];
    const unit = (u: string) => (u ? ` ${u}` : '');
    const verdictRows = p.verdicts.map((v): Cell[] => [
      { main: v.label[this.lang], alt: v.label[this.other] },
      ...(two ? [{ main: v.face, font: 'bold' as const }] : []),
      { main: `${v.sign} ${v.target}${unit(v.unit)}` },
      { main: `${v.value}${unit(v.unit)}`, font: 'bold' },
      { main: `${v.pass ? '✓' : '×'} ${(v.pass ? L.met : v.notComputed ? L.notComputed : L.notMet)[this.lang]}`, font: 'bold', color: v.pass ? GREEN : RED },
    ]);
    // The figures and the verdicts under their own heading, kept with it: the verdicts never
    // open a page alone, nameless, above an empty foot.
    const blockH =
      this.tableHeight(figureCols, figureHead, figureRows) + 8 + (p.verdicts.length ? this.tableHeight(verdictCols, verdictHead, verdictRows) : 16);
    this.keepWithHeading(16, blockH, () => this.pair(L.figuresAndVerdicts[this.lang], L.figuresAndVerdicts[this.other], LEFT, this.y, 'bold', BODY, SMALL));
    this.sheetTable(figureCols, figureHead, figureRows);
    this.y += 8;
    if (p.verdicts.length) {
      this.sheetTable(verdictCols, verdictHead, verdictRows);
    } else {
      this.write(this.bi(L.noTargets), LEFT + PAD_X, this.y + 2, WIDTH, 'regular', BODY, MUTED);
      this.y += 16;
    }
    this.y += 10;
  }

  /** The brands' list as printed and the height of their block; the effect keeps with it (issue 25: "Recommended brands" alone on L01's page 5). */
  brandsBlock(): { text: string; height: number } {
    const text = this.model.brands.join(this.lang === 'zh' ? '、' : ', ');
    return { text, height: 22 + (text ? this.height(text, WIDTH - 2 * PAD_X) + 2 * PAD_Y + 8 : 18) };
  }

  effect() {
    const m = this.model;
    // the effect and the brands start the next page together when they fit on a page but not in what is left of this one
    const [textH, brandsH] = [m.effect.text ? this.height(m.effect.text, WIDTH - 2 * PAD_X) + 10 : 0, this.brandsBlock().height];
    const effectH = (shrunk: boolean) => 22 + (!m.effect.text && !m.effect.picture ? 18 : textH + (m.effect.picture ? 26 + (shrunk ? EFFECT_PICTURE_MIN_H : EFFECT_PICTURE_H) : 0));
    this.section = null;
    if (effectH(true) + brandsH > this.room() && effectH(false) + brandsH <= this.frame.bottom - this.frame.top) this.newPage();
    if (!m.effect.text && !m.effect.picture) return this.requirements(L.effect, []);
    const first = m.effect.text ? Math.min(this.height(m.effect.text, WIDTH - 2 * PAD_X), 60) : EFFECT_PICTURE_MIN_H + 16;
    this.ensure(22 + first);
    this.heading(L.effect, first);
    if (m.effect.text) {
      this.paragraph(m.effect.text);
      this.y += 10;
    }
    if (m.effect.picture) {
      // The picture gives up to 30 % of its height to stay on the page of its text (with the brands below it), rather
      // than leave that page's foot empty and open a page of its own.
      let h = Math.min(EFFECT_PICTURE_H, Math.floor(this.room() - 16 - brandsH));
      if (h < EFFECT_PICTURE_MIN_H) h = EFFECT_PICTURE_H;
      this.ensure(h + 16);
      this.write(this.bi(L.effectPicture), LEFT, this.y, WIDTH, 'bold', BODY - 0.5);
      this.y += 14;
      this.framed(m.effect.picture, LEFT, this.y, WIDTH, h);
      this.y += h + 12;
    }
  }

  brands() {
    const { text } = this.brandsBlock();
    if (!text) return this.requirements(L.brands, []);
    this.heading(L.brands, this.height(text, WIDTH - 2 * PAD_X) + 2 * PAD_Y);
    this.sheetTable([{ share: 1 }], null, [[{ main: text }]]);
    this.y += 8;
  }

  /** Draw the sheet from a new page on; its pages are numbered on their own. */
  render(onFirstPage?: () => void): void {
    const m = this.model;
    this.newPage();
    onFirstPage?.();
    this.titleBlock();
    this.sketches();
    this.light();
    this.tenderData();
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
  const title = (lang: Lang) => L.sheetTitle[lang];
  const other: Lang = model.lang === 'zh' ? 'en' : 'zh';
  return pdfDocument({
    lang: model.lang,
    layout: 'portrait',
    title: `${title(model.lang)} ${title(other)} ${model.lampparamNo} · ${model.projectName}`,
    author: model.creator,
    subject: `${model.projectName} ${model.lampparamNo}`,
    date: options.date ?? new Date(),
  });
}

/**
 * Draw a sheet into a document that holds more than this sheet (the project's schedule): from a
 * new A4 portrait page on, with its own page numbers. The document must be made with
 * `pdfDocument` (documents/pdf-writer.ts); the sheet's pages stay buffered
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
