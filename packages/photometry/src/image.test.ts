import { describe, expect, it } from 'vitest';
import type { FaceGrid } from './contest.js';
import { effectImage, falseColour, falseColourImage, faceGridResample, lightnessFromRelativeLuminance, scaleLabel, scaleNiceStep } from './image.js';
import { FONT_ADVANCE, fontDrawText, fontSupports, fontTextWidth } from './image-font.js';
import type { Metres } from './units.js';

/** A face 4 m wide, 2 m high whose luminance rises left to right (0 … 300 cd/m²). */
function ramp(): FaceGrid {
  const nu = 4;
  const nv = 2;
  const luminance = new Float64Array(nu * nv);
  for (let j = 0; j < nv; j++) for (let i = 0; i < nu; i++) luminance[j * nu + i] = i * 100;
  return { nu, nv, width: 4 as Metres, height: 2 as Metres, luminance };
}

describe('false-colour image', () => {
  it('maps low to blue and high to red', () => {
    const [r0, , b0] = falseColour(0);
    const [r1, , b1] = falseColour(0.9);
    expect(b0).toBeGreaterThan(r0);
    expect(r1).toBeGreaterThan(b1);
    expect(falseColour(Number.NaN)).toEqual(falseColour(0));
  });

  it('draws a smooth map, a colour bar and dark label pixels on white', () => {
    const img = falseColourImage(ramp(), { size: 200 });
    expect(img.data.length).toBe(img.width * img.height * 4);
    expect(img.width).toBeGreaterThan(200);
    // every pixel opaque
    for (let i = 3; i < img.data.length; i += 4) expect(img.data[i]).toBe(255);
    const px = (x: number, y: number) => Array.from(img.data.subarray((y * img.width + x) * 4, (y * img.width + x) * 4 + 3));
    // map: 2:1 face → 200 × 100 at (8, 8 + 14 + 14)
    const y = 8 + 28 + 50;
    const left = px(10, y);
    const right = px(205, y);
    expect(left[2]!).toBeGreaterThan(left[0]!);
    expect(right[0]!).toBeGreaterThan(right[2]!);
    // smooth: neighbouring pixels differ little
    const a = px(100, y);
    const b = px(101, y);
    expect(Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!)).toBeLessThan(30);
    // some near-black pixels (label text) right of the bar
    let dark = 0;
    for (let yy = 0; yy < img.height; yy++) for (let x = 240; x < img.width; x++) if (px(x, yy)[0]! < 60 && px(x, yy)[2]! < 60) dark++;
    expect(dark).toBeGreaterThan(50);
  });

  it('chooses nice scale steps and short labels', () => {
    expect(scaleNiceStep(300, 5)).toBe(100);
    expect(scaleNiceStep(0.37, 5)).toBeCloseTo(0.1, 12);
    expect(scaleLabel(0)).toBe('0');
    expect(scaleLabel(0.25)).toBe('0.25');
    expect(scaleLabel(2500)).toBe('2500');
    expect(scaleLabel(25000)).toBe('25k');
    expect(scaleLabel(3.2e6)).toBe('3.2M');
    expect(fontSupports('cd/m² 0.5k')).toBe(true);
  });
});

describe('effect image', () => {
  it('is grey, brighter where the luminance is higher, white at the white point', () => {
    const img = effectImage(ramp(), { size: 80 });
    expect(img.width).toBe(80);
    expect(img.height).toBe(40);
    const row = 20;
    let prev = -1;
    for (let x = 0; x < 80; x += 8) {
      const o = (row * 80 + x) * 4;
      expect(img.data[o]).toBe(img.data[o + 1]);
      expect(img.data[o]).toBe(img.data[o + 2]);
      expect(img.data[o]!).toBeGreaterThanOrEqual(prev);
      prev = img.data[o]!;
    }
    expect(img.data[(row * 80 + 79) * 4]).toBe(255);
    expect(lightnessFromRelativeLuminance(0.18)).toBeCloseTo(49.5, 0);
    expect(lightnessFromRelativeLuminance(1)).toBeCloseTo(100, 9);
  });

  it('stands the face upright: grid row 0 (bottom) is the image’s last row', () => {
    const g: FaceGrid = { nu: 1, nv: 2, width: 1 as Metres, height: 1 as Metres, luminance: Float64Array.from([0, 10]) };
    const r = faceGridResample(g, 1, 4);
    expect(r[0]).toBe(10);
    expect(r[3]).toBe(0);
  });
});

describe('bitmap font', () => {
  it('measures and draws glyphs', () => {
    expect(fontTextWidth('12', 1)).toBe(2 * FONT_ADVANCE - 1);
    const img = { width: 20, height: 10, data: new Uint8ClampedArray(20 * 10 * 4) };
    fontDrawText(img, '1', 0, 0, 1, [255, 0, 0, 255]);
    let lit = 0;
    for (let i = 0; i < img.data.length; i += 4) if (img.data[i] === 255) lit++;
    expect(lit).toBe(10); // the glyph '1' has 10 set pixels
  });
});

describe('falseColourImage without its legend', () => {
  it('is the map alone, coloured on the given scale', () => {
    // a 4 × 2 face, luminance 0 at the left to 100 at the right
    const grid = { nu: 2, nv: 1, width: 4, height: 2, luminance: Float64Array.from([0, 100]) } as FaceGrid;
    const img = falseColourImage(grid, { size: 64, scaleMax: 200, legend: false });
    expect(img.width).toBe(64);
    expect(img.height).toBe(32);
    // the right edge is 100 of 200 cd/m²: mid-scale, the jet colour of 0.5 (cyan to yellow)
    const o = (16 * 64 + 63) * 4;
    expect([...img.data.subarray(o, o + 3)]).toEqual(falseColour(0.5).map(Math.round));
    const withLegend = falseColourImage(grid, { size: 64, scaleMax: 200 });
    expect(withLegend.width).toBeGreaterThan(img.width);
  });
});
