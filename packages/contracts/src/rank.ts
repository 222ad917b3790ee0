import { z } from 'zod';
import { dbId } from './common.js';
import { CONTEST_TYPES, contestTypeById } from './domain/contest-types.js';
import { CHECKED_FACE_TARGET_KEYS, CHECKED_METRICS } from './domain/targets.js';
import { contestDimensions, fixtureLayout, layoutFigures, layoutInput, surfaceFigures } from './photometry.js';
import { ranged } from './ranges.js';

/**
 * `POST /api/photometry/rank`: every fixture with a photometric file, computed on the designer's
 * own surface and ordered for it; `POST /api/photometry/rank/pictures`: false-colour pictures of
 * a few of them on one common cd/m² scale (the rows on screen, the compare dialog).
 */

/** Rows a rank answers at most, and by default. */
export const RANK_LIMIT_MAX = 500;
export const RANK_LIMIT_DEFAULT = 50;
/** Fixtures whose pictures one call makes at most (a screen of rows, or the compare dialog). */
export const RANK_PICTURES_MAX = 20;
/** Fixtures the compare dialog holds. */
export const COMPARE_MAX = 3;

/** One of the 14 application types. */
export const knownContestTypeId = dbId.refine((id) => contestTypeById(id) !== undefined, { message: `unknown application type (one of ${CONTEST_TYPES.map((t) => t.id).join(', ')})` });

const luminance = ranged('luminance');

/**
 * The lighting targets of one face: every face target of the domain (`TARGETS`: average, minimum
 * and maximum luminance in cd/m², U0, dark band in metres), the designer's own average bounds
 * (`…Custom`) and, for two-face types, the B/A luminance ratio (`RATIO_TARGETS`, usually on B's
 * entry); each is checked by `faceTargetVerdicts`.
 */
export const rankTarget = z
  .strictObject({
    faceType: z.enum(['A', 'B', 'single']),
    brightnessAvgMin: luminance.nullable().optional(),
    brightnessAvgMax: luminance.nullable().optional(),
    brightnessMin: luminance.nullable().optional(),
    brightnessMax: luminance.nullable().optional(),
    evenness: ranged('uniformity').nullable().optional(),
    maculaHight: ranged('metres').nullable().optional(),
    brightnessAvgMinCustom: luminance.nullable().optional(),
    brightnessAvgMaxCustom: luminance.nullable().optional(),
    bcBrightnessRatioMin: ranged('luminanceRatio').nullable().optional(),
    bcBrightnessRatioMax: ranged('luminanceRatio').nullable().optional(),
  })
  .refine((t) => t.brightnessAvgMin == null || t.brightnessAvgMax == null || t.brightnessAvgMin <= t.brightnessAvgMax, {
    message: 'brightnessAvgMin must not exceed brightnessAvgMax',
    path: ['brightnessAvgMax'],
  });
export type RankTarget = z.infer<typeof rankTarget>;

/** One target against a row's figure (contracts `rules/face-targets.ts`). */
export const faceTargetVerdict = z.object({
  key: z.enum(CHECKED_FACE_TARGET_KEYS),
  face: z.string(),
  metric: z.enum(CHECKED_METRICS),
  sign: z.enum(['≥', '≤']),
  target: z.number(),
  value: z.number().nullable(),
  unit: z.enum(['cd/m²', 'm', '']),
  status: z.enum(['met', 'missed', 'notComputed']),
  pass: z.boolean(),
});

export const rankFilters = z.strictObject({
  brandIds: z.array(dbId).max(500).optional(),
  /** Authorized price at most (fixtures without a price pass). */
  priceMax: ranged('price').nullable().optional(),
  /** Power (W) from … to. */
  powerMin: ranged('watts').nullable().optional(),
  powerMax: ranged('watts').nullable().optional(),
  /** Working voltage as the catalogue writes it ("DC24V", "AC220V"; case and spaces ignored). */
  workVoltage: z.string().trim().max(40).nullable().optional(),
  /** Only fixtures of this lamp type (`dengjuleixing` entry id; the editor sends the record's own by default). */
  lampType: dbId.nullable().optional(),
  /** Only these fixtures (the compare dialog, a list from the selection table). */
  lampIds: z.array(dbId).max(500).optional(),
});
export type RankFilters = z.infer<typeof rankFilters>;

