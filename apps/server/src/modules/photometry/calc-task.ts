/**
 * The CPU part of a recomputation, shared by the worker threads and the single-threaded path:
 * parse one lamp's photometric file once, evaluate it on every contest it was given, and encode
 * the pictures as SVG. Pure: no database, no files.
 */
import { createHash } from 'node:crypto';
import type { ContestDimensions, ContestKind, FixtureLayout, LayoutInput, PhotometryRefusal } from '@lampsheet/contracts';
import {
  ContestInputError,
  PICTURE_TEXTS,
  PhotometryParseError,
  calculateContest,
  effectSvg,
  faceBandHeight,
  falseColourSvg,
  layoutPower,
  parsePhotometry,
  parsePhotometryBytes,
  photometryTextDecode,
  photometryArrays,
  photometryBytes,
  pictureTexts,
  type ColourScaleName,
  type ContestResult,
  type FitFace,
  type LuminanceRange,
  type Photometry,
  type PlotSize,
  type ScaleMode,
} from '@lampsheet/photometry';

/** One contest to evaluate a lamp on. */
export interface CalcContestSpec {
  contestId: number;
  contestTypeId: number;
  kind: ContestKind;
  dimensions: ContestDimensions;
  albedo: number | null;
  /** Write the false-colour and effect pictures of its faces. */
  pictures: boolean;
  /** Number of fixtures; the type's own layout when absent (`layout.count` wins). */
  count?: number;
  /** The layout: any part of it, the rest the type's default (docs/DOMAIN.md "Layout"). */
  layout?: LayoutInput;
  /** Top of the false-colour scale (cd/m²; the range 0 … scaleMax), to show several fixtures on one scale; each picture's own when absent. */
  scaleMax?: number;
  /** Leave out the effect picture (thumbnails and comparisons show false colour only). */
  falseColourOnly?: boolean;
  /** Leave out the false-colour picture's axes, scale bar and caption (thumbnails sharing one scale). */
  noLegend?: boolean;
  /** Sample the faces this many times coarser each way: approximate figures (the ranking's first stage, never an answer). */
  coarsen?: number;
  /** Sample each face this many times coarser along its fixture side, every line across it kept (approximate: the ranking's coarse stage). */
  coarsenAlong?: number;
  /** Evaluate a row of identical fixtures as one fixture's field shifted to each position, sampled this many times finer than the cells (approximate, as coarsen). */
  rowSampling?: number;
}

/** How the pictures of a task are drawn. */
export interface CalcPictureOptions {
  /** Fixed luminance range (cd/m²) shared by pictures that are compared; fitted to each face when absent. */
  range?: LuminanceRange;
  mode?: ScaleMode;
  colourScale?: ColourScaleName;
  /** Language of the words on the pictures; null: symbols and both languages (pictures stored for everyone). */
  lang?: string | null;
  /** 'full' (axes, scale bar, caption; default) or 'thumbnail' (the map alone). */
  variant?: 'full' | 'thumbnail';
  /** The pictures wanted (default both). */
  kinds?: readonly ('falseColour' | 'effect')[];
}

/** One lamp's work: its photometric file and the contests. */
export interface CalcLampTask {
  lampId: number;
  fileName: string;
  content: string;
  contests: CalcContestSpec[];
  /** Long side of the pictures' plot in px. */
  /** The plot's long side (px), or the box it fits in (a document's cell). */
  pictureSize: PlotSize;
  picture?: CalcPictureOptions;
}

export interface EncodedPicture {
  /** The file's bytes. */
  data: Uint8Array;
  /** File name ending. */
  ext: 'svg' | 'png';
  /** First 12 hex digits of the SHA-1 of the bytes (names the file, so a change gets a new address). */
  hash: string;
}

