import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { demoRecord, PASS } from '../fixtures/editor';

/**
 * Split by route (issue 13, decision 011): each page loads what it shows. The editor and the
 * selection panel are chunks of their own; the selection panel (the editor's effect lamp drawer),
 * the rank tab, the compare dialog and anything heavy (upload, video, polar curves) load when
 * first opened; the log-in page is a page of its own with React and a form only. Checked on the
 * build's manifest (what each route imports statically) and in the browser (what opening the
 * editor fetches).
 */
interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'apps', 'web', 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The files a chunk loads before it runs: itself and its static imports, all the way down. */
function staticFiles(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no ${key} in the manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => staticFiles(k, seen))];
}
const names = (files: string[]) => files.map((f) => f.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, ''));

test.describe('split by route', () => {
  test('the build: each route imports only what it shows', () => {
    const editor = names(staticFiles('src/app/routes/custom.tsx'));
    for (const later of ['selection-panel', 'custom-effect-selection', 'custom-rank', 'compare-dialog', 'guidance-video-player', 'upload', 'polar-curve', 'make-drawer', 'photometric-check-dialog']) {
      expect(editor, `the editor route imports ${later} statically`).not.toContain(later);
    }
    expect(manifest['src/app/routes/custom.tsx']!.dynamicImports).toEqual(
      expect.arrayContaining(['src/app/routes/custom-effect-selection.tsx', 'src/app/routes/custom-rank.tsx']),
    );

    const selection = names(staticFiles('src/app/routes/selection.tsx'));
    expect(selection).toContain('selection-panel');
    for (const later of ['custom', 'compare-dialog', 'make-drawer', 'fixture-detail-dialog', 'upload', 'polar-curve', 'guidance-video-player']) {
      expect(selection, `the selection route imports ${later} statically`).not.toContain(later);
    }
    // the compare dialog is its own chunk, loaded when opened from either page
    expect(manifest['src/app/routes/selection.tsx']!.dynamicImports).toContain('src/features/rank/components/compare-dialog.tsx');

    // the log-in page: React, its form and texts, the token's storage — nothing of the app
    const login = names(staticFiles('login.html'));
    for (const app of ['app-vendor', 'antd-base', 'shell', 'index']) expect(login, `the log-in page imports ${app}`).not.toContain(app);
    expect(login).toContain('react');
  });

  test('the browser: opening the editor fetches neither the selection panel nor the compare dialog until they are opened', async ({ page, request }) => {
    test.setTimeout(90_000);
    const record = await demoRecord(request, 'XQD1060W/M024');
    await useLanguage(page, 'en');
    await loginViaApi(page, request, 'demo');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const fetched = (name: string) => scripts.some((s) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`).test(s));

    await page.goto(`/custom?id=${record.projectId}&cid=${record.id}&pid=${record.projectId}&${PASS}`);
    await expect(page.getByTestId('generate')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched('custom'), scripts.join('\n')).toBe(true);
    for (const later of ['selection-panel', 'custom-effect-selection', 'custom-rank', 'compare-dialog', 'guidance-video-player', 'upload', 'photometric-check-dialog']) {
      expect(fetched(later), `${later} fetched with the editor:\n${scripts.join('\n')}`).toBe(false);
    }

    // the effect lamp drawer brings the selection panel
    await page.getByTestId('enter-effect').click();
    await expect(page.locator('[data-testid="effect-drawer"] [data-testid="filter-bar"]')).toBeVisible();
    expect(fetched('selection-panel'), scripts.join('\n')).toBe(true);
    await page.locator('.ant-drawer-left .ant-drawer-close').click();

    // the rank tab brings the rank panel, not yet the compare dialog
    await page.getByTestId('rank-tab').click();
    await expect(page.getByTestId('rank-panel')).toBeVisible();
    expect(fetched('custom-rank'), scripts.join('\n')).toBe(true);
    expect(fetched('compare-dialog'), scripts.join('\n')).toBe(false);
  });
});
