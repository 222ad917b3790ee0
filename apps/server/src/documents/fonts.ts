import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The sheet's typeface: Noto Sans Hans (OTF, CFF outlines) from the `@embedpdf/fonts-sc` npm
 * package, so that a fresh machine needs no system fonts. The package exports no paths, so its
 * fonts folder is found beside its main file. pdfkit subsets embedded fonts: a sheet carries
 * only the glyphs it uses.
 */
export const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');

export const FONT_FILES = {
  regular: 'NotoSansHans-Regular.otf',
  bold: 'NotoSansHans-Bold.otf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

let loaded: Record<FontWeight, fontkit.Font> | undefined;

/**
 * The parsed fonts, read once per process (8 MB each) and shared by every document: pdfkit
 * accepts a fontkit font in place of a path and builds each document's subset on its own.
 */
export function sheetFonts(): Record<FontWeight, fontkit.Font> {
  loaded ??= {
    regular: fontkit.create(readFileSync(join(FONT_DIR, FONT_FILES.regular))) as fontkit.Font,
    bold: fontkit.create(readFileSync(join(FONT_DIR, FONT_FILES.bold))) as fontkit.Font,
  };
  return loaded;
}
