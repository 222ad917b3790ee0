/**
 * Pictures of a calculated face as SVG: the false-colour map (luminance in colour with a scale
 * bar, isolines at round values labelled on the line, the brightest and darkest points, the
 * dark band and a caption of the figures) and the effect picture (the face in grey through a
 * tone map). Both share one geometry: the face to scale with its dimensions in metres on the
 * axes, so the two can be laid over each other. Pure functions: no fonts are measured (text
 * widths are estimated), no I/O.
 */
import type { ContestFaceResult, FaceGrid } from '../contest.js';
import type { FixtureSide } from '../contest-scene.js';
import { faceGridResample } from '../image.js';
import { DEFAULT_COLOUR_SCALE, colourScaleSample, colourScaleTable, rgbHex, rgbRelativeLuminance, type ColourScaleName } from './colour-scales.js';
import { faceIsolines, polylineLength, polylinePointAt, type Point } from './isolines.js';
import {
  isolineLevels,
  luminanceScaleChoose,
  luminanceText,
  niceStep,
  roundTo,
  scalePosition,
  scaleTicks,
  scaleValueAt,
  type LuminanceRange,
  type LuminanceScale,
  type ScaleMode,
} from './luminance-scale.js';
import { pngDataAddress } from './png.js';
import { PICTURE_FONT_FAMILY, el, num, svgEscape, textWidthEm } from './svg.js';
import { PICTURE_TEXTS, type PictureTexts } from './picture-texts.js';

/** A face as the engine calculates it: grid, fixture side and figures (a {@link ContestFaceResult}). */
export type PictureFace = Pick<
  ContestFaceResult,
  'faceType' | 'grid' | 'fixtureSide' | 'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight'
>;

export interface FacePictureOptions {
  /** 'full' (axes, scale bar, caption) or 'thumbnail' (the map alone, for lists and comparisons). */
  variant?: 'full' | 'thumbnail';
  /** Length of the plot's long side in px (default 360 full, 160 thumbnail). */
  size?: number;
  /** Fixed luminance range (cd/m²): pictures asked for with one range share one colour scale. */
  range?: LuminanceRange | null;
  /** Linear, logarithmic, or 'auto' (logarithmic when the range passes two decades). */
  mode?: ScaleMode;
  colourScale?: ColourScaleName;
  /** Heading above the map (e.g. the face and application type). */
  title?: string | null;
  texts?: PictureTexts;
  /** Draw isolines (default true). */
  isolines?: boolean;
}

export interface FacePicture {
  svg: string;
  width: number;
  height: number;
  scale: LuminanceScale;
}

/** Faces longer than this many times their width get their short side drawn wider (and say so). */
export const MAX_DRAWN_ASPECT = 8;

const INK = '#262626';
const MUTED = '#595959';
const FONT = { tick: 11, caption: 12, title: 13, label: 10 } as const;
const px = (em: number, size: number) => Math.ceil(em * size);

/** Plot size (px) of a face whose long side is `long` px; a very slender face is widened to 1 : MAX_DRAWN_ASPECT. */
export function facePlotSize(grid: Pick<FaceGrid, 'width' | 'height' | 'nu' | 'nv'>, long: number): { w: number; h: number; stretch: number } {
  const W = grid.width > 0 ? grid.width : grid.nu;
  const H = grid.height > 0 ? grid.height : grid.nv;
  const aspect = W / H;
  if (aspect >= 1) {
    const h = long / aspect;
    const minH = long / MAX_DRAWN_ASPECT;
    return h >= minH ? { w: long, h: Math.round(h), stretch: 1 } : { w: long, h: Math.round(minH), stretch: minH / h };
  }
  const w = long * aspect;
  const minW = long / MAX_DRAWN_ASPECT;
  return w >= minW ? { w: Math.round(w), h: long, stretch: 1 } : { w: Math.round(minW), h: long, stretch: minW / w };
}

/**
 * Tick positions (metres) along a face dimension drawn `pixels` long: round steps about 55 px
 * apart; the full dimension is always the last tick (a round tick too close to it is dropped).
 */
