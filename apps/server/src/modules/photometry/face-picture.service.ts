/**
 * `POST /api/photometry/picture`: one face of a fixture on a surface as a false-colour map or an
 * effect picture, SVG or PNG, optionally on a fixed cd/m² range so that the pictures a compare
 * view shows side by side share one colour scale. The engine runs on the calculation pool; the
 * PNG is rendered from the SVG with the sheets' typeface (documents/svg-raster).
 */
import type { Kysely } from 'kysely';
import { CONTEST_TYPES, contestTypeById, type ContestDimensions, type ContestKind, type FacePictureAnswer, type facePictureRequest, type Lang } from '@lampsheet/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { svgToPng } from '../../documents/svg-raster.js';
import type { CalcRunner } from './calc-pool.js';
import { faceFigures, pictureEncode, type CalcContestSpec } from './calc-task.js';
import { pictureWrite, type PictureTarget } from './pictures.js';
import { contestSpecOf } from './recompute.js';
import * as repo from './repository.js';
import { singleContestOf } from './service.js';

type PictureRequest = z.output<typeof facePictureRequest>;


/** The surface a request names: a typical surface by id, or an application type with its dimensions. */
async function surfaceOf(db: Kysely<Database>, request: PictureRequest): Promise<CalcContestSpec & { pointSource: boolean }> {
  if (request.contestId !== undefined) {
    const row = await repo.contestById(db, request.contestId);
    const type = row ? contestTypeById(row.contestTypeId) : undefined;
    if (!row || !type) throw notFound();
    return { ...contestSpecOf(row, { kind: type.kind as ContestKind, albedoBlank: type.albedoBlank }, true), pointSource: type.pointSource };
  }
  const type = contestTypeById(request.contestTypeId!);
  if (!type) {
    throw new AppError('VALIDATION_FAILED', null, {
      text: `contestTypeId: unknown application type ${request.contestTypeId} (one of ${CONTEST_TYPES.map((t) => t.id).join(', ')})`,
      field: 'contestTypeId',
    });
  }
  const dims: ContestDimensions = {};
  for (const [letter, value] of Object.entries(request.dimensions ?? {})) {
    if (value !== null && value !== undefined) (dims as Record<string, number>)[letter] = value;
  }
  return {
    contestId: 0,
    contestTypeId: type.id,
    kind: type.kind as ContestKind,
    dimensions: dims,
    albedo: request.albedo ?? null,
    pictures: true,
    count: request.count,
    pointSource: type.pointSource,
  };
}

/** The photometric file a request names, directly or through its fixture. */
async function photometryOf(db: Kysely<Database>, request: PictureRequest) {
  let id = request.photometryId;
  if (id === undefined) {
    const fileId = await repo.lampPhotometryId(db, request.lampId!);
    if (fileId === undefined) throw notFound();
    if (fileId === null) throw new AppError('NOT_FOUND', 'lampNoPhotometry', { field: 'lampId' });
    id = fileId;
  }
  const row = await repo.photometryFileById(db, id);
  if (!row) throw notFound();
  return row;
}

/** Calculate the face and draw its picture; writes it under `calc/pictures/<file id>/` and answers its address. */
export async function facePicture(
  db: Kysely<Database>,
  mediaDir: PictureTarget,
  runner: CalcRunner,
  request: PictureRequest,
  lang: Lang,
): Promise<FacePictureAnswer> {
  const file = await photometryOf(db, request);
  const surface = await surfaceOf(db, request);
  if (surface.pointSource) {
    throw new AppError('VALIDATION_FAILED', null, {
      text: `${request.contestId !== undefined ? 'contestId' : 'contestTypeId'}: a point source has no surface to picture`,
      field: request.contestId !== undefined ? 'contestId' : 'contestTypeId',
    });
  }
  const { pointSource: _, ...spec } = surface;
  const variant = request.variant;
  const output = await runner.run({
    lampId: 0,
    fileName: file.fileName,
    content: file.content,
    pictureSize: request.size ?? (variant === 'thumbnail' ? 160 : 360),
    picture: { range: request.range, mode: request.mode, colourScale: request.colourScale, lang, variant, kinds: [request.kind] },
    contests: [spec],
  });
  const result = singleContestOf(output, file);
  const face = result.faces.find((f) => (f.faceType === 'single' ? 'A' : f.faceType) === request.face);
  if (!face) {
    throw new AppError('VALIDATION_FAILED', null, { text: `face: this application type has no face ${request.face}`, field: 'face' });
  }
  const svgPicture = (request.kind === 'effect' ? face.effect : face.falseColour)!;
  const svg = new TextDecoder().decode(svgPicture.data);
  const width = Number(/\bwidth="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  const height = Number(/\bheight="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  const picture = request.format === 'png' ? pictureEncode(await svgToPng(svg), 'png') : svgPicture;
  const which = request.kind === 'effect' ? 'effect' : 'false';
  const address = await pictureWrite(mediaDir, `calc/pictures/${file.id}/${which}-${request.variant}-${picture.hash}.${picture.ext}`, picture);
  const scale = /data-scale="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [];
  return {
    address,
    format: picture.ext,
    width: Math.round(width),
    height: Math.round(height),
    scale: { min: scale[0] ?? 0, max: scale[1] ?? 0, log: scale[2] === 1 },
    colourScale: request.colourScale,
    face: faceFigures(face),
  };
}
