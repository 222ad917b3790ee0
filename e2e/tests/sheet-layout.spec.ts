import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { takeFirstRankRow } from '../fixtures/editor';
import { rankData } from '../fixtures/rank';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { generatedSheet, pdfCompact, wallWashingRankTab } from '../fixtures/sheet';

/**
 * The layout behind the sheet's figures (issue 24), end to end: in the editor's rank tab the
 * designer sets a layout (count, tilt, maintenance factor) on a 4 m wide wall, takes the first
 * row, generates the sheet, and the sheet prints that layout in words and numbers — count,
 * spacing, tilt in degrees, maintenance factor — with its illuminance in lux and its W/m².
 * A project of its own, so no demo record changes.
 */

/** Types a value into a layout input as a person does, and leaves it. */
async function setLayout(page: Page, key: string, value: string) {
  const input = page.getByTestId(`layout-${key}`);
  await input.fill(value);
  await input.press('Tab');
}

for (const language of ['en', 'zh-CN'] as const) {
test(`a layout set in Rank and taken is the one the generated sheet prints, with lux and W/m² (${language})`, async ({ page, request }) => {
  test.setTimeout(240_000);
  const projectName = `E2E sheet layout ${Date.now()}`;
  const zh = language === 'zh-CN';
  await wallWashingRankTab(page, request, projectName, language);

  // 4 fixtures across the 4 m wall (a metre apart), tilted 25°, maintenance factor 0.7.
  const ranked = page.waitForResponse(
    (r) => r.url().endsWith('/api/photometry/rank') && r.request().method() === 'POST' && r.ok() && JSON.stringify(r.request().postDataJSON()?.layout ?? {}).includes('"maintenanceFactor":0.7'),
    { timeout: 0 },
  );
  await setLayout(page, 'count', '4');
  await setLayout(page, 'tilt', '25');
  await setLayout(page, 'maintenanceFactor', '0.7');
  const answer = await rankData<{ rows: Array<{ layout: { count: number; spacing: number; tilt: number; maintenanceFactor: number } }> }>(await ranked);
  expect(answer.rows[0]!.layout).toMatchObject({ count: 4, spacing: 1, tilt: 25, maintenanceFactor: 0.7 });
  await expect(page.getByTestId('rank-layout').first()).toContainText('4 × 1 m', { timeout: 60_000 });

  // Take the first row: the record now carries its layout; Generate saves it and opens the sheet.
  await takeFirstRankRow(page, language);
  const pdf = await generatedSheet(page, language);
  const c = await pdfCompact(pdf);
  expect(c, 'the sheet of this project').toContain(projectName.replace(/\s+/g, ''));

  // The layout in words and numbers, the sheet's language first: count, spacing, tilt in degrees, MF.
  const en = /4×at1m,firstat[\d.]+m,setback0\.5m,[\d.\u2212]+mhigh,tilt25\.0°,rotation0\.0°,maintenancefactor0\.7/;
  const zhText = /4套，间距1m，首套距左边[\d.]+m，离面距离0\.5m，安装高度[\d.\u2212]+m，仰角25\.0°，旋转0\.0°，维护系数0\.7/;
  expect(c).toMatch(new RegExp(zh ? `布灯Layout${zhText.source}${en.source}` : `Layout布灯${en.source}${zhText.source}`));
  // Illuminance in lux beside luminance, installed power and its density.
  expect(c).toContain(zh ? '平均照度lx' : 'Eavglx');
  expect(c).toMatch(/[\d.]+W·[\d.]+W\/m²/);
  // Kept for the screenshots of the picture with its fixture marks (pdftoppm).
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(join(SCREENSHOT_DIR, `sheet-layout-${language}.pdf`), pdf);
});
}
