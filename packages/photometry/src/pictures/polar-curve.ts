/**
 * The polar intensity diagram of a luminaire as SVG: nadir (γ 0°) down, γ 180° up, the C0 (or
 * C90) side on the right; rings in cd at round values, spokes every 30°, the curves of the two
 * principal planes (or of several fixtures on one plane), the beam (50 %) and field (10 %)
 * angles drawn as cones about the beam's axis, and the peak intensity marked and labelled.
 * `polarCurveGeometry` computes every position once; `polarCurveSvg` writes it. The web app
 * shows this same SVG (through `POST /api/photometry/polar`) and the sheets print it.
 */
import { formatFigure } from '@lampsheet/contracts/domain';
import type { BeamFigures } from '../photometry-figures.js';
import { PICTURE_TEXTS, type PictureTexts } from './picture-texts.js';
import { PICTURE_FONT_FAMILY, boxesOverlap, el, haloText, labelBox, num, segmentMeetsBox, svgEscape, textWidthEm, type LabelBox } from './svg.js';

/** One point of a curve: signed γ (−180…180°, + on the C0 or C90 side) and intensity (cd). */
export interface PolarCurvePoint {
  gamma: number;
  cd: number;
}

/** Beam and field cones of one curve: full angles (degrees) about `centre` (signed γ of the axis). */
export interface PolarCones {
  centre: number;
  beam: number;
  field: number;
}

/** One curve of the diagram. */
export interface PolarSeries {
  key: string;
  points: readonly PolarCurvePoint[];
  colour: string;
  /** SVG dash pattern ('5 3'); solid when absent. */
  dash?: string;
  label: string;
  cones?: PolarCones | null;
}

export interface PolarCurveInput {
  series: readonly PolarSeries[];
  /** Width in px (default 320). */
  size?: number;
  texts?: PictureTexts;
  title?: string | null;
  /** Number format of the legend's angles (default one decimal). */
  angleDigits?: number;
  /**
   * The file's Imax (cd, its highest intensity in any plane, `photometryMaxIntensity`): the peak's
   * label reads it rather than the highest plotted point, which the two planes sampled every
   * few degrees can miss. For one file's diagram; absent, the plotted highest point.
   */
  peakCd?: number;
}

export interface PolarCone {
  key: string;
  kind: 'beam' | 'field';
  /** Edges as signed γ (degrees). */
  from: number;
  to: number;
  /** The wedge from the centre to the outer ring. */
  d: string;
  colour: string;
}

export interface PolarGeometry {
  width: number;
  height: number;
  cx: number;
  cy: number;
  radius: number;
  /** The outer ring's value (cd). */
  top: number;
  rings: { value: number; r: number; label: string; labelX: number; labelY: number }[];
  /** The rings' unit ("cd"), bold, in the upper left corner below the title. */
  unit: { text: string; x: number; y: number };
  spokes: { gamma: number; x: number; y: number }[];
  angleLabels: { text: string; x: number; y: number; anchor: 'start' | 'middle' | 'end' }[];
  curves: { key: string; d: string; colour: string; dash?: string }[];
  cones: PolarCone[];
  peak: { x: number; y: number; cd: number; gamma: number; label: string; labelX: number; labelY: number; anchor: 'start' | 'end' } | null;
  /** Legend lines; `detailY` is the angles' baseline (the label's `y`, or the next line when both do not fit). */
  legend: { key: string; colour: string; dash?: string; label: string; detail: string; y: number; detailY: number }[];
}

/** A "nice" round number at or above `value` (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ), so the curve fills most of the chart. */
export function polarNiceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const exp = Math.floor(Math.log10(value));
  const base = 10 ** exp;
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * base >= value * 0.999999) return m * base;
  return 10 * base;
}

/** The intensity rings of a chart whose largest value is `max`: four equal steps up to a nice maximum. */
export function polarRings(max: number): number[] {
  const top = polarNiceCeil(max);
  return [1, 2, 3, 4].map((k) => (top * k) / 4);
}

/** Where the rings' unit ("cd") stands: its x, and its baseline below the title. */
const UNIT_X = 4;
const UNIT_DY = 12;

/** cd as a compact label: 1200 → "1200", 15000 → "15k", 1 500 000 → "1.5M", 2.5 → "2.5". */
export function cdLabel(v: number): string {
  if (v >= 1e6) return `${Math.round(v / 1e5) / 10}M`.replace('.0M', 'M');
  if (v >= 10000) return `${Math.round(v / 100) / 10}k`.replace('.0k', 'k');
  if (v >= 100) return String(Math.round(v));
  return String(Math.round(v * 10) / 10);
}

