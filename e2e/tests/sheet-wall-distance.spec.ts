import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { apiToken, freshProject, PASS, toast } from '../fixtures/editor';
import { auth, data, pdfLines, wallWashingDraft } from '../fixtures/sheet';

/**
 * The wall distance D end to end: typed into the editor's D inputs (minimum `lumSizeMin`,
 * maximum `lumSize`), saved by Generate, printed on the parameter sheet's D row, and shown
 * again when the record is reopened. Runs on a wall-washing record (contest type 102, whose D is
 * a range) of a project of its own, so no demo record changes.
 */

/** What is typed: two values the seeded record does not hold, minimum first. */
const D_MIN = '0.4';
const D_MAX = '0.65';
/** The seeded record's own D, different from both, so a value that never left the editor shows. */
const SEEDED = { lumSizeMin: '1.2', lumSize: '1.5' };

const dims = (page: Page) => page.getByTestId('dimension-inputs');

test('the wall distance D typed in the editor is the one on the generated sheet and in the reopened record', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectName = `E2E wall distance ${Date.now()}`;
  const projectId = await freshProject(request, projectName);
  const id = await wallWashingDraft(request, projectId, SEEDED);
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');

  // the record opens with its own D
  await page.goto(`/custom?id=${projectId}&cid=${id}&pid=${projectId}&${PASS}`);
  await expect(dims(page).getByTestId('dim-Dmin')).toHaveValue(SEEDED.lumSizeMin);
  await expect(dims(page).getByTestId('dim-D')).toHaveValue(SEEDED.lumSize);

  // typed as a person types it, minimum then maximum
  for (const [testId, value] of [['dim-Dmin', D_MIN], ['dim-D', D_MAX]] as const) {
    const input = dims(page).getByTestId(testId);
    await input.clear();
    await input.pressSequentially(value);
    await expect(input).toHaveValue(value);
  }

  // Generate: the record is saved and its sheet opens in a tab of its own (the signed address)
  const popup = page.waitForEvent('popup');
  await page.getByTestId('generate').click();
  const success = expect(toast(page, 'Operation successful!')).toBeVisible({ timeout: 30_000 });
  const sheetTab = await popup;
  await expect.poll(() => sheetTab.url(), { timeout: 30_000 }).toMatch(/\/api\/previewPdf\?fileName=.+&token=/);
  await success;
  await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${projectId}`));

  // The tab shows the PDF in Chromium's viewer, which keeps the file's bytes to itself: download
  // the file from the signed address the editor gave the tab (it needs no log-in).
  const download = await sheetTab.request.get(sheetTab.url());
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const lines = await pdfLines(await download.body());
  await sheetTab.close();
  expect(lines.join('\n'), 'the sheet of this project').toContain(projectName);

  // The surface sketch's D row: letter, label (English, then Chinese), value — exactly the range typed.
  const dRow = lines.find((line) => line.includes('Setback'));
  expect(dRow, lines.join('\n')).toBeDefined();
  const value = /(?:^|\s)D Setback 离面距离 (—|\S+ m)(?=\s|$)/.exec(dRow!)?.[1];
  expect(value, dRow).toBe(`${D_MIN}–${D_MAX} m`);

  // stored as typed: the minimum in lumSizeMin, the maximum in lumSize
  const view = await data<{ projectLampparamVo: { lumSizeMin: string | null; lumSize: string | null; dataStatus: number } }>(
    await request.get(`/api/lampparams/editTyView/${id}`, { headers: auth(await apiToken(request, 'demo')) }),
  );
  expect(view.projectLampparamVo).toMatchObject({ lumSizeMin: D_MIN, lumSize: D_MAX, dataStatus: 2 });

  // reopened from the list, the inputs show the saved values
  const rows = page.locator('[data-testid="lampparam-table"] tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByTestId('lampparam-open').click();
  await expect(page).toHaveURL(new RegExp(`cid=${id}`));
  await expect(dims(page).getByTestId('dim-Dmin')).toHaveValue(D_MIN);
  await expect(dims(page).getByTestId('dim-D')).toHaveValue(D_MAX);
});
