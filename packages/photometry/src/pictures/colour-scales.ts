/**
 * Colour scales of the false-colour pictures. viridis (the default) is perceptually uniform and
 * rises in lightness from dark violet to yellow, so brighter reads as more light; turbo is an
 * improved rainbow; jet is the classic rainbow, kept for readers used to it.
 */

export const COLOUR_SCALES = ['viridis', 'turbo', 'jet'] as const;
export type ColourScaleName = (typeof COLOUR_SCALES)[number];
export const DEFAULT_COLOUR_SCALE: ColourScaleName = 'viridis';

export type Rgb = [number, number, number];

const clamp01 = (t: number) => (Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0);
const byte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);

/** viridis by a degree-6 polynomial fit (max error about 1/255). */
function viridis(t: number): Rgb {
  const c: readonly (readonly [number, number, number])[] = [
    [0.2777273272234177, 0.005407344544966578, 0.3340998053353061],
    [0.1050930431085774, 1.404613529898575, 1.384590162594685],
    [-0.3308618287255563, 0.214847559468213, 0.09509516302823659],
    [-4.634230498983486, -5.799100973351585, -19.33244095627987],
    [6.228269936347081, 14.17993336680509, 56.69055260068105],
    [4.776384997670288, -13.74514537774601, -65.35303263337234],
    [-5.435455855934631, 4.645852612178535, 26.3124352495832],
  ];
  const out: number[] = [0, 0, 0];
  for (let ch = 0; ch < 3; ch++) {
    let v = 0;
    for (let k = c.length - 1; k >= 0; k--) v = v * t + c[k]![ch]!;
    out[ch] = byte(v);
  }
  return out as Rgb;
}

/** turbo (Google, 2019) by Google's published polynomial approximation (close to the table, a little darker at the ends). */
function turbo(t: number): Rgb {
  const x2 = t * t;
  const x3 = x2 * t;
  const x4 = x2 * x2;
  const x5 = x4 * t;
  const r = 0.13572138 + 4.6153926 * t - 42.66032258 * x2 + 132.13108234 * x3 - 152.94239396 * x4 + 59.28637943 * x5;
  const g = 0.09140261 + 2.19418839 * t + 4.84296658 * x2 - 14.18503333 * x3 + 4.27729857 * x4 + 2.82956604 * x5;
  const b = 0.1066733 + 12.64194608 * t - 60.58204836 * x2 + 110.36276771 * x3 - 89.90310912 * x4 + 27.34824973 * x5;
  return [byte(r), byte(g), byte(b)];
}

const JET: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 131],
  [0.125, 0, 60, 255],
  [0.375, 0, 255, 255],
  [0.625, 255, 255, 0],
  [0.875, 255, 0, 0],
  [1, 128, 0, 0],
];

/** jet: dark blue → cyan → yellow → red → dark red. */
function jet(t: number): Rgb {
  for (let k = 1; k < JET.length; k++) {
    const b = JET[k]!;
    if (t <= b[0]) {
      const a = JET[k - 1]!;
      const f = (t - a[0]) / (b[0] - a[0]);
      return [Math.round(a[1] + (b[1] - a[1]) * f), Math.round(a[2] + (b[2] - a[2]) * f), Math.round(a[3] + (b[3] - a[3]) * f)];
    }
  }
  return [128, 0, 0];
}

/** Colour of t ∈ [0, 1] on a scale (t outside is clamped, NaN is 0). */
export function colourScaleSample(scale: ColourScaleName, t: number): Rgb {
  const x = clamp01(t);
  return scale === 'turbo' ? turbo(x) : scale === 'jet' ? jet(x) : viridis(x);
}

/** A 256-entry lookup table (r, g, b per entry) of a scale, for filling rasters quickly. */
export function colourScaleTable(scale: ColourScaleName): Uint8Array {
  const out = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) out.set(colourScaleSample(scale, i / 255), i * 3);
  return out;
}

/** `#rrggbb` of a colour. */
export function rgbHex(rgb: readonly number[]): string {
  return '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

/** Relative luminance (0–1, sRGB) of a colour: decides dark or light ink on top of it. */
export function rgbRelativeLuminance(rgb: readonly number[]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]!) + 0.7152 * lin(rgb[1]!) + 0.0722 * lin(rgb[2]!);
}
