import PDFDocument from 'pdfkit';
import type { Lang } from '@lampsheet/contracts';
import { sheetFonts } from './fonts.js';

/*
 * What every Lampsheet document shares: its palette, its A4 frames and type sizes, its typeface,
 * and the pdfkit document made with them (documents/pdf-writer.ts writes into it).
 */

/** The colours of every Lampsheet document. */
export const INK = '#1f2a37';
export const MUTED = '#6b7785';
export const ACCENT = '#1c64d8';
export const RULE = '#d3d9e1';
export const HEAD_FILL = '#eef2f7';
export const LABEL_FILL = '#f5f7fa';
export const ZEBRA = '#f8fafc';
export const GREEN = '#1f8a4c';
export const AMBER = '#c77700';
export const RED = '#c92a2a';
export const HEAD_RULE = '#aab4c0';

/** The font names every Lampsheet document registers (`pdfDocument`). */
export const FONT_NAMES = { regular: 'Sans', bold: 'Sans-Bold' } as const;
export type Font = keyof typeof FONT_NAMES;
export type Align = 'left' | 'center' | 'right';

/** An A4 page and the box the layout writes in (points). */
export interface PageFrame {
  layout: 'portrait' | 'landscape';
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function a4(layout: PageFrame['layout'], side: number, top: number, foot: number): PageFrame {
  const [width, height] = layout === 'portrait' ? [595.28, 841.89] : [841.89, 595.28];
  return { layout, width, height, left: side, right: width - side, top, bottom: height - foot };
}
export const A4_PORTRAIT = a4('portrait', 42, 64, 50);
/** The schedule's page: side margins of 28 pt (10 mm, within every printer's margin) give its table its room. */
export const A4_LANDSCAPE = a4('landscape', 28, 62, 44);

/** Type sizes of a document: body text, the other language, table heads; line gap and cell padding. */
export interface TextStyle {
  body: number;
  small: number;
  head: number;
  lineGap: number;
  padX: number;
  padY: number;
}

/** The fonts' ascent as a share of the font size (to put two sizes on one baseline). */
export function fontAscent(): Record<Font, number> {
  const fonts = sheetFonts() as unknown as Record<Font, { ascent: number; unitsPerEm: number }>;
  return { regular: fonts.regular.ascent / fonts.regular.unitsPerEm, bold: fonts.bold.ascent / fonts.bold.unitsPerEm };
}

/**
 * Register the documents' typeface (Noto Sans S Chinese, `fonts.ts`). pdfkit takes a parsed
 * fontkit font in place of a path (its types only know paths and bytes) and subsets it per document.
 */
function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = sheetFonts();
  doc.registerFont(FONT_NAMES.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT_NAMES.bold, fonts.bold as unknown as Buffer);
}

export interface DocumentInfo {
  lang: Lang;
  layout: PageFrame['layout'];
  title: string;
  subject: string;
  author: string;
  /** Fixed document dates, so that the same content gives the same bytes. */
  date: Date;
}

/** A Lampsheet document: A4, zero margins (the layout places everything), pages kept until flushed, fonts registered. */
export function pdfDocument(info: DocumentInfo): PDFKit.PDFDocument {
  const options: PDFKit.PDFDocumentOptions = {
    size: 'A4',
    layout: info.layout,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    autoFirstPage: false,
    bufferPages: true,
    compress: true,
    lang: info.lang === 'zh' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'Lampsheet',
      Producer: 'Lampsheet',
      CreationDate: info.date,
      ModDate: info.date,
    },
  };
  const doc = new PDFDocument(options);
  registerFonts(doc);
  return doc;
}
