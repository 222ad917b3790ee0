import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANKED_FIGURE_COLUMNS, selectionColumnHeader } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

type Row = Record<string, unknown> & { id: number; surfaceType: 'A' | 'B'; brandName: string; model: string; power: number | null; score?: number };

/** The first worksheet of an XLSX as header texts and rows of cells (value and type). */
async function readSheet(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Array<{ value: unknown; type: ExcelJS.ValueType }>> = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(header.map((_, i) => ({ value: row.getCell(i + 1).value, type: row.getCell(i + 1).type })));
  });
  return { sheet, header, rows, frozen: sheet.views[0] };
}

describe.each(DIALECTS)('selection export on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  const post = (url: string, payload: object, lang = 'en', authorization: string | undefined = auth) =>
    t.app.inject({ method: 'POST', url, headers: { ...(authorization ? { authorization } : {}), 'accept-language': lang }, payload });
  const exportOf = async (payload: object, lang = 'en') => {
    const res = await post('/api/contests/tyList/export', payload, lang);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return { res, ...(await readSheet(res.rawPayload)) };
  };
  /** Every page of tyList (or weightList) for the same body. */
  const allPages = async (payload: Record<string, unknown>, weighted = false) => {
    const url = weighted ? `/api/contests/weightList/${payload.contestTypeId}` : '/api/contests/tyList';
    const first = (await post(url, { ...payload, page: 1 })).json().data as { rows: Row[]; total: number };
    const rows = [...first.rows];
    for (let page = 2; page <= Math.ceil(first.total / 10); page++) rows.push(...((await post(url, { ...payload, page })).json().data.rows as Row[]));
    return { rows, total: first.total };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app);
  }, 120000);
  afterAll(() => t.close());

  it('writes every matching row of a filtered, sorted search in the order of the table, not one page', async () => {
    const body = { contestTypeId: 102, powerMax: 40, sort: 'power', order: 'desc', dataTypeStr: '1,4', page: 3 };
    const table = await allPages(body);
    expect(table.total).toBeGreaterThan(20);
    const { res, header, rows } = await exportOf({ ...body, columns: ['brandName', 'model', 'power'] });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="selection-Wall washing-\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(header).toEqual(['Brand', 'Model', 'Measured/rated power (W)']);
    expect(rows).toHaveLength(table.total);
    expect(rows.map((r) => [r[0]!.value, r[1]!.value, r[2]!.value ?? null])).toEqual(table.rows.map((r) => [r.brandName, r.model, r.power]));
    // numbers are numbers, not text
    expect(rows.filter((r) => r[2]!.value !== null).every((r) => r[2]!.type === ExcelJS.ValueType.Number)).toBe(true);
  });

  it('writes only the requested columns, in the requested order, headers and values in the user language', async () => {
    const columns = ['lightnessAve', 'dataType', 'brandName', 'power', 'workVoltage', 'lumImage', 'authorizedPrice'];
    const en = await exportOf({ contestTypeId: 102, columns, page: 1 });
    // the currency in the reader's language, as the table's header says it (contracts unitText)
    expect(en.header).toEqual(['Average luminance (cd/m²)', 'Data type', 'Brand', 'Measured/rated power (W)', 'Working voltage (V)', 'Fixture picture', 'Authorised price (CNY)']);
    expect(en.frozen).toMatchObject({ state: 'frozen', ySplit: 1 });
    const zh = await exportOf({ contestTypeId: 102, columns, page: 1 }, 'zh-CN');
    expect(zh.header).toEqual(['平均亮度（cd/m²）', '数据类型', '品牌', '实测/额定功率（W）', '工作电压（V）', '灯具图片', '授权单价（元）']);
    expect(zh.res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('选型-洗墙-')}`);
    expect(zh.sheet.name).toBe('选型结果');
    expect(new Set(en.rows.map((r) => r[1]!.value))).toEqual(new Set(['Typical detection', 'Calculated data']));
    expect(new Set(zh.rows.map((r) => r[1]!.value))).toEqual(new Set(['典型检测', '计算数据']));
    expect(en.rows.every((r) => r[0]!.value === null || r[0]!.type === ExcelJS.ValueType.Number)).toBe(true);
    // a picture is its address on the server the request came to
    const picture = en.rows.find((r) => r[5]!.value !== null)![5]!.value as string;
    expect(picture).toMatch(/^http:\/\/localhost(:\d+)?\/media\//);
  });

  it('writes the Source of every row, measured or calculated as its data type says, in the request language (issue 23)', async () => {
    const body = { contestTypeId: 102, powerMax: 40, sort: 'power', order: 'desc', dataTypeStr: '1,4' };
    const table = await allPages(body);
    const columns = ['brandName', 'dataType', 'dataSource'];
    const en = await exportOf({ ...body, columns });
    expect(en.header).toEqual(['Brand', 'Data type', 'Source']);
    expect(en.rows.map((r) => r[2]!.value)).toEqual(table.rows.map((r) => (r.dataType === '4' ? 'Calculated' : 'Measured')));
    expect(new Set(en.rows.map((r) => `${String(r[1]!.value)}: ${String(r[2]!.value)}`))).toEqual(new Set(['Typical detection: Measured', 'Calculated data: Calculated']));
    const zh = await exportOf({ ...body, columns }, 'zh-CN');
    expect(zh.header).toEqual(['品牌', '数据类型', '来源']);
    expect(zh.rows.map((r) => r[2]!.value)).toEqual(table.rows.map((r) => (r.dataType === '4' ? '计算' : '实测')));
  });

  it('without columns writes the table default: brand, model, the type default columns, data type, source', async () => {
    const defs = (await t.app.inject({ method: 'GET', url: '/api/lampparams/getStandLampparamFields/102', headers: { authorization: auth, 'accept-language': 'en' } })).json()
      .data as Array<{ indexKey: string; indexName: string; indexNameEn: string; indexUnit: string | null; fieldFlag: number }>;
    const { header, rows } = await exportOf({ contestTypeId: 102, page: 1 });
    const shown = defs.filter((d) => d.fieldFlag === 1 && d.indexKey !== 'brandName');
    expect(header.slice(0, 2)).toEqual(['Brand', 'Model']);
    // the data type and source, then the ranked figures shown (Lavg, U0), as the table holds them at its right edge
    const ranked = shown.filter((d) => RANKED_FIGURE_COLUMNS.includes(d.indexKey))
      .map((d) => selectionColumnHeader(d, 'en'));
    expect(ranked.length).toBeGreaterThan(0);
    expect(header.slice(-2 - ranked.length)).toEqual(['Data type', 'Source', ...ranked]);
    expect(new Set(header.slice(2, -2 - ranked.length))).toEqual(new Set(shown.filter((d) => !RANKED_FIGURE_COLUMNS.includes(d.indexKey))
      .map((d) => selectionColumnHeader(d, 'en'))));
    expect(rows).toHaveLength((await post('/api/contests/tyList', { contestTypeId: 102, page: 1 })).json().data.total);
  });

  it('ranks by the weights as weightList does, with the score', async () => {
    const body = { contestTypeId: 101, price: 30, evenness: 40, lightnessAve: 30 };
    const ranked = await allPages(body, true);
    const { header, rows } = await exportOf({ ...body, columns: ['score', 'brandName', 'model'] }, 'zh-CN');
    expect(header).toEqual(['得分', '品牌', '型号']);
    expect(rows).toHaveLength(ranked.total);
    expect(rows.map((r) => [r[0]!.value, r[1]!.value, r[2]!.value])).toEqual(ranked.rows.map((r) => [r.score, r.brandName, r.model]));
    expect(rows[0]![0]!.type).toBe(ExcelJS.ValueType.Number);
  });

  it('places the B row after its A row for two-face types, as the table does', async () => {
    const table = await allPages({ contestTypeId: 103 });
    const { rows, header } = await exportOf({ contestTypeId: 103, columns: ['brandName', 'surfaceType', 'lightnessAve'] });
    expect(header).toEqual(['Brand', 'Face', 'Average luminance (cd/m²)']);
    expect(rows.filter((r) => r[1]!.value === 'Face A')).toHaveLength(table.total);
    expect(rows.map((r) => [r[1]!.value, r[2]!.value ?? null])).toEqual(table.rows.map((r) => [r.surfaceType === 'B' ? 'Face B' : 'Face A', r.lightnessAve ?? null]));
  });

  it('answers a search without a type from SQL, every row', async () => {
    const body = { dataTypeStr: '4', lampShape: '2', sort: 'brandName', order: 'asc' };
    const total = (await post('/api/contests/tyList', { ...body, page: 1 })).json().data.total as number;
    expect(total).toBeGreaterThan(10);
    const { rows, header } = await exportOf({ ...body, columns: ['contestTypeStr', 'brandName'] });
    expect(header).toEqual(['Application type', 'Brand']);
    expect(rows.filter((r) => r[0]!.value !== null)).toHaveLength(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(total);
  });

  it('refuses unknown or repeated columns (400 naming columns) and a user who is not logged in (401)', async () => {
    for (const columns of [['brandName', 'nope'], ['brandName', 'brandName'], ['brightnessAvgMin'], []]) {
      const res = await post('/api/contests/tyList/export', { contestTypeId: 102, columns });
      expect(res.statusCode, JSON.stringify(columns)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'columns' });
    }
    const zh = await post('/api/contests/tyList/export', { contestTypeId: 102, columns: ['x'] }, 'zh-CN');
    expect(zh.json().message).toMatch(/导出列/);
    const anonymous = await post('/api/contests/tyList/export', { contestTypeId: 102 }, 'en', '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const weightedWithoutType = await post('/api/contests/tyList/export', { price: 50 });
    expect(weightedWithoutType.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'contestTypeId' });
  });

  it('is limited per user like the other expensive calls', async () => {
    const limited = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '2' } });
    try {
      const user = await bearer(limited.app);
      const call = () =>
        limited.app.inject({ method: 'POST', url: '/api/contests/tyList/export', headers: { authorization: user }, payload: { contestTypeId: 114, columns: ['brandName'] } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  }, 120000);
});
