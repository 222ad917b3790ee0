import { expect, test } from '@playwright/test';
import { loginViaUi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';

test.describe('app shell', () => {
  test('a wrong password is refused with the server message', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await page.locator('#login_username').fill('demo');
    await page.locator('#login_password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    // the log-in page (a page of its own) shows the server's message under the form
    await expect(page.locator('form#login [role="alert"]')).toHaveText('Wrong user name or password');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => window.localStorage.getItem('lampsheet.token'))).toBeNull();
  });

  test('unauthenticated visit goes to log-in and comes back after it', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/projects?page=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects%3Fpage%3D1/);
    await page.locator('#login_username').fill('demo');
    await page.locator('#login_password').fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/projects\?page=1$/);
  });

  test('log in, see projects, switch language, log out', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await snap(page, 'login-en');

    await loginViaUi(page, 'demo');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    const items = page.getByTestId('project-item');
    await expect(items.first()).toBeVisible();
    await expect(items.first().getByRole('link', { name: /Fixture selection/ })).toHaveAttribute(
      'href',
      /\/selection\?id=\d+/,
    );
    await expect(page.getByTestId('current-user')).not.toBeEmpty();
    await snap(page, 'projects-en');

    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '项目' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await snap(page, 'projects-zh');

    // the choice survives a reload
    await page.reload();
    await expect(page.getByRole('heading', { name: '项目' })).toBeVisible();

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('已退出登录');
    await snap(page, 'login-zh');
    expect(await page.evaluate(() => window.localStorage.getItem('lampsheet.token'))).toBeNull();
  });

  test('create a project', async ({ page }) => {
    await useLanguage(page, 'en');
    await loginViaUi(page, 'demo2');
    const name = `E2E project ${Date.now()}`;
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Project name').fill(name);
    await dialog.getByLabel('Description').fill('made by the e2e test');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('link', { name })).toBeVisible();
  });
});
