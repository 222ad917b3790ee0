import type { Kysely } from 'kysely';
import {
  CONTEST_FIELDS,
  LIBRARY_DEFAULT_TOLERANCE,
  EXPORT_EXTRA_COLUMNS,
  IMAGE_COLUMNS,
  SELECTION_EXPORT_LABELS,
  arrangeColumns,
  defaultVisibleColumns,
  detectionRow,
  tableColumnKeys,
  type SelectionExportQuery,
  SORTABLE_KEYS,
  WEIGHT_QUOTA,
  contestTypeById,
  ipCodesAtLeast,
  parseIdList,
  type ContestField,
  type DetectionRow,
  type FixtureDetail,
  type Lang,
  type LampLibraryQuery,
  type LibraryRow,
  type Page,
  type SelectionQuery,
  type SortableKey,
  type User,
  unitHeader,
} from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireProjectAccess, visibleProjectIds } from '../auth/guard.js';
import * as repo from './repository.js';
import type { DetectionFilters, RawRow, WeightKey } from './repository.js';
import { indexCanAnswer, type DetectionSearchIndex } from './search-index.js';

/** Selection table page size (docs/DOMAIN.md). */
export const SELECTION_PAGE_SIZE = 10;

function toRow(r: RawRow, score?: number): DetectionRow {
  const { typeName, dictCont, ...rest } = r as RawRow & { typeName: string; dictCont: string | null };
  return {
    ...rest,
    contestTypeStr: typeName,
    lampTypeStr: dictCont ?? null,
    dataType: r.dataType,
    ...(score !== undefined ? { score } : {}),
  } as DetectionRow;
}

/** Turn a validated request into repository filters, checking access to project data. */
async function filtersOf(db: Kysely<Database>, user: User, q: SelectionQuery | LampLibraryQuery): Promise<DetectionFilters> {
  const dataTypes = [...new Set((q.dataTypeStr ?? '1,2,4').split(',').map((s) => s.trim()))] as Array<'1' | '2' | '4'>;
  if (q.projectId !== undefined) await requireProjectAccess(db, user, q.projectId);
  const shapes = q.lampShape === undefined || q.lampShape === null ? [] : parseIdList(String(q.lampShape));
  return {
    contestTypeId: q.contestTypeId,
    contestId: q.contestId,
    dataTypes,
    projectId: q.projectId,
    colorFlag: q.colorFlag,
    colorType: q.colorType,
    lampIds: parseIdList(q.lampIdsStr),
    rgbwa: q.rgbwa ?? undefined,
    lampShapes: shapes,
    brandIds: parseIdList(q.brandIds),
    priceMin: q.priceMin,
    priceMax: q.priceMax,
    voltage: q.voltage ?? undefined,
    powerMin: q.powerMin,
    powerMax: q.powerMax,
    lightnessAveMin: q.lightnessAveMin,
    lightnessAveMax: q.lightnessAveMax,
    lightnessMinMin: q.lightnessMinMin,
    lightnessMaxMin: q.lightnessMaxMin,
    lightnessMaxMax: q.lightnessMaxMax,
    evennessMin: q.evennessMin,
    evennessMax: q.evennessMax,
    anbanHeightMax: q.anbanHeightMax,
    ...(q.fluxMin !== undefined || q.fluxMax !== undefined || q.criMin !== undefined || q.ipMin
      ? { tender: { fluxMin: q.fluxMin, fluxMax: q.fluxMax, criMin: q.criMin, ipCodes: q.ipMin ? ipCodesAtLeast(q.ipMin) : undefined } }
      : {}),
  };
}

function sortOf(q: { sort?: string | null; order?: 'asc' | 'desc' | null }) {
  const key = (q.sort || 'id') as SortableKey;
  if (!(SORTABLE_KEYS as readonly string[]).includes(key)) throw badRequest('invalidSort', 'sort');
  return { key, column: repo.SORT_COLUMNS[key], order: q.order ?? 'asc' };
}

