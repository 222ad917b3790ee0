/**
 * What is lettered on a face picture: the brightest and darkest points, the dark band's edge,
 * and the isolines labelled on the line, keeping clear of each other.
 */
import { colourScaleSample, rgbHex, rgbRelativeLuminance, type ColourScaleName } from './colour-scales.js';
import { faceIsolines, polylineLength, polylinePointAt, type Point } from './isolines.js';
import {
  isolineLevels,
  luminanceText,
  scalePosition,
  type LuminanceScale,
} from './luminance-scale.js';
import { boxesOverlap, el, graphicMeets, haloText, labelBox, LABEL_CLEARANCE, num, svgEscape, textWidthEm, type Graphic, type LabelBox } from './svg.js';
import type { PictureTexts } from './picture-texts.js';
import { FONT, LEGEND_ROW, mapper, metresText, px, type Frame, type PictureFace } from './face-frame.js';

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

/**
 * An entry of the legend above the plot, for what has no room on the plot (the dark band's label,
 * an extreme's label on a slender face or among a row of fixtures) and the fixtures' symbol: its
 * width (px) and its drawing with its left end at x on the baseline y.
 */
export interface LegendEntry {
  width: number;
  draw: (x: number, y: number) => string;
}

/**
 * Where the legend's entries stand: flowed in rows above the plot, the first nearest it and left
 * of the scale bar's unit (which stands at its height), the others above the unit, as wide as the
 * picture.
 */
export function legendLayout(entries: readonly LegendEntry[], frame: Frame): { at: Array<[number, number]>; rows: number } {
  const gap = 12;
  const rightOf = (row: number) => (row === 0 ? frame.bar.x - 8 : frame.width - 10);
  const total = entries.reduce((a, e) => a + e.width, 0) + gap * Math.max(0, entries.length - 1);
  // from the plot's left end when they all fit beside it, else from the picture's margin
  const left = total <= rightOf(0) - frame.plot.x ? frame.plot.x : 10;
  const at: Array<[number, number]> = [];
  let row = 0;
  let x = left;
  for (const e of entries) {
    while (x + e.width > rightOf(row) && (x > left || row === 0)) {
      row++;
      x = left;
    }
    at.push([x, frame.plot.y - 7 - row * LEGEND_ROW]);
    x += e.width + gap;
  }
  return { at, rows: entries.length ? row + 1 : 1 };
}

/** Whether a label's box lies in the plot, clear of its edge. */
const inPlot = (frame: Frame, b: Box) =>
  b.x0 >= frame.plot.x + LABEL_CLEARANCE && b.x1 <= frame.plot.x + frame.plot.w - LABEL_CLEARANCE && b.y0 >= frame.plot.y + LABEL_CLEARANCE && b.y1 <= frame.plot.y + frame.plot.h - LABEL_CLEARANCE;

/** The fixtures' rings and arrows as graphics a label keeps off. */
function fixtureGraphics(face: PictureFace, frame: Frame): Graphic[] {
  return fixtureMarksAt(face, frame).map(({ foot, aim }) => ({ from: foot, to: aim ?? foot, pad: FIXTURE_RING }));
}

/** The dashed stroke of the dark band (on its halo), along a path. */
const bandStroke = (path: string) => [
  el('path', { d: path, stroke: '#ffffff', 'stroke-width': 2.2, fill: 'none', 'stroke-opacity': 0.8 }),
  el('path', { d: path, stroke: '#000000', 'stroke-width': 1, 'stroke-dasharray': '5 3', fill: 'none' }),
];

