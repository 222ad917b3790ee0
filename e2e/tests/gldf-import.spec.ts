import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';

/** The GLDF test containers of `<repo>/../shared/gldf` (gldf.net, MIT). */
const container = (name: string) => ({
  name: `${name}.gldf`,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(fileURLToPath(new URL(`../../../shared/gldf/${name}.gldf`, import.meta.url))),
});

/** The GLDF control's file input: the third on the page, after the spreadsheet's and the photometric files'. */
const upload = async (page: Page, name: string) => {
  await page.getByTestId('gldf-import').locator('input[type=file]').setInputFiles(container(name));
  await page.getByTestId('gldf-start').click();
};

test.describe('GLDF import (administrator)', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    const words =
      lang === 'en'
        ? { heading: 'GLDF container', made: '2 fixtures made from GldfWithFilesComplete.gldf (GLDF 1.0-rc3)', done: '2 fixtures imported', refused: 'Files the GLDF lists are missing from the container: ldc/file.ldt' }
        : { heading: 'GLDF 文件', made: '已由 GldfWithFilesComplete.gldf（GLDF 1.0-rc3）生成 2 个灯具', done: '已导入 2 个灯具', refused: 'GLDF 容器中缺少它列出的文件：ldc/file.ldt' };

    test(`${lang}: an administrator uploads a container, sees its fixtures and their calculation; a broken one is refused`, async ({ page, request }) => {
      await useLanguage(page, lang);
      await loginViaApi(page, request, 'admin');
      await page.goto('/admin/import');
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      await upload(page, 'GldfWithFilesComplete');
      await expect(page.getByTestId('gldf-made')).toContainText(words.made);
      const lamps = page.getByTestId('gldf-lamps');
      await expect(lamps.locator('tbody tr')).toHaveCount(2);
      await expect(lamps).toContainText('Product name Variant name 1');
      await expect(lamps).toContainText('1,600');
      await expect(page.getByTestId('import-done')).toContainText(words.done, { timeout: 60_000 });

      await upload(page, 'GldfWithMissingFiles');
      await expect(page.getByTestId('gldf-refused')).toContainText(words.refused);
      await expect(page.getByTestId('gldf-made')).toHaveCount(0);
    });
  }
});
