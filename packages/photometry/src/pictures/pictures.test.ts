import { describe, expect, it } from 'vitest';
import type { FaceGrid } from '../contest.js';
import type { CandelaPerSquareMetre, Metres } from '../units.js';
import { COLOUR_SCALES, colourScaleSample, rgbRelativeLuminance } from './colour-scales.js';
import { axisTicks, ticksClearOfLast, effectSvg, effectToneMap, facePlotSize, falseColourSvg, colourScaleBarSvg, type PictureFace } from './face-picture.js';
import { metresText } from './face-frame.js';
import { faceIsolines, polylineLength } from './isolines.js';
import { isolineLevels, luminanceScaleChoose, luminanceText, scalePosition, scaleTicks, scaleValueAt } from './luminance-scale.js';
import { base64Encode, pngEncodeRgb } from './png.js';
import { boxesOverlap, labelBox, segmentMeetsBox, textWidthEm } from './svg.js';
import { PICTURE_TEXTS } from './picture-texts.js';
import { unzlibSync } from 'fflate';
import { HALF_WIDTH_BESIDE_HAN } from '@lampsheet/contracts/domain';

/** A grid sampled at cell centres from a closed-form field f(x, y) over width × height metres. */
function gridOf(nu: number, nv: number, width: number, height: number, f: (x: number, y: number) => number): FaceGrid {
  const luminance = new Float64Array(nu * nv);
  for (let j = 0; j < nv; j++) for (let i = 0; i < nu; i++) luminance[j * nu + i] = f(((i + 0.5) / nu) * width, ((j + 0.5) / nv) * height);
  return { nu, nv, width: width as Metres, height: height as Metres, luminance };
}

function faceOf(grid: FaceGrid, extra: Partial<PictureFace> = {}): PictureFace {
  let s = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of grid.luminance) {
    s += v;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  const ave = s / grid.luminance.length;
  return { faceType: 'single', grid, fixtureSide: 'bottom', lightnessAve: ave, lightness: min, lightnessMax: max, evenness: min / ave, anbanHeight: 0, ...extra } as PictureFace;
}

describe('isolines by marching squares', () => {
  it('put a linear ramp L = 10·x at x = L/10 exactly, from bottom to top of the face', () => {
    const grid = gridOf(20, 10, 8, 4, (x) => 10 * x);
    const lines = faceIsolines(grid, [20, 50]);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      for (const [x] of line.points) expect(x).toBeCloseTo(line.level / 10, 9);
      const ys = line.points.map((p) => p[1]);
      expect(Math.min(...ys)).toBeCloseTo(0, 9);
      expect(Math.max(...ys)).toBeCloseTo(4, 9);
      expect(line.closed).toBe(false);
    }
  });

  it('draw a radial field L = 100 − r² as closed circles of radius √(100 − L) within a cell', () => {
    const grid = gridOf(80, 80, 10, 10, (x, y) => 100 - ((x - 5) ** 2 + (y - 5) ** 2));
    const cell = 10 / 80;
    for (const level of [96, 91, 84]) {
      const [line, ...rest] = faceIsolines(grid, [level]);
      expect(rest).toHaveLength(0);
      expect(line!.closed).toBe(true);
      const r = Math.sqrt(100 - level);
      for (const [x, y] of line!.points) expect(Math.abs(Math.hypot(x - 5, y - 5) - r)).toBeLessThan(cell * cell);
      expect(polylineLength(line!.points)).toBeCloseTo(2 * Math.PI * r, 1);
    }
  });

  it('give separate lines for separate peaks and none outside the data', () => {
    const grid = gridOf(60, 20, 6, 2, (x, y) => Math.exp(-((x - 1.5) ** 2 + (y - 1) ** 2) * 4) + Math.exp(-((x - 4.5) ** 2 + (y - 1) ** 2) * 4));
    expect(faceIsolines(grid, [0.5]).filter((l) => l.closed)).toHaveLength(2);
    expect(faceIsolines(grid, [2])).toHaveLength(0);
  });
});

