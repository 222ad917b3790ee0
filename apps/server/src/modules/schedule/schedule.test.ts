import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compareTypeMarks, formatFigure } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { squeeze } from '../../test/pdf-text.js';
import { col, readPdf, readXlsx } from '../../test/schedule-read.js';
import { generatedSheetModel } from '../sheets/service.js';
import type { SheetModel } from '../sheets/sheet-model.js';
import { SCHEDULE_COLUMNS } from './schedule-model.js';
import { scheduleRenderer, type ScheduleRenderer } from './schedule-render.js';
import { loadSchedule } from './service.js';

/**
 * The renderer of one worker the tests below drive directly, shared by them on both databases: a
 * worker's start (pdfkit, exceljs, sharp) takes seconds on a loaded machine. Each test leaves it
 * idle (busy 0, as they check); a test that abandons or breaks a schedule gets a fresh worker, as
 * the renderer does for everyone. Closed after the file.
 */
let shared: ScheduleRenderer | undefined;
const oneWorker = () => (shared ??= scheduleRenderer({ threads: 1, idleMs: 600_000 }));
afterAll(() => shared?.close());

describe.each(DIALECTS)('project schedule on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let admin: string;
  /** The demo project with the most lamp parameters. */
  let project: { id: number; itemName: string; lampparamCount: number };
  /** A project of many drafts and two generated records (one with a long text), made here. */
  let big: { id: number; itemName: string; count: number; longNo: string };

  const get = (url: string, auth?: string, lang = 'zh-CN') =>
    t.app.inject({ method: 'GET', url, headers: { ...(auth ? { authorization: auth } : {}), 'accept-language': lang } });

  /** The project's records as the database holds them, with the names a row shows. */
  const records = (projectId: number) =>
    t.db.kysely
      .selectFrom('lampParams as p')
      .innerJoin('users as u', 'u.id', 'p.createdBy')
      .leftJoin('dictEntries as lt', 'lt.id', 'p.lampType')
      .leftJoin('contestTypes as ct', 'ct.id', 'p.contestType')
      .select(['p.id', 'p.typeMark', 'p.lampparamNo', 'p.dataStatus', 'p.lampPower', 'p.updateDate', 'p.body', 'u.displayName', 'lt.dictCont', 'lt.dictContEn', 'ct.typeName', 'ct.typeNameEn'])
      .where('p.projectId', '=', projectId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    admin = await bearer(t.app, 'admin');
    const projects = (await get('/api/projects', demo)).json().data.rows as Array<{ id: number; itemName: string; lampparamCount: number }>;
    project = projects.reduce((a, b) => (b.lampparamCount > a.lampparamCount ? b : a));

    // A big project: copies of a generated demo record, most saved as drafts, one with a custom
    // number and a long effect text (not in the schedule, but in its sheet).
    const created = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: '大项目 Big project', members: ['demo'] } })).json().data as {
      id: number;
      itemName: string;
    };
    const source = (await records(project.id)).find((r) => r.dataStatus === 2 && r.lampparamNo.startsWith('TGD'))!;
    const view = (await get(`/api/lampparams/editTyView/${source.id}`, demo)).json().data as {
      projectLampparamVo: Record<string, unknown>;
      projectParamindexList: Array<Record<string, unknown>>;
    };
    // A new record of the copy's form: the project gives it a type mark, and it has no quantity of its own.
    const { createdBy: _c, creatorName: _n, createDate: _d, typeMark: _m, quantity: _q, quantityTyped: _qt, fixturesPerSurface: _f, surfaceCount: _s, ...vo } = view.projectLampparamVo;
    const form = { ...vo, id: null, updateDate: null, projectId: created.id, projectParamindexList: view.projectParamindexList.map(({ id: _i, createDate: _cd, updateDate: _ud, ...e }) => e) };
    const save = async (extra: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/lampparams/createTy/0', headers: { authorization: demo }, payload: { ...form, ...extra } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; lampparamNo: string };
    };
    const longNo = '超长编号-LONG-CUSTOM-NUMBER-立面投光-0001';
    await save({ dataStatus: 2, customLampparmnoFlag: 1, customLampparmNo: longNo, effectDescription: '长文本 long text. '.repeat(200), quantity: 7 });
    await save({
      dataStatus: 2,
      lampPower: '75',
      fixturesPerSurface: 12,
      surfaceCount: 3,
      extraIndices: { ...(vo.extraIndices as object), unitPrice: '320.5' },
      layout: { count: 12, spacing: 0.5, start: 0.25, setback: 0.5, height: 0, tilt: 35, rotation: 0, maintenanceFactor: 0.8 },
    });
    for (let i = 0; i < 40; i++) await save({ dataStatus: 1, lampPower: String(20 + i) });
    big = { ...created, count: 42, longNo };
  }, 240_000);
  afterAll(() => t.close());

  describe('spreadsheet', () => {
    it('holds one row per lamp parameter with the database’s values, numbers as numbers, dates as dates', async () => {
      const res = await get(`/api/projects/${project.id}/schedule.xlsx`, demo, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers['content-encoding']).toBeUndefined();
      const name = `${project.itemName} - Luminaire schedule.xlsx`;
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Luminaire schedule.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`);

      const { ws, header, rows } = await readXlsx(res.rawPayload);
      expect(header).toEqual(SCHEDULE_COLUMNS.map((c) => c.label.en));
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      const db = await records(project.id);
      expect(rows).toHaveLength(db.length);
      // in the order of the type marks (L01, L02 … L10), which is not the numbers' here
      const byMark = [...db].sort((a, b) => compareTypeMarks(a.typeMark, b.typeMark));
      expect(rows.map((r) => [r[col('typeMark')], r[col('no')]])).toEqual(byMark.map((r) => [r.typeMark, r.lampparamNo]));
      expect(byMark.map((r) => r.lampparamNo)).not.toEqual(byMark.map((r) => r.lampparamNo).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
      for (const r of db) {
        const row = rows.find((x) => x[col('no')] === r.lampparamNo)!;
        const body = JSON.parse(r.body) as Record<string, string | null>;
        expect(row[col('power')]).toBe(Number(r.lampPower));
        expect(typeof row[col('power')]).toBe('number');
        expect(row[col('updated')]).toBeInstanceOf(Date);
        expect((row[col('updated')] as Date).toISOString()).toBe(new Date(r.updateDate).toISOString());
        expect(row[col('status')]).toBe(r.dataStatus === 2 ? 'Generated' : 'Draft');
        expect(row[col('creator')]).toBe(r.displayName);
        expect(row[col('lampType')]).toBe(r.dictContEn);
        expect(row[col('surfaceType')]).toBe(r.typeNameEn);
        expect(row[col('voltage')]).toBe(body.workVoltage);
        expect(row[col('ip')]).toBe(body.protectLevel);
        const temps = [body.colorTemperatureFirst, body.colorTemperatureSecond].filter(Boolean);
        if (temps.length === 1) expect(row[col('colour')]).toBe(Number(temps[0]));
        if (temps.length === 2) expect(row[col('colour')]).toBe(temps.join(' / '));
      }
      const tgd = rows.find((x) => String(x[col('no')]).startsWith('TGD'))!;
      // a round beam's one angle in both columns, an oval's narrow and wide angle: numbers a contractor sorts and filters by
      expect([tgd[col('beamAngle')], tgd[col('beamAngleWide')]]).toEqual([5, 5]);
      expect(tgd[col('targets')]).toBe('Average luminance ≥ 10 cd/m²; Average luminance ≤ 30 cd/m²; Maximum luminance ≤ 150 cd/m²; Uniformity U0 ≥ 0.09; Dark-band height ≤ 2.5 m');
      // Every U0 target in the format of the figure it bounds: two decimals (the wall-washing record's '0.1' reads 0.10)
      const u0Targets = rows.flatMap((x) => [...String(x[col('targets')]).matchAll(/Uniformity U0 ≥ ([\d.]+)/g)].map((m) => m[1]));
      expect(u0Targets).toContain('0.10');
      for (const u0 of u0Targets) expect(u0).toMatch(/^\d\.\d\d$/);
      const twoFace = rows.find((x) => x[col('surfaceType')] === 'Composite surface')!;
      expect(String(twoFace[col('targets')]).split('\n')).toEqual([expect.stringMatching(/^Face A: Average luminance ≥ 4 cd\/m²/), expect.stringMatching(/^Face B: .*B\/A luminance ratio ≤ 0\.1$/)]);
      expect([twoFace[col('beamAngle')], twoFace[col('beamAngleWide')]]).toEqual([10, 20]);
      for (const r of rows) for (const key of ['beamAngle', 'beamAngleWide'] as const) expect(typeof r[col(key)], `${String(r[col('no')])}: ${key}`).toBe('number');
      const rgbw = rows.find((x) => x[col('colourType')] === 'RGBW')!;
      expect(rgbw[col('colour')]).toBe('R 625 nm · G 530 nm · B 470 nm · W 4000 K');
    });

    it('writes the header and the names in Chinese for a Chinese request, CJK intact, columns as wide as their text', async () => {
      const res = await get(`/api/projects/${project.id}/schedule.xlsx`, demo, 'zh-CN,zh;q=0.9');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="schedule-${project.id}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${project.itemName} - 灯具表.xlsx`)}`,
      );
      const { wb, ws, header, rows } = await readXlsx(res.rawPayload);
      expect(header).toEqual(SCHEDULE_COLUMNS.map((c) => c.label.zh));
      expect(header[col('no')]).toBe('编号');
      expect(header[col('typeMark')]).toBe('类型标记');
      expect(ws.name).toBe('灯具表');
      expect(wb.title).toBe(`灯具表 · ${project.itemName}`);
      const db = await records(project.id);
      for (const r of db) {
        const row = rows.find((x) => x[col('no')] === r.lampparamNo)!;
        expect(row[col('lampType')]).toBe(r.dictCont);
        expect(row[col('surfaceType')]).toBe(r.typeName);
        expect(row[col('status')]).toBe(r.dataStatus === 2 ? '已生成' : '草稿');
      }
      expect(rows.find((x) => x[col('surfaceType')] === '组合面')![col('targets')]).toMatch(/^A面：平均亮度 ≥ 4 cd\/m²；/);
      // A Chinese column is as wide as its text counted double, within the bound.
      const typeWidth = ws.getColumn(col('surfaceType') + 1).width!;
      const longest = Math.max(...rows.map((r) => String(r[col('surfaceType')] ?? '').length * 2));
      expect(typeWidth).toBeGreaterThanOrEqual(longest);
      expect(ws.getColumn(col('targets') + 1).width).toBeLessThanOrEqual(70);
    });

    it('gives every record of the demo’s largest project a unique type mark and a quantity, typed numbers, and totals that add up', async () => {
      const { rows, totals } = await readXlsx((await get(`/api/projects/${project.id}/schedule.xlsx`, demo, 'en')).rawPayload);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      const marks = rows.map((r) => r[col('typeMark')]);
      expect(new Set(marks).size).toBe(rows.length);
      for (const r of rows) {
        expect(r[col('typeMark')], 'type mark').toMatch(/^L\d\d$/);
        expect(typeof r[col('quantity')], `${String(r[col('no')])}: quantity`).toBe('number');
        expect(r[col('quantity')] as number).toBeGreaterThan(0);
        expect(r[col('installedW')]).toBe(Number(r[col('power')]) * (r[col('quantity')] as number));
      }
      const sum = (key: (typeof SCHEDULE_COLUMNS)[number]['key']) => rows.reduce((n, r) => n + Number(r[col(key)] ?? 0), 0);
      const result = (v: ExcelJS.CellValue) => (v as { result: number }).result;
      expect(result(totals![col('quantity')])).toBe(sum('quantity'));
      expect(result(totals![col('installedW')])).toBeCloseTo(sum('installedW'), 2);
      expect(result(totals![col('quantity')])).toBeGreaterThan(0);
      // a whole number shows no decimal point in Excel ('#,##0.###' showed 18 as '18.', 2,940 W as '2,940.'); a fraction keeps its format
      const { ws } = await readXlsx((await get(`/api/projects/${project.id}/schedule.xlsx`, demo, 'en')).rawPayload);
      ws.eachRow((row, n) => {
        if (n === 1) return;
        for (const key of ['installedW', 'unitPrice', 'lineTotal'] as const) {
          const cell = row.getCell(col(key) + 1);
          const v = typeof cell.value === 'number' ? cell.value : (cell.value as { result?: unknown } | null)?.result;
          if (typeof v === 'number' && Number.isInteger(v)) expect(cell.numFmt, `row ${n} ${key} ${v}`).toBe('#,##0');
        }
        // a luminance to 3 significant figures, trailing zeros included, as the PDF and every screen print it (18 reads 18.0, 134 reads 134)
        for (const key of ['lavg', 'lavgB'] as const) {
          const cell = row.getCell(col(key) + 1);
          if (typeof cell.value !== 'number') continue;
          const decimals = formatFigure('luminance', cell.value).split('.')[1]?.length ?? 0;
          expect(cell.numFmt, `row ${n} ${key} ${cell.value}`).toBe(decimals ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');
        }
        expect(row.getCell(col('u0') + 1).numFmt).toBe('0.00');
      });
      // the records made from measured rows carry their calculated figures: a typed number each, in the layout named beside them
      const calculated = rows.filter((r) => r[col('lavg')] !== '—');
      expect(calculated.length).toBeGreaterThanOrEqual(2);
      for (const r of calculated) {
        for (const key of ['lavg', 'u0', 'powerDensity'] as const) expect(typeof r[col(key)], `${String(r[col('no')])}: ${key}`).toBe('number');
        expect(String(r[col('layout')])).toMatch(/^\d+ × /);
      }
      // a quantity counted per surface counts the fixtures of the layout the figures were calculated in
      const bodies = new Map((await records(project.id)).map((r) => [r.lampparamNo, JSON.parse(r.body) as { fixturesPerSurface?: number }]));
      for (const r of calculated) {
        const per = bodies.get(String(r[col('no')]))!.fixturesPerSurface;
        if (per !== undefined) expect(`${per} ×`, String(r[col('no')])).toBe(/^\d+ ×/.exec(String(r[col('layout')]))![0]);
      }
      // the two-face record: face B's figures too
      expect(calculated.some((r) => typeof r[col('lavgB')] === 'number' && typeof r[col('u0B')] === 'number')).toBe(true);
    });

    it('lists every record of a big project', async () => {
      const { rows } = await readXlsx((await get(`/api/projects/${big.id}/schedule.xlsx`, demo)).rawPayload);
      expect(rows).toHaveLength(big.count);
      expect(rows.map((r) => r[col('power')]).sort((a, b) => Number(a) - Number(b))).toEqual(
        [...Array.from({ length: 40 }, (_v, i) => 20 + i), 75, 49].sort((a, b) => a - b),
      );
      expect(rows.some((r) => r[col('no')] === big.longNo)).toBe(true);
    });

    it('prints each record’s type mark, quantity, installed power, chosen product, unit price and line total as numbers, and the project’s totals', async () => {
      const { rows, totals } = await readXlsx((await get(`/api/projects/${big.id}/schedule.xlsx`, demo, 'en')).rawPayload);
      const marks = rows.map((r) => r[col('typeMark')]);
      expect(new Set(marks).size).toBe(big.count);
      expect(marks).toEqual(expect.arrayContaining(['L01', 'L02', 'L42']));
      const counted = rows.find((r) => r[col('power')] === 75)!;
      expect(counted.slice(col('quantity'), col('installedW') + 1)).toEqual([36, 2700]);
      // The layout the record's figures came from, in short (count × spacing, start X, setback D, height H0, tilt A and rotation R in degrees, MF):
      // the one it was generated with; none stored: the type's default as the engine laid it (one for the copies of one record)
      expect(counted[col('layout')]).toBe('12 × 0.5 m · X 0.25 m · D 0.5 m · H0 0 m · A 35° · R 0° · MF 0.8');
      const defaults = new Set(rows.filter((r) => r !== counted).map((r) => r[col('layout')]));
      expect(defaults.size).toBe(1);
      expect(String([...defaults][0])).toMatch(/^\d+ × [\d.]+ m · X /);
      expect(counted[col('unitPrice')]).toBe(320.5);
      expect(counted[col('lineTotal')]).toBe(11538);
      expect(String(counted[col('product')])).toMatch(/\S+ \S+/);
      const typed = rows.find((r) => r[col('no')] === big.longNo)!;
      expect(typed[col('quantity')]).toBe(7);
      expect(typed[col('installedW')]).toBe(7 * Number(typed[col('power')]));
      // the drafts have no quantity, and the cell says so: no installed power, no line total
      const draft = rows.find((r) => r[col('power')] === 20)!;
      expect([draft[col('quantity')], draft[col('installedW')], draft[col('lineTotal')]]).toEqual(['not set', '—', '—']);
      // the totals are SUM formulas whose results are the sums
      const result = (v: ExcelJS.CellValue) => (v as { formula: string; result: number }).result;
      expect(totals![col('typeMark')]).toBe('Total');
      const letter = String.fromCharCode(65 + col('quantity'));
      expect((totals![col('quantity')] as { formula: string }).formula).toBe(`SUM(${letter}2:${letter}${big.count + 1})`);
      expect(result(totals![col('quantity')])).toBe(43);
      expect(result(totals![col('installedW')])).toBe(2700 + 7 * Number(typed[col('power')]));
      expect(result(totals![col('lineTotal')])).toBe(11538 + (typeof typed[col('lineTotal')] === 'number' ? Number(typed[col('lineTotal')]) : 0));
    });
  });

  describe('one PDF', () => {
    /** Each generated record's own sheet, as the sheet call makes it, read back. */
    /** The heading of the sheet's calculated performance section, as read back (spaces removed). */
    const PERFORMANCE = 'Calculatedperformanceonthissurface';
    const ownSheets = async (projectId: number, lang: string) => {
      const generated = (await records(projectId)).filter((r) => r.dataStatus === 2);
      return Promise.all(
        generated.map(async (r) => {
          const made = await get(`/api/lampparams/generateTyLampparamPdf/${r.id}`, demo, lang);
          expect(made.statusCode, made.body).toBe(200);
          const pdf = await get((made.json().data as { url: string }).url);
          const own = await readPdf(pdf.rawPayload);
          return { no: r.lampparamNo, pages: own.pages.length, text: own.compact.join('') };
        }),
      );
    };

    it('holds a cover, the schedule table and every generated sheet, with a bookmark for each', async () => {
      const res = await get(`/api/projects/${project.id}/schedule.pdf`, demo, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Luminaire schedule.pdf"; filename*=UTF-8''${encodeURIComponent(`${project.itemName} - Luminaire schedule.pdf`)}`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const pdf = await readPdf(res.rawPayload);
      const db = await records(project.id);
      const generated = db.filter((r) => r.dataStatus === 2);
      const sheets = await ownSheets(project.id, 'en');

      // The cover: project, date, counts.
      const cover = pdf.compact[0]!;
      const today = new Date().toISOString().slice(0, 10);
      for (const needle of ['Luminaireschedule', squeeze(project.itemName), `Date日期${today}`, `Lampparameters灯具参数${db.length}`, `Generated已生成${generated.length}`, `Draft草稿${db.length - generated.length}`, `Sheetsinthisdocument本文件所附参数表${generated.length}`]) {
        expect(cover, needle).toContain(needle);
      }
      // Cover and table pages are numbered among themselves: "1 / n" on the cover gives the table's length.
      const tablePages = Number(/1\/(\d+)$/.exec(cover)![1]) - 1;
      expect(tablePages).toBeGreaterThanOrEqual(1);
      expect(pdf.pages).toHaveLength(1 + tablePages + sheets.reduce((a, s) => a + s.pages, 0));
      // The table on A4 landscape, every record's number and values in it.
      const table = pdf.compact.slice(1, 1 + tablePages).join('');
      expect(pdf.sizes[1]!.width).toBeGreaterThan(pdf.sizes[1]!.height);
      for (const r of db) {
        expect(table, r.lampparamNo).toContain(squeeze(r.lampparamNo));
        expect(table).toContain(squeeze(r.dictContEn!));
      }
      expect(table).toContain('Lightingtargets(perface)照明指标（按面）');
      expect(table).toContain('FaceA:Averageluminance≥4cd/m²');
      // The sheets follow on A4 portrait, in the schedule's order, each from the page its bookmark names.
      expect(pdf.outline.map((o) => o.title)).toEqual(['Luminaire schedule', `Lamp parameter sheets (${generated.length})`]);
      expect(pdf.outline[0]!.page).toBe(1);
      const children = pdf.outline[1]!.items;
      const generatedByMark = [...generated].sort((a, b) => compareTypeMarks(a.typeMark, b.typeMark));
      expect(children.map((c) => c.title.split(' · ')[0])).toEqual(generatedByMark.map((r) => r.lampparamNo));
      // the table's rows in the order of their type marks
      const marksAt = [...db].sort((a, b) => compareTypeMarks(a.typeMark, b.typeMark)).map((r) => table.indexOf(squeeze(r.typeMark)));
      expect(marksAt.every((at) => at >= 0)).toBe(true);
      expect(marksAt).toEqual([...marksAt].sort((a, b) => a - b));
      let page = 1 + tablePages;
      for (const child of children) {
        const no = child.title.split(' · ')[0]!;
        expect(child.page).toBe(page);
        expect(pdf.sizes[page]!.height).toBeGreaterThan(pdf.sizes[page]!.width);
        expect(pdf.compact[page]).toContain('Lampparametersheet');
        expect(pdf.compact[page]).toContain(squeeze(no));
        const own = sheets.find((s) => s.no === no)!.pages;
        // Each sheet numbers its own pages.
        expect(pdf.compact[page]).toContain(`1/${own}`);
        // The same sheet as the standalone one, its calculated performance on the surface included.
        const standalone = sheets.find((s) => s.no === no)!.text;
        const inSchedule = pdf.compact.slice(page, page + own).join('');
        expect(inSchedule.includes(PERFORMANCE), no).toBe(standalone.includes(PERFORMANCE));
        page += own;
      }
      expect(pdf.outline[1]!.page).toBe(1 + tablePages);
      // the demo's generated records have fixtures with photometric files: the section is there
      expect(sheets.some((s) => s.text.includes(PERFORMANCE))).toBe(true);
    });

    it('is in Chinese for a Chinese request', async () => {
      const res = await get(`/api/projects/${project.id}/schedule.pdf`, demo, 'zh-CN');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`filename="schedule-${project.id}.pdf"`);
      const pdf = await readPdf(res.rawPayload);
      expect(pdf.compact[0]).toContain(`灯具表Luminaireschedule${squeeze(project.itemName)}`);
      expect(pdf.compact[1]).toContain('类型标记、编号Type·No.应用类型、灯具类型Applicationtype·lamptype');
      // the table's pages (rows grew with the chosen product's tender data: the row may be on the second)
      expect(pdf.compact.slice(1, pdf.outline[1]!.page).join('')).toContain('A面：平均亮度≥4cd/m²');
      const generated = (await records(project.id)).filter((r) => r.dataStatus === 2);
      expect(pdf.outline.map((o) => o.title)).toEqual(['灯具表', `灯具参数表 (${generated.length})`]);
      expect(pdf.compact[pdf.outline[1]!.page]).toContain('灯具参数表Lampparametersheet');
    });

    it('repeats the header on every table page and keeps every row of a big project whole', async () => {
      const res = await get(`/api/projects/${big.id}/schedule.pdf`, demo, 'en');
      expect(res.statusCode).toBe(200);
      const pdf = await readPdf(res.rawPayload);
      const tablePages = pdf.outline[1]!.page - 1;
      expect(tablePages).toBeGreaterThanOrEqual(3);
      const sheets = await ownSheets(big.id, 'en');
      expect(pdf.pages).toHaveLength(1 + tablePages + sheets.reduce((a, s) => a + s.pages, 0));
      for (let p = 1; p <= tablePages; p++) {
        expect(pdf.compact[p], `page ${p + 1}`).toContain('Type·No.类型标记、编号Applicationtype·lamptype应用类型、灯具类型');
        expect(pdf.compact[p]).toContain(`${p + 1}/${tablePages + 1}`);
      }
      // Every number once, the long one whole; each row's targets in full.
      const table = pdf.compact.slice(1, 1 + tablePages).join('');
      const db = await records(big.id);
      expect(table.split('Draft').length - 1).toBe(db.filter((r) => r.dataStatus === 1).length);
      expect(table.split('Generated').length - 1).toBe(db.filter((r) => r.dataStatus === 2).length);
      expect(table).toContain(squeeze(big.longNo));
      expect(pdf.compact[1]).toContain('Installed(W)安装功率(W)Calculated·layout计算值·布灯');
      expect(table).toContain('12×0.5m·X0.25m·D0.5m·H00m·A35°·R0°·MF0.8');
      expect(table.split('Dark-bandheight≤2.5m').length - 1).toBe(db.length);
      expect(pdf.outline[1]!.items.map((i) => i.title.split(' · ')[0])).toContain(big.longNo);
      // type marks beside the numbers, the totals under the table and on the cover
      expect(pdf.compact[1]).toContain('Type·No.类型标记、编号');
      expect(table).toMatch(/Total43(\d|,)/);
      expect(table).toContain('40recordswithoutaquantity:leftoutofeverytotal.');
      // a record without a quantity says so in its row, and the cover names the records left out of its totals
      expect(table.split('notset').length - 1).toBe(40);
      expect(pdf.compact[0]).toMatch(/Quantity,installedpower,price数量、安装功率、总价43fixtures·3,\d\d\dW·[\d,.]+CNY;40notset/);
    });

    it('writes each sheet only when the reader has taken the one before', async () => {
      const user = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' as const };
      const schedule = await loadSchedule(t.db.kysely, user, big.id, 'en');
      const ctx = { db: t.db.kysely, engine: () => t.app.pools.calc(), blobs: t.app.blobs, mediaBaseUrl: t.app.config.mediaBaseUrl };
      let gathered = 0;
      const renderer = oneWorker();
      const doc = renderer.render(
        schedule,
        (row) => {
          gathered++;
          return generatedSheetModel(ctx, user, row.id, 'en');
        },
        { highWaterMark: 1024 },
      );
      // Nobody reads: the table fills the buffer past its mark, so no sheet is gathered.
      await vi.waitFor(() => expect(doc.readableLength).toBeGreaterThan(1024), { timeout: 30_000 });
      await new Promise((r) => setTimeout(r, 300));
      expect(doc.readableLength).toBeGreaterThan(1024);
      expect(gathered).toBe(0);
      const chunks: Buffer[] = [];
      doc.on('data', (c: Buffer) => chunks.push(c));
      await new Promise((r) => doc.on('end', r));
      expect(gathered).toBe(2);
      expect(renderer.busy).toBe(0);
      expect((await readPdf(Buffer.concat(chunks))).outline[1]!.items).toHaveLength(2);
    });

    /** The whole stream's bytes, or its error. */
    const readAll = (doc: NodeJS.ReadableStream) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        doc.on('data', (c: Buffer) => chunks.push(c));
        doc.on('end', () => resolve(Buffer.concat(chunks)));
        doc.on('error', reject);
      });

    it('stops when the reader goes away, and its worker draws the next schedule afresh', async () => {
      const user = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' as const };
      const schedule = await loadSchedule(t.db.kysely, user, big.id, 'en');
      const ctx = { db: t.db.kysely, engine: () => t.app.pools.calc(), blobs: t.app.blobs, mediaBaseUrl: t.app.config.mediaBaseUrl };
      let gathered = 0;
      const sheetOf = (row: { id: number }) => (gathered++, generatedSheetModel(ctx, user, row.id, 'en'));
      const renderer = oneWorker();
      const gone = renderer.render(schedule, sheetOf, { highWaterMark: 1024 });
      await vi.waitFor(() => expect(gone.readableLength).toBeGreaterThan(1024), { timeout: 30_000 });
      gone.destroy();
      await vi.waitFor(() => expect(renderer.busy).toBe(0));
      expect(gathered).toBe(0);
      // The one worker's place is free again: the next download is whole.
      const pdf = await readPdf(await readAll(renderer.render(schedule, sheetOf)));
      expect(gathered).toBe(2);
      expect(pdf.outline[1]!.items).toHaveLength(2);
      expect(renderer.busy).toBe(0);
    }, 120_000);

    it('a sheet the worker cannot draw fails its download with the reason, and the next one is whole', async () => {
      const user = { id: 1, username: 'admin', displayName: 'Admin', role: 'admin' as const };
      const schedule = await loadSchedule(t.db.kysely, user, big.id, 'en');
      const ctx = { db: t.db.kysely, engine: () => t.app.pools.calc(), blobs: t.app.blobs, mediaBaseUrl: t.app.config.mediaBaseUrl };
      const renderer = oneWorker();
      const broken = renderer.render(schedule, async () => ({ lang: 'en' }) as unknown as SheetModel);
      await expect(readAll(broken)).rejects.toThrow(/schedule PDF: /);
      expect(renderer.busy).toBe(0);
      const pdf = await readPdf(await readAll(renderer.render(schedule, (row) => generatedSheetModel(ctx, user, row.id, 'en'))));
      expect(pdf.outline[1]!.items).toHaveLength(2);
      expect(renderer.busy).toBe(0);
    }, 120_000);
  });

  describe('access', () => {
    it('needs a log-in, a known project and membership, like every project call; an administrator sees all', async () => {
      const other = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: 'Private' } })).json().data as { id: number };
      for (const ext of ['xlsx', 'pdf']) {
        const noLogin = await get(`/api/projects/${project.id}/schedule.${ext}`);
        expect(noLogin.statusCode).toBe(401);
        expect(noLogin.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
        const view = await get(`/api/projects/view/${other.id}`, demo);
        const refused = await get(`/api/projects/${other.id}/schedule.${ext}`, demo, 'en');
        expect(refused.statusCode).toBe(view.statusCode);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
        const unknown = await get(`/api/projects/999999/schedule.${ext}`, demo, 'en');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
        const bad = await get(`/api/projects/abc/schedule.${ext}`, demo, 'en');
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(bad.json().message).toContain('id');
        expect((await get(`/api/projects/${other.id}/schedule.${ext}`, admin)).statusCode).toBe(200);
        expect((await get(`/api/projects/${project.id}/schedule.${ext}`, admin)).statusCode).toBe(200);
      }
    }, 120_000);

    it('answers an empty project with a cover and an empty table', async () => {
      const empty = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: demo }, payload: { itemName: 'Empty' } })).json().data as { id: number };
      const { rows } = await readXlsx((await get(`/api/projects/${empty.id}/schedule.xlsx`, demo, 'en')).rawPayload);
      expect(rows).toHaveLength(0);
      const pdf = await readPdf((await get(`/api/projects/${empty.id}/schedule.pdf`, demo, 'en')).rawPayload);
      expect(pdf.pages).toHaveLength(2);
      expect(pdf.compact[1]).toContain('Thisprojecthasnolampparametersyet.');
      expect(pdf.compact[0]).toContain('Quantity,installedpower,price数量、安装功率、总价—');
      expect(pdf.outline.map((o) => o.title)).toEqual(['Luminaire schedule']);
    });
  });
});
