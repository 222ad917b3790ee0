import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { freshProject, toast } from '../fixtures/editor';
import { pdfLines } from '../fixtures/sheet';
import { fillMadeDraft, MADE_DRAFT, tableRows, tickRow } from '../fixtures/selection';

/**
 * Issue 23, "one computation, one answer", end to end: three calculated wall-washing rows of one
 * typical surface are ticked and compared on the selection page; the first of them is taken
 * into a record as a designer does (ticked alone → Make → a complete draft → the editor); the
 * record is generated, and the sheet's "Calculated performance on this surface" prints the
 * figures the compare dialog showed for that fixture — Lavg, Lmax and U0. Runs in a project of
 * its own, so no demo record changes.
 */

const TEXT = {
  en: {
    compare: /^Compare on the surface/,
    make: 'Make',
    title: 'Make lamp parameters',
    save: 'Save draft and open',
    done: 'Operation successful!',
    performance: 'Calculated performance on this surface',
  },
  'zh-CN': {
    compare: /^在该典型面对比/,
    make: '制作',
    title: '制作灯具参数',
    save: '保存草稿并打开',
    done: '操作成功！',
    performance: '本应用面上的计算表现',
  },
} as const;

interface Row {
  id: number;
  contestId: number;
  dataType: '1' | '2' | '4';
  lampId: number;
  brandName: string;
  model: string;
  surfaceType: 'A' | 'B';
  photometryId: number | null;
}

/**
 * Three calculated rows (data type 4, so each has a photometric file) of one typical wall-washing
 * surface (one contest, face A) and of three fixtures, from the first page the selection shows
 * when only calculated rows are asked for (`dataTypeStr=4`).
 */
