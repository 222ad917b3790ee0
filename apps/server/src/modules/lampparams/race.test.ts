import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

/**
 * A save racing a delete of the same record (issue 11, point 6): the loser answers 404 or 409
 * in the envelope, never 500, and no half record remains — no parameter index entries without
 * their record, no record without the entries its last save wrote.
 */
describe.each(DIALECTS)('a save racing a delete on %s', (dialect) => {
  let t: TestApp;
  let demo: string;
  let projectId: number;

  const entries = (n: number, tag: string) =>
    Array.from({ length: n }, (_, i) => ({ faceType: null, colorTemperatureStr: `${tag}-${i}`, brightnessAvgMin: String(10 + i), evenness: '0.5' }));
  const save = (form: object) =>
    t.app.inject({ method: 'POST', url: '/api/lampparams/createTy/0', headers: { authorization: demo }, payload: form });
  const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/lampparams/${id}`, headers: { authorization: demo } });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await bearer(t.app, 'demo');
    projectId = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: demo } })).json().data.rows[0].id;
  }, 120000);
  afterAll(() => t.close());

  it('answers every loser with 404 or 409 in the envelope and leaves no half record, over 25 rounds', async () => {
    const k = t.db.kysely;
    const outcomes: Record<string, number> = {};
    for (let round = 0; round < 25; round++) {
      const created = await save({ projectId, dataStatus: 1, projectParamindexList: entries(6, `r${round}`) });
      expect(created.statusCode).toBe(200);
      const { id, updateDate } = created.json().data as { id: number; updateDate: string };
      // Saves of the loaded version and deletes, all at once, in varying order.
      const calls = [
        () => save({ id, projectId, dataStatus: 1, updateDate, projectParamindexList: entries(4, `s1-${round}`) }),
        () => remove(id),
        () => save({ id, projectId, dataStatus: 1, updateDate, projectParamindexList: entries(5, `s2-${round}`) }),
        () => remove(id),
      ];
      if (round % 2) calls.reverse();
      const answers = await Promise.all(calls.map((c) => c()));
      const deletes: number[] = [];
      answers.forEach((res, i) => {
        const what = `${res.statusCode} ${res.body.slice(0, 200)}`;
        expect([200, 404, 409], what).toContain(res.statusCode);
        if (res.statusCode !== 200) {
          expect(res.json(), what).toMatchObject({ success: false, code: res.statusCode === 404 ? 'NOT_FOUND' : 'CONFLICT' });
        }
        const isDelete = (round % 2 ? 3 - i : i) % 2 === 1;
        if (isDelete) deletes.push(res.statusCode);
        outcomes[`${isDelete ? 'delete' : 'save'} ${res.statusCode}`] = (outcomes[`${isDelete ? 'delete' : 'save'} ${res.statusCode}`] ?? 0) + 1;
      });
      // A delete is never the victim of a save: one removes the record, the other finds it gone.
      expect(deletes.sort(), `round ${round}`).toEqual([200, 404]);
      const record = await k.selectFrom('lampParams').select(['id', 'body']).where('id', '=', id).executeTakeFirst();
      const indices = await k.selectFrom('paramIndices').select(['body']).where('lampParamId', '=', id).execute();
      expect(record, `round ${round}: the record outlived both deletes`).toBeUndefined();
      expect(indices, `round ${round}: entries without their record`).toEqual([]);
    }
    const orphans = await k
      .selectFrom('paramIndices')
      .leftJoin('lampParams', 'lampParams.id', 'paramIndices.lampParamId')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('lampParams.id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(orphans.n)).toBe(0);
    expect(outcomes['delete 200']).toBe(25);
    expect(outcomes['delete 404']).toBe(25);
  }, 120000);
});
