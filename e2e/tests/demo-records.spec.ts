import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { apiToken, PASS } from '../fixtures/editor';

/**
 * The demo data is there to be tried: every demo lamp parameter of the first demo project opens
 * in the editor with lamps in its library panel, so its targets, sizes and lamp are satisfiable
 * by the demo fixtures.
 */
test('the demo lamp parameters open with matching lamps in the library', async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = { Authorization: `Bearer ${await apiToken(request, 'demo')}` };
  const projects = (await (await request.get('/api/projects', { headers: auth })).json()) as { data: { rows: Array<{ id: number; itemName: string }> } };
  const project = projects.data.rows.find((p) => p.itemName === '外滩滨江立面照明');
  expect(project, 'the first demo project').toBeTruthy();
  const list = (await (await request.get(`/api/lampparams/list?projectId=${project!.id}&rows=100`, { headers: auth })).json()) as {
    data: { rows: Array<{ id: number; lampparamNo: string }> };
  };
  expect(list.data.rows.length).toBeGreaterThanOrEqual(4);

  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');
  for (const record of list.data.rows) {
    await page.goto(`/custom?id=${project!.id}&cid=${record.id}&pid=${project!.id}&${PASS}`);
    await expect(page.getByTestId('live-number')).toHaveText(record.lampparamNo);
    await expect(page.getByTestId('library-total'), record.lampparamNo).toHaveText(/^[1-9]\d* matching lamps?$/, { timeout: 20_000 });
  }
});