/** An intensity as every screen and document writes it (contracts' intensity format): 12500 → "12,500". */
export function cdText(v: number): string {
  return formatFigure('intensity', v);
}

/**
 * The cones of a file's beam figures in the two principal planes. About nadir both are centred
 * on γ 0; about an off-axis peak the plane holding the peak's C plane (C0–C180 for a peak
 * within 45° of C0 or C180, else C90–C270) is centred on the peak's signed γ, the other on 0
 * (the axis seen end-on).
 */
export function polarConesOf(figures: Pick<BeamFigures, 'axis' | 'aboutNadir' | 'beam' | 'field'>): { c0c180: PolarCones; c90c270: PolarCones } {
  let c0 = 0;
  let c90 = 0;
  if (!figures.aboutNadir) {
    const c = ((figures.axis.c % 360) + 360) % 360;
    const g = figures.axis.gamma;
    if (c <= 45 || c >= 315) c0 = g;
    else if (c >= 135 && c <= 225) c0 = -g;
    else if (c < 180) c90 = g;
    else c90 = -g;
  }
  return {
    c0c180: { centre: c0, beam: figures.beam.planeC0C180, field: figures.field.planeC0C180 },
    c90c270: { centre: c90, beam: figures.beam.planeC90C270, field: figures.field.planeC90C270 },
  };
}

const angle = (v: number, digits: number) => `${v.toFixed(digits)}°`;

