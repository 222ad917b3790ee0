import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { takeFirstRankRow } from '../fixtures/editor';
import { rankData } from '../fixtures/rank';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { generatedSheet, pdfCompact, wallWashingRankTab } from '../fixtures/sheet';

/**
 * A fitted layout from Rank to the sheet (issue 24, "Done when"): in the editor's rank tab the
 * designer sets a maintenance factor, switches "Fit the layout" on, takes the first fitted row and
 * generates the sheet; the PDF prints that row's fitted count, spacing, tilt in degrees and
 * maintenance factor, with its illuminance in lux and its W/m². A project of its own, so no demo
 * record changes.
 */

interface FittedRow {
  lampId: number;
  layout: { count: number; spacing: number; start: number; setback: number; height: number; tilt: number; rotation: number; maintenanceFactor: number };
  faces: Array<{ illuminanceAve: number | null }>;
  installedPower: number | null;
  powerDensity: number | null;
  fit?: { met: boolean };
}

/** The next ranking the page receives that answers `when` (the whole library, read cold on a fresh server: no fixed bound). */
const nextRank = (page: Page, when: (body: Record<string, unknown>) => boolean) =>
  page.waitForResponse((r) => r.url().endsWith('/api/photometry/rank') && r.request().method() === 'POST' && r.ok() && when(r.request().postDataJSON() ?? {}), { timeout: 0 });

/** A number as the layout's words write it: at most `digits` decimals, no trailing zeros, a negative one with U+2212 (a first fixture left of the face's edge). */
const plain = (v: number, digits: number) => String(Number(v.toFixed(digits)) || 0).replace('-', '\u2212');
/** An angle as every figure prints it: 0.1°, always, a negative one with the minus sign U+2212. */
const angle = (v: number) => {
  const text = v.toFixed(1);
  return text === '-0.0' ? '0.0' : text.replace('-', '\u2212');
};

for (const language of ['en', 'zh-CN'] as const) {
  test(`a fitted layout taken from Rank is the one the generated sheet prints, with lux and W/m² (${language})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const projectName = `E2E sheet fit ${Date.now()}`;
    const zh = language === 'zh-CN';
    await wallWashingRankTab(page, request, projectName, language);

    // Maintenance factor 0.7, then fit (wall washing: up to 20 fixtures 0.3–3 m apart, tilt 0–30°).
    const withMf = nextRank(page, (b) => (b.layout as { maintenanceFactor?: number } | undefined)?.maintenanceFactor === 0.7);
    const mf = page.getByTestId('layout-maintenanceFactor');
    await mf.fill('0.7');
    await mf.press('Tab');
    await withMf;
    const fitted = nextRank(page, (b) => !!b.fit && (b.layout as { maintenanceFactor?: number } | undefined)?.maintenanceFactor === 0.7);
    await page.getByTestId('rank-panel').getByRole('switch', { name: zh ? '自动布灯' : 'Fit the layout' }).click();
    const answer = await rankData<{ rows: FittedRow[] }>(await fitted);
    const row = answer.rows[0]!;
    expect(row.fit, 'the first row is a fitted one').toBeDefined();
    expect(row.layout.maintenanceFactor).toBe(0.7);
    await expect(page.getByTestId('rank-fit').first()).toBeVisible({ timeout: 60_000 });

    // Compare the first two fitted rows: each computed in its own fitted layout (one rank call with
    // `layouts`), its layout in its column, its map drawn with its fixtures' marks.
    const rows = page.getByTestId('rank-table').locator('tbody tr.ant-table-row');
    for (let i = 0; i < 2; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    const compared = nextRank(page, (b) => Array.isArray(b.layouts));
    await page.getByTestId('rank-compare').click();
    const body = (await compared).request().postDataJSON() as { layouts: Array<{ lampId: number; layout: FittedRow['layout'] }> };
    expect(body.layouts).toEqual(answer.rows.slice(0, 2).map((r) => ({ lampId: r.lampId, layout: r.layout })));
    const dialog = page.getByTestId('compare-dialog');
    const cells = dialog.locator('tr[data-line="count"] td');
    await expect(cells).toHaveCount(2, { timeout: 30_000 });
    for (let i = 0; i < 2; i++) await expect(cells.nth(i)).toHaveText(new RegExp(`^${answer.rows[i]!.layout.count}\\b`));
    await expect(dialog.getByTestId('compare-maps').locator('img')).toHaveCount(2, { timeout: 30_000 });
    await dialog.getByTestId('compare-maps').screenshot({ path: join(SCREENSHOT_DIR, `compare-maps-fit-${language}.png`) });
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: zh ? '关闭' : 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Take the fitted row: the record carries its layout; Generate saves it and opens the sheet.
    await takeFirstRankRow(page, language);
    const pdf = await generatedSheet(page, language);
    const c = await pdfCompact(pdf);
    // Kept for looking at: the sheet's false-colour picture with the fitted fixtures' marks, its polar curve (pdftoppm).
    await writeFile(join(SCREENSHOT_DIR, `sheet-fit-${language}.pdf`), pdf);
    expect(c, 'the sheet of this project').toContain(projectName.replace(/\s+/g, ''));

    // The fitted layout in words and numbers: count, spacing, tilt in degrees, maintenance factor.
    const l = row.layout;
    const en = `${l.count}×at${plain(l.spacing, 2)}m,firstat${plain(l.start, 2)}m,setback${plain(l.setback, 2)}m,${plain(l.height, 2)}mhigh,tilt${angle(l.tilt)}°,rotation${angle(l.rotation)}°,maintenancefactor0.7`;
    const zhText = `${l.count}套，间距${plain(l.spacing, 2)}m，首套距左边${plain(l.start, 2)}m，离面距离${plain(l.setback, 2)}m，安装高度${plain(l.height, 2)}m，仰角${angle(l.tilt)}°，旋转${angle(l.rotation)}°，维护系数0.7`;
    expect(c).toContain(zh ? `布灯Layout${zhText}${en}` : `Layout布灯${en}${zhText}`);
    // Its illuminance in lux (three significant figures) and its power density.
    const lux = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 }).format(row.faces[0]!.illuminanceAve!);
    expect(c).toContain(zh ? '平均照度lx' : 'Eavglx');
    expect(c).toContain(lux);
    // Installed power: the fitted count × the record's watts (Take rounds them up from 5 W), and W/m² on the row's face area.
    // (in the one number format: thousands grouped, W/m² to one decimal)
    const [, watts, density] = c.match(/([\d.,]+)W·(\d+\.\d)W\/m²/)!.map((v) => Number(v.replaceAll(',', '')));
    const perFixture = row.installedPower! / l.count;
    expect(watts! / l.count).toBeGreaterThanOrEqual(perFixture - 0.05);
    expect(watts! / l.count).toBeLessThan(perFixture + 1);
    expect(density).toBeCloseTo((watts! * row.powerDensity!) / row.installedPower!, 1);
  });
}