export function axisTicks(extent: number, pixels: number): number[] {
  if (!(extent > 0)) return [0];
  const step = niceStep(extent, Math.max(1, Math.floor(pixels / 55)));
  const out: number[] = [];
  for (let k = 0; k * step < extent - step * 0.35; k++) out.push(roundTo(k * step, step));
  out.push(extent);
  return out;
}

/** A metre value for an axis: up to two decimals, trailing zeros trimmed. */
export function metresText(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** The cell holding the largest value, and the smallest of the lit field (outside the dark band). */
function extremeCells(face: PictureFace): { max: Point; min: Point } {
  const { grid, fixtureSide, anbanHeight } = face;
  const { nu, nv, luminance } = grid;
  const cx = (i: number) => ((i + 0.5) / nu) * grid.width;
  const cy = (j: number) => ((j + 0.5) / nv) * grid.height;
  const fromSide = (i: number, j: number) =>
    fixtureSide === 'bottom' ? cy(j) : fixtureSide === 'top' ? grid.height - cy(j) : fixtureSide === 'left' ? cx(i) : grid.width - cx(i);
  const extent = fixtureSide === 'bottom' || fixtureSide === 'top' ? grid.height : grid.width;
  const bandApplies = anbanHeight > 0 && anbanHeight < extent;
  let maxK = 0;
  let minK = -1;
  for (let j = 0; j < nv; j++) {
    for (let i = 0; i < nu; i++) {
      const k = j * nu + i;
      if (luminance[k]! > luminance[maxK]!) maxK = k;
      if (bandApplies && fromSide(i, j) < anbanHeight - 1e-9) continue;
      if (minK < 0 || luminance[k]! < luminance[minK]!) minK = k;
    }
  }
  if (minK < 0) minK = 0;
  const at = (k: number): Point => [cx(k % nu), cy(Math.floor(k / nu))];
  return { max: at(maxK), min: at(minK) };
}

interface Frame {
  width: number;
  height: number;
  plot: { x: number; y: number; w: number; h: number };
  bar: { x: number; y: number; w: number; h: number };
  stretch: number;
  captionLines: string[][];
  captionY: number;
  xTicks: number[];
  yTicks: number[];
  titleY: number;
}

/** Caption items of a face: Lavg, Lmin, Lmax, U0 and the dark band. */
function captionItems(face: PictureFace, t: PictureTexts): string[] {
  const items = [
    `${t.lavg} ${luminanceText(face.lightnessAve)} ${t.unit}`,
    `${t.lmin} ${luminanceText(face.lightness)} ${t.unit}`,
    `${t.lmax} ${luminanceText(face.lightnessMax)} ${t.unit}`,
    `${t.u0} ${face.evenness.toFixed(2)}`,
    `${t.darkBand} ${metresText(face.anbanHeight)} ${t.metres}`,
  ];
  return items;
}

/** Flows items into lines no wider than `width` px (estimated), separated by a middle dot. */
function flow(items: readonly string[], width: number, size: number): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let used = 0;
  const sep = px(textWidthEm(' · '), size);
  for (const item of items) {
    const w = px(textWidthEm(item), size);
    if (line.length && used + sep + w > width) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length ? sep : 0) + w;
    line.push(item);
  }
  if (line.length) lines.push(line);
  return lines;
}

