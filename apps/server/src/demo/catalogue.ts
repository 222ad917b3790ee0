/**
 * The catalogue rows of the demo set, what `modules/catalog` serves (application types,
 * dictionaries with the beam angles per lamp type, the beam-angle map, brands, surface and lamp
 * sketches, and per application type its column definitions, template indices and weight
 * presets) and the typical surfaces (contests) the detection rows are measured on. The contents
 * come from `reference.ts`, `columns.ts` and `sketches.ts`; the pictures were written by
 * `writeDemoMedia` (`media.ts`).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { CONTEST_GROUPS, CONTEST_TYPES } from '@lampsheet/contracts';
import type { ContestsTable, Database } from '../db/schema.js';
import { insertAll, insertReturning } from './batch-insert.js';
import type { CalcContest } from './calculated.js';
import { columnDefsFor, templateIndicesFor } from './columns.js';
import { VIDEO_FILE, brandLogoPath, lampSketchPath, type DemoMediaFiles } from './media.js';
import {
  ANGLE_RULES,
  BRANDS,
  COLOUR_TYPES,
  CONTESTS,
  CONTROL_PROTOCOLS,
  GUIDANCE_VIDEOS,
  INSTALL_DIRECTIONS,
  INSTALL_TYPES,
  LAMP_TYPES,
  LAYOUTS,
  LIGHT_TYPES,
  MATERIALS,
  POINT_WEIGHT_PRESETS,
  PROTECT_LEVELS,
  ROAD_TYPES,
  VOLTAGES,
  WEIGHT_PRESETS,
  angleRule,
  type DictSeed,
} from './reference.js';
import { SURFACE_SKETCHES } from './sketches.js';

type Trx = Kysely<Database>;

/** A brand as the fixture generator uses it. */
export interface DemoBrand {
  id: number;
  /** `中文名 English`, as stored. */
  name: string;
  /** Model-number prefix from the English name's initials. */
  prefix: string;
  /** 1 for a partner (`isOrgState`). */
  partner: 0 | 1;
  /** Price factor of the brand. */
  factor: number;
}

/** A typical surface as inserted, with its id. */
export type DemoContest = Selectable<ContestsTable>;

/** The catalogue's ids the rest of the seed refers to, and its row counts. */
export interface Catalogue {
  /** Id of the dictionary entry `cont` of `pinyin`. */
  dictId: (pinyin: string, cont: string) => number;
  /** Dictionary id of each lamp type (`dengjuleixing`), by its code. */
  lampTypeId: Map<string, number>;
  /** Id of a beam-angle rule by its key. */
  angleId: (key: string) => number;
  brands: DemoBrand[];
  contests: DemoContest[];
  /** Id of a surface sketch by its file name. */
  sketchId: (file: string) => number;
  /** Id of a lamp sketch by its file name. */
  lampSketchId: (file: string) => number;
  /** Rows per table, named as in the seed's summary. */
  counts: {
    contestTypes: number;
    dictEntries: number;
    angleRules: number;
    brands: number;
    contests: number;
    surfaceSketches: number;
    lampSketches: number;
    columnDefs: number;
    templateIndices: number;
    weightPresets: number;
  };
}

/** Insert the whole catalogue; `files` are the media written for it. */
export async function insertCatalogue(trx: Trx, files: DemoMediaFiles): Promise<Catalogue> {
  const contestTypes = await insertContestTypes(trx);
  const dictionaries = await insertDictionaries(trx, files);
  const angles = await insertAngleRules(trx);
  const brands = await insertBrands(trx);
  const contests = await insertContests(trx);
  const surfaceSketches = await insertSurfaceSketches(trx, files);
  const lampSketches = await insertLampSketches(trx, files, dictionaries.lampTypeId);
  const perType = await insertTypeDefinitions(trx);
  return {
    dictId: dictionaries.dictId,
    lampTypeId: dictionaries.lampTypeId,
    angleId: angles.angleId,
    brands,
    contests,
    sketchId: surfaceSketches.sketchId,
    lampSketchId: lampSketches.lampSketchId,
    counts: {
      contestTypes,
      dictEntries: dictionaries.count,
      angleRules: angles.count,
      brands: brands.length,
      contests: contests.length,
      surfaceSketches: surfaceSketches.count,
      lampSketches: lampSketches.count,
      ...perType,
    },
  };
}

/** The 5 groups and the 14 application types, with the contracts' ids. */
async function insertContestTypes(trx: Trx): Promise<number> {
  await insertAll(trx, 'contestTypes', CONTEST_GROUPS.map((g, i) => ({ id: g.id, parentId: null, kind: g.key, typeName: g.nameZh, typeNameEn: g.nameEn, faces: 1, albedoBlank: 0, pointSource: 0, sort: i + 1 })));
  await insertAll(
    trx,
    'contestTypes',
    CONTEST_TYPES.map((t, i) => ({
      id: t.id,
      parentId: t.parentId,
      kind: t.kind,
      typeName: t.nameZh,
      typeNameEn: t.nameEn,
      faces: t.faces,
      albedoBlank: t.albedoBlank ? 1 : 0,
      pointSource: t.pointSource ? 1 : 0,
      sort: i + 1,
    })),
  );
  return CONTEST_GROUPS.length + CONTEST_TYPES.length;
}

