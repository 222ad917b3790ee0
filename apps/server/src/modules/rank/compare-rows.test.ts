/**
 * Compare from ticked selection rows (issue 23): each row is computed on its own surface, the one
 * `surfaceOfRow` reads from the selection table's row (its typical surface's sizes, its wall
 * distance D, reflectance), one ranking per surface as the dialog asks them. One fixture's
 * calculated rows on two typical wall-washing surfaces read, in Compare, the figures of their own
 * rows; the first row's surface (what Compare computed every row on before) gives the second row
 * other figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFigure, surfaceOfRow, type DetectionRow, type RankAnswer, type RowSizes } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

/** The figures as Compare and the table print them. */
const shown = (f: Pick<DetectionRow, 'lightnessAve' | 'lightnessMax' | 'evenness'>) => ({
  lavg: formatFigure('luminance', f.lightnessAve),
  lmax: formatFigure('luminance', f.lightnessMax),
  u0: formatFigure('u0', f.evenness),
});

describe.each(DIALECTS)('Compare from ticked rows of two typical surfaces on %s', (dialect) => {
  let t: TestApp;
  let auth: string;
  const post = async <T>(url: string, payload: object): Promise<T> => {
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: auth }, payload });
    expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBe(200);
    return (res.json() as { data: T }).data;
  };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = await bearer(t.app, 'demo');
  }, 120_000);
  afterAll(async () => t.close());

  it("computes each ticked row's fixture on that row's own surface and reads its row's figures", async () => {
    // a fixture the engine calculated on two wall-washing surfaces: the smallest and the next
    const calculated = await t.db.kysely
      .selectFrom('detections as d')
      .innerJoin('contests as c', 'c.id', 'd.contestId')
      .select(['d.lampId', 'd.contestId', 'c.h'])
      .where('d.dataType', '=', '4')
      .where('d.contestTypeId', '=', 102)
      .orderBy('d.lampId')
      .orderBy('c.h')
      .execute();
    const lampId = calculated.find((r) => calculated.filter((x) => x.lampId === r.lampId).length >= 2)!.lampId!;
    const contests = calculated.filter((r) => r.lampId === lampId).slice(0, 2).map((r) => r.contestId!);
    // the rows as the selection table answers them, the ticked ones
    const ticked: Array<DetectionRow & RowSizes> = [];
    for (const contestId of contests) {
      const page = await post<{ rows: Array<DetectionRow & RowSizes> }>('/api/contests/tyList', { contestTypeId: 102, contestId, dataTypeStr: '4', lampIdsStr: String(lampId), page: 1 });
      ticked.push(page.rows.find((r) => r.lampId === lampId && r.surfaceType === 'A')!);
    }
    const surfaces = ticked.map((r) => surfaceOfRow(r));
    expect(surfaces[0]!.dimensions, 'two surfaces').not.toEqual(surfaces[1]!.dimensions);
    for (const [i, row] of ticked.entries()) {
      // the dialog's request for this row's surface
      const answer = await post<RankAnswer>('/api/photometry/rank', { ...surfaces[i]!, targets: [], filters: { lampIds: [lampId] }, limit: 3 });
      expect(shown(answer.rows[0]!.faces[0]!), `row ${row.id} on ${JSON.stringify(surfaces[i])}`).toEqual(shown(row));
    }
    // the first row's surface, on which every row was computed before, does not give the second row's figures
    const onFirst = await post<RankAnswer>('/api/photometry/rank', { ...surfaces[0]!, targets: [], filters: { lampIds: [lampId] }, limit: 3 });
    expect(shown(onFirst.rows[0]!.faces[0]!)).not.toEqual(shown(ticked[1]!));
  }, 120_000);
});
