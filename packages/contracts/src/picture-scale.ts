import { z } from 'zod';
import { ranged } from './ranges.js';

/** How a calculated picture maps luminance to colour (shared by the picture and calculate requests). */

/** Colour scales of the false-colour maps: viridis (default, perceptually uniform), turbo, jet (the classic rainbow). */
export const COLOUR_SCALE_NAMES = ['viridis', 'turbo', 'jet'] as const;
export const colourScaleName = z.enum(COLOUR_SCALE_NAMES);
export type ColourScaleNameInput = z.infer<typeof colourScaleName>;

/** A fixed luminance range (cd/m²), 0 ≤ min < max, within the domain's luminance range. */
export const luminanceRange = z
  .strictObject({
    min: ranged('luminance'),
    max: ranged('luminance').positive(),
  })
  .refine((r) => r.max > r.min, { message: 'range.max must be greater than range.min', path: ['max'] });
export type LuminanceRangeInput = z.infer<typeof luminanceRange>;

/** How a picture maps luminance to colour. */
export const pictureScaleOptions = z.strictObject({
  /** Fixed range; absent: fitted to the face (0 to its maximum rounded up to 1-2-5). */
  range: luminanceRange.optional(),
  /** 'auto' turns logarithmic when the range passes two decades. */
  mode: z.enum(['auto', 'linear', 'log']).default('auto'),
  colourScale: colourScaleName.default('viridis'),
});
export type PictureScaleOptions = z.input<typeof pictureScaleOptions>;