/** The dictionaries, then the beam-angle suggestions of each lamp type (which need its id). */
async function insertDictionaries(trx: Trx, files: DemoMediaFiles) {
  const dictRows: Array<Insertable<Database['dictEntries']>> = [];
  const addDict = (indexPinyin: string, entries: DictSeed[], extra: (e: DictSeed) => Partial<Insertable<Database['dictEntries']>> = () => ({})) =>
    entries.forEach((e, i) =>
      dictRows.push({
        indexPinyin,
        dictCont: e.dictCont,
        dictContEn: e.dictContEn,
        dictExtra: e.dictExtra ?? null,
        dictRemark: e.dictRemark ?? null,
        dictVideo: null,
        dictSubtitle: null,
        contestType: e.contestType ?? null,
        lampType: null,
        sort: i + 1,
        ...extra(e),
      }),
    );
  addDict('dengjuleixing', LAMP_TYPES.map((t) => ({ dictCont: t.zh, dictContEn: t.en, dictExtra: t.code, dictRemark: t.code })));
  addDict('dengjusecaifenlei', COLOUR_TYPES, () => ({ dictVideo: VIDEO_FILE, dictSubtitle: files.colourSubtitle }));
  addDict('shipinjiaocheng', GUIDANCE_VIDEOS, (e) => ({ dictVideo: VIDEO_FILE, dictSubtitle: files.videoSubtitles.get(e.video!) ?? null }));
  addDict('fanghudengji', PROTECT_LEVELS);
  addDict('kongzhixieyi', CONTROL_PROTOCOLS);
  addDict('anzhuangfangshi', INSTALL_TYPES);
  addDict('anzhuangfangxiang', INSTALL_DIRECTIONS);
  addDict('gongzuodianya', VOLTAGES);
  addDict('caizhi', MATERIALS);
  addDict('daoluleixing', ROAD_TYPES);
  addDict('zhaomingfangshi', LIGHT_TYPES);
  addDict('budengfangshi', LAYOUTS);
  const dicts = await insertReturning<'dictEntries', { id: number; indexPinyin: string; dictCont: string; dictExtra: string | null }>(trx, 'dictEntries', dictRows, [
    'id',
    'indexPinyin',
    'dictCont',
    'dictExtra',
  ]);
  const dictId = (pinyin: string, cont: string) => dicts.find((d) => d.indexPinyin === pinyin && d.dictCont === cont)!.id;
  const lampTypeId = new Map(dicts.filter((d) => d.indexPinyin === 'dengjuleixing').map((d) => [d.dictExtra!, d.id]));
  // Beam-angle suggestions per lamp type (lampparamDictTypeList filtered by lampType).
  const beamRows: Array<Insertable<Database['dictEntries']>> = [];
  for (const t of LAMP_TYPES) {
    t.beams.forEach((b, i) =>
      beamRows.push({
        indexPinyin: 'guangshujiao',
        dictCont: b,
        dictContEn: b.replace(/°/g, ' deg'),
        dictExtra: angleRule(b).ruleNo,
        dictRemark: null,
        dictVideo: null,
        dictSubtitle: null,
        contestType: null,
        lampType: lampTypeId.get(t.code)!,
        sort: i + 1,
      }),
    );
  }
  await insertAll(trx, 'dictEntries', beamRows);
  return { dictId, lampTypeId, count: dictRows.length + beamRows.length };
}

/** The beam-angle map. */
async function insertAngleRules(trx: Trx) {
  const angles = await insertReturning<'angleRules', { id: number; ruleKey: string }>(
    trx,
    'angleRules',
    ANGLE_RULES.map((r, i) => ({ ruleKey: r.ruleKey, ruleNo: r.ruleNo, angleMin: r.angleMin, angleMax: r.angleMax, sort: i + 1 })),
    ['id', 'ruleKey'],
  );
  return { angleId: (key: string) => angles.find((a) => a.ruleKey === key)!.id, count: angles.length };
}

/** The brands with their logos, and what the fixture generator derives from each. */
async function insertBrands(trx: Trx): Promise<DemoBrand[]> {
  const brandRows = BRANDS.map(([zh, en, partner], i) => ({
    brandName: `${zh} ${en}`,
    brandLogo: brandLogoPath(i),
    isOrgState: partner,
  }));
  const brands = await insertReturning<'brands', { id: number; brandName: string }>(trx, 'brands', brandRows, ['id', 'brandName']);
  const brandIdByName = new Map(brands.map((b) => [b.brandName, b.id]));
  return BRANDS.map(([zh, en, partner], i) => {
    const letters = en.replace(/[^A-Za-z ]/g, '').split(' ').filter(Boolean);
    const prefix = (letters.length > 1 ? letters.map((w) => w[0]).join('') + letters[0]!.slice(1, 2) : letters[0]!.slice(0, 3)).toUpperCase();
    return { id: brandIdByName.get(`${zh} ${en}`)!, name: `${zh} ${en}`, prefix, partner, factor: 0.75 + ((i * 37) % 90) / 100 };
  });
}