/** Every position of the diagram (px). */
export function polarCurveGeometry(input: PolarCurveInput): PolarGeometry {
  const t = input.texts ?? PICTURE_TEXTS.en;
  const size = input.size ?? 320;
  const digits = input.angleDigits ?? 1;
  const all = input.series.flatMap((s) => s.points);
  const max = Math.max(1e-9, ...all.map((p) => p.cd));
  const ringValues = polarRings(max);
  const top = ringValues[ringValues.length - 1]!;
  const cx = size / 2;
  // Room for the angle labels on every side (90° left and right, 180° on top).
  const radius = size / 2 - 36;
  const titleH = input.title ? 20 : 0;
  const unit = { text: t.candela, x: UNIT_X, y: titleH + UNIT_DY };
  const cy = titleH + 26 + radius;
  const at = (gamma: number, cd: number): [number, number] => {
    const a = (gamma * Math.PI) / 180;
    const r = (Math.max(0, cd) / top) * radius;
    return [cx + r * Math.sin(a), cy + r * Math.cos(a)];
  };
  const rings = ringValues.map((value) => {
    const r = (value / top) * radius;
    return { value, r, label: cdLabel(value), labelX: cx + 3, labelY: cy - r + 11 };
  });
  const spokeAngles = [0, 30, 60, 90, 120, 150, 180, -30, -60, -90, -120, -150];
  const spokes = spokeAngles.map((gamma) => {
    const [x, y] = at(gamma, top);
    return { gamma, x, y };
  });
  const angleLabels = spokeAngles
    .filter((g) => g > -180)
    .map((g) => {
      const a = (g * Math.PI) / 180;
      const x = cx + (radius + 12) * Math.sin(a);
      const y = cy + (radius + 12) * Math.cos(a) + (g === 180 ? 0 : g === 0 ? 8 : 3);
      const anchor: 'start' | 'middle' | 'end' = g === 0 || g === 180 ? 'middle' : g > 0 ? 'start' : 'end';
      return { text: `${Math.abs(g)}°`, x, y, anchor };
    });
  const path = (pts: readonly PolarCurvePoint[]) => pts.map((p, i) => `${i ? 'L' : 'M'}${at(p.gamma, p.cd).map(num).join(',')}`).join(' ');
  const curves = input.series.map((s) => ({ key: s.key, d: path(s.points), colour: s.colour, ...(s.dash ? { dash: s.dash } : {}) }));
  const wedge = (from: number, to: number) => {
    const [x1, y1] = at(from, top);
    const [x2, y2] = at(to, top);
    // Signed γ grows counter-clockwise on screen (to the right of nadir): sweep 0 from `from` to `to`.
    const large = Math.abs(to - from) > 180 ? 1 : 0;
    return `M${num(cx)},${num(cy)} L${num(x1)},${num(y1)} A${num(radius)},${num(radius)} 0 ${large} 0 ${num(x2)},${num(y2)} Z`;
  };
  const cones: PolarCone[] = [];
  for (const s of input.series) {
    if (!s.cones) continue;
    for (const kind of ['field', 'beam'] as const) {
      const full = Math.min(360, Math.max(0, s.cones[kind]));
      if (!(full > 0)) continue;
      const from = s.cones.centre - full / 2;
      const to = s.cones.centre + full / 2;
      cones.push({ key: s.key, kind, from, to, d: wedge(from, to), colour: s.colour });
    }
  }
  // The peak: the largest point of all curves.
  let peak: PolarGeometry['peak'] = null;
  let best: PolarCurvePoint | null = null;
  for (const p of all) if (!best || p.cd > best.cd) best = p;
  if (best && best.cd > 0) {
    const [x, y] = at(best.gamma, best.cd);
    const label = `${t.peak} ${cdText(input.peakCd ?? best.cd)} ${t.candela}`;
    const w = Math.ceil(textWidthEm(label) * 10.5 * 1.1); // bold
    // Beside the point, toward the side with room, then above or below it: the first place inside
    // the picture and clear of the angle and ring labels.
    const taken = [
      ...angleLabels.map((a) => labelBox(a.x, a.y, a.text, 10, a.anchor)),
      ...rings.map((r) => labelBox(r.labelX, r.labelY, r.label, 10)),
      labelBox(unit.x, unit.y, unit.text, 10, 'start', true),
    ];
    const towardRoom = x <= cx ? x + 8 + w <= size - 4 : x - 8 - w < 4;
    const sides: boolean[] = [towardRoom, !towardRoom];
    const lows = [Math.min(cy + radius + 8, Math.max(titleH + 12, y + 4)), y - 10, y + 18, y - 24, y + 32, y - 38, y + 46, y - 52, y + 60];
    const place = (right: boolean, ly: number, dx = 8) => {
      const lx = right ? Math.min(x + dx, size - 4 - w) : Math.max(x - dx, 4 + w);
      return { lx, ly, right, box: labelBox(lx, ly, label, 10.5, right ? 'start' : 'end', true) };
    };
    // Clear of the curves too (the label over a curve hid it, halo and all): nearest first, then
    // farther out, then the picture's upper corners (nothing is drawn there but the rings).
    const lines = input.series.map((s) => s.points.map((p) => at(p.gamma, p.cd)));
    const onCurve = (box: LabelBox) => lines.some((pts) => pts.some((p, i) => i > 0 && segmentMeetsBox(pts[i - 1]!, p, box, 1.5)));
    const candidates = [
      ...lows.flatMap((ly) => sides.map((right) => place(right, ly))),
      ...lows.flatMap((ly) => sides.map((right) => place(right, ly, 40))),
      ...[titleH + 14, titleH + 30].flatMap((ly) => [place(false, ly, size), place(true, ly, size)]),
    ];
    const free = (c: (typeof candidates)[number]) => c.box.y0 >= titleH && c.box.y1 <= cy + radius + 12 && !taken.some((b) => boxesOverlap(b, c.box));
    const chosen = candidates.find((c) => free(c) && !onCurve(c.box)) ?? candidates.find(free) ?? candidates[0]!;
    const right = chosen.right;
    const labelX = chosen.lx;
    const labelY = chosen.ly;
    peak = { x, y, cd: best.cd, gamma: best.gamma, label, labelX, labelY, anchor: right ? 'start' : 'end' };
  }
  // One line per curve: the sample, its label, and its angles on the right; the angles go on a
  // line of their own when both do not fit the width.
  let legendY = cy + radius + 26;
  const legend = input.series.map((s) => {
    const detail = s.cones ? `${t.beam} ${angle(s.cones.beam, digits)} · ${t.field} ${angle(s.cones.field, digits)}` : '';
    const fits = 40 + textWidthEm(s.label) * 11 + 12 + textWidthEm(detail) * 10 <= size - 8;
    const item = { key: s.key, colour: s.colour, ...(s.dash ? { dash: s.dash } : {}), label: s.label, detail, y: legendY, detailY: fits ? legendY : legendY + 14 };
    legendY = item.detailY + 18;
    return item;
  });
  const height = Math.ceil(legend.length ? legendY - 8 : cy + radius + 26);
  return { width: size, height, cx, cy, radius, top, rings, unit, spokes, angleLabels, curves, cones, peak, legend };
}

const GRID = '#d9d9d9';
const MUTED = '#595959';
const INK = '#262626';

