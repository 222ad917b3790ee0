import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, freshProject, PASS, rankFiguresOutOfSight } from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';
import { tableRows } from '../fixtures/selection';

/**
 * Designer walk of issue 26 at 1366 × 768 (the laptop of laptop-screen.spec): every column header
 * of the lamp parameter list, the selection table and Rank is whole on one line (类型标记 broke
 * inside its header), the list's creator is not cut, Rank's units stand in brackets as elsewhere
 * ("功率 (W)", not "功率W"), the English selection never says 元 and keeps Lavg and U0 in sight, and Rank keeps Lavg, U0, the score
 * and Take in sight, each Lavg bound's chip saying which.
 */
test.use({ viewport: { width: 1366, height: 768 } });

/** Header texts that are wider than their cell or broken over more than one line, with the widths measured. */
async function brokenHeaders(table: Locator): Promise<string[]> {
  return table.locator('thead th').evaluateAll((ths) =>
    ths.flatMap((th) => {
      const text = (th.textContent ?? '').trim();
      if (!text) return [];
      // the text's own boxes (a sorter's stacked carets are not lines of text)
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      const lines = new Set(rects.map((r) => Math.round(r.top)));
      const style = getComputedStyle(th);
      const left = th.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      const right = th.getBoundingClientRect().right - parseFloat(style.paddingRight);
      const inner = right - left;
      const width = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      const outside = rects.some((r) => r.left < left - 0.5 || r.right > right + 0.5);
      return lines.size > 1 || outside ? [`${text}: ${Math.ceil(width)} px on ${lines.size} line(s) in ${Math.floor(inner)} px`] : [];
    }),
  );
}

/** Body cells of a column whose text is cut (wider than the cell shows). */
async function cutCells(page: Page, table: Locator, column: number): Promise<string[]> {
  return table.locator(`tbody tr.ant-table-row td:nth-child(${column})`).evaluateAll((tds) =>
    tds.flatMap((td) => {
      const el = (td.querySelector('.ant-table-cell-content') as HTMLElement | null) ?? (td as HTMLElement);
      return el.scrollWidth > el.clientWidth + 0.5 ? [`${td.textContent}: ${el.scrollWidth} px in ${el.clientWidth} px`] : [];
    }),
  );
}

for (const lang of ['en', 'zh-CN'] as const) {
  test(`column headers whole at 1366 × 768 (${lang}): lamp parameter list, selection, Rank`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const record = await demoRecord(request, 'XQD1060W/M024');
    await useLanguage(page, lang);
    await loginViaApi(page, request, 'demo');

    await page.goto(`/parameterLampList?id=${record.projectId}&${PASS}`);
    const list = page.getByTestId('lampparam-table');
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    expect(await brokenHeaders(list)).toEqual([]);
    const creator = await list.locator('thead th').evaluateAll((ths, word) => ths.findIndex((th) => th.textContent?.trim() === word) + 1, lang === 'en' ? 'Creator' : '创建人');
    expect(creator).toBeGreaterThan(0);
    expect(await cutCells(page, list, creator)).toEqual([]);
    await snap(page, `laptop-headers-list-${lang}`, { fullPage: false });

    const projectId = await freshProject(request, `E2E laptop headers ${lang} ${Date.now()}`);
    await page.goto(`/selection?id=${projectId}&contestTypeId=102`);
    await expect(tableRows(page).first()).toBeVisible({ timeout: 20_000 });
    const selection = page.getByTestId('results-table');
    expect(await brokenHeaders(selection)).toEqual([]);
    // the figures a designer ranks by in sight without scrolling sideways (they were at 1,600–2,000 px)
    for (const name of lang === 'en' ? ['Average luminance', 'Uniformity U0'] : ['平均亮度', '均匀度']) {
      const th = selection.locator('thead th', { hasText: name }).first();
      const box = (await th.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(1366);
    }
    await snap(page, `laptop-headers-selection-${lang}`, { fullPage: false });
    const headers = (await selection.locator('thead th').allTextContents()).join(' | ');
    if (lang === 'en') {
      expect(headers).not.toContain('元');
      expect(headers).toContain('(CNY)');
    } else expect(headers).toContain('（元）');

    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    await expect(page.getByTestId('surface-name')).not.toBeEmpty();
    await page.getByTestId('rank-tab').click();
    const rank = page.getByTestId('rank-table');
    await expect(rank.locator('tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    const rankHeaders = await rank.locator('thead th').allTextContents();
    expect(rankHeaders).toContain(lang === 'en' ? 'Power (W)' : '功率（W）');
    expect(await brokenHeaders(rank)).toEqual([]);
    // Lavg, U0 and the score in sight beside the form, with the row's Take (a Take column fixed on the right covered them)
    expect(await rankFiguresOutOfSight(page)).toEqual([]);
    const top = rank.locator('tbody tr.ant-table-row').first();
    // the record's two Lavg bounds: each chip says the figure checked and which bound (平均亮度 平均亮度 read as one word twice)
    const lavg = lang === 'en' ? 'Lavg' : '平均亮度';
    const chips = await top.getByTestId('rank-verdicts').locator('[data-verdict]').allInnerTexts();
    expect(chips).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${lavg} [\\d.,]+ ≥ [\\d.,]+$`)), expect.stringMatching(new RegExp(`^${lavg} [\\d.,]+ ≤ [\\d.,]+$`))]));
    await snap(page, `laptop-headers-rank-${lang}`, { fullPage: false });
  });
}