/** The typical surfaces of every application type. */
async function insertContests(trx: Trx): Promise<DemoContest[]> {
  const contestRows: Array<Insertable<Database['contests']>> = [];
  for (const t of CONTEST_TYPES) {
    for (const c of CONTESTS[t.id] ?? []) {
      contestRows.push({
        contestTypeId: t.id,
        name: c.name,
        h: c.h ?? null,
        w: c.w ?? null,
        w1: c.w1 ?? null,
        w2: c.w2 ?? null,
        contestS: c.contestS ?? null,
        contestL: c.contestL ?? null,
        contestA: c.contestA ?? null,
        contestH1: c.contestH1 ?? null,
        contestH2: c.contestH2 ?? null,
        albedo: t.albedoBlank ? null : 0.4,
      });
    }
  }
  const contestIds = await insertReturning<'contests', { id: number; name: string }>(trx, 'contests', contestRows, ['id', 'name']);
  return contestRows.map((c) => ({ ...(c as CalcContest & { name: string }), id: contestIds.find((x) => x.name === c.name)!.id }));
}

/** The surface sketches: the parents first, then the children pointing at them. */
async function insertSurfaceSketches(trx: Trx, files: DemoMediaFiles) {
  let count = 0;
  const sketchIdByFile = new Map<string, number>();
  for (const pass of ['parents', 'children'] as const) {
    const rows: Array<Insertable<Database['surfaceSketches']>> = [];
    const names: string[] = [];
    SURFACE_SKETCHES.forEach((s, i) => {
      if ((pass === 'parents') !== (s.parent === null)) return;
      const sameType = SURFACE_SKETCHES.filter((x) => x.contestTypeId === s.contestTypeId);
      const parentSpec = s.parent === null ? null : sameType[s.parent]!;
      rows.push({
        contestTypeId: s.contestTypeId,
        contestDescribe: s.zh,
        contestDescribeEn: s.en,
        sketchMapOriginal: files.surfaceSketches[i]!.path,
        sketchAttr: JSON.stringify(Object.fromEntries(s.letters.map((l) => [l, 1]))),
        templateType: s.templateType,
        effectSelectFlag: s.templateType === 1 ? 1 : 0,
        contestFrontId: s.contestTypeId,
        parentId: parentSpec ? sketchIdByFile.get(parentSpec.file)! : null,
        sketchAttrCoordinate: JSON.stringify(files.surfaceSketches[i]!.coords),
        sort: i + 1,
      });
      names.push(s.file);
    });
    const got = await insertReturning<'surfaceSketches', { id: number; sketchMapOriginal: string }>(trx, 'surfaceSketches', rows, ['id', 'sketchMapOriginal']);
    for (const g of got) sketchIdByFile.set(names[rows.findIndex((r) => r.sketchMapOriginal === g.sketchMapOriginal)]!, g.id);
    count += got.length;
  }
  return { sketchId: (file: string) => sketchIdByFile.get(file)!, count };
}

/** The lamp sketches of every lamp type. */
async function insertLampSketches(trx: Trx, files: DemoMediaFiles, lampTypeId: Map<string, number>) {
  const lampSketchIds = await insertReturning<'lampSketches', { id: number; sketchMapOriginal: string }>(
    trx,
    'lampSketches',
    files.lampSketches.map(({ spec: s, path }, i) => ({
      lampType: lampTypeId.get(s.code)!,
      lampTypeNo: s.code,
      lampShape: s.shape,
      lampDescribe: s.zh,
      lampDescribeEn: s.en,
      sketchMapOriginal: path,
      lampAttr: JSON.stringify(Object.fromEntries(s.letters.map((l) => [l, 1]))),
      sort: i + 1,
    })),
    ['id', 'sketchMapOriginal'],
  );
  return { lampSketchId: (file: string) => lampSketchIds.find((x) => x.sketchMapOriginal === lampSketchPath(file))!.id, count: lampSketchIds.length };
}

/** Per application type: its column definitions, template indices and weight presets. */
async function insertTypeDefinitions(trx: Trx) {
  const columnRows: Array<Insertable<Database['columnDefs']>> = [];
  const templateRows: Array<Insertable<Database['templateIndices']>> = [];
  const weightRows: Array<Insertable<Database['weightPresets']>> = [];
  for (const t of CONTEST_TYPES) {
    columnDefsFor(t).forEach((c, i) => columnRows.push({ ...c, contestTypeId: t.id, sort: i + 1 }));
    templateIndicesFor(t).forEach((c, i) => templateRows.push({ ...c, contestTypeId: t.id, sort: i + 1 }));
    (t.pointSource ? POINT_WEIGHT_PRESETS : WEIGHT_PRESETS).forEach((w, i) => weightRows.push({ ...w, contestTypeId: t.id, sort: i + 1 }));
  }
  await insertAll(trx, 'columnDefs', columnRows);
  await insertAll(trx, 'templateIndices', templateRows);
  await insertAll(trx, 'weightPresets', weightRows);
  return { columnDefs: columnRows.length, templateIndices: templateRows.length, weightPresets: weightRows.length };
}
