import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import {
  expectToast,
  freshProject,
  toast,
  GIF_1PX,
  PASS,
  passKept,
  pick,
  PNG_1PX,
  PNG_TOO_LARGE,
} from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';

/**
 * The lamp parameter workflow against the real server: list → editor through every dialog and
 * every validation message of point 5 → draft → generate (sheet in a new tab) → reopen by cid →
 * save as; then the creator rule with the second designer, and a stale write.
 */
test.describe.configure({ mode: 'serial' });

let projectId = 0;

const listUrl = () => `/parameterLampList?id=${projectId}&${PASS}`;
const rows = (page: Page) => page.locator('[data-testid="lampparam-table"] tbody tr.ant-table-row');

async function generateClick(page: Page, message: string) {
  await page.getByTestId('generate').click();
  await expectToast(page, message);
}

test('create a lamp parameter from scratch through every dialog and validation', async ({ page, request }) => {
  test.setTimeout(180_000);
  projectId = await freshProject(request, `E2E lamp parameters ${Date.now()}`);
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');

  await page.goto(listUrl());
  await expect(page.getByRole('heading', { name: 'Lamp parameters' })).toBeVisible();
  await expect(page.getByText('No lamp parameters yet')).toBeVisible();
  await snap(page, 'lampparams-empty-en');

  await page.getByTestId('lampparam-new').click();
  await expect(page).toHaveURL(new RegExp(`/custom\\?id=${projectId}&pid=${projectId}&${PASS}`));
  await expect(page.getByTestId('editor-back')).toHaveAttribute('href', `/parameterLampList?id=${projectId}&${PASS}`);
  await expect(page.getByTestId('project-name')).toContainText('E2E lamp parameters');
  // the left panel starts at 824px
  expect(Math.round((await page.getByTestId('editor-left').boundingBox())!.width)).toBe(824);

  // point 5, in order, before any call
  await page.getByTestId('custom-number-flag').click();
  await page.getByTestId('save-draft').click();
  await expectToast(page, 'please fill in the custom number');
  await page.getByTestId('custom-number-flag').click();

  await generateClick(page, 'Please select a beam angle');
  await pick(page, 'beam-angle', '10°');
  await generateClick(page, 'Please select the colour temperature or colour');

  // colour types: multi-colour rows, RGB family with fixed wavelengths, reset on change
  await pick(page, 'colour-type', 'Two colour temperatures');
  await page.getByTestId('temperature-0').fill('3000');
  await page.getByTestId('temperature-1').fill('3000');
  await expect(page.getByTestId('temperature-1')).toHaveValue('');
  await page.getByTestId('temperature-1').fill('4000');
  await expect(page.getByTestId('live-number')).toHaveText('10W/M');
  await page.getByTestId('temperature-0').fill('6500');
  await expect(page.getByTestId('temperature-1')).toHaveValue('');
  await pick(page, 'colour-type', 'RGBW');
  await expect(page.getByTestId('colour-rows')).toContainText('R 625nm');
  await expect(page.getByTestId('colour-rows')).toContainText('W 4000');
  await pick(page, 'colour-type', 'Single colour temperature');
  await expect(page.getByTestId('temperature-0')).toHaveValue('');
  await page.getByTestId('temperature-0').fill('3000');
  await expect(page.getByTestId('live-number')).toHaveText('10W');
  await generateClick(page, 'Please select a lamp type');

  // surface sketch dialog: upload needs a second-level type; the picture checks; custom picture
  await page.getByTestId('choose-surface').click();
  const surface = page.getByRole('dialog', { name: 'Choose a surface sketch' });
  await expect(surface).toBeVisible();
  expect(Math.round((await surface.boundingBox())!.width)).toBe(860);
  await surface.getByTestId('surface-upload').click();
  await expectToast(page, 'Please select the second-level type!');
  await expect(surface.getByText('969*591px')).toBeVisible();
  await pick(page, surface.getByTestId('surface-parent'), 'Facade');
  await pick(page, surface.getByTestId('surface-child'), 'Floodlighting');
  await expect(surface.getByTestId('surface-sketch')).toHaveCount(4);
  await snap(page, 'editor-surface-dialog-en');
  const fileInput = surface.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'sketch.gif', mimeType: 'image/gif', buffer: GIF_1PX });
  await expectToast(page, 'upload picture can only be JPG format');
  await fileInput.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: PNG_TOO_LARGE });
  await expectToast(page, 'upload picture size cannot exceed 2MB');
  await fileInput.setInputFiles({ name: 'facade.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(surface).toBeHidden();
  await expect(page.getByTestId('surface-picture').locator('img')).toHaveAttribute('src', /uploads\//);
  await expect(page.getByTestId('surface-name')).toHaveText('Custom sketch');

  // now a real sketch: templateType 1 re-routes with text=custom, item and flag, keeping the query
  await page.getByTestId('choose-surface').click();
  await expect(surface.getByTestId('surface-sketch')).toHaveCount(4);
  await surface.getByTestId('surface-sketch').first().click();
  await expect(page).toHaveURL(/text=custom/);
  await expect(page).toHaveURL(/item=/);
  await expect(page).toHaveURL(/flag=1/);
  await expect(page).toHaveURL(passKept);
  const dims = page.getByTestId('dimension-inputs');
  await expect(dims.getByTestId('dim-H')).toBeVisible();
  await expect(dims.getByTestId('dim-W')).toBeVisible();
  await expect(dims.getByTestId('dim-W1')).toHaveCount(0);
  await dims.getByTestId('dim-H').fill('12.5m.3');
  await expect(dims.getByTestId('dim-H')).toHaveValue('12.53');
  await dims.getByTestId('dim-H').fill('12');
  await dims.getByTestId('dim-W').fill('8');
  await dims.getByTestId('dim-Dmin').fill('10');
  await dims.getByTestId('dim-D').fill('12');
  await expect(page.getByTestId('section-targets')).toContainText('Average luminance');
  await expect(page.getByTestId('index-albedo').locator('input')).toHaveValue('0.4');

  // lamp sketch dialog: upload needs a lamp type; 9 a page
  await page.getByTestId('choose-lamp').click();
  const lamp = page.getByRole('dialog', { name: 'Choose lamp-type sketch' });
  await lamp.getByTestId('lamp-upload').click();
  await expectToast(page, 'Please select a lamp type!');
  await expect(lamp.getByTestId('lamp-sketch')).toHaveCount(9);
  await pick(page, lamp.getByTestId('lamp-type-filter'), 'Floodlight (TGD)');
  await expect(lamp.getByTestId('lamp-sketch').first()).toBeVisible();
  await snap(page, 'editor-lamp-dialog-en');
  await lamp.getByTestId('lamp-sketch').first().click();
  await expect(lamp).toBeHidden();
  await expect(page.getByTestId('lamp-type-name')).toContainText('TGD');
  await expect(page.getByTestId('live-number')).toHaveText('TGD10W');

  await generateClick(page, 'Please fill in the power!');
  await page.getByTestId('lamp-power').fill('150W');
  await generateClick(page, 'Please enter a valid power!');
  await page.getByTestId('lamp-power').fill('149.2');
  await expect(page.getByTestId('live-number')).toHaveText('TGD10W150');
  await generateClick(page, 'Please make from data with the same setback!');
  await dims.getByTestId('dim-Dmin').fill('12');

  // the effect lamp selection drawer: 835px from the left
  await page.getByTestId('enter-effect').click();
  const drawer = page.locator('.ant-drawer-left .ant-drawer-content-wrapper, .ant-drawer-left .ant-drawer-section').first();
  await expect(drawer).toBeVisible();
  expect(Math.round((await drawer.boundingBox())!.width)).toBe(835);
  await snap(page, 'editor-effect-drawer-en');
  await page.locator('.ant-drawer-left .ant-drawer-close').click();

  // guidance: hints beside the fields, remembered in the cookie
  await page.getByTestId('guidance-switch').click();
  await expect(page.getByTestId('guidance-hint').first()).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'directFlag')?.value).toBe('1');
  await snap(page, 'editor-new-en');

  // save draft: 操作成功 and back to the list with the query
  await page.getByTestId('save-draft').click();
  await expectToast(page, 'Operation successful!');
  await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${projectId}&${PASS}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('TGD10W150');
  await expect(rows(page).first()).toContainText('Draft');
});

