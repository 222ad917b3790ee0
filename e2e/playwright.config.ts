import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_ARGS, CHROMIUM } from './browser';

/**
 * Runs against the real built server (npm run build at the root first) with a fresh database
 * filled with demo data. The data directory is made once by the main process; workers inherit
 * it through the environment instead of making their own.
 */
const dataDir = (process.env.LAMPSHEET_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lampsheet-e2e-')));
const port = Number(process.env.LAMPSHEET_E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: BROWSER_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // LAMPSHEET_E2E_SERVER runs the specs against another build of the server
    command: `node ${process.env.LAMPSHEET_E2E_SERVER ?? '../apps/server/dist/server.js'}`,
    // 401 without a token means the API is up
    url: `${baseURL}/api/users/getCurrentUser`,
    reuseExistingServer: false,
    // a fresh database seeds the demo first: a minute is not always enough on a loaded machine
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`,
      LAMPSHEET_DEMO: '1',
      LOG_LEVEL: 'warn',
      // every test logs in; the default per-minute limit is meant for people, not a test run
      LOGIN_RATE_LIMIT: '1000',
      NODE_ENV: 'production',
    },
  },
});
