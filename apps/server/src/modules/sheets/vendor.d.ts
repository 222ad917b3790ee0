// Types of the two untyped packages the sheet uses, limited to what it calls.

declare module 'fontkit' {
  /** A parsed font; pdfkit takes it in place of a path (it only needs `layout`). */
  export interface Font {
    layout(text: string): unknown;
    readonly postscriptName: string;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font | { fonts: Font[] };
}

declare module 'svg-to-pdfkit' {
  export interface SvgToPdfOptions {
    width?: number;
    height?: number;
    preserveAspectRatio?: string;
    assumePt?: boolean;
    /** Font name registered with the document for an SVG font family. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    imageCallback?: (href: string) => string | undefined;
    warningCallback?: (message: string) => void;
  }
  export default function SVGtoPDF(doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options?: SvgToPdfOptions): void;
}
