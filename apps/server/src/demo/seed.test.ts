import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTEST_GROUPS,
  CONTEST_TYPES,
  DIMENSION_LETTERS,
  colourCode,
  detectionRow,
  lampparamForm,
  lampparamNumber,
  paramIndexEntry,
  isValidPower,
  powerNo, contestDimensionsFromContest
} from '@lampsheet/contracts';
import type { Db } from '../db/database.js';
import { verifyPassword } from '../modules/auth/password.js';
import { dump, fresh } from '../test/demo-dump.js';
import { calculateContest, parsePhotometry } from '@lampsheet/photometry';
import { COMMON_TYPES } from './reference.js';
import { calculatedDetection, demoPasswords, seedDemoData, type SeedSummary } from './seed.js';

const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('demo data', () => {
  let db: Db;
  let mediaDir: string;
  let summary: SeedSummary;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-'));
    db = await fresh();
    summary = await seedDemoData(db, { mediaDir, seed: 7 });
  }, 60000);
  afterAll(async () => {
    await db.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('fills the database, the calculated rows from the engine', () => {
    expect(summary.seeded).toBe(true);
    // The time it takes is a benchmark's figure (`npm run bench:seed`), not a limit here.
    expect(summary.calculated).toMatchObject({ pairs: 990, failures: 0 });
    expect(summary.calculated!.rows).toBeGreaterThan(1000);
  });

  it('has the three demo accounts with hashed passwords', async () => {
    const users = await db.kysely.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['demo', 'designer'],
      ['demo2', 'designer'],
      ['admin', 'admin'],
    ]);
    for (const { username, password } of demoPasswords) {
      const user = users.find((u) => u.username === username)!;
      expect(user.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, user.passwordHash)).toBe(true);
    }
  });

  it('has the 5 groups and 14 types of the contracts, with contests of realistic size', async () => {
    const types = await db.kysely.selectFrom('contestTypes').selectAll().orderBy('id').execute();
    expect(types.filter((t) => t.parentId === null).map((t) => t.id)).toEqual(CONTEST_GROUPS.map((g) => g.id));
    const children = types.filter((t) => t.parentId !== null);
    expect(children.map((t) => [t.id, t.parentId, t.typeName, t.faces, t.albedoBlank])).toEqual(
      CONTEST_TYPES.map((t) => [t.id, t.parentId, t.nameZh, t.faces, t.albedoBlank ? 1 : 0]),
    );
    const contests = await db.kysely.selectFrom('contests').selectAll().execute();
    for (const t of CONTEST_TYPES) {
      const mine = contests.filter((c) => c.contestTypeId === t.id);
      expect(mine.length, `contests of ${t.id}`).toBeGreaterThanOrEqual(2);
      for (const c of mine) expect(c.albedo).toBe(t.albedoBlank ? null : 0.4);
    }
    for (const c of contests.filter((x) => x.contestTypeId === 101)) {
      expect(c.h).toBeGreaterThanOrEqual(12);
      expect(c.h).toBeLessThanOrEqual(30);
      expect(c.w).toBeGreaterThanOrEqual(6);
      expect(c.w).toBeLessThanOrEqual(20);
    }
  });

  it('has 40+ brands (most partners) and 400+ fixtures', async () => {
    const brands = await db.kysely.selectFrom('brands').selectAll().execute();
    expect(brands.length).toBeGreaterThanOrEqual(40);
    const partners = brands.filter((b) => b.isOrgState === 1).length;
    expect(partners).toBeGreaterThan(brands.length / 2);
    expect(partners).toBeLessThan(brands.length);
    const lamps = await db.kysely.selectFrom('lamps').selectAll().execute();
    expect(lamps.length).toBeGreaterThanOrEqual(400);
    expect(new Set(lamps.map((l) => l.model)).size).toBe(lamps.length);
    const lampTypes = new Set((await db.kysely.selectFrom('dictEntries').select('id').where('indexPinyin', '=', 'dengjuleixing').execute()).map((d) => d.id));
    for (const l of lamps) {
      expect(lampTypes.has(l.lampType!)).toBe(true);
      expect([1, 2]).toContain(l.lampShape);
      expect([1, 2]).toContain(l.colorFlag);
      expect(l.power).toBeGreaterThan(0);
      expect(l.power).toBeLessThanOrEqual(300);
      expect(l.workVoltage).toMatch(/^(DC\d+V|AC\d+(-\d+)?V)$/);
      expect(l.authorizedPrice).toBeGreaterThan(0);
      expect(l.photometryId).not.toBeNull();
    }
    const files = await db.kysely.selectFrom('photometryFiles').select(['id', 'format', 'lumens', 'inputWatts', 'beamAngle']).execute();
    expect(new Set(lamps.map((l) => l.photometryId)).size).toBe(lamps.length);
    expect(new Set(files.map((f) => f.format))).toEqual(new Set(['IES', 'LDT']));
    const fileById = new Map(files.map((f) => [f.id, f]));
    for (const l of lamps) {
      const f = fileById.get(l.photometryId!)!;
      expect(f.inputWatts).toBe(l.power);
      expect(f.lumens! / l.power!).toBeGreaterThan(30);
      expect(f.lumens! / l.power!).toBeLessThan(120);
    }
    expect(lamps.filter((l) => l.colorFlag === 2).length).toBeGreaterThan(50);
    expect(lamps.filter((l) => l.isAudit === 1).length).toBeGreaterThan(lamps.length * 0.85);
  });

  it('has over 100 rows of each data type for the common types and rows of every data type for all', async () => {
    const counts = await db.kysely
      .selectFrom('detections')
      .select(['contestTypeId', 'dataType'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('surfaceType', '=', 'A')
      .where('rgbwa', '=', '全亮')
      .groupBy(['contestTypeId', 'dataType'])
      .execute();
    const n = (type: number, dataType: string) => Number(counts.find((c) => c.contestTypeId === type && c.dataType === dataType)?.n ?? 0);
    for (const t of CONTEST_TYPES) for (const dt of ['1', '2', '4']) expect(n(t.id, dt), `type ${t.id} data type ${dt}`).toBeGreaterThan(0);
    for (const t of COMMON_TYPES) for (const dt of ['1', '2', '4']) expect(n(t, dt), `type ${t} data type ${dt}`).toBeGreaterThan(100);
  });

  it('keeps detection rows consistent and plausible', async () => {
    const rows = await db.kysely
      .selectFrom('detections as d')
      .innerJoin('contests as c', 'c.id', 'd.contestId')
      .innerJoin('lamps as l', 'l.id', 'd.lampId')
      .select(['d.id', 'd.contestTypeId', 'd.brandId', 'd.dataType', 'd.projectId', 'd.lightness', 'd.lightnessAve', 'd.lightnessMax', 'd.evenness', 'd.anbanHeight', 'd.rgbwa', 'd.lumSize', 'd.lumSizeMin', 'd.lightIntensity1', 'd.lightIntensity2', 'd.taskId', 'd.storageId', 'd.pseuColor', 'd.viewPhoto'])
      .select(['c.contestTypeId as contestType', 'l.brandId as lampBrand'])
      .execute();
    const projects = new Set((await db.kysely.selectFrom('projects').select('id').execute()).map((p) => p.id));
    for (const r of rows) {
      expect(r.contestTypeId).toBe(r.contestType);
      expect(r.brandId).toBe(r.lampBrand);
      if (r.dataType === '2') expect(projects.has(r.projectId!)).toBe(true);
      else expect(r.projectId).toBeNull();
      expect(r.taskId).toBeTruthy();
      expect(r.storageId).toBeTruthy();
      expect(r.pseuColor).toMatch(r.dataType === '4' ? /^(demo|calc)\// : /^demo\//);
      expect(r.viewPhoto).toMatch(r.dataType === '4' ? /^(demo|calc)\// : /^demo\//);
      // The engine's numbers (data type 4) and the measurements of them (1 and 2, within ±15 %:
      // coherence.test.ts): U0 of the lit field beyond the dark band. Every row of fixtures
      // covers its face and the beams have spill, so no lit field has a cell at 0 any more.
      if (r.lightnessAve !== null) {
        expect(r.lightness!).toBeLessThanOrEqual(r.lightnessAve);
        expect(r.lightnessAve).toBeLessThanOrEqual(r.lightnessMax!);
        expect(r.evenness!).toBeGreaterThan(0);
        expect(r.evenness!).toBeLessThanOrEqual(1);
      }
      if (r.lumSize !== null) expect(r.lumSizeMin!).toBeLessThanOrEqual(r.lumSize);
      if (r.lightIntensity1 !== null) expect(r.lightIntensity1).toBeGreaterThan(0);
    }
    // Façade levels (docs/DOMAIN.md, "Demo figures"): on every lit-surface type some fixtures
    // give 5–30 cd/m² on a typical surface and some give less or more.
    for (const type of [101, 102, 103, 104, 106]) {
      const allOn = rows.filter((r) => r.contestTypeId === type && r.rgbwa === '全亮' && r.lightnessAve !== null);
      const within = allOn.filter((r) => r.lightnessAve! >= 5 && r.lightnessAve! <= 30).length;
      expect(within, `type ${type}`).toBeGreaterThan(allOn.length * 0.2);
      expect(within, `type ${type}`).toBeLessThan(allOn.length);
    }
    expect(rows.filter((r) => r.rgbwa === '全亮').length).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((r) => r.rgbwa))).toEqual(new Set(['全亮', 'R', 'G', 'B', 'W', 'A', 'L']));
    const flood = rows.filter((r) => r.contestTypeId === 101 && r.lumSize !== null);
    expect(flood.some((r) => r.lumSize === r.lumSizeMin)).toBe(true);
    expect(flood.some((r) => r.lumSize !== r.lumSizeMin)).toBe(true);
    // point sources: intensities narrow with the beam (60° off axis far below the axis)
    const points = rows.filter((r) => r.contestTypeId === 112 && r.rgbwa === '全亮');
    for (const p of points) expect(p.lightIntensity2!).toBeLessThan(p.lightIntensity1!);
  });

  it('computes the calculated rows with the photometric engine from the lamp\'s own file', async () => {
    const rows = await db.kysely
      .selectFrom('detections as d')
      .innerJoin('lamps as l', 'l.id', 'd.lampId')
      .innerJoin('photometryFiles as p', 'p.id', 'l.photometryId')
      .innerJoin('contests as c', 'c.id', 'd.contestId')
      .selectAll('c')
      .select(['d.lightnessAve', 'd.evenness', 'd.lightIntensity1', 'd.pseuColor', 'p.content', 'p.fileName'])
      .where('d.dataType', '=', '4')
      .where('d.surfaceType', '=', 'A')
      .where('d.contestTypeId', 'in', [102, 112])
      .orderBy('d.id')
      .execute();
    for (const type of [102, 112]) {
      const row = rows.find((r) => r.contestTypeId === type)!;
      const kind = type === 102 ? 'wallWashing' : 'controlledPoint';
      const engine = calculateContest(kind, contestDimensionsFromContest(row), row.albedo, parsePhotometry(row.content, row.fileName));
      if (type === 102) {
        expect(Math.abs(row.lightnessAve! - engine.faces[0]!.lightnessAve)).toBeLessThan(0.01 * engine.faces[0]!.lightnessAve + 0.06);
        expect(row.evenness).toBeCloseTo(engine.faces[0]!.evenness, 3);
      } else {
        expect(row.lightIntensity1).toBeCloseTo(engine.lightIntensity[0]!, 0);
      }
    }
    expect(rows.filter((r) => r.pseuColor?.startsWith('calc/')).length).toBeGreaterThan(0);
  });

  it('gives two-face types an A and a B row for the same contest, lamp and task', async () => {
    for (const type of [103, 106]) {
      const rows = await db.kysely.selectFrom('detections').selectAll().where('contestTypeId', '=', type).execute();
      const key = (r: (typeof rows)[number]) => `${r.contestId}|${r.lampId}|${r.taskId}|${r.dataType}|${r.rgbwa}`;
      const a = rows.filter((r) => r.surfaceType === 'A').map(key).sort();
      const b = rows.filter((r) => r.surfaceType === 'B').map(key).sort();
      expect(a.length).toBeGreaterThan(300);
      expect(b).toEqual(a);
    }
    const single = await db.kysely.selectFrom('detections').select('id').where('surfaceType', '=', 'B').where('contestTypeId', 'not in', [103, 106]).execute();
    expect(single).toEqual([]);
  });

  it('has more than 12 column definitions per type in three groups, named after detection row fields', async () => {
    const cols = await db.kysely.selectFrom('columnDefs').selectAll().execute();
    const rowKeys = new Set(Object.keys(detectionRow.shape));
    for (const t of CONTEST_TYPES) {
      const mine = cols.filter((c) => c.contestTypeId === t.id);
      expect(mine.length, `columns of ${t.id}`).toBeGreaterThan(12);
      expect(new Set(mine.map((c) => c.indexType))).toEqual(new Set([1, 2, 3]));
      const shown = mine.filter((c) => c.fieldFlag === 1);
      expect(shown.length).toBeGreaterThan(6);
      expect(shown.length).toBeLessThanOrEqual(12);
      expect(mine.map((c) => c.indexKey)).toEqual(expect.arrayContaining(['brightnessAvgMin', 'illuminancyAvgMin', 'lumImage', 'pseuColor', 'viewPhoto', 'power', 'brandName']));
      for (const c of mine) {
        if (c.indexKey !== 'brightnessAvgMin' && c.indexKey !== 'illuminancyAvgMin') expect(rowKeys.has(c.indexKey), c.indexKey).toBe(true);
        expect(c.testFlag).toBe(c.indexType === 3 ? 1 : 0);
      }
      expect(new Set(mine.map((c) => c.indexKey)).size).toBe(mine.length);
      if (t.pointSource) expect(mine.filter((c) => c.indexKey.startsWith('lightIntensity')).length).toBe(10);
      else expect(mine.map((c) => c.indexKey)).toContain('lightnessAve');
    }
    expect(cols.some((c) => c.indexPrefix === '≥')).toBe(true);
    expect(cols.some((c) => c.indexPrefix === '≤')).toBe(true);
  });

  it('has template indices of the four index types, with faces A and B for two-face types', async () => {
    const rows = await db.kysely.selectFrom('templateIndices').selectAll().execute();
    const formKeys = new Set([...Object.keys(lampparamForm.shape), ...Object.keys(paramIndexEntry.shape)]);
    const dictCodes = new Set((await db.kysely.selectFrom('dictEntries').select('indexPinyin').distinct().execute()).map((d) => d.indexPinyin));
    for (const t of CONTEST_TYPES) {
      const mine = rows.filter((r) => r.contestTypeId === t.id);
      expect(new Set(mine.map((r) => r.indexType))).toEqual(new Set([1, 2, 3, 4]));
      for (const r of mine) {
        expect(formKeys.has(r.indexKey), r.indexKey).toBe(true);
        expect(['select', 'textarea', 'other']).toContain(r.controlType);
        expect(r.indexDesc).toBeTruthy();
        if (r.controlType === 'select') expect(dictCodes.has(r.controlDict!), `${r.controlDict}`).toBe(true);
      }
      const faces = new Set(mine.filter((r) => r.indexType === 2 && r.faceType).map((r) => r.faceType));
      expect([...faces].sort()).toEqual(t.faces === 2 ? ['A', 'B'] : []);
      if (t.pointSource) expect(mine.map((r) => r.indexKey)).toEqual(expect.arrayContaining(['level0', 'verticalUp60', 'down45', 'level0Custom', 'verticalDown10Custom']));
      else expect(mine.map((r) => r.indexKey)).toEqual(expect.arrayContaining(['brightnessAvgMin', 'evenness', 'brightnessAvgMinCustom', 'brightnessAvgMaxCustom']));
      // every …Custom target of the parameter index entry has an input on each face (issue 18, point 5)
      expect(mine.filter((r) => r.indexKey === 'colorTemperatureCustom').map((r) => r.faceType).sort()).toEqual(t.faces === 2 ? ['A', 'B'] : [null]);
      expect(mine.map((r) => r.indexKey)).toEqual(expect.arrayContaining(['protectLevel', 'installType', 'installDirection', 'controlProtocol']));
    }
  });

  it('has every dictionary, the RGB family, guidance videos and the beam-angle map', async () => {
    const dicts = await db.kysely.selectFrom('dictEntries').selectAll().execute();
    const of = (p: string) => dicts.filter((d) => d.indexPinyin === p);
    for (const p of ['dengjusecaifenlei', 'dengjuleixing', 'fanghudengji', 'kongzhixieyi', 'anzhuangfangshi', 'anzhuangfangxiang', 'shipinjiaocheng', 'guangshujiao', 'budengfangshi']) {
      expect(of(p).length, p).toBeGreaterThan(2);
    }
    const colours = of('dengjusecaifenlei');
    expect(colours.map((c) => [c.dictCont, c.dictExtra, c.dictRemark])).toEqual(
      expect.arrayContaining([
        ['单色温', '1', null],
        ['RGB', '3', 'RGB'],
        ['RGBW', '4', 'RGBW'],
        ['RGBA', '4', 'RGBA'],
        ['RGBL', '4', 'RGBL'],
      ]),
    );
    expect(of('dengjuleixing').map((d) => d.dictExtra)).toEqual(expect.arrayContaining(['XQD', 'TGD', 'XTD', 'DGY', 'LKD', 'DMD', 'DGD', 'CTD']));
    expect(of('fanghudengji').map((d) => d.dictCont)).toEqual(['IP65', 'IP66', 'IP67', 'IP68']);
    for (const v of of('shipinjiaocheng')) {
      expect(v.dictVideo).toMatch(/\.webm$/);
      expect(v.dictSubtitle).toMatch(/\.vtt$/);
    }
    const lampTypeIds = new Set(of('dengjuleixing').map((d) => d.id));
    for (const b of of('guangshujiao')) expect(lampTypeIds.has(b.lampType!)).toBe(true);
    expect(of('budengfangshi').every((d) => d.contestType !== null)).toBe(true);
    const angles = await db.kysely.selectFrom('angleRules').selectAll().execute();
    expect(angles.map((a) => a.ruleKey)).toEqual(expect.arrayContaining(['5°', '10°', '30°', '120°', '10°×60°', '20°×50°']));
    for (const a of angles) expect(a.angleMin).toBeLessThanOrEqual(a.angleMax);
  });

  it('has weight presets summing to 100', async () => {
    const presets = await db.kysely.selectFrom('weightPresets').selectAll().execute();
    for (const t of CONTEST_TYPES) {
      const mine = presets.filter((p) => p.contestTypeId === t.id);
      expect(mine.length).toBeGreaterThanOrEqual(3);
      for (const p of mine) expect(p.price + p.evenness + p.lightnessMax + p.lightnessMin + p.lightnessAve + p.powerValue).toBe(100);
    }
  });

  it('has nested surface sketches per type whose letters match the drawing, one generic form per group', async () => {
    const sketches = await db.kysely.selectFrom('surfaceSketches').selectAll().execute();
    for (const t of CONTEST_TYPES) {
      const mine = sketches.filter((s) => s.contestTypeId === t.id);
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.length).toBeLessThanOrEqual(4);
      const parents = mine.filter((s) => s.parentId === null);
      expect(parents.length).toBe(1);
      for (const s of mine.filter((x) => x.parentId !== null)) expect(s.parentId).toBe(parents[0]!.id);
      for (const s of mine) {
        expect(s.contestFrontId).toBe(t.id);
        const attr = Object.keys(JSON.parse(s.sketchAttr));
        for (const l of attr) expect(DIMENSION_LETTERS as readonly string[]).toContain(l);
        expect(Object.keys(JSON.parse(s.sketchAttrCoordinate!)).sort()).toEqual(attr.sort());
        const svg = readFileSync(join(mediaDir, s.sketchMapOriginal), 'utf8');
        for (const l of attr) expect(svg).toContain(`>${l}</text>`);
      }
    }
    for (const g of CONTEST_GROUPS) {
      const generic = sketches.filter((s) => s.templateType === 2 && CONTEST_TYPES.find((t) => t.id === s.contestTypeId)!.parentId === g.id);
      expect(generic.length, `group ${g.id}`).toBe(1);
    }
  });

  it('has lamp sketches by lamp type, more than a page of 9 for one type', async () => {
    const rows = await db.kysely.selectFrom('lampSketches').selectAll().execute();
    const byType = new Map<number, number>();
    for (const r of rows) byType.set(r.lampType, (byType.get(r.lampType) ?? 0) + 1);
    expect(Math.max(...byType.values())).toBeGreaterThan(9);
    expect(byType.size).toBeGreaterThanOrEqual(8);
    for (const r of rows) for (const l of Object.keys(JSON.parse(r.lampAttr))) expect(['L', 'W', 'D']).toContain(l);
  });

  it('has two demo projects with both designers and lamp parameters that pass the form schema', async () => {
    const projects = await db.kysely.selectFrom('projects').selectAll().execute();
    expect(projects.length).toBe(2);
    const members = await db.kysely.selectFrom('projectMembers').selectAll().execute();
    expect(members.length).toBe(4);
    const params = await db.kysely.selectFrom('lampParams').selectAll().execute();
    expect(params.length).toBeGreaterThanOrEqual(6);
    expect(new Set(params.map((p) => p.dataStatus))).toEqual(new Set([1, 2]));
    for (const p of projects) expect(params.filter((x) => x.projectId === p.id).length).toBeGreaterThanOrEqual(2);
    const dicts = await db.kysely.selectFrom('dictEntries').selectAll().execute();
    const angles = await db.kysely.selectFrom('angleRules').selectAll().execute();
    const indices = await db.kysely.selectFrom('paramIndices').selectAll().execute();
    let twoFace = 0;
    let multi = 0;
    for (const p of params) {
      const body = JSON.parse(p.body);
      const form = lampparamForm.parse({ ...body, projectId: p.projectId, lampparamNo: p.lampparamNo });
      const mine = indices.filter((i) => i.lampParamId === p.id).map((i) => paramIndexEntry.parse(JSON.parse(i.body)));
      expect(mine.length).toBeGreaterThan(0);
      const colour = dicts.find((d) => d.id === form.grayDemand)!;
      const code = colourCode({ colours: Number(colour.dictExtra), code: colour.dictRemark }, [form.colorTemperatureFirst, form.colorTemperatureSecond, form.colorTemperatureThird, form.colorTemperatureFourth] as string[]);
      const expected = lampparamNumber({
        lampNo: dicts.find((d) => d.id === form.lampType)!.dictExtra,
        angleCode: angles.find((a) => a.id === form.angleNo)!.ruleNo,
        colourCode: code,
        powerNo: powerNo(Number(form.lampPower)),
      });
      expect(p.lampparamNo).toBe(form.customLampparmnoFlag ? form.customLampparmNo : expected);
      // the server-side rules of specification point 5
      if (form.dataStatus === 2) {
        expect(form.angleNo && code && form.lampType && (form.lampSketchId || form.lampSketchPath)).toBeTruthy();
        expect(isValidPower(form.lampPower as string)).toBe(true);
      }
      if (form.contestType === 101 && form.lumSize && form.lumSizeMin) expect(Number(form.lumSize)).toBe(Number(form.lumSizeMin));
      if (mine.some((e) => e.faceType === 'A') && mine.some((e) => e.faceType === 'B')) twoFace++;
      if (mine.some((e) => e.faceType?.startsWith('C'))) multi++;
      if (form.detectionIds) {
        const ids = form.detectionIds.split(',').map(Number);
        const rows = await db.kysely.selectFrom('detections').select(['contestId', 'contestTypeId']).where('id', 'in', ids).execute();
        expect(rows.length).toBe(ids.length);
        expect(new Set(rows.map((r) => r.contestId)).size).toBe(1);
        expect(rows[0]!.contestTypeId).toBe(form.contestType);
      }
    }
    expect(twoFace).toBeGreaterThanOrEqual(1);
    expect(multi).toBeGreaterThanOrEqual(1);
  });

  it('writes every media file the database names', async () => {
    const paths = new Set<string>();
    const add = (p: string | null | undefined) => p && paths.add(p);
    for (const b of await db.kysely.selectFrom('brands').select('brandLogo').execute()) add(b.brandLogo);
    for (const l of await db.kysely.selectFrom('lamps').select('lumImage').distinct().execute()) add(l.lumImage);
    for (const d of await db.kysely.selectFrom('detections').select(['pseuColor', 'viewPhoto']).distinct().execute()) {
      add(d.pseuColor);
      add(d.viewPhoto);
    }
    for (const s of await db.kysely.selectFrom('surfaceSketches').select('sketchMapOriginal').execute()) add(s.sketchMapOriginal);
    for (const s of await db.kysely.selectFrom('lampSketches').select('sketchMapOriginal').execute()) add(s.sketchMapOriginal);
    for (const d of await db.kysely.selectFrom('dictEntries').select(['dictVideo', 'dictSubtitle']).execute()) {
      add(d.dictVideo);
      add(d.dictSubtitle);
    }
    for (const p of await db.kysely.selectFrom('lampParams').select('body').execute()) {
      const body = JSON.parse(p.body);
      add(body.contestSketchPath);
      add(body.lampSketchPath);
      add(body.effectPic);
    }
    expect(paths.size).toBeGreaterThan(100);
    for (const p of paths) {
      expect(p.startsWith('/') || p.includes('..'), p).toBe(false);
      expect(existsSync(join(mediaDir, p)), p).toBe(true);
    }
    for (const p of summary.mediaPaths) expect(existsSync(join(mediaDir, p)), p).toBe(true);
    const video = [...paths].find((p) => p.endsWith('.webm'))!;
    const size = statSync(join(mediaDir, video)).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(300_000);
    const vtt = readFileSync(join(mediaDir, [...paths].find((p) => p.endsWith('.vtt'))!), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> /);
  });

  it('adds nothing on a second call', async () => {
    const before = await dump(db);
    const again = await seedDemoData(db, { mediaDir, seed: 7 });
    expect(again.seeded).toBe(false);
    expect(again.users).toBe(0);
    expect(await dump(db)).toEqual(before);
  });

  it('gives identical rows and files for the same seed, different ones for another seed', { timeout: 120000 }, async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-'));
    const thirdDir = mkdtempSync(join(tmpdir(), 'lampsheet-demo-'));
    const second = await fresh();
    const third = await fresh();
    try {
      const s2 = await seedDemoData(second, { mediaDir: otherDir, seed: 7 });
      expect(await dump(second)).toEqual(await dump(db));
      expect(s2.mediaPaths).toEqual(summary.mediaPaths);
      for (const p of summary.mediaPaths) expect(fileHash(join(otherDir, p)), p).toBe(fileHash(join(mediaDir, p)));
      await seedDemoData(third, { mediaDir: thirdDir, seed: 8 });
      const a = (await dump(db)).detections;
      const c = (await dump(third)).detections;
      expect(c).not.toEqual(a);
    } finally {
      await second.close();
      await third.close();
      rmSync(otherDir, { recursive: true, force: true });
      rmSync(thirdDir, { recursive: true, force: true });
    }
  });
});

