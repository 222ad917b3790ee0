/**
 * What a reader of a face picture checks (issue 25, "every label readable"): read back from the
 * SVG the picture's texts (each a box by the same width estimate the pictures are laid out with,
 * a label and its halo counted once) and the graphics a text must keep off — the extremes'
 * markers, the fixtures' rings and arrows, the dark band's line, the scale bar, the legends'
 * symbols, the plot's outline and the isolines — and name every text over a text or over one of
 * them, and every text leaving the picture. An isoline's own label sits on the lines by design:
 * the isolines are obstacles to every other text only.
 */
import { boxesOverlap, graphicMeets, labelBox, type Graphic, type LabelBox } from './svg.js';

type Point = readonly [number, number];

/** A graphic a text must not lie over, and what it is. */
type Obstacle = Graphic & { what: string };

interface Text {
  text: string;
  box: LabelBox;
  /** An isoline's value on its line: the isolines are no obstacle to it. */
  onIsoline: boolean;
  /** An axis's tick label, beside the plot: it keeps `AXIS_CLEARANCE` from the extremes' markers. */
  axis: boolean;
}

/** How far (px) an axis label keeps from an extreme's marker: closer, the two read as one ("9 m" beside the min triangle). */
const AXIS_CLEARANCE = 4;

const attrsOf = (tag: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) out[m[1]!] = m[2]!;
  return out;
};

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The points of a path's M and L commands (the pictures draw lines, markers and arrow tips with them). */
function pathPoints(d: string): Point[] {
  return [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
}

const boundsOf = (points: readonly Point[]): LabelBox => ({
  x0: Math.min(...points.map((p) => p[0])),
  y0: Math.min(...points.map((p) => p[1])),
  x1: Math.max(...points.map((p) => p[0])),
  y1: Math.max(...points.map((p) => p[1])),
});

/** A `translate(x,y) rotate(deg)` as a function of a point; the isoline labels are drawn so. */
function transformOf(transform: string | undefined): (p: Point) => Point {
  if (!transform) return (p) => p;
  const t = /translate\((-?[\d.]+),\s*(-?[\d.]+)\)/.exec(transform);
  const r = /rotate\((-?[\d.]+)\)/.exec(transform);
  const [tx, ty] = t ? [Number(t[1]), Number(t[2])] : [0, 0];
  const a = r ? (Number(r[1]) * Math.PI) / 180 : 0;
  return ([x, y]) => [tx + x * Math.cos(a) - y * Math.sin(a), ty + x * Math.sin(a) + y * Math.cos(a)];
}

/** The texts and obstacles of a face picture's SVG, as `falseColourSvg` and `effectSvg` write it. */
export function pictureParts(svg: string): { width: number; height: number; texts: Text[]; obstacles: Obstacle[] } {
  const root = attrsOf(/<svg[^>]*>/.exec(svg)?.[0] ?? '');
  const texts: Text[] = [];
  const obstacles: Obstacle[] = [];
  // the open groups: their parts, inherited text attributes and transforms
  const stack: Array<Record<string, string>> = [];
  const inherited = (name: string) => [...stack].reverse().find((g) => g[name] !== undefined)?.[name];
  const partOf = () => [...stack].reverse().map((g) => g['data-part'] ?? (g['data-marker'] ? 'marker' : g['data-fixture'] ? 'fixture' : g['data-isoline-label'] ? 'isoline-label' : undefined)).find(Boolean);
  const within = (name: string) => stack.some((g) => g['data-part'] === name || (name === 'marker' && g['data-marker']) || (name === 'fixture' && g['data-fixture']));
  const transform = () => {
    const fs = stack.map((g) => transformOf(g.transform));
    return (p: Point) => fs.reduceRight((q, f) => f(q), p);
  };
  const seen = new Set<string>();
  for (const m of svg.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>(?:([^<]*)<\/text>)?/g)) {
    const [, closing, name, rest, selfClosing, content] = m;
    if (name === 'g') {
      if (closing) stack.pop();
      else if (!selfClosing) stack.push(attrsOf(rest!));
      continue;
    }
    if (closing) continue;
    const a = attrsOf(rest!);
    const part = partOf();
    if (name === 'text') {
      const size = Number(a['font-size'] ?? inherited('font-size') ?? 10);
      const anchor = (a['text-anchor'] ?? inherited('text-anchor') ?? 'start') as 'start' | 'middle' | 'end';
      const bold = Number(a['font-weight'] ?? inherited('font-weight') ?? 400) >= 600;
      const text = unescape(content ?? '');
      const f = transform();
      const local = labelBox(Number(a.x ?? 0), Number(a.y ?? 0), text, size, anchor, bold);
      const box = boundsOf([f([local.x0, local.y0]), f([local.x1, local.y0]), f([local.x0, local.y1]), f([local.x1, local.y1])]);
      const key = `${text}@${box.x0.toFixed(1)},${box.y0.toFixed(1)}`;
      if (!text.trim() || seen.has(key)) continue; // a halo and its ink
      seen.add(key);
      texts.push({ text, box, onIsoline: part === 'isoline-label', axis: a['data-axis'] !== undefined });
      continue;
    }
    if (part === 'isolines' && name === 'path' && a.d) {
      // every segment of every line of the level, a closed line's closing one too
      for (const line of a.d.split(/(?=M)/)) {
        const points = pathPoints(line);
        if (/Z\s*$/i.test(line.trim()) && points.length > 2) points.push(points[0]!);
        for (let k = 1; k < points.length; k++) obstacles.push({ what: 'isoline', from: points[k - 1]!, to: points[k]!, pad: 0.45 });
      }
      continue;
    }
    if (part === 'isolines' || part === 'isoline-label' || part === 'axes' || part === 'field') continue;
    const what: string = within('marker') ? 'marker' : within('fixture') ? 'fixture' : (part ?? name!);
    if (name === 'circle') {
      const [cx, cy, r] = [Number(a.cx), Number(a.cy), Number(a.r)];
      obstacles.push({ what: `${what} ring`, box: { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r } });
    } else if (name === 'path' && a.d) {
      const points = pathPoints(a.d);
      if (!points.length) continue;
      const closed = /Z\s*$/i.test(a.d);
      if (closed) obstacles.push({ what, box: boundsOf(points) });
      else for (let k = 1; k < points.length; k++) obstacles.push({ what: `${what} line`, from: points[k - 1]!, to: points[k]!, pad: Number(a['stroke-width'] ?? 1) / 2 });
    } else if (name === 'rect' && a['data-part'] === 'outline') {
      // the plot's outline: a text lies inside the plot or outside it, never across its edge
      const [x, y, w, h] = [Number(a.x), Number(a.y), Number(a.width), Number(a.height)];
      obstacles.push(
        { what: 'plot edge', from: [x, y], to: [x + w, y], pad: 0.4 },
        { what: 'plot edge', from: [x + w, y], to: [x + w, y + h], pad: 0.4 },
        { what: 'plot edge', from: [x, y + h], to: [x + w, y + h], pad: 0.4 },
        { what: 'plot edge', from: [x, y], to: [x, y + h], pad: 0.4 },
      );
    } else if (name === 'rect' && part === 'scale-bar') {
      obstacles.push({ what: 'scale bar', box: { x0: Number(a.x), y0: Number(a.y), x1: Number(a.x) + Number(a.width), y1: Number(a.y) + Number(a.height) } });
    }
  }
  return { width: Number(root.width), height: Number(root.height), texts, obstacles };
}