/** The dark band's line across the plot, its two ends in picture points; null when the face has no dark band. */
function darkBandEnds(face: PictureFace, frame: Frame): [Point, Point] | null {
  const { grid, fixtureSide: side, anbanHeight: a } = face;
  const extent = side === 'bottom' || side === 'top' ? grid.height : grid.width;
  if (!(a > 0) || a >= extent) return null;
  const map = mapper(grid, frame.plot);
  if (side === 'bottom' || side === 'top') {
    const yM = side === 'bottom' ? a : grid.height - a;
    return [map([0, yM]), map([grid.width, yM])];
  }
  const xM = side === 'left' ? a : grid.width - a;
  return [map([xM, 0]), map([xM, grid.height])];
}

/** A part of a picture drawn once the legend is laid out: its legend entries (none, or one each) and its drawing given where they stand. */
export interface LabelledPart {
  legend: LegendEntry[];
  draw: (at: ReadonlyArray<[number, number]>) => string;
  /** The boxes its labels on the plot take. */
  boxes: Box[];
}

/**
 * The dark band's edge: a dashed line parallel to the fixture side at anbanHeight, and its label
 * at the first place along the line, above or below it, that stays inside the plot and clear of
 * `obstacles` (the extremes' markers and labels), of the line itself and of the fixtures' rings
 * and arrows; its height alone where only that fits; else an entry of the legend above the plot
 * (a dashed stroke and the label).
 */
export function darkBandLine(face: PictureFace, frame: Frame, t: PictureTexts, obstacles: readonly Box[] = [], isolines: readonly Segment[] = []): LabelledPart {
  const ends = darkBandEnds(face, frame);
  if (!ends) return { legend: [], draw: () => '', boxes: [] };
  const { fixtureSide: side, anbanHeight: a } = face;
  const [p, q] = ends;
  const d = `M${num(p[0])},${num(p[1])} L${num(q[0])},${num(q[1])}`;
  const label = `${t.darkBand} ${metresText(a)} ${t.metres}`;
  const horizontal = side === 'bottom' || side === 'top';
  const fixtures = fixtureMarksAt(face, frame);
  // the isolines within reach of the places along the line (a label stands at most 12 px off it)
  const reach = 24;
  const near = segmentsNear(isolines, { x0: Math.min(p[0], q[0]) - 200, y0: Math.min(p[1], q[1]) - reach, x1: Math.max(p[0], q[0]) + 200, y1: Math.max(p[1], q[1]) + reach });
  const graphics: Graphic[] = [...fixtureGraphics(face, frame), { from: p, to: q, pad: 1.1 }, ...near];
  // along a horizontal line: its left or right end, on the lit side first, then the gaps between
  // the fixtures' arrows where they cross it (a dense row's arrows stand all along the line);
  // beside a vertical one: its top or foot, on either side (a baseline 6 px above the line or
  // 12 px below it keeps the text and its halo clear of the dashes)
  const lit = side === 'bottom' ? -6 : 12;
  const unlit = side === 'bottom' ? 12 : -6;
  const crossings = fixtures.map(({ foot, aim }) => crossingX(foot, aim ?? foot, p[1])).filter((x): x is number => x !== null).sort((a, b) => a - b);
  const gaps = [p[0], ...crossings, q[0]].flatMap((x, k, all) => (k ? [{ from: all[k - 1]!, to: x }] : [])).sort((a, b) => b.to - b.from - (a.to - a.from));
  const places: Array<[number, number, 'start' | 'end']> = horizontal
    ? [
        [p[0] + 4, p[1] + lit, 'start'],
        [q[0] - 4, p[1] + lit, 'end'],
        [p[0] + 4, p[1] + unlit, 'start'],
        [q[0] - 4, p[1] + unlit, 'end'],
        ...gaps.flatMap((g): Array<[number, number, 'start' | 'end']> => [
          [g.from + FIXTURE_RING + 4, p[1] + lit, 'start'],
          [g.from + FIXTURE_RING + 4, p[1] + unlit, 'start'],
        ]),
      ]
    : [
        [p[0] + 5, q[1] + 12, 'start'],
        [p[0] - 5, q[1] + 12, 'end'],
        [p[0] + 5, p[1] - 4, 'start'],
        [p[0] - 5, p[1] - 4, 'end'],
      ];
  const fits = (text: string) => {
    for (const [x, y, anchor] of places) {
      const box = labelBox(x, y, text, FONT.label, anchor);
      if (inPlot(frame, box) && !obstacles.some((o) => graphicMeets({ box: o }, box)) && !graphics.some((g) => graphicMeets(g, box))) return { x, y, anchor, box, text };
    }
    return null;
  };
  const short = `${metresText(a)} ${t.metres}`;
  const placed = fits(label) ?? fits(short);
  const line = bandStroke(d);
  if (placed) {
    const text = haloText({ x: placed.x, y: placed.y, 'text-anchor': placed.anchor === 'end' ? 'end' : null, 'font-size': FONT.label }, placed.text);
    return { legend: [], draw: () => el('g', { 'data-part': 'dark-band' }, ...line, text), boxes: [placed.box] };
  }
  const entry: LegendEntry = {
    width: 18 + px(textWidthEm(label), FONT.label),
    draw: (x, y) => el('g', { 'data-part': 'dark-band-legend' }, ...bandStroke(`M${num(x)},${num(y - 3.5)} L${num(x + 14)},${num(y - 3.5)}`), haloText({ x: x + 18, y, 'font-size': FONT.label }, label)),
  };
  return { legend: [entry], draw: (at) => el('g', { 'data-part': 'dark-band' }, ...line, at[0] ? entry.draw(...at[0]) : ''), boxes: [] };
}

