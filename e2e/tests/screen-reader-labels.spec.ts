import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, PASS } from '../fixtures/editor';

/**
 * Designer walk of issue 26: in 中文 a screen reader heard antd's own English names ("Increase
 * Value", "Decrease Value", "Clear", icon names such as "down"); every name on the editor now
 * follows the language (apps/web/src/lib/widget-labels.ts).
 */
test('the editor in 中文 has no English aria-label', async ({ page, request }) => {
  test.setTimeout(120_000);
  const record = await demoRecord(request, 'XQD1060W/M024');
  await useLanguage(page, 'zh-CN');
  await loginViaApi(page, request, 'demo');
  await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
  await expect(page.getByTestId('surface-name')).not.toBeEmpty();
  await expect(page.getByTestId('library-panel').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: '增大数值', includeHidden: true }).first()).toBeAttached();
  const english = await page.evaluate(() =>
    // a label with Chinese in it is the app's (a picture of a brand named in Latin letters is fine)
    [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!).filter((label) => /[A-Za-z]{3,}/.test(label) && !/[\u4e00-\u9fff]/.test(label)),
  );
  expect(english).toEqual([]);
  // the pagination's icons (left, right, ellipsis) were read by their English names
  await expect(page.locator('.ant-pagination .anticon[aria-label]')).toHaveCount(0);
});
