import { expect, test, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { GIF_1PX } from '../fixtures/editor';
import { snap } from '../fixtures/screenshots';
import { chooseType, fillMadeDraft, MADE_DRAFT, openSelectionFromProjects, tableRows, toast } from '../fixtures/selection';

/**
 * The make drawer's own parts (issue 6): the effect picture upload with its checks, the "video
 * playback" dialog, and the context menu and F12 blocked inside the drawer. Nothing is saved:
 * the drawer is closed without submitting.
 */

const TEXT = {
  en: {
    group: 'Facade',
    type: 'Wall washing',
    make: 'Make',
    title: 'Make lamp parameters',
    onlyJpg: 'upload picture can only be JPG format',
    tooBig: 'upload picture size cannot exceed 2MB',
    video: 'Guidance video',
    videoTitle: 'video playback',
  },
  'zh-CN': {
    group: '立面',
    type: '洗墙',
    make: '制作',
    title: '制作灯具参数',
    onlyJpg: '上传图片只能是 JPG 格式',
    tooBig: '上传图片大小不能超过 2MB',
    video: '指导视频',
    videoTitle: '视频播放',
  },
} as const;

/** A picture made in the page itself (canvas), so the card shows something a person can see. */
async function picture(page: Page, type: 'image/png' | 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(async (mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 650;
    canvas.height = 920;
    const ctx = canvas.getContext('2d')!;
    const gradient = ctx.createLinearGradient(0, 920, 0, 0);
    gradient.addColorStop(0, '#f5c451');
    gradient.addColorStop(1, '#1d2b4a');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, 650, 920);
    ctx.fillStyle = '#fff';
    ctx.font = '48px sans-serif';
    ctx.fillText('effect', 40, 100);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), mime, 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, type);
  return Buffer.from(base64, 'base64');
}

/** Whether an event of that kind, dispatched on the element, was cancelled by the page. */
async function prevented(page: Page, selector: string, kind: 'contextmenu' | 'F12'): Promise<boolean> {
  return page.locator(selector).first().evaluate((el, k) => {
    const event =
      k === 'contextmenu'
        ? new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 })
        : new KeyboardEvent('keydown', { key: 'F12', code: 'F12', bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event.defaultPrevented;
  }, kind);
}

async function openMakeDrawer(page: Page, text: (typeof TEXT)[keyof typeof TEXT]) {
  await openSelectionFromProjects(page);
  await chooseType(page, text.group, text.type);
  await tableRows(page).locator('input[type="checkbox"]:not([disabled])').first().check();
  await page.getByRole('button', { name: text.make }).click();
  const drawer = page.locator('.ls-make-drawer');
  await expect(drawer.getByText(text.title, { exact: true })).toBeVisible();
  return drawer;
}

