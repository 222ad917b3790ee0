import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, PASS } from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';

/** The real public photometric files beside the checkout (CI has ../shared too). */
const FLOODLIGHT = join(import.meta.dirname, '..', '..', '..', 'shared', 'photometry', 'ael-acp-100w-hps-floodlight-6x6-type-b.ies');

/**
 * The photometric check in the editor: a manufacturer's IES file dropped on a demo record's
 * floodlighting surface is calculated by the engine on the record's sizes and held against its
 * lighting targets, with the polar curve and the false-colour picture.
 */
for (const language of ['en', 'zh-CN'] as const) {
  test(`check a manufacturer's IES file against the record's targets (${language})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    // The demo's own floodlighting record, with its targets.
    const record = await demoRecord(request, 'TGD05W049');

    await useLanguage(page, language);
    await loginViaApi(page, request, 'demo');
    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    await page.getByTestId('open-check').click();
    const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Photometric check' : '配光校核' });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles(FLOODLIGHT);

    await expect(dialog.getByTestId('fixture-photometry')).toContainText('ael-acp-100w-hps-floodlight-6x6-type-b.ies');
    const result = dialog.getByTestId('check-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toContainText(language === 'en' ? 'On Floodlighting' : '正投');
    await expect(result.getByTestId('check-faces').locator('tbody tr')).toHaveCount(1);
    await expect(result.getByTestId('check-summary')).toContainText(language === 'en' ? /\d+ of \d+ targets met/ : /\d+ 项指标中 \d+ 项达标/);
    await expect(result.getByTestId('check-verdicts').locator('tbody tr').first()).toBeVisible();
    const picture = result.locator('img').first();
    await expect(picture).toHaveAttribute('src', /\/media\/calc\/files\/\d+\/101-A-false-[0-9a-f]+\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await snap(page, `photometric-check-${language}`, { fullPage: false });
    await result.getByTestId('check-verdicts').scrollIntoViewIfNeeded();
    await snap(page, `photometric-check-targets-${language}`, { fullPage: false });
  });
}