describe('luminance scale', () => {
  it('fits 0 to a 1-2-5 top, ticks in round steps, linear below two decades', () => {
    const s = luminanceScaleChoose({ min: 5, max: 404 });
    expect(s).toEqual({ min: 0, max: 500, log: false, fixed: false });
    expect(scaleTicks(s)).toEqual([0, 100, 200, 300, 400, 500]);
    // The top wastes little of the scale: 7.3 → 8, 51.8 → 60 (not 10 and 100), and is labelled.
    expect(scaleTicks(luminanceScaleChoose({ min: 0.1, max: 7.3 }))).toEqual([0, 2, 4, 6, 8]);
    expect(luminanceScaleChoose({ min: 0.825, max: 51.8 }).max).toBe(60);
    expect(scaleTicks({ min: 0, max: 120, log: false, fixed: false })).toEqual([0, 25, 50, 75, 100, 120]);
    expect(scaleTicks({ min: 0, max: 0.5, log: false, fixed: true })).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it('turns logarithmic past two decades, with 1-2-5 ticks, and decade ticks past three', () => {
    const s = luminanceScaleChoose({ min: 0.167, max: 43.3 });
    expect(s).toEqual({ min: 0.1, max: 50, log: true, fixed: false });
    expect(scaleTicks(s)).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50]);
    expect(scalePosition(s, 0.1)).toBe(0);
    expect(scalePosition(s, 50)).toBe(1);
    expect(scalePosition(s, Math.sqrt(0.1 * 50))).toBeCloseTo(0.5, 12);
    expect(scaleValueAt(s, scalePosition(s, 7))).toBeCloseTo(7, 12);
    // Never more than four decades below the top: 0.01 … 9000 starts at 0.5.
    const wide = luminanceScaleChoose({ min: 0.01, max: 9000 });
    expect(wide).toEqual({ min: 0.5, max: 10000, log: true, fixed: false });
    expect(scaleTicks(wide)).toEqual([1, 10, 100, 1000, 10000]);
    // 404 over 3 passes two decades.
    expect(luminanceScaleChoose({ min: 3, max: 404 })).toEqual({ min: 2, max: 500, log: true, fixed: false });
    // Two decades exactly stay linear.
    expect(luminanceScaleChoose({ min: 1, max: 100 }).log).toBe(false);
  });

  it('keeps a fixed range as given, logarithmic only when it spans more than two decades and starts above 0', () => {
    expect(luminanceScaleChoose({ min: 3, max: 9 }, { range: { min: 0, max: 250 } })).toEqual({ min: 0, max: 250, log: false, fixed: true });
    expect(luminanceScaleChoose({ min: 3, max: 9 }, { range: { min: 1, max: 1000 } }).log).toBe(true);
    expect(luminanceScaleChoose({ min: 3, max: 9 }, { range: { min: 1, max: 1000 }, mode: 'linear' }).log).toBe(false);
    expect(() => luminanceScaleChoose({ min: 3, max: 9 }, { range: { min: 0, max: 10 }, mode: 'log' })).toThrow(RangeError);
    expect(() => luminanceScaleChoose({ min: 3, max: 9 }, { range: { min: 5, max: 5 } })).toThrow(RangeError);
  });

  it('places isolines at round values strictly inside the data, at most seven', () => {
    const lin = luminanceScaleChoose({ min: 27.9, max: 404 });
    expect(isolineLevels(lin, { min: 27.9, max: 404 }, 8)).toEqual([50, 100, 150, 200, 250, 300, 350, 400]);
    expect(isolineLevels(lin, { min: 27.9, max: 404 })).toEqual([100, 200, 300, 400]);
    const log = luminanceScaleChoose({ min: 0.167, max: 43.3 });
    expect(isolineLevels(log, { min: 0.167, max: 43.3 })).toEqual([0.2, 0.5, 1, 2, 5, 10, 20]);
    expect(isolineLevels(lin, { min: 5, max: 5 })).toEqual([]);
  });

  it('writes luminance with three significant digits and no exponent', () => {
    expect(luminanceText(404.2)).toBe('404');
    expect(luminanceText(27.94)).toBe('27.9');
    expect(luminanceText(0.1672)).toBe('0.167');
    expect(luminanceText(12345)).toBe('12,300');
    expect(luminanceText(0)).toBe('0');
  });
});