test('reopen by cid, generate with the sheet in a new tab, save as', async ({ page, request }) => {
  test.setTimeout(120_000);
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');
  await page.goto(listUrl());
  await rows(page).first().getByTestId('lampparam-open').click();
  await expect(page).toHaveURL(/cid=\d+/);
  await expect(page).toHaveURL(passKept);
  await expect(page.getByTestId('live-number')).toHaveText('TGD10W150');
  await expect(page.getByTestId('lamp-power')).toHaveValue('149.2');
  await expect(page.getByTestId('dimension-inputs').getByTestId('dim-H')).toHaveValue('12');
  // a draft: no Save as
  await expect(page.getByTestId('save-as')).toHaveCount(0);

  const popup = page.waitForEvent('popup');
  await page.getByTestId('generate').click();
  // The toast lasts a few seconds: watch for it while the sheet loads in its tab, not after.
  const success = expect(toast(page, 'Operation successful!')).toBeVisible({ timeout: 30_000 });
  const sheet = await popup;
  await expect.poll(() => sheet.url(), { timeout: 30_000 }).toMatch(/\/api\/previewPdf\?fileName=.+&token=/);
  await success;
  await expect(page).toHaveURL(/\/parameterLampList/);
  await expect(rows(page).first()).toContainText('Generated');
  await sheet.close();

  // generated now: Save as writes a copy
  await rows(page).first().getByTestId('lampparam-open').click();
  await expect(page.getByTestId('save-as')).toBeVisible();
  await page.getByTestId('save-as').click();
  await expectToast(page, 'Operation successful!');
  await expect(page).toHaveURL(/\/parameterLampList/);
  await expect(rows(page)).toHaveCount(2);
  await snap(page, 'lampparams-list-en');
});