/** The polar diagram as SVG. */
export function polarCurveSvg(input: PolarCurveInput): { svg: string; width: number; height: number; geometry: PolarGeometry } {
  const g = polarCurveGeometry(input);
  const label = input.title ?? input.series.map((s) => s.label).join(' / ');
  const body = [
    input.title ? el('text', { x: 8, y: 15, 'font-size': 12, 'font-weight': 600, fill: INK, 'data-part': 'title' }, svgEscape(input.title)) : '',
    el(
      'g',
      { 'data-part': 'cones' },
      ...g.cones.map((c) =>
        el('path', {
          d: c.d,
          fill: c.colour,
          'fill-opacity': c.kind === 'beam' ? 0.14 : 0.06,
          stroke: c.colour,
          'stroke-width': c.kind === 'beam' ? 0.9 : 0.7,
          'stroke-opacity': 0.7,
          'stroke-dasharray': c.kind === 'field' ? '2 2' : null,
          'data-cone': c.kind,
          'data-series': c.key,
          'data-from': num(c.from),
          'data-to': num(c.to),
        }),
      ),
    ),
    el(
      'g',
      { stroke: GRID, fill: 'none', 'data-part': 'grid' },
      ...g.rings.map((r) => el('circle', { cx: g.cx, cy: g.cy, r: r.r, 'data-ring': r.value })),
      ...g.spokes.map((s) => el('line', { x1: g.cx, y1: g.cy, x2: s.x, y2: s.y })),
    ),
    el(
      'g',
      { 'font-size': 10, fill: '#8c8c8c', 'data-part': 'angles' },
      ...g.angleLabels.map((a) => el('text', { x: a.x, y: a.y, 'text-anchor': a.anchor }, svgEscape(a.text))),
    ),
    el(
      'g',
      { 'font-size': 10, fill: MUTED, 'data-part': 'rings' },
      ...g.rings.map((r) => el('text', { x: r.labelX, y: r.labelY, 'data-ring-label': r.value }, svgEscape(r.label))),
      el('text', { x: g.unit.x, y: g.unit.y, 'font-weight': 600 }, svgEscape(g.unit.text)),
    ),
    // The first curve is drawn last, on top.
    ...[...g.curves].reverse().map((c) =>
      el('path', { d: c.d, fill: 'none', stroke: c.colour, 'stroke-width': c.dash ? 1.8 : 2, 'stroke-dasharray': c.dash ?? null, 'stroke-linejoin': 'round', 'data-plane': c.key }),
    ),
    g.peak
      ? el(
          'g',
          { 'data-part': 'peak', 'data-cd': num(g.peak.cd), 'data-gamma': num(g.peak.gamma) },
          el('circle', { cx: g.peak.x, cy: g.peak.y, r: 3, fill: '#ffffff', stroke: INK, 'stroke-width': 1.2 }),
          haloText({ x: g.peak.labelX, y: g.peak.labelY, 'text-anchor': g.peak.anchor, 'font-size': 10.5, 'font-weight': 600 }, g.peak.label, INK),
        )
      : '',
    el(
      'g',
      { 'font-size': 11, fill: INK, 'data-part': 'legend' },
      ...g.legend.map((l) =>
        el(
          'g',
          { 'data-legend': l.key },
          el('line', { x1: 12, y1: l.y - 4, x2: 34, y2: l.y - 4, stroke: l.colour, 'stroke-width': l.dash ? 1.8 : 2, 'stroke-dasharray': l.dash ?? null }),
          el('text', { x: 40, y: l.y }, svgEscape(l.label)),
          l.detail ? el('text', { x: g.width - 8, y: l.detailY, 'text-anchor': 'end', 'font-size': 10, fill: MUTED }, svgEscape(l.detail)) : '',
        ),
      ),
    ),
  ];
  const svg = el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: g.width,
      height: g.height,
      viewBox: `0 0 ${g.width} ${g.height}`,
      role: 'img',
      'aria-label': label,
      'font-family': PICTURE_FONT_FAMILY,
      'data-picture': 'polar',
    },
    el('title', {}, svgEscape(label)),
    el('rect', { width: g.width, height: g.height, fill: '#ffffff' }),
    ...body,
  );
  return { svg, width: g.width, height: g.height, geometry: g };
}

/** Colours of the two principal planes: C0–C180 solid, C90–C270 dashed. */
export const POLAR_PLANE_COLOURS = { c0c180: '#d9480f', c90c270: '#1864ab' } as const;

/** The input of a single file's diagram: both planes with their cones. */
export function polarPlanesInput(
  curves: { c0c180: readonly PolarCurvePoint[]; c90c270: readonly PolarCurvePoint[] },
  cones: { c0c180: PolarCones; c90c270: PolarCones } | null,
  texts: PictureTexts,
): PolarSeries[] {
  return [
    { key: 'c0c180', points: curves.c0c180, colour: POLAR_PLANE_COLOURS.c0c180, label: texts.c0c180, cones: cones?.c0c180 ?? null },
    { key: 'c90c270', points: curves.c90c270, colour: POLAR_PLANE_COLOURS.c90c270, dash: '5 3', label: texts.c90c270, cones: cones?.c90c270 ?? null },
  ];
}

