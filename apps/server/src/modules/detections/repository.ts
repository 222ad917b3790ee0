import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { TENDER_KEYS, type ContestField, type Lang, type SortableKey } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';

/** Filters after validation and access checks: only these reach SQL, always as bound values. */
export interface DetectionFilters {
  contestTypeId?: number;
  contestId?: number;
  /** Data types to show; '2' only together with `projectId` (checked by the service). */
  dataTypes: Array<'1' | '2' | '4'>;
  projectId?: number;
  colorFlag?: number;
  /** The fixture's colour type (a `dengjusecaifenlei` entry id): the library asks for the record's. */
  colorType?: number;
  lampIds?: number[];
  rgbwa?: string;
  lampShapes?: number[];
  brandIds?: number[];
  priceMin?: number;
  priceMax?: number;
  voltage?: string;
  powerMin?: number;
  powerMax?: number;
  lightnessAveMin?: number;
  lightnessAveMax?: number;
  lightnessMinMin?: number;
  lightnessMaxMin?: number;
  lightnessMaxMax?: number;
  evennessMin?: number;
  evennessMax?: number;
  anbanHeightMax?: number;
  audited?: boolean;
  /** Contest dimensions that must lie within a tolerance: column → [value, tolerance]. */
  dimensions?: Array<{ column: DimensionColumn; value: number; tolerance: number }>;
  /** Luminance targets compared after scaling by albedo / contest albedo. */
  scaledLightness?: { albedo: number; min?: number; max?: number };
  /**
   * Targets for the B face of two-face types (checked on the B row beside each A row), and the B/A
   * luminance ratio: the B row's Lavg / the A row's, never met when A's is 0 (docs/DOMAIN.md
   * "Lighting targets"; both faces are scaled alike by albedo, so the ratio is not).
   */
  faceB?: { lightnessAveMin?: number; lightnessAveMax?: number; evennessMin?: number; lightnessMaxMax?: number; lightnessMinMin?: number; albedo?: number; ratioMin?: number; ratioMax?: number };
  evennessMinA?: number;
  intensities?: Array<{ n: number; min?: number; max?: number }>;
  lamp?: { longNs?: number; widthNs?: number; heightNs?: number };
  /** Tender data (library): flux between, CRI at least, IP code among those given (`ipCodesAtLeast`). */
  tender?: { fluxMin?: number; fluxMax?: number; criMin?: number; ipCodes?: string[] };
}

/** A sketch dimension's column: the typical surface's (`c.`), or the row's wall distance D (`d.lumSize`). */
export type DimensionColumn = `c.${Exclude<ContestField, 'lumSize'>}` | 'd.lumSize';

/** Sort keys of the contracts mapped to columns: the only sort expressions that reach SQL. */
export const SORT_COLUMNS: Record<SortableKey, string> = {
  id: 'd.id',
  brandName: 'b.brandName',
  power: 'd.power',
  lightness: 'd.lightness',
  lightnessAve: 'd.lightnessAve',
  lightnessMax: 'd.lightnessMax',
  evenness: 'd.evenness',
  anbanHeight: 'd.anbanHeight',
  authorizedPrice: 'l.authorizedPrice',
  lumSize: 'd.lumSize',
  lumSizeMin: 'd.lumSizeMin',
  longNs: 'l.longNs',
  widthNs: 'l.widthNs',
  heightNs: 'l.heightNs',
  beamAngle: 'l.beamAngle',
  colorTemperature: 'l.colorTemperature',
  lightIntensity1: 'd.lightIntensity1',
  lightIntensity2: 'd.lightIntensity2',
  lightIntensity3: 'd.lightIntensity3',
  lightIntensity4: 'd.lightIntensity4',
  lightIntensity5: 'd.lightIntensity5',
  lightIntensity6: 'd.lightIntensity6',
  lightIntensity7: 'd.lightIntensity7',
  lightIntensity8: 'd.lightIntensity8',
  lightIntensity9: 'd.lightIntensity9',
  lightIntensity10: 'd.lightIntensity10',
};

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('detections as d')
    .innerJoin('contests as c', 'c.id', 'd.contestId')
    .innerJoin('lamps as l', 'l.id', 'd.lampId')
    .innerJoin('brands as b', 'b.id', 'd.brandId')
    .innerJoin('contestTypes as ct', 'ct.id', 'd.contestTypeId')
    .leftJoin('dictEntries as lt', 'lt.id', 'l.lampType');
}
type Joined = ReturnType<typeof joined>;