test('the creator rule with the second designer', async ({ page, request }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo2');
  await page.goto(listUrl());
  await expect(rows(page)).toHaveCount(2);
  // not the creator: no delete, no generate, but preview and save as copy
  await expect(rows(page).first().getByTestId('lampparam-delete')).toHaveCount(0);
  await expect(rows(page).first().getByTestId('lampparam-preview')).toBeVisible();
  await rows(page).first().getByTestId('lampparam-open').click();
  await expect(page.getByTestId('not-creator')).toBeVisible();
  await expect(page.getByTestId('save-draft')).toHaveCount(0);
  await expect(page.getByTestId('generate')).toHaveCount(0);
  await expect(page.getByTestId('save-as')).toBeVisible();
  await snap(page, 'editor-not-creator-en');
  await page.getByTestId('save-as').click();
  await expectToast(page, 'Operation successful!');
  await expect(rows(page)).toHaveCount(3);
  // the copy is demo2's own: it can be deleted after confirmation
  const mine = rows(page).filter({ hasText: 'demo2' }).first();
  await mine.getByTestId('lampparam-delete').click();
  await page.locator('.ant-popconfirm-buttons .ant-btn-dangerous').click();
  await expectToast(page, 'Operation successful!');
  await expect(rows(page)).toHaveCount(2);
});

test('a stale write keeps the input and says so', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const p of [first, second]) {
    await useLanguage(p, 'en');
    await loginViaApi(p, request, 'demo');
    await p.goto(listUrl());
    await rows(p).last().getByTestId('lampparam-open').click();
    await expect(p.getByTestId('lamp-power')).toHaveValue('149.2');
  }
  await first.getByTestId('lamp-power').fill('148');
  await first.getByTestId('save-draft').click();
  await expect(first).toHaveURL(/\/parameterLampList/);
  await second.getByTestId('lamp-power').fill('120');
  await second.getByTestId('save-draft').click();
  await expect(second.getByTestId('conflict')).toBeVisible();
  await expect(second.getByTestId('lamp-power')).toHaveValue('120');
  await snap(second, 'editor-conflict-en');
  await second.getByRole('button', { name: 'Reload saved version' }).click();
  await expect(second.getByTestId('lamp-power')).toHaveValue('148');
  await first.close();
  await second.close();
});

test('Chinese screens: list, editor with guidance, dialogs', async ({ page, request }) => {
  test.setTimeout(90_000);
  await useLanguage(page, 'zh-CN');
  await loginViaApi(page, request, 'demo');
  await page.goto(listUrl());
  await expect(page.getByRole('heading', { name: '灯具参数' })).toBeVisible();
  await snap(page, 'lampparams-list-zh');
  await rows(page).first().getByTestId('lampparam-open').click();
  await expect(page.getByText('应用要求')).toBeVisible();
  await page.context().addCookies([{ name: 'directFlag', value: '1', url: page.url() }]);
  await page.reload();
  await expect(page.getByTestId('guidance-switch')).toBeChecked();
  await expect(page.getByTestId('guidance-hint').first()).toBeVisible();
  await snap(page, 'editor-zh');
  await page.goto(`/custom?id=${projectId}&pid=${projectId}&${PASS}`);
  await page.getByTestId('generate').click();
  await expectToast(page, '请选择光束角');
  await page.getByTestId('choose-surface').click();
  await page.getByTestId('surface-upload').click();
  await expectToast(page, '请选择二级下拉菜单！');
  await snap(page, 'editor-surface-dialog-zh');
  await page.keyboard.press('Escape');
  await page.getByTestId('choose-lamp').click();
  await page.getByTestId('lamp-upload').click();
  await expectToast(page, '请选择灯具类型！');
  await snap(page, 'editor-lamp-dialog-zh');
  await page.keyboard.press('Escape');

  // a templateType 2 sketch switches to the generic ("currency") form, recognised by the hash
  await page.getByTestId('choose-surface').click();
  const surface = page.getByRole('dialog', { name: '选择应用面示意图' });
  await pick(page, surface.getByTestId('surface-parent'), '立面');
  await pick(page, surface.getByTestId('surface-child'), '正投');
  await surface.getByTestId('surface-sketch').filter({ hasText: '通用模板' }).first().click();
  await expect(page).toHaveURL(/#currency$/);
  await expect(page.getByTestId('generic-hint')).toBeVisible();
  await expect(page.getByTestId('dimension-inputs').getByTestId('dim-L')).toBeVisible();
  await snap(page, 'editor-generic-zh');
});
