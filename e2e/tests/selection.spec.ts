import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';
import { chooseType, openSelectionFromProjects, tableRows, tickRow, toast } from '../fixtures/selection';

interface Row {
  id: number;
  contestId: number;
  brandName: string;
  surfaceType: 'A' | 'B';
  power: number | null;
}

/** The rows the panel shows, asked from the API with the same address state. */
async function pageRows(page: Page, token: string): Promise<Row[]> {
  const url = new URL(page.url());
  const body = {
    contestTypeId: Number(url.searchParams.get('contestTypeId')),
    projectId: Number(url.searchParams.get('id')),
    dataTypeStr: '1,2,4',
    rgbwa: '全亮',
    page: Number(url.searchParams.get('page') ?? 1),
    ...(url.searchParams.get('brandIds') ? { brandIds: url.searchParams.get('brandIds') } : {}),
    ...(url.searchParams.get('sort') ? { sort: url.searchParams.get('sort'), order: url.searchParams.get('order') } : {}),
  };
  const res = await page.request.post('/api/contests/tyList', { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { rows: Row[] } }).data.rows;
}

test.describe('fixture selection panel', () => {
  test('a designer filters by brand, sorts, runs a weighted search and makes a lamp parameter', async ({ page, request }) => {
    await useLanguage(page, 'en');
    const token = await loginViaApi(page, request, 'demo');
    // its own project, so the draft it makes does not show up in other tests' lists
    const created = await request.post('/api/projects', {
      data: { itemName: `E2E selection ${Date.now()}` },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.ok()).toBeTruthy();
    const projectId = ((await created.json()) as { data: { id: number } }).data.id;
    await page.goto(`/selection?id=${projectId}`);
    await expect(page.getByText('Choose an application type to see the detection data of its fixtures.')).toBeVisible();

    await chooseType(page, 'Facade', 'Wall washing');
    await expect(page.getByTestId('total-note')).toContainText('items match the condition, narrow the filter');
    await snap(page, 'selection-en');

    // brand filter
    await page.getByRole('button', { name: /^Brands/ }).click();
    const pop = page.getByTestId('brand-popover');
    await expect(pop.getByText('Only partner brands can be searched')).toBeVisible();
    const firstRowBrand = (await tableRows(page).first().locator('td').nth(1).locator('button').first().textContent())!.trim();
    await pop.getByPlaceholder('Search brand name').fill(firstRowBrand.slice(0, 4).toUpperCase());
    await snap(page, 'selection-brands-en', { fullPage: false });
    await pop.getByTestId('brand-list').getByText(firstRowBrand, { exact: true }).click();
    await expect(page).toHaveURL(/brandIds=\d+/);
    await expect(pop.getByTestId('brand-chips')).toContainText(firstRowBrand);
    await page.keyboard.press('Escape');
    await expect(async () => {
      const brands = await tableRows(page).locator('td:nth-child(2) button').allTextContents();
      expect(brands.length).toBeGreaterThan(0);
      expect(new Set(brands.map((b) => b.trim()))).toEqual(new Set([firstRowBrand]));
    }).toPass();

    // back to all brands, then sort by power
    await page.getByRole('button', { name: /^Brands/ }).click();
    await pop.getByRole('button', { name: 'Clear all' }).click();
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/brandIds=/);
    // The panel has rendered the cleared state (the address changes first), before the next click.
    await expect(page.getByRole('button', { name: /^Brands/ })).toHaveText(/^Brands\s*$/);
    await page.locator('th', { hasText: /^Measured\/rated power/ }).click();
    await expect(page).toHaveURL(/sort=power&order=asc/);
    await expect(async () => {
      const powers = (await pageRows(page, token)).filter((r) => r.surfaceType === 'A').map((r) => r.power ?? Infinity);
      expect(powers.length).toBeGreaterThan(0);
      expect([...powers].sort((a, b) => a - b)).toEqual(powers);
      // the table shows the same order
      const shown = await tableRows(page).evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row-key'))));
      const ids = (await pageRows(page, token)).map((r) => r.id);
      expect(shown).toEqual(ids);
    }).toPass();

    // weighted search
    await page.getByRole('button', { name: 'Weighted search' }).click();
    const panel = page.getByTestId('weight-panel');
    await panel.getByRole('combobox', { name: 'Weight preset' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await expect(panel.getByTestId('weight-quota')).toContainText('Remaining quota');
    await snap(page, 'selection-weights-en');
    await panel.getByRole('button', { name: 'Search by weights' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/weighted=1/);
    await expect(page.locator('th', { hasText: 'Score' })).toBeVisible();

    // a normal search clears the weights
    await page.getByRole('button', { name: /(^|\s)Search$/ }).click();
    await expect(page).not.toHaveURL(/weighted=1/);
    await expect(page.locator('th', { hasText: 'Score' })).toHaveCount(0);

    // the make errors
    await page.getByRole('button', { name: 'Make' }).click();
    await expect(toast(page, 'Please select at least one item')).toBeVisible();
    // the rows on screen (once the table has settled) and their contests, from the API
    let first: Row | undefined;
    let other: Row | undefined;
    await expect(async () => {
      const shown = new Set((await tableRows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key')))).map(Number));
      const rows = (await pageRows(page, token)).filter((r) => r.surfaceType === 'A' && shown.has(r.id));
      first = rows[0];
      other = rows.find((r) => r.contestId !== first?.contestId);
      expect(first && other, 'the page shows rows of two contests').toBeTruthy();
    }).toPass();
    first = first!;
    await tickRow(page, first.id);
    await tickRow(page, other!.id);
    await page.getByRole('button', { name: 'Make' }).click();
    await expect(toast(page, 'Please select the same typical surface data for making')).toBeVisible();
    await page.locator(`[data-testid="results-table"] tr[data-row-key="${other!.id}"] input[type="checkbox"]`).uncheck();

    // make
    await page.getByRole('button', { name: 'Make' }).click();
    const drawer = page.locator('.ls-make-drawer');
    await expect(drawer.getByText('Make lamp parameters')).toBeVisible();
    await expect(drawer.getByText('Stitch effect or install images at A4 size, 650px by 920.')).toBeVisible();
    await snap(page, 'make-drawer-en', { fullPage: false });
    await drawer.getByLabel('Lamp type').click();
    await page.locator('.ant-select-item-option').first().click();
    await drawer.getByRole('button', { name: 'Save draft and open' }).click();
    await expect(page).toHaveURL(new RegExp(`/custom\\?id=${projectId}&cid=\\d+`));
  });

  test('column settings allow at most 12 columns; details and pictures open', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'demo');
    await openSelectionFromProjects(page);
    await chooseType(page, 'Facade', 'Wall washing');

    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'select the information included in the settings' });
    await expect(dialog.getByText('application parameters')).toBeVisible();
    await expect(dialog.getByText('device parameters')).toBeVisible();
    await expect(dialog.getByText('measured parameters')).toBeVisible();
    const boxes = dialog.locator('input[type="checkbox"]');
    const count = await boxes.count();
    let refused = false;
    for (let i = 0; i < count && !refused; i++) {
      const box = boxes.nth(i);
      if (await box.isChecked()) continue;
      await box.click();
      if (!(await box.isChecked())) refused = true;
    }
    expect(refused).toBe(true);
    await expect(toast(page, 'At most 12 items can be shown!')).toBeVisible();
    await snap(page, 'column-settings-en', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();

    await tableRows(page).first().locator('td:nth-child(2) button').first().click();
    await expect(page.getByRole('dialog', { name: 'Fixture details' })).toBeVisible();
    await snap(page, 'fixture-detail-en', { fullPage: false });
    await page.getByRole('dialog', { name: 'Fixture details' }).getByRole('button', { name: 'Close' }).click();

    const picture = page.locator('[data-testid="results-table"] button[aria-label^="fixture picture"]').first();
    await picture.click();
    await expect(page.getByRole('dialog', { name: /Picture preview/ })).toBeVisible();
    await snap(page, 'image-preview-en', { fullPage: false });
  });

  test('two-face types: B rows sit under their A rows and cannot be ticked', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'demo');
    await openSelectionFromProjects(page);
    await chooseType(page, 'Facade', 'Composite surface');
    const bRow = page.locator('[data-testid="results-table"] tr.ls-row-face-b').first();
    await expect(bRow).toBeVisible();
    await expect(bRow.locator('input[type="checkbox"]')).toBeDisabled();
  });

  test('the panel in Chinese', async ({ page, request }) => {
    await useLanguage(page, 'zh-CN');
    await loginViaApi(page, request, 'demo');
    await openSelectionFromProjects(page);
    await chooseType(page, '立面', '洗墙');
    await expect(page.getByTestId('total-note')).toContainText('条数据符合条件，请缩小筛选范围');
    await snap(page, 'selection-zh');
    await page.getByRole('button', { name: /^品牌/ }).click();
    await expect(page.getByText('仅可搜索合作品牌')).toBeVisible();
    await snap(page, 'selection-brands-zh', { fullPage: false });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '列设置' }).click();
    await expect(page.getByRole('dialog', { name: '选择设置中包含的信息' })).toBeVisible();
    await snap(page, 'column-settings-zh', { fullPage: false });
    await page.getByRole('button', { name: '取消', exact: true }).first().click();
    const first = page.locator('[data-testid="results-table"] tbody tr.ant-table-row:not(.ls-row-face-b) input[type="checkbox"]').first();
    await first.check();
    await page.getByRole('button', { name: '制作' }).click();
    await expect(page.locator('.ls-make-drawer .ant-drawer-title')).toHaveText('制作灯具参数');
    await snap(page, 'make-drawer-zh', { fullPage: false });
  });
});