describe('colour scales', () => {
  it('viridis ends where the published map ends and rises in lightness; turbo and jet run blue → green → red', () => {
    // Within 2 % of the published end colours.
    const close = (a: number[], b: number[]) => a.forEach((v, i) => expect(Math.abs(v - b[i]!)).toBeLessThanOrEqual(5));
    close(colourScaleSample('viridis', 0), [68, 1, 84]);
    close(colourScaleSample('viridis', 1), [253, 231, 37]);
    close(colourScaleSample('jet', 0), [0, 0, 131]);
    close(colourScaleSample('jet', 0.5), [128, 255, 128]);
    // turbo by Google's polynomial: dark at both ends, green in the middle.
    const [r0, , b0] = colourScaleSample('turbo', 0.05);
    const [r5, g5, b5] = colourScaleSample('turbo', 0.5);
    const [r1, g1, b1] = colourScaleSample('turbo', 1);
    expect(b0).toBeGreaterThan(r0);
    expect(g5).toBeGreaterThan(Math.max(r5, b5));
    expect(r1).toBeGreaterThan(g1 + b1);
    let prev = -1;
    for (let k = 0; k <= 20; k++) {
      const y = rgbRelativeLuminance(colourScaleSample('viridis', k / 20));
      expect(y).toBeGreaterThan(prev);
      prev = y;
    }
    for (const s of COLOUR_SCALES) expect(colourScaleSample(s, Number.NaN)).toEqual(colourScaleSample(s, 0));
  });
});

