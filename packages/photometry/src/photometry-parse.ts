import { iesParse } from './ies-parse.js';
import { ldtParse } from './ldt-parse.js';
import { PhotometryParseError } from './parse-error.js';
import { photometryFromParsed } from './photometry.js';
import type { Photometry } from './photometry-types.js';

/** Which parser a text needs: by extension first, then by content. */
export function photometryFormatDetect(text: string, fileName?: string): 'ies' | 'ldt' {
  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'ies') return 'ies';
  if (ext === 'ldt' || ext === 'eul') return 'ldt';
  const head = text.replace(/^\uFEFF/, '').slice(0, 4000);
  if (/^\s*IES/i.test(head) || /^\s*TILT\s*=/im.test(head)) return 'ies';
  return 'ldt';
}

/**
 * Parses an IES LM-63 or EULUMDAT text into the normalised model; the format is found from
 * the file name's extension or, without one, from the content. Throws
 * {@link PhotometryParseError} naming the line of the first problem.
 */
export function parsePhotometry(text: string, fileName?: string): Photometry {
  if (text.trim() === '') throw new PhotometryParseError(1, 'expected a photometric file, found an empty text', 'empty');
  const format = photometryFormatDetect(text, fileName);
  return photometryFromParsed(format === 'ies' ? iesParse(text) : ldtParse(text));
}

/**
 * Decodes a file's bytes: UTF-8 when valid (a BOM is dropped), else Latin-1, which keeps
 * every byte of older files (a 0xB0 degree sign in a header) without failing.
 */
export function photometryTextDecode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** {@link parsePhotometry} for raw file bytes (see {@link photometryTextDecode}). */
export function parsePhotometryBytes(bytes: Uint8Array, fileName?: string): Photometry {
  return parsePhotometry(photometryTextDecode(bytes), fileName);
}
