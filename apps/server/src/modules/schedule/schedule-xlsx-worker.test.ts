import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';

// The main thread's copy of the workbook writer refuses: a workbook the route answers can only
// have been built in a schedule worker (which loads the real module in a thread of its own).
vi.mock('./schedule-xlsx.js', () => ({
  scheduleWorkbook: () => {
    throw new Error('the schedule workbook was built on the main thread');
  },
}));

describe('the schedule workbook', () => {
  let t: TestApp;
  let demo: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    demo = await bearer(t.app, 'demo');
  }, 120_000);
  afterAll(() => t.close());

  it('is built in a schedule worker, not on the thread that answers requests', async () => {
    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: demo } })).json().data.rows as Array<{ id: number; lampparamCount: number }>;
    const project = projects.reduce((a, b) => (b.lampparamCount > a.lampparamCount ? b : a));
    const res = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/schedule.xlsx`, headers: { authorization: demo, 'accept-language': 'en' } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    // a header row and one row per record, the totals under them
    expect(wb.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(project.lampparamCount + 1);
    expect(t.app.pools.schedule().busy).toBe(0);
  });
});