/** Where the segment from `a` to `b` crosses the horizontal line at `y` (px), null when it does not. */
function crossingX(a: Point, b: Point, y: number): number | null {
  if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return null;
  return a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
}

/** A box the isoline labels keep clear of (picture px). */
type Box = LabelBox;

/** An extreme's triangle (`s` its half width): the brightest white pointing up, the darkest black pointing down. */
function triangle(kind: 'max' | 'min', x: number, y: number, s: number): string {
  return kind === 'max'
    ? el('path', { d: `M${num(x)},${num(y - s)} L${num(x + s)},${num(y + s * 0.8)} L${num(x - s)},${num(y + s * 0.8)} Z`, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2 })
    : el('path', { d: `M${num(x)},${num(y + s)} L${num(x + s)},${num(y - s * 0.8)} L${num(x - s)},${num(y - s * 0.8)} Z`, fill: '#000000', stroke: '#ffffff', 'stroke-width': 1.2 });
}

/**
 * The brightest and darkest points: a triangle each, and its label beside it, above or below it
 * within a few lines: the first place in the plot clear of both triangles, the label placed
 * before, the fixtures' rings and arrows and the dark band's line. Where none is (a face drawn
 * narrower than the label, the darkest point among a row of fixtures' feet), the label stands in
 * the legend above the plot beside a small triangle of its kind.
 */
