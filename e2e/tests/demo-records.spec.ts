import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { apiToken, projectNamed, PASS } from '../fixtures/editor';

/** The demo projects whose lamp parameters come with the demo data (other tests add projects of their own). */
const DEMO_PROJECTS = ['外滩滨江立面照明', '深圳湾公园夜景'];

/**
 * The demo data is there to be tried: every demo lamp parameter opens in the editor with lamps
 * in its library panel, so its targets, sizes and lamp are satisfiable by the demo fixtures.
 */
test('the demo lamp parameters open with matching lamps in the library', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await apiToken(request, 'demo');
  const auth = { Authorization: `Bearer ${token}` };
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');
  let opened = 0;
  for (const name of DEMO_PROJECTS) {
    const project = await projectNamed(request, token, name);
    expect(project, name).toBeTruthy();
    const list = (await (await request.get(`/api/lampparams/list?projectId=${project!.id}&rows=100`, { headers: auth })).json()) as {
      data: { rows: Array<{ id: number; lampparamNo: string }> };
    };
    for (const record of list.data.rows) {
      await page.goto(`/custom?id=${project!.id}&cid=${record.id}&pid=${project!.id}&${PASS}`);
      await expect(page.getByTestId('project-name')).toContainText(name);
      // The library's answer to the loaded, settled form: the panel is busy while the record
      // loads, while the search waits for the form to settle and while it is asked. An earlier
      // answer proves nothing (XQD1060W/M024 passed while its settled library was empty), and a
      // quiet network is no sign of it: the search waits 1.5 s after the form's last change.
      await expect(page.getByTestId('library-panel')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
      await expect(page.getByTestId('library-total'), record.lampparamNo).toHaveText(/^[1-9]\d* matching lamps?$/, { timeout: 1 });
      opened++;
    }
  }
  expect(opened).toBeGreaterThanOrEqual(7);
});