/**
 * Every collision on a face picture, as "'min 1.96' over fixture ring" ([] when every text is
 * clear): a text over another, over a marker, a fixture's ring or arrow, the dark band's line,
 * an isoline (but an isoline's own label), the scale bar or a legend's symbol, across the plot's
 * edge, or beyond the picture; an axis label within a few px of a marker.
 */
export function pictureCollisions(svg: string): string[] {
  const { width, height, texts, obstacles } = pictureParts(svg);
  const out: string[] = [];
  texts.forEach((t, i) => {
    if (t.box.x0 < 0 || t.box.y0 < 0 || t.box.x1 > width || t.box.y1 > height) out.push(`'${t.text}' beyond the picture`);
    for (const u of texts.slice(i + 1)) if (boxesOverlap(t.box, u.box)) out.push(`'${t.text}' over '${u.text}'`);
    const hits = new Set<string>();
    for (const o of obstacles) if (!(t.onIsoline && o.what === 'isoline') && graphicMeets(o, t.box)) hits.add(o.what);
    if (t.axis) {
      const c = AXIS_CLEARANCE;
      const around = { x0: t.box.x0 - c, y0: t.box.y0 - c, x1: t.box.x1 + c, y1: t.box.y1 + c };
      for (const o of obstacles) if (o.what === 'marker' && !hits.has('marker') && graphicMeets(o, around)) out.push(`'${t.text}' within ${c} px of a marker`);
    }
    for (const what of hits) out.push(`'${t.text}' over ${what}`);
  });
  return out;
}
