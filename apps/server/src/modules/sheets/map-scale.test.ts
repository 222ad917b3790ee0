import { falseColourSvg, type PictureFace, type PlotSize } from '@lampsheet/photometry';
import { describe, expect, it } from 'vitest';
import type { PictureBox } from '../../documents/picture-fit.js';
import { mapPlotBox } from './performance.js';
import { performanceMapBox } from './sheet-geometry.js';

/** A face of W × H m with a luminance field of some texture (its figures do not matter here). */
function face(width: number, height: number): PictureFace {
  const nu = 40;
  const nv = 30;
  const field = new Float64Array(nu * nv).map((_, k) => 1 + (k % 7));
  return {
    faceType: 'single',
    grid: { width, height, nu, nv, luminance: field, illuminance: field },
    fixtureSide: 'bottom',
    lightnessAve: 3,
    lightness: 1,
    lightnessMax: 7,
    evenness: 0.33,
    anbanHeight: 0.2,
  } as unknown as PictureFace;
}

/** The scale a picture is printed at in its cell (pt a px), as the sheet fits it: whole, proportions kept. */
function printScale(f: PictureFace, size: PlotSize, cell: PictureBox): number {
  const { width, height } = falseColourSvg(f, { size });
  return Math.min(cell.width / width, cell.height / height);
}

describe("the sheet's maps: one scale for every face (issue 25: face B's labels printed smaller than face A's)", () => {
  // L03 of the demo: face A 3.6 × 6 m, face B 1.8 × 2 m, printed side by side with the polar curve
  const cell = performanceMapBox(2);
  const faceA = face(3.6, 6);
  const faceB = face(1.8, 2);

  it('prints a composite surface\'s two faces, and a wide face, at the scale of a tall face within 10 %', () => {
    const box = mapPlotBox(cell);
    const a = printScale(faceA, box, cell);
    for (const other of [faceB, face(12, 6)]) expect(printScale(other, box, cell) / a).toBeGreaterThan(0.9);
    // as drawn before, at a long side of 300 px whatever the cell: face B at about three quarters of A's scale
    expect(printScale(faceB, 300, cell) / printScale(faceA, 300, cell)).toBeLessThan(0.8);
  });

  it("changes nothing for a one-face sheet's maps, whose cell is wide", () => {
    const wide = performanceMapBox(1);
    expect(mapPlotBox(wide)).toEqual({ w: 300, h: 300 });
    for (const f of [faceA, face(12, 6)]) expect(falseColourSvg(f, { size: mapPlotBox(wide) }).svg).toBe(falseColourSvg(f, { size: 300 }).svg);
  });
});
