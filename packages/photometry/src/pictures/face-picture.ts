/**
 * Pictures of a calculated face as SVG: the false-colour map (luminance in colour with a scale
 * bar, isolines at round values labelled on the line, the brightest and darkest points, the
 * dark band and a caption of the figures) and the effect picture (the face in grey through a
 * tone map). Both share one geometry: the face to scale with its dimensions in metres on the
 * axes, so the two can be laid over each other. Pure functions: no fonts are measured (text
 * widths are estimated), no I/O.
 */
import type { FaceGrid } from '../contest.js';
import type { FixtureSide } from '../contest-scene.js';

import { DEFAULT_COLOUR_SCALE, colourScaleSample, colourScaleTable, type ColourScaleName } from './colour-scales.js';

import {
  luminanceScaleChoose,
  luminanceText,
  scalePosition,
  scaleTicks,
  scaleValueAt,
  type LuminanceScale,
} from './luminance-scale.js';

import { PICTURE_FONT_FAMILY, el, svgEscape, textWidthEm } from './svg.js';
import { PICTURE_TEXTS, type PictureTexts } from './picture-texts.js';
import { axes, caption, facePlotSize, fieldRaster, frameOf, FONT, INK, px, scaleBar, type FacePicture, type Frame, type FacePictureOptions, type PictureFace } from './face-frame.js';
import { darkBandLine, fixtureLayer, isolineGraphics, isolineLayer, legendLayout, markers, type LabelledPart } from './face-labels.js';

export { MAX_DRAWN_ASPECT, axisTicks, ticksClearOfLast, facePlotSize, metresText, type FacePicture, type FacePictureOptions, type PictureFace, type PlotBox, type PlotSize } from './face-frame.js';

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
  // the labels that have no room on the plot go to the legend above it: a row more where they need it
  const lay = (rows: number) => {
    const frame = frameOf(face, scale, options.size ?? 360, options.title ?? null, stretchNote(face, options, t), t, rows);
    // the extremes' and the dark band's labels keep off the isolines too (each isoline's own label sits on it)
    const contours = options.isolines === false ? [] : isolineGraphics(face, frame, scale);
    const extremes = markers(face, frame, t, contours);
    const band = darkBandLine(face, frame, t, extremes.boxes, contours);
    const fixtures = fixtureLayer(face, frame, t);
    return { frame, extremes, band, fixtures, ...legendOf([band, extremes, fixtures], frame) };
  };
  const first = lay(1);
  const { frame, extremes, band, drawn } = first.rows > 1 ? lay(first.rows) : first;
  const { plot } = frame;
  const body = [
    options.title ? el('text', { x: 10, y: frame.titleY, 'font-size': FONT.title, 'font-weight': 600, fill: INK, 'data-part': 'title' }, svgEscape(options.title)) : '',
    el('image', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, plot.w, plot.h, colour), 'data-part': 'field' }),
    options.isolines === false ? '' : isolineLayer(face, frame, scale, colourScale, true, [...extremes.boxes, ...band.boxes]),
    drawn[0]!,
    // Under the extremes' labels, which keep their halo over an arrow.
    drawn[2]!,
    drawn[1]!,
    el('rect', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, fill: 'none', stroke: INK, 'stroke-width': 0.8, 'data-part': 'outline' }),
    axes(frame, face.grid, t),
    scaleBar(frame, scale, (p) => colourScaleSample(colourScale, p), t, unique('fc', face, scale), over),
    caption(frame),
  ];
  return { svg: svgRoot(frame.width, frame.height, label, body, 'false-colour', scale), width: frame.width, height: frame.height, scale };
}

/** The parts drawn with their legend entries laid out in rows above the plot; how many rows they take. */
function legendOf(parts: readonly LabelledPart[], frame: Frame): { drawn: string[]; rows: number } {
  const { at, rows } = legendLayout(
    parts.flatMap((p) => p.legend),
    frame,
  );
  let k = 0;
  const drawn = parts.map((p) => {
    const mine = at.slice(k, k + p.legend.length);
    k += p.legend.length;
    return p.draw(mine);
  });
  return { drawn, rows };
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
  const lay = (rows: number) => {
    const frame = frameOf(face, scale, options.size ?? 360, options.title ?? null, [...stretchNote(face, options, t), t.effectNote], t, rows);
    return { frame, ...legendOf([darkBandLine(face, frame, t)], frame) };
  };
  const first = lay(1);
  const { frame, drawn } = first.rows > 1 ? lay(first.rows) : first;
  const { plot } = frame;
  const body = [
    options.title ? el('text', { x: 10, y: frame.titleY, 'font-size': FONT.title, 'font-weight': 600, fill: INK, 'data-part': 'title' }, svgEscape(options.title)) : '',
    el('image', { x: plot.x, y: plot.y, width: plot.w, height: plot.h, preserveAspectRatio: 'none', href: fieldRaster(face.grid, plot.w, plot.h, paintGrey), 'data-part': 'field' }),
    drawn[0]!,
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
