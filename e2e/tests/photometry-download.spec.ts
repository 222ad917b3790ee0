import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_KEY, loginViaApi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';
import { chooseType, tableRows } from '../fixtures/selection';

/** Opens the detail dialog of the first row on the page whose fixture carries a photometric file. */
async function openFixtureWithPhotometry(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  const count = await tableRows(page).count();
  for (let i = 0; i < count; i++) {
    await tableRows(page).nth(i).locator('td:nth-child(2) button').first().click();
    await expect(dialog).toBeVisible();
    const panel = dialog.getByTestId('fixture-photometry');
    const none = dialog.getByText(/No photometric file|该灯具没有配光文件/);
    await expect(panel.or(none)).toBeVisible();
    if (await panel.isVisible()) return dialog;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  throw new Error('no fixture with a photometric file on the first page');
}

test.describe('photometric files both ways', () => {
  test('the fixture dialog shows both beam angles and downloads the file as IES and as LDT', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const token = await loginViaApi(page, request, 'demo');
    const created = await request.post('/api/projects', {
      data: { itemName: `E2E photometry download ${Date.now()}` },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.ok()).toBeTruthy();
    const projectId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/selection?id=${projectId}`);
    await chooseType(page, 'Facade', 'Wall washing');
    const dialog = await openFixtureWithPhotometry(page, 'Fixture details');
    const panel = dialog.getByTestId('fixture-photometry');
    await expect(panel.getByText('Beam angle (IES, 50 % of max)')).toBeVisible();
    await expect(panel.getByText('Beam angle (CIE, 50 % of centre)')).toBeVisible();
    await snap(page, 'fixture-detail-download-en', { fullPage: false });

    for (const format of ['ies', 'ldt'] as const) {
      const waiting = page.waitForEvent('download');
      await dialog.getByRole('button', { name: format === 'ies' ? 'Download as IES (LM-63-2019)' : 'Download as EULUMDAT (LDT)' }).click();
      const download = await waiting;
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      const text = readFileSync((await download.path())!, 'latin1');
      if (format === 'ies') expect(text.startsWith('IES:LM-63-2019')).toBe(true);
      else expect(text.split(/\r?\n/).length).toBeGreaterThan(42);
    }

    await page.keyboard.press('Escape');
    await page.evaluate((key) => localStorage.setItem(key, 'zh-CN'), LANGUAGE_KEY);
    await page.reload();
    await expect(tableRows(page).first()).toBeVisible();
    const zh = await openFixtureWithPhotometry(page, '灯具详情');
    await expect(zh.getByText('光束角（CIE，中心光强的 50 %）')).toBeVisible();
    await expect(zh.getByRole('button', { name: '下载 IES 文件（LM-63-2019）' })).toBeVisible();
    await snap(page, 'fixture-detail-download-zh', { fullPage: false });
  });
});