/** A face's figures (the engine's `FitFace`, as the layout fit and the rank score read them) and its pictures. */
export interface CalcFaceOutput extends FitFace {
  /** Illuminance (lux) on the lit field; null for directly seen types. */
  illuminanceAve: number | null;
  illuminanceMin: number | null;
  illuminanceMax: number | null;
  falseColour: EncodedPicture | null;
  effect: EncodedPicture | null;
}

export interface CalcContestOutput {
  contestId: number;
  contestTypeId: number;
  viewing: 'reflected' | 'direct';
  faces: CalcFaceOutput[];
  /** lightIntensity1 … 10 (cd). */
  lightIntensity: number[];
  /** Fixture-to-surface distance used (m), for reflected kinds. */
  distance: number | null;
  /** The dimensions, albedo and fixture count the calculation used (the type's defaults filled in). */
  dimensions: Record<string, number>;
  albedo: number | null;
  count: number;
  /** The complete layout used; null when the contest could not be evaluated. */
  layout: FixtureLayout | null;
  /** Installed power (W), power density (W/m²), utilisation, spill and upward spill (0–1); null where they do not apply. */
  light: CalcLight;
  /** A preview (coarsen, rowSampling) whose figures may differ from the full grid's; absent or false: the full grid's figures. */
  approximate?: boolean;
  /** Why this contest could not be evaluated (impossible dimensions), else null. */
  error: string | null;
  /** The input the error is about (a dimension letter, `albedo` or `count`), when it is one. */
  errorField: string | null;
}

export interface CalcLight {
  /** Area of the lit faces (m²). */
  faceArea: number;
  installedPower: number | null;
  powerDensity: number | null;
  utilisation: number | null;
  spill: number | null;
  upwardSpill: number | null;
}

const NO_LIGHT: CalcLight = { faceArea: 0, installedPower: null, powerDensity: null, utilisation: null, spill: null, upwardSpill: null };

export interface CalcLampOutput {
  lampId: number;
  contests: CalcContestOutput[];
  /** Set when the file itself could not be read; then `contests` is empty. */
  error: string | null;
}

/** Bytes of a picture with the hash that names its file. */
export function pictureEncode(data: string | Uint8Array, ext: EncodedPicture['ext']): EncodedPicture {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const hash = createHash('sha1').update(bytes).digest('hex').slice(0, 12);
  // A copy with an ArrayBuffer of its own: small Buffers share Node's pool, which must never be transferred.
  return { data: new Uint8Array(bytes), ext, hash };
}

/** A contest's own picture settings (a comparison's common scale, thumbnails) laid over the task's. */
function pictureOptionsOf(spec: Pick<CalcContestSpec, 'scaleMax' | 'falseColourOnly' | 'noLegend'>, task: CalcPictureOptions = {}): CalcPictureOptions {
  return {
    ...task,
    ...(spec.scaleMax && spec.scaleMax > 0 ? { range: { min: 0, max: spec.scaleMax } } : {}),
    ...(spec.noLegend ? { variant: 'thumbnail' as const } : {}),
    ...(spec.falseColourOnly ? { kinds: ['falseColour'] as const } : {}),
  };
}

/** The face metrics and (optionally) false-colour and effect pictures (SVG) of a contest result. */
export function contestOutputFaces(result: ContestResult, pictures: boolean, pictureSize: PlotSize, options: CalcPictureOptions = {}): CalcFaceOutput[] {
  const texts = options.lang === null || options.lang === undefined ? PICTURE_TEXTS.neutral : pictureTexts(options.lang);
  const drawing = { size: pictureSize, range: options.range ?? null, mode: options.mode ?? 'auto', colourScale: options.colourScale, texts, variant: options.variant } as const;
  const kinds = options.kinds ?? ['falseColour', 'effect'];
  return result.faces.map((face) => ({
    faceType: face.faceType,
    lightnessAve: face.lightnessAve,
    lightness: face.lightness,
    lightnessMax: face.lightnessMax,
    evenness: face.evenness,
    anbanHeight: face.anbanHeight,
    illuminanceAve: face.illuminanceAve,
    illuminanceMin: face.illuminanceMin,
    illuminanceMax: face.illuminanceMax,
    faceHeight: faceBandHeight(face),
    falseColour: pictures && kinds.includes('falseColour') ? pictureEncode(falseColourSvg(face, drawing).svg, 'svg') : null,
    effect: pictures && kinds.includes('effect') ? pictureEncode(effectSvg(face, drawing).svg, 'svg') : null,
  }));
}

