import { ALL_ON } from '../domain/colours.js';

/**
 * Colour code of a colour temperature (specification point 4): up to 1810 K N, up to 2510 F,
 * up to 2810 Y, up to 3510 W, up to 4510 M, up to 5710 C, otherwise D.
 */
export function colourCodeFromTemperature(kelvin: number): string {
  if (kelvin <= 1810) return 'N';
  if (kelvin <= 2510) return 'F';
  if (kelvin <= 2810) return 'Y';
  if (kelvin <= 3510) return 'W';
  if (kelvin <= 4510) return 'M';
  if (kelvin <= 5710) return 'C';
  return 'D';
}

/** Fixed wavelengths (nm) of the RGB family's channels; W is a 4000 K white. */
export const RGB_CHANNELS: Record<string, { label: string; value: number; unit: 'nm' | 'K' }> = {
  R: { label: 'R', value: 625, unit: 'nm' },
  G: { label: 'G', value: 530, unit: 'nm' },
  B: { label: 'B', value: 470, unit: 'nm' },
  A: { label: 'A', value: 590, unit: 'nm' },
  L: { label: 'L', value: 565, unit: 'nm' },
  W: { label: 'W', value: 4000, unit: 'K' },
};

/** True for codes of the RGB family (RGB, RGBW, RGBA, RGBL). */
export function isRgbFamily(code: string | null | undefined): boolean {
  return !!code && /^RGB[WAL]?$/.test(code);
}

/** Channels of an RGB-family code, e.g. RGBW → R, G, B, W with their fixed values. */
export function rgbChannels(code: string) {
  return code.split('').map((ch) => {
    const c = RGB_CHANNELS[ch];
    if (!c) throw new Error(`unknown colour channel ${ch}`);
    return c;
  });
}

/** The colour temperature range in which several temperatures may be entered. */
export const MULTI_TEMPERATURE_RANGE = { min: 2700, max: 5000 } as const;

export interface ColourTypeLike {
  /** Number of colours (dictExtra): 1 single, 2–4 multi. */
  colours: number;
  /** The type's code (dictRemark), e.g. RGBW, or empty for white types. */
  code?: string | null;
}

/**
 * The colour part of a lamp parameter number: the RGB family's own code, or one code per
 * entered colour temperature joined with '/'. Empty when nothing usable is entered.
 */
export function colourCode(type: ColourTypeLike | undefined, temperatures: Array<number | string | null | undefined>): string {
  if (!type) return '';
  if (isRgbFamily(type.code)) return type.code!;
  const codes = temperatures
    .slice(0, Math.max(1, type.colours))
    .map((t) => (t === '' || t === null || t === undefined ? NaN : Number(t)))
    .filter((t) => Number.isFinite(t) && t > 0)
    .map(colourCodeFromTemperature);
  return codes.join('/');
}

/**
 * Apply the multi-temperature rules after the first..fourth temperatures changed: a first
 * temperature outside 2700–5000 clears the others; a value equal to an earlier one is cleared.
 */
export function normaliseTemperatures(
  values: Array<string | null | undefined>,
): Array<string | null> {
  const out: Array<string | null> = values.map((v) => (v === undefined || v === '' ? null : v));
  const first = out[0] === null ? NaN : Number(out[0]);
  if (Number.isFinite(first) && (first < MULTI_TEMPERATURE_RANGE.min || first > MULTI_TEMPERATURE_RANGE.max)) {
    for (let i = 1; i < out.length; i++) out[i] = null;
  }
  const seen = new Set<string>();
  for (let i = 0; i < out.length; i++) {
    const v = out[i];
    if (v === null || v === undefined) continue;
    const key = String(Number(v));
    if (seen.has(key)) out[i] = null;
    else seen.add(key);
  }
  return out;
}


/** How a colour state reads in each language; other states (e.g. "3000K") read the same in both. */
export function colourStateLabel(value: string | null | undefined, lang: 'zh' | 'en'): string {
  if (value === null || value === undefined) return '';
  return value.trim() === ALL_ON ? (lang === 'zh' ? ALL_ON : 'All on') : value;
}