function frameOf(face: PictureFace, scale: LuminanceScale, size: number, title: string | null, notes: string[], t: PictureTexts): Frame {
  const { grid } = face;
  const plotSize = facePlotSize(grid, size);
  const xTicks = axisTicks(grid.width, plotSize.w);
  const yTicks = axisTicks(grid.height, plotSize.h);
  const yLabelW = Math.max(...yTicks.map((v, k) => px(textWidthEm(k === yTicks.length - 1 ? `${metresText(v)} ${t.metres}` : metresText(v)), FONT.tick)));
  const tickLabels = scaleTicks(scale).map(luminanceText);
  const barLabelW = Math.max(px(textWidthEm(t.unit), FONT.tick), ...tickLabels.map((l) => px(textWidthEm(l), FONT.tick)));
  const titleH = title ? 22 : 0;
  const top = 10 + titleH + 18;
  const left = 10 + yLabelW + 8;
  const plot = { x: left, y: top, w: plotSize.w, h: plotSize.h };
  const barH = Math.max(plotSize.h, 150);
  const bar = { x: plot.x + plot.w + 22, y: top, w: 14, h: barH };
  let width = bar.x + bar.w + 6 + barLabelW + 12;
  const minWidth = 300;
  width = Math.max(width, minWidth);
  const captionItemsAll = [...captionItems(face, t), ...notes];
  const captionLines = flow(captionItemsAll, width - 20, FONT.caption);
  const below = Math.max(plot.y + plot.h + 6 + FONT.tick + 6, bar.y + bar.h + (scale.log ? 18 : 4));
  const captionY = below + 16;
  const height = captionY + (captionLines.length - 1) * 17 + 12;
  return { width: Math.ceil(width), height: Math.ceil(height), plot, bar, stretch: plotSize.stretch, captionLines, captionY, xTicks, yTicks, titleY: 10 + 14 };
}

/** Face metres → picture px. */
function mapper(grid: FaceGrid, plot: Frame['plot']) {
  return (p: Point): Point => [plot.x + (p[0] / grid.width) * plot.w, plot.y + plot.h - (p[1] / grid.height) * plot.h];
}

/**
 * The field as an embedded raster: the grid resampled (bilinear between cell centres) to 2
 * pixels per cell, at most the plot's own pixels; the renderer smooths the rest when it scales
 * the image to the plot, so the beam's shape shows without a heavy picture. `paint` writes the
 * colour of a value at `o` in `rgb`.
 */
function fieldRaster(grid: FaceGrid, plotW: number, plotH: number, paint: (v: number, rgb: Uint8Array, o: number) => void): string {
  const w = Math.max(2, Math.min(Math.round(plotW), grid.nu * 2));
  const h = Math.max(2, Math.min(Math.round(plotH), grid.nv * 2));
  const values = faceGridResample(grid, w, h);
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) paint(values[i]!, rgb, i * 3);
  return pngDataAddress(w, h, rgb);
}

function axes(frame: Frame, grid: FaceGrid, t: PictureTexts): string {
  const { plot } = frame;
  const parts: string[] = [];
  const x = (m: number) => plot.x + (m / grid.width) * plot.w;
  const y = (m: number) => plot.y + plot.h - (m / grid.height) * plot.h;
  const tickLen = 4;
  frame.xTicks.forEach((m, k) => {
    const last = k === frame.xTicks.length - 1;
    const anchor = last && frame.xTicks.length > 1 ? 'end' : k === 0 ? 'start' : 'middle';
    parts.push(el('line', { x1: x(m), y1: plot.y + plot.h, x2: x(m), y2: plot.y + plot.h + tickLen, stroke: MUTED }));
    parts.push(
      el(
        'text',
        { x: x(m), y: plot.y + plot.h + tickLen + FONT.tick, 'text-anchor': frame.xTicks.length === 1 ? 'middle' : anchor, 'font-weight': last ? 600 : null, 'data-axis': 'x' },
        svgEscape(last ? `${metresText(m)} ${t.metres}` : metresText(m)),
      ),
    );
  });
  frame.yTicks.forEach((m, k) => {
    const last = k === frame.yTicks.length - 1;
    parts.push(el('line', { x1: plot.x - tickLen, y1: y(m), x2: plot.x, y2: y(m), stroke: MUTED }));
    parts.push(
      el(
        'text',
        { x: plot.x - tickLen - 3, y: y(m) + (k === 0 ? 0 : last ? 8 : 4), 'text-anchor': 'end', 'font-weight': last ? 600 : null, 'data-axis': 'y' },
        svgEscape(last ? `${metresText(m)} ${t.metres}` : metresText(m)),
      ),
    );
  });
  return el('g', { 'font-size': FONT.tick, fill: INK, 'data-part': 'axes' }, ...parts);
}

