import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF read back with pdfjs (an npm package: CI needs no poppler). */
export async function pdfText(pdf: Uint8Array) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? `${it.str}${it.hasEOL ? '\n' : ' '}` : '')).join(''));
  }
  await doc.destroy();
  const text = pages.join('\n');
  return { pages, text, compact: squeeze(text) };
}
/** Without white space: cell texts are separate runs, so searches ignore the spacing between them. */
export const squeeze = (s: string) => s.replace(/\s+/g, '');

/** True when `needle` appears in `body` in order, allowing running headers/footers between pages. */
export function stitched(body: string, needle: string): boolean {
  let at = body.indexOf(needle.slice(0, 30));
  if (at < 0) return false;
  let i = 0;
  while (i < needle.length) {
    if (body[at] === needle[i]) {
      at++;
      i++;
      continue;
    }
    // Skip a page break: footer, running header (text between pages) up to where the needle continues.
    const next = body.indexOf(needle.slice(i, i + 12), at);
    if (next < 0 || next - at > 400) return false;
    at = next;
  }
  return true;
}
