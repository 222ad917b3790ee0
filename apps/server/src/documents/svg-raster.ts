/**
 * SVG pictures to PNG with sharp (librsvg), lettered in the sheets' own typeface. librsvg finds
 * fonts through fontconfig, and a server has no CJK fonts installed: this module points
 * fontconfig at a configuration that adds the embedded Noto Sans (S Chinese) folder to the
 * system's fonts. It must be imported before the first SVG with text is rendered in the process
 * (fontconfig reads its configuration once); the server imports it at start, and worker threads
 * inherit the setting from the main thread's environment.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FONT_DIR } from './fonts.js';

function fontconfigPrepare(): string {
  const dir = join(tmpdir(), `lampsheet-fontconfig-${process.getuid?.() ?? 'user'}`);
  const file = join(dir, 'fonts.conf');
  const base = process.env.LAMPSHEET_BASE_FONTCONFIG ?? '/etc/fonts/fonts.conf';
  const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  mkdirSync(join(dir, 'cache'), { recursive: true });
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">${xml(base)}</include>\n` +
      `  <dir>${xml(FONT_DIR)}</dir>\n` +
      `  <cachedir>${xml(join(dir, 'cache'))}</cachedir>\n</fontconfig>\n`,
  );
  return file;
}

// Once per process, before any rendering; a worker thread finds it set by its parent.
if (!process.env.FONTCONFIG_FILE?.includes('lampsheet-fontconfig')) {
  if (process.env.FONTCONFIG_FILE) process.env.LAMPSHEET_BASE_FONTCONFIG ??= process.env.FONTCONFIG_FILE;
  process.env.FONTCONFIG_FILE = fontconfigPrepare();
}

/** Pixel density of raster pictures: 2 pixels per SVG px, crisp on high-density screens and in print. */
export const RASTER_SCALE = 2;

/**
 * PNG of an SVG picture at `scale` pixels per SVG px. The palette (up to 256 colours, dithered
 * lightly) keeps a false-colour map to a third of its truecolour size with no visible change.
 */
export async function svgToPng(svg: string, scale = RASTER_SCALE): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ compressionLevel: 6, palette: true, quality: 95, effort: 4 })
    .toBuffer();
}
