/**
 * Photometric files: parse and store an uploaded IES/LDT file, its summary, and a calculation of
 * one application type from it (`POST /api/photometry/calculate`).
 */
import type { Kysely } from 'kysely';
import {
  CONTEST_TYPES,
  PHOTOMETRY_EXTENSIONS,
  contestTypeById,
  type CalculateAnswer,
  type CalculateRequest,
  type PhotometryDownloadFormat,
  type ContestDimensions,
  type ContestKind,
  type PhotometrySummaryAnswer,
  type User,
} from '@lampsheet/contracts';
import {
  iesWrite,
  ldtWrite,
  photometrySummary,
  type Photometry,
} from '@lampsheet/photometry';
import type { Database } from '../../db/schema.js';
import { boundedCache } from '../../lib/bounded-cache.js';
import { AppError, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { CalcRunner } from './calc-pool.js';
import { faceFigures, layoutAnswer, photometryBytes, requestFieldOf, type CalcContestOutput, type CalcLampOutput } from './calc-task.js';
import { summaryAnswer } from './mapper.js';
import { pictureWrite, type PictureTarget } from './pictures.js';
import * as repo from './repository.js';

/** The format a file name says, or null for anything but .ies / .ldt. */
export function photometryFormatOf(fileName: string): 'IES' | 'LDT' | null {
  const lower = fileName.toLowerCase();
  if (!PHOTOMETRY_EXTENSIONS.some((e) => lower.endsWith(e))) return null;
  return lower.endsWith('.ies') ? 'IES' : 'LDT';
}

/**
 * Read an uploaded photometric file in the engine's worker pool; a broken file, or one beyond the
 * parsers' bounds (a count, a number that overflows, an absurd factor: `PARSE_LIMITS` of the
 * engine), is a 400 whose message names the file, the line and the problem.
 */
export async function photometryRead(
  engine: CalcRunner,
  fileName: string,
  bytes: Uint8Array,
): Promise<{ photometry: Photometry; text: string; format: 'IES' | 'LDT' }> {
  const format = photometryFormatOf(fileName);
  if (!format) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', null, { text: `${fileName}: only .ies and .ldt photometric files can be read`, field: 'file' });
  }
  const read = await engine.parse({ fileName, bytes });
  if (read.error !== null) {
    // the reason named (a code, its line and what stood there), so that a screen says it in its user's language
    throw new AppError('VALIDATION_FAILED', 'photometryFileRefused', { detail: `${fileName}, ${read.error}`, field: 'file', params: { file: fileName, ...read.refusal } });
  }
  return { photometry: read.photometry, text: read.text, format };
}

/** A stored file that no longer parses (stored before the parsers' bounds): a 400 naming it, never a 500. */
function storedUnreadable(id: number, fileName: string, problem: string): AppError {
  return new AppError('VALIDATION_FAILED', 'photometryStoredUnreadable', { detail: `#${id} ${fileName}, ${problem}` });
}

/** A few parsed files kept in memory (the lookup grid of an asymmetric file is about 1 MB): at most 16 and 32 MB. */
const parsedCache = boundedCache<Photometry>({ entries: 16, bytes: 32 * 1024 * 1024, sizeOf: photometryBytes });
/** Files being parsed: a second request for the same file waits for the first parse. */
const parsing = new Map<string, Promise<Photometry>>();

async function cached(engine: CalcRunner, id: number, row: repo.PhotometryFileRow): Promise<Photometry> {
  // Keyed by content length and creation time too, so a re-created database never reads a stale entry.
  const key = `${id}:${row.createdAt}:${row.content.length}`;
  const hit = parsedCache.get(key);
  if (hit) return hit;
  let pending = parsing.get(key);
  if (!pending) {
    pending = engine
      .parse({ fileName: row.fileName, content: row.content })
      .then((read) => {
        if (read.error !== null) throw storedUnreadable(id, row.fileName, read.error);
        parsedCache.set(key, read.photometry);
        return read.photometry;
      })
      .finally(() => parsing.delete(key));
    parsing.set(key, pending);
  }
  return pending;
}

/**
 * Store an uploaded file with its figures; answers its summary. Everything is checked before
 * the one write: the file parses within the bounds and its summary (the answer) is computed
 * and finite, so a refused file stores nothing.
 */
export async function photometryStore(
  db: Kysely<Database>,
  engine: CalcRunner,
  user: User,
  file: { fileName: string; bytes: Uint8Array },
): Promise<PhotometrySummaryAnswer> {
  const { photometry, text, format } = await photometryRead(engine, file.fileName, file.bytes);
  const fileName = file.fileName.replace(/^.*[\\/]/, '').slice(0, 200);
  const s = photometrySummary(photometry);
  const answer = summaryAnswer(0, fileName, photometry);
  const figures = [s.flux, s.maxIntensity.candela, s.beam.beam.planeC0C180, s.beam.field.planeC0C180, answer.lumens, answer.maxIntensity];
  if (!figures.every(Number.isFinite)) {
    throw new AppError('VALIDATION_FAILED', 'photometryFileRefused', { detail: `${fileName}: its flux, peak and beam cannot be computed`, field: 'file' });
  }
  const createdAt = nowIso();
  // An identical file (the same normalised text) is stored once: the upload answers the stored one.
  const { id, inserted } = await repo.photometryFileInsertOnce(db, {
    format,
    fileName,
    content: text,
    lumens: s.flux,
    maxIntensity: s.maxIntensity.candela,
    beamAngle: s.beam.beam.planeC0C180,
    fieldAngle: s.beam.field.planeC0C180,
    inputWatts: photometry.metadata.inputWatts,
    createdBy: user.id,
    createdAt,
  });
  if (inserted) return { ...answer, id };
  const stored = await repo.photometryFileById(db, id);
  return { ...answer, id, fileName: stored?.fileName ?? fileName };
}

