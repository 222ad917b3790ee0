/**
 * The frame of a face picture: the face to scale (a slender face widened), the metre axes, the
 * scale bar, the caption of figures and the field as a raster; shared by the false-colour map and
 * the effect picture so the two lie over each other. Pure: text widths are estimated.
 */
import type { ContestFaceResult, FaceGrid } from '../contest.js';

import { faceGridResample } from '../image.js';
import { rgbHex, type ColourScaleName } from './colour-scales.js';
import { type Point } from './isolines.js';
import {
  luminanceText,
  niceStep,
  roundTo,
  scalePosition,
  scaleTicks,
  type LuminanceRange,
  type LuminanceScale,
  type ScaleMode,
} from './luminance-scale.js';
import { pngDataAddress } from './png.js';
import { el, num, svgEscape, textWidthEm } from './svg.js';
import type { PictureTexts } from './picture-texts.js';

/** A face as the engine calculates it: grid, fixture side and figures (a {@link ContestFaceResult}). */
export type PictureFace = Pick<
  ContestFaceResult,
  'faceType' | 'grid' | 'fixtureSide' | 'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight'
> &
  Partial<Pick<ContestFaceResult, 'fixtures'>>;

export interface FacePictureOptions {
  /** 'full' (axes, scale bar, caption) or 'thumbnail' (the map alone, for lists and comparisons). */
  variant?: 'full' | 'thumbnail';
  /**
   * Length of the plot's long side in px (default 360 full, 160 thumbnail), or the box the plot
   * fits in (`PlotBox`): a document's cell of fixed proportions, so faces of every shape are drawn
   * at one scale of their type.
   */
  size?: PlotSize;
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

export const INK = '#262626';
const MUTED = '#595959';
export const FONT = { tick: 11, caption: 12, title: 13, label: 10 } as const;
export const px = (em: number, size: number) => Math.ceil(em * size);

/** The most a plot may take each way (px): its face's proportions kept, the long side as large as the box allows. */
export interface PlotBox {
  w: number;
  h: number;
}
/** A plot's long side (px), or the box it fits in. */
export type PlotSize = number | PlotBox;

/**
 * Plot size (px) of a face whose long side is `long` px, or which fits in the box `long`; a very
 * slender face is widened to 1 : MAX_DRAWN_ASPECT.
 */
export function facePlotSize(grid: Pick<FaceGrid, 'width' | 'height' | 'nu' | 'nv'>, long: PlotSize): { w: number; h: number; stretch: number } {
  const W = grid.width > 0 ? grid.width : grid.nu;
  const H = grid.height > 0 ? grid.height : grid.nv;
  const aspect = W / H;
  if (typeof long !== 'number') {
    // a wide face's long side is its width, bounded by the box's width and by its height times the aspect; a tall face's the other way round
    const drawn = Math.max(aspect, 1 / MAX_DRAWN_ASPECT);
    return facePlotSize(grid, Math.floor(aspect >= 1 ? Math.min(long.w, long.h * Math.min(drawn, MAX_DRAWN_ASPECT)) : Math.min(long.h, long.w / drawn)));
  }
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

/**
 * The ticks whose labels keep clear of the last one's (the full dimension with its unit, drawn at
 * the end of the axis): a tick closer to the end than `room(v)` px is dropped.
 */
export function ticksClearOfLast(ticks: readonly number[], extent: number, pixels: number, room: (v: number) => number): number[] {
  if (ticks.length < 2 || !(extent > 0)) return [...ticks];
  const last = ticks[ticks.length - 1]!;
  return [...ticks.slice(0, -1).filter((v) => pixels - (v / extent) * pixels >= room(v)), last];
}

/** A metre value for an axis: up to two decimals, trailing zeros trimmed. */
export function metresText(v: number): string {
  return String(Math.round(v * 100) / 100);
}

export interface Frame {
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

/** An item wider than a line in pieces that fit, broken after a space or between CJK characters ("Lmax is w…" was cut at the edge). */
function breakItem(item: string, width: number, size: number): string[] {
  if (px(textWidthEm(item), size) <= width) return [item];
  const pieces: string[] = [];
  let piece = '';
  for (const token of item.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+/g) ?? []) {
    if (piece && px(textWidthEm((piece + token).trimEnd()), size) > width) {
      pieces.push(piece.trimEnd());
      piece = '';
    }
    piece += token;
  }
  if (piece.trim()) pieces.push(piece.trimEnd());
  return pieces;
}

/** Flows items into lines no wider than `width` px (estimated), separated by a middle dot; an item wider than a line is broken. */
function flow(items: readonly string[], width: number, size: number): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let used = 0;
  const sep = px(textWidthEm(' · '), size);
  for (const item of items.flatMap((i) => breakItem(i, width, size))) {
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

/** Height (px) of a row of the legend above the plot. */
export const LEGEND_ROW = 16;

/** The frame of a face picture; `legendRows` rows of legend above the plot (the first in the room every picture has). */
export function frameOf(face: PictureFace, scale: LuminanceScale, size: PlotSize, title: string | null, notes: string[], t: PictureTexts, legendRows = 1): Frame {
  const { grid } = face;
  const plotSize = facePlotSize(grid, size);
  const tickW = (text: string) => px(textWidthEm(text), FONT.tick);
  const lastX = tickW(`${metresText(grid.width)} ${t.metres}`) * 1.1; // bold
  // x: a label centred on its tick (the first starts at it) ends 6 px before the last begins; y: a line of type and 6 px between
  const xTicks = ticksClearOfLast(axisTicks(grid.width, plotSize.w), grid.width, plotSize.w, (v) => (v === 0 ? tickW('0') : tickW(metresText(v)) / 2) + 6 + lastX);
  const yTicks = ticksClearOfLast(axisTicks(grid.height, plotSize.h), grid.height, plotSize.h, () => FONT.tick + 8);
  const yLabelW = Math.max(...yTicks.map((v, k) => px(textWidthEm(k === yTicks.length - 1 ? `${metresText(v)} ${t.metres}` : metresText(v)), FONT.tick)));
  const tickLabels = scaleTicks(scale).map(luminanceText);
  const barLabelW = Math.max(px(textWidthEm(t.unit), FONT.tick), ...tickLabels.map((l) => px(textWidthEm(l), FONT.tick)));
  const titleH = title ? 22 : 0;
  const top = 10 + titleH + 18 + Math.max(0, legendRows - 1) * LEGEND_ROW;
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
export function mapper(grid: FaceGrid, plot: Frame['plot']) {
  return (p: Point): Point => [plot.x + (p[0] / grid.width) * plot.w, plot.y + plot.h - (p[1] / grid.height) * plot.h];
}

/**
 * The field as an embedded raster: the grid resampled (bilinear between cell centres) to 2
 * pixels per cell, at most the plot's own pixels; the renderer smooths the rest when it scales
 * the image to the plot, so the beam's shape shows without a heavy picture. `paint` writes the
 * colour of a value at `o` in `rgb`.
 */
export function fieldRaster(grid: FaceGrid, plotW: number, plotH: number, paint: (v: number, rgb: Uint8Array, o: number) => void): string {
  const w = Math.max(2, Math.min(Math.round(plotW), grid.nu * 2));
  const h = Math.max(2, Math.min(Math.round(plotH), grid.nv * 2));
  const values = faceGridResample(grid, w, h);
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) paint(values[i]!, rgb, i * 3);
  return pngDataAddress(w, h, rgb);
}

export function axes(frame: Frame, grid: FaceGrid, t: PictureTexts): string {
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
export function scaleBar(frame: Frame, scale: LuminanceScale, colourAt: (t: number) => readonly number[], t: PictureTexts, id: string, overRange: boolean): string {
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
    // the unit clear above the top tick's label, which is centred on the bar's top edge
    el('text', { x: bar.x, y: bar.y - 10, 'font-size': FONT.tick, fill: INK, 'font-weight': 600 }, svgEscape(t.unit)),
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

export function caption(frame: Frame): string {
  const lines = frame.captionLines.map((items, k) =>
    el('text', { x: 10, y: frame.captionY + k * 17, 'font-size': FONT.caption, fill: INK }, svgEscape(items.join(' · '))),
  );
  return el('g', { 'data-part': 'caption' }, ...lines);
}
