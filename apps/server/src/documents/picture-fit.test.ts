import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noise } from '../test/pictures.js';
import { fitPicture, fittedSize, KEEP_BYTES, PRINT_DPI } from './picture-fit.js';

const raw = (width: number, height: number, channels: 3 | 4 = 3) => sharp(noise(width, height, channels), { raw: { width, height, channels } });
const size = async (data: Buffer) => {
  const m = await sharp(data).metadata();
  return { width: m.width, height: m.height, format: m.format, orientation: m.orientation ?? 1 };
};

describe('fitting pictures to their printed box', () => {
  // A 360 × 180 pt box (5 × 2.5 in) holds 1000 × 500 px at 200 dpi.
  const box = { width: 360, height: 180 };

  it('computes the pixel size that fills the box at the print resolution, never enlarging', () => {
    expect(PRINT_DPI).toBe(200);
    expect(fittedSize(3000, 2000, box)).toEqual({ width: 750, height: 500 }); // height decides: 500/2000
    expect(fittedSize(4000, 1000, box)).toEqual({ width: 1000, height: 250 }); // width decides: 1000/4000
    expect(fittedSize(600, 200, box)).toEqual({ width: 600, height: 200 }); // already small enough
    expect(fittedSize(3000, 2000, box, 100)).toEqual({ width: 375, height: 250 });
  });

  it('scales a large photograph down and keeps it a JPEG', async () => {
    const photo = await raw(3000, 2000).jpeg({ quality: 95 }).toBuffer();
    const fitted = await fitPicture({ kind: 'raster', data: photo }, box);
    expect(fitted?.kind).toBe('raster');
    const data = (fitted as { data: Buffer }).data;
    expect(await size(data)).toMatchObject({ width: 750, height: 500, format: 'jpeg' });
    expect(data.length).toBeLessThan(photo.length / 5);
  });

  it('turns a photograph upright from its EXIF orientation before fitting it', async () => {
    // Stored 2000 wide and 1000 high, shown rotated by 90° (orientation 6): 1000 × 2000 upright.
    const photo = await raw(2000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const fitted = (await fitPicture({ kind: 'raster', data: photo }, box)) as { data: Buffer };
    expect(await size(fitted.data)).toMatchObject({ width: 250, height: 500, orientation: 1 });
  });

  it('embeds a small picture that fits as it is', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } }).png().toBuffer();
    expect(png.length).toBeLessThan(KEEP_BYTES);
    const pic = { kind: 'raster' as const, data: png };
    expect(await fitPicture(pic, box)).toBe(pic);
  });

  it('keeps a PNG with transparency a PNG, and makes an opaque photographic PNG a JPEG', async () => {
    const clear = await raw(1600, 900, 4).png().toBuffer();
    const fittedClear = (await fitPicture({ kind: 'raster', data: clear }, box)) as { data: Buffer };
    expect(await size(fittedClear.data)).toMatchObject({ width: 889, height: 500, format: 'png' });

    const opaque = await raw(1600, 900).png().toBuffer();
    const fittedOpaque = (await fitPicture({ kind: 'raster', data: opaque }, box)) as { data: Buffer };
    expect(await size(fittedOpaque.data)).toMatchObject({ width: 889, height: 500, format: 'jpeg' });
  });

  it('keeps a flat-colour PNG (a false-colour map) lossless', async () => {
    const flat = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#ff8800' } }).png().toBuffer();
    const fitted = (await fitPicture({ kind: 'raster', data: flat }, box)) as { data: Buffer };
    expect(await size(fitted.data)).toMatchObject({ width: 1000, height: 500, format: 'png' });
  });

  it('passes SVG and no picture through, and leaves out bytes no image library can read', async () => {
    const svg = { kind: 'svg' as const, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    expect(await fitPicture(svg, box)).toBe(svg);
    expect(await fitPicture(null, box)).toBeNull();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]);
    expect(await fitPicture({ kind: 'raster', data: broken }, box)).toBeNull();
  });
});
