/**
 * A tiny SVG builder for the demo pictures: clean technical line drawings with dimension
 * arrows and letters. Label positions are recorded so the sketch's `sketchAttrCoordinate`
 * always matches the drawing.
 */

export const INK = '#263445';
export const THIN = '#8a97a6';
export const DIM = '#1c64d8';
export const BEAM_FILL = '#ffd24d';
export const BEAM_EDGE = '#e0a100';

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const f = (n: number) => (Math.round(n * 10) / 10).toString();

export const FONT = "'Noto Sans CJK SC','Noto Sans SC','PingFang SC','Microsoft YaHei',Helvetica,Arial,sans-serif";

export class Svg {
  readonly parts: string[] = [];
  readonly defs: string[] = [];
  /** Letter → position in % of the picture. */
  readonly coords: Record<string, { x: number; y: number }> = {};

  constructor(
    readonly width: number,
    readonly height: number,
    /** Letters to draw; dimensions of other letters are left out. Undefined draws all. */
    readonly letters?: ReadonlySet<string>,
  ) {}

  has(letter: string): boolean {
    return !this.letters || this.letters.has(letter);
  }

  add(markup: string): this {
    this.parts.push(markup);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke = INK, width = 2, extra = ''): this {
    return this.add(`<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`);
  }

  rect(x: number, y: number, w: number, h: number, fill = 'none', stroke = INK, width = 2, extra = ''): this {
    return this.add(`<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`);
  }