/**
 * Evaluate a parsed file on one contest. Never throws: impossible dimensions come back as
 * `error` (with the input it is about in `errorField`). The one evaluation behind
 * `/photometry/calculate`, the calculated rows and `/photometry/rank`.
 */
export function calcContestRun(photometry: Photometry, spec: CalcContestSpec, pictureSize: PlotSize, picture?: CalcPictureOptions): CalcContestOutput {
  try {
    const layout: LayoutInput = { ...(spec.count !== undefined ? { count: spec.count } : {}), ...spec.layout };
    const result = calculateContest(spec.kind, spec.dimensions, spec.albedo, photometry, layout, { coarsen: spec.coarsen, coarsenAlong: spec.coarsenAlong, rowSampling: spec.rowSampling });
    const d = (result.dimensions as Record<string, number | undefined>).D;
    return {
      contestId: spec.contestId,
      contestTypeId: spec.contestTypeId,
      viewing: result.viewing,
      faces: contestOutputFaces(result, spec.pictures, pictureSize, pictureOptionsOf(spec, picture)),
      lightIntensity: [...result.lightIntensity],
      distance: result.viewing === 'reflected' && typeof d === 'number' ? d : null,
      dimensions: Object.fromEntries(Object.entries(result.dimensions).filter(([, v]) => typeof v === 'number' && Number.isFinite(v))) as Record<string, number>,
      albedo: result.albedo,
      count: result.count,
      layout: result.layout,
      light: result.light,
      ...(result.approximate ? { approximate: true } : {}),
      error: null,
      errorField: null,
    };
  } catch (err) {
    return contestFailure(spec, (err as Error).message, err instanceof ContestInputError ? err.field : null);
  }
}

/** The request field an engine input error is about: `albedo`, `count`, `layout.…` or `dimensions.<letter>`. */
export function requestFieldOf(errorField: string): string {
  if (errorField === 'albedo' || errorField === 'count') return errorField;
  if (errorField === 'maintenanceFactor' || errorField === 'rotation') return `layout.${errorField}`;
  return `dimensions.${errorField}`;
}

/** The output of a contest that could not be evaluated: why, and the input it is about. */
export function contestFailure(spec: Pick<CalcContestSpec, 'contestId' | 'contestTypeId'>, error: string, errorField: string | null = null): CalcContestOutput {
  return {
    contestId: spec.contestId,
    contestTypeId: spec.contestTypeId,
    viewing: 'reflected',
    faces: [],
    lightIntensity: [],
    distance: null,
    dimensions: {},
    albedo: null,
    count: 0,
    layout: null,
    light: NO_LIGHT,
    error,
    errorField,
  };
}

