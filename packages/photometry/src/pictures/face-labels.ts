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
import { boxesOverlap, el, haloText, labelBox, num, segmentMeetsBox, svgEscape, textWidthEm, type LabelBox } from './svg.js';
import type { PictureTexts } from './picture-texts.js';
import { FONT, mapper, metresText, px, type Frame, type PictureFace } from './face-frame.js';

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
 * A label's box with room around it (4 px beside, 1 px above and below): the widths are estimates,
 * and a browser's or the PDF's font draws a bold "min 14.4" a few px wider, into a label that only
 * touched it by the estimate (walk 9: "min 14.4" over "0.18 m").
 */
const withRoom = (b: Box): Box => ({ x0: b.x0 - 4, y0: b.y0 - 1, x1: b.x1 + 4, y1: b.y1 + 1 });

/**
 * The dark band's edge: a dashed line parallel to the fixture side at anbanHeight, and its label
 * at the first place along the line, above or below it, that stays inside the plot and clear of
 * `obstacles` (the extremes' markers) and the fixtures' rings and arrows; its height alone where only that fits;
 * else a legend above the plot (a dashed stroke and the label). Answers the label's box too.
 */
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

export function darkBandLine(face: PictureFace, frame: Frame, t: PictureTexts, obstacles: readonly Box[] = []): { svg: string; boxes: Box[] } {
  const ends = darkBandEnds(face, frame);
  if (!ends) return { svg: '', boxes: [] };
  const { fixtureSide: side, anbanHeight: a } = face;
  const [p, q] = ends;
  const d = `M${num(p[0])},${num(p[1])} L${num(q[0])},${num(q[1])}`;
  const label = `${t.darkBand} ${metresText(a)} ${t.metres}`;
  const horizontal = side === 'bottom' || side === 'top';
  const { plot } = frame;
  const fixtures = fixtureMarksAt(face, frame);
  // along a horizontal line: its left or right end, on the lit side first, then the gaps between
  // the fixtures' arrows where they cross it (a dense row's arrows stand all along the line);
  // beside a vertical one: its top or foot, on either side
  const lit = side === 'bottom' ? -4 : 12;
  const unlit = side === 'bottom' ? 12 : -4;
  const crossings = fixtures.map(({ foot, aim }) => crossingX(foot, aim ?? foot, p[1])).filter((x): x is number => x !== null).sort((a, b) => a - b);
  const gaps = [p[0], ...crossings, q[0]].flatMap((x, k, all) => (k ? [{ from: all[k - 1]!, to: x }] : [])).sort((a, b) => b.to - b.from - (a.to - a.from));
  const places: Array<[number, number, 'start' | 'end']> = horizontal
    ? [
        [p[0] + 4, p[1] + lit, 'start'],
        [q[0] - 4, p[1] + lit, 'end'],
        [p[0] + 4, p[1] + unlit, 'start'],
        [q[0] - 4, p[1] + unlit, 'end'],
        ...gaps.flatMap((g): Array<[number, number, 'start' | 'end']> => [
          [g.from + FIXTURE_RING + 2, p[1] + lit, 'start'],
          [g.from + FIXTURE_RING + 2, p[1] + unlit, 'start'],
        ]),
      ]
    : [
        [p[0] + 3, q[1] + 12, 'start'],
        [p[0] - 3, q[1] + 12, 'end'],
        [p[0] + 3, p[1] - 4, 'start'],
        [p[0] - 3, p[1] - 4, 'end'],
      ];
  const inside = (b: Box) => b.x0 >= plot.x + 1 && b.x1 <= plot.x + plot.w - 1 && b.y0 >= plot.y + 1 && b.y1 <= plot.y + plot.h - 1;
  const clearOfFixtures = (b: Box) => !fixtures.some(({ foot, aim }) => segmentMeetsBox(foot, aim ?? foot, b, FIXTURE_RING));
  const fits = (text: string) => {
    for (const [x, y, anchor] of places) {
      const box = labelBox(x, y, text, FONT.label, anchor);
      if (inside(box) && !obstacles.some((o) => boxesOverlap(o, withRoom(box))) && clearOfFixtures(box)) return { x, y, anchor, box, text };
    }
    return null;
  };
  // clear of the fixtures' rings and arrows (it crossed the last fixture's arrow on a dense wall):
  // the label on the line, else its height alone in a gap between the arrows, else a legend above
  // the plot's left end (a dashed stroke and the label) that the arrows never reach
  const short = `${metresText(a)} ${t.metres}`;
  const placed = fits(label) ?? fits(short);
  const stroke = (path: string) => [
    el('path', { d: path, stroke: '#ffffff', 'stroke-width': 2.2, fill: 'none', 'stroke-opacity': 0.8 }),
    el('path', { d: path, stroke: '#000000', 'stroke-width': 1, 'stroke-dasharray': '5 3', fill: 'none' }),
  ];
  let legend = '';
  let boxes: Box[] = placed ? [placed.box] : [];
  if (!placed) {
    // left of the fixtures' legend above the plot's right end (fixtureLayer)
    const room = plot.x + plot.w - px(textWidthEm(t.fixture), FONT.label) - 32 - (plot.x + 18);
    const text = px(textWidthEm(label), FONT.label) <= room ? label : short;
    const ly = plot.y - 7;
    legend = el('g', { 'data-part': 'dark-band-legend' }, ...stroke(`M${num(plot.x)},${num(ly - 3.5)} L${num(plot.x + 14)},${num(ly - 3.5)}`), haloText({ x: plot.x + 18, y: ly, 'font-size': FONT.label }, text));
    boxes = [labelBox(plot.x + 18, ly, text, FONT.label, 'start')];
  }
  const svg = el(
    'g',
    { 'data-part': 'dark-band' },
    ...stroke(d),
    placed ? haloText({ x: placed.x, y: placed.y, 'text-anchor': placed.anchor === 'end' ? 'end' : null, 'font-size': FONT.label }, placed.text) : legend,
  );
  return { svg, boxes };
}

