import { z } from 'zod';
import { dbId } from './common.js';
import { contestDimensions, surfaceFigures } from './photometry.js';
import { colourScaleName, luminanceRange } from './picture-scale.js';
import { ranged } from './ranges.js';

/**
 * Calculated pictures: `POST /api/photometry/picture` (one face of a fixture on a surface, as
 * a false-colour map or an effect picture, optionally on a fixed cd/m² range so that pictures
 * compared side by side share one colour scale) and the picture options `POST
 * /api/photometry/calculate` accepts.
 */

/** Smallest and largest plot side (px) a picture may be asked for. */
export const PICTURE_SIZE_MIN = 48;
export const PICTURE_SIZE_MAX = 1200;

/**
 * One face's picture. The light comes from a stored photometric file (`photometryId`) or a
 * fixture's (`lampId`); the surface is a typical surface (`contestId`: its type, dimensions and
 * albedo) or an application type with dimensions (`contestTypeId`, `dimensions`, `albedo`,
 * `count`).
 */
export const facePictureRequest = z
  .strictObject({
    photometryId: dbId.optional(),
    lampId: dbId.optional(),
    contestId: dbId.optional(),
    contestTypeId: dbId.optional(),
    dimensions: contestDimensions.default({}),
    albedo: ranged('reflectance').nullable().optional(),
    count: ranged('fixtureCount').int().optional(),
    /** Face A (the only face of one-face types) or B. */
    face: z.enum(['A', 'B']).default('A'),
    kind: z.enum(['falseColour', 'effect']).default('falseColour'),
    /** 'full': axes in metres, scale bar, caption; 'thumbnail': the map alone (lists, comparisons). */
    variant: z.enum(['full', 'thumbnail']).default('full'),
    /** Long side of the plot in px (default 360 full, 160 thumbnail). */
    size: z.number().int().min(PICTURE_SIZE_MIN).max(PICTURE_SIZE_MAX).optional(),
    /** SVG (vector, any density) or PNG (2 pixels per px). */
    format: z.enum(['svg', 'png']).default('svg'),
    range: luminanceRange.optional(),
    mode: z.enum(['auto', 'linear', 'log']).default('auto'),
    colourScale: colourScaleName.default('viridis'),
  })
  .superRefine((r, ctx) => {
    if ((r.photometryId === undefined) === (r.lampId === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give either photometryId or lampId', path: ['photometryId'] });
    }
    if ((r.contestId === undefined) === (r.contestTypeId === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give either contestId or contestTypeId', path: ['contestId'] });
    }
    if (r.mode === 'log' && r.range && !(r.range.min > 0)) {
      ctx.addIssue({ code: 'custom', message: 'a logarithmic scale needs range.min above 0', path: ['range', 'min'] });
    }
  });
export type FacePictureRequest = z.input<typeof facePictureRequest>;

export const facePictureAnswer = z.object({
  /** Media address of the picture (content-hashed: the same request answers the same address). */
  address: z.string(),
  format: z.enum(['svg', 'png']),
  /** Size in CSS px (a PNG has twice as many pixels each way). */
  width: z.number().int(),
  height: z.number().int(),
  /** The scale the colours follow: the fixed range when one was given. */
  scale: z.object({ min: z.number(), max: z.number(), log: z.boolean() }),
  colourScale: colourScaleName,
  /** The face's figures (cd/m², m). */
  face: surfaceFigures,
});
export type FacePictureAnswer = z.infer<typeof facePictureAnswer>;

/** Curves one polar diagram overlays at most (the compare dialog's three fixtures). */
export const POLAR_MAX_CURVES = 3;

/**
 * `POST /api/photometry/polar`: the engine's polar diagram (the same SVG the sheets print) of
 * one file's two principal planes (`plane: 'both'`), or of up to three files on one plane.
 */
export const polarPictureRequest = z
  .strictObject({
    curves: z
      .array(
        z.strictObject({
          photometryId: dbId,
          /** Legend text; the file name when absent. */
          label: z.string().trim().min(1).max(120).optional(),
          colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour is #rrggbb').optional(),
          /** SVG dash pattern, e.g. "6 3". */
          dash: z.string().regex(/^\d{1,2}( \d{1,2}){1,3}$/, 'dash is two to four numbers, e.g. "6 3"').optional(),
        }),
      )
      .min(1)
      .max(POLAR_MAX_CURVES),
    plane: z.enum(['both', 'c0c180', 'c90c270']).default('both'),
    /** Width in px. */
    size: z.number().int().min(200).max(640).default(300),
    title: z.string().trim().max(120).optional(),
  })
  .refine((r) => r.plane !== 'both' || r.curves.length === 1, { message: "plane 'both' draws the two planes of one file: give one curve", path: ['curves'] });
export type PolarPictureRequest = z.input<typeof polarPictureRequest>;

export const polarPictureAnswer = z.object({
  svg: z.string(),
  width: z.number(),
  height: z.number(),
});
export type PolarPictureAnswer = z.infer<typeof polarPictureAnswer>;
