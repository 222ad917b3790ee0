/**
 * Deterministic demo data (issue 2, "Demo data"): fills an EMPTY database — no users yet — with
 * the 14 application types, dictionaries, sketches, templates, column definitions, weight
 * presets, the beam-angle map, brands, fixtures, detection rows of the three data types, two
 * projects with lamp parameters and the three demo accounts, and writes the pictures and the
 * guidance video under the media root. Same seed ⇒ same rows and files (password hashes aside,
 * which carry a random salt).
 */
import { join } from 'node:path';
import type { Insertable, Kysely } from 'kysely';
import {
  ALL_ON,
  CONTEST_GROUPS,
  CONTEST_TYPES,
  colourCode,
  lampparamForm,
  lampparamNumber,
  powerNo,
  type LampparamForm,
  type ParamIndexEntry,
} from '@lampsheet/contracts';
import type { Db, UntypedKysely } from '../db/database.js';
import type { Database, DetectionsTable, LampsTable } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { measuredDetection, type CalcContest, type CalcInput, type DetectionMetrics } from './calculated.js';
import { columnDefsFor, templateIndicesFor } from './columns.js';
import { DEFAULT_ASSETS_DIR, MediaWriter, webVtt } from './media.js';
import { brandLogo, effectPicture, falseColourPicture, lampPicture, pictureFamily, type PictureFamily } from './pictures.js';
import { Rng, clamp, demoDate, round } from './random.js';
import {
  ANGLE_RULES,
  BRANDS,
  COLOUR_TYPES,
  COMMON_TYPES,
  CONTESTS,
  CONTROL_PROTOCOLS,
  DEMO_PROJECTS,
  DEMO_USERS,
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
  TYPE_LAMPS,
  VOLTAGES,
  WEIGHT_PRESETS,
  angleRule,
  type DictSeed,
  type LampTypeSpec,
} from './reference.js';
import { SURFACE_SKETCHES, drawLampSketch, drawSurfaceSketch, lampSketchSpecs } from './sketches.js';
import { DemoPhotometryWriter } from './photometry-files.js';
import { recomputeCalculated, type RecomputeSummary } from '../modules/photometry/recompute.js';

export { demoPasswords } from './reference.js';
export { calculatedDetection } from './calculated.js';
export { seedBulkDetections } from './bulk.js';

export interface SeedOptions {
  /** Media root (served under `/media/`); files go to `<mediaDir>/demo/…`. */
  mediaDir: string;
  /** PRNG seed; 20260105 by default. */
  seed?: number;
  /** Where the shipped binary assets are; `apps/server/demo-assets` by default. */
  assetsDir?: string;
  /** Worker threads for the calculated rows (default: one per core; 0 = this thread). */
  threads?: number;
  /**
   * Called at each resumable step: `reference` once the reference data are committed,
   * `calculated-lamp` after each lamp's calculated rows. (Progress; the tests stop the seed
   * there to play a crash.)
   */
  onStep?: (step: SeedStep) => void;
}

export type SeedStep = 'reference' | 'calculated-lamp';

/**
 * What the start found and did: `seeded` an empty database filled, `resumed` a first start cut
 * short completed, `present` the demo data already whole (or a database of real data: nothing).
 */
export type SeedState = 'seeded' | 'resumed' | 'present';

/** The resumable part of a seed, stored with the reference data (`seed_state.plan`). */
interface SeedPlan {
  /** Lamp × contest pairs (`lampId:contestId`) whose calculated rows the engine computes. */
  calculated: string[];
  /** The pairs among them whose pictures are computed at seeding time. */
  pictured: string[];
  /** Creation time of the calculated rows. */
  createdAt: string;
}

const DEMO_STATE = 'demo';

export interface SeedSummary {
  /** False when the database already had users and nothing was written. */
  seeded: boolean;
  /** What the start did (see {@link SeedState}). */
  state: SeedState;
  users: number;
  contestTypes: number;
  contests: number;
  brands: number;
  lamps: number;
  detections: number;
  /** Rows per application type and data type ('1', '2', '4'). */
  detectionsByType: Record<number, Record<'1' | '2' | '4', number>>;
  dictEntries: number;
  angleRules: number;
  surfaceSketches: number;
  lampSketches: number;
  columnDefs: number;
  templateIndices: number;
  weightPresets: number;
  projects: number;
  lampParams: number;
  paramIndices: number;
  mediaFiles: number;
  /** Relative media paths written (for checks). */
  mediaPaths: string[];
  /** Photometric files written (one per fixture). */
  photometryFiles: number;
  /** The engine's recomputation of the calculated rows (data type 4); null when nothing was seeded. */
  calculated: Omit<RecomputeSummary, 'failures'> & { failures: number } | null;
  ms: number;
}

export const DEFAULT_DEMO_SEED = 20260105;

/** Rows of one multi-row INSERT: stays under SQLite's 32 766 and PostgreSQL's 65 535 variables. */
export function batchSize(columns: number): number {
  return Math.max(1, Math.min(500, Math.floor(30000 / Math.max(1, columns))));
}

async function insertAll<T extends keyof Database>(k: Kysely<Database>, table: T, rows: Array<Insertable<Database[T]>>): Promise<void> {
  if (rows.length === 0) return;
  const size = batchSize(Object.keys(rows[0] as object).length);
  const anyK = k as unknown as UntypedKysely;
  for (let i = 0; i < rows.length; i += size) {
    await anyK.insertInto(table).values(rows.slice(i, i + size)).execute();
  }
}

async function insertReturning<T extends keyof Database, R>(
  k: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
  returning: string[],
): Promise<R[]> {
  const out: R[] = [];
  if (rows.length === 0) return out;
  const size = batchSize(Object.keys(rows[0] as object).length);
  const anyK = k as unknown as UntypedKysely;
  for (let i = 0; i < rows.length; i += size) {
    const got = (await anyK.insertInto(table).values(rows.slice(i, i + size)).returning(returning).execute()) as R[];
    out.push(...got);
  }
  return out;
}

function emptySummary(): SeedSummary {
  return {
    seeded: false,
    state: 'present',
    users: 0,
    contestTypes: 0,
    contests: 0,
    brands: 0,
    lamps: 0,
    detections: 0,
    detectionsByType: {},
    dictEntries: 0,
    angleRules: 0,
    surfaceSketches: 0,
    lampSketches: 0,
    columnDefs: 0,
    templateIndices: 0,
    weightPresets: 0,
    projects: 0,
    lampParams: 0,
    paramIndices: 0,
    mediaFiles: 0,
    mediaPaths: [],
    photometryFiles: 0,
    calculated: null,
    ms: 0,
  };
}