describe('calculatedDetection', () => {
  const contest = { contestTypeId: 102, h: 6, w: 3, w1: null, w2: null, contestS: 1, contestL: null, contestA: null, contestH1: null, contestH2: null, albedo: 0.4 };
  const lamp = { power: 24, beamAngle: 10, beamAngleWide: 60, colorFlag: 1, efficacy: 95, longNs: 1000 };
  it('is pure and grows with power', () => {
    const a = calculatedDetection({ contest, lamp, distance: 0.5, surfaceType: 'A', rgbwa: '全亮' });
    expect(calculatedDetection({ contest, lamp, distance: 0.5, surfaceType: 'A', rgbwa: '全亮' })).toEqual(a);
    const b = calculatedDetection({ contest, lamp: { ...lamp, power: 48 }, distance: 0.5, surfaceType: 'A', rgbwa: '全亮' });
    expect(b.lightnessAve!).toBeGreaterThan(a.lightnessAve!);
    expect(a.lightness!).toBeLessThan(a.lightnessAve!);
    expect(a.lightnessAve!).toBeLessThan(a.lightnessMax!);
  });
  it('gives point sources intensities that fall off with the beam', () => {
    const point = { ...contest, contestTypeId: 112, albedo: null };
    const narrow = calculatedDetection({ contest: point, lamp: { ...lamp, power: 3, beamAngle: 15, beamAngleWide: 15, longNs: 60 }, distance: null, surfaceType: 'A', rgbwa: '全亮' });
    const wide = calculatedDetection({ contest: point, lamp: { ...lamp, power: 3, beamAngle: 120, beamAngleWide: 120, longNs: 60 }, distance: null, surfaceType: 'A', rgbwa: '全亮' });
    expect(narrow.lightnessAve).toBeNull();
    expect(narrow.intensities[0]!).toBeGreaterThan(wide.intensities[0]!);
    expect(narrow.intensities[1]! / narrow.intensities[0]!).toBeLessThan(0.05);
    expect(wide.intensities[1]! / wide.intensities[0]!).toBeGreaterThan(0.3);
  });
});
