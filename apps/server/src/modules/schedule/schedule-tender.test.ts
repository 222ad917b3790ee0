import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { pdfText, squeeze } from '../../test/pdf-text.js';
import { SCHEDULE_COLUMNS } from './schedule-model.js';

const col = (key: (typeof SCHEDULE_COLUMNS)[number]['key']) => SCHEDULE_COLUMNS.findIndex((c) => c.key === key);

/**
 * The data a tender asks for (issue 25) on the documents: the chosen fixture's luminous flux,
 * efficacy, CRI, IP, IK, rated life, driver, dimming, dimensions and weight on its record's sheet
 * and on the project's schedule (a column each in the spreadsheet, numbers typed, "—" where the
 * fixture does not give them; on the PDF the items given, in one paragraph under the product).
 */
describe.each(DIALECTS)('tender data on the sheet and the schedule on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let projectId: number;
  /** A record whose chosen fixture gives every tender item, and one whose fixture gives none (its flux and efficacy come from its photometric file). */
  const ids = { full: 0, none: 0 };
  /** The flux (lm) and efficacy (lm/W) of the fixture that gives none: its file's lumens, ÷ its 40 W. */
  const fromFile = { flux: 0, efficacy: 0 };

  const get = (url: string, lang: string) => t.app.inject({ method: 'GET', url, headers: { authorization: demo, 'accept-language': lang } });
  const sheetPdf = async (id: number, lang: string) => {
    const made = await get(`/api/lampparams/generateTyLampparamPdf/${id}`, lang);
    expect(made.statusCode, made.body).toBe(200);
    return pdfText((await t.app.inject({ method: 'GET', url: (made.json().data as { url: string }).url })).rawPayload);
  };
  const sheetText = async (id: number, lang: string) => (await sheetPdf(id, lang)).compact;
  /** The full fixture's brand and model: long, and hyphenated the way the walk saw one broken ("ALU-/XQD38-1030-30"). */
  const LONG = { brandName: '奥瑞灯光 Aurelian Lighting Company', model: 'ALU-XQD38-1030-30-DALI' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    const admin = await bearer(t.app, 'admin');
    const k = t.db.kysely;
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: 'Tender', members: ['demo'] } });
    projectId = (created.json().data as { id: number }).id;
    const source = await k.selectFrom('lampParams').select('id').where('dataStatus', '=', 2).where('lampparamNo', 'like', 'TGD%').orderBy('id').executeTakeFirstOrThrow();
    const view = (await get(`/api/lampparams/editTyView/${source.id}`, 'en')).json().data as {
      projectLampparamVo: Record<string, unknown>;
      projectParamindexList: Array<Record<string, unknown>>;
    };
    const { createdBy: _c, creatorName: _n, createDate: _d, typeMark: _m, quantity: _q, quantityTyped: _qt, ...vo } = view.projectLampparamVo;
    const lamps = await k.selectFrom('lamps').select('id').where('photometryId', 'is not', null).orderBy('id').limit(2).execute();
    await k
      .updateTable('lamps')
      .set({ model: LONG.model, luminousFlux: 4200, efficacy: 105, cri: 92, protectLevel: 'IP66', ikRating: 'IK08', ratedLifeHours: 50000, driver: 'Meanwell ELG-75', dimming: 'DALI', longNs: 600, widthNs: 76, heightNs: 90, weightKg: 2.4 })
      .where('id', '=', lamps[0]!.id)
      .execute();
    const { brandId } = await k.selectFrom('lamps').select('brandId').where('id', '=', lamps[0]!.id).executeTakeFirstOrThrow();
    await k.updateTable('brands').set({ brandName: LONG.brandName }).where('id', '=', brandId).execute();
    const file = await k
      .selectFrom('lamps as l')
      .innerJoin('photometryFiles as p', 'p.id', 'l.photometryId')
      .select('p.lumens')
      .where('l.id', '=', lamps[1]!.id)
      .executeTakeFirstOrThrow();
    expect(file.lumens).toBeGreaterThan(0);
    fromFile.flux = Math.round(file.lumens!);
    fromFile.efficacy = Math.round((fromFile.flux / 40) * 10) / 10;
    await k
      .updateTable('lamps')
      .set({ power: 40, luminousFlux: null, efficacy: null, cri: null, protectLevel: null, ikRating: null, ratedLifeHours: null, driver: null, dimming: null, longNs: null, widthNs: null, heightNs: null, weightKg: null })
      .where('id', '=', lamps[1]!.id)
      .execute();
    for (const [key, lamp] of [['full', lamps[0]!.id], ['none', lamps[1]!.id]] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lampparams/createTy/0',
        headers: { authorization: demo },
        payload: {
          ...vo,
          id: null,
          updateDate: null,
          projectId,
          dataStatus: 2,
          chosenLampId: lamp,
          projectParamindexList: view.projectParamindexList.map(({ id: _i, createDate: _cd, updateDate: _ud, ...e }) => e),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[key] = (res.json().data as { id: number }).id;
    }
  }, 240_000);
  afterAll(() => t.close());

  it('writes a column per item in the spreadsheet, numbers as numbers, "—" where the fixture gives none', async () => {
    const res = await get(`/api/projects/${projectId}/schedule.xlsx`, 'en');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const rows: ExcelJS.CellValue[][] = [];
    ws.eachRow((row) => rows.push(SCHEDULE_COLUMNS.map((_c, i) => row.getCell(i + 1).value)));
    expect(rows[0]!.slice(col('fluxLm'), col('weightKg') + 1)).toEqual([
      'Luminous flux (lm)',
      'Efficacy (lm/W)',
      'CRI (Ra)',
      'Fixture IP',
      'IK rating',
      'Rated life L70/B50 (h)',
      'Driver',
      'Dimming protocol',
      'Dimensions L × W × T (mm)',
      'Weight (kg)',
    ]);
    const tender = (row: ExcelJS.CellValue[]) => row.slice(col('fluxLm'), col('weightKg') + 1);
    const product = (name: string) => rows.slice(1).filter((r) => String(r[col('product')]).endsWith(name));
    const lampOf = async (id: number) => (await t.db.kysely.selectFrom('lamps').select('model').where('id', '=', id).executeTakeFirstOrThrow()).model;
    const chosen = async (key: 'full' | 'none') => {
      const view = (await get(`/api/lampparams/editTyView/${ids[key]}`, 'en')).json().data as { projectLampparamVo: { chosenLampId: number } };
      return product(await lampOf(view.projectLampparamVo.chosenLampId));
    };
    const [full] = await chosen('full');
    expect(tender(full!)).toEqual([4200, 105, 92, 'IP66', 'IK08', 50000, 'Meanwell ELG-75', 'DALI', '600 × 76 × 90', 2.4]);
    expect(ws.getRow(rows.indexOf(full!) + 1).getCell(col('fluxLm') + 1).numFmt).toBe('#,##0');
    const [none] = await chosen('none');
    expect(tender(none!)).toEqual([fromFile.flux, fromFile.efficacy, ...Array(8).fill('—')]);
  });

  it('prints the items the fixture gives under the chosen product on the schedule PDF, in one paragraph, and none it does not give', async () => {
    const res = await get(`/api/projects/${projectId}/schedule.pdf`, 'en');
    expect(res.statusCode).toBe(200);
    const { pages } = await pdfText(res.rawPayload);
    // the table's pages: after the cover, before the first sheet
    const table = squeeze(pages.slice(1, pages.findIndex((p) => squeeze(p).includes('Lampparametersheet'))).join(''));
    expect(table).toMatch(/Chosenproduct选定产品/);
    // a value alone where its unit or letters say what it is, a label where it does not
    expect(table).toContain(squeeze('4,200 lm · 105 lm/W · Ra 92 · IP66 · IK08 · L70/B50 50,000 h · Driver Meanwell ELG-75 · Dimming DALI · 600 × 76 × 90 mm · 2.4 kg'));
    // no tender item's name, nor a dash for an item not given (the sheets behind carry the full table)
    for (const label of ['Luminous flux', 'Efficacy', 'CRI (Ra)', 'IK rating', 'Rated life', 'Dimensions', 'Weight']) expect(table, label).not.toContain(squeeze(label));
    // a fixture that gives neither: its photometric file's flux, and that flux over its power
    expect(table).toContain(squeeze(`${fromFile.flux.toLocaleString('en-US')} lm · ${fromFile.efficacy} lm/W`));
  }, 120_000);

  it('prints a fixture\'s model whole on the sheet, never broken at a hyphen inside it', async () => {
    for (const lang of ['en', 'zh']) {
      const { pages } = await sheetPdf(ids.full, lang);
      // the chosen fixture (page 2) and the calculated performance's fixture (page 3): each a run of its own
      const runs = pages.join('\n').split(/[\n ]/);
      expect(runs.filter((r) => r === LONG.model).length, `${lang}: ${LONG.model} whole`).toBeGreaterThanOrEqual(2);
      expect(runs.filter((r) => r.startsWith('ALU-') && r !== LONG.model), `${lang}: no piece of the model`).toEqual([]);
    }
  }, 120_000);

  it('prints the chosen fixture and its tender data on the sheet, in both languages, "—" where not given', async () => {
    const en = await sheetText(ids.full, 'en');
    expect(en).toContain(squeeze('Chosen fixture and tender data 选定灯具与招标参数'));
    for (const pair of ['Luminous flux 光通量 4,200 lm', 'Efficacy 光效 105 lm/W', 'CRI (Ra) 显色指数 Ra 92', 'IP rating 防护等级 IP66', 'IK rating 防冲击等级 IK08', 'Rated life (L70/B50) 额定寿命（L70/B50） 50,000 h', 'Driver 驱动电源 Meanwell ELG-75', 'Dimming protocol 调光协议 DALI', 'Weight 重量 2.4 kg']) {
      expect(en, pair).toContain(squeeze(pair));
    }
    expect(en).toContain(squeeze('600 × 76 × 90 mm'));
    const zh = await sheetText(ids.full, 'zh');
    expect(zh).toContain(squeeze('选定灯具与招标参数 Chosen fixture and tender data'));
    expect(zh).toContain(squeeze('光通量 Luminous flux 4,200 lm'));
    const none = await sheetText(ids.none, 'en');
    expect(none).toContain(squeeze(`Luminous flux 光通量 ${fromFile.flux.toLocaleString('en-US')} lm`));
    expect(none).toContain(squeeze(`Efficacy 光效 ${fromFile.efficacy} lm/W`));
    expect(none).toContain(squeeze('CRI (Ra) 显色指数 Ra —'));
    expect(none).toContain(squeeze('Weight 重量 —'));
  }, 120_000);

  it('downloads, as the project’s GLDF, the products its schedule names: taken from Rank, else made from', async () => {
    const projects = (await get('/api/projects', 'en')).json().data.rows as Array<{ id: number; lampparamCount: number }>;
    const largest = projects.reduce((a, b) => (b.lampparamCount > a.lampparamCount ? b : a));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await get(`/api/projects/${largest.id}/schedule.xlsx`, 'en')).rawPayload as unknown as ArrayBuffer);
    const product = SCHEDULE_COLUMNS.findIndex((c) => c.key === 'product') + 1;
    const named = new Set<string>();
    wb.worksheets[0]!.eachRow((row, n) => {
      const v = row.getCell(product).value;
      // a record without a chosen product says "—" (the missing value of both documents)
      if (n > 1 && typeof v === 'string' && v !== '—') named.add(v);
    });
    // the demo's records were made from measured rows: before, the GLDF counted only fixtures taken from Rank and answered 404
    expect(named.size).toBeGreaterThanOrEqual(2);
    const res = await get(`/api/projects/${largest.id}/gldf`, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const xml = new TextDecoder().decode(unzipSync(res.rawPayload)['product.xml']);
    expect(xml.match(/<Variant /g)).toHaveLength(named.size);
    for (const name of named) expect(xml, name).toContain(name.split(' ').at(-1)!);
  }, 120_000);
});