export function markers(face: PictureFace, frame: Frame, t: PictureTexts, isolines: readonly Segment[] = []): LabelledPart {
  const s = 5;
  // a triangle at the plot's edge stays inside it (its point within half a triangle of the extreme's
  // cell): out over the edge it touched the axis labels beside the plot (Shenzhen L02's "9 m")
  const { x: px, y: py, w: pw, h: ph } = frame.plot;
  const inside = (v: number, from: number, size: number) => Math.min(Math.max(v, from + s + 1.5), from + size - s - 1.5);
  const plotMap = mapper(face.grid, frame.plot);
  const map = (p: Parameters<typeof plotMap>[0]): Point => {
    const [x, y] = plotMap(p);
    return [inside(x, px, pw), inside(y, py, ph)];
  };
  const cells = extremeCells(face);
  const band = darkBandEnds(face, frame);
  const markBox = ([x, y]: Point): Box => ({ x0: x - s - 1, y0: y - s - 1, x1: x + s + 1, y1: y + s + 1 });
  const graphics: Graphic[] = [...fixtureGraphics(face, frame), { box: markBox(map(cells.max)) }, { box: markBox(map(cells.min)) }, ...(band ? [{ from: band[0], to: band[1], pad: 1.1 }] : [])];
  // both triangles, and each label once placed: the dark band's and the isolines' labels keep clear of them
  const boxes: Box[] = [markBox(map(cells.max)), markBox(map(cells.min))];
  const legend: LegendEntry[] = [];
  const parts: Array<(at: ReadonlyArray<[number, number]>) => string> = [];
  for (const [where, kind, value] of [
    [cells.max, 'max', face.lightnessMax],
    [cells.min, 'min', face.lightness],
  ] as const) {
    const [x, y] = map(where);
    const label = `${kind === 'max' ? t.max : t.min} ${luminanceText(value)}`;
    const lw = labelBox(0, 0, label, FONT.label, 'start', true).x1;
    const toward = x + 10 + lw <= frame.plot.x + frame.plot.w || x - 10 - lw < frame.plot.x;
    // beside the marker toward the room, then the other side, a line further up or down each time;
    // then centred above or below it
    const beside = [4, -12, 20, -28, 36, -44].flatMap((dy) => [toward, !toward].map((right) => ({ x: right ? x + 10 : x - 10, y: y + dy, anchor: right ? ('start' as const) : ('end' as const) })));
    const places = [...beside, { x, y: y - 10, anchor: 'middle' as const }, { x, y: y + 17, anchor: 'middle' as const }];
    // the isolines within reach of the places tried (a line's labels keep 2 px clear of it)
    const near = segmentsNear(isolines, { x0: x - 16 - lw, y0: y - 64, x1: x + 16 + lw, y1: y + 52 });
    const clear = (b: Box) => inPlot(frame, b) && !graphics.some((g) => graphicMeets(g, b)) && !boxes.slice(2).some((o) => boxesOverlap(o, b)) && !near.some((g) => graphicMeets(g, b));
    const place = places.map((p) => ({ ...p, box: labelBox(p.x, p.y, label, FONT.label, p.anchor, true) })).find((p) => clear(p.box));
    const shape = triangle(kind, x, y, s);
    const text = (tx: number, ty: number, anchor: 'start' | 'middle' | 'end') => haloText({ x: tx, y: ty, 'text-anchor': anchor, 'font-size': FONT.label, 'font-weight': 600 }, label);
    if (place) {
      boxes.push(place.box);
      parts.push(() => el('g', { 'data-marker': kind }, shape, text(place.x, place.y, place.anchor)));
      continue;
    }
    const k = legend.length;
    legend.push({ width: 12 + lw, draw: (lx, ly) => triangle(kind, lx + 4, ly - 4, 4) + text(lx + 12, ly, 'start') });
    parts.push((at) => el('g', { 'data-marker': kind }, shape, at[k] ? legend[k]!.draw(...at[k]) : ''));
  }
  return { legend, draw: (at) => el('g', { 'data-part': 'extremes' }, ...parts.map((p) => p(at))), boxes };
}

/** A line's segment as a graphic. */
type Segment = Exclude<Graphic, { box: LabelBox }>;

/** The segments that reach into a region (a label's search area): the only ones its places are checked against. */
const segmentsNear = (segments: readonly Segment[], r: Box): Segment[] =>
  segments.filter((g) => Math.max(g.from[0], g.to[0]) >= r.x0 && Math.min(g.from[0], g.to[0]) <= r.x1 && Math.max(g.from[1], g.to[1]) >= r.y0 && Math.min(g.from[1], g.to[1]) <= r.y1);

/** The isolines traced of a grid, by their levels: a picture traces them once for its labels' placing and its drawing. */
const traced = new WeakMap<PictureFace['grid'], Map<string, ReturnType<typeof faceIsolines>>>();

