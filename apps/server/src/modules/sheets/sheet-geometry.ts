import { A4_PORTRAIT } from '../../documents/pdf-document.js';
import type { PictureBox } from '../../documents/picture-fit.js';

/*
 * The sheet's page geometry for its pictures: the cells the sheet prints them in, known before
 * the page is drawn (raster pictures are fitted to their boxes, the maps are drawn for theirs).
 */

export const { left: LEFT, right: RIGHT } = A4_PORTRAIT;
export const WIDTH = RIGHT - LEFT;
export const EFFECT_PICTURE_H = 230;
export const EFFECT_PICTURE_MIN_H = Math.round(EFFECT_PICTURE_H * 0.7);
export const SKETCH_PICTURE_H = 160;
export const SKETCH_GAP = 14;
export const SKETCH_LEFT_W = Math.round(WIDTH * 0.6);
export const PICTURE_PAD = 4;
/** The boxes pictures are printed in, inside their frames: raster pictures are fitted to them. */
export const PICTURE_BOXES: Record<'surface' | 'lamp' | 'effect', PictureBox> = {
  surface: { width: SKETCH_LEFT_W - 2 * PICTURE_PAD, height: SKETCH_PICTURE_H - 2 * PICTURE_PAD },
  lamp: { width: WIDTH - SKETCH_LEFT_W - SKETCH_GAP - 2 * PICTURE_PAD, height: SKETCH_PICTURE_H - 2 * PICTURE_PAD },
  effect: { width: WIDTH - 2 * PICTURE_PAD, height: EFFECT_PICTURE_H - 2 * PICTURE_PAD },
};
/** Height of the calculated section's picture row (false-colour maps and the polar curve). */
export const PERFORMANCE_PICTURE_H = 230;
export const PERFORMANCE_GAP = 10;

/**
 * The cells of the performance section's picture row (pt): each face's false-colour map, then
 * the polar curve; a two-face surface gives the three a third each.
 */
export function performanceCells(faces: number): { map: number; polar: number; height: number } {
  const polar = faces > 1 ? (WIDTH - 2 * PERFORMANCE_GAP) / 3 : WIDTH * 0.4;
  const map = faces ? (WIDTH - polar - PERFORMANCE_GAP * faces) / faces : 0;
  return { map, polar, height: PERFORMANCE_PICTURE_H };
}

/** The box a face's map is fitted in on the sheet (pt, inside its frame's padding). */
export function performanceMapBox(faces: number): PictureBox {
  const cells = performanceCells(faces);
  return { width: cells.map - 2 * PICTURE_PAD, height: cells.height - 2 * PICTURE_PAD };
}
