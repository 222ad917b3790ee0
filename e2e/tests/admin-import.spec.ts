import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';

/** Real photometric files of `<repo>/../shared/photometry`. */
const shared = (name: string) => fileURLToPath(new URL(`../../../shared/photometry/${name}`, import.meta.url));
const FLOOD = 'ledvance-fl-max-lum-600w-floodlight-60deg.ldt';
const SPOT = 'erco-stella-spotlight-hst-100w.ies';
const HEADER = 'Brand,Model,Lamp type,Power,Voltage,Price,Length,Width,Height,Photometric file';

test.describe('fixture import (administrator)', () => {
  test('an administrator imports a spreadsheet with its files and sees the calculation finish', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'admin');
    await page.goto('/projects');
    await page.getByTestId('nav-admin-import').click();
    await expect(page).toHaveURL(/\/admin\/import$/);
    await expect(page.getByRole('heading', { name: 'Fixture import' })).toBeVisible();

    const suffix = Date.now().toString(36);
    const csv = [HEADER, `LEDVANCE,FL MAX 600 ${suffix},Floodlight,600,AC220V,9000,700,600,150,${FLOOD}`, `ERCO,Stella ${suffix},投光灯,100,AC220V,3200,300,300,200,${SPOT}`].join('\n');
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'fixtures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await inputs.nth(1).setInputFiles([
      { name: FLOOD, mimeType: 'application/octet-stream', buffer: readFileSync(shared(FLOOD)) },
      { name: SPOT, mimeType: 'application/octet-stream', buffer: readFileSync(shared(SPOT)) },
    ]);
    await expect(page.getByTestId('import-files-count')).toHaveText('2 files chosen');
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-progress')).toBeVisible();
    await expect(page.getByTestId('import-done')).toContainText('2 fixtures imported', { timeout: 60_000 });
  });

  test('a wrong row imports nothing and is listed with its row and column', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'admin');
    await page.goto('/admin/import');
    const csv = [HEADER, `ERCO,Good row,Floodlight,100,AC220V,3200,300,300,200,${SPOT}`, 'ERCO,Bad row,Floodlight,lots,AC220V,,,,,nowhere.ldt'].join('\n');
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'fixtures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await inputs.nth(1).setInputFiles([{ name: SPOT, mimeType: 'application/octet-stream', buffer: readFileSync(shared(SPOT)) }]);
    await page.getByTestId('import-start').click();
    await expect(page.getByTestId('import-refused')).toContainText('nothing was imported');
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText('expected watts as a number, found "lots"');
    await expect(errors).toContainText('"nowhere.ldt" is not among the uploaded files');
    await expect(errors.locator('tbody tr')).toHaveCount(2);
  });

  test('a designer has no import page and no link to it', async ({ page, request }) => {
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'demo');
    await page.goto('/projects');
    await expect(page.getByTestId('current-user')).toBeVisible();
    await expect(page.getByTestId('nav-admin-import')).toHaveCount(0);
    await page.goto('/admin/import');
    await expect(page.getByText('Only administrators can import fixtures.')).toBeVisible();
  });
});