describe('picture geometry', () => {
  it('draws a face to scale, widening only a face more slender than 1:8 and saying by how much', () => {
    expect(facePlotSize({ width: 20 as Metres, height: 12 as Metres, nu: 1, nv: 1 }, 360)).toEqual({ w: 360, h: 216, stretch: 1 });
    expect(facePlotSize({ width: 4 as Metres, height: 8 as Metres, nu: 1, nv: 1 }, 360)).toEqual({ w: 180, h: 360, stretch: 1 });
    const column = facePlotSize({ width: 0.5 as Metres, height: 10 as Metres, nu: 1, nv: 1 }, 360);
    expect(column.w).toBe(45);
    expect(column.stretch).toBeCloseTo(2.5, 9);
  });

  it("fits a face in a box with its proportions, its long side as large as the box allows (a document's cell)", () => {
    const box = { w: 170, h: 300 };
    // tall (3.6 × 6 m): 300 high would be 180 wide, so the width bounds it: 170 / 0.6 = 283 high
    expect(facePlotSize({ width: 3.6 as Metres, height: 6 as Metres, nu: 1, nv: 1 }, box)).toEqual({ w: 170, h: 283, stretch: 1 });
    expect(facePlotSize({ width: 3 as Metres, height: 6 as Metres, nu: 1, nv: 1 }, box)).toEqual({ w: 150, h: 300, stretch: 1 });
    // nearly square (1.8 × 2 m): 170 / 0.9 = 188 high, 169 wide
    expect(facePlotSize({ width: 1.8 as Metres, height: 2 as Metres, nu: 1, nv: 1 }, box)).toEqual({ w: 169, h: 188, stretch: 1 });
    // wide (12 × 6 m): 170 wide, 85 high
    expect(facePlotSize({ width: 12 as Metres, height: 6 as Metres, nu: 1, nv: 1 }, box)).toEqual({ w: 170, h: 85, stretch: 1 });
    // a slender column keeps its widening to 1:8 inside the box
    const column = facePlotSize({ width: 0.5 as Metres, height: 10 as Metres, nu: 1, nv: 1 }, box);
    expect(column).toEqual({ w: 38, h: 300, stretch: expect.closeTo(2.5, 9) });
    // a box larger than the face needs changes nothing against the long side
    expect(facePlotSize({ width: 20 as Metres, height: 12 as Metres, nu: 1, nv: 1 }, { w: 360, h: 360 })).toEqual(facePlotSize({ width: 20 as Metres, height: 12 as Metres, nu: 1, nv: 1 }, 360));
  });

  it('ticks the axes in round metres and always ends at the full dimension', () => {
    expect(axisTicks(20, 360)).toEqual([0, 5, 10, 15, 20]);
    expect(axisTicks(12, 216)).toEqual([0, 5, 10, 12]);
    // A round tick closer than a third of a step to the end gives way to the dimension.
    expect(axisTicks(10.5, 360)).toEqual([0, 2, 4, 6, 8, 10.5]);
    expect(axisTicks(8.5, 360)).toEqual([0, 2, 4, 6, 8.5]);
    expect(axisTicks(0.8, 45)).toEqual([0, 0.8]);
  });

  it('lays the axes over the plot at their metre positions and the scale ticks at their luminance', () => {
    const face = faceOf(gridOf(40, 24, 20, 12, (x, y) => 20 * x + y));
    const { svg, width, height, scale } = falseColourSvg(face, { texts: PICTURE_TEXTS.en });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    const field = /<image x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*data-part="field"/.exec(svg)!;
    const [x0, y0, w, h] = field.slice(1).map(Number) as [number, number, number, number];
    expect([w, h]).toEqual([360, 216]);
    // x ticks: 0 … 20 m at the plot's left and right edges, y ticks 0 at the bottom, 12 m at the top.
    const xTicks = [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+"[^>]*data-axis="x">([^<]+)</g)].map((m) => [Number(m[1]), m[2]]);
    expect(xTicks).toEqual([
      [x0, '0'],
      [x0 + w / 4, '5'],
      [x0 + w / 2, '10'],
      [x0 + (3 * w) / 4, '15'],
      [x0 + w, '20 m'],
    ]);
    const yLabels = [...svg.matchAll(/data-axis="y">([^<]+)</g)].map((m) => m[1]);
    expect(yLabels).toEqual(['0', '5', '10', '12 m']);
    // Scale bar ticks at their fraction of the bar.
    const bar = /<rect x="([\d.]+)" y="([\d.]+)" width="14" height="([\d.]+)" fill="url/.exec(svg)!;
    const [by, bh] = [Number(bar[2]), Number(bar[3])];
    const ticks = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)"[^>]*data-tick="([\d.]+)"/g)].map((m) => [Number(m[1]) - 4, Number(m[2])]);
    expect(ticks.map((t) => t[1])).toEqual(scaleTicks(scale));
    for (const [y, v] of ticks) expect(y!).toBeCloseTo(by + bh - scalePosition(scale, v!) * bh, 1);
    expect(y0).toBeGreaterThan(0);
  });

  it('has the parts a designer reads, in a stable structure', () => {
    const face = faceOf(
      gridOf(30, 20, 6, 4, (x, y) => 5 + 200 * Math.exp(-((x - 3) ** 2) / 2 - ((y - 2.5) ** 2) / 1.5)),
      { anbanHeight: 0.6 as Metres, lightness: 6 as CandelaPerSquareMetre },
    );
    const { svg } = falseColourSvg(face, { texts: PICTURE_TEXTS.en, title: 'Face A' });
    // The element structure without coordinates, numbers or the embedded raster.
    const structure = [...svg.matchAll(/<(\w+)([^>]*?)(\/?)>/g)]
      .map((m) => {
        const part = /data-(part|marker|picture)="([^"]+)"/.exec(m[2]!);
        return part ? `${m[1]}[${part[2]}]` : m[1];
      })
      .filter((tag, i, all) => !(tag === all[i - 1] && /^(text|line|stop|path|g)$/.test(tag!)));
    expect(structure).toMatchSnapshot();
    expect(svg).toContain('>Face A<');
    expect(svg).toContain('Lavg');
    expect(svg).toContain('Dark band 0.6 m');
    expect(svg).toMatch(new RegExp(`data-marker="max"[\\s\\S]*max ${luminanceText(face.lightnessMax)}<`));
    expect(svg).toMatch(/data-marker="min"[\s\S]*min 6\.00</);
    expect(svg).toMatch(/data-isoline-label="50"/);
  });

  it('writes the Chinese picture texts with full-width punctuation beside Chinese characters', () => {
    const slips = Object.entries(PICTURE_TEXTS.zh).filter(([, text]) => HALF_WIDTH_BESIDE_HAN.test(text));
    expect(slips).toEqual([]);
  });

  it('writes the caption in Chinese with the CJK font first', () => {
    const face = faceOf(gridOf(10, 10, 4, 4, (x) => 1 + x));
    const { svg } = falseColourSvg(face, { texts: PICTURE_TEXTS.zh });
    expect(svg).toContain('平均亮度');
    expect(svg).toContain('均匀度 U0');
    expect(svg).toContain('font-family="&#39;Noto Sans S Chinese&#39;');
  });

  it('marks the over-range end of a fixed scale, and a thumbnail is the plot alone', () => {
    const face = faceOf(gridOf(10, 10, 4, 4, (x) => 100 * x));
    expect(falseColourSvg(face, { range: { min: 0, max: 100 } }).svg).toContain('data-part="over-range"');
    expect(falseColourSvg(face).svg).not.toContain('data-part="over-range"');
    const thumb = falseColourSvg(face, { variant: 'thumbnail', size: 120, range: { min: 0, max: 500 } });
    expect([thumb.width, thumb.height]).toEqual([120, 120]);
    expect(thumb.svg).not.toContain('data-part="caption"');
    expect(thumb.svg).toContain('data-scale="0 500 0"');
    const bar = colourScaleBarSvg(thumb.scale, { height: 100 });
    expect(bar.svg).toContain('data-tick="500"');
  });
});

