import type { FaceGrid } from './contest.js';
import { FONT_HEIGHT, fontDrawText, fontTextWidth } from './image-font.js';

/** An RGBA image: `data` holds width·height·4 bytes, row 0 at the top. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Bilinear value of a face grid at continuous cell coordinates (u across, v up). */
function gridSampleSmooth(grid: FaceGrid, u: number, v: number): number {
  const { nu, nv, luminance } = grid;
  const x = Math.min(nu - 1, Math.max(0, u));
  const y = Math.min(nv - 1, Math.max(0, v));
  const i = Math.min(nu - 2, Math.floor(x));
  const j = Math.min(nv - 2, Math.floor(y));
  if (nu === 1 || nv === 1) {
    const ii = nu === 1 ? 0 : Math.round(x);
    const jj = nv === 1 ? 0 : Math.round(y);
    return luminance[jj * nu + ii]!;
  }
  const tx = x - i;
  const ty = y - j;
  const a = luminance[j * nu + i]! + (luminance[j * nu + i + 1]! - luminance[j * nu + i]!) * tx;
  const b = luminance[(j + 1) * nu + i]! + (luminance[(j + 1) * nu + i + 1]! - luminance[(j + 1) * nu + i]!) * tx;
  return a + (b - a) * ty;
}

/**
 * Resamples a grid smoothly to w × h pixels; image row 0 is the top of the face (the grid's
 * last row), so the picture stands as the face does.
 */
export function faceGridResample(grid: FaceGrid, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h);
  for (let py = 0; py < h; py++) {
    const v = grid.nv - ((py + 0.5) / h) * grid.nv - 0.5;
    for (let px = 0; px < w; px++) {
      const u = ((px + 0.5) / w) * grid.nu - 0.5;
      out[py * w + px] = gridSampleSmooth(grid, u, v);
    }
  }
  return out;
}

function mapSize(grid: FaceGrid, longSide: number): { w: number; h: number } {
  const aspect = grid.width > 0 && grid.height > 0 ? grid.width / grid.height : grid.nu / grid.nv;
  if (aspect >= 1) return { w: longSide, h: Math.max(24, Math.round(longSide / Math.min(aspect, 16))) };
  return { w: Math.max(24, Math.round(longSide * Math.max(aspect, 1 / 16))), h: longSide };
}

const STOPS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 131],
  [0.125, 0, 60, 255],
  [0.375, 0, 255, 255],
  [0.625, 255, 255, 0],
  [0.875, 255, 0, 0],
  [1, 128, 0, 0],
];

/** Pseudo-colour (jet-like: dark blue → cyan → yellow → red → dark red) of t ∈ [0, 1]. */
export function falseColour(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  for (let k = 1; k < STOPS.length; k++) {
    const b = STOPS[k]!;
    if (x <= b[0]) {
      const a = STOPS[k - 1]!;
      const f = (x - a[0]) / (b[0] - a[0]);
      return [a[1] + (b[1] - a[1]) * f, a[2] + (b[2] - a[2]) * f, a[3] + (b[3] - a[3]) * f];
    }
  }
  return [128, 0, 0];
}

/** A "nice" step (1, 2 or 5 × 10ⁿ) giving about `parts` intervals up to `max`. */
export function scaleNiceStep(max: number, parts: number): number {
  if (!(max > 0)) return 1;
  const raw = max / parts;
  const p = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

/** Short label of a scale value: up to 3 significant digits, k for thousands, M for millions. */
export function scaleLabel(v: number): string {
  const trim = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);
  if (v === 0) return '0';
  if (Math.abs(v) >= 1e6) return trim((v / 1e6).toPrecision(3)) + 'M';
  if (Math.abs(v) >= 1e4) return trim((v / 1e3).toPrecision(3)) + 'k';
  if (Math.abs(v) >= 1000) return String(Math.round(v));
  return trim(v.toPrecision(3));
}

function fill(img: RgbaImage, x0: number, y0: number, w: number, h: number, rgb: readonly number[]): void {
  for (let y = Math.max(0, y0); y < Math.min(img.height, y0 + h); y++) {
    for (let x = Math.max(0, x0); x < Math.min(img.width, x0 + w); x++) {
      const o = (y * img.width + x) * 4;
      img.data[o] = rgb[0]!;
      img.data[o + 1] = rgb[1]!;
      img.data[o + 2] = rgb[2]!;
      img.data[o + 3] = 255;
    }
  }
}

/** Options of {@link falseColourImage}. */
export interface FalseColourOptions {
  /** Pixels of the map's long side (default 480). */
  size?: number;
  /** Luminance at the top of the scale (default: a nice value ≥ the grid maximum). */
  scaleMax?: number;
  /** Text scale of the labels (default 2: 10 × 14-pixel digits). */
  textScale?: number;
  /**
   * Draw the colour scale beside the map (default true). Thumbnails that share one scale leave
   * it out: the map alone, edge to edge, on `scaleMax`.
   */
  legend?: boolean;
}