/** The colour (or grey) scale bar with its ticks; `colourAt(t)` gives the colour at position t. */
function scaleBar(frame: Frame, scale: LuminanceScale, colourAt: (t: number) => readonly number[], t: PictureTexts, id: string, overRange: boolean): string {
  const { bar } = frame;
  const stops: string[] = [];
  for (let k = 0; k <= 32; k++) {
    const p = k / 32;
    stops.push(el('stop', { offset: num(p), 'stop-color': rgbHex(colourAt(1 - p)) }));
  }
  const ticks = scaleTicks(scale);
  const parts = [
    el('defs', {}, el('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, ...stops)),
    el('rect', { x: bar.x, y: bar.y, width: bar.w, height: bar.h, fill: `url(#${id})`, stroke: MUTED, 'stroke-width': 0.5 }),
    el('text', { x: bar.x, y: bar.y - 6, 'font-size': FONT.tick, fill: INK, 'font-weight': 600 }, svgEscape(t.unit)),
  ];
  if (overRange) {
    parts.push(el('path', { d: `M${num(bar.x)},${num(bar.y - 1)} L${num(bar.x + bar.w / 2)},${num(bar.y - 5)} L${num(bar.x + bar.w)},${num(bar.y - 1)} Z`, fill: rgbHex(colourAt(1)), 'data-part': 'over-range' }));
  }
  for (const v of ticks) {
    const y = bar.y + bar.h - scalePosition(scale, v) * bar.h;
    parts.push(el('line', { x1: bar.x + bar.w, y1: y, x2: bar.x + bar.w + 4, y2: y, stroke: INK }));
    parts.push(el('text', { x: bar.x + bar.w + 6, y: y + 4, 'font-size': FONT.tick, fill: INK, 'data-tick': v }, svgEscape(luminanceText(v))));
  }
  if (scale.log) parts.push(el('text', { x: bar.x, y: bar.y + bar.h + 14, 'font-size': FONT.label, fill: MUTED }, svgEscape(t.logScale)));
  return el('g', { 'data-part': 'scale-bar', 'data-log': scale.log ? 1 : 0 }, ...parts);
}

function caption(frame: Frame): string {
  const lines = frame.captionLines.map((items, k) =>
    el('text', { x: 10, y: frame.captionY + k * 17, 'font-size': FONT.caption, fill: INK }, svgEscape(items.join(' · '))),
  );
  return el('g', { 'data-part': 'caption' }, ...lines);
}

/** The dark band's edge: a dashed line parallel to the fixture side at anbanHeight. */
function darkBandLine(face: PictureFace, frame: Frame, t: PictureTexts): string {
  const { grid, fixtureSide: side, anbanHeight: a } = face;
  const extent = side === 'bottom' || side === 'top' ? grid.height : grid.width;
  if (!(a > 0) || a >= extent) return '';
  const map = mapper(grid, frame.plot);
  let p: Point;
  let q: Point;
  if (side === 'bottom' || side === 'top') {
    const yM = side === 'bottom' ? a : grid.height - a;
    p = map([0, yM]);
    q = map([grid.width, yM]);
  } else {
    const xM = side === 'left' ? a : grid.width - a;
    p = map([xM, 0]);
    q = map([xM, grid.height]);
  }
  const d = `M${num(p[0])},${num(p[1])} L${num(q[0])},${num(q[1])}`;
  const label = `${t.darkBand} ${metresText(a)} ${t.metres}`;
  const horizontal = side === 'bottom' || side === 'top';
  const lx = horizontal ? p[0] + 4 : p[0] + 3;
  const ly = horizontal ? p[1] + (side === 'bottom' ? -4 : 12) : q[1] + 12;
  const lw = px(textWidthEm(label), FONT.label);
  const fits = horizontal ? lw + 8 < frame.plot.w : lw + 8 < frame.plot.w - (p[0] - frame.plot.x);
  return el(
    'g',
    { 'data-part': 'dark-band' },
    el('path', { d, stroke: '#ffffff', 'stroke-width': 2.2, fill: 'none', 'stroke-opacity': 0.8 }),
    el('path', { d, stroke: '#000000', 'stroke-width': 1, 'stroke-dasharray': '5 3', fill: 'none' }),
    fits ? haloText({ x: lx, y: ly, 'font-size': FONT.label }, label) : '',
  );
}

/** Black text on a white halo (two elements: PDF converters do not know paint-order). */
function haloText(attrs: Record<string, string | number | null>, text: string): string {
  return (
    el('text', { ...attrs, fill: 'none', stroke: '#ffffff', 'stroke-width': 2.6, 'stroke-linejoin': 'round', 'stroke-opacity': 0.9 }, svgEscape(text)) +
    el('text', { ...attrs, fill: '#000000' }, svgEscape(text))
  );
}

/** A box the isoline labels keep clear of (picture px). */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The brightest and darkest points: a triangle and a label each, and the boxes they cover. */
function markers(face: PictureFace, frame: Frame, t: PictureTexts): { svg: string; boxes: Box[] } {
  const map = mapper(face.grid, frame.plot);
  const cells = extremeCells(face);
  const boxes: Box[] = [];
  const mark = (where: Point, kind: 'max' | 'min', value: number) => {
    const [x, y] = map(where);
    const s = 5;
    const shape =
      kind === 'max'
        ? el('path', { d: `M${num(x)},${num(y - s)} L${num(x + s)},${num(y + s * 0.8)} L${num(x - s)},${num(y + s * 0.8)} Z`, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2 })
        : el('path', { d: `M${num(x)},${num(y + s)} L${num(x + s)},${num(y - s * 0.8)} L${num(x - s)},${num(y - s * 0.8)} Z`, fill: '#000000', stroke: '#ffffff', 'stroke-width': 1.2 });
    const label = `${kind === 'max' ? t.max : t.min} ${luminanceText(value)}`;
    const lw = px(textWidthEm(label) * 1.1, FONT.label); // bold
    const right = x + 8 + lw <= frame.plot.x + frame.plot.w || x - 8 - lw < frame.plot.x;
    const ly = Math.min(frame.plot.y + frame.plot.h - 3, Math.max(frame.plot.y + 10, y + 4));
    const lx = right ? x + 8 : x - 8;
    boxes.push({ x0: x - s - 2, y0: y - s - 2, x1: x + s + 2, y1: y + s + 2 });
    boxes.push({ x0: right ? lx : lx - lw, y0: ly - 10, x1: right ? lx + lw : lx, y1: ly + 3 });
    return el('g', { 'data-marker': kind }, shape, haloText({ x: lx, y: ly, 'text-anchor': right ? 'start' : 'end', 'font-size': FONT.label, 'font-weight': 600 }, label));
  };
  const svg = el('g', { 'data-part': 'extremes' }, mark(cells.max, 'max', face.lightnessMax), mark(cells.min, 'min', face.lightness));
  return { svg, boxes };
}

/** Isolines as paths, each labelled with its value on the line (on a patch of the line's own colour). */
function isolineLayer(face: PictureFace, frame: Frame, scale: LuminanceScale, colourScale: ColourScaleName, labelled: boolean, obstacles: readonly Box[] = []): string {
  const { grid } = face;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < grid.luminance.length; i++) {
    lo = Math.min(lo, grid.luminance[i]!);
    hi = Math.max(hi, grid.luminance[i]!);
  }
  const levels = isolineLevels(scale, { min: lo, max: hi });
  const lines = faceIsolines(grid, levels);
  const map = mapper(grid, frame.plot);
  const placed: { x: number; y: number; r: number }[] = [];
  const paths: string[] = [];
  const labels: string[] = [];
  for (const level of levels) {
    const colour = colourScaleSample(colourScale, scalePosition(scale, level));
    const ink = rgbRelativeLuminance(colour) < 0.22 ? '#ffffff' : '#000000';
    const own = lines.filter((l) => l.level === level).map((l) => ({ ...l, px: l.points.map(map) }));
    const d = own.map((l) => l.px.map((p, k) => `${k ? 'L' : 'M'}${num(p[0])},${num(p[1])}`).join('') + (l.closed ? 'Z' : '')).join(' ');
    if (!d) continue;
    paths.push(el('path', { d, fill: 'none', stroke: ink, 'stroke-width': 0.9, 'stroke-opacity': 0.85, 'data-level': level }));
    if (!labelled) continue;
    const text = luminanceText(level);
    const w = px(textWidthEm(text), FONT.label) + 4;
    // Longest lines first, at most two labels per level, none overlapping another.
    const byLength = own.map((l) => ({ l, len: polylineLength(l.px) })).sort((a, b) => b.len - a.len);
    let count = 0;
    for (const { l, len } of byLength) {
      if (count >= 2 || len < w * 2.5) break;
      for (const f of [0.5, 0.3, 0.7]) {
        const { point, angle } = polylinePointAt(l.px, len * f);
        const r = w / 2 + 3;
        const inside = point[0] - r > frame.plot.x && point[0] + r < frame.plot.x + frame.plot.w && point[1] - 7 > frame.plot.y && point[1] + 7 < frame.plot.y + frame.plot.h;
        const onObstacle = obstacles.some((b) => point[0] + r > b.x0 && point[0] - r < b.x1 && point[1] + 7 > b.y0 && point[1] - 7 < b.y1);
        if (!inside || onObstacle || placed.some((q) => Math.hypot(q.x - point[0], q.y - point[1]) < q.r + r)) continue;
        placed.push({ x: point[0], y: point[1], r });
        let deg = (angle * 180) / Math.PI;
        if (deg > 90) deg -= 180;
        if (deg < -90) deg += 180;
        labels.push(
          el(
            'g',
            { transform: `translate(${num(point[0])},${num(point[1])}) rotate(${num(deg)})`, 'data-isoline-label': level },
            el('rect', { x: -w / 2, y: -6.5, width: w, height: 13, rx: 2, fill: rgbHex(colour) }),
            el('text', { x: 0, y: 3.5, 'text-anchor': 'middle', 'font-size': FONT.label, fill: ink }, svgEscape(text)),
          ),
        );
        count++;
        break;
      }
    }
  }
  return el('g', { 'data-part': 'isolines' }, ...paths, ...labels);
}

function gridRange(grid: FaceGrid): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < grid.luminance.length; i++) {
    min = Math.min(min, grid.luminance[i]!);
    max = Math.max(max, grid.luminance[i]!);
  }
  return { min: Number.isFinite(min) ? min : 0, max: Number.isFinite(max) ? max : 0 };
}