/** The surface every fixture is computed on: as for `/photometry/calculate`. */
const surfaceFields = {
  contestTypeId: knownContestTypeId,
  dimensions: contestDimensions.default({}),
  /** Reflectance 0–1; null or absent: 0.4 for surfaces seen by reflection. */
  albedo: ranged('reflectance').nullable().optional(),
  /** Number of fixtures (1–500); the type's own layout when absent (`layout.count` wins). */
  count: ranged('fixtureCount').int().optional(),
  /** The layout every fixture is computed in: any part of it, the rest from the type's default. */
  layout: layoutInput.optional(),
};

/**
 * A fixture's own complete layout (a fitted rank row's, as that row answered it): the fixture is
 * computed in it instead of the request's `layout` (Compare and the rows' pictures after a fit).
 */
export const ownLayout = layoutInput.required();

/** The auto layout's limits: fixtures at most, and by default; spacing (m) and tilt (°) when none is given. */
export const FIT_COUNT_MAX = 100;
export const FIT_DEFAULTS = { countMax: 20, spacingMin: 0.1, spacingMax: 50 } as const;

/**
 * "Fit the layout" (docs/DOMAIN.md "Fitting the layout"): per fixture, the fewest fixtures that
 * meet every target with count at most `countMax`, spacing within `spacingMin`–`spacingMax` (m)
 * and, when both are given, tilt within `tiltMin`–`tiltMax` (°; without them the layout's own tilt).
 */
export const rankFit = z
  .strictObject({
    countMax: z.number().int().min(1).max(FIT_COUNT_MAX).default(FIT_DEFAULTS.countMax),
    spacingMin: ranged('metres').positive().default(FIT_DEFAULTS.spacingMin),
    spacingMax: ranged('metres').positive().default(FIT_DEFAULTS.spacingMax),
    tiltMin: ranged('aimingDegrees').nullable().optional(),
    tiltMax: ranged('aimingDegrees').nullable().optional(),
  })
  .refine((f) => f.spacingMin <= f.spacingMax, { message: 'spacingMin must not exceed spacingMax', path: ['spacingMax'] })
  .refine((f) => (f.tiltMin == null) === (f.tiltMax == null), { message: 'give both tiltMin and tiltMax, or neither', path: ['tiltMax'] })
  .refine((f) => f.tiltMin == null || f.tiltMax == null || f.tiltMin <= f.tiltMax, { message: 'tiltMin must not exceed tiltMax', path: ['tiltMax'] });
export type RankFit = z.input<typeof rankFit>;
export type RankFitParsed = z.output<typeof rankFit>;

export const rankRequest = z.strictObject({
  ...surfaceFields,
  /** Fit the layout per fixture within these limits (each row answers its fitted layout). */
  fit: rankFit.optional(),
  /** Per fixture, the complete layout it is computed in (not with `fit`). */
  layouts: z.array(z.strictObject({ lampId: dbId, layout: ownLayout })).max(RANK_PICTURES_MAX).optional(),
  targets: z.array(rankTarget).max(3).optional(),
  filters: rankFilters.optional(),
  limit: z.number().int().min(1).max(RANK_LIMIT_MAX).default(RANK_LIMIT_DEFAULT),
}).refine((r) => !(r.fit && r.layouts), { message: 'give fit or layouts, not both', path: ['layouts'] });
export type RankRequest = z.input<typeof rankRequest>;
export type RankRequestParsed = z.output<typeof rankRequest>;

/** A fixture's figures on one face of the surface (cd/m², U0, dark band in metres), as calculate answers them. */
export const rankFace = surfaceFigures;
export type RankFace = z.infer<typeof rankFace>;

export const rankRow = z.object({
  lampId: z.number().int(),
  photometryId: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  model: z.string(),
  power: z.number().nullable(),
  authorizedPrice: z.number().nullable(),
  /** Working voltage as the catalogue writes it (taken into the sheet with the fixture). */
  workVoltage: z.string().nullable(),
  /** The rest of the fixture Take carries into the sheet: lamp type (`dengjuleixing` entry id), CCT (K), beam (°), IP code, length × width × height (mm). */
  lampType: z.number().int().nullable(),
  colorTemperature: z.number().nullable(),
  beamAngle: z.number().nullable(),
  /** Beam angle in the C90–C270 plane (`beamAngle` is C0–C180); null: a round beam. */
  beamAngle90: z.number().nullable().optional(),
  protectLevel: z.string().nullable(),
  longNs: z.number().nullable(),
  widthNs: z.number().nullable(),
  heightNs: z.number().nullable(),
  faces: z.array(rankFace),
  /** The complete layout this row was computed in. */
  layout: fixtureLayout,
  /** Installed power (the catalogue's watts, else the file's), power density, utilisation and spill. */
  ...layoutFigures,
  /** Every target the request sets, per face, with the figure it is checked against (`faceTargetVerdicts`). */
  verdicts: z.array(faceTargetVerdict),
  /** Every target met (a target not computed is not met). */
  meets: z.boolean(),
  /** What the row misses, in words in the request's language ("Lavg 3.1 cd/m² < 5"). */
  misses: z.array(z.string()),
  /** 0–100, higher is better; see docs/decisions/009-rank-on-the-designers-surface.md. */
  score: z.number(),
  /** With `fit`: whether a layout within the limits meets every target, and why not (the closest layout's misses, in the request's language). */
  fit: z.object({ met: z.boolean(), reason: z.string().optional() }).optional(),
});
export type RankRow = z.infer<typeof rankRow>;

