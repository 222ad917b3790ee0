/**
 * A layout Rank answers is a layout calculate and the record take as they are (issue 24): for
 * every application type of the demo, on its typical surface, the layout rank answers (plain and
 * fitted) passes calculate's `layout` and the record's complete layout, and calculate answers the
 * same figures in it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAnswer, completeLayout, layoutInput, rankAnswer, surfaceOfRow, type CalculateAnswer, type RankRow } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('the layout rank answers is accepted by calculate on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  /** Per application type of the demo: a typical row's surface and a fixture with a file measured on it. */
  let cases: Array<{ type: number; surface: ReturnType<typeof surfaceOfRow>; lampId: number; photometryId: number }>;

  const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { authorization: auth, 'accept-language': 'en' }, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    auth = await bearer(t.app, 'demo');
    const rows = await t.db.kysely
      .selectFrom('detections')
      .innerJoin('contests', 'contests.id', 'detections.contestId')
      .innerJoin('lamps', 'lamps.id', 'detections.lampId')
      .select([
        'detections.contestTypeId',
        'detections.lampId',
        'detections.lumSize',
        'lamps.photometryId',
        'contests.h',
        'contests.w',
        'contests.w1',
        'contests.w2',
        'contests.contestS',
        'contests.contestL',
        'contests.contestA',
        'contests.contestH1',
        'contests.contestH2',
        'contests.albedo',
      ])
      .where('detections.dataType', '=', '1')
      .where('detections.surfaceType', '!=', 'B')
      .where('lamps.photometryId', 'is not', null)
      .orderBy('detections.contestTypeId')
      .orderBy('detections.id')
      .execute();
    const byType = new Map<number, (typeof rows)[number]>();
    for (const r of rows) if (!byType.has(r.contestTypeId)) byType.set(r.contestTypeId, r);
    cases = [...byType.values()].map((r) => ({
      type: r.contestTypeId,
      surface: surfaceOfRow({ ...r, contestAlbedo: r.albedo }),
      lampId: r.lampId,
      photometryId: r.photometryId!,
    }));
  }, 120_000);
  afterAll(async () => t.close());

  /** Rank (plain or fitted) for the one fixture; its row. */
  const rankRow = async (c: (typeof cases)[number], fit?: object): Promise<RankRow> => {
    const res = await post('/api/photometry/rank', { ...c.surface, filters: { lampIds: [c.lampId] }, ...(fit ? { fit } : {}) });
    expect(res.statusCode, `${c.type}: ${res.body.slice(0, 300)}`).toBe(200);
    const row = rankAnswer.parse(res.json().data).rows[0];
    expect(row, `type ${c.type}`).toBeDefined();
    return row!;
  };

  const calculate = async (c: (typeof cases)[number], layout: object): Promise<CalculateAnswer> => {
    const res = await post('/api/photometry/calculate', { photometryId: c.photometryId, ...c.surface, layout });
    expect(res.statusCode, `${c.type} ${JSON.stringify(layout)}: ${res.body.slice(0, 300)}`).toBe(200);
    return calculateAnswer.parse(res.json().data);
  };

  it('covers every application type of the demo', () => {
    expect(cases.map((c) => c.type)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114]);
  });

  it.each([
    ['plain', undefined],
    ['fitted', { countMax: 6 }],
  ] as const)('%s: every type’s layout passes calculate’s and the record’s schema, and calculate answers the same figures in it', async (_, fit) => {
    for (const c of cases) {
      const row = await rankRow(c, fit);
      const what = `type ${c.type} ${JSON.stringify(row.layout)}`;
      expect(layoutInput.safeParse(row.layout).success, what).toBe(true);
      expect(completeLayout.safeParse(row.layout).success, what).toBe(true);
      const calc = await calculate(c, row.layout);
      expect(calc.layout, what).toEqual(row.layout);
      expect(calc.faces.map((f) => [f.faceType, f.lightnessAve, f.lightness, f.lightnessMax, f.evenness, f.anbanHeight]), what).toEqual(
        row.faces.map((f) => [f.faceType, f.lightnessAve, f.lightness, f.lightnessMax, f.evenness, f.anbanHeight]),
      );
      expect([calc.installedPower, calc.powerDensity], what).toEqual([row.installedPower, row.powerDensity]);
    }
  });
});