/** Where the segment from `a` to `b` crosses the horizontal line at `y` (px), null when it does not. */
function crossingX(a: Point, b: Point, y: number): number | null {
  if ((a[1] - y) * (b[1] - y) > 0 || a[1] === b[1]) return null;
  return a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
}

/** A box the isoline labels keep clear of (picture px). */
type Box = LabelBox;

/** The brightest and darkest points: a triangle and a label each, and the boxes they cover. */
export function markers(face: PictureFace, frame: Frame, t: PictureTexts): { svg: string; boxes: Box[] } {
  const map = mapper(face.grid, frame.plot);
  const cells = extremeCells(face);
  const fixtures = fixtureMarksAt(face, frame);
  const band = darkBandEnds(face, frame);
  const s = 5;
  // both triangles first: a label keeps clear of either, and of a label placed before it (on a
  // slender face the brightest and darkest points can be side by side)
  const markBox = ([x, y]: Point): Box => ({ x0: x - s - 2, y0: y - s - 2, x1: x + s + 2, y1: y + s + 2 });
  const boxes: Box[] = [markBox(map(cells.max)), markBox(map(cells.min))];
  const mark = (where: Point, kind: 'max' | 'min', value: number) => {
    const [x, y] = map(where);
    const shape =
      kind === 'max'
        ? el('path', { d: `M${num(x)},${num(y - s)} L${num(x + s)},${num(y + s * 0.8)} L${num(x - s)},${num(y + s * 0.8)} Z`, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2 })
        : el('path', { d: `M${num(x)},${num(y + s)} L${num(x + s)},${num(y - s * 0.8)} L${num(x - s)},${num(y - s * 0.8)} Z`, fill: '#000000', stroke: '#ffffff', 'stroke-width': 1.2 });
    const label = `${kind === 'max' ? t.max : t.min} ${luminanceText(value)}`;
    const lw = px(textWidthEm(label) * 1.1, FONT.label); // bold
    const toward = x + 8 + lw <= frame.plot.x + frame.plot.w || x - 8 - lw < frame.plot.x;
    const within = (v: number) => Math.min(frame.plot.y + frame.plot.h - 3, Math.max(frame.plot.y + 10, v));
    // Beside the marker toward the room, then the other side, then above and below (above the aim
    // arrows at last): the first place clear of the fixtures' rings and arrows (the brightest point
    // is often beside a fixture, its label was drawn over the next fixture's arrow).
    const places = [y + 4, y - 12, y + 20, y - 28, y - 44, y - 60, y + 36].flatMap((v) => [toward, !toward].map((r) => ({ right: r, ly: within(v) })));
    const boxOf = (p: { right: boolean; ly: number }): Box => ({ x0: p.right ? x + 8 : x - 8 - lw, y0: p.ly - 10, x1: p.right ? x + 8 + lw : x - 8, y1: p.ly + 3 });
    const inPlot = (b: Box) => b.x0 >= frame.plot.x && b.x1 <= frame.plot.x + frame.plot.w;
    // clear of the fixtures' rings and arrows, of the labels placed before, and of the dark band's line (drawn under it)
    const clear = (b: Box) =>
      !fixtures.some(({ foot, aim }) => segmentMeetsBox(foot, aim ?? foot, b, FIXTURE_RING)) && !boxes.some((o) => boxesOverlap(o, b)) && !(band && segmentMeetsBox(band[0], band[1], b, 1));
    // never out of the plot sideways (a label cut off at the picture's edge, seen on Compare's maps)
    const { right, ly } = places.find((p) => inPlot(boxOf(p)) && clear(boxOf(p))) ?? places[0]!;
    const lx = right ? x + 8 : x - 8;
    boxes.push({ x0: right ? lx : lx - lw, y0: ly - 10, x1: right ? lx + lw : lx, y1: ly + 3 });
    return el('g', { 'data-marker': kind }, shape, haloText({ x: lx, y: ly, 'text-anchor': right ? 'start' : 'end', 'font-size': FONT.label, 'font-weight': 600 }, label));
  };
  const svg = el('g', { 'data-part': 'extremes' }, mark(cells.max, 'max', face.lightnessMax), mark(cells.min, 'min', face.lightness));
  return { svg, boxes };
}

