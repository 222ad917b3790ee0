import { expect, test, type Locator } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, freshProject, PASS, rankFiguresOutOfSight } from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';
import { tableRows } from '../fixtures/selection';

/**
 * Issue 23's walk at 1366 × 768: nothing a designer reads is cut without a way to read it whole.
 * The lamp library's brand and model, the Make drawer's sketch names, the selection's headers
 * beside the columns fixed at its edges, and Rank's "varies" (各灯具自定) in the tilt input were cut.
 * A text is whole when its box holds it (scrollWidth ≤ clientWidth, scrollHeight ≤ clientHeight);
 * where a cut is intended (a column scrolled under a fixed one) the element's title holds the whole text.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** The texts among `elements` that are cut and carry no title. */
async function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((els) =>
    els.flatMap((el) => {
      const cut = el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5;
      return cut && !el.closest('[title]') ? [`${el.textContent}: ${el.scrollWidth}×${el.scrollHeight} px in ${el.clientWidth}×${el.clientHeight} px`] : [];
    }),
  );
}

/** Header cells partly covered by a column fixed at either edge, without a title giving the whole header. */
async function coveredHeaders(table: Locator): Promise<string[]> {
  return table.locator('thead tr').first().evaluate((tr) => {
    const cells = [...tr.querySelectorAll<HTMLElement>('th')];
    const fixed = cells.filter((th) => /ant-table-cell-fix/.test(th.className)).map((th) => th.getBoundingClientRect());
    return cells.flatMap((th) => {
      if (/ant-table-cell-fix/.test(th.className) || !th.textContent?.trim()) return [];
      const r = th.getBoundingClientRect();
      const covered = fixed.some((f) => r.left < f.right - 0.5 && r.right > f.left + 0.5 && !(r.left >= f.left && r.right <= f.right));
      const cut = th.scrollWidth > th.clientWidth + 0.5;
      return (covered || cut) && th.getAttribute('title') !== th.textContent.trim() ? [`${th.textContent} (${Math.round(r.left)}–${Math.round(r.right)} px)`] : [];
    });
  });
}

for (const lang of ['en', 'zh-CN'] as const) {
  test(`nothing cut at 1366 × 768 (${lang}): lamp library, Rank's tilt, selection headers, Make's sketch names`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const record = await demoRecord(request, 'TGD05W049');
    await useLanguage(page, lang);
    await loginViaApi(page, request, 'demo');

    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    await expect(page.getByTestId('surface-name')).not.toBeEmpty();
    const brands = page.getByTestId('library-brand');
    await expect(brands.first()).toBeVisible({ timeout: 30_000 });
    expect(await cutTexts(brands.locator('.ant-typography'))).toEqual([]);
    expect(await cutTexts(page.getByTestId('library-panel').locator('thead th'))).toEqual([]);
    await snap(page, `laptop-clipping-library-${lang}`, { fullPage: false });

    await page.getByTestId('rank-tab').click();
    await expect(page.getByTestId('rank-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
    // a part of the layout each fixture has its own (L01's count and spacing): the input says "varies" (各灯具自定), whole beside its unit and step buttons
    const varies = page.getByTestId('layout-editor').locator('input[placeholder]');
    await expect(varies.first()).toHaveAttribute('placeholder', lang === 'en' ? 'varies' : '各灯具自定');
    const cutPlaceholders = await varies.evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).flatMap((input) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = Math.ceil(context.measureText(input.placeholder).width);
        const box = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return text > box ? [`${input.getAttribute('aria-label')}: "${input.placeholder}" ${text} px in ${box} px`] : [];
      }),
    );
    expect(cutPlaceholders).toEqual([]);
    await snap(page, `laptop-clipping-rank-${lang}`, { fullPage: false });

    // a two-face record (L03, the composite surface): each figure a line per face, Lavg, U0 and the score in sight beside the form
    const twoFace = await demoRecord(request, 'XQD1020Y028');
    await page.goto(`/custom?id=${twoFace.projectId}&cid=${twoFace.id}&pid=${twoFace.projectId}&${PASS}`);
    await expect(page.getByTestId('surface-name')).not.toBeEmpty();
    await page.getByTestId('rank-tab').click();
    await expect(page.getByTestId('rank-table').locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('rank-table').locator('tbody tr.ant-table-row').first().locator('td[data-col="u0"]')).toContainText('B');
    // demo2's record: demo reads it, and takes nothing into it
    expect(await rankFiguresOutOfSight(page, { take: false })).toEqual([]);
    await snap(page, `laptop-clipping-rank-two-faces-${lang}`, { fullPage: false });

    const projectId = await freshProject(request, `E2E laptop clipping ${lang} ${Date.now()}`);
    await page.goto(`/selection?id=${projectId}&contestTypeId=102`);
    await expect(tableRows(page).first()).toBeVisible({ timeout: 20_000 });
    const selection = page.getByTestId('results-table');
    expect(await coveredHeaders(selection)).toEqual([]);
    await snap(page, `laptop-clipping-selection-${lang}`, { fullPage: false });

    await tableRows(page).locator('input[type="checkbox"]:not([disabled])').first().check();
    await page.getByRole('button', { name: lang === 'en' ? /\bMake$/ : /制\s*作$/ }).click();
    const drawer = page.locator('.ls-make-drawer');
    const sketches = drawer.getByTestId('make-sketch');
    await expect(sketches.first()).toBeVisible();
    await expect(sketches.first().locator('img')).toBeVisible();
    expect(await cutTexts(sketches.locator('.ant-card-body .ant-typography'))).toEqual([]);
    await snap(page, `laptop-clipping-make-${lang}`, { fullPage: false });
  });
}