/** The embedded field raster of a picture, decoded: width, height and RGB bytes. */
function fieldPixels(svg: string): { w: number; h: number; rgb: number[] } {
  const b64 = /href="data:image\/png;base64,([^"]+)"/.exec(svg)![1]!;
  const png = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const view = new DataView(png.buffer);
  const w = view.getUint32(16);
  const h = view.getUint32(20);
  const len = view.getUint32(33);
  const raw = unzlibSync(png.subarray(41, 41 + len));
  const rgb: number[] = [];
  for (let y = 0; y < h; y++) {
    const row: number[] = [];
    raw.subarray(y * (w * 3 + 1) + 1, (y + 1) * (w * 3 + 1)).forEach((v, i) => row.push((v + (i >= 3 ? row[i - 3]! : 0)) & 0xff));
    rgb.push(...row);
  }
  return { w, h, rgb };
}

describe('thumbnail on a given scale', () => {
  it('is the map alone, coloured on the given range', () => {
    // a 4 × 2 face, luminance 0 at the left to 100 at the right
    const grid = { nu: 2, nv: 2, width: 4, height: 2, luminance: Float64Array.from([0, 100, 0, 100]) } as unknown as FaceGrid;
    const face = faceOf(grid);
    const thumb = falseColourSvg(face, { variant: 'thumbnail', size: 64, range: { min: 0, max: 200 } });
    expect([thumb.width, thumb.height]).toEqual([64, 32]);
    // the right edge is 100 of 200 cd/m²: the middle of the scale
    const { w, rgb } = fieldPixels(thumb.svg);
    const o = (w - 1) * 3;
    expect(rgb.slice(o, o + 3)).toEqual(colourScaleSample('viridis', Math.round(0.5 * 255) / 255));
    expect(rgb.slice(0, 3)).toEqual(colourScaleSample('viridis', 0));
    expect(falseColourSvg(face, { range: { min: 0, max: 200 } }).width).toBeGreaterThan(thumb.width);
  });
});

describe('effect picture', () => {
  it('maps the maximum to white, rolling highlights off and keeping shadow detail instead of clipping', () => {
    // Reinhard x/(1+x) with the key at x = 0.18, normalised to white at x = 0.54: L = key → (0.18/1.18)/(0.54/1.54) before sRGB.
    expect(effectToneMap(100, 100, 300)).toBeCloseTo(1.055 * (0.18 / 1.18 / (0.54 / 1.54)) ** (1 / 2.4) - 0.055, 9);
    expect(effectToneMap(300, 100, 300)).toBeCloseTo(1, 9);
    expect(effectToneMap(0, 100, 300)).toBe(0);
    // Not a linear clip: highlights roll off against L/Lmax through the same gamma, and nothing below the maximum is white.
    const g = (l: number) => effectToneMap(l, 100, 300);
    const linear = (l: number) => 1.055 * (l / 300) ** (1 / 2.4) - 0.055;
    expect(g(300) - g(270)).toBeLessThan(linear(300) - linear(270));
    expect(g(10)).toBeGreaterThan(linear(10));
    expect(g(290)).toBeLessThan(1);
    for (let l = 1; l < 300; l += 7) expect(g(l + 7)).toBeGreaterThan(g(l));
  });

  it('shares the false-colour picture geometry', () => {
    const face = faceOf(gridOf(40, 24, 20, 12, (x, y) => 20 * x + y));
    const a = falseColourSvg(face);
    const b = effectSvg(face);
    const field = (svg: string) => /<image [^>]*data-part="field"/.exec(svg)![0].replace(/href="[^"]+"/, '');
    expect(field(b.svg)).toBe(field(a.svg));
    expect(b.svg).toContain('Tone-mapped');
  });
});

describe('png encoder', () => {
  it('writes a PNG whose pixels read back', () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30]);
    const png = pngEncodeRgb(2, 2, rgb);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const idatAt = 8 + 25;
    const len = new DataView(png.buffer).getUint32(idatAt);
    const raw = unzlibSync(png.subarray(idatAt + 8, idatAt + 8 + len));
    // Undo the Sub filter of each row.
    const out: number[] = [];
    for (let y = 0; y < 2; y++) {
      const row = raw.subarray(y * 7 + 1, y * 7 + 7);
      const px: number[] = [];
      row.forEach((v, i) => px.push((v + (i >= 3 ? px[i - 3]! : 0)) & 0xff));
      out.push(...px);
    }
    expect(out).toEqual([...rgb]);
    expect(base64Encode(new Uint8Array([77, 97, 110, 77]))).toBe('TWFuTQ==');
  });
});