/**
 * False-colour (pseudo-colour) picture of a face's luminance grid, smoothly interpolated,
 * with a colour scale at the right labelled in cd/m². White background, opaque pixels.
 */
export function falseColourImage(grid: FaceGrid, options: FalseColourOptions = {}): RgbaImage {
  const size = Math.max(32, Math.min(4096, Math.round(options.size ?? 480)));
  const ts = Math.max(1, Math.round(options.textScale ?? 2));
  let gmax = 0;
  for (let i = 0; i < grid.luminance.length; i++) gmax = Math.max(gmax, grid.luminance[i]!);
  const step = scaleNiceStep(options.scaleMax ?? gmax, 5);
  const top = options.scaleMax ?? (gmax > 0 ? Math.ceil(gmax / step - 1e-9) * step : 1);
  const { w: mw, h: mh } = mapSize(grid, size);
  const values = faceGridResample(grid, mw, mh);
  if (options.legend === false) {
    const map: RgbaImage = { width: mw, height: mh, data: new Uint8ClampedArray(mw * mh * 4) };
    for (let i = 0; i < mw * mh; i++) {
      const [r, g, b] = falseColour(values[i]! / top);
      map.data[i * 4] = r;
      map.data[i * 4 + 1] = g;
      map.data[i * 4 + 2] = b;
      map.data[i * 4 + 3] = 255;
    }
    return map;
  }
  const ticks: number[] = [];
  for (let v = 0; v <= top + step * 1e-6; v += step) ticks.push(v);
  const labels = ticks.map(scaleLabel);
  const labelW = Math.max(fontTextWidth('cd/m²', ts), ...labels.map((l) => fontTextWidth(l, ts)));
  const pad = 8;
  const barW = 18;
  const barH = Math.max(mh, 120);
  const unitH = FONT_HEIGHT * ts + 14;
  const width = pad + mw + pad * 2 + barW + 6 + labelW + pad;
  const height = pad + unitH + Math.max(mh, barH) + pad + (FONT_HEIGHT * ts) / 2;
  const img: RgbaImage = { width, height, data: new Uint8ClampedArray(width * height * 4) };
  fill(img, 0, 0, width, height, [255, 255, 255]);
  const mapY = pad + unitH;
  for (let y = 0; y < mh; y++) {
    for (let x = 0; x < mw; x++) {
      const [r, g, b] = falseColour(values[y * mw + x]! / top);
      const o = ((mapY + y) * width + pad + x) * 4;
      img.data[o] = r;
      img.data[o + 1] = g;
      img.data[o + 2] = b;
      img.data[o + 3] = 255;
    }
  }
  const barX = pad + mw + pad * 2;
  for (let y = 0; y < barH; y++) {
    const [r, g, b] = falseColour(1 - y / Math.max(1, barH - 1));
    fill(img, barX, mapY + y, barW, 1, [r, g, b]);
  }
  const ink: [number, number, number, number] = [20, 20, 20, 255];
  fontDrawText(img, 'cd/m²', barX, pad, ts, ink);
  ticks.forEach((v, k) => {
    const y = mapY + Math.round((1 - v / top) * (barH - 1));
    fill(img, barX + barW, y, 4, 1, [20, 20, 20]);
    fontDrawText(img, labels[k]!, barX + barW + 6, y - Math.floor((FONT_HEIGHT * ts) / 2), ts, ink);
  });
  return img;
}

/** Options of {@link effectImage}. */
export interface EffectOptions {
  /** Pixels of the long side (default 480). */
  size?: number;
  /**
   * Luminance shown as white (cd/m²). Default: the grid maximum. Fix it to compare faces or
   * fixtures on one absolute scale.
   */
  whiteLuminance?: number;
}

/** Perceptual lightness: CIE L* (0–100) of relative luminance Y (0–1). */
export function lightnessFromRelativeLuminance(y: number): number {
  const t = Math.min(1, Math.max(0, y));
  return t > 216 / 24389 ? 116 * Math.cbrt(t) - 16 : (24389 / 27) * t;
}

/**
 * "Effect picture": the face rendered in grey, each pixel's grey level proportional to the
 * CIE lightness L* of its luminance relative to `whiteLuminance`, so equal steps look equal.
 */
export function effectImage(grid: FaceGrid, options: EffectOptions = {}): RgbaImage {
  const size = Math.max(16, Math.min(4096, Math.round(options.size ?? 480)));
  let gmax = 0;
  for (let i = 0; i < grid.luminance.length; i++) gmax = Math.max(gmax, grid.luminance[i]!);
  const white = options.whiteLuminance ?? gmax;
  const { w, h } = mapSize(grid, size);
  const values = faceGridResample(grid, w, h);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const g = white > 0 ? (lightnessFromRelativeLuminance(values[i]! / white) / 100) * 255 : 0;
    data[i * 4] = g;
    data[i * 4 + 1] = g;
    data[i * 4 + 2] = g;
    data[i * 4 + 3] = 255;
  }
  return { width: w, height: h, data };
}
