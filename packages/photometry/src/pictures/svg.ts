/** Small helpers for writing SVG text by hand: escaping, numbers, an element builder. */

/** Text or attribute value with &, <, >, " and ' escaped. */
export function svgEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A coordinate with at most two decimals. */
export function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

type Attr = string | number | null | undefined | false;

/** `<name a="…">children</name>` (self-closing without children); null, undefined and false attributes are left out. */
export function el(name: string, attrs: Record<string, Attr>, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : svgEscape(String(v))}"`)
    .join('');
  return children.length ? `<${name}${a}>${children.join('')}</${name}>` : `<${name}${a}/>`;
}

/** Font families of the pictures: the sheets' embedded Noto Sans (S Chinese), then the platform's CJK sans. */
export const PICTURE_FONT_FAMILY = "'Noto Sans S Chinese', 'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** Rough advance width of a text in em (CJK 1 em, digits and Latin about 0.56 em): for layout without font metrics. */
export function textWidthEm(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x2e80) w += 1;
    else if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === '·' || ch === '/' || ch === '|' || ch === 'i' || ch === 'l') w += 0.3;
    else if (ch === 'm' || ch === 'M' || ch === 'W') w += 0.85;
    else w += 0.57;
  }
  return w;
}

/** Black text on a white halo (two elements: PDF converters do not know paint-order, and draw the stroke over the ink). */
export function haloText(attrs: Record<string, Attr>, text: string, ink = '#000000'): string {
  return (
    el('text', { ...attrs, fill: 'none', stroke: '#ffffff', 'stroke-width': 2.6, 'stroke-linejoin': 'round', 'stroke-opacity': 0.9 }, svgEscape(text)) +
    el('text', { ...attrs, fill: ink }, svgEscape(text))
  );
}

/**
 * How far (px) a label keeps off a graphic (a marker, a line, a ring, the scale bar) beyond its
 * estimated box: its halo's half width and a little air, so a face a sheet draws smaller still
 * shows the gap (L03's face B: "Dark band 1.25 m" 0.4 px above its dashed line read as on it).
 */
export const LABEL_CLEARANCE = 2;

/** A label's box (px), for keeping labels clear of each other. */
export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The box of a one-line label of `size` px at (x, baseline y), anchored as SVG anchors it. */
export function labelBox(x: number, y: number, text: string, size: number, anchor: 'start' | 'middle' | 'end' = 'start', bold = false): LabelBox {
  const w = Math.ceil(textWidthEm(text) * size * (bold ? 1.1 : 1));
  const x0 = anchor === 'start' ? x : anchor === 'end' ? x - w : x - w / 2;
  return { x0, y0: y - size * 0.85, x1: x0 + w, y1: y + size * 0.25 };
}

/** Whether two boxes overlap (touching is not overlapping). */
export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}
/** Whether the segment a–b passes within `pad` px of the box (Liang–Barsky clipping). */
export function segmentMeetsBox(a: readonly [number, number], b: readonly [number, number], box: LabelBox, pad = 0): boolean {
  const [x0, y0] = a;
  const dx = b[0] - x0;
  const dy = b[1] - y0;
  let t0 = 0;
  let t1 = 1;
  for (const [p, q] of [
    [-dx, x0 - (box.x0 - pad)],
    [dx, box.x1 + pad - x0],
    [-dy, y0 - (box.y0 - pad)],
    [dy, box.y1 + pad - y0],
  ] as const) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return false;
  }
  return true;
}

/** A graphic a label keeps off: a box (a marker, a ring, the scale bar) or a line (a segment with half its stroke's width). */
export type Graphic = { box: LabelBox } | { from: readonly [number, number]; to: readonly [number, number]; pad: number };

/** Whether a label's box comes within {@link LABEL_CLEARANCE} of a graphic: the one test the pictures place their labels by and their check reads them back with. */
export function graphicMeets(g: Graphic, label: LabelBox): boolean {
  const c = LABEL_CLEARANCE;
  const room = { x0: label.x0 - c, y0: label.y0 - c, x1: label.x1 + c, y1: label.y1 + c };
  return 'box' in g ? boxesOverlap(room, g.box) : segmentMeetsBox(g.from, g.to, room, g.pad);
}
