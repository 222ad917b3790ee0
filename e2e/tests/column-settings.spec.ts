import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, TOKEN_KEY, useLanguage } from '../fixtures/auth';
import { chooseType, openSelectionFromProjects } from '../fixtures/selection';

/**
 * "The choice persists for the user": kept among the user's settings on the server and cached
 * in local storage under the user's id, so it survives a reload, follows the user to another
 * browser, and a colleague logging in on the same browser starts from the defaults. The test
 * puts the defaults back at the end, since the choice now outlives the browser context.
 */

async function tokenOf(page: Page, who: keyof typeof DEMO_USERS): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: DEMO_USERS[who] });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** The page's address without the columns it names (a chosen column set is put in the address, where it wins over the stored choice). */
const storedView = (page: Page) => {
  const url = new URL(page.url());
  url.searchParams.delete('cols');
  return url.toString();
};

const headers = (page: Page) => page.locator('[data-testid="results-table"] thead th').allTextContents();

test('the column choice survives a reload, follows the user to another browser and is not inherited by another user', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo2')] as const);
  await openSelectionFromProjects(page);
  await chooseType(page, 'Facade', 'Wall washing');
  const defaults = await headers(page);

  // untick the first ticked column and confirm
  await page.getByRole('button', { name: 'Columns' }).click();
  const dialog = page.getByRole('dialog', { name: 'select the information included in the settings' });
  const ticked = dialog.locator('label.ant-checkbox-wrapper-checked').first();
  const removed = (await ticked.textContent())!.trim();
  await ticked.click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => headers(page)).not.toEqual(defaults);
  const mine = await headers(page);
  expect(mine.length).toBe(defaults.length - 1);

  // stored under demo2's id, nowhere else
  const keys = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('lampsheet.columns.')));
  expect(keys).toHaveLength(1);
  // demo2 makes the choice: the other specs, running beside this one on the same server, use demo.
  const me = (await (await page.request.get('/api/users/getCurrentUser', { headers: { Authorization: `Bearer ${await tokenOf(page, 'demo2')}` } })).json()) as { data: { id: number } };
  expect(keys[0]).toMatch(new RegExp(`^lampsheet\\.columns\\.${me.data.id}\\.\\d+$`));

  // a reload keeps it
  await page.reload();
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(mine);

  // demo on the same browser: the defaults, with the removed column back
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo')] as const);
  await page.goto(storedView(page));
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(defaults);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(dialog.locator('label.ant-checkbox-wrapper-checked', { hasText: removed }).first()).toBeVisible();
  await dialog.getByRole('button', { name: /Cancel/ }).click();

  // and demo2, back again, still has the choice
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo2')] as const);
  await page.goto(storedView(page));
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(mine);

  // another browser (a fresh context: empty local storage) gets demo2's choice from the server
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page2 = await other.newPage();
  await useLanguage(page2, 'en');
  await page2.goto('/login');
  await page2.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page2, 'demo2')] as const);
  await openSelectionFromProjects(page2);
  await chooseType(page2, 'Facade', 'Wall washing');
  await expect.poll(() => headers(page2)).toEqual(mine);
  await other.close();

  // put the defaults back for the other tests of this server
  await page.getByRole('button', { name: 'Columns' }).click();
  await dialog.locator('label.ant-checkbox-wrapper', { hasText: removed }).first().click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => headers(page)).toEqual(defaults);
});
