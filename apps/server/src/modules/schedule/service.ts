import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Lang, type ParamIndexEntry, type User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { requireProjectAccess } from '../auth/guard.js';
import type { CalcRunner } from '../photometry/calc-pool.js';
import { chosenFixtures } from '../sheets/chosen-fixture.js';
import { performanceFigures, performanceSource, type PerformanceFigures } from '../sheets/performance.js';
import { generatedSheetModel, type SheetsContext } from '../sheets/service.js';
import type { Bi, DictLike, TemplateLike } from '../sheets/sheet-model.js';
import * as repo from './repository.js';
import { buildSchedule, scheduleFileName, type Schedule } from './schedule-model.js';
import type { ScheduleRenderer } from './schedule-render.js';

export interface ScheduleContext extends Pick<SheetsContext, 'db' | 'engine' | 'blobs' | 'mediaBaseUrl'> {
  /** Where a schedule that fails after its first bytes have left is reported. */
  log: FastifyBaseLogger;
  /** The worker threads that draw the PDF. */
  renderer: () => ScheduleRenderer;
}

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
};

/**
 * Each record's calculated figures: the sheet's calculation (`performanceSource`, its chosen
 * fixture on its surface in its layout) without the pictures, in the engine's pool; a record
 * without a fixture to calculate has none.
 */
async function recordFigures(db: Kysely<Database>, engine: CalcRunner, records: repo.ScheduleRecordRow[], entries: Map<number, ParamIndexEntry[]>): Promise<Map<number, PerformanceFigures>> {
  const figures = new Map<number, PerformanceFigures>();
  await Promise.all(
    records.map(async (r) => {
      const record = { ...(JSON.parse(r.body) as Record<string, unknown>), contestType: r.contestType, layout: r.layout ? (JSON.parse(r.layout) as unknown) : null };
      const source = await performanceSource(db, record, entries.get(r.id) ?? []);
      const calculated = source ? await performanceFigures(db, engine, source) : null;
      if (calculated) figures.set(r.id, calculated);
    }),
  );
  return figures;
}

/**
 * The schedule of a project the user may see (members and administrators; 404 for an unknown
 * project, 403 for another's, as every project call): every lamp parameter with its names in
 * `lang`, read in seven queries whatever the number of records; with `engine`, each record's
 * calculated figures too (a few queries and, unless calculated before, one calculation a record).
 */
export async function loadSchedule(db: Kysely<Database>, user: User, projectId: number, lang: Lang, engine?: CalcRunner): Promise<Schedule> {
  const project = await requireProjectAccess(db, user, projectId);
  const [records, entries] = await Promise.all([repo.scheduleRecords(db, projectId), repo.scheduleEntries(db, projectId)]);
  const typeIds = [...new Set(records.map((r) => r.contestType).filter((id): id is number => id !== null))];
  const sketchIds = [
    ...new Set(records.map((r) => Number((JSON.parse(r.body) as { contestSketchId?: unknown }).contestSketchId)).filter((id) => Number.isInteger(id) && id > 0)),
  ];
  const [templates, sketches, products] = await Promise.all([
    repo.scheduleTemplates(db, typeIds),
    repo.surfaceSketches(db, sketchIds),
    chosenFixtures(
      db,
      records.map((r) => ({ id: r.id, body: JSON.parse(r.body) as Record<string, unknown> })),
    ),
  ]);
  const dictNames = [...new Set(templates.map((t) => t.controlDict).filter((d): d is string => !!d))];
  const byRecord = new Map(
    [...groupBy(entries, (e) => e.lampParamId)].map(([id, list]) => [id, list.map((e) => ({ ...(JSON.parse(e.body) as ParamIndexEntry), faceType: e.faceType }))]),
  );
  const [dicts, figures] = await Promise.all([repo.dictionaries(db, dictNames), engine ? recordFigures(db, engine, records, byRecord) : undefined]);
  return buildSchedule({
    lang,
    project,
    date: new Date(),
    preparedBy: user.displayName,
    records,
    entries: byRecord,
    figures,
    templates: groupBy(templates as Array<TemplateLike & { contestTypeId: number }>, (t) => t.contestTypeId),
    dicts: groupBy(dicts as Array<DictLike & { indexPinyin: string }>, (d) => d.indexPinyin),
    sketches: new Map(sketches.map((s): [number, Bi] => [s.id, { zh: s.contestDescribe, en: s.contestDescribeEn }])),
    products,
  });
}

export interface ScheduleFile<T> {
  fileName: string;
  body: T;
}

/** `GET /projects/{id}/schedule.xlsx`: the schedule as a workbook, built in a schedule worker. */
export async function scheduleXlsx(ctx: ScheduleContext, user: User, projectId: number, lang: Lang): Promise<ScheduleFile<Buffer>> {
  const schedule = await loadSchedule(ctx.db, user, projectId, lang, ctx.engine());
  return { fileName: scheduleFileName(schedule, 'xlsx'), body: await ctx.renderer().workbook(schedule) };
}

/**
 * `GET /projects/{id}/schedule.pdf`: the access check and the schedule's rows happen before the
 * answer starts (a refusal or a failure is an ordinary error answer); cover, table and sheets are
 * then drawn in a worker thread while the document is sent, each sheet gathered when the previous
 * one has been read. A failure after the first bytes can only cut the download short: it is
 * logged and the stream destroyed, so the client sees an incomplete transfer, never a truncated
 * file passed off as whole.
 */
export async function schedulePdf(ctx: ScheduleContext, user: User, projectId: number, lang: Lang): Promise<ScheduleFile<Readable>> {
  const schedule = await loadSchedule(ctx.db, user, projectId, lang, ctx.engine());
  const body = ctx.renderer().render(schedule, (row) => generatedSheetModel(ctx, user, row.id, lang));
  body.once('error', (err) => ctx.log.error({ err, projectId }, 'schedule PDF failed while streaming'));
  return { fileName: scheduleFileName(schedule, 'pdf'), body };
}