/** Isolines as paths, each labelled with its value on the line (on a patch of the line's own colour). */
export function isolineLayer(face: PictureFace, frame: Frame, scale: LuminanceScale, colourScale: ColourScaleName, labelled: boolean, obstacles: readonly Box[] = []): string {
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
 * and below a facade does) and an arrow to where its axis meets the face; a legend word above the
 * plot. `data-u`/`data-v` keep the foot in metres for whoever reads the picture back.
 */
export function fixtureLayer(face: PictureFace, frame: Frame, t: PictureTexts): string {
  const marks = fixtureMarksAt(face, frame);
  if (!marks.length) return '';
  const { plot } = frame;
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
  // The legend above the plot's right end: a ring, an arrow and the word.
  const word = `${t.fixture}`;
  const ww = px(textWidthEm(word), FONT.label);
  const ly = plot.y - 7;
  const lx = plot.x + plot.w - ww;
  const legend = el(
    'g',
    { 'data-part': 'fixture-legend' },
    el('circle', { cx: num(lx - 24), cy: num(ly - 3.5), r: 3, fill: '#ffffff', stroke: '#000000', 'stroke-width': 1.2 }),
    el('path', { d: `M${num(lx - 20)},${num(ly - 3.5)} L${num(lx - 8)},${num(ly - 3.5)}`, stroke: '#000000', 'stroke-width': 1.1 }),
    el('path', { d: `M${num(lx - 4)},${num(ly - 3.5)} L${num(lx - 9)},${num(ly - 6.5)} L${num(lx - 9)},${num(ly - 0.5)} Z`, fill: '#000000' }),
    el('text', { x: num(lx), y: num(ly), 'font-size': FONT.label, fill: '#000000' }, svgEscape(word)),
  );
  return el('g', { 'data-part': 'fixtures' }, ...items, legend);
}
