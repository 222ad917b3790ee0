import { expect, test } from '@playwright/test';
import { useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';

/**
 * A colleague opens Lampsheet by the server's name over plain http, not at 127.0.0.1: Chromium
 * maps `lampsheet.test` to this machine, so the page is on an origin a browser does not treat as
 * secure. With `upgrade-insecure-requests` in the policy every script would be fetched over
 * https and the page would stay blank.
 */
const port = Number(process.env.LAMPSHEET_E2E_PORT ?? 8181);
const origin = `http://lampsheet.test:${port}`;

test.use({
  baseURL: origin,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--host-resolver-rules=MAP lampsheet.test 127.0.0.1'],
  },
});

test.describe('opened from another machine over http', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`the log-in page renders and logging in works at http://lampsheet.test (${lang})`, async ({ page }) => {
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
      page.on('console', (m) => {
        if (m.type() === 'error') failed.push(m.text());
      });
      await useLanguage(page, lang);
      const res = await page.goto('/login');
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(res?.headers()['strict-transport-security']).toBeUndefined();
      await expect(page.getByRole('heading', { name: lang === 'en' ? 'Log in' : '登录' })).toBeVisible();
      await page.locator('#login_username').fill('demo');
      await page.locator('#login_password').fill('demo1234');
      await page.locator('form[id="login"] button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`^${origin}/projects`));
      await expect(page.getByRole('heading', { name: lang === 'en' ? 'Projects' : '项目' })).toBeVisible();
      await expect(page.getByTestId('project-item').first()).toBeVisible();
      // Every picture, script and style came over http from this origin.
      expect(failed).toEqual([]);
      expect(page.url().startsWith('http://lampsheet.test')).toBe(true);
      await snap(page, `network-origin-projects-${lang === 'en' ? 'en' : 'zh'}`);
    });
  }
});
