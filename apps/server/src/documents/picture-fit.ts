import sharp, { type Metadata } from 'sharp';

/**
 * Raster pictures are fitted to the box the sheet prints them in before they are embedded: a
 * designer's 2 MB photograph or a 650 × 920 PNG render would otherwise go into the PDF as it is
 * and make the sheet too heavy to e-mail. 200 dpi stays sharp on an office print.
 */
export const PRINT_DPI = 200;
/** A raster already within its box and at most this heavy is embedded untouched. */
export const KEEP_BYTES = 160 * 1024;
// libjpeg-turbo with optimised Huffman tables: mozjpeg's trellis search saves ~10 % of bytes at ~9× the time.
const JPEG = { quality: 85, optimiseCoding: true } as const;

/** A picture as a document draws it: SVG markup, or PNG/JPEG bytes (fitted to their box, then embedded). */
export type Picture = { kind: 'svg'; svg: string } | { kind: 'raster'; data: Buffer };

/** A printed picture box in PDF points (1/72 inch). */
export interface PictureBox {
  width: number;
  height: number;
}

/** The pixel size that fills `box` at `dpi`, keeping the picture's proportions, never enlarging. */
export function fittedSize(width: number, height: number, box: PictureBox, dpi = PRINT_DPI): { width: number; height: number } {
  const scale = Math.min(1, (box.width / 72) * dpi / width, (box.height / 72) * dpi / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture as the sheet should embed it: SVG and small rasters unchanged; larger rasters
 * turned upright (EXIF orientation), scaled down to the box at PRINT_DPI and re-encoded, a
 * JPEG as JPEG, a PNG as PNG unless an opaque one is much smaller as JPEG. A file the image
 * library cannot read is left out (null), as a missing picture is, rather than failing the sheet.
 */
export async function fitPicture(pic: Picture | null, box: PictureBox, dpi = PRINT_DPI): Promise<Picture | null> {
  if (!pic || pic.kind !== 'raster') return pic;
  let meta: Metadata;
  try {
    meta = await sharp(pic.data).metadata();
  } catch {
    return null;
  }
  if (!meta.width || !meta.height) return null;
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const size = fittedSize(upright.width, upright.height, box, dpi);
  const untouched = size.width === upright.width && (meta.orientation ?? 1) === 1 && pic.data.length <= KEEP_BYTES;
  if (untouched && (meta.format === 'png' || meta.format === 'jpeg')) return pic;

  try {
    const base = sharp(pic.data).rotate().resize(size.width, size.height, { fit: 'fill' });
    if (meta.format === 'jpeg') return { kind: 'raster', data: await base.jpeg(JPEG).toBuffer() };
    const png = await base.clone().png({ compressionLevel: 6 }).toBuffer();
    if (meta.hasAlpha || png.length <= KEEP_BYTES) return { kind: 'raster', data: png };
    const jpeg = await base.clone().flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
    return { kind: 'raster', data: jpeg.length * 2 < png.length ? jpeg : png };
  } catch {
    return null;
  }
}