test.describe('make drawer: upload, video, blocked keys', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`upload checks, the video dialog and the blocked context menu (${lang})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const text = TEXT[lang];
      await useLanguage(page, lang);
      await loginViaApi(page, request, 'demo');
      const drawer = await openMakeDrawer(page, text);
      await snap(page, `make-drawer-top-${lang}`, { fullPage: false });

      // context menu and F12: cancelled inside the drawer, untouched outside it
      expect(await prevented(page, '.ls-make-drawer .ant-drawer-body', 'contextmenu')).toBe(true);
      expect(await prevented(page, '.ls-make-drawer input', 'contextmenu')).toBe(true);
      expect(await prevented(page, '.ls-make-drawer input', 'F12')).toBe(true);
      expect(await prevented(page, '[data-testid="filter-bar"]', 'contextmenu')).toBe(false);
      expect(await prevented(page, '[data-testid="filter-bar"]', 'F12')).toBe(false);

      // the effect picture: JPG or PNG under 2 MB
      const input = drawer.locator('input[type="file"]');
      await expect(input).toHaveAttribute('accept', /image\/jpeg/);
      await input.setInputFiles({ name: 'effect.gif', mimeType: 'image/gif', buffer: GIF_1PX });
      await expect(toast(page, text.onlyJpg).first()).toBeVisible();
      await input.setInputFiles({ name: 'effect-huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 10) });
      await expect(toast(page, text.tooBig).first()).toBeVisible();
      await expect(drawer.locator('.ant-upload-list-item')).toHaveCount(0);
      const png = await picture(page, 'image/png');
      expect(png.length).toBeLessThan(2 * 1024 * 1024);
      const uploaded = page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'POST' && r.status() === 200);
      await input.setInputFiles({ name: 'effect.png', mimeType: 'image/png', buffer: png });
      await uploaded;
      const card = drawer.locator('.ant-upload-list-item');
      await expect(card).toHaveCount(1);
      // one picture in the card, the stored one (not the local preview beside it)
      await expect(card.locator('img[src*="/media/"]')).toHaveCount(1);
      await expect(card.locator('img')).toHaveCount(1);
      // limit 1: the upload button is gone while a picture is there
      await expect(drawer.locator('.ant-upload-select')).toBeHidden();
      await card.scrollIntoViewIfNeeded();
      await snap(page, `make-drawer-upload-${lang}`, { fullPage: false });
      // removing it brings the button back, and a JPG is taken too
      await card.hover();
      await card.locator('button[title], .anticon-delete').last().click();
      await expect(card).toHaveCount(0);
      await drawer.locator('input[type="file"]').setInputFiles({ name: 'effect.jpg', mimeType: 'image/jpeg', buffer: await picture(page, 'image/jpeg') });
      await expect(drawer.locator('.ant-upload-list-item img[src*="/media/"]')).toHaveCount(1);
      await expect(drawer.locator('.ant-upload-list-item img')).toHaveCount(1);

      // "video playback": the guidance videos with subtitles, at volume 0.3
      await drawer.getByRole('button', { name: text.video }).click();
      const dialog = page.getByRole('dialog', { name: text.videoTitle });
      await expect(dialog).toBeVisible();
      const video = dialog.locator('video');
      await expect(video).toHaveAttribute('src', /\/media\/.+\.(webm|mp4)$/);
      const track = video.locator('track');
      await expect(track).toHaveAttribute('kind', 'subtitles');
      await expect(track).toHaveAttribute('src', /\.vtt$/);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.volume)).toBeCloseTo(0.3, 5);
      // the subtitle file is served
      const vtt = await page.request.get((await track.getAttribute('src'))!);
      expect(vtt.ok()).toBeTruthy();
      expect(await vtt.text()).toMatch(/^WEBVTT/);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
      // the subtitles are on by default and their cues load; a second into the video one shows
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(0);
      await video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<void>((resolve) => {
            v.addEventListener('seeked', () => resolve(), { once: true });
            v.currentTime = 1;
          }),
      );
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0)).toBeGreaterThan(0);
      await snap(page, `make-video-${lang}`, { fullPage: false });
      await dialog.getByRole('button', { name: /close|关闭/i }).click();
      await expect(dialog).toBeHidden();
    });
  }
});

/**
 * Issue 18, point 2: make writes a complete draft — the surface sketch of the ticked rows' type
 * and the colour type with its temperature — which the editor opens with its sketch, the colour
 * code in its number and the made sizes; re-choosing the same sketch there keeps the sizes. The
 * draft is deleted at the end.
 */
const DRAFT = {
  en: { ...MADE_DRAFT.en, save: 'Save draft and open', choose: 'Choose a surface sketch', cleared: /Cleared|were cleared/ },
  'zh-CN': { ...MADE_DRAFT['zh-CN'], save: '保存草稿并打开', choose: '选择应用面示意图', cleared: /已清空/ },
} as const;

interface MadeRow {
  id: number;
  h: number | null;
  w: number | null;
  lumSize: number | null;
  lumSizeMin: number | null;
  authorizedPrice: number | null;
}

test.describe('make drawer: a complete draft', () => {
  for (const lang of ['en', 'zh-CN'] as const) {
    test(`sketch and colour travel into the editor, whose same sketch keeps the sizes (${lang})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const text = { ...TEXT[lang], ...DRAFT[lang] };
      await useLanguage(page, lang);
      const token = await loginViaApi(page, request, 'demo');
      const drawer = await openMakeDrawer(page, text);
      if (lang === 'en') {
        // the all-lit state and the catalogue read English everywhere on this screen
        await expect(page.locator('body')).not.toContainText('全亮');
        await expect(drawer.getByTestId('make-sketches')).not.toHaveText(/[\u4e00-\u9fff]/);
      }
      // the ticked row, as the API answers it
      const rowId = Number(await tableRows(page).filter({ has: page.locator('input[type="checkbox"]:checked') }).first().getAttribute('data-row-key'));
      const projectId = Number(new URL(page.url()).searchParams.get('id'));
      const rows = (await (
        await request.post('/api/contests/tyList', { headers: { Authorization: `Bearer ${token}` }, data: { contestTypeId: 102, projectId, dataTypeStr: '1,2,4', rgbwa: '全亮', page: 1 } })
      ).json()) as { data: { rows: MadeRow[] } };
      const row = rows.data.rows.find((r) => r.id === rowId)!;
      expect(row.h).not.toBeNull();

      await fillMadeDraft(page, drawer, lang);
      // lamp code, the beam rule the ticked washers' files meet (10°×30° → 1030), the colour code, the power
      await expect(drawer.getByTestId('make-number')).toHaveText(/^XQD\d{4}W\d{3}$/);
      const number = (await drawer.getByTestId('make-number').textContent())!;
      await snap(page, `make-drawer-complete-${lang}`, { fullPage: false });

      await drawer.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/custom\?.*cid=\d+.*text=custom/);
      const cid = Number(new URL(page.url()).searchParams.get('cid'));
      try {
        // the editor shows the made draft complete: sketch, colour code in the number, sizes
        await expect(page.getByTestId('surface-name')).toHaveText(text.sketch);
        await expect(page.getByTestId('section-application').locator('img[src*="/media/demo/"]').first()).toBeVisible();
        await expect(page.getByTestId('live-number')).toHaveText(number);
        await expect(page.getByTestId('temperature-0')).toHaveValue('3000');
        const dims = page.getByTestId('dimension-inputs');
        await expect(dims.getByTestId('dim-H')).toHaveValue(String(row.h));
        await expect(dims.getByTestId('dim-W')).toHaveValue(String(row.w));
        await expect(dims.getByTestId('dim-D')).toHaveValue(String(row.lumSize));
        await expect(dims.getByTestId('dim-Dmin')).toHaveValue(String(row.lumSizeMin));
        await snap(page, `make-draft-in-editor-${lang}`, { fullPage: false });
        // make's unit price and the library weights have their inputs (issue 18, point 5)
        await expect(page.getByTestId('unit-price')).toHaveValue(String(row.authorizedPrice));
        await page.getByTestId('section-weights').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('weights-left')).toHaveText(lang === 'en' ? '100 of 100 left' : '剩余 100 / 100');
        await snap(page, `editor-weights-${lang}`, { fullPage: false });

        // the same sketch chosen again in the editor keeps every made size
        await page.getByTestId('choose-surface').click();
        const dialog = page.getByRole('dialog', { name: text.choose });
        await dialog.getByTestId('surface-sketch').filter({ hasText: text.sketch }).first().click();
        await expect(dialog).toBeHidden();
        await expect(dims.getByTestId('dim-H')).toHaveValue(String(row.h));
        await expect(dims.getByTestId('dim-W')).toHaveValue(String(row.w));
        await expect(dims.getByTestId('dim-D')).toHaveValue(String(row.lumSize));
        await expect(dims.getByTestId('dim-Dmin')).toHaveValue(String(row.lumSizeMin));
        await expect(page.locator('.ant-message-notice', { hasText: text.cleared })).toHaveCount(0);
      } finally {
        const gone = await request.delete(`/api/lampparams/${cid}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(gone.ok()).toBeTruthy();
      }
    });
  }
});