function where(q: Joined, f: DetectionFilters, surface: 'A' | 'B' | null): Joined {
  return q.where((eb) => {
    const all: Expression<SqlBool>[] = [];
    if (surface) all.push(eb('d.surfaceType', '=', surface));
    if (f.contestTypeId !== undefined) all.push(eb('d.contestTypeId', '=', f.contestTypeId));
    if (f.contestId !== undefined) all.push(eb('d.contestId', '=', f.contestId));
    const publicTypes = f.dataTypes.filter((t) => t !== '2');
    const withProject = f.dataTypes.includes('2') && f.projectId !== undefined;
    const typeCond: Expression<SqlBool>[] = [];
    if (publicTypes.length) typeCond.push(eb('d.dataType', 'in', publicTypes));
    if (withProject) typeCond.push(eb.and([eb('d.dataType', '=', '2'), eb('d.projectId', '=', f.projectId!)]));
    all.push(typeCond.length ? eb.or(typeCond) : sql<SqlBool>`1 = 0`);
    if (f.colorFlag !== undefined) all.push(eb('l.colorFlag', '=', f.colorFlag));
    if (f.colorType !== undefined) all.push(eb('l.colorType', '=', f.colorType));
    if (f.lampIds?.length) all.push(eb('d.lampId', 'in', f.lampIds));
    if (f.rgbwa) all.push(eb('d.rgbwa', '=', f.rgbwa));
    if (f.lampShapes?.length) all.push(eb('l.lampShape', 'in', f.lampShapes));
    if (f.brandIds?.length) all.push(eb('d.brandId', 'in', f.brandIds));
    if (f.priceMin !== undefined) all.push(eb('l.authorizedPrice', '>=', f.priceMin));
    if (f.priceMax !== undefined) all.push(eb('l.authorizedPrice', '<=', f.priceMax));
    if (f.voltage) all.push(eb('l.workVoltage', '=', f.voltage));
    if (f.powerMin !== undefined) all.push(eb('d.power', '>=', f.powerMin));
    if (f.powerMax !== undefined) all.push(eb('d.power', '<=', f.powerMax));
    if (f.lightnessAveMin !== undefined) all.push(eb('d.lightnessAve', '>=', f.lightnessAveMin));
    if (f.lightnessAveMax !== undefined) all.push(eb('d.lightnessAve', '<=', f.lightnessAveMax));
    if (f.lightnessMinMin !== undefined) all.push(eb('d.lightness', '>=', f.lightnessMinMin));
    if (f.lightnessMaxMin !== undefined) all.push(eb('d.lightnessMax', '>=', f.lightnessMaxMin));
    if (f.lightnessMaxMax !== undefined) all.push(eb('d.lightnessMax', '<=', f.lightnessMaxMax));
    const evennessMin = f.evennessMinA ?? f.evennessMin;
    if (evennessMin !== undefined) all.push(eb('d.evenness', '>=', evennessMin));
    if (f.evennessMax !== undefined) all.push(eb('d.evenness', '<=', f.evennessMax));
    if (f.anbanHeightMax !== undefined) all.push(eb('d.anbanHeight', '<=', f.anbanHeightMax));
    if (f.audited) all.push(eb('l.isAudit', '=', 1));
    for (const dim of f.dimensions ?? []) {
      all.push(eb(dim.column, '>=', dim.value - dim.tolerance));
      all.push(eb(dim.column, '<=', dim.value + dim.tolerance));
    }
    if (f.scaledLightness) {
      const scaled = sql<number>`d.lightness_ave * ${f.scaledLightness.albedo} / coalesce(c.albedo, ${f.scaledLightness.albedo})`;
      if (f.scaledLightness.min !== undefined) all.push(sql<SqlBool>`${scaled} >= ${f.scaledLightness.min}`);
      if (f.scaledLightness.max !== undefined) all.push(sql<SqlBool>`${scaled} <= ${f.scaledLightness.max}`);
    }
    for (const i of f.intensities ?? []) {
      const col = sql.ref(`d.light_intensity${i.n}`);
      if (i.min !== undefined) all.push(sql<SqlBool>`${col} >= ${i.min}`);
      if (i.max !== undefined) all.push(sql<SqlBool>`${col} <= ${i.max}`);
    }
    if (f.lamp?.longNs !== undefined) all.push(eb('l.longNs', '<=', f.lamp.longNs));
    if (f.lamp?.widthNs !== undefined) all.push(eb('l.widthNs', '<=', f.lamp.widthNs));
    if (f.lamp?.heightNs !== undefined) all.push(eb('l.heightNs', '<=', f.lamp.heightNs));
    if (f.tender?.fluxMin !== undefined) all.push(eb('l.luminousFlux', '>=', f.tender.fluxMin));
    if (f.tender?.fluxMax !== undefined) all.push(eb('l.luminousFlux', '<=', f.tender.fluxMax));
    if (f.tender?.criMin !== undefined) all.push(eb('l.cri', '>=', f.tender.criMin));
    if (f.tender?.ipCodes) all.push(f.tender.ipCodes.length ? eb(eb.fn('upper', ['l.protectLevel']), 'in', f.tender.ipCodes) : sql<SqlBool>`1 = 0`);
    if (f.faceB) {
      const b = f.faceB;
      const albedo = b.albedo;
      all.push(
        eb.exists(
          eb
            .selectFrom('detections as db')
            .innerJoin('contests as cb', 'cb.id', 'db.contestId')
            .select('db.id')
            .whereRef('db.contestId', '=', 'd.contestId')
            .whereRef('db.lampId', '=', 'd.lampId')
            .whereRef('db.dataType', '=', 'd.dataType')
            // the same pair as `pairKey`: the B row shown beside the A row is the one held to the targets
            .whereRef('db.rgbwa', '=', 'd.rgbwa')
            .where(sql<SqlBool>`coalesce(db.task_id, '') = coalesce(d.task_id, '')`)
            .where(sql<SqlBool>`coalesce(db.project_id, 0) = coalesce(d.project_id, 0)`)
            .where('db.surfaceType', '=', 'B')
            .where((e2) => {
              const c: Expression<SqlBool>[] = [];
              const lum = albedo !== undefined
                ? sql<number>`db.lightness_ave * ${albedo} / coalesce(cb.albedo, ${albedo})`
                : sql<number>`db.lightness_ave`;
              if (b.lightnessAveMin !== undefined) c.push(sql<SqlBool>`${lum} >= ${b.lightnessAveMin}`);
              if (b.lightnessAveMax !== undefined) c.push(sql<SqlBool>`${lum} <= ${b.lightnessAveMax}`);
              if (b.evennessMin !== undefined) c.push(e2('db.evenness', '>=', b.evennessMin));
              if (b.lightnessMaxMax !== undefined) c.push(e2('db.lightnessMax', '<=', b.lightnessMaxMax));
              if (b.lightnessMinMin !== undefined) c.push(e2('db.lightness', '>=', b.lightnessMinMin));
              if (b.ratioMin !== undefined || b.ratioMax !== undefined) {
                c.push(e2('d.lightnessAve', '>', 0));
                const ratio = sql<number>`db.lightness_ave / d.lightness_ave`;
                if (b.ratioMin !== undefined) c.push(sql<SqlBool>`${ratio} >= ${b.ratioMin}`);
                if (b.ratioMax !== undefined) c.push(sql<SqlBool>`${ratio} <= ${b.ratioMax}`);
              }
              return e2.and(c);
            }),
        ),
      );
    }
    return eb.and(all);
  });
}

