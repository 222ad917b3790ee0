import { CONTEST_FIELDS, LAMPPARAM_DIMENSION_FIELDS, type DimensionLetter } from '@lampsheet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { pdfCollisions } from '../../test/pdf-boxes.js';

/**
 * Every label readable (issue 25): a sheet of every application type, in both languages, with
 * its chosen fixture calculated on the surface (maps, polar curve, verdicts), holds no two runs of
 * text over each other and none off its page. Documents only: SQLite is enough.
 */
describe('every label of the sheet readable', () => {
  let t: TestApp;
  let demo: string;
  let projectId: number;
  const records = new Map<number, number>();

  const two = (type: number) => type === 103 || type === 106;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    demo = await bearer(t.app, 'demo');
    const k = t.db.kysely;
    const project = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: demo } })).json().data.rows[0] as { id: number };
    projectId = project.id;
    const dict = (pinyin: string) => k.selectFrom('dictEntries').selectAll().where('indexPinyin', '=', pinyin).execute();
    const single = (await dict('dengjusecaifenlei')).find((c) => c.dictExtra === '1')!.id;
    const angle = (await k.selectFrom('angleRules').select('id').where('ruleNo', '=', '10').executeTakeFirstOrThrow()).id;
    const lampSketch = (await k.selectFrom('lampSketches').select('id').executeTakeFirstOrThrow()).id;
    for (let type = 101; type <= 114; type++) {
      // the type's first calculated row of a fixture with a photometric file: its surface and fixture
      const row = await k
        .selectFrom('detections')
        .innerJoin('contests', 'contests.id', 'detections.contestId')
        .innerJoin('lamps', 'lamps.id', 'detections.lampId')
        .selectAll('contests')
        .select(['detections.id as rowId', 'detections.lumSize', 'detections.lumSizeMin', 'lamps.id as lampId', 'lamps.lampType', 'lamps.power'])
        .where('detections.contestTypeId', '=', type)
        .where('detections.dataType', '=', '4')
        .where('detections.surfaceType', '=', 'A')
        .where('lamps.photometryId', 'is not', null)
        .orderBy('detections.id')
        .executeTakeFirstOrThrow();
      const sketch = await k.selectFrom('surfaceSketches').select('id').where('contestTypeId', '=', type).where('templateType', '=', 1).orderBy('id').executeTakeFirst();
      const sizes: Record<string, string> = {};
      for (const [letter, field] of Object.entries(CONTEST_FIELDS) as Array<[DimensionLetter, string]>) {
        const v = (row as Record<string, unknown>)[field];
        if (typeof v === 'number' && letter !== 'D') sizes[LAMPPARAM_DIMENSION_FIELDS[letter]] = String(v);
      }
      const d = row.lumSize ?? row.lumSizeMin;
      const entry = { colorTemperatureStr: '全亮', brightnessAvgMin: '10', brightnessAvgMax: '40', brightnessMax: '80', evenness: '0.3', maculaHight: '0.5' };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/lampparams/createTy/0',
        headers: { authorization: demo },
        payload: {
          projectId: project.id,
          dataStatus: 2,
          makingWay: 2,
          contestType: type,
          contestSketchId: sketch?.id ?? null,
          ...sizes,
          ...(d ? { lumSize: String(d), lumSizeMin: String(d) } : {}),
          ...(row.albedo ? { albedo: String(row.albedo) } : {}),
          detectionIds: String(row.rowId),
          chosenLampId: row.lampId,
          lampType: row.lampType,
          lampSketchId: lampSketch,
          lampLong: '1200',
          lampWidth: '70',
          lampHeight: '82',
          angleNo: angle,
          grayDemand: single,
          colorTemperatureFirst: '3000',
          lampPower: String(row.power ?? 24),
          protectLevel: 'IP66',
          controlProtocol: 'DMX512',
          effectDescription: '整体均匀、上部略暗 Even overall, a little darker at the top',
          projectParamindexList: two(type)
            ? [
                { ...entry, faceType: 'A' },
                { ...entry, faceType: 'B', bcBrightnessRatioMin: '0.3', bcBrightnessRatioMax: '0.6' },
              ]
            : [{ ...entry, faceType: null }],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      records.set(type, (res.json().data as { id: number }).id);
      // the chosen fixture gives every tender item, at its longest: the block must not collide either
      await k
        .updateTable('lamps')
        .set({ luminousFlux: 12480.5, efficacy: 104.2, cri: 92, protectLevel: 'IP66', ikRating: 'IK10', ratedLifeHours: 100000, driver: 'Meanwell ELG-240-C1400B constant current, 1400 mA', dimming: 'DALI-2 / DMX512-RDM', longNs: 1200, widthNs: 70, heightNs: 82, weightKg: 12.75 })
        .where('id', '=', row.lampId)
        .execute();
    }
  }, 180000);
  afterAll(() => t.close());

  it.each(Array.from({ length: 14 }, (_, i) => 101 + i).flatMap((type) => [[type, 'zh'] as const, [type, 'en'] as const]))(
    'type %i in %s: no text over text, none off the page',
    async (type, lang) => {
      const made = await t.app.inject({ method: 'GET', url: `/api/lampparams/generateTyLampparamPdf/${records.get(type)}`, headers: { authorization: demo, 'accept-language': lang } });
      expect(made.statusCode, made.body).toBe(200);
      const pdf = await t.app.inject({ method: 'GET', url: (made.json().data as { url: string }).url });
      expect(pdf.statusCode).toBe(200);
      expect(await pdfCollisions(pdf.rawPayload)).toEqual([]);
    },
    120000,
  );

  it.each(['zh', 'en'])('the schedule in %s, its table and every sheet drawn into it: no text over text, none off the page', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/schedule.pdf`, headers: { authorization: demo, 'accept-language': lang } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfCollisions(res.rawPayload)).toEqual([]);
  }, 300000);
});