/** Evaluate one lamp on its contests. Never throws: failures come back as `error`. */
export function calcLampRun(task: CalcLampTask): CalcLampOutput {
  let photometry;
  try {
    photometry = parsePhotometry(task.content, task.fileName);
  } catch (err) {
    return { lampId: task.lampId, contests: [], error: `${task.fileName}: ${(err as Error).message}` };
  }
  return { lampId: task.lampId, contests: task.contests.map((spec) => calcContestRun(photometry, spec, task.pictureSize, task.picture)), error: null };
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** A face's figures as the API answers them (4 decimals): the same for calculate and rank. */
export function faceFigures(face: CalcFaceOutput) {
  return {
    faceType: face.faceType,
    lightnessAve: round(face.lightnessAve, 4),
    lightness: round(face.lightness, 4),
    lightnessMax: round(face.lightnessMax, 4),
    evenness: round(face.evenness, 4),
    anbanHeight: round(face.anbanHeight, 4),
    illuminanceAve: roundOrNull(face.illuminanceAve, 2),
    illuminanceMin: roundOrNull(face.illuminanceMin, 2),
    illuminanceMax: roundOrNull(face.illuminanceMax, 2),
  };
}

const roundOrNull = (v: number | null, digits: number) => (v === null ? null : round(v, digits));

/**
 * A layout as the API answers it: exactly the one its figures were computed in, not rounded. A
 * layout taken from an answer (Make stores Compare's, Take the Rank row's) then computes the same
 * figures again: a tilt answered to 0.01° moved a wall's Lmax from 362.51 to 362.49 cd/m², 363 in
 * Compare and 362 on the sheet. Screens and documents round it as they print it.
 */
export function layoutAnswered(l: FixtureLayout): FixtureLayout {
  return { ...l };
}

/**
 * The layout and its power, utilisation and spill as the API answers them: the same for calculate
 * and rank. `watts`: one fixture's power from the catalogue, which wins over the file's.
 */
export function layoutAnswer(output: Pick<CalcContestOutput, 'layout' | 'light'>, watts?: number | null) {
  const l = output.layout!;
  const light = { ...output.light, ...(watts != null && watts > 0 ? layoutPower(l.count, watts, output.light.faceArea) : {}) };
  return {
    layout: layoutAnswered(l),
    installedPower: roundOrNull(light.installedPower, 2),
    powerDensity: roundOrNull(light.powerDensity, 3),
    utilisation: roundOrNull(light.utilisation, 4),
    spill: roundOrNull(light.spill, 4),
    upwardSpill: roundOrNull(light.upwardSpill, 4),
  };
}

/** The picture buffers of an output, for a zero-copy transfer out of a worker. */
export function calcOutputTransferList(output: CalcLampOutput): ArrayBuffer[] {
  const list = new Set<ArrayBuffer>();
  for (const c of output.contests)
    for (const f of c.faces)
      for (const p of [f.falseColour, f.effect]) if (p && p.data.buffer instanceof ArrayBuffer) list.add(p.data.buffer);
  return [...list];
}

export { photometryBytes };

/**
 * A photometric file to read: the bytes of an upload (decoded as the parsers decode them), or a
 * stored file's text. Run in the worker pool, so a large or hostile file never holds up the
 * requests of others.
 */
export interface ParseTask {
  fileName: string;
  bytes?: Uint8Array;
  content?: string;
}

/** The parsed file and its text, or why it cannot be read (the parsers' message: a line and a problem). */
export type ParseOutput =
  | { photometry: Photometry; text: string; error: null }
  | { photometry: null; text: null; error: string; refusal: { reason: PhotometryRefusal; line: number; found: string | null } };

/** Read one file. A file the parsers refuse comes back as `error`; anything else is a fault and throws. */
export function parseRun(task: ParseTask): ParseOutput {
  try {
    if (task.bytes) return { photometry: parsePhotometryBytes(task.bytes, task.fileName), text: photometryTextDecode(task.bytes), error: null };
    const text = task.content ?? '';
    return { photometry: parsePhotometry(text, task.fileName), text, error: null };
  } catch (err) {
    if (err instanceof PhotometryParseError) return { photometry: null, text: null, error: err.message, refusal: { reason: err.reason, line: err.line, found: err.found } };
    throw err;
  }
}

/** A job of the calculation pool's workers. */
export type EngineJob = { kind: 'lamp'; task: CalcLampTask } | { kind: 'parse'; task: ParseTask };

/** The typed arrays of a parsed file, for a zero-copy transfer out of a worker. */
export function parseOutputTransferList(output: ParseOutput): ArrayBuffer[] {
  const p = output.photometry;
  if (!p) return [];
  return [...new Set(photometryArrays(p).map((a) => a.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer))];
}
