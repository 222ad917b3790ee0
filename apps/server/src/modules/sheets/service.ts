import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { contestTypeById, parseIdList, type Lang, type User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import * as catalog from '../catalog/repository.js';
import * as lampparamRepo from '../lampparams/repository.js';
import * as lampparams from '../lampparams/service.js';
import * as projects from '../projects/repository.js';
import * as repo from './repository.js';
import type { CalcRunner } from '../photometry/calc-pool.js';
import { chosenFixtures } from './chosen-fixture.js';
import { fixtureNameLines, performanceSection, performanceSource, type PerformanceSource } from './performance.js';
import { buildSheetModel, type DictLike, type Picture, type SheetModel } from './sheet-model.js';
import { renderSheet } from './sheet-layout.js';
import { PREVIEW_TTL_SECONDS, signPreview, verifyPreview } from './signing.js';
import { validKey, type BlobStore } from '../../storage/blob-store.js';

/** Bump when the layout changes, so unchanged records get a sheet in the new layout. */
export const LAYOUT_VERSION = 7;

/** The only file names the preview serves: what `sheetFileName` makes. */
export const SHEET_FILE_NAME = /^lampparam-([1-9]\d{0,9})-([0-9a-f]{16})-(zh|en)\.pdf$/;

/** Largest picture read into a sheet; an upload is at most 2 MB, demo sketches a few kB. */
const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

export interface SheetsContext {
  db: Kysely<Database>;
  /** The engine's worker pool, which calculates the performance section. */
  engine: () => CalcRunner;
  /** Where sheets (`sheets/…`) are written and pictures (`media/…`) read. */
  blobs: BlobStore;
  /** The preview signing secret (shared by every instance on the database). */
  secret: () => Promise<Buffer>;
  mediaBaseUrl: string;
  /** Seconds since the epoch (tests move the clock). */
  now?: () => number;
}

/** The folder of one record's sheets: generating a sheet looks only at its own record's files. */
const recordSheets = (id: number | string) => `sheets/${id}/`;

/** What drawing a sheet reads: the database, the pictures, their addresses. */
type SheetContent = Pick<SheetsContext, 'db' | 'engine' | 'blobs' | 'mediaBaseUrl'>;

/** The blob key of a sheet file: `sheets/<record id>/<file name>`. */
export const sheetKey = (fileName: string) => `${recordSheets(SHEET_FILE_NAME.exec(fileName)?.[1] ?? '0')}${fileName}`;

/** `lampparam-<id>-<first 16 hex of the content hash>-<lang>.pdf` */
export const sheetFileName = (id: number, hash: string, lang: Lang) => `lampparam-${id}-${hash.slice(0, 16)}-${lang}.pdf`;

const nowSeconds = (ctx: SheetsContext) => (ctx.now ? ctx.now() : Math.floor(Date.now() / 1000));

/** The signed preview address of a sheet file, valid for PREVIEW_TTL_SECONDS. */
export async function previewUrl(ctx: SheetsContext, fileName: string): Promise<string> {
  const token = signPreview(await ctx.secret(), fileName, nowSeconds(ctx) + PREVIEW_TTL_SECONDS);
  return `/api/previewPdf?fileName=${encodeURIComponent(fileName)}&token=${encodeURIComponent(token)}`;
}

/**
 * A picture named by a record (a media path such as `uploads/2025/01/x.png` or `/media/…`),
 * read only from inside the media folder; anything else (another folder, an address on the
 * web, an unknown file type) is left out of the sheet rather than fetched.
 */
export async function loadPicture(ctx: Pick<SheetsContext, 'blobs' | 'mediaBaseUrl'>, ref: string | null | undefined): Promise<Picture | null> {
  if (!ref) return null;
  let rel = ref.trim().split(/[?#]/)[0] ?? '';
  if (ctx.mediaBaseUrl && rel.startsWith(ctx.mediaBaseUrl)) rel = rel.slice(ctx.mediaBaseUrl.length);
  else if (rel.startsWith('/media/')) rel = rel.slice('/media/'.length);
  if (!rel || /^[a-z][a-z0-9+.-]*:/i.test(rel) || rel.includes('\0')) return null;
  const key = `media/${rel.replace(/^\/+/, '')}`;
  // The store takes plain keys only: `..`, hidden names and odd characters are left out.
  if (!validKey(key)) return null;
  let data: Buffer | null;
  try {
    data = await ctx.blobs.read(key, MAX_PICTURE_BYTES);
  } catch {
    return null;
  }
  if (!data) return null;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { kind: 'raster', data };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return { kind: 'raster', data };
  const head = data.subarray(0, 512).toString('utf8');
  if (/<svg[\s>]/i.test(head) || (/^\s*(<\?xml|<!--)/.test(head) && data.toString('utf8').includes('<svg'))) return { kind: 'svg', svg: data.toString('utf8') };
  return null;
}

type View = Awaited<ReturnType<typeof lampparams.view>>;

/** Gather every name and picture the sheet shows, from the record as the editor loads it. */
async function gather(ctx: SheetContent, view: View, lang: Lang): Promise<{ model: SheetModel; performance: PerformanceSource | null }> {
  const { db } = ctx;
  const vo = view.projectLampparamVo as View['projectLampparamVo'] & Record<string, unknown>;
  const typeId = vo.contestType ?? null;
  const [project, typeRow, templates, lampType, colourType, angle, brandRows, surfacePic, lampPic, effectPic, performance, chosen] = await Promise.all([
    projects.findProject(db, vo.projectId),
    typeId ? catalog.contestTypeById(db, typeId) : undefined,
    typeId ? catalog.templateIndices(db, typeId) : [],
    vo.lampType ? catalog.dictEntryById(db, vo.lampType) : undefined,
    vo.grayDemand ? catalog.dictEntryById(db, vo.grayDemand) : undefined,
    vo.angleNo ? catalog.angleRuleById(db, vo.angleNo) : undefined,
    repo.brandsByIds(db, parseIdList(vo.recommendBrand)),
    loadPicture(ctx, view.contestSketch?.sketchMapOriginal ?? vo.contestSketchPath),
    loadPicture(ctx, view.lampSketch?.sketchMapOriginal ?? vo.lampSketchPath),
    loadPicture(ctx, vo.effectPic),
    performanceSource(db, vo, view.projectParamindexList),
    chosenFixtures(db, [{ id: 0, body: vo }]).then((m) => m.get(0)),
  ]);
  if (!project) throw notFound();
  const dictNames = [...new Set(templates.map((t) => t.controlDict).filter((d): d is string => !!d))];
  const dicts: Record<string, DictLike[]> = {};
  await Promise.all(dictNames.map(async (name) => (dicts[name] = await catalog.dictEntries(db, name))));
  const brandName = new Map(brandRows.map((b) => [b.id, b.brandName]));
  const def = typeId ? contestTypeById(typeId) : undefined;
  const model = buildSheetModel({
    lang,
    record: vo,
    entries: view.projectParamindexList,
    projectName: project.itemName,
    contestType: typeRow ? { zh: typeRow.typeName, en: typeRow.typeNameEn } : null,
    faces: (typeRow?.faces ?? def?.faces ?? 1) === 2 ? 2 : 1,
    lampType: lampType ?? null,
    colourType: colourType ?? null,
    beamAngle: angle?.ruleKey ?? null,
    surfaceSketch: view.contestSketch || vo.contestSketchPath
      ? { describe: view.contestSketch?.contestDescribe ?? '', attr: view.contestSketch?.sketchAttr ?? '{}', picture: surfacePic }
      : null,
    lampSketch: view.lampSketch || vo.lampSketchPath
      ? { describe: view.lampSketch?.lampDescribe ?? '', attr: view.lampSketch?.lampAttr ?? '{"L":1,"W":1,"D":1}', picture: lampPic }
      : null,
    templates,
    dicts,
    brands: parseIdList(vo.recommendBrand)
      .map((id) => brandName.get(id))
      .filter((n): n is string => !!n),
    effectPicture: effectPic,
    chosen: chosen ? { name: fixtureNameLines(chosen.brandName, chosen.model), tender: chosen.tender, price: chosen.price } : null,
  });
  return { model, performance };
}

/**
 * SHA-256 over everything the sheet shows (pictures by their own hash) and the layout version;
 * the calculated section by the fingerprint of what it is calculated from, so an unchanged
 * record is recognised without calculating.
 */
export function modelHash(model: SheetModel, performance: string | null = null): string {
  const json = JSON.stringify({ v: LAYOUT_VERSION, model, performance }, (_key, value: unknown) => {
    const pic = value as Picture | null;
    if (pic && typeof pic === 'object' && 'kind' in pic && (pic.kind === 'svg' || pic.kind === 'raster')) {
      return createHash('sha256').update(pic.kind === 'svg' ? pic.svg : pic.data).digest('hex');
    }
    return value;
  });
  return createHash('sha256').update(json).digest('hex');
}

/**
 * The sheet of a generated record as a model to draw (the project's schedule draws every
 * generated record's sheet into its own document): the same access checks and names as
 * `generate`, nothing written.
 */
export async function generatedSheetModel(ctx: SheetContent, user: User, id: number, lang: Lang): Promise<SheetModel> {
  const view = await lampparams.view(ctx.db, user, id, lang);
  if (view.projectLampparamVo.dataStatus !== 2) throw badRequest('notGenerated');
  const { model, performance } = await gather(ctx, view, lang);
  // the same sheet as `generate` draws, its calculated performance included
  return { ...model, performance: performance ? await performanceSection(ctx.db, ctx.engine(), performance, lang) : null };
}

export interface GeneratedSheet {
  fileName: string;
  url: string;
  /** False when an identical sheet already existed and was reused. */
  written: boolean;
}

/**
 * `generateTyLampparamPdf/{id}`: the sheet of a generated record, for the members of its project.
 * The file name carries a hash of the content, so an unchanged record reuses its file and any
 * change (of the record, a name it shows, a picture, the language) gives a new one; older files
 * of the same record and language are removed.
 */
export async function generate(ctx: SheetsContext, user: User, id: number, lang: Lang): Promise<GeneratedSheet> {
  const view = await lampparams.view(ctx.db, user, id, lang);
  const vo = view.projectLampparamVo;
  if (vo.dataStatus !== 2) throw badRequest('notGenerated');
  const { model, performance } = await gather(ctx, view, lang);
  const hash = modelHash(model, performance?.fingerprint ?? null);
  const fileName = sheetFileName(id, hash, lang);
  let written = false;
  if (!(await ctx.blobs.stat(sheetKey(fileName)))) {
    const section = performance ? await performanceSection(ctx.db, ctx.engine(), performance, lang) : null;
    const pdf = await renderSheet({ ...model, performance: section }, { date: new Date(vo.updateDate) });
    // The store swaps the whole body in: a concurrent preview never sees half a file.
    await ctx.blobs.put(sheetKey(fileName), pdf);
    written = true;
    await removeStale(ctx.blobs, id, lang, fileName);
  }
  // Recorded only if the record is still the one the sheet was made from.
  await lampparamRepo.updateLampParam(ctx.db, id, vo.updateDate, { pdfFileName: fileName, pdfHash: hash });
  return { fileName, url: await previewUrl(ctx, fileName), written };
}

/** Older sheets of the same record and language: the record's own folder is all it reads. */
async function removeStale(blobs: BlobStore, id: number, lang: Lang, keep: string) {
  const folder = recordSheets(id);
  const names = (await blobs.list(folder)).map((k) => k.slice(folder.length));
  await blobs.delete(names.filter((n) => n !== keep && SHEET_FILE_NAME.exec(n)?.[1] === String(id) && n.endsWith(`-${lang}.pdf`)).map(sheetKey));
}

export interface PreviewFile {
  key: string;
  size: number;
  /** `<project name>-<lamp parameter number>.pdf` */
  displayName: string;
}

/**
 * `previewPdf?fileName=&token=`: the checks in this order: the name must be exactly one this
 * server makes (400 otherwise, so `../`, encoded dots, slashes and absolute paths never reach the
 * file system), then the signature bound to that name and its expiry (403), then the file and
 * its record (404).
 */
export async function preview(ctx: SheetsContext, fileName: string | undefined, token: string | undefined): Promise<PreviewFile> {
  const match = fileName ? SHEET_FILE_NAME.exec(fileName) : null;
  if (!fileName || !match) throw badRequest('badSheetName', 'fileName');
  const check = verifyPreview(await ctx.secret(), fileName, token, nowSeconds(ctx));
  if (check !== 'ok') throw new AppError('FORBIDDEN', 'badSignature');
  const info = await ctx.blobs.stat(sheetKey(fileName));
  if (!info) throw notFound();
  const size = info.size;
  const record = await lampparamRepo.findLampParam(ctx.db, Number(match[1]));
  if (!record) throw notFound();
  const project = await projects.findProject(ctx.db, record.projectId);
  return { key: sheetKey(fileName), size, displayName: `${project?.itemName ?? 'Lampsheet'}-${record.lampparamNo}.pdf` };
}