function selectRow(q: Joined, lang: Lang) {
  return q.select([
    'd.id',
    'd.contestId',
    'd.contestTypeId',
    (lang === 'zh' ? 'ct.typeName as typeName' : 'ct.typeNameEn as typeName') as 'ct.typeName as typeName',
    'd.dataType',
    'd.projectId',
    'd.lampId',
    'd.brandId',
    'b.brandName',
    'l.model',
    'l.lampType',
    (lang === 'zh' ? 'lt.dictCont as dictCont' : 'lt.dictContEn as dictCont') as 'lt.dictCont as dictCont',
    'l.lampShape',
    'l.colorFlag',
    'd.rgbwa',
    'l.lumImage',
    'd.pseuColor',
    'd.viewPhoto',
    'd.surfaceType',
    'd.storageId',
    'd.taskId',
    'd.power',
    'd.lightness',
    'd.lightnessAve',
    'd.lightnessMax',
    'd.evenness',
    'd.anbanHeight',
    'l.workVoltage',
    'l.beamAngle',
    'l.beamAngle90',
    'l.colorTemperature',
    'd.lumSize',
    'd.lumSizeMin',
    'c.h',
    'c.w',
    'c.w1',
    'c.w2',
    'c.contestS',
    'c.contestL',
    'c.contestA',
    'c.contestH1',
    'c.contestH2',
    'c.albedo as contestAlbedo',
    'l.longNs',
    'l.widthNs',
    'l.heightNs',
    'l.authorizedPrice',
    'd.lightIntensity1',
    'd.lightIntensity2',
    'd.lightIntensity3',
    'd.lightIntensity4',
    'd.lightIntensity5',
    'd.lightIntensity6',
    'd.lightIntensity7',
    'd.lightIntensity8',
    'd.lightIntensity9',
    'd.lightIntensity10',
    'l.photometryId',
  ]);
}
export type RawRow = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