/** Each text of the SVG (the halo's outline left out) with its estimated box. */
const texts = (svg: string) =>
  [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
    .filter((m) => !m[1]!.includes('fill="none"') && !m[1]!.includes('transform'))
    .map((m) => {
      const attr = (k: string) => new RegExp(`${k}="([^"]*)"`).exec(m[1]!)?.[1];
      const size = Number(attr('font-size') ?? 11);
      return { text: m[2]!, box: labelBox(Number(attr('x')), Number(attr('y')), m[2]!, size, (attr('text-anchor') ?? 'start') as 'start' | 'middle' | 'end', attr('font-weight') === '600') };
    });

describe('labels of a face picture clear of each other (issue 25)', () => {
  it('drops an axis tick whose label would run into the last one (the full dimension with its unit)', () => {
    // 0.9 m over 90 px: ticks 0, 0.2 … 0.8 at 0 … 80 px; the last label "0.9 m" needs 30 px before the end
    expect(ticksClearOfLast([0, 0.2, 0.4, 0.6, 0.8, 0.9], 0.9, 90, () => 30)).toEqual([0, 0.2, 0.4, 0.6, 0.9]);
    expect(ticksClearOfLast([0, 5, 10, 12], 12, 216, () => 37)).toEqual([0, 5, 12]);
    expect(ticksClearOfLast([0, 5, 10, 12], 12, 216, () => 36)).toEqual([0, 5, 10, 12]);
  });

  it('puts the dark band label where the darkest point\'s marker is not, and keeps the axes\' ticks and the scale\'s unit apart', () => {
    // darkest just above the band's edge at the left, where the band's label began
    const face = faceOf(gridOf(60, 40, 3, 2, (x, y) => 5 + 10 * y + x), { anbanHeight: 0.5 as Metres });
    const band = face.grid.luminance.filter((_, k) => Math.floor(k / 60) >= 10);
    const { svg } = falseColourSvg({ ...face, lightness: Math.min(...band) as CandelaPerSquareMetre }, { texts: PICTURE_TEXTS.en, size: 300 });
    const all = texts(svg);
    const label = all.find((t) => t.text.startsWith('Dark band'))!;
    const min = all.find((t) => t.text.startsWith('min'))!;
    expect(label, 'the dark band labelled').toBeTruthy();
    expect(boxesOverlap(label.box, min.box)).toBe(false);
    const unit = all.find((t) => t.text === 'cd/m²')!;
    for (const t of all) if (t !== unit) expect(boxesOverlap(unit.box, t.box), `cd/m² over ${t.text}`).toBe(false);
  });
});

/** A label's box with a few px of room around it: text a browser draws a little wider than estimated still keeps clear. */
const widened = (b: { x0: number; y0: number; x1: number; y1: number }, pad = 4) => ({ x0: b.x0 - pad, y0: b.y0 - 1, x1: b.x1 + pad, y1: b.y1 + 1 });

describe('the extremes\' labels clear of the dark band label (walk 9: "min 14.4" over "0.18 m", "最小 14.5" over "暗斑 0.38 m")', () => {
  it.each([
    ['a 36 × 4 m wall (Compare)', 36, 4, [0.18, 0.38, 0.6]],
    ['a 12 × 14 m wall (the check)', 12, 14, [0.38, 1, 2]],
    ['a 6 × 3 m wall', 6, 3, [0.18, 0.38]],
  ] as const)('a dark band at the bottom and the minimum near the bottom left: %s', (_what, width, height, bands) => {
    for (const anbanHeight of bands) {
      // darkest just above the band's edge near the left end, brighter to the right and upward
      const grid = gridOf(72, 36, width, height, (x, y) => (y < anbanHeight ? 2 : 14 + 0.5 * x + 3 * (y - anbanHeight)));
      const lit = grid.luminance.filter((v) => v > 2);
      for (const n of [0, 4, 10]) {
      // `n` washers along the foot, aimed up to two thirds of the wall
      const fixtures = Array.from({ length: n }, (_, k) => ({ at: [((k + 0.5) * width) / n, 0] as [number, number], aim: [((k + 0.5) * width) / n, (height * 2) / 3] as [number, number], distance: 0.3 }));
      const face = faceOf(grid, { anbanHeight: anbanHeight as Metres, fixtureSide: 'bottom', lightness: Math.min(...lit) as CandelaPerSquareMetre, fixtures });
      for (const lang of ['en', 'zh'] as const) {
        for (const size of [240, 300, 360]) {
          const all = texts(falseColourSvg(face, { texts: PICTURE_TEXTS[lang], size }).svg);
          // the label on the line ("Dark band 0.18 m") or its height alone ("0.18 m")
          const band = all.filter((t) => t.text.endsWith(`${metresText(anbanHeight)} ${PICTURE_TEXTS[lang].metres}`));
          const extremes = all.filter((t) => new RegExp(`^(${PICTURE_TEXTS[lang].min}|${PICTURE_TEXTS[lang].max}) \\d`).test(t.text));
          expect(band.length, `the dark band labelled (${lang}, ${size} px, ${anbanHeight} m)`).toBeGreaterThan(0);
          expect(extremes, 'both extremes labelled').toHaveLength(2);
          for (const b of band) for (const e of extremes) expect(boxesOverlap(widened(b.box), e.box), `${e.text} over ${b.text} (${lang}, ${size} px, ${anbanHeight} m, ${n} fixtures)`).toBe(false);
        }
      }
      }
    }
  });
});

describe('the extremes\' labels on a slender face (a 36 × 4 m wall, Compare\'s maps)', () => {
  /** The markers' triangles as boxes: the path's points. */
  const marks = (svg: string) =>
    [...svg.matchAll(/<g data-marker="(max|min)"><path d="([^"]*)"/g)].map((m) => {
      const pts = [...m[2]!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((p) => [Number(p[1]), Number(p[2])] as const);
      return { kind: m[1]!, box: { x0: Math.min(...pts.map((p) => p[0])), x1: Math.max(...pts.map((p) => p[0])), y0: Math.min(...pts.map((p) => p[1])), y1: Math.max(...pts.map((p) => p[1])) } };
    });

  it.each([
    ['brightest left, darkest right', (x: number, y: number) => 40 - x + y],
    ['brightest and darkest at the same end, one above the other', (x: number, y: number) => 5 + 30 * (y / 4) * Math.exp(-x / 3) + x * 0.01],
    ['both in the middle of the top edge', (x: number, y: number) => 10 + (x > 17.5 && x < 18.5 ? (y > 3.5 ? (x < 18 ? 30 : -9) : 0) : 0)],
  ])('%s: both labels inside the picture, clear of each other and of the other marker', (_what, f) => {
    for (const size of [240, 300]) {
      const face = faceOf(gridOf(72, 8, 36, 4, f));
      const { svg } = falseColourSvg(face, { texts: PICTURE_TEXTS.en, size });
      const [w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number) as [number, number];
      const all = texts(svg);
      const max = all.find((t) => t.text.startsWith('max '))!;
      const min = all.find((t) => t.text.startsWith('min '))!;
      expect(max && min, 'both extremes labelled').toBeTruthy();
      for (const l of [max, min]) {
        expect(l.box.x0, `${l.text} inside (left)`).toBeGreaterThanOrEqual(0);
        expect(l.box.x1, `${l.text} inside (right)`).toBeLessThanOrEqual(w);
        expect(l.box.y0, `${l.text} inside (top)`).toBeGreaterThanOrEqual(0);
        expect(l.box.y1, `${l.text} inside (bottom)`).toBeLessThanOrEqual(h);
      }
      expect(boxesOverlap(max.box, min.box), `${max.text} over ${min.text} at ${size} px`).toBe(false);
      const [maxMark, minMark] = ['max', 'min'].map((k) => marks(svg).find((m) => m.kind === k)!.box);
      expect(boxesOverlap(max.box, minMark!), `${max.text} over the min marker at ${size} px`).toBe(false);
      expect(boxesOverlap(min.box, maxMark!), `${min.text} over the max marker at ${size} px`).toBe(false);
    }
  });
});