/** The isolines of a face at the scale's round levels, each line's points in picture px (`isolineLayer` draws them, `isolineGraphics` keeps the other labels off them). */
function isolinesInPicture(face: PictureFace, frame: Frame, scale: LuminanceScale) {
  const { grid } = face;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < grid.luminance.length; i++) {
    lo = Math.min(lo, grid.luminance[i]!);
    hi = Math.max(hi, grid.luminance[i]!);
  }
  const levels = isolineLevels(scale, { min: lo, max: hi });
  const byLevels = traced.get(grid) ?? new Map<string, ReturnType<typeof faceIsolines>>();
  traced.set(grid, byLevels);
  const key = levels.join(' ');
  const lines = byLevels.get(key) ?? faceIsolines(grid, levels);
  byLevels.set(key, lines);
  const map = mapper(grid, frame.plot);
  return { levels, lines: lines.map((l) => ({ ...l, px: l.points.map(map) })) };
}

/**
 * The isolines as graphics the extremes' and the dark band's labels keep off (issue 25: "Dark band
 * 2.53 m" and "min 1.35" stood on contour lines, readable only through their halos): every segment
 * of every line, a closed line's closing one too.
 */
export function isolineGraphics(face: PictureFace, frame: Frame, scale: LuminanceScale): Segment[] {
  return isolinesInPicture(face, frame, scale).lines.flatMap((l) => {
    const pts = l.closed && l.px.length > 2 ? [...l.px, l.px[0]!] : l.px;
    return pts.slice(1).map((to, k) => ({ from: pts[k]!, to, pad: 0.45 }));
  });
}

/**
 * Isolines as paths, each labelled with its value on the line (on a patch of the line's own
 * colour), clear of `obstacles` (the other labels), the fixtures' rings and arrows, the extremes'
 * markers and the dark band's line.
 */
