import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, loginViaApi, useLanguage } from '../fixtures/auth';
import { apiToken, freshProject, generatedCopy } from '../fixtures/editor';
import { tableRows } from '../fixtures/selection';

/**
 * Issue 26 (point 8's last clause): the main workflow with the keyboard alone, in English and
 * Chinese — log in, open a project's selection, choose a type, tick a row, make (Esc closes the
 * drawer and gives the focus back to Make), edit the power, save — Tab, Enter, Space, Esc and the
 * arrows only, the focus visible at every step; and Generate of a complete draft. Each works in a
 * project of its own.
 */

/** The words the workflow looks for, in each language. */
const TEXT = {
  en: { selection: /Fixture selection/, type: 'Application type', group: 'Facade', washing: 'Wall washing', make: /\bMake$/, makeTitle: 'Make lamp parameters', lampType: 'Lamp type', washer: 'Wall washer', submit: 'Save draft and open', generated: 'Generated' },
  'zh-CN': { selection: /灯具选型/, type: '应用类型', group: '立面', washing: '洗墙', make: /制作$/, makeTitle: '制作灯具参数', lampType: '灯具类型', washer: '洗墙灯', submit: '保存草稿并打开', generated: '已生成' },
} as const;

/** Why the focused element shows no focus ring, or '' when it shows one. */
function focusFault(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing is focused';
    const what = el.outerHTML.slice(0, 160);
    if (!el.matches(':focus-visible')) return `focused but not :focus-visible: ${what}`;
    const ringed = (e: Element | null | undefined) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    // the ring sits on the control's own box: the element, the box drawn beside a hidden input
    // (checkbox, radio), or the wrapper an input sits in (a select, an input with an icon)
    const wrapper = el.closest('.ant-select, .ant-cascader, .ant-input-affix-wrapper, .ant-input-number, .lg-input');
    const candidates = [el, el.nextElementSibling, wrapper, wrapper?.querySelector('.ant-select-selector')];
    return candidates.some(ringed) ? '' : `no visible focus: ${what}`;
  });
}

/** Tabs (or Shift+Tabs) until the target holds the focus, then checks the focus can be seen. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      expect(await focusFault(page)).toBe('');
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** Moves through an open menu with the arrow key until the active item reads `text`. */
async function arrowTo(page: Page, active: Locator, text: string, key = 'ArrowDown', max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await active.count()) === 1 && (await active.innerText()).trim() === text) return;
    await page.keyboard.press(key);
  }
  await expect(active).toHaveText(text);
}

for (const lang of ['en', 'zh-CN'] as const) {
  const text = TEXT[lang];
  test(`log in, open a project's selection, choose a type, tick a row, make, edit and save: the keyboard alone, the focus always visible (${lang})`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const name = `E2E keyboard ${lang} ${Date.now()}`;
    const projectId = await freshProject(request, name);
    await useLanguage(page, lang);

    // log in
    await page.goto('/login');
    await tabTo(page, page.locator('#login_username'));
    await page.keyboard.type(DEMO_USERS.demo.username);
    await tabTo(page, page.locator('#login_password'));
    await page.keyboard.type(DEMO_USERS.demo.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/projects/);

    // open the project's selection
    const item = page.getByTestId('project-item').filter({ hasText: name });
    await tabTo(page, item.getByRole('link', { name: text.selection }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/selection\\?id=${projectId}`));

    // choose wall washing in the cascader: open it, Facade, right into its types, Wall washing
    const cascader = page.getByRole('combobox', { name: text.type });
    await tabTo(page, cascader);
    await page.keyboard.press('ArrowDown');
    const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
    await expect(menus.first()).toBeVisible();
    await arrowTo(page, menus.nth(0).locator('.ant-cascader-menu-item-active'), text.group);
    await page.keyboard.press('ArrowRight');
    await arrowTo(page, menus.nth(1).locator('.ant-cascader-menu-item-active'), text.washing);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/contestTypeId=102/);
    await expect(tableRows(page).first()).toBeVisible({ timeout: 20_000 });

    // the sortable headers on the way are Tab stops with a visible ring
    await tabTo(page, page.locator('[data-testid="results-table"] .ant-table-thead th.ant-table-column-has-sorters').first());
    // tick the first row
    const box = tableRows(page).first().locator('input[type="checkbox"]');
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();

    // make: back to the Make button, the drawer, a lamp type, save
    const makeButton = page.getByTestId('filter-bar').getByRole('button', { name: text.make });
    await tabTo(page, makeButton, { back: true });
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ls-make-drawer');
    await expect(drawer.getByText(text.makeTitle, { exact: true })).toBeVisible();
    // Esc closes the drawer and gives the focus back to Make, visibly; Enter opens it again
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(makeButton).toBeFocused();
    expect(await focusFault(page)).toBe('');
    await page.keyboard.press('Enter');
    await expect(drawer.getByText(text.makeTitle, { exact: true })).toBeVisible();
    const lampType = drawer.getByRole('combobox', { name: text.lampType });
    await tabTo(page, lampType);
    await page.keyboard.press('ArrowDown');
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await arrowTo(page, option, text.washer);
    await page.keyboard.press('Enter');
    await expect(drawer.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: text.washer }).first()).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: text.submit }));
    await page.keyboard.press('Enter');
    // saving the draft and loading the editor's code take a while on a busy machine
    await expect(page).toHaveURL(/\/custom\?.*cid=\d+/, { timeout: 30_000 });
    const cid = Number(new URL(page.url()).searchParams.get('cid'));

    // the editor: edit the power (typed into its field), save the draft, back to the project's list with it
    const power = page.getByTestId('lamp-power');
    await tabTo(page, power, { max: 400 });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('24');
    await expect(power).toHaveValue(/^24\b/);
    await tabTo(page, page.getByTestId('save-draft'), { max: 400 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${projectId}`));
    // the saved record is there (other specs may make records in the newest project meanwhile)
    await expect(page.locator(`[data-testid="lampparam-open"][href*="cid=${cid}&"]`)).toHaveCount(1);
    const list = await request.get(`/api/lampparams/list?projectId=${projectId}&rows=100`, { headers: { Authorization: `Bearer ${await apiToken(request)}` } });
    expect(((await list.json()) as { data: { rows: Array<{ id: number }> } }).data.rows.map((r) => r.id)).toContain(cid);
  });

  test(`a complete draft generated with the keyboard alone: the sheet opens in its tab and the list says it is generated (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { projectId, id } = await generatedCopy(request, `E2E keyboard generate ${lang} ${Date.now()}`, 1);
    await useLanguage(page, lang);
    await loginViaApi(page, request, 'demo');
    await page.goto(`/custom?id=${projectId}&cid=${id}&pid=${projectId}`);
    await expect(page.getByTestId('lamp-power')).toHaveValue(/\d/);

    const popup = page.waitForEvent('popup');
    await tabTo(page, page.getByTestId('generate'), { max: 400 });
    await page.keyboard.press('Enter');
    const sheet = await popup;
    await expect.poll(() => sheet.url(), { timeout: 30_000 }).toMatch(/\/api\/previewPdf\?fileName=.+&token=/);
    await sheet.close();
    await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${projectId}`));
    await expect(page.locator(`[data-testid="lampparam-open"][href*="cid=${id}&"]`).locator('xpath=ancestor::tr')).toContainText(text.generated);
  });
}
