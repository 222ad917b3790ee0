import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgToPng } from './svg-raster.js';

/** Rows and columns holding dark pixels of a PNG. */
async function ink(png: Buffer): Promise<{ rows: number[]; cols: number[]; width: number; height: number }> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const rows = new Set<number>();
  const cols = new Set<number>();
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[y * info.width * info.channels + x * info.channels]! < 128) {
        rows.add(y);
        cols.add(x);
      }
    }
  }
  return { rows: [...rows].sort((a, b) => a - b), cols: [...cols].sort((a, b) => a - b), width: info.width, height: info.height };
}

const text = (s: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#fff"/>` +
  `<text x="10" y="40" font-family="'Noto Sans S Chinese', sans-serif" font-size="32">${s}</text></svg>`;

describe('SVG to PNG', () => {
  it('renders at 2 pixels per px', async () => {
    const meta = await sharp(await svgToPng(text('A'))).metadata();
    expect([meta.width, meta.height]).toEqual([240, 120]);
  });

  it('letters Chinese with the embedded Noto Sans: 一 is one thin stroke, not a missing-glyph box', async () => {
    const one = await ink(await svgToPng(text('一')));
    // A missing glyph is drawn as a tall box (about the font's cap height); 一 is a single horizontal bar.
    const tall = one.rows[one.rows.length - 1]! - one.rows[0]!;
    const wide = one.cols[one.cols.length - 1]! - one.cols[0]!;
    expect(one.rows.length).toBeGreaterThan(0);
    expect(tall).toBeLessThan(12);
    expect(wide).toBeGreaterThan(40);
    // 亮 and 度 are different glyphs with ink over most of the em.
    const a = await ink(await svgToPng(text('亮')));
    expect(a.rows[a.rows.length - 1]! - a.rows[0]!).toBeGreaterThan(40);
  });
});
