import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, PASS } from '../fixtures/editor';
import { rankData } from '../fixtures/rank';

/** The next successful ranking's answer (bounded by the test's timeout: the first ranking reads the library cold). */
async function nextRank(page: Page): Promise<{ rows: Array<{ layout: { count: number; spacing: number }; fit?: { met: boolean } }> }> {
  const answer = await page.waitForResponse((r) => r.url().endsWith('/api/photometry/rank') && r.request().method() === 'POST' && r.ok(), { timeout: 0 });
  return rankData(answer);
}

/**
 * "Fit the layout" in the editor's Rank tab: the switch ranks again with each fixture's fitted
 * layout, and the rows say it ("meets with 7 × at 0.86 m, …" / "7 × 间距 0.86 m 达标，…") or why
 * no layout within the limits meets.
 */
for (const language of ['en', 'zh-CN'] as const) {
  test(`fit the layout in Rank (${language})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const record = await demoRecord(request, 'XQD1060W/M024');
    await useLanguage(page, language);
    await loginViaApi(page, request, 'demo');
    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    const plain = nextRank(page);
    await page.getByTestId('rank-tab').click();
    await plain;
    const panel = page.getByTestId('rank-panel');
    await expect(panel.getByTestId('rank-layout').first()).toBeVisible({ timeout: 30_000 });

    const fitted = nextRank(page);
    await panel.getByRole('switch', { name: language === 'en' ? 'Fit the layout' : '自动布灯' }).click();
    const answer = await fitted;
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((r) => r.fit !== undefined)).toBe(true);
    const first = answer.rows[0]!;
    const rowFit = panel.getByTestId('rank-fit').first();
    await expect(rowFit).toBeVisible({ timeout: 30_000 });
    if (first.fit!.met) {
      const spacing = Number(first.layout.spacing.toFixed(2)).toLocaleString('en');
      await expect(rowFit).toContainText(language === 'en' ? `meets with ${first.layout.count} × at ${spacing} m` : `${first.layout.count} × 间距 ${spacing} m 达标`);
    } else {
      await expect(rowFit).toContainText(language === 'en' ? 'at best' : '最佳布置仍不满足');
    }
    // The limits are on screen, the count bound among them.
    await expect(panel.getByRole('spinbutton', { name: language === 'en' ? 'Fixtures ≤' : /≤/ }).first()).toBeVisible();
  });
}