describe('the dark band label clear of the fixtures (issue 24)', () => {
  /** A dense wall: `n` washers along the 4 m foot, each aimed straight up to two thirds of the 9 m wall. */
  const dense = (n: number, anbanHeight: number) =>
    faceOf(gridOf(40, 90, 4, 9, (x, y) => 5 + 10 * y + x), {
      anbanHeight: anbanHeight as Metres,
      fixtures: Array.from({ length: n }, (_, k) => ({ at: [((k + 0.5) * 4) / n, 0] as [number, number], aim: [((k + 0.5) * 4) / n, 6] as [number, number], distance: 0.3 })),
    });
  /** The fixtures' arrows as the picture draws them: from each ring's centre to the arrow's tip. */
  const arrows = (svg: string) =>
    [...svg.matchAll(/<g data-fixture="\d+"[^>]*><path d="M([\d.-]+),([\d.-]+) L([\d.-]+),([\d.-]+)"/g)].map((m) => [
      [Number(m[1]), Number(m[2])],
      [Number(m[3]), Number(m[4])],
    ] as [[number, number], [number, number]]);

  it.each([4, 8, 12])('puts the label where no arrow crosses it (%i washers on 4 m)', (n) => {
    for (const lang of ['en', 'zh'] as const) {
      const { svg } = falseColourSvg(dense(n, 1.2), { texts: PICTURE_TEXTS[lang], size: 300 });
      const band = /<g data-part="dark-band">(.*?)<g data-part="fixtures">/.exec(svg)![1]!;
      const label = [...band.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].find((m) => !m[1]!.includes('fill="none"'))!;
      // on the line between the arrows where there is room, else a legend above the plot: never under an arrow
      expect(label?.[2], `${lang}: the dark band labelled`).toMatch(/1\.2 m$/);
      const attr = (k: string) => new RegExp(`${k}="([^"]*)"`).exec(label[1]!)?.[1];
      const box = labelBox(Number(attr('x')), Number(attr('y')), label[2]!, Number(attr('font-size')), (attr('text-anchor') ?? 'start') as 'start' | 'end');
      const drawn = arrows(svg);
      expect(drawn).toHaveLength(n);
      for (const [a, b] of drawn) expect(segmentMeetsBox(a, b, box, 1), `${lang} ${n}: ${label[2]} over the arrow at x ${a[0]}`).toBe(false);
    }
  });
});