  circle(cx: number, cy: number, r: number, fill = 'none', stroke = INK, width = 2, extra = ''): this {
    return this.add(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill = 'none', stroke = INK, width = 2, extra = ''): this {
    return this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`);
  }

  path(d: string, fill = 'none', stroke = INK, width = 2, extra = ''): this {
    return this.add(`<path d="${d}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" ${extra}/>`);
  }

  poly(points: Array<[number, number]>, fill = 'none', stroke = INK, width = 2, extra = ''): this {
    return this.add(`<polygon points="${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" ${extra}/>`);
  }

  text(x: number, y: number, content: string, size = 16, fill = INK, extra = ''): this {
    return this.add(`<text x="${f(x)}" y="${f(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${esc(content)}</text>`);
  }

  /** Hatched band (ground, wall section): short diagonal strokes along a line. */
  hatch(x1: number, y1: number, x2: number, y2: number, step = 12, len = 10, dir: 1 | -1 = 1): this {
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    const n = Math.floor(length / step);
    // normal pointing to the hatched side
    const nx = (-dy / length) * dir;
    const ny = (dx / length) * dir;
    for (let i = 0; i <= n; i++) {
      const x = x1 + (dx * i) / n;
      const y = y1 + (dy * i) / n;
      this.line(x, y, x + nx * len + (dx / length) * len * 0.6, y + ny * len + (dy / length) * len * 0.6, THIN, 1.2);
    }
    return this.line(x1, y1, x2, y2, INK, 2.5);
  }

  /** Arrowhead at (x, y) pointing in direction (dx, dy). */
  arrowHead(x: number, y: number, dx: number, dy: number, color = DIM, size = 9): this {
    const l = Math.hypot(dx, dy) || 1;
    const ux = dx / l;
    const uy = dy / l;
    const bx = x - ux * size;
    const by = y - uy * size;
    return this.poly(
      [
        [x, y],
        [bx - uy * size * 0.42, by + ux * size * 0.42],
        [bx + uy * size * 0.42, by - ux * size * 0.42],
      ],
      color,
      color,
      1,
    );
  }

  /** The dimension letter in a white pill (drawn as `shown`, a lamp's depth T); records its position under the letter. */
  label(letter: string, x: number, y: number, color = DIM, shown = letter): this {
    const w = 12 + shown.length * 12;
    this.rect(x - w / 2, y - 14, w, 26, '#ffffff', color, 1.4, 'rx="13"');
    this.text(x, y + 7, shown, 19, color, 'text-anchor="middle" font-weight="700" font-style="italic"');
    this.coords[letter] = { x: Math.round((x / this.width) * 1000) / 10, y: Math.round((y / this.height) * 1000) / 10 };
    return this;
  }

  /** Linear dimension with extension lines, arrows at both ends and the letter in the middle. */
  dim(letter: string, x1: number, y1: number, x2: number, y2: number, opts: { ext?: [number, number]; labelAt?: [number, number]; shown?: string } = {}): this {
    if (!this.has(letter)) return this;
    const dx = x2 - x1;
    const dy = y2 - y1;
    if (opts.ext) {
      // extension lines from the object to the dimension line (offset vector)
      const [ex, ey] = opts.ext;
      this.line(x1 - ex, y1 - ey, x1 + Math.sign(ex) * 4, y1 + Math.sign(ey) * 4, DIM, 1, 'stroke-dasharray="3 3"');
      this.line(x2 - ex, y2 - ey, x2 + Math.sign(ex) * 4, y2 + Math.sign(ey) * 4, DIM, 1, 'stroke-dasharray="3 3"');
    }
    this.line(x1, y1, x2, y2, DIM, 1.4);
    this.arrowHead(x1, y1, -dx, -dy);
    this.arrowHead(x2, y2, dx, dy);
    const [lx, ly] = opts.labelAt ?? [(x1 + x2) / 2, (y1 + y2) / 2];
    return this.label(letter, lx, ly, DIM, opts.shown);
  }

  /** Angle arc at (cx, cy) from angle a1 to a2 (degrees, 0 = right, counter-clockwise up). */
  angle(letter: string, cx: number, cy: number, r: number, a1: number, a2: number): this {
    if (!this.has(letter)) return this;
    const p = (a: number): [number, number] => [cx + r * Math.cos((a * Math.PI) / 180), cy - r * Math.sin((a * Math.PI) / 180)];
    const [sx, sy] = p(a1);
    const [ex, ey] = p(a2);
    const large = Math.abs(a2 - a1) > 180 ? 1 : 0;
    const sweep = a2 > a1 ? 0 : 1;
    this.path(`M${f(sx)},${f(sy)} A${f(r)},${f(r)} 0 ${large} ${sweep} ${f(ex)},${f(ey)}`, 'none', DIM, 1.4);
    const tangent = (a: number, s: number): [number, number] => [-Math.sin((a * Math.PI) / 180) * s, -Math.cos((a * Math.PI) / 180) * s];
    const dirSign = a2 > a1 ? 1 : -1;
    const [t2x, t2y] = tangent(a2, dirSign);
    this.arrowHead(ex, ey, t2x, t2y);
    const mid = (a1 + a2) / 2;
    const [lx, ly] = [cx + (r + 22) * Math.cos((mid * Math.PI) / 180), cy - (r + 22) * Math.sin((mid * Math.PI) / 180)];
    return this.label(letter, lx, ly);
  }

  /** A light beam as a translucent triangle from (x, y) to the segment (x1, y1)–(x2, y2). */
  beam(x: number, y: number, x1: number, y1: number, x2: number, y2: number, color = BEAM_FILL, opacity = 0.38): this {
    this.poly(
      [
        [x, y],
        [x1, y1],
        [x2, y2],
      ],
      color,
      'none',
      0,
      `fill-opacity="${opacity}"`,
    );
    this.line(x, y, x1, y1, BEAM_EDGE, 1.2, 'stroke-dasharray="6 4"');
    return this.line(x, y, x2, y2, BEAM_EDGE, 1.2, 'stroke-dasharray="6 4"');
  }

  /** A small fixture body centred at (x, y), rotated by `rot` degrees. */
  fixture(x: number, y: number, w = 26, h = 14, rot = 0): this {
    return this.add(
      `<g transform="translate(${f(x)},${f(y)}) rotate(${f(rot)})"><rect x="${f(-w / 2)}" y="${f(-h / 2)}" width="${f(w)}" height="${f(h)}" rx="2" fill="#41566e" stroke="${INK}" stroke-width="1.5"/><rect x="${f(w / 2 - 3)}" y="${f(-h / 2 + 2)}" width="3" height="${f(h - 4)}" fill="${BEAM_FILL}"/></g>`,
    );
  }

  /** Title block (Chinese and English) in the top-left corner. */
  title(zh: string, en: string): this {
    this.text(24, 36, zh, 22, INK, 'font-weight="700"');
    return this.text(24, 60, en, 15, THIN);
  }

  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">${defs}<rect width="100%" height="100%" fill="#ffffff"/>${this.parts.join('')}</svg>\n`;
  }
}
