import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_TYPES } from '@lampsheet/contracts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

describe('reference data calls', () => {
  let t: TestApp;
  let auth: string;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { authorization: auth }, ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    auth = await bearer(t.app);
  });
  afterAll(() => t.close());

  it('contestTypeList nests the 14 types under their groups', async () => {
    const res = await get('/api/contests/contestTypeList');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data as Array<{ id: number; children: Array<{ id: number; kind: string }> }>;
    expect(groups).toHaveLength(5);
    const leaves = groups.flatMap((g) => g.children);
    expect(leaves.map((l) => l.id).sort()).toEqual(CONTEST_TYPES.map((c) => c.id).sort());
    expect(leaves.find((l) => l.id === 103)).toMatchObject({ kind: 'compositeSurface', faces: 2 });
  });

  it('detectionBrandjson answers only partner brands when isOrgState is true, in the query or a form body', async () => {
    const all = (await post('/api/brands/detectionBrandjson')).json().data as Array<{ isOrgState: boolean; delFlag: string }>;
    const byQuery = (await post('/api/brands/detectionBrandjson?isOrgState=true')).json().data as Array<{ isOrgState: boolean }>;
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/brands/detectionBrandjson',
      headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'isOrgState=true',
    });
    expect(form.statusCode).toBe(200);
    const byForm = form.json().data as Array<{ isOrgState: boolean }>;
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(byQuery.length).toBeLessThan(all.length);
    expect(byQuery.every((b) => b.isOrgState)).toBe(true);
    expect(byForm).toEqual(byQuery);
    expect(all.every((b) => b.delFlag === '0')).toBe(true);
  });

  it('getStandLampparamFields answers more than 12 column definitions in three groups', async () => {
    const cols = (await get('/api/lampparams/getStandLampparamFields/102')).json().data as Array<{ indexType: number; testFlag: number; indexKey: string }>;
    expect(cols.length).toBeGreaterThan(12);
    expect(cols.some((c) => c.indexType === 2)).toBe(true);
    expect(cols.some((c) => c.testFlag === 1)).toBe(true);
    expect(cols.some((c) => c.indexType !== 2 && c.testFlag !== 1)).toBe(true);
  });

  it('defaultWeightJson answers presets summing to 100', async () => {
    const presets = (await get('/api/contests/defaultWeightJson/101')).json().data as Array<Record<string, number>>;
    expect(presets.length).toBeGreaterThan(0);
    for (const p of presets) {
      expect(p.price! + p.evenness! + p.lightnessMax! + p.lightnessMin! + p.lightnessAve! + p.powerValue!).toBeCloseTo(100, 6);
    }
  });

  it('dictTypeAllList serves the colour types with their number of colours and codes', async () => {
    const res = await get('/api/dictTypeAllList?indexPinyin=dengjusecaifenlei');
    const list = res.json().data as Array<{ dictExtra: string; dictRemark: string | null }>;
    expect(list.some((d) => d.dictRemark === 'RGBW' && d.dictExtra === '4')).toBe(true);
    expect(list.some((d) => d.dictExtra === '1')).toBe(true);
    const unknown = await get('/api/dictTypeAllList?indexPinyin=nosuchlist');
    expect(unknown.json().data).toEqual([]);
    const bad = await get('/api/dictTypeAllList?indexPinyin=DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
  });

  it('lampparamDictTypeList filters by contest type and lamp type, keeping the general entries', async () => {
    const res = await get('/api/dictionaryLampparam/lampparamDictTypeList?indexPinyin=fanghudengji&contestType=101');
    expect(res.statusCode).toBe(200);
    expect((res.json().data as unknown[]).length).toBeGreaterThan(0);
  });

  it('getStandLampparamIndex answers the template indices of the four index types', async () => {
    const list = (await get('/api/lampparams/getStandLampparamIndex/101')).json().data as Array<{ indexType: number }>;
    expect(new Set(list.map((i) => i.indexType))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('getStandLampparamIndex answers only the fields that belong to the type, whatever the catalogue holds', async () => {
    const keys = async (type: number) => ((await get(`/api/lampparams/getStandLampparamIndex/${type}`)).json().data as Array<{ indexKey: string }>).map((i) => i.indexKey);
    // the catalogue offers the road type to a wall-washing form: the answer leaves it out
    await t.app.db.kysely.insertInto('templateIndices').values({ ...(await t.app.db.kysely.selectFrom('templateIndices').selectAll().where('contestTypeId', '=', 102).where('indexType', '=', 1).executeTakeFirstOrThrow()), id: 90_001, indexKey: 'roadType', indexName: '道路类型', indexNameEn: 'Road type' }).execute();
    try {
      expect(await keys(102)).not.toContain('roadType');
      expect(await keys(102)).toContain('albedo');
      // seen directly (a point source): the road type is asked, no dark band
      const point = await keys(112);
      expect(point).not.toContain('maculaHight');
      expect(point).not.toContain('bcBrightnessRatioMin');
      // two faces: the B/A ratio is asked
      expect(await keys(103)).toContain('bcBrightnessRatioMin');
    } finally {
      await t.app.db.kysely.deleteFrom('templateIndices').where('id', '=', 90_001).execute();
    }
  });

  it('contestSketch/json nests sketches in chlidList and filters by type', async () => {
    const all = (await post('/api/lampparams/contestSketch/json', {})).json().data as Array<{ contestTypeId: number; chlidList: unknown[]; sketchAttr: string }>;
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((s) => s.chlidList.length > 0)).toBe(true);
    const one = (await post('/api/lampparams/contestSketch/json', { contestTypeIds: '102' })).json().data as Array<{ contestTypeId: number }>;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((s) => s.contestTypeId === 102)).toBe(true);
    expect(() => JSON.parse(all[0]!.sketchAttr)).not.toThrow();
  });

  it('lampSketchList pages 9 at a time', async () => {
    const first = (await post('/api/lampparams/lampSketchList', { page: 1, rows: 9 })).json().data as { rows: unknown[]; total: number };
    expect(first.rows.length).toBeLessThanOrEqual(9);
    expect(first.total).toBeGreaterThan(9);
    const second = (await post('/api/lampparams/lampSketchList', { page: 2, rows: 9 })).json().data as { rows: Array<{ id: number }> };
    expect(second.rows.length).toBeGreaterThan(0);
  });

  describe('catalogue text in the answer language (issue 18, point 7)', () => {
    const CJK = /[\u4e00-\u9fff]/;
    const inLang = (lang: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization: auth, 'accept-language': lang }, ...(payload ? { payload } : {}) });
    const flat = (tree: Array<{ chlidList: unknown[] }>): Array<Record<string, unknown>> =>
      tree.flatMap((s) => [s as Record<string, unknown>, ...flat(s.chlidList as Array<{ chlidList: unknown[] }>)]);

    it('English surface sketches: names, descriptions and type names without Chinese; Chinese ones in Chinese', async () => {
      const en = await inLang('en-GB,en;q=0.9', 'POST', '/api/lampparams/contestSketch/json', {});
      expect(en.statusCode).toBe(200);
      const enSketches = flat(en.json().data);
      expect(enSketches.length).toBeGreaterThan(14);
      // the whole answer: every sketch of the demo, every field
      expect(en.body).not.toMatch(CJK);
      expect(enSketches.find((s) => s.contestTypeId === 102)!.contestTypeStr).toBe('Wall washing');
      const zh = flat((await inLang('zh-CN,zh;q=0.9', 'POST', '/api/lampparams/contestSketch/json', {})).json().data);
      expect(zh.every((s) => CJK.test(String(s.contestDescribe)))).toBe(true);
      expect(zh.find((s) => s.contestTypeId === 102)!.contestTypeStr).toBe('洗墙');
      // the same sketches, only the words differ
      expect(zh.map((s) => s.id)).toEqual(enSketches.map((s) => s.id));
    });

    it('English lamp sketches and template descriptions without Chinese', async () => {
      const lamps = await inLang('en', 'POST', '/api/lampparams/lampSketchList', { page: 1, rows: 50 });
      expect((lamps.json().data as { rows: unknown[] }).rows.length).toBeGreaterThan(9);
      expect(lamps.body).not.toMatch(CJK);
      const zhLamps = (await inLang('zh-CN', 'POST', '/api/lampparams/lampSketchList', { page: 1, rows: 50 })).json().data as { rows: Array<{ lampDescribe: string }> };
      expect(zhLamps.rows.every((r) => CJK.test(r.lampDescribe))).toBe(true);
      for (const type of CONTEST_TYPES) {
        const list = (await inLang('en', 'GET', `/api/lampparams/getStandLampparamIndex/${type.id}`)).json().data as Array<{ indexDesc: string | null; indexNameEn: string }>;
        expect(list.filter((i) => i.indexDesc).length).toBeGreaterThan(5);
        for (const i of list) {
          expect(i.indexDesc ?? '').not.toMatch(CJK);
          expect(i.indexNameEn).not.toMatch(CJK);
        }
      }
      // the Chinese answer: each description in Chinese, without its English half
      const zhList = (await inLang('zh-CN', 'GET', '/api/lampparams/getStandLampparamIndex/102')).json().data as Array<{ id: number; indexDesc: string | null }>;
      const enList = (await inLang('en', 'GET', '/api/lampparams/getStandLampparamIndex/102')).json().data as Array<{ id: number; indexDesc: string | null }>;
      const described = zhList.filter((i) => i.indexDesc);
      expect(described.length).toBeGreaterThan(5);
      for (const zh of described) {
        const en = enList.find((e) => e.id === zh.id)!.indexDesc!;
        expect(zh.indexDesc).toMatch(CJK);
        expect(zh.indexDesc).not.toContain(en);
      }
    });
  });

  it('AnglemapList answers rule keys and numbers', async () => {
    const list = (await post('/api/lampparams/AnglemapList')).json().data as Array<{ ruleKey: string; ruleNo: string }>;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((r) => r.ruleKey && r.ruleNo)).toBe(true);
  });

  it('getPowerNo rounds up to three digits', async () => {
    expect((await post('/api/lampparams/lamps/getPowerNo?lampType=1&powerValue=18')).json().data).toEqual({ powerNo: '018' });
    expect((await post('/api/lampparams/lamps/getPowerNo?lampType=1&powerValue=36.2')).json().data).toEqual({ powerNo: '037' });
    expect((await post('/api/lampparams/lamps/getPowerNo?powerValue=abc')).statusCode).toBe(400);
    expect((await post('/api/lampparams/lamps/getPowerNo?powerValue=-3')).statusCode).toBe(400);
  });

  it('answers the media prefix without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().data.mediaBaseUrl).toBe('/media/');
  });
});
