/**
 * The demo is there to be tried (docs/DOMAIN.md "Demo figures"): every demo lamp parameter record,
 * opened as the editor opens it (`editTyView`), asks its lamp library what the editor's panel asks
 * (the contracts' `libraryRequest` with the panel's filters as a record opens) and finds at least
 * one lamp. Its sizes, setback, lamp sizes, power, colour type and targets are then satisfiable by
 * the demo fixtures. Records typed at a setback other than their rows' (0.15 m on a 0.2 m reveal
 * whose rows stand at 0.1 m) listed none, which only `e2e/tests/demo-records.spec.ts` found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, libraryRequest, type EditTyViewAnswer, type LibraryRecord } from '@lampsheet/contracts';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

describe.each(DIALECTS)('the demo records’ lamp libraries on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  }, 120_000);
  afterAll(async () => t.close());

  it('list at least one lamp for every demo record', async () => {
    const auth = await bearer(t.app, 'demo');
    const records = await t.db.kysely.selectFrom('lampParams').select(['id', 'lampparamNo']).orderBy('id').execute();
    expect(records.length).toBe(7);
    const empty: string[] = [];
    for (const { id, lampparamNo } of records) {
      const view = await t.app.inject({ method: 'GET', url: `/api/lampparams/editTyView/${id}`, headers: { authorization: auth } });
      expect(view.statusCode, view.body).toBe(200);
      const { projectLampparamVo: vo, projectParamindexList: entries } = view.json().data as EditTyViewAnswer;
      const record = { ...vo, projectParamindexList: entries } as unknown as LibraryRecord;
      const request = libraryRequest(record, EMPTY_FILTERS, 1);
      expect(request, lampparamNo).toBeDefined();
      const res = await t.app.inject({ method: 'POST', url: '/api/contests/lampLibrary', headers: { authorization: auth }, payload: request });
      expect(res.statusCode, res.body).toBe(200);
      const total = (res.json().data as { total: number }).total;
      if (total < 1) empty.push(`${lampparamNo}: ${JSON.stringify(request)}`);
    }
    expect(empty).toEqual([]);
  });
});
