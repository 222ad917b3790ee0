import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';

/**
 * Issue 18, point 7: the catalogue's words in the reader's language. The editor's surface sketch
 * chooser shows sketch names, type names and tags: no Chinese in English, Chinese in Chinese.
 * Nothing is saved.
 */
const CJK = /[\u4e00-\u9fff]/;

const TEXT = {
  en: { title: 'Choose a surface sketch', parent: 'Facade', sketch: 'Wall washing: upward from the base' },
  'zh-CN': { title: '选择应用面示意图', parent: '立面', sketch: '洗墙 墙根上洗' },
} as const;

test.describe('catalogue text in the reader\'s language', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`the surface sketch chooser (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await useLanguage(page, lang);
      const token = await loginViaApi(page, request, 'demo');
      const projects = (await (await request.get('/api/projects', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { rows: Array<{ id: number }> } };
      const projectId = projects.data.rows[0]!.id;
      await page.goto(`/custom?id=${projectId}&pid=${projectId}`);
      await page.getByTestId('choose-surface').click();
      const dialog = page.getByRole('dialog', { name: TEXT[lang].title });
      await expect(dialog).toBeVisible();
      // every sketch of every type, with its type tag
      const cards = dialog.getByTestId('surface-sketch');
      await expect(cards.first()).toBeVisible();
      await expect.poll(() => cards.count()).toBeGreaterThan(20);
      await expect(cards.filter({ hasText: TEXT[lang].sketch })).toHaveCount(1);
      const shown = await dialog.innerText();
      if (lang === 'en') expect(shown).not.toMatch(CJK);
      else expect(shown).toMatch(CJK);
      // the tooltips and picture names too
      const alts = await dialog.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? '').join(' '));
      if (lang === 'en') expect(alts).not.toMatch(CJK);
      else expect(alts).toMatch(CJK);
      // a group chosen: the type select and the grid follow it, still in the reader's language
      await dialog.getByTestId('surface-parent').click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${TEXT[lang].parent}"]`).click();
      await expect(cards.filter({ hasText: TEXT[lang].sketch })).toHaveCount(1);
      if (lang === 'en') expect(await dialog.innerText()).not.toMatch(CJK);
      await snap(page, `surface-sketch-chooser-${lang}`, { fullPage: false });
    });
  }
});
