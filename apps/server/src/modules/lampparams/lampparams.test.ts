import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('lamp parameters on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let projectId: number;
  let ids: { xqd: number; angle10: number; single: number; twoColour: number; rgbw: number; lampSketch: number };

  const save = (auth: string, form: object, reCopy = 0, lang = 'zh') =>
    t.app.inject({ method: 'POST', url: `/api/lampparams/createTy/${reCopy}`, headers: { authorization: auth, 'accept-language': lang }, payload: form });
  const view = async (auth: string, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${id}`, headers: { authorization: auth } })).json();
  const complete = () => ({
    projectId,
    dataStatus: 2,
    contestType: 102,
    lampType: ids.xqd,
    angleNo: ids.angle10,
    grayDemand: ids.single,
    colorTemperatureFirst: '3000',
    lampSketchId: ids.lampSketch,
    lampPower: '24',
    albedo: '0.4',
    effectDescription: '均匀洗亮墙面 Even wash of the wall',
    projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '30', evenness: '0.6' }],
  });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    demo2 = await bearer(t.app, 'demo2');
    projectId = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: demo } })).json().data.rows[0].id;
    const k = t.db.kysely;
    const dict = (pinyin: string) => k.selectFrom('dictEntries').selectAll().where('indexPinyin', '=', pinyin).execute();
    const lampTypes = await dict('dengjuleixing');
    const colours = await dict('dengjusecaifenlei');
    const angle = await k.selectFrom('angleRules').selectAll().where('ruleNo', '=', '10').executeTakeFirstOrThrow();
    const xqd = lampTypes.find((d) => d.dictExtra === 'XQD')!;
    const sketch = await k.selectFrom('lampSketches').select('id').executeTakeFirstOrThrow();
    ids = {
      xqd: xqd.id,
      angle10: angle.id,
      single: colours.find((c) => c.dictExtra === '1')!.id,
      twoColour: colours.find((c) => c.dictExtra === '2' && !c.dictRemark?.startsWith('RGB'))!.id,
      rgbw: colours.find((c) => c.dictRemark === 'RGBW')!.id,
      lampSketch: sketch.id,
    };
  }, 120000);
  afterAll(() => t.close());

  it('generates a record, computes its number and answers 操作成功！', async () => {
    const res = await save(demo, complete());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('操作成功！');
    expect(body.data.lampparamNo).toBe('XQD10W024');
    const loaded = await view(demo, body.data.id);
    expect(loaded.data.projectLampparamVo).toMatchObject({ lampparamNo: 'XQD10W024', dataStatus: 2, colorTempeNo: 'W', powerNo: '024', lampNo: 'XQD' });
    expect(loaded.data.projectParamindexList).toHaveLength(1);
    expect(loaded.data.projectParamindexList[0]).toMatchObject({ brightnessAvgMin: '30', evenness: '0.6' });
    expect(loaded.data.lampSketch.id).toBe(ids.lampSketch);
  });

  it('joins one colour code per temperature with a slash and uses the RGB family code', async () => {
    const two = await save(demo, { ...complete(), grayDemand: ids.twoColour, colorTemperatureFirst: '3000', colorTemperatureSecond: '4000', lampPower: '36.2' });
    expect(two.json().data.lampparamNo).toBe('XQD10W/M037');
    const rgbw = await save(demo, { ...complete(), grayDemand: ids.rgbw, colorTemperatureFirst: null });
    expect(rgbw.json().data.lampparamNo).toBe('XQD10RGBW024');
  });

  it('uses a checked custom number and refuses it empty', async () => {
    const ok = await save(demo, { ...complete(), customLampparmnoFlag: true, customLampparmNo: 'WW-01' });
    expect(ok.json().data.lampparamNo).toBe('WW-01');
    const empty = await save(demo, { ...complete(), customLampparmnoFlag: true, customLampparmNo: '' }, 0, 'en');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'please fill in the custom number', field: 'customLampparmNo' });
  });

  it.each([
    [{ angleNo: null }, '请选择光束角'],
    [{ grayDemand: null, colorTemperatureFirst: null }, '请选择色温色彩'],
    [{ lampType: null }, '请选择灯具类型'],
    [{ lampSketchId: null }, '请选择灯具示意图！'],
    [{ lampPower: '' }, '请选择填写功率！'],
    [{ lampPower: '24瓦' }, '请输入正确的功率！'],
    [{ contestType: 101, lumSize: '12', lumSizeMin: '8' }, '请选择相同距墙距离的数据制作！'],
  ])('refuses a generated save with %o: %s, and writes nothing', async (patch, text) => {
    const before = await t.db.kysely.selectFrom('lampParams').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await save(demo, { ...complete(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(text);
    const after = await t.db.kysely.selectFrom('lampParams').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('saves an incomplete draft', async () => {
    const res = await save(demo, { projectId, dataStatus: 1, contestType: 102 });
    expect(res.statusCode).toBe(200);
    expect((await view(demo, res.json().data.id)).data.projectLampparamVo.dataStatus).toBe(1);
  });

  it('keeps the custom targets, weights, housing colour and unit price, and refuses weights over 100 naming the field (issue 18)', async () => {
    const sketch = await t.db.kysely.selectFrom('surfaceSketches').selectAll().where('contestTypeId', '=', 102).where('templateType', '=', 1).executeTakeFirstOrThrow();
    const form = {
      ...complete(),
      contestSketchId: sketch.id,
      contestSketchPath: sketch.sketchMapOriginal,
      lampColor: '银灰 RAL 9006',
      priceWeight: '40',
      evennessWeight: '60',
      extraIndices: { unitPrice: '320' },
      projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '30', brightnessAvgMinCustom: '35', colorTemperatureCustom: '3500', level0Custom: '1200' }],
    };
    const res = await save(demo, form);
    expect(res.statusCode).toBe(200);
    const loaded = await view(demo, res.json().data.id);
    expect(loaded.data.projectLampparamVo).toMatchObject({ lampColor: '银灰 RAL 9006', priceWeight: '40', evennessWeight: '60', extraIndices: { unitPrice: '320' } });
    expect(loaded.data.projectParamindexList[0]).toMatchObject({ brightnessAvgMinCustom: '35', colorTemperatureCustom: '3500', level0Custom: '1200' });
    // the sketch's description in the answer's language
    expect(loaded.data.contestSketch.contestDescribe).toBe(sketch.contestDescribe);
    const en = (await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${res.json().data.id}`, headers: { authorization: demo, 'accept-language': 'en' } })).json();
    expect(en.data.contestSketch.contestDescribe).toBe(sketch.contestDescribeEn);
    expect(en.data.lampSketch.lampDescribe).not.toMatch(/[\u4e00-\u9fff]/);

    const over = await save(demo, { ...form, powerWeight: '1' }, 0, 'en');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'The weights must add up to at most 100', field: 'priceWeight' });
  });

  it('refuses malformed dimensions and unknown ids', async () => {
    expect((await save(demo, { ...complete(), contestH: '12a' })).statusCode).toBe(400);
    expect((await save(demo, { ...complete(), contestH: '12345678901' })).statusCode).toBe(400);
    expect((await save(demo, { ...complete(), lampType: 999999 })).statusCode).toBe(400);
    expect((await save(demo, { ...complete(), projectId: 999999 })).statusCode).toBe(404);
  });

  it('updates a record with the updateDate it loaded and refuses a stale write with 409, keeping the saved data', async () => {
    const created = (await save(demo, complete())).json().data;
    const first = await save(demo, { ...complete(), id: created.id, updateDate: created.updateDate, lampPower: '30' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.lampparamNo).toBe('XQD10W030');
    const stale = await save(demo, { ...complete(), id: created.id, updateDate: created.updateDate, lampPower: '50' }, 0, 'en');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await view(demo, created.id)).data.projectLampparamVo.lampPower).toBe('30');
    const missing = await save(demo, { ...complete(), id: created.id, lampPower: '50' });
    expect(missing.statusCode).toBe(409);
  });

  it('lets only the creator save or delete a record; others may save it as a copy once generated', async () => {
    const created = (await save(demo, complete())).json().data;
    const byOther = await save(demo2, { ...complete(), id: created.id, updateDate: created.updateDate }, 0, 'en');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Only the creator of this lamp parameter can change it');
    const copy = await save(demo2, { ...complete(), id: created.id, dataStatus: 1 }, 1);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data.id).not.toBe(created.id);
    const copied = await view(demo2, copy.json().data.id);
    expect(copied.data.projectLampparamVo).toMatchObject({ dataStatus: 2, creatorName: expect.any(String) });
    expect((await view(demo, created.id)).data.projectLampparamVo.updateDate).toBe(created.updateDate);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/lampparams/${created.id}`, headers: { authorization: demo2 } });
    expect(del.statusCode).toBe(403);
    const delOwn = await t.app.inject({ method: 'DELETE', url: `/api/lampparams/${created.id}`, headers: { authorization: demo } });
    expect(delOwn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${created.id}`, headers: { authorization: demo } })).statusCode).toBe(404);
    const entries = await t.db.kysely.selectFrom('paramIndices').select('id').where('lampParamId', '=', created.id).execute();
    expect(entries).toHaveLength(0);
  });

  it('refuses save-as of a draft', async () => {
    const draft = (await save(demo, { projectId, dataStatus: 1 })).json().data;
    const res = await save(demo, { ...complete(), id: draft.id }, 1);
    expect(res.statusCode).toBe(403);
  });

  it('keeps projects to their members', async () => {
    const admin = await bearer(t.app, 'admin');
    const other = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: 'Private' } })).json().data;
    expect((await save(demo, { ...complete(), projectId: other.id })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/lampparams/list?projectId=${other.id}`, headers: { authorization: demo } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/view/${other.id}`, headers: { authorization: demo } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/view/${other.id}`, headers: { authorization: admin } })).statusCode).toBe(200);
  });

  describe('the layout the record was generated with (issue 24)', () => {
    const layout = { count: 3, spacing: 1.2, start: 0.6, setback: 0.5, height: 0, tilt: 35, rotation: 0, maintenanceFactor: 0.7 };
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/lampparams/list?projectId=${projectId}&page=1&rows=100`, headers: { authorization: demo } })).json().data.rows as Array<{ id: number; layout: unknown }>;

    it('stores the complete layout and answers it in the detail and the list; a record without one answers null', async () => {
      const saved = (await save(demo, { ...complete(), layout })).json().data;
      expect((await view(demo, saved.id)).data.projectLampparamVo.layout).toEqual(layout);
      const plain = (await save(demo, complete())).json().data;
      expect((await view(demo, plain.id)).data.projectLampparamVo.layout).toBeNull();
      const rows = await listed();
      expect(rows.find((r) => r.id === saved.id)!.layout).toEqual(layout);
      expect(rows.find((r) => r.id === plain.id)!.layout).toBeNull();
      // Saved again with another layout: the new one is stored; the record's body does not hold a second copy.
      const loaded = (await view(demo, saved.id)).data.projectLampparamVo;
      const again = await save(demo, { ...complete(), id: saved.id, updateDate: loaded.updateDate, layout: { ...layout, count: 5, tilt: 20 } });
      expect(again.statusCode, again.body).toBe(200);
      expect((await view(demo, saved.id)).data.projectLampparamVo.layout).toEqual({ ...layout, count: 5, tilt: 20 });
      const row = await t.db.kysely.selectFrom('lampParams').select(['layout', 'body']).where('id', '=', saved.id).executeTakeFirstOrThrow();
      expect(JSON.parse(row.layout!)).toEqual({ ...layout, count: 5, tilt: 20 });
      expect(JSON.parse(row.body)).not.toHaveProperty('layout');
    });

    it.each([
      ['tilt', { ...layout, tilt: 120 }],
      ['maintenanceFactor', { ...layout, maintenanceFactor: 1.5 }],
      ['count', { ...layout, count: 2.5 }],
      ['spacing', { ...layout, spacing: -1 }],
      ['rotation', Object.fromEntries(Object.entries(layout).filter(([k]) => k !== 'rotation'))],
    ])('refuses a layout with a bad or missing %s with 400 naming layout.<field>', async (field, bad) => {
      const res = await save(demo, { ...complete(), layout: bad }, 0, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: `layout.${field}` });
    });

    it('refuses a field the layout does not have', async () => {
      const res = await save(demo, { ...complete(), layout: { ...layout, angle: 3 } }, 0, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().field).toMatch(/^layout/);
    });
  });

  it('lists a project’s records newest first with their labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lampparams/list?projectId=${projectId}&page=1&rows=50`, headers: { authorization: demo } });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.rows as Array<{ createDate: string; lampparamNo: string; lampTypeStr: string | null; beamAngleStr: string | null }>;
    expect(rows.length).toBeGreaterThan(3);
    const dates = rows.map((r) => r.createDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(rows.some((r) => r.lampTypeStr && r.beamAngleStr)).toBe(true);
  });

  it('creates projects with members in one step', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: demo }, payload: { itemName: '新项目 New project', members: ['demo2'] } });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/view/${id}`, headers: { authorization: demo2 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: demo }, payload: { itemName: '' } })).statusCode).toBe(400);
  });
});