/** In-memory fixture record used while generating. */
interface LampRecord {
  row: Insertable<LampsTable>;
  code: string;
  spec: LampTypeSpec;
  beamKey: string;
  colourKind: string;
  id?: number;
}

/** Media paths of the picture families. */
const pseudoPath = (family: PictureFamily, variant: number) => `demo/pseudo/${family}-${variant}.svg`;
const effectPath = (family: PictureFamily, tone: string) => `demo/effects/${family}-${tone}.svg`;
const VIDEO_FILE = 'demo/videos/guidance-demo.webm';
const EFFECT_TONES: Record<string, string> = { warm: '#ffc978', cool: '#e8f1ff', rgb: '#b06cff' };

/**
 * Fill an empty database with the demo data, or complete a seed a crash cut short. The
 * reference data (users, catalogue, fixtures, measured rows, projects) commit in one
 * transaction together with the seed's plan; the engine's calculated rows follow lamp by lamp;
 * the `completed_at` mark is written last. A start that finds users and an unfinished plan
 * computes the calculated rows still missing and then marks the seed complete (`resumed`); one
 * that finds users and no unfinished plan writes nothing (`present`, zero counts).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const k = db.kysely;
  const existing = await k.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) {
    const state = await k.selectFrom('seedState').selectAll().where('name', '=', DEMO_STATE).executeTakeFirst();
    if (!state || state.completedAt) return emptySummary();
    return resumeDemoData(db, options, JSON.parse(state.plan) as SeedPlan, started);
  }

  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const rng = new Rng(seed);
  const media = new MediaWriter(options.mediaDir);
  const summary = emptySummary();
  summary.seeded = true;
  summary.state = 'seeded';

  // Passwords first: scrypt is slow and needs no transaction.
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));

  // ---------------------------------------------------------------- media that need no ids
  const assetsDir = options.assetsDir ?? DEFAULT_ASSETS_DIR;
  media.copy(join(assetsDir, 'guidance-demo.webm'), VIDEO_FILE);
  const subtitle = (name: string, cues: Array<[string, string]>) => media.text(`demo/videos/${name}.vtt`, webVtt(cues, 8));
  const colourVtt = subtitle('colour-types', [
    ['单色温只需填写一个色温。', 'A single white needs one colour temperature.'],
    ['双、三、四色温依次填写各色温。', 'Two to four whites: enter each temperature.'],
    ['RGB 系列的色彩代码直接写入编号。', 'The RGB family writes its own code into the number.'],
  ]);
  const videoSubtitles = new Map(GUIDANCE_VIDEOS.map((v) => [v.video, subtitle(v.video, v.cues)]));
  const families: PictureFamily[] = ['flood', 'wash', 'twoFace', 'column', 'window', 'guide', 'dots', 'line', 'point'];
  const PEAKS: Record<PictureFamily, number> = { flood: 60, wash: 120, twoFace: 100, column: 80, window: 200, guide: 400, dots: 2000, line: 400, point: 4000 };
  for (const fam of families) {
    for (const v of [1, 2]) media.text(pseudoPath(fam, v), falseColourPicture(fam, v - 1, PEAKS[fam], fam === 'point' || fam === 'dots' ? 'cd' : 'cd/m²'));
    for (const [tone, colour] of Object.entries(EFFECT_TONES)) media.text(effectPath(fam, tone), effectPicture(fam, tone === 'cool' ? 1 : 0, colour));
  }
  for (const t of LAMP_TYPES) {
    for (const shape of t.shapes) media.text(`demo/lamps/${t.code.toLowerCase()}-${shape}.svg`, lampPicture(t.code, shape, t.zh, t.en));
  }
  BRANDS.forEach(([zh, en], i) => media.text(`demo/brands/brand-${String(i + 1).padStart(2, '0')}.svg`, brandLogo(zh, en, i)));
  const sketchFiles = SURFACE_SKETCHES.map((s) => {
    const drawn = drawSurfaceSketch(s);
    return { path: media.text(`demo/sketches/${s.file}.svg`, drawn.svg), coords: drawn.coords };
  });
  const lampSketchList = lampSketchSpecs(LAMP_TYPES);
  const lampSketchPaths = lampSketchList.map((s) => media.text(`demo/lamp-sketches/${s.file}.svg`, drawLampSketch(s)));

  let calculatedPairs = new Set<string>();
  let picturedPairs = new Set<string>();
  await k.transaction().execute(async (trx) => {
    // ------------------------------------------------------------------------------- users
    const users = await insertReturning<'users', { id: number; username: string }>(
      trx,
      'users',
      DEMO_USERS.map((u, i) => ({ username: u.username, displayName: u.displayName, passwordHash: hashes[i]!, role: u.role, createdAt: demoDate(i) })),
      ['id', 'username'],
    );
    const userId = (name: string) => users.find((u) => u.username === name)!.id;
    summary.users = users.length;

    // ----------------------------------------------------------------------- contest types
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
    summary.contestTypes = CONTEST_GROUPS.length + CONTEST_TYPES.length;

    // ------------------------------------------------------------------------ dictionaries
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
    addDict('dengjusecaifenlei', COLOUR_TYPES, () => ({ dictVideo: VIDEO_FILE, dictSubtitle: colourVtt }));
    addDict('shipinjiaocheng', GUIDANCE_VIDEOS, (e) => ({ dictVideo: VIDEO_FILE, dictSubtitle: videoSubtitles.get(e.video!) ?? null }));
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
    summary.dictEntries = dictRows.length + beamRows.length;

    // ---------------------------------------------------------------------------- angle map
    const angles = await insertReturning<'angleRules', { id: number; ruleKey: string }>(
      trx,
      'angleRules',
      ANGLE_RULES.map((r, i) => ({ ruleKey: r.ruleKey, ruleNo: r.ruleNo, angleMin: r.angleMin, angleMax: r.angleMax, sort: i + 1 })),
      ['id', 'ruleKey'],
    );
    const angleId = (key: string) => angles.find((a) => a.ruleKey === key)!.id;
    summary.angleRules = angles.length;

    // ------------------------------------------------------------------------------ brands
    const brandRows = BRANDS.map(([zh, en, partner], i) => ({
      brandName: `${zh} ${en}`,
      brandLogo: `demo/brands/brand-${String(i + 1).padStart(2, '0')}.svg`,
      isOrgState: partner,
    }));
    const brands = await insertReturning<'brands', { id: number; brandName: string }>(trx, 'brands', brandRows, ['id', 'brandName']);
    const brandIdByName = new Map(brands.map((b) => [b.brandName, b.id]));
    const brandInfo = BRANDS.map(([zh, en, partner], i) => {
      const letters = en.replace(/[^A-Za-z ]/g, '').split(' ').filter(Boolean);
      const prefix = (letters.length > 1 ? letters.map((w) => w[0]).join('') + letters[0]!.slice(1, 2) : letters[0]!.slice(0, 3)).toUpperCase();
      return { id: brandIdByName.get(`${zh} ${en}`)!, prefix, partner, factor: 0.75 + ((i * 37) % 90) / 100 };
    });
    summary.brands = brands.length;

    // ---------------------------------------------------------------------------- contests
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
    const contests = contestRows.map((c) => ({ ...(c as CalcContest & { name: string }), id: contestIds.find((x) => x.name === c.name)!.id }));
    summary.contests = contests.length;

    // ------------------------------------------------------------------------------- lamps
    const lampRng = rng.fork('lamps');
    const lamps = generateLamps(lampRng, brandInfo, lampTypeId);
    // Every fixture carries a synthetic photometric file; the calculated rows come from it.
    const photometryWriter = new DemoPhotometryWriter();
    const brandNameById = new Map(brands.map((b) => [b.id, b.brandName]));
    const fileRows = lamps.map((l) =>
      photometryWriter.file(
        {
          code: l.code,
          beamKey: l.beamKey,
          power: l.row.power!,
          colorFlag: l.row.colorFlag ?? 1,
          efficacy: l.spec.efficacy,
          longNs: l.row.longNs ?? 100,
          widthNs: l.row.widthNs ?? 100,
          heightNs: l.row.heightNs ?? 60,
          colorTemperature: l.row.colorTemperature ?? null,
          manufacturer: brandNameById.get(l.row.brandId)?.split(' ').slice(1).join(' ') || 'Lampsheet demo',
          model: l.row.model,
        },
        l.row.createdAt,
      ),
    );
    const fileIds = await insertReturning<'photometryFiles', { id: number; fileName: string }>(trx, 'photometryFiles', fileRows, ['id', 'fileName']);
    const fileIdByName = new Map(fileIds.map((f) => [f.fileName, f.id]));
    lamps.forEach((l, i) => (l.row.photometryId = fileIdByName.get(fileRows[i]!.fileName)!));
    summary.photometryFiles = fileIds.length;
    const lampIds = await insertReturning<'lamps', { id: number; model: string }>(
      trx,
      'lamps',
      lamps.map((l) => l.row),
      ['id', 'model'],
    );
    const idByModel = new Map(lampIds.map((l) => [l.model, l.id]));
    for (const l of lamps) l.id = idByModel.get(l.row.model)!;
    summary.lamps = lamps.length;

    // -------------------------------------------------------------------- surface sketches
    let surfaceCount = 0;
    const sketchIdByFile = new Map<string, number>();
    for (const pass of ['parents', 'children'] as const) {
      const rows: Array<Insertable<Database['surfaceSketches']>> = [];
      const files: string[] = [];
      SURFACE_SKETCHES.forEach((s, i) => {
        if ((pass === 'parents') !== (s.parent === null)) return;
        const sameType = SURFACE_SKETCHES.filter((x) => x.contestTypeId === s.contestTypeId);
        const parentSpec = s.parent === null ? null : sameType[s.parent]!;
        rows.push({
          contestTypeId: s.contestTypeId,
          contestDescribe: s.zh,
          contestDescribeEn: s.en,
          sketchMapOriginal: sketchFiles[i]!.path,
          sketchAttr: JSON.stringify(Object.fromEntries(s.letters.map((l) => [l, 1]))),
          templateType: s.templateType,
          effectSelectFlag: s.templateType === 1 ? 1 : 0,
          contestFrontId: s.contestTypeId,
          parentId: parentSpec ? sketchIdByFile.get(parentSpec.file)! : null,
          sketchAttrCoordinate: JSON.stringify(sketchFiles[i]!.coords),
          sort: i + 1,
        });
        files.push(s.file);
      });
      const got = await insertReturning<'surfaceSketches', { id: number; sketchMapOriginal: string }>(trx, 'surfaceSketches', rows, ['id', 'sketchMapOriginal']);
      for (const g of got) sketchIdByFile.set(files[rows.findIndex((r) => r.sketchMapOriginal === g.sketchMapOriginal)]!, g.id);
      surfaceCount += got.length;
    }
    summary.surfaceSketches = surfaceCount;

    // ------------------------------------------------------------------------ lamp sketches
    const lampSketchIds = await insertReturning<'lampSketches', { id: number; sketchMapOriginal: string }>(
      trx,
      'lampSketches',
      lampSketchList.map((s, i) => ({
        lampType: lampTypeId.get(s.code)!,
        lampTypeNo: s.code,
        lampShape: s.shape,
        lampDescribe: s.zh,
        lampDescribeEn: s.en,
        sketchMapOriginal: lampSketchPaths[i]!,
        lampAttr: JSON.stringify(Object.fromEntries(s.letters.map((l) => [l, 1]))),
        sort: i + 1,
      })),
      ['id', 'sketchMapOriginal'],
    );
    const lampSketchId = (file: string) => lampSketchIds.find((x) => x.sketchMapOriginal === `demo/lamp-sketches/${file}.svg`)!.id;
    summary.lampSketches = lampSketchIds.length;

    // ------------------------------------------- column definitions, templates, weight presets
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
    summary.columnDefs = columnRows.length;
    summary.templateIndices = templateRows.length;
    summary.weightPresets = weightRows.length;

    // ---------------------------------------------------------------------------- projects
    const demoId = userId('demo');
    const demo2Id = userId('demo2');
    const projects = await insertReturning<'projects', { id: number; itemName: string }>(
      trx,
      'projects',
      DEMO_PROJECTS.map((p, i) => ({ ...p, createdBy: demoId, createDate: demoDate(60 + i * 30), updateDate: demoDate(60 + i * 30) })),
      ['id', 'itemName'],
    );
    const projectIds = DEMO_PROJECTS.map((p) => projects.find((x) => x.itemName === p.itemName)!.id);
    await insertAll(
      trx,
      'projectMembers',
      projectIds.flatMap((projectId) => [
        { projectId, userId: demoId },
        { projectId, userId: demo2Id },
      ]),
    );
    summary.projects = projectIds.length;

    // -------------------------------------------------------------------------- detections
    const generated = generateDetections(rng.fork('detections'), contests, lamps, projectIds);
    const detections = generated.rows;
    calculatedPairs = generated.calculatedPairs;
    picturedPairs = generated.picturedPairs;
    await insertAll(trx, 'detections', detections);
    summary.detections = detections.length;
    for (const d of detections) {
      const byType = (summary.detectionsByType[d.contestTypeId] ??= { '1': 0, '2': 0, '4': 0 });
      byType[d.dataType]++;
    }

    // -------------------------------------------------------------------- lamp parameters
    const firstRows = async (contestTypeId: number, dataType: '1' | '2', projectId: number | null, count: number) => {
      let q = trx
        .selectFrom('detections')
        .select(['id', 'contestId'])
        .where('contestTypeId', '=', contestTypeId)
        .where('dataType', '=', dataType)
        .where('surfaceType', '=', 'A')
        .where('rgbwa', '=', ALL_ON);
      if (projectId !== null) q = q.where('projectId', '=', projectId);
      const rows = await q.orderBy('id').limit(40).execute();
      const contestId = rows[0]?.contestId;
      return rows.filter((r) => r.contestId === contestId).slice(0, count).map((r) => r.id);
    };
    const ctx: ParamContext = {
      dictId,
      lampTypeId: (code) => lampTypeId.get(code)!,
      angleId,
      sketchId: (file) => sketchIdByFile.get(file)!,
      lampSketchId,
      brandIds: brandInfo.filter((b) => b.partner === 1).map((b) => b.id),
    };
    const params = demoLampParams(ctx, projectIds, {
      floodRows: await firstRows(101, '1', null, 2),
      compositeRows: await firstRows(103, '2', projectIds[0]!, 2),
      columnRows: await firstRows(104, '1', null, 3),
    });
    let paramIndexCount = 0;
    for (const [i, p] of params.entries()) {
      const form = lampparamForm.parse(p.form);
      const created = demoDate(24 * 60 + i * 95);
      const updated = demoDate(24 * 60 + i * 95 + (p.form.dataStatus === 2 ? 40 : 5));
      const { id: _id, updateDate: _u, projectParamindexList: _list, projectId: _p, lampparamNo: _no, reCopy: _re, ...body } = form as Record<string, unknown>;
      const inserted = await (trx as unknown as UntypedKysely)
        .insertInto('lampParams')
        .values({
          projectId: form.projectId,
          createdBy: userId(p.creator),
          lampparamNo: form.lampparamNo!,
          dataStatus: form.dataStatus,
          makingWay: form.makingWay ?? 1,
          contestType: form.contestType ?? null,
          lampType: form.lampType ?? null,
          angleNo: form.angleNo ?? null,
          grayDemand: form.grayDemand ?? null,
          lampPower: form.lampPower === null || form.lampPower === undefined ? null : String(form.lampPower),
          body: JSON.stringify(body),
          pdfFileName: null,
          pdfHash: null,
          createDate: created,
          updateDate: updated,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const entries = form.projectParamindexList.map((e, sort) => {
        const { id: _id, createDate: _c, updateDate: _u, ...rest } = e;
        return { lampParamId: inserted.id as number, faceType: e.faceType ?? null, sort, body: JSON.stringify(rest), createDate: created, updateDate: updated };
      });
      await insertAll(trx, 'paramIndices', entries);
      paramIndexCount += entries.length;
    }
    summary.lampParams = params.length;
    summary.paramIndices = paramIndexCount;

    // The plan of the resumable steps commits with the reference data.
    const plan: SeedPlan = { calculated: [...calculatedPairs], pictured: [...picturedPairs], createdAt: demoDate(4 * 24 * 60) };
    await trx.insertInto('seedState').values({ name: DEMO_STATE, seed, plan: JSON.stringify(plan), startedAt: new Date().toISOString(), completedAt: null }).execute();
  });
  options.onStep?.('reference');

  const calculated = await calculateDemoRows(db, options, {
    calculated: [...calculatedPairs],
    pictured: [...picturedPairs],
    createdAt: demoDate(4 * 24 * 60),
  });
  summary.calculated = { ...calculated, failures: calculated.failures.length };
  const calcCounts = await k
    .selectFrom('detections')
    .select(['contestTypeId'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dataType', '=', '4')
    .groupBy('contestTypeId')
    .execute();
  for (const c of calcCounts) (summary.detectionsByType[c.contestTypeId] ??= { '1': 0, '2': 0, '4': 0 })['4'] = Number(c.n);
  summary.detections += calculated.rows;
  await markSeedComplete(db);

  summary.mediaPaths = [...new Set(media.written)];
  summary.mediaFiles = summary.mediaPaths.length;
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/**
 * Calculated rows (data type 4) from the photometric engine on the plan's lamp × contest pairs
 * that have none yet, one transaction per lamp (a lamp's rows are all there or none), the
 * engine spread over the cores.
 */
