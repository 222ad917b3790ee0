import { expect, test, type Locator } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, PASS } from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';

/**
 * Issue 26's designer walk at 1366 × 768, in both languages: Rank's brand names are whole (not
 * cut to "拉维洛 Ravell…"), the fit limits' boxes hold their label, value and unit ("0.3 m", a
 * space before the metre) without overflowing, and Compare's pictures speak the page's language
 * only (not "灯具 fixture" in English). Screenshots for people to look at.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Elements whose text is wider than their box (cut or running out). */
function overflowing(boxes: Locator): Promise<string[]> {
  return boxes.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${(el as HTMLInputElement).value ?? ''}${el.textContent ?? ''}: ${el.scrollWidth} px in ${el.clientWidth} px`));
}

const TEXT = {
  en: { spacingMin: 'Spacing ≥', fit: 'Fit the layout', meets: /\d+ meets? every target/ },
  'zh-CN': { spacingMin: '间距 ≥', fit: '自动布灯', meets: /\d+ 款达到全部指标/ },
} as const;

for (const lang of ['en', 'zh-CN'] as const) {
  const text = TEXT[lang];
  test(`Rank's brands whole, the fit limits in their boxes, Compare's pictures in one language, at 1366 × 768 (${lang})`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const record = await demoRecord(request, 'XQD1060W/M024');
    await useLanguage(page, lang);
    await loginViaApi(page, request, 'demo');
    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    // the editor's first load on a busy machine
    await expect(page.getByTestId('surface-name')).not.toBeEmpty({ timeout: 60_000 });
    await page.getByTestId('rank-tab').click();
    const panel = page.getByTestId('rank-panel');
    await expect(panel.getByTestId('rank-summary')).toContainText(text.meets, { timeout: 120_000 });
    const brands = panel.locator('.ls-rank-brand');
    await expect(brands.first()).toBeVisible();
    expect(await overflowing(brands)).toEqual([]);

    await panel.getByRole('switch', { name: text.fit }).click();
    const limits = panel.getByTestId('rank-fit-control');
    await expect(limits.getByRole('spinbutton', { name: text.spacingMin })).toHaveValue('0.3 m');
    // each box: its input shows the whole value, the box the whole label and unit
    expect(await overflowing(limits.locator('input[role="spinbutton"]'))).toEqual([]);
    expect(await overflowing(limits.locator('.ant-input-number'))).toEqual([]);
    await expect(panel.getByTestId('rank-summary')).toBeVisible({ timeout: 180_000 });
    await snap(page, `walk-rank-1366-${lang}`);

    const rows = page.getByTestId('rank-table').locator('tbody tr.ant-table-row');
    for (let i = 0; i < 2; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    await panel.getByTestId('rank-compare').click();
    const maps = page.getByTestId('compare-maps').locator('img');
    await expect(maps.first()).toBeVisible({ timeout: 60_000 });
    const words = await maps.evaluateAll((imgs) =>
      imgs.map((img) => {
        const svg = atob((img as HTMLImageElement).src.replace(/^data:image\/svg\+xml;base64,/, ''));
        const bytes = Uint8Array.from(svg, (c) => c.charCodeAt(0));
        return [...new TextDecoder().decode(bytes).matchAll(/>([^<>]+)</g)].map((m) => m[1]!).join(' ');
      }),
    );
    for (const w of words) {
      if (lang === 'en') expect(w).not.toMatch(/\p{Script=Han}/u);
      else expect(w).not.toMatch(/\b(fixture|Lavg|Lmin|Lmax)\b/);
    }
    await snap(page, `walk-compare-1366-${lang}`, { fullPage: false });
  });
}