/** Weights of a request, or of its preset when only a weight code is sent; ≤ 100 in total. */
async function weightsOf(db: Kysely<Database>, q: SelectionQuery | LampLibraryQuery, contestTypeId: number | undefined) {
  let w: Record<WeightKey, number | undefined> = {
    price: q.price,
    evenness: q.evenness,
    lightnessMax: q.lightnessMax,
    lightnessMin: q.lightnessMin,
    lightnessAve: q.lightnessAve,
    powerValue: q.powerValue,
    // the library's own criterion (the editor's anbanHeightWeight); the selection has none
    anbanHeight: 'anbanHeight' in q ? q.anbanHeight : undefined,
  };
  const none = Object.values(w).every((v) => v === undefined);
  if (none && q.weightCode) {
    const p = await repo.weightPresetByCode(db, q.weightCode, contestTypeId);
    if (!p) throw badRequest('invalidInput', 'weightCode');
    w = { price: p.price, evenness: p.evenness, lightnessMax: p.lightnessMax, lightnessMin: p.lightnessMin, lightnessAve: p.lightnessAve, powerValue: p.powerValue, anbanHeight: undefined };
  }
  const list = (Object.keys(w) as WeightKey[]).map((key) => ({ key, weight: w[key] ?? 0 }));
  const sum = list.reduce((s, x) => s + x.weight, 0);
  if (sum > WEIGHT_QUOTA + 1e-9) throw badRequest('weightsTooHigh');
  return list;
}

/** A rows with their B rows right after them (two-face types); total counts the A rows. */
async function withFaceB(db: Kysely<Database>, rows: Array<RawRow & { score?: number }>, lang: Lang): Promise<DetectionRow[]> {
  const twoFace = rows.some((r) => contestTypeById(r.contestTypeId)?.faces === 2);
  const bRows = twoFace ? await repo.faceBRows(db, rows, lang) : new Map<string, RawRow>();
  const out: DetectionRow[] = [];
  for (const r of rows) {
    out.push(toRow(r, r.score));
    const b = bRows.get(repo.pairKey(r));
    if (b) out.push(toRow(b));
  }
  return out;
}

/** The rows of the given ids with their joins, in the order of the ids. */
async function rowsInOrder(db: Kysely<Database>, ids: number[], lang: Lang, scores?: number[]) {
  const rows = await repo.rowsByIds(db, ids, lang);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id, i) => {
    const r = byId.get(id);
    return r ? [scores ? { ...r, score: scores[i]! } : r] : [];
  });
}

/** Detection rows by id as the table answers them, in the order of the ids (the sheet reads a record's ticked rows). */
export async function detectionRowsByIds(db: Kysely<Database>, ids: number[], lang: Lang): Promise<DetectionRow[]> {
  return (await rowsInOrder(db, ids.slice(0, 500), lang)).map((r) => toRow(r));
}

/** Turns a page into the route's answer text (the route's response schema, as its serialiser would). */
export type SerializePage = (page: Page<DetectionRow>) => string;

/**
 * `tyList`: the selection table, filtered and sorted, 10 A rows a page. With an application
 * type the in-memory index picks the page and counts, and the whole answer is kept for the
 * index's recheck interval (`DetectionSearchIndex.answer`); without one SQL does both.
 */
export async function selectionAnswer(
  db: Kysely<Database>,
  user: User,
  q: SelectionQuery,
  lang: Lang,
  serialize: SerializePage,
  index?: DetectionSearchIndex,
): Promise<string> {
  const f = await filtersOf(db, user, q);
  const sort = sortOf(q);
  if (index && indexCanAnswer(f)) {
    const key = `tyList|${lang}|${JSON.stringify(f)}|${sort.key}|${sort.order}|${q.page}`;
    return index.answer(f.contestTypeId, key, async () => {
      const hit = await index.page(f, sort, q.page, SELECTION_PAGE_SIZE);
      return serialize({ rows: await withFaceB(db, await rowsInOrder(db, hit.ids, lang), lang), total: hit.total });
    });
  }
  const [rows, total] = await Promise.all([
    repo.pageRows(db, f, lang, sort, q.page, SELECTION_PAGE_SIZE),
    repo.countRows(db, f),
  ]);
  return serialize({ rows: await withFaceB(db, rows, lang), total });
}

/** `weightList/{contestFrontId}`: the selection table ranked by weighted score (kept as `selectionAnswer`'s). */
export async function weightedAnswer(
  db: Kysely<Database>,
  user: User,
  contestTypeId: number,
  q: SelectionQuery,
  lang: Lang,
  serialize: SerializePage,
  index?: DetectionSearchIndex,
): Promise<string> {
  const f = await filtersOf(db, user, { ...q, contestTypeId });
  const weights = await weightsOf(db, q, contestTypeId);
  if (index && indexCanAnswer(f)) {
    const key = `weightList|${lang}|${JSON.stringify(f)}|${weights.map((w) => `${w.key}:${w.weight}`).join(',')}|${q.page}`;
    return index.answer(f.contestTypeId, key, async () => {
      const hit = await index.weightedPage(f, weights, q.page, SELECTION_PAGE_SIZE);
      return serialize({ rows: await withFaceB(db, await rowsInOrder(db, hit.ids, lang, hit.scores), lang), total: hit.total });
    });
  }
  const [rows, total] = await Promise.all([
    repo.weightedPage(db, f, lang, weights, q.page, SELECTION_PAGE_SIZE),
    repo.countRows(db, f),
  ]);
  return serialize({ rows: await withFaceB(db, rows, lang), total });
}

