/**
 * Type marks and quantities of lamp parameter records (issue 25): a mark unique in the project
 * (L01, L02 …, editable, 409 with a clear message when another record holds it), a copy's mark,
 * the warning of records sharing a number, the quantity typed or from fixtures per surface ×
 * surfaces, and migration 009 marking the records stored before it. On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/database.js';
import { bearer, createTestApp, createTestDb, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('type marks and quantities on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  let projectId: number;
  let form: Record<string, unknown>;

  const save = (auth: string, body: object, reCopy = 0, lang = 'zh') =>
    t.app.inject({ method: 'POST', url: `/api/lampparams/createTy/${reCopy}`, headers: { authorization: auth, 'accept-language': lang }, payload: body });
  const view = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${id}`, headers: { authorization: demo } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.projectLampparamVo;
  };
  const list = async () => (await t.app.inject({ method: 'GET', url: `/api/lampparams/list?projectId=${projectId}&rows=100`, headers: { authorization: demo } })).json().data.rows;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    demo2 = await bearer(t.app, 'demo2');
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: demo }, payload: { itemName: 'Marks', members: ['demo2'] } });
    projectId = created.json().data.id;
    const k = t.db.kysely;
    const dict = (pinyin: string) => k.selectFrom('dictEntries').selectAll().where('indexPinyin', '=', pinyin).execute();
    const angle = await k.selectFrom('angleRules').selectAll().where('ruleNo', '=', '30').executeTakeFirstOrThrow();
    form = {
      projectId,
      dataStatus: 2,
      contestType: 102,
      lampType: (await dict('dengjuleixing')).find((d) => d.dictExtra === 'XQD')!.id,
      angleNo: angle.id,
      grayDemand: (await dict('dengjusecaifenlei')).find((c) => c.dictExtra === '1')!.id,
      colorTemperatureFirst: '3000',
      lampSketchId: (await k.selectFrom('lampSketches').select('id').executeTakeFirstOrThrow()).id,
      lampPower: '15',
      albedo: '0.4',
      effectDescription: 'wash',
      projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '30', evenness: '0.6' }],
    };
  }, 120000);
  afterAll(() => t.close());

  it('gives new records L01, L02 … and warns of records sharing the number, which stays allowed', async () => {
    const first = (await save(demo, form)).json().data;
    expect(first).toMatchObject({ lampparamNo: 'XQD30W015', typeMark: 'L01', sameNumber: [] });
    const second = await save(demo, form);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ lampparamNo: 'XQD30W015', typeMark: 'L02', sameNumber: [{ id: first.id, typeMark: 'L01' }] });
    expect((await view(first.id)).typeMark).toBe('L01');
    const rows = await list();
    expect(rows.map((r: { typeMark: string }) => r.typeMark).sort()).toEqual(['L01', 'L02']);
  });

  it('keeps a record’s mark when it is saved again, and takes an edited one in capitals', async () => {
    const made = (await save(demo, form)).json().data;
    expect(made.typeMark).toBe('L03');
    const again = await save(demo, { ...form, id: made.id, updateDate: made.updateDate });
    expect(again.json().data.typeMark).toBe('L03');
    const edited = await save(demo, { ...form, id: made.id, updateDate: again.json().data.updateDate, typeMark: ' ww-3 ' });
    expect(edited.json().data.typeMark).toBe('WW-3');
    expect((await view(made.id)).typeMark).toBe('WW-3');
    // the series continues after the highest L number (L02 now), skipping the designer's own marks
    expect((await save(demo, form)).json().data.typeMark).toBe('L03');
  });

  it('refuses a mark another record of the project holds with 409 and a clear message in both languages', async () => {
    const made = (await save(demo, form)).json().data;
    const en = await save(demo, { ...form, id: made.id, updateDate: made.updateDate, typeMark: 'l01' }, 0, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ success: false, code: 'CONFLICT', field: 'typeMark' });
    expect(en.json().message).toBe('Another record of this project already has this type mark; choose another: L01');
    const zh = await save(demo, { ...form, typeMark: 'L01' }, 0, 'zh');
    expect(zh.statusCode).toBe(409);
    expect(zh.json().message).toBe('该类型标记已被本项目的另一条记录使用，请换一个: L01');
    expect((await view(made.id)).typeMark).toBe(made.typeMark);
    expect(await save(demo, { ...form, typeMark: 'L 01' })).toMatchObject({ statusCode: 400 });
  });

  it('keeps the mark on a copy where it is free, and gives a copy of a taken mark the next', async () => {
    const original = (await save(demo, { ...form, typeMark: 'C1' })).json().data;
    const copy = await save(demo2, { ...form, typeMark: 'C1' }, 1);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().data.typeMark).toMatch(/^L\d\d$/);
    expect((await view(original.id)).typeMark).toBe('C1');
    const free = await save(demo2, { ...form, typeMark: 'C2' }, 1);
    expect(free.json().data.typeMark).toBe('C2');
  });

  it('gives records made at once in one project distinct marks, all saved', async () => {
    const other = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: demo }, payload: { itemName: 'At once' } })).json().data.id;
    const answers = await Promise.all(Array.from({ length: 6 }, () => save(demo, { ...form, projectId: other })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().data.typeMark).sort()).toEqual(['L01', 'L02', 'L03', 'L04', 'L05', 'L06']);
  });

  it('answers the quantity typed, else fixtures per surface × surfaces, else null', async () => {
    const counted = (await save(demo, { ...form, fixturesPerSurface: 12, surfaceCount: 4 })).json().data;
    expect(await view(counted.id)).toMatchObject({ quantity: 48, quantityTyped: false, fixturesPerSurface: 12, surfaceCount: 4 });
    const typed = (await save(demo, { ...form, fixturesPerSurface: 12, surfaceCount: 4, quantity: 50 })).json().data;
    expect(await view(typed.id)).toMatchObject({ quantity: 50, quantityTyped: true });
    const none = (await save(demo, form)).json().data;
    expect((await view(none.id)).quantity).toBeNull();
    const rows = await list();
    expect(rows.find((r: { id: number }) => r.id === counted.id).quantity).toBe(48);
    expect(rows.find((r: { id: number }) => r.id === typed.id).quantity).toBe(50);
    expect((await save(demo, { ...form, quantity: 2.5 })).statusCode).toBe(400);
    expect((await save(demo, { ...form, surfaceCount: 0 })).statusCode).toBe(400);
  });
});

describe.each(DIALECTS)('migration 009 on %s', (dialect) => {
  it('marks the records stored before it L01, L02 … per project in the order they were made', async () => {
    const test = await createTestDb(dialect, { demo: true });
    try {
      const k = test.db.kysely;
      const before = await k.selectFrom('lampParams').select(['id', 'projectId', 'typeMark']).orderBy('projectId').orderBy('createDate').orderBy('id').execute();
      expect(before.length).toBeGreaterThan(2);
      await sql`drop index lamp_params_type_mark`.execute(k);
      await sql`alter table lamp_params drop column type_mark`.execute(k);
      await sql`delete from lampsheet_migrations where name = '009_type_marks'`.execute(k);
      expect(await migrate(test.db)).toEqual(['009_type_marks']);
      const after = await k.selectFrom('lampParams').select(['id', 'projectId', 'typeMark']).orderBy('projectId').orderBy('createDate').orderBy('id').execute();
      const expected: string[] = [];
      let n = 0;
      for (const [i, r] of after.entries()) {
        n = i > 0 && after[i - 1]!.projectId === r.projectId ? n + 1 : 1;
        expected.push(`L${String(n).padStart(2, '0')}`);
      }
      expect(after.map((r) => r.typeMark)).toEqual(expected);
      // the demo seeds the same marks
      expect(before.map((r) => r.typeMark)).toEqual(expected);
      // the unique index holds against any writer
      await expect(sql`update lamp_params set type_mark = ${after[0]!.typeMark} where id = ${after[1]!.id}`.execute(k)).rejects.toThrow();
    } finally {
      await test.dispose();
    }
  });
});