describe('the effect picture\'s caption (issue 25)', () => {
  it.each(['en', 'zh', 'neutral'] as const)('breaks a caption item wider than the picture instead of running off its edge (%s)', (lang) => {
    const face = faceOf(gridOf(20, 40, 1, 2, (x, y) => 5 + 10 * y + x));
    const { svg, width } = effectSvg(face, { texts: PICTURE_TEXTS[lang], size: 160 });
    const caption = /<g data-part="caption">(.*?)<\/g>/.exec(svg)![1]!;
    const lines = [...caption.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const line of lines) expect(Math.ceil(textWidthEm(line) * 12), line).toBeLessThanOrEqual(width - 20);
    // every word of the note is there, in order
    expect(lines.join(' ').replace(/\s+/g, '')).toContain(PICTURE_TEXTS[lang].effectNote.replace(/\s+/g, ''));
  });
});

describe('the extremes\' labels clear of the dark band\'s line (the walk saw "min 1.96" struck through)', () => {
  /** The dashed dark-band line's ends, as drawn. */
  const bandLine = (svg: string) => {
    const m = /<path d="M([\d.-]+),([\d.-]+) L([\d.-]+),([\d.-]+)" stroke="#000000" stroke-width="1" stroke-dasharray="5 3"/.exec(svg);
    return m ? ([[Number(m[1]), Number(m[2])], [Number(m[3]), Number(m[4])]] as [[number, number], [number, number]]) : null;
  };
  it.each([2.5, 4, 7])('the darkest point on the band\'s height (%d m): its label beside it, off the line', (a) => {
    for (const size of [240, 360]) {
      // darkest along the line at the dark band's height, brighter away from it, the darkest of all at its left end
      const face = faceOf(gridOf(48, 56, 12, 14, (x, y) => 3 + 4 * Math.abs(y - a) + 0.2 * x), { anbanHeight: a as Metres });
      const { svg } = falseColourSvg(face, { texts: PICTURE_TEXTS.en, size });
      const line = bandLine(svg);
      expect(line, 'the dark band drawn').not.toBeNull();
      const min = texts(svg).find((t) => t.text.startsWith('min '))!;
      expect(min, 'the minimum labelled').toBeTruthy();
      expect(segmentMeetsBox(line![0], line![1], min.box, 0), `"${min.text}" on the band's line at ${size} px, ${a} m`).toBe(false);
    }
  });
});