/** Rows read from SQL at a time by an export: the page of the workbook writer. */
export const EXPORT_CHUNK = 500;

/** One column of a selection export: its key, its header in the request's language, what it holds. */
export interface ExportColumn {
  key: string;
  header: string;
  kind: 'value' | 'picture' | 'dataType' | 'source' | 'face';
}

/** What an export writes: its columns, the number of A rows, a file name, and the rows chunk by chunk. */
export interface SelectionExport {
  columns: ExportColumn[];
  total: number;
  fileName: string;
  /** The table's rows of every page in order, B rows after their A rows; `EXPORT_CHUNK` A rows at a time. */
  chunks(): AsyncGenerator<DetectionRow[]>;
}

const ROW_FIELDS = new Set(Object.keys(detectionRow.shape));

/** The header of a column definition as the table titles it. */
const headerOf = (d: { indexName: string; indexNameEn: string; indexUnit: string | null }, lang: Lang) => unitHeader(lang === 'zh' ? d.indexName : d.indexNameEn || d.indexName, d.indexUnit, lang);

/**
 * `tyList/export`: every row `tyList` would page through (or `weightList` would rank, when the
 * request carries weights and a type), found by the same search — the in-memory index with a
 * type, SQL without — and read from SQL `EXPORT_CHUNK` rows at a time. The columns are checked
 * against the type's column definitions and the export's own columns (400 naming `columns`).
 */
export async function selectionExport(
  db: Kysely<Database>,
  user: User,
  q: SelectionExportQuery,
  lang: Lang,
  index: DetectionSearchIndex | undefined,
  today: string,
): Promise<SelectionExport> {
  const f = await filtersOf(db, user, q);
  const weights = await weightsOf(db, q, q.contestTypeId);
  const weighted = weights.some((w) => w.weight > 0);
  if (weighted && q.contestTypeId === undefined) throw badRequest('invalidInput', 'contestTypeId');
  const sort = sortOf(q);
  const type = q.contestTypeId === undefined ? undefined : contestTypeById(q.contestTypeId);

  const defs = new Map<string, { indexName: string; indexNameEn: string; indexUnit: string | null }>();
  const arranged = arrangeColumns(await repo.columnDefinitions(db, q.contestTypeId)).filter((d) => {
    if (defs.has(d.indexKey) || !ROW_FIELDS.has(d.indexKey)) return false;
    defs.set(d.indexKey, d);
    return true;
  });
  const keys = q.columns ?? tableColumnKeys(arranged, defaultVisibleColumns(arranged), { weighted, twoFace: type?.faces === 2 });
  const extras = EXPORT_EXTRA_COLUMNS as readonly string[];
  if (new Set(keys).size !== keys.length || keys.some((k) => !defs.has(k) && !extras.includes(k))) throw badRequest('invalidColumns', 'columns');
  const L = SELECTION_EXPORT_LABELS;
  const columns = keys.map((key): ExportColumn => {
    const def = defs.get(key);
    const header = def ? headerOf(def, lang) : L[key as keyof typeof L][lang];
    const kind = key === 'dataType' ? 'dataType' : key === 'dataSource' ? 'source' : key === 'surfaceType' ? 'face' : IMAGE_COLUMNS.includes(key) ? 'picture' : 'value';
    return { key, header, kind };
  });

  let order: { ids: number[]; scores?: number[] };
  if (index && indexCanAnswer(f)) order = weighted ? await index.weightedOrdered(f, weights) : await index.ordered(f, sort);
  else order = { ids: await repo.orderedIds(db, f, sort) };

  const typeName = type ? (lang === 'zh' ? type.nameZh : type.nameEn) : undefined;
  return {
    columns,
    total: order.ids.length,
    fileName: `${[L.file[lang], typeName, today].filter(Boolean).join('-')}.xlsx`,
    async *chunks() {
      for (let at = 0; at < order.ids.length; at += EXPORT_CHUNK) {
        const ids = order.ids.slice(at, at + EXPORT_CHUNK);
        yield withFaceB(db, await rowsInOrder(db, ids, lang, order.scores?.slice(at, at + EXPORT_CHUNK)), lang);
      }
    },
  };
}

/** The library request's dimension keys (the typical surface's fields, D the row's wall distance) → columns. */
const DIMENSION_COLUMNS = Object.fromEntries(
  Object.values(CONTEST_FIELDS).map((field) => [field, field === CONTEST_FIELDS.D ? `d.${field}` : `c.${field}`]),
) as Record<ContestField, repo.DimensionColumn>;