async function calculateDemoRows(db: Db, options: SeedOptions, plan: SeedPlan): Promise<RecomputeSummary> {
  const done = new Set(
    (await db.kysely.selectFrom('detections').select(['lampId', 'contestId']).distinct().where('dataType', '=', '4').execute()).map(
      (r) => `${r.lampId}:${r.contestId}`,
    ),
  );
  const missing = new Set(plan.calculated.filter((pair) => !done.has(pair)));
  const pictured = new Set(plan.pictured);
  return recomputeCalculated(db, {
    mediaDir: options.mediaDir,
    lampIds: [...new Set([...missing].map((pair) => Number(pair.split(':')[0])))],
    include: (lampId, contestId) => missing.has(`${lampId}:${contestId}`),
    threads: options.threads,
    createdAt: plan.createdAt,
    // The engine's pictures cost ten times the numbers: a few rows of each type get them here,
    // the others show the type's generic demo pictures until the listening server completes them
    // in the background (`completeCalculatedPictures`), so the first start stays at a few seconds.
    pictures: (lampId, contestId) => pictured.has(`${lampId}:${contestId}`),
    fallbackPictures: (contestTypeId) => ({ pseuColor: pseudoPath(pictureFamily(contestTypeId), 1), viewPhoto: effectPath(pictureFamily(contestTypeId), 'warm') }),
    onProgress: () => options.onStep?.('calculated-lamp'),
  });
}