export async function countRows(db: Kysely<Database>, f: DetectionFilters): Promise<number> {
  const row = await where(joined(db), f, 'A')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page of A rows (all rows of single-face types) in the given order, ties by id. */
export async function pageRows(
  db: Kysely<Database>,
  f: DetectionFilters,
  lang: Lang,
  sort: { column: string; order: 'asc' | 'desc' },
  page: number,
  rows: number,
): Promise<RawRow[]> {
  // NULLs last in either order, the same on both dialects.
  return selectRow(where(joined(db), f, 'A'), lang)
    .orderBy(sql`case when ${sql.ref(sort.column)} is null then 1 else 0 end`)
    .orderBy(sql.ref(sort.column), sort.order)
    .orderBy('d.id', 'asc')
    .limit(rows)
    .offset((page - 1) * rows)
    .execute();
}

/** Every matching A row's id in the given order, ties by id (the export's SQL path: ids only). */
export async function orderedIds(db: Kysely<Database>, f: DetectionFilters, sort: { column: string; order: 'asc' | 'desc' }): Promise<number[]> {
  const rows = await where(joined(db), f, 'A')
    .select('d.id')
    .orderBy(sql`case when ${sql.ref(sort.column)} is null then 1 else 0 end`)
    .orderBy(sql.ref(sort.column), sort.order)
    .orderBy('d.id', 'asc')
    .execute();
  return rows.map((r) => r.id);
}

/** The selection table's column definitions of a type, or of every type (in `sort` order). */
export function columnDefinitions(db: Kysely<Database>, contestTypeId: number | undefined) {
  let q = db.selectFrom('columnDefs').select(['indexKey', 'indexName', 'indexNameEn', 'indexUnit', 'fieldFlag', 'sort', 'contestTypeId']);
  if (contestTypeId !== undefined) q = q.where('contestTypeId', '=', contestTypeId);
  return q.orderBy('sort').orderBy('id').execute();
}

/** Rows by id, with their joins (any order). */
export function rowsByIds(db: Kysely<Database>, ids: number[], lang: Lang): Promise<RawRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return selectRow(joined(db), lang).where('d.id', 'in', ids).execute();
}

/** The B rows beside the given A rows (same contest, lamp, data type, task and channel). */
export async function faceBRows(db: Kysely<Database>, aRows: RawRow[], lang: Lang): Promise<Map<string, RawRow>> {
  const result = new Map<string, RawRow>();
  if (!aRows.length) return result;
  const contestIds = [...new Set(aRows.map((r) => r.contestId))];
  const lampIds = [...new Set(aRows.map((r) => r.lampId))];
  const rows = await selectRow(joined(db), lang)
    .where('d.surfaceType', '=', 'B')
    .where('d.contestId', 'in', contestIds)
    .where('d.lampId', 'in', lampIds)
    .execute();
  for (const r of rows) result.set(pairKey(r), r);
  return result;
}

export const pairKey = (r: Pick<RawRow, 'contestId' | 'lampId' | 'dataType' | 'taskId' | 'rgbwa' | 'projectId'>) =>
  `${r.contestId}:${r.lampId}:${r.dataType}:${r.taskId ?? ''}:${r.rgbwa}:${r.projectId ?? ''}`;

/** Weighted criteria: the column and whether a higher value is better. */
export const WEIGHT_COLUMNS = {
  price: { column: 'l.authorized_price', higherIsBetter: false },
  evenness: { column: 'd.evenness', higherIsBetter: true },
  lightnessMax: { column: 'd.lightness_max', higherIsBetter: true },
  lightnessMin: { column: 'd.lightness', higherIsBetter: true },
  lightnessAve: { column: 'd.lightness_ave', higherIsBetter: true },
  powerValue: { column: 'd.power', higherIsBetter: false },
  /** The lamp library only (the editor's weight of the dark band's height). */
  anbanHeight: { column: 'd.anban_height', higherIsBetter: false },
} as const;
export type WeightKey = keyof typeof WEIGHT_COLUMNS;

/**
 * One page of A rows ranked by score (docs/DOMAIN.md): each weighted criterion min–max scaled over
 * the rows that match the filters, a missing value scoring 0; score = Σ weight × scaled (0–100).
 */
