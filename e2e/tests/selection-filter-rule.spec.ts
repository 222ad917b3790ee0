import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { freshProject } from '../fixtures/editor';
import { tableRows } from '../fixtures/selection';

/**
 * Issue 26, point 6, in Chromium: the selection panel's one rule (decision 014). A clicked choice
 * (a data type) searches at once; a typed value (the lowest price) waits for Search, however
 * long the designer pauses.
 */

/** The search calls the page has sent so far, each with its body. */
const searches = (page: Page) => page.evaluate(() => (window as unknown as { searches: string[] }).searches);

test('a clicked choice searches at once; a typed value waits for Search', async ({ page, request }) => {
  test.setTimeout(90_000);
  const projectId = await freshProject(request, `E2E filter rule ${Date.now()}`);
  // every search call noted in the page as it is made
  await page.addInitScript(() => {
    const w = window as unknown as { searches: string[] };
    w.searches = [];
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/contests/tyList')) w.searches.push(typeof init?.body === 'string' ? init.body : '');
      return original(input, init);
    };
  });
  // the page's clock, so that a pause can be made as long as wished without waiting for it
  await page.clock.install();
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');
  await page.goto(`/selection?id=${projectId}&contestTypeId=102`);
  await expect(tableRows(page).first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => searches(page)).not.toHaveLength(0);

  // clicked: calculated data off, and the table follows at once
  const before = (await searches(page)).length;
  const calculated = page.getByRole('checkbox', { name: 'Calculated data' });
  // a controlled box: it turns off when the search it starts is the page's state
  await calculated.click();
  await expect(calculated).not.toBeChecked();
  await expect.poll(async () => (await searches(page)).slice(before)).toEqual([expect.stringMatching(/"dataTypeStr":"1,2"/)]);
  await expect(page).toHaveURL(/dataTypeStr=1(%2C|,)2(&|$)/);

  // typed: a lowest price, then a long pause: nothing is searched
  const fold = page.getByTestId('selection-fold');
  if ((await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  const priceMin = page.locator('#f-priceMin');
  await priceMin.fill('100');
  await expect(priceMin).toHaveValue('100');
  const typed = (await searches(page)).length;
  await page.clock.runFor(10_000);
  await expect(priceMin).toHaveValue('100');
  expect(await searches(page)).toHaveLength(typed);
  await expect(page).not.toHaveURL(/priceMin/);

  // Search sends it, once
  await page.getByTestId('filter-bar').getByRole('button', { name: /Search$/ }).click();
  await expect.poll(async () => (await searches(page)).slice(typed)).toEqual([expect.stringMatching(/"priceMin":"?100/)]);
  await expect(page).toHaveURL(/priceMin=100/);
});