/** The mark written last: the demo data are whole. */
async function markSeedComplete(db: Db): Promise<void> {
  await db.kysely.updateTable('seedState').set({ completedAt: new Date().toISOString() }).where('name', '=', DEMO_STATE).execute();
}

/** Complete a seed a crash cut short after its reference data: the calculated rows still missing, then the mark. */
async function resumeDemoData(db: Db, options: SeedOptions, plan: SeedPlan, started: number): Promise<SeedSummary> {
  const summary = emptySummary();
  summary.state = 'resumed';
  summary.seeded = true;
  const calculated = await calculateDemoRows(db, options, plan);
  summary.calculated = { ...calculated, failures: calculated.failures.length };
  summary.detections = calculated.rows;
  await markSeedComplete(db);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

// =============================================================================== fixtures

const LINEAR_LENGTHS: Record<string, number[]> = {
  XQD: [300, 500, 600, 1000, 1200],
  XTD: [500, 1000, 1200],
  LKD: [500, 1000],
  DGD: [1000, 1500, 2000],
  CTD: [300, 600, 900, 1200],
};
/** Linear fixtures: watts per metre. */
const WATTS_PER_METRE: Record<string, [number, number]> = { XQD: [18, 40], XTD: [6, 16], LKD: [10, 22], DGD: [8, 12], CTD: [8, 20] };

const WHITE_CCT = [2700, 3000, 3000, 3500, 4000, 4000, 5000, 5700, 6500];

function generateLamps(rng: Rng, brands: Array<{ id: number; prefix: string; partner: number; factor: number }>, lampTypeId: Map<string, number>): LampRecord[] {
  const out: LampRecord[] = [];
  const models = new Set<string>();
  const totalShare = LAMP_TYPES.reduce((a, t) => a + t.share, 0);
  const TARGET = 460;
  let n = 0;
  for (const spec of LAMP_TYPES) {
    const count = Math.round((spec.share / totalShare) * TARGET);
    for (let i = 0; i < count; i++) {
      n++;
      const brand = rng.weighted(brands, brands.map((b) => (b.partner ? 3 : 1)));
      const shape = spec.shapes.length > 1 && rng.chance(0.35) ? spec.shapes[1]! : spec.shapes[0]!;
      const multi = rng.chance(spec.multiShare);
      const colourKind = multi ? rng.weighted(['RGB', 'RGBW', 'RGBA', 'RGBL'], [4, 4, 1, 1]) : 'W';
      const beamKey = rng.pick(spec.beams);
      const rule = angleRule(beamKey);
      let longNs: number;
      let widthNs: number;
      let heightNs: number;
      let power: number;
      const lengths = LINEAR_LENGTHS[spec.code];
      if (lengths) {
        longNs = rng.pick(lengths);
        const [a, b] = WATTS_PER_METRE[spec.code]!;
        power = clamp(Math.round(((rng.float(a, b, 1) * longNs) / 1000) * 2) / 2, spec.power[0], spec.power[1]);
        const [w0, w1, h0, h1] = spec.code === 'XQD' ? [40, 80, 45, 90] : spec.code === 'CTD' ? [28, 45, 32, 50] : spec.code === 'DGD' ? [20, 40, 16, 30] : [16, 30, 18, 36];
        widthNs = rng.int(w0, w1);
        heightNs = rng.int(h0, h1);
      } else {
        // power on a skewed scale so that small fixtures are common
        const [p0, p1] = spec.power;
        const raw = p0 + (p1 - p0) * rng.next() ** 1.8;
        power = raw < 10 ? round(raw, 1) : Math.round(raw);
        if (rng.chance(0.08) && power >= 10) power += 0.5;
        const size = spec.code === 'TGD' ? 120 + Math.sqrt(power) * 20 : spec.code === 'DMD' ? 90 + power * 3 : spec.code === 'BD' ? 100 + power * 4 : 30 + power * 9;
        longNs = Math.round(size * rng.float(0.9, 1.15));
        widthNs = shape === 2 ? longNs : Math.round(longNs * rng.float(0.7, 1));
        heightNs = Math.round(longNs * rng.float(spec.code === 'DMD' ? 0.7 : 0.35, spec.code === 'DMD' ? 1.1 : 0.7));
      }
      const voltage = power > 100 ? rng.pick(['AC220V', 'AC110-240V']) : rng.pick(spec.voltages);
      const price = Math.round((spec.priceBase + spec.pricePerWatt * power) * brand.factor * (multi ? 1.35 : 1) * rng.float(0.85, 1.2));
      const cct = colourKind === 'W' ? rng.pick(WHITE_CCT) : colourKind === 'RGBW' ? 4000 : null;
      const powerCode = power < 10 ? String(power).replace('.', 'P') : String(Math.round(power));
      let model = `${brand.prefix}-${spec.code}${powerCode}-${rule.ruleNo}${colourKind === 'W' ? `-${Math.round((cct ?? 3000) / 100)}` : `-${colourKind}`}`;
      let suffix = 0;
      while (models.has(model)) model = `${model.replace(/[A-Z]$/, '')}${String.fromCharCode(65 + suffix++)}`;
      models.add(model);
      out.push({
        code: spec.code,
        spec,
        beamKey,
        colourKind,
        row: {
          brandId: brand.id,
          model,
          lampType: lampTypeId.get(spec.code)!,
          lampShape: shape,
          colorFlag: multi ? 2 : 1,
          power,
          workVoltage: voltage,
          authorizedPrice: price,
          longNs,
          widthNs,
          heightNs,
          beamAngle: rule.nominal,
          colorTemperature: cct,
          protectLevel: rng.pick(spec.protect),
          lumImage: `demo/lamps/${spec.code.toLowerCase()}-${shape}.svg`,
          photometryId: null,
          isAudit: rng.chance(0.93) ? 1 : 0,
          createdAt: demoDate(n * 7),
        },
      });
    }
  }
  return out;
}

// ============================================================================ detections

type Contest = CalcContest & { id: number; name: string };

/** Wall distance (lumSizeMin, lumSize) of one measurement, or nulls for types seen directly. */
function wallDistance(rng: Rng, typeId: number): [number | null, number | null] {
  const range = (a: number, b: number, equalShare: number, digits = 2): [number, number] => {
    const min = rng.float(a, b, digits);
    if (rng.chance(equalShare)) return [min, min];
    return [min, round(min + rng.float((b - a) * 0.15, (b - a) * 0.5, digits), digits)];
  };
  switch (typeId) {
    case 101: {
      if (rng.chance(0.6)) {
        const d = rng.pick([6, 8, 10, 12, 15, 18, 20, 25]);
        return [d, d];
      }
      const d = rng.pick([6, 8, 10, 12, 15]);
      return [d, d + rng.pick([2, 3, 5])];
    }
    case 102:
      return range(0.3, 1.0, 0.3);
    case 103:
      return range(0.3, 1.2, 0.3);
    case 104:
      return range(0.5, 3, 0.4, 1);
    case 105:
      return range(0.2, 0.8, 0.3);
    case 106:
      return range(0.05, 0.3, 0.4);
    case 109:
      return range(0.2, 0.6, 0.3);
    default:
      return [null, null];
  }
}

function compatibleLamps(typeId: number, lamps: LampRecord[]): LampRecord[] {
  const rule = TYPE_LAMPS[typeId]!;
  return lamps.filter((l) => {
    if (!rule.codes.includes(l.code)) return false;
    const r = angleRule(l.beamKey);
    if (rule.beamMin !== undefined && r.angleMax < rule.beamMin) return false;
    if (rule.beamMax !== undefined && r.nominal > rule.beamMax) return false;
    return true;
  });
}

export function calcLamp(l: { power: number | null; beamAngle: number | null; colorFlag: number; longNs: number | null; widthNs?: number | null }, spec: LampTypeSpec, beamKey?: string): CalcInput['lamp'] {
  const rule = beamKey ? angleRule(beamKey) : undefined;
  const narrow = l.beamAngle ?? 30;
  const wide = rule && rule.ruleNo.length === 4 ? rule.angleMax : narrow;
  return { power: l.power ?? 10, beamAngle: narrow, beamAngleWide: wide, colorFlag: l.colorFlag, efficacy: spec.efficacy, longNs: l.longNs ?? 300, widthNs: l.widthNs ?? 30 };
}

/** Channels measured besides all lit for multi-colour fixtures. */
function channels(colourKind: string): string[] {
  if (colourKind === 'W') return [];
  return colourKind.split('');
}

function metricsRow(m: DetectionMetrics) {
  const row: Record<string, number | null> = {
    lightness: m.lightness,
    lightnessAve: m.lightnessAve,
    lightnessMax: m.lightnessMax,
    evenness: m.evenness,
    anbanHeight: m.anbanHeight,
  };
  for (let i = 0; i < 10; i++) row[`lightIntensity${i + 1}`] = m.intensities[i] ?? null;
  return row as Pick<DetectionsTable, 'lightness' | 'lightnessAve' | 'lightnessMax' | 'evenness' | 'anbanHeight'> & Record<`lightIntensity${number}`, number | null>;
}

/** How many measurements (A rows, all-on) per data type: over 100 for the common types. */
function measurementCount(typeId: number, dataType: '1' | '2' | '4'): number {
  if ((COMMON_TYPES as readonly number[]).includes(typeId)) return dataType === '2' ? 112 : 125;
  return dataType === '2' ? 18 : 30;
}

/**
 * Measured rows (data types 1 and 2) and the lamp × contest pairs of the calculated rows
 * (data type 4), which the photometric engine computes after the seed's transaction.
 */
/** Calculated rows per application type whose false-colour and effect pictures the engine draws. */
const CALCULATED_PICTURES_PER_TYPE = 6;

function generateDetections(
  rng: Rng,
  contests: Contest[],
  lamps: LampRecord[],
  projectIds: number[],
): { rows: Array<Insertable<DetectionsTable>>; calculatedPairs: Set<string>; picturedPairs: Set<string> } {
  const out: Array<Insertable<DetectionsTable>> = [];
  const calculatedPairs = new Set<string>();
  const picturedPairs = new Set<string>();
  // Calculated rows take the lamps in one shared random order, each on every contest of the
  // type: the types that share lamp types share lamps, so the engine reads fewer files.
  const rank = new Map(rng.shuffle([...lamps]).map((l, i) => [l.id!, i]));
  let minute = 3 * 24 * 60;
  for (const t of CONTEST_TYPES) {
    const typeContests = contests.filter((c) => c.contestTypeId === t.id);
    const typeLamps = compatibleLamps(t.id, lamps);
    if (!typeContests.length || !typeLamps.length) throw new Error(`no contest or lamp for type ${t.id}`);
    const family = pictureFamily(t.id);
    for (const dataType of ['1', '2', '4'] as const) {
      const combos =
        dataType === '4'
          ? [...typeLamps].sort((a, b) => rank.get(a.id!)! - rank.get(b.id!)!).flatMap((l) => typeContests.map((c) => ({ c, l })))
          : rng.shuffle(typeContests.flatMap((c) => typeLamps.map((l) => ({ c, l }))));
      const n = measurementCount(t.id, dataType);
      for (let i = 0; i < n; i++) {
        const { c, l } = combos[i % combos.length]!;
        if (dataType === '4') {
          calculatedPairs.add(`${l.id}:${c.id}`);
          if (i < CALCULATED_PICTURES_PER_TYPE) picturedPairs.add(`${l.id}:${c.id}`);
          continue;
        }
        const [lumSizeMin, lumSize] = wallDistance(rng, t.id);
        const projectId = dataType === '2' ? projectIds[i % projectIds.length]! : null;
        const seq = String(i + 1).padStart(4, '0');
        const taskId = dataType === '1' ? `JC2026-${t.id}-${seq}` : `XM${projectId}-${t.id}-${seq}`;
        const storageId = `KS${t.id}${dataType}${String(l.id).padStart(4, '0')}${String(i + 1).padStart(3, '0')}`;
        const measuredPower = round(l.row.power! * rng.float(0.96, 1.05, 3), 1);
        const tone = l.colourKind !== 'W' ? 'rgb' : (l.row.colorTemperature ?? 3000) <= 3500 ? 'warm' : 'cool';
        const faces: Array<'A' | 'B'> = t.faces === 2 ? ['A', 'B'] : ['A'];
        const lamp = calcLamp({ power: measuredPower, beamAngle: l.row.beamAngle ?? null, colorFlag: l.row.colorFlag ?? 1, longNs: l.row.longNs ?? null, widthNs: l.row.widthNs ?? null }, l.spec, l.beamKey);
        minute += 13;
        // Multi-colour fixtures: some measurements also carry one row per colour channel.
        const perChannel = dataType === '1' && rng.chance(0.35) ? channels(l.colourKind) : [];
        for (const rgbwa of [ALL_ON, ...perChannel]) {
          for (const face of faces) {
            const input: CalcInput = { contest: c, lamp, distance: lumSize, surfaceType: face, rgbwa };
            const m = measuredDetection(input, rng, dataType === '2' ? 0.18 : 0.12);
            out.push({
              contestId: c.id,
              contestTypeId: t.id,
              lampId: l.id!,
              brandId: l.row.brandId,
              dataType,
              projectId,
              surfaceType: face,
              rgbwa,
              storageId,
              taskId,
              pseuColor: pseudoPath(family, (i % 2) + 1),
              viewPhoto: effectPath(family, tone),
              power: measuredPower,
              ...metricsRow(m),
              lumSize,
              lumSizeMin,
              createdAt: demoDate(minute),
            });
          }
        }
      }
    }
  }
  return { rows: out, calculatedPairs, picturedPairs };
}

// ======================================================================= lamp parameters

interface ParamContext {
  dictId: (pinyin: string, cont: string) => number;
  lampTypeId: (code: string) => number;
  angleId: (key: string) => number;
  sketchId: (file: string) => number;
  lampSketchId: (file: string) => number;
  brandIds: number[];
}

interface DemoParam {
  creator: 'demo' | 'demo2';
  form: LampparamForm & { dataStatus: 1 | 2 };
}

/** The lamp parameter number exactly as the editor and the server compute it. */
function numberOf(lampCode: string, beamKey: string, colour: { colours: number; code: string | null }, temps: Array<string | null>, power: number): { no: string; colourCode: string; powerNo: string } {
  const c = colourCode(colour, temps);
  const p = powerNo(power);
  return { no: lampparamNumber({ lampNo: lampCode, angleCode: angleRule(beamKey).ruleNo, colourCode: c, powerNo: p }), colourCode: c, powerNo: p };
}

function entry(values: Partial<ParamIndexEntry>): ParamIndexEntry {
  return { colorTemperatureStr: ALL_ON, ...values } as ParamIndexEntry;
}

function demoLampParams(
  ctx: ParamContext,
  projectIds: number[],
  rows: { floodRows: number[]; compositeRows: number[]; columnRows: number[] },
): DemoParam[] {
  const [bund, bay] = projectIds as [number, number];
  const colourType = (cont: string) => {
    const def = COLOUR_TYPES.find((c) => c.dictCont === cont)!;
    return { id: ctx.dictId('dengjusecaifenlei', cont), colours: Number(def.dictExtra), code: def.dictRemark ?? null };
  };
  const common = (projectId: number) => ({
    projectId,
    rootIn: 4,
    securityFlag: 0,
    customLampparmnoFlag: 0,
    colorTemperatureStr: ALL_ON,
    isControl: 1,
    reCopy: 0,
    recommendBrand: ctx.brandIds.slice(0, 3).join(','),
  });
  const out: DemoParam[] = [];
  const add = (
    creator: 'demo' | 'demo2',
    projectId: number,
    p: {
      lampCode: string;
      beamKey: string;
      colour: string;
      temps: Array<string | null>;
      power: number;
      lampSketch: string;
      sketch: string;
      dataStatus: 1 | 2;
      custom?: string;
      fields: Partial<LampparamForm>;
      indices: ParamIndexEntry[];
    },
  ) => {
    const ct = colourType(p.colour);
    const n = numberOf(p.lampCode, p.beamKey, ct, p.temps, p.power);
    const form: LampparamForm & { dataStatus: 1 | 2 } = {
      ...common(projectId),
      grayDemand: ct.id,
      colorType: ct.colours > 1 ? 2 : 1,
      colorTemperatureFirst: p.temps[0] ?? null,
      colorTemperatureSecond: p.temps[1] ?? null,
      colorTemperatureThird: p.temps[2] ?? null,
      colorTemperatureFourth: p.temps[3] ?? null,
      colorTempeNo: n.colourCode,
      colorTemperature: p.temps[0] ?? null,
      angleNo: ctx.angleId(p.beamKey),
      lampType: ctx.lampTypeId(p.lampCode),
      lampNo: p.lampCode,
      lampSketchId: ctx.lampSketchId(p.lampSketch),
      lampSketchPath: `demo/lamp-sketches/${p.lampSketch}.svg`,
      contestSketchId: ctx.sketchId(p.sketch),
      contestSketchPath: `demo/sketches/${p.sketch}.svg`,
      powerNo: n.powerNo,
      lampPower: String(p.power),
      ...(p.custom ? { customLampparmnoFlag: 1, customLampparmNo: p.custom } : {}),
      lampparamNo: p.custom ?? n.no,
      ...p.fields,
      dataStatus: p.dataStatus,
      projectParamindexList: p.indices,
    };
    out.push({ creator, form });
  };

  // 1 外滩: floodlighting, generated from two typical rows (make), equal wall distances.
  add('demo', bund, {
    lampCode: 'TGD',
    beamKey: '10°',
    colour: '单色温',
    temps: ['3000'],
    power: 150,
    lampSketch: 'tgd-3',
    sketch: 'floodlighting-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.floodRows.join(','),
      contestType: 101,
      contestH: '18',
      contestW: '12',
      contestD: '15',
      lumSize: '15',
      lumSizeMin: '15',
      lampShape: 1,
      lampLong: '320',
      lampWidth: '256',
      lampHeight: '144',
      albedo: '0.4',
      protectLevel: 'IP66',
      workVoltage: 'AC220V',
      installType: '支架安装',
      installDirection: '向上',
      materialQuality: '压铸铝',
      weight: '8.5',
      glare: '加装防眩光罩',
      controlProtocol: 'DALI',
      controlDigit: '1',
      roadType: '滨水步道',
      budengWay: '地面远距离投射',
      lightType: '泛光照明',
      effectDescription: '历史建筑石材立面，暖白光均匀照亮，突出檐口与柱廊。',
      effectPic: 'demo/effects/flood-warm.svg',
      priceWeight: '20',
      evennessWeight: '30',
      lightnessAveWeight: '30',
      powerWeight: '20',
    },
    indices: [entry({ brightnessAvgMin: '10', brightnessAvgMax: '30', brightnessMax: '80', evenness: '0.12', maculaHight: '2.5' })],
  });
  // 2 外滩: wall washing, two colour temperatures, draft.
  add('demo', bund, {
    lampCode: 'XQD',
    beamKey: '10°×60°',
    colour: '双色温',
    temps: ['3000', '4000'],
    power: 24,
    lampSketch: 'xqd-4',
    sketch: 'wall-washing-2',
    dataStatus: 1,
    fields: {
      makingWay: 1,
      contestType: 102,
      contestH: '9',
      contestW: '4',
      contestS: '1',
      contestD: '0.5',
      lumSize: '0.6',
      lumSizeMin: '0.4',
      lampShape: 1,
      lampLong: '1000',
      lampWidth: '70',
      lampHeight: '82',
      albedo: '0.4',
      protectLevel: 'IP66',
      workVoltage: 'DC24V',
      installType: '支架安装',
      installDirection: '向上',
      controlProtocol: 'DMX512',
      controlDigit: '2',
      budengWay: '墙根上洗',
      lightType: '洗墙照明',
      effectDescription: '底部亮、向上渐暗，可在 3000 K 与 4000 K 间切换。',
    },
    indices: [entry({ brightnessAvgMin: '20', brightnessAvgMax: '50', evenness: '0.12', maculaHight: '2.5' })],
  });
  // 3 外滩: composite surface, two faces A and B, generated by demo2 from project rows.
  add('demo2', bund, {
    lampCode: 'XQD',
    beamKey: '20°×50°',
    colour: '单色温',
    temps: ['3500'],
    power: 36,
    lampSketch: 'xqd-9',
    sketch: 'composite-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.compositeRows.join(','),
      contestType: 103,
      contestW1: '3.6',
      contestW2: '1.8',
      contestH1: '6',
      contestH2: '2',
      contestD: '0.6',
      lumSize: '0.8',
      lumSizeMin: '0.6',
      lampShape: 1,
      lampLong: '1200',
      lampWidth: '70',
      lampHeight: '82',
      albedo: '0.4',
      protectLevel: 'IP67',
      workVoltage: 'DC48V',
      installType: '表面安装',
      installDirection: '向上',
      controlProtocol: 'DALI',
      budengWay: '两面分别布灯',
      lightType: '洗墙照明',
      effectDescription: 'A 面整体均匀，B 面稍暗以表现退台层次。',
    },
    indices: [
      entry({ faceType: 'A', brightnessAvgMin: '8', brightnessAvgMax: '40', evenness: '0.12' }),
      entry({ faceType: 'B', brightnessAvgMin: '2', brightnessAvgMax: '20', evenness: '0.08', bcBrightnessRatioMin: '0.3', bcBrightnessRatioMax: '0.6' }),
    ],
  });
  // 4 外滩: controlled point source, RGBW multi-colour with one entry per channel.
  add('demo', bund, {
    lampCode: 'DGY',
    beamKey: '15°',
    colour: 'RGBW',
    temps: [null],
    power: 3,
    lampSketch: 'dgy-2',
    sketch: 'controlled-point-1',
    dataStatus: 2,
    fields: {
      makingWay: 1,
      contestType: 112,
      contestH0: '12',
      contestS: '3',
      contestA: '20',
      contestD: '40',
      lampShape: 2,
      lampLong: '60',
      lampHeight: '40',
      albedo: '',
      protectLevel: 'IP67',
      workVoltage: 'DC24V',
      installType: '卡扣安装',
      installDirection: '可调',
      controlProtocol: 'DMX512',
      controlDigit: '4',
      budengWay: '间隔点状',
      lightType: '点缀照明',
      colorDemand: 'RGBW 四通道独立控制，白光 4000 K。',
    },
    indices: [
      entry({ level0: '300', verticalUp60: '5', verticalDown60: '5', levelLeft60: '5', levelRight60: '5', verticalUp30: '20', verticalDown10: '150', down45: '10' }),
      entry({ faceType: 'C1', colorName: 'R 625nm', colorTemperatureStr: 'R', colorPower: '0.75', colorCoordinate: '0.700,0.299' }),
      entry({ faceType: 'C2', colorName: 'G 530nm', colorTemperatureStr: 'G', colorPower: '0.75', colorCoordinate: '0.170,0.700' }),
      entry({ faceType: 'C3', colorName: 'B 470nm', colorTemperatureStr: 'B', colorPower: '0.75', colorCoordinate: '0.135,0.040' }),
      entry({ faceType: 'C4', colorName: 'W 4000K', colorTemperatureStr: 'W', colorPower: '0.75', colorCoordinate: '0.380,0.377' }),
    ],
  });
  // 5 深圳湾: window frame, two faces, draft by demo2.
  add('demo2', bay, {
    lampCode: 'CTD',
    beamKey: '10°×30°',
    colour: '单色温',
    temps: ['2700'],
    power: 12,
    lampSketch: 'ctd-2',
    sketch: 'window-frame-1',
    dataStatus: 1,
    fields: {
      makingWay: 1,
      contestType: 106,
      contestW1: '0.2',
      contestW2: '1.5',
      contestH1: '1.8',
      contestH2: '0.2',
      contestD: '0.1',
      lumSize: '0.15',
      lumSizeMin: '0.1',
      lampShape: 1,
      lampLong: '600',
      lampWidth: '34',
      lampHeight: '40',
      albedo: '0.4',
      protectLevel: 'IP65',
      workVoltage: 'DC24V',
      installType: '卡扣安装',
      installDirection: '向上',
      budengWay: '窗台上洗',
      lightType: '轮廓照明',
    },
    indices: [
      entry({ faceType: 'A', brightnessAvgMin: '25', evenness: '0.08' }),
      entry({ faceType: 'B', brightnessAvgMin: '5', evenness: '0.05', bcBrightnessRatioMin: '0.2' }),
    ],
  });
  // 6 深圳湾: column, generated from typical rows.
  add('demo', bay, {
    lampCode: 'DMD',
    beamKey: '15°',
    colour: '单色温',
    temps: ['4000'],
    // Point 9: the made power is the rows' 18.3 W rounded up.
    power: 19,
    lampSketch: 'dmd-2',
    sketch: 'column-1',
    dataStatus: 2,
    fields: {
      makingWay: 2,
      detectionIds: rows.columnRows.join(','),
      contestType: 104,
      contestH: '9',
      contestW: '0.9',
      contestD: '0.8',
      lumSize: '1.0',
      lumSizeMin: '0.8',
      lampShape: 2,
      lampLong: '320',
      lampHeight: '130',
      albedo: '0.4',
      protectLevel: 'IP68',
      workVoltage: 'AC220V',
      installType: '地埋安装',
      installDirection: '向上',
      materialQuality: '316不锈钢',
      surfaceTemperature: '60',
      budengWay: '柱脚单侧投射',
      lightType: '泛光照明',
      effectDescription: '柱身中性白光，柱头收光。',
    },
    indices: [entry({ brightnessAvgMin: '8', brightnessAvgMax: '35', evenness: '0.1', maculaHight: '2.5' })],
  });
  // 7 深圳湾: self-luminous line, RGB, custom number, draft.
  add('demo', bay, {
    lampCode: 'LKD',
    beamKey: '120°',
    colour: 'RGB',
    temps: [null],
    power: 18,
    lampSketch: 'lkd-1',
    sketch: 'self-line-1',
    dataStatus: 1,
    custom: 'SZB-LKD-01',
    fields: {
      makingWay: 1,
      contestType: 111,
      contestL: '1',
      contestS: '1.2',
      contestH0: '4',
      lampShape: 1,
      lampLong: '1000',
      lampWidth: '24',
      lampHeight: '24',
      albedo: '',
      protectLevel: 'IP67',
      workVoltage: 'DC24V',
      controlProtocol: 'SPI',
      controlDigit: '3',
      budengWay: '连续线性',
      lightType: '媒体立面',
    },
    indices: [
      entry({ brightnessAvgMin: '150', evenness: '0.7', level0: '80' }),
      entry({ faceType: 'C1', colorName: 'R 625nm', colorTemperatureStr: 'R', colorPower: '6' }),
      entry({ faceType: 'C2', colorName: 'G 530nm', colorTemperatureStr: 'G', colorPower: '6' }),
      entry({ faceType: 'C3', colorName: 'B 470nm', colorTemperatureStr: 'B', colorPower: '6' }),
    ],
  });
  return out;
}

export type { LampTypeSpec };
