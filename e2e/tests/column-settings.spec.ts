import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, TOKEN_KEY, useLanguage } from '../fixtures/auth';
import { chooseType, openSelectionFromProjects } from '../fixtures/selection';

/**
 * "The choice persists for the user": kept in this browser's local storage under the user's id,
 * so it survives a reload and a colleague logging in on the same browser starts from the
 * defaults. One browser context throughout (a new context would start empty anyway).
 */

async function tokenOf(page: Page, who: keyof typeof DEMO_USERS): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: DEMO_USERS[who] });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const headers = (page: Page) => page.locator('[data-testid="results-table"] thead th').allTextContents();

test('the column choice survives a reload and is not inherited by another user', async ({ page }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo')] as const);
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

  // stored under demo's id, nowhere else
  const keys = await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('lampsheet.columns.')));
  expect(keys).toHaveLength(1);
  const me = (await (await page.request.get('/api/users/getCurrentUser', { headers: { Authorization: `Bearer ${await tokenOf(page, 'demo')}` } })).json()) as { data: { id: number } };
  expect(keys[0]).toMatch(new RegExp(`^lampsheet\\.columns\\.${me.data.id}\\.\\d+$`));

  // a reload keeps it
  await page.reload();
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(mine);

  // demo2 on the same browser: the defaults, with the removed column back
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo2')] as const);
  await page.reload();
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(defaults);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(dialog.locator('label.ant-checkbox-wrapper-checked', { hasText: removed }).first()).toBeVisible();
  await dialog.getByRole('button', { name: /Cancel/ }).click();

  // and demo, back again, still has the choice
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [TOKEN_KEY, await tokenOf(page, 'demo')] as const);
  await page.reload();
  await expect(page.locator('[data-testid="results-table"] tbody tr.ant-table-row').first()).toBeVisible();
  await expect.poll(() => headers(page)).toEqual(mine);
});
