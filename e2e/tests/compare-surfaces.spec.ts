import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';
import { tickRow } from '../fixtures/selection';

/**
 * Issue 23: Compare from ticked selection rows of three typical wall-washing surfaces computes
 * each row on its own surface (it computed every row on the first row's, and refused rows of two
 * surfaces): each column says the surface it was computed on, and each reads its own row's
 * calculated Lavg. On an office laptop's 1366 px, in both languages.
 */

interface Row {
  id: number;
  contestId: number;
  dataType: string;
  lampId: number;
  surfaceType: string;
  photometryId: number | null;
  lightnessAve: number;
  h: number | null;
}

const TEXT = { en: { compare: /^Compare on the surface/, computedOn: 'computed on H ' }, 'zh-CN': { compare: /^在该典型面对比/, computedOn: '计算于 H ' } } as const;

for (const language of ['en', 'zh-CN'] as const) {
  test(`compares ticked rows of three surfaces each on its own (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await useLanguage(page, language);
    const token = await loginViaApi(page, request, 'demo');
    const projects = await request.get('/api/projects', { headers: { Authorization: `Bearer ${token}` } });
    const projectId = ((await projects.json()) as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
    const res = await request.post('/api/contests/tyList', { headers: { Authorization: `Bearer ${token}` }, data: { contestTypeId: 102, projectId, dataTypeStr: '4', rgbwa: '全亮', page: 1 } });
    const all = ((await res.json()) as { data: { rows: Row[] } }).data.rows.filter((r) => r.surfaceType === 'A' && r.photometryId !== null);
    // one calculated row on each of three surfaces
    const rows: Row[] = [];
    for (const r of all) if (!rows.some((x) => x.contestId === r.contestId) && rows.length < 3) rows.push(r);
    expect(rows, 'three surfaces on the first page').toHaveLength(3);

    await page.goto(`/selection?id=${projectId}&contestTypeId=102&dataTypeStr=4`);
    for (const r of rows) await expect(page.locator(`[data-testid="results-table"] tr[data-row-key="${r.id}"]`)).toBeVisible({ timeout: 30_000 });
    for (const r of rows) await tickRow(page, r.id);
    await page.getByRole('button', { name: TEXT[language].compare }).click();
    const dialog = page.getByTestId('compare-dialog');
    await expect(dialog.getByTestId('compare-body')).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    const on = dialog.getByTestId('compare-computed-on');
    await expect(on).toHaveCount(3);
    for (const [i, r] of rows.entries()) {
      await expect(on.nth(i)).toContainText(`${TEXT[language].computedOn}${r.h} m`);
      // the column's calculated Lavg is its own row's (3 significant figures)
      const shown = Number((await dialog.locator('tr[data-line="single-lightnessAve"] td').nth(i).innerText()).replace(/[★,\s]/gu, ''));
      expect(Math.abs(shown - r.lightnessAve) / r.lightnessAve, `column ${i + 1}: ${shown} against the row's ${r.lightnessAve}`).toBeLessThanOrEqual(0.006);
    }
    await snap(page, `compare-three-surfaces-${language === 'en' ? 'en' : 'zh'}`, { fullPage: false });
    // the table's heads: each fixture with the surface it was computed on
    await dialog.getByTestId('compare-table').scrollIntoViewIfNeeded();
    await snap(page, `compare-three-surfaces-table-${language === 'en' ? 'en' : 'zh'}`, { fullPage: false });
  });
}