/** A stored file as stored (its text, not parsed); 404 when there is none. */
export async function photometryFileRow(db: Kysely<Database>, id: number): Promise<repo.PhotometryFileRow> {
  const row = await repo.photometryFileById(db, id);
  if (!row) throw notFound();
  return row;
}

/** A stored file, parsed in the engine's worker pool (a few kept in memory). */
export async function loadPhotometry(db: Kysely<Database>, engine: CalcRunner, id: number): Promise<{ row: repo.PhotometryFileRow; photometry: Photometry }> {
  const row = await photometryFileRow(db, id);
  return { row, photometry: await cached(engine, id, row) };
}

export async function photometrySummaryOf(db: Kysely<Database>, engine: CalcRunner, id: number): Promise<PhotometrySummaryAnswer> {
  const { row, photometry } = await loadPhotometry(db, engine, id);
  return summaryAnswer(row.id, row.fileName, photometry);
}

/**
 * A stored file in the format asked for, named after its fixture (brand and model of the first
 * lamp carrying it; a file no lamp carries is named after what it says of itself, else its
 * upload name). IES is always written as LM-63-2019 (an older IES file is brought up to date,
 * every keyword kept); EULUMDAT has one version, so a stored LDT file is answered as it is
 * (rewriting could only drop its direct ratios), an IES file converted.
 */
export async function photometryDownload(
  db: Kysely<Database>,
  engine: CalcRunner,
  id: number,
  format: PhotometryDownloadFormat,
): Promise<{ name: string; text: string }> {
  const { row, photometry } = await loadPhotometry(db, engine, id);
  const fixture = await repo.fixtureOfPhotometry(db, id);
  const m = photometry.metadata;
  const name =
    (fixture ? `${fixture.brandName} ${fixture.model}` : [m.manufacturer, m.luminaireName].filter(Boolean).join(' ')).trim() ||
    row.fileName.replace(/\.[^.]*$/, '');
  const date = new Date();
  if (format === 'ldt') {
    const text = row.format === 'LDT' ? row.content : ldtWrite(photometry, { date, fileName: `${name}.ldt` });
    return { name, text };
  }
  return { name, text: iesWrite(photometry, { date }) };
}

/**
 * The one contest of a single-contest run; impossible input is a 400 naming the request's field,
 * anything else (the file was read when it was stored) the server's fault.
 */
export function singleContestOf(output: CalcLampOutput, file: { id: number; fileName: string }): CalcContestOutput {
  // The worker reads the stored file: one that no longer parses is named, not a 500.
  if (output.error) throw storedUnreadable(file.id, file.fileName, output.error.replace(`${file.fileName}: `, ''));
  const result = output.contests[0]!;
  if (result.error) {
    if (result.errorField) {
      const field = requestFieldOf(result.errorField);
      throw new AppError('VALIDATION_FAILED', null, { text: `${field}: ${result.error}`, field });
    }
    throw new Error(result.error);
  }
  return result;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * Calculate one application type from a stored file: metrics per face, the ten intensities, and
 * the false-colour and effect pictures written under `<mediaDir>/calc/files/<id>/` with
 * content-hashed names (the same request writes the same files once). The engine runs on
 * `runner` (the server's worker pool), so a calculation never holds up other requests.
 */
export async function photometryCalculate(
  db: Kysely<Database>,
  mediaDir: PictureTarget,
  runner: CalcRunner,
  request: CalculateRequest,
  lang: string | null = null,
): Promise<CalculateAnswer> {
  const type = contestTypeById(request.contestTypeId);
  if (!type) {
    throw new AppError('VALIDATION_FAILED', null, {
      text: `contestTypeId: unknown application type ${request.contestTypeId} (one of ${CONTEST_TYPES.map((t) => t.id).join(', ')})`,
      field: 'contestTypeId',
    });
  }
  const row = await repo.photometryFileById(db, request.photometryId);
  if (!row) throw notFound();
  const dims: ContestDimensions = {};
  for (const [letter, value] of Object.entries(request.dimensions ?? {})) {
    if (value !== null && value !== undefined) (dims as Record<string, number>)[letter] = value;
  }
  const output = await runner.run({
    lampId: 0,
    fileName: row.fileName,
    content: row.content,
    pictureSize: 360,
    picture: { ...request.picture, lang },
    contests: [
      { contestId: 0, contestTypeId: type.id, kind: type.kind as ContestKind, dimensions: dims, albedo: request.albedo ?? null, pictures: true, count: request.count, layout: request.layout },
    ],
  });
  const result = singleContestOf(output, row);
  const answerFaces = [];
  for (const face of result.faces) {
    const tag = face.faceType === 'single' ? 'A' : face.faceType;
    const pseuColor = await pictureWrite(mediaDir, `calc/files/${row.id}/${type.id}-${tag}-false-${face.falseColour!.hash}.${face.falseColour!.ext}`, face.falseColour!);
    const viewPhoto = await pictureWrite(mediaDir, `calc/files/${row.id}/${type.id}-${tag}-effect-${face.effect!.hash}.${face.effect!.ext}`, face.effect!);
    answerFaces.push({
      ...faceFigures(face),
      pseuColor,
      viewPhoto,
    });
  }
  const intensities = Object.fromEntries(result.lightIntensity.map((v, i) => [`lightIntensity${i + 1}`, round(v, 2)])) as Record<
    `lightIntensity${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`,
    number
  >;
  return {
    contestTypeId: type.id,
    kind: type.kind,
    viewing: result.viewing,
    faces: answerFaces,
    dimensions: result.dimensions,
    albedo: result.albedo,
    count: result.count,
    ...layoutAnswer(result),
    ...intensities,
  };
}