export async function weightedPage(
  db: Kysely<Database>,
  f: DetectionFilters,
  lang: Lang,
  weights: Array<{ key: WeightKey; weight: number }>,
  page: number,
  rows: number,
): Promise<Array<RawRow & { score: number }>> {
  const active = weights.filter((w) => w.weight > 0);
  const stats = active.length
    ? await where(joined(db), f, 'A')
        .select(
          active.flatMap((w, i) => [
            sql<number | null>`min(${sql.raw(WEIGHT_COLUMNS[w.key].column)})`.as(`min${i}`),
            sql<number | null>`max(${sql.raw(WEIGHT_COLUMNS[w.key].column)})`.as(`max${i}`),
          ]),
        )
        .executeTakeFirst()
    : undefined;
  const terms = active.map((w, i) => {
    const s = stats as Record<string, number | null> | undefined;
    const min = s?.[`min${i}`];
    const max = s?.[`max${i}`];
    const col = sql.raw(WEIGHT_COLUMNS[w.key].column);
    if (min === null || min === undefined || max === null || max === undefined) return sql<number>`0`;
    const span = Number(max) - Number(min);
    // All candidates equal: each one with a value gets the full weight.
    const scaled =
      span === 0
        ? sql<number>`1.0`
        : WEIGHT_COLUMNS[w.key].higherIsBetter
          ? sql<number>`(${col} - ${Number(min)}) / ${span}`
          : sql<number>`(${Number(max)} - ${col}) / ${span}`;
    return sql<number>`(case when ${col} is null then 0 else ${scaled} end) * ${w.weight}`;
  });
  const score = terms.length ? sql.join(terms, sql` + `) : sql<number>`0`;
  const list = await selectRow(where(joined(db), f, 'A'), lang)
    .select(sql<number>`${score}`.as('score'))
    .orderBy('score', 'desc')
    .orderBy('d.id', 'asc')
    .limit(rows)
    .offset((page - 1) * rows)
    .execute();
  return list.map((r) => ({ ...r, score: Math.round(Number(r.score) * 10) / 10 }));
}

export function lampDetail(db: Kysely<Database>, lampId: number, lang: Lang) {
  return db
    .selectFrom('lamps as l')
    .innerJoin('brands as b', 'b.id', 'l.brandId')
    .leftJoin('dictEntries as lt', 'lt.id', 'l.lampType')
    .select([
      'l.id as lampId',
      'l.brandId',
      'b.brandName',
      'b.brandLogo',
      'l.model',
      (lang === 'zh' ? 'lt.dictCont as dictCont' : 'lt.dictContEn as dictCont') as 'lt.dictCont as dictCont',
      'l.power',
      'l.workVoltage',
      'l.authorizedPrice',
      'l.longNs',
      'l.widthNs',
      'l.heightNs',
      'l.beamAngle',
      'l.beamAngle90',
      'l.colorTemperature',
      'l.protectLevel',
      'l.lumImage',
      'l.photometryId',
      ...TENDER_KEYS.map((k) => `l.${k}` as const),
    ])
    .where('l.id', '=', lampId)
    .executeTakeFirst();
}

/** Detections of one lamp for the detail dialog, limited to what the user may see. */
/** At most this many detection rows in a fixture's detail. */
const LAMP_DETAIL_ROWS = 200;

export function lampDetections(db: Kysely<Database>, lampId: number, visibleProjectIds: number[] | 'all', lang: Lang) {
  return selectRow(joined(db), lang)
    .where('d.lampId', '=', lampId)
    .where((eb) =>
      visibleProjectIds === 'all'
        ? eb.lit(true)
        : eb.or([
            eb('d.dataType', '!=', '2'),
            ...(visibleProjectIds.length ? [eb('d.projectId', 'in', visibleProjectIds)] : []),
          ]),
    )
    .orderBy('d.contestTypeId')
    .orderBy('d.dataType')
    .orderBy('d.id')
    // every row of the busiest demo fixture (91: its measurements beside the engine's rows)
    .limit(LAMP_DETAIL_ROWS)
    .execute();
}

/** The weight preset of a code (of the application type, when one is given). */
export function weightPresetByCode(db: Kysely<Database>, weightCode: string, contestTypeId: number | undefined) {
  let preset = db.selectFrom('weightPresets').selectAll().where('weightCode', '=', weightCode);
  if (contestTypeId !== undefined) preset = preset.where('contestTypeId', '=', contestTypeId);
  return preset.executeTakeFirst();
}