export const rankAnswer = z.object({
  rows: z.array(rankRow),
  /** Fixtures computed on the surface. */
  evaluated: z.number().int(),
  /** Time the ranking took on the server (ms). */
  ms: z.number(),
});
export type RankAnswer = z.infer<typeof rankAnswer>;

export const rankPicturesRequest = z.strictObject({
  ...surfaceFields,
  photometryIds: z.array(dbId).min(1).max(RANK_PICTURES_MAX),
  /** Per file, the complete layout its picture is drawn in (a fitted row's; the request's `layout` for the others). */
  layouts: z.array(z.strictObject({ photometryId: dbId, layout: ownLayout })).max(RANK_PICTURES_MAX).optional(),
  /** Luminance at the top of the common colour scale (cd/m²); default: a round value above the brightest face. */
  scaleMax: ranged('luminance').positive().optional(),
  /** Pixels of a map's long side. */
  size: z.number().int().min(48).max(640).default(120),
  /** Draw the colour scale beside each map (false for thumbnails that share one scale). */
  legend: z.boolean().default(true),
});
export type RankPicturesRequest = z.input<typeof rankPicturesRequest>;
export type RankPicturesRequestParsed = z.output<typeof rankPicturesRequest>;

export const rankPicturesAnswer = z.object({
  /** The common scale every picture uses (cd/m²). */
  scaleMax: z.number(),
  pictures: z.array(
    z.object({
      photometryId: z.number().int(),
      /** Per face: the false-colour picture (SVG) as a `data:image/svg+xml;base64,…` address. */
      faces: z.array(z.object({ faceType: z.enum(['A', 'B', 'single']), falseColour: z.string() })),
    }),
  ),
});
export type RankPicturesAnswer = z.infer<typeof rankPicturesAnswer>;

/*
 * The streamed ranking: `POST /api/photometry/rank` asked with `Accept: application/x-ndjson`
 * (NDJSON_TYPE) answers one JSON object a line. Events first (`rankStreamEvent`: progress,
 * provisional rows), then exactly one last line: the envelope the plain route answers
 * (`{success:true,data}` with the final `rankAnswer`, or `{success:false,code,message}` when the
 * ranking failed on the way).
 */

/**
 * A stage of a ranking: `coarse` every candidate on a coarse grid (figures within its tolerance of
 * the full grid's), `preview` the candidates it keeps on the preview (within the preview's
 * tolerance), `fit` every candidate's layout searched, `full` the candidates
 * evaluated on the full grid, calculate's evaluation (the possible first rows again, or every
 * candidate when there are few).
 */
export const rankStage = z.enum(['coarse', 'preview', 'fit', 'full']);
export type RankStage = z.infer<typeof rankStage>;

export const rankProgressEvent = z.object({
  event: z.literal('progress'),
  stage: rankStage,
  /** Candidates of the stage evaluated so far, of `total`. */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type RankProgressEvent = z.infer<typeof rankProgressEvent>;

/**
 * The first rows as the first stage has them: provisional, their figures the preview's (or a
 * part of the candidates'), in the same shape as the final rows, which replace them.
 */
export const rankRowsEvent = z.object({
  event: z.literal('rows'),
  provisional: z.literal(true),
  /** Candidates evaluated so far. */
  evaluated: z.number().int().nonnegative(),
  /** The first rows so far: `limit` of them, at most RANK_LIMIT_DEFAULT (the final answer holds `limit`). */
  rows: z.array(rankRow),
});

export const rankStreamEvent = z.discriminatedUnion('event', [rankProgressEvent, rankRowsEvent]);
export type RankStreamEvent = z.infer<typeof rankStreamEvent>;