/** The root element; `data-scale` records the luminance scale ("min max log") for whoever reads the picture back. */
function svgRoot(width: number, height: number, label: string, body: string[], kind: string, scale: LuminanceScale): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      'xmlns:xlink': 'http://www.w3.org/1999/xlink',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': label,
      'font-family': PICTURE_FONT_FAMILY,
      'data-picture': kind,
      'data-scale': `${scale.min} ${scale.max} ${scale.log ? 1 : 0}`,
    },
    el('title', {}, svgEscape(label)),
    el('rect', { width, height, fill: '#ffffff' }),
    ...body,
  );
}

function unique(prefix: string, face: PictureFace, scale: LuminanceScale): string {
  // Gradient ids must be unique when several pictures are inlined on one page: derive from the content.
  let h = 2166136261;
  const s = `${face.faceType}${face.grid.nu}x${face.grid.nv}${face.lightnessAve}${scale.min}${scale.max}${scale.log}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return `${prefix}-${(h >>> 0).toString(36)}`;
}

/** The picture's scale: the given range, else one fitted to the face (its lit field's maximum; the grid's overall). */
export function facePictureScale(face: PictureFace, options: Pick<FacePictureOptions, 'range' | 'mode'> = {}): LuminanceScale {
  const data = gridRange(face.grid);
  return luminanceScaleChoose({ min: Math.max(face.lightness, data.min), max: data.max }, { range: options.range ?? null, mode: options.mode ?? 'auto' });
}

/**
 * The false-colour map of a face as SVG. Full: the map to scale with metre axes, isolines
 * labelled on the line, the brightest and darkest points, the dark band, the scale bar with
 * its unit and a caption of Lavg, Lmin, Lmax, U0 and the dark band. Thumbnail: the map with
 * isolines only, for lists compared on one fixed `range`.
 */
export function falseColourSvg(face: PictureFace, options: FacePictureOptions = {}): FacePicture {
  const t = options.texts ?? PICTURE_TEXTS.en;
  const colourScale = options.colourScale ?? DEFAULT_COLOUR_SCALE;
  const scale = facePictureScale(face, options);
  const table = colourScaleTable(colourScale);
  const colour = (v: number, rgb: Uint8Array, o: number) => {
    const k = Math.round(scalePosition(scale, v) * 255) * 3;
    rgb[o] = table[k]!;
    rgb[o + 1] = table[k + 1]!;
    rgb[o + 2] = table[k + 2]!;
  };
  const label = options.title ?? `${t.lavg} ${luminanceText(face.lightnessAve)} ${t.unit}`;
  const over = gridRange(face.grid).max > scale.max * (1 + 1e-9);
  if ((options.variant ?? 'full') === 'thumbnail') {
    const { w, h } = facePlotSize(face.grid, options.size ?? 160);
    const frame = { plot: { x: 0, y: 0, w, h } } as Frame;
    const body = [
      el('image', { x: 0, y: 0, width: w, height: h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, w, h, colour) }),
      options.isolines === false ? '' : isolineLayer(face, frame, scale, colourScale, false),
    ];
    return { svg: svgRoot(w, h, label, body, 'false-colour-thumbnail', scale), width: w, height: h, scale };
  }
  const frame = frameOf(face, scale, options.size ?? 360, options.title ?? null, stretchNote(face, options, t), t);
  const { plot } = frame;
  const extremes = markers(face, frame, t);
  const body = [
    options.title ? el('text', { x: 10, y: frame.titleY, 'font-size': FONT.title, 'font-weight': 600, fill: INK, 'data-part': 'title' }, svgEscape(options.title)) : '',
    el('image', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, plot.w, plot.h, colour), 'data-part': 'field' }),
    options.isolines === false ? '' : isolineLayer(face, frame, scale, colourScale, true, extremes.boxes),
    darkBandLine(face, frame, t),
    extremes.svg,
    el('rect', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, fill: 'none', stroke: INK, 'stroke-width': 0.8, 'data-part': 'outline' }),
    axes(frame, face.grid, t),
    scaleBar(frame, scale, (p) => colourScaleSample(colourScale, p), t, unique('fc', face, scale), over),
    caption(frame),
  ];
  return { svg: svgRoot(frame.width, frame.height, label, body, 'false-colour', scale), width: frame.width, height: frame.height, scale };
}

function stretchNote(face: PictureFace, options: FacePictureOptions, t: PictureTexts): string[] {
  const { stretch } = facePlotSize(face.grid, options.size ?? 360);
  return stretch > 1.05 ? [t.stretched.replace('{n}', stretch >= 10 ? String(Math.round(stretch)) : stretch.toFixed(1))] : [];
}

/** sRGB encoding of a linear display value 0–1. */
export function srgbEncode(v: number): number {
  const x = Math.min(1, Math.max(0, v));
  return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
}

/**
 * The effect picture's display transform: Reinhard's photographic operator T(x) = x / (1 + x) on
 * luminance exposed so that `key` (the face's average) sits at x = 0.18, normalised so that
 * `white` (its maximum) is white, then sRGB gamma. The curve is concave throughout: highlights
 * roll off instead of clipping and shadows keep their detail (a linear mapping would crush them).
 * Returns the display value 0–1.
 */
export function effectToneMap(l: number, key: number, white: number): number {
  if (!(key > 0) || !(white > 0) || !(l > 0)) return 0;
  const T = (x: number) => x / (1 + x);
  return srgbEncode(T((0.18 * l) / key) / T((0.18 * white) / key));
}

/**
 * The effect picture: the face in grey as a person would see it, through {@link effectToneMap},
 * in the same frame as the false-colour map (same plot, axes and caption; the bar shows the
 * grey each luminance of the same scale becomes). With a fixed `range`, white is the range's
 * top and mid grey a third of it, so compared faces share one exposure.
 */
export function effectSvg(face: PictureFace, options: FacePictureOptions = {}): FacePicture {
  const t = options.texts ?? PICTURE_TEXTS.en;
  const scale = facePictureScale(face, options);
  const white = options.range ? options.range.max : Math.max(face.lightnessMax, gridRange(face.grid).max * 0.999);
  const key = options.range ? options.range.max / 3 : face.lightnessAve > 0 ? face.lightnessAve : white / 3;
  // (A fixed range sets one exposure for every face compared: white at its top, the key at a third of it.)
  const grey = (v: number): [number, number, number] => {
    const g = Math.round(effectToneMap(v, key, white) * 255);
    return [g, g, g];
  };
  // The tone map tabulated over 0 … the largest value (4096 steps): one look-up per pixel.
  const top = Math.max(white, gridRange(face.grid).max, 1e-9);
  const lut = new Uint8Array(4096);
  for (let k = 0; k < 4096; k++) lut[k] = Math.round(effectToneMap((k / 4095) * top, key, white) * 255);
  const paintGrey = (v: number, rgb: Uint8Array, o: number) => {
    const g = lut[Math.min(4095, Math.max(0, Math.round((v / top) * 4095)))]!;
    rgb[o] = g;
    rgb[o + 1] = g;
    rgb[o + 2] = g;
  };
  const label = options.title ?? `${t.lavg} ${luminanceText(face.lightnessAve)} ${t.unit}`;
  if ((options.variant ?? 'full') === 'thumbnail') {
    const { w, h } = facePlotSize(face.grid, options.size ?? 160);
    const body = [el('image', { x: 0, y: 0, width: w, height: h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, w, h, paintGrey) })];
    return { svg: svgRoot(w, h, label, body, 'effect-thumbnail', scale), width: w, height: h, scale };
  }
  const frame = frameOf(face, scale, options.size ?? 360, options.title ?? null, [...stretchNote(face, options, t), t.effectNote], t);
  const { plot } = frame;
  const body = [
    options.title ? el('text', { x: 10, y: frame.titleY, 'font-size': FONT.title, 'font-weight': 600, fill: INK, 'data-part': 'title' }, svgEscape(options.title)) : '',
    el('image', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, plot.w, plot.h, paintGrey), 'data-part': 'field' }),
    darkBandLine(face, frame, t),
    el('rect', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, fill: 'none', stroke: INK, 'stroke-width': 0.8, 'data-part': 'outline' }),
    axes(frame, face.grid, t),
    scaleBar(frame, scale, (p) => grey(scaleValueAt(scale, p)), t, unique('ef', face, scale), false),
    caption(frame),
  ];
  return { svg: svgRoot(frame.width, frame.height, label, body, 'effect', scale), width: frame.width, height: frame.height, scale };
}

/** A standalone colour scale bar (vertical, `height` px) for pictures shown side by side on one fixed scale. */
export function colourScaleBarSvg(
  scale: LuminanceScale,
  options: { height?: number; colourScale?: ColourScaleName; texts?: PictureTexts } = {},
): { svg: string; width: number; height: number } {
  const t = options.texts ?? PICTURE_TEXTS.en;
  const colourScale = options.colourScale ?? DEFAULT_COLOUR_SCALE;
  const barH = options.height ?? 160;
  const labelW = Math.max(px(textWidthEm(t.unit), FONT.tick), ...scaleTicks(scale).map((v) => px(textWidthEm(luminanceText(v)), FONT.tick)));
  const frame = { bar: { x: 4, y: 20, w: 14, h: barH } } as Frame;
  const width = 4 + 14 + 6 + labelW + 6;
  const height = 20 + barH + (scale.log ? 20 : 8);
  const id = `bar-${scale.min}-${scale.max}-${scale.log ? 'l' : 'n'}-${colourScale}`.replace(/[^a-z0-9-]/gi, '_');
  const body = [scaleBar(frame, scale, (p) => colourScaleSample(colourScale, p), t, id, false)];
  return { svg: svgRoot(width, height, t.unit, body, 'scale-bar', scale), width, height };
}

export type { FixtureSide };