export function isolineLayer(face: PictureFace, frame: Frame, scale: LuminanceScale, colourScale: ColourScaleName, labelled: boolean, obstacles: readonly Box[] = []): string {
  const band = labelled ? darkBandEnds(face, frame) : null;
  const graphics: Graphic[] = labelled ? [...fixtureGraphics(face, frame), ...obstacles.map((box) => ({ box })), ...(band ? [{ from: band[0], to: band[1], pad: 1.1 }] : [])] : [];
  const { levels, lines } = isolinesInPicture(face, frame, scale);
  const placed: { x: number; y: number; r: number }[] = [];
  const paths: string[] = [];
  const labels: string[] = [];
  for (const level of levels) {
    const colour = colourScaleSample(colourScale, scalePosition(scale, level));
    const ink = rgbRelativeLuminance(colour) < 0.22 ? '#ffffff' : '#000000';
    const own = lines.filter((l) => l.level === level);
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
        let deg = (angle * 180) / Math.PI;
        if (deg > 90) deg -= 180;
        if (deg < -90) deg += 180;
        // the patch turned with the line: its upright bounds
        const [c, sn] = [Math.abs(Math.cos((deg * Math.PI) / 180)), Math.abs(Math.sin((deg * Math.PI) / 180))];
        const [hx, hy] = [(w / 2) * c + 6.5 * sn, (w / 2) * sn + 6.5 * c];
        const patch: Box = { x0: point[0] - hx, y0: point[1] - hy, x1: point[0] + hx, y1: point[1] + hy };
        if (!inPlot(frame, patch) || graphics.some((g) => graphicMeets(g, patch)) || placed.some((q) => Math.hypot(q.x - point[0], q.y - point[1]) < q.r + r)) continue;
        placed.push({ x: point[0], y: point[1], r });
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

/** Radius of a fixture's ring (px). */
const FIXTURE_RING = 3.6;

/** The fixtures standing along this face's width (a row below two faces side by side: each face its own): foot and aim in picture px, held to the plot. */
function fixtureMarksAt(face: PictureFace, frame: Frame) {
  const { plot } = frame;
  const map = mapper(face.grid, plot);
  const clamp = ([x, y]: Point): Point => [Math.min(plot.x + plot.w, Math.max(plot.x, x)), Math.min(plot.y + plot.h, Math.max(plot.y, y))];
  return (face.fixtures ?? [])
    .filter((m) => m.at[0] >= -1e-6 && m.at[0] <= face.grid.width + 1e-6)
    .map((mark) => ({ mark, foot: clamp(map([mark.at[0], mark.at[1]])), aim: mark.aim ? clamp(map([mark.aim[0], mark.aim[1]])) : null }));
}

/**
 * Each fixture where it stands and how it is aimed (the layout seen): a ring at its foot on the
 * face's plane (held to the face's edge when it stands off the face, as a floodlight in front of
 * and below a facade does) and an arrow to where its axis meets the face; a legend entry (a ring,
 * an arrow and the word). `data-u`/`data-v` keep the foot in metres for whoever reads the picture back.
 */
export function fixtureLayer(face: PictureFace, frame: Frame, t: PictureTexts): LabelledPart {
  const marks = fixtureMarksAt(face, frame);
  if (!marks.length) return { legend: [], draw: () => '', boxes: [] };
  const r = FIXTURE_RING;
  const arrow = (from: Point, to: Point): string => {
    const dx = to[0] - from[0];
    const dy = to[1] - from[1];
    const len = Math.hypot(dx, dy);
    if (len < r + 4) return '';
    const ux = dx / len;
    const uy = dy / len;
    const start: Point = [from[0] + ux * r, from[1] + uy * r];
    const head = 5;
    const base: Point = [to[0] - ux * head, to[1] - uy * head];
    const d = `M${num(start[0])},${num(start[1])} L${num(base[0])},${num(base[1])}`;
    const tip = `M${num(to[0])},${num(to[1])} L${num(base[0] - uy * 3)},${num(base[1] + ux * 3)} L${num(base[0] + uy * 3)},${num(base[1] - ux * 3)} Z`;
    return (
      el('path', { d, stroke: '#ffffff', 'stroke-width': 2.6, 'stroke-opacity': 0.85, fill: 'none' }) +
      el('path', { d, stroke: '#000000', 'stroke-width': 1.1, fill: 'none' }) +
      el('path', { d: tip, fill: '#000000', stroke: '#ffffff', 'stroke-width': 0.6 })
    );
  };
  const items = marks.map(({ mark: m, foot, aim }, k) => {
    return el(
      'g',
      { 'data-fixture': k + 1, 'data-u': num(m.at[0]), 'data-v': num(m.at[1]) },
      aim ? arrow(foot, aim) : '',
      el('circle', { cx: num(foot[0]), cy: num(foot[1]), r, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.3 }),
    );
  });
  // The legend: a ring, an arrow and the word.
  const word = `${t.fixture}`;
  const entry: LegendEntry = {
    width: 28 + px(textWidthEm(word), FONT.label),
    draw: (x, y) => {
      const lx = x + 28;
      return el(
        'g',
        { 'data-part': 'fixture-legend' },
        el('circle', { cx: num(lx - 24), cy: num(y - 3.5), r: 3, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2 }),
        el('path', { d: `M${num(lx - 20)},${num(y - 3.5)} L${num(lx - 8)},${num(y - 3.5)}`, stroke: '#000000', 'stroke-width': 1.1 }),
        el('path', { d: `M${num(lx - 4)},${num(y - 3.5)} L${num(lx - 9)},${num(y - 6.5)} L${num(lx - 9)},${num(y - 0.5)} Z`, fill: '#000000' }),
        el('text', { x: num(lx), y: num(y), 'font-size': FONT.label, fill: '#000000' }, svgEscape(word)),
      );
    },
  };
  return { legend: [entry], draw: (at) => el('g', { 'data-part': 'fixtures' }, ...items, at[0] ? entry.draw(...at[0]) : ''), boxes: [] };
}
