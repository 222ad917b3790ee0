import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginViaUi, useLanguage } from '../fixtures/auth';
import { apiToken } from '../fixtures/editor';

/** The demo projects (other specs add projects and records of their own; these are compared by name). */
const DEMO_PROJECTS = ['外滩滨江立面照明', '深圳湾公园夜景'];

interface ProjectRow {
  id: number;
  itemName: string;
  lampparamCount: number;
}

async function largestDemoProject(request: APIRequestContext, token: string): Promise<ProjectRow> {
  const res = await request.get('/api/projects?rows=100', { headers: { Authorization: `Bearer ${token}` } });
  const rows = ((await res.json()) as { data: { rows: ProjectRow[] } }).data.rows.filter((p) => DEMO_PROJECTS.includes(p.itemName));
  expect(rows).toHaveLength(DEMO_PROJECTS.length);
  return rows.reduce((a, b) => (b.lampparamCount > a.lampparamCount ? b : a));
}

/** Records of the project now (specs on the other worker may add some meanwhile). */
async function recordCount(request: APIRequestContext, token: string, projectId: number): Promise<number> {
  const res = await request.get(`/api/lampparams/list?projectId=${projectId}&rows=1`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

/** Click a schedule button and take the file the browser saves. */
async function download(page: Page, testId: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(path) };
}

for (const language of ['en', 'zh-CN'] as const) {
  test(`downloads the luminaire schedule of the largest demo project as XLSX and PDF (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await apiToken(request, 'demo');
    const project = await largestDemoProject(request, token);
    const zh = language === 'zh-CN';
    await useLanguage(page, language);
    await loginViaUi(page, 'demo');
    // the project's own page (other specs add projects, so the demo project may be on a later page of the list)
    await page.goto(`/parameterLampList?id=${project.id}`);
    await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${project.id}`));
    await expect(page.getByTestId('lampparam-table')).toBeVisible();

    // The spreadsheet: one row per lamp parameter under a header in the page's language.
    const before = await recordCount(request, token, project.id);
    await expect(page.getByTestId('schedule-xlsx')).toHaveText(zh ? '灯具表（XLSX）' : 'Schedule (XLSX)');
    const xlsx = await download(page, 'schedule-xlsx');
    const after = await recordCount(request, token, project.id);
    expect(xlsx.name).toBe(`${project.itemName} - ${zh ? '灯具表' : 'Luminaire schedule'}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    // the type mark first, then the specification's number (issue 25)
    expect(ws.getRow(1).getCell(1).value).toBe(zh ? '类型标记' : 'Type');
    expect(ws.getRow(1).getCell(2).value).toBe(zh ? '编号' : 'No.');
    // one row per record under the header, then the totals row
    expect(ws.getRow(ws.rowCount).getCell(1).value).toBe(zh ? '合计' : 'Total');
    expect(ws.rowCount - 2).toBeGreaterThanOrEqual(before);
    expect(ws.rowCount - 2).toBeLessThanOrEqual(after);
    expect(typeof ws.getRow(2).getCell(8).value).toBe('number');
    await expect(page.getByTestId('schedule-message')).toContainText(xlsx.name);

    // The PDF: cover, table and the generated sheets.
    const pdf = await download(page, 'schedule-pdf');
    expect(pdf.name).toBe(`${project.itemName} - ${zh ? '灯具表' : 'Luminaire schedule'}.pdf`);
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.body.subarray(-6).toString()).toContain('%%EOF');
    const pages = pdf.body.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];
    // A cover, at least one table page and a sheet for at least one generated record.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('schedule-message')).toContainText(pdf.name);
    await expect(page.getByTestId('schedule-progress')).toHaveCount(0);
  });
}