/**
 * `lampLibrary`: the editor's search. Contest geometry within tolerance of the entered
 * dimensions, luminance scaled by albedo / contest albedo against the targets, A/B targets for
 * two-face types, intensity thresholds, audited lamps only, 20 a page.
 */
export async function libraryPage(db: Kysely<Database>, user: User, q: LampLibraryQuery, lang: Lang): Promise<Page<LibraryRow>> {
  const f = await filtersOf(db, user, q);
  f.audited = q.isAudit === 1;
  const dims: NonNullable<DetectionFilters['dimensions']> = [];
  for (const key of Object.values(CONTEST_FIELDS)) {
    const column = DIMENSION_COLUMNS[key];
    const value = q[key];
    if (typeof value !== 'number') continue;
    const tol = q.diffArray?.[key] ?? Math.abs(value) * LIBRARY_DEFAULT_TOLERANCE;
    dims.push({ column, value, tolerance: tol });
  }
  f.dimensions = dims;
  const albedo = q.albedo;
  const aveMin = q.lightnessAveMinA ?? q.lightnessAveMin;
  const aveMax = q.lightnessAveMaxA ?? q.lightnessAveMax;
  if (albedo !== undefined && albedo > 0 && (aveMin !== undefined || aveMax !== undefined)) {
    f.scaledLightness = { albedo, min: aveMin, max: aveMax };
    f.lightnessAveMin = undefined;
    f.lightnessAveMax = undefined;
  } else {
    f.lightnessAveMin = aveMin;
    f.lightnessAveMax = aveMax;
  }
  f.evennessMinA = q.evennessMinA;
  f.lightnessMaxMax = q.lightnessMaxMaxA ?? q.lightnessMaxMax;
  f.lightnessMinMin = q.lightnessMinMinA ?? q.lightnessMinMin;
  const faceB = {
    lightnessAveMin: q.lightnessAveMinB,
    lightnessAveMax: q.lightnessAveMaxB,
    evennessMin: q.evennessMinB,
    lightnessMaxMax: q.lightnessMaxMaxB,
    lightnessMinMin: q.lightnessMinMinB,
    ratioMin: q.lightnessRatioMin,
    ratioMax: q.lightnessRatioMax,
  };
  if (Object.values(faceB).some((v) => v !== undefined)) f.faceB = { ...faceB, albedo: albedo && albedo > 0 ? albedo : undefined };
  const intensities: NonNullable<DetectionFilters['intensities']> = [];
  for (let n = 1; n <= 10; n++) {
    const min = (q as Record<string, unknown>)[`lightIntensity${n}Min`] as number | undefined;
    const max = (q as Record<string, unknown>)[`lightIntensity${n}Max`] as number | undefined;
    if (min !== undefined || max !== undefined) intensities.push({ n, min, max });
  }
  f.intensities = intensities;
  f.lamp = { longNs: q.longNs, widthNs: q.widthNs, heightNs: q.heightNs };

  const weights = await weightsOf(db, q, q.contestTypeId);
  const weighted = weights.some((w) => w.weight > 0);
  const [rows, total] = await Promise.all([
    weighted
      ? repo.weightedPage(db, f, lang, weights, q.page, q.rows)
      : repo.pageRows(db, f, lang, sortOf(q), q.page, q.rows),
    repo.countRows(db, f),
  ]);
  const bRows = await repo.faceBRows(db, rows, lang);
  return {
    total,
    rows: rows.map((r) => {
      const contestAlbedo = (r as RawRow & { contestAlbedo: number | null }).contestAlbedo;
      const scaled =
        r.lightnessAve === null
          ? null
          : albedo && contestAlbedo
            ? Math.round((r.lightnessAve * albedo * 100) / contestAlbedo) / 100
            : r.lightnessAve;
      const b = bRows.get(repo.pairKey(r));
      return { ...toRow(r, (r as { score?: number }).score), faceB: b ? toRow(b) : null, scaledLightnessAve: scaled };
    }),
  };
}

/** The fixture detail dialog: the lamp, its brand and its detections the user may see. */
export async function fixtureDetail(db: Kysely<Database>, user: User, lampId: number, lang: Lang): Promise<FixtureDetail> {
  const lamp = await repo.lampDetail(db, lampId, lang);
  if (!lamp) throw notFound();
  const visible = await visibleProjectIds(db, user);
  const detections = await repo.lampDetections(db, lampId, visible, lang);
  const { dictCont, ...rest } = lamp as typeof lamp & { dictCont: string | null };
  return { ...rest, lampTypeStr: dictCont ?? null, detections: detections.map((d) => toRow(d)) };
}