async function threeRows(request: APIRequestContext, token: string, projectId: number): Promise<Row[]> {
  const res = await request.post('/api/contests/tyList', {
    headers: { Authorization: `Bearer ${token}` },
    data: { contestTypeId: 102, projectId, dataTypeStr: '4', rgbwa: '全亮', page: 1 },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const rows = ((await res.json()) as { data: { rows: Row[] } }).data.rows.filter((r) => r.dataType === '4' && r.surfaceType === 'A' && r.photometryId !== null);
  const byContest = new Map<number, Row[]>();
  for (const r of rows) {
    const same = byContest.get(r.contestId) ?? [];
    if (!same.some((s) => s.lampId === r.lampId)) byContest.set(r.contestId, [...same, r]);
  }
  const three = [...byContest.values()].find((list) => list.length >= 3);
  expect(three, 'three calculated rows of one typical surface on the first page').toBeTruthy();
  return three!.slice(0, 3);
}

/** A figure as the compare dialog shows it (grouping commas and the best-of-line mark removed). */
const shown = async (cell: Locator) => (await cell.innerText()).replace(/[★,\s]/g, '');

/**
 * Whether the sheet's figure and the dialog's are one number to display rounding: they differ by
 * no more than half a unit in the last printed digit of each. Both print contracts' one format
 * per quantity (`formatFigure`: luminance to 3 significant figures, U0 to 2 decimals), so the
 * last digit is read from the text itself.
 */
function sameToRounding(sheet: string, dialog: string, context: string): void {
  const half = (text: string) => {
    const fraction = text.split('.')[1];
    if (fraction) return 0.5 * 10 ** -fraction.length;
    // an integer of 1000 or more is rounded to 3 significant figures
    return 0.5 * 10 ** Math.max(0, text.replace(/^-/, '').length - 3);
  };
  const tolerance = half(sheet) + half(dialog) + 1e-9;
  expect(Math.abs(Number(sheet) - Number(dialog)), `sheet ${sheet} vs compare ${dialog}\n${context}`).toBeLessThanOrEqual(tolerance);
}

for (const language of ['en', 'zh-CN'] as const) {
  test(`the compare dialog's figures are the generated sheet's (${language})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const text = TEXT[language];
    const projectId = await freshProject(request, `E2E compare to sheet ${language} ${Date.now()}`);
    await useLanguage(page, language);
    const token = await loginViaApi(page, request, 'demo');
    const rows = await threeRows(request, token, projectId);
    const chosen = rows[0]!;

    await page.goto(`/selection?id=${projectId}&contestTypeId=102&dataTypeStr=4`);
    await expect(page.locator(`[data-testid="results-table"] tr[data-row-key="${chosen.id}"]`)).toBeVisible({ timeout: 30_000 });
    // the chosen row first: the dialog computes on the first ticked row's surface and shows it first
    for (const r of rows) await tickRow(page, r.id);
    await page.getByRole('button', { name: text.compare }).click();

    const dialog = page.getByTestId('compare-dialog');
    const table = page.getByTestId('compare-table');
    await expect(dialog.getByTestId('compare-body')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await expect(table).toBeVisible();
    await expect(table.locator('thead th').nth(1)).toContainText(chosen.brandName);
    await expect(table.locator('thead th').nth(1)).toContainText(chosen.model);
    const first = (line: string) => table.locator(`tr[data-line="single-${line}"] td`).first();
    const compared = { lavg: await shown(first('lightnessAve')), lmax: await shown(first('lightnessMax')), u0: await shown(first('evenness')) };
    for (const v of Object.values(compared)) expect(v).toMatch(/^\d+(\.\d+)?$/);
    const comparedOn = await dialog.getByTestId('compare-surface').innerText();
    await dialog.getByRole('button', { name: language === 'en' ? 'Close' : '关闭' }).last().click();
    await expect(dialog).toBeHidden();

    // the chosen row alone → Make → a complete draft, opened in the editor
    for (const r of rows.slice(1)) await page.locator(`[data-testid="results-table"] tr[data-row-key="${r.id}"] input[type="checkbox"]`).uncheck();
    await expect(tableRows(page).locator('input[type="checkbox"]:checked')).toHaveCount(1);
    await page.getByRole('button', { name: text.make }).click();
    const drawer = page.locator('.ls-make-drawer');
    await expect(drawer.getByText(text.title, { exact: true })).toBeVisible();
    await fillMadeDraft(page, drawer, language);
    await drawer.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/custom\?.*cid=\d+/);
    await expect(page.getByTestId('surface-name')).toHaveText(MADE_DRAFT[language].sketch);
    // what the draft still needs before Generate: a beam angle and a lamp sketch (neither changes the figures, which come from the photometric file)
    await page.getByTestId('beam-angle').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('choose-lamp').click();
    const lampDialog = page.getByRole('dialog').filter({ has: page.getByTestId('lamp-sketch') });
    await lampDialog.getByTestId('lamp-sketch').first().click();
    await expect(lampDialog).toBeHidden();

    // Generate: the sheet opens in a tab of its own at a signed address, downloaded from there
    const popup = page.waitForEvent('popup');
    await page.getByTestId('generate').click();
    const success = expect(toast(page, text.done)).toBeVisible({ timeout: 60_000 });
    const sheetTab = await popup;
    await expect.poll(() => sheetTab.url(), { timeout: 60_000 }).toMatch(/\/api\/previewPdf\?fileName=.+&token=/);
    await success;
    const download = await sheetTab.request.get(sheetTab.url());
    expect(download.status()).toBe(200);
    const lines = await pdfLines(await download.body());
    await sheetTab.close();

    // the performance section: the chosen fixture, then its figures' row (Lavg, Lmin, Lmax, U0, dark band, then Eavg, Emin, Emax in lx)
    const all = lines.join('\n');
    const start = lines.findIndex((l) => l.includes(text.performance));
    expect(start, all).toBeGreaterThanOrEqual(0);
    const section = lines.slice(start);
    // its brand, then its model whole on a line of its own (never broken at a hyphen inside it)
    expect(section.some((l) => l.includes(chosen.brandName)), section.join('\n')).toBe(true);
    expect(section.some((l) => l.includes(chosen.model)), section.join('\n')).toBe(true);
    const figures = section.map((l) => /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d\.\d\d) (\d+(?:\.\d+)?)(?: [\d,]+(?:\.\d+)?){0,3}$/.exec(l)).find((m) => !!m);
    expect(figures, section.join('\n')).toBeTruthy();
    const [, lavg, , lmax, u0] = figures!;
    // the surfaces each was calculated on, should they differ
    const context = `compare: ${comparedOn}\nsheet:\n${section.slice(0, 12).join('\n')}`;
    sameToRounding(lavg!, compared.lavg, context);
    sameToRounding(lmax!, compared.lmax, context);
    sameToRounding(u0!, compared.u0, context);
  });
}
