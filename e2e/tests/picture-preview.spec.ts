import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { snap } from '../fixtures/screenshots';

/** The axes' labels carrying the unit: each axis ends at the full dimension, "3 m" (a dark band's short label "0.31 m" is no axis). */
function metreAxisEnds(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*\bdata-axis="[xy]"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!).filter((s) => /^\d+(\.\d+)? m$/.test(s));
}

interface Row {
  id: number;
  surfaceType: 'A' | 'B';
  dataType: string;
  pseuColor: string | null;
  lightnessAve: number | null;
  lightnessMax: number | null;
}

/** The texts of an SVG picture: every <text> element's content, entities decoded, caption lines split at their middle dots. */
function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&'))
    .flatMap((s) => s.split(' · '));
}

/** The first calculated wall-washing row whose false-colour picture the engine has drawn (the demo completes them in the background). */
async function calculatedRow(request: APIRequestContext, token: string, projectId: number): Promise<Row> {
  let found: Row | undefined;
  await expect(async () => {
    const res = await request.post('/api/contests/tyList', {
      data: { contestTypeId: 102, projectId, dataTypeStr: '4', rgbwa: '全亮', page: 1 },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBeTruthy();
    const rows = ((await res.json()) as { data: { rows: Row[] } }).data.rows;
    found = rows.find((r) => r.surfaceType === 'A' && r.pseuColor?.startsWith('calc/') && r.pseuColor.endsWith('.svg'));
    expect(found).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  return found!;
}

/**
 * The selection table's picture preview: a calculated row's false-colour map is the engine's SVG
 * (face to scale with metre axes, the cd/m² scale bar, the caption of figures); switched to one
 * fixed range, the engine draws it again on 0 – a round top, in the app's language.
 */
for (const language of ['en', 'zh-CN'] as const) {
  test(`a picture preview shows the engine's false-colour map and draws it on one fixed range (${language})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await useLanguage(page, language);
    const token = await loginViaApi(page, request, 'demo');
    const projects = await request.get('/api/projects', { headers: { Authorization: `Bearer ${token}` } });
    const projectId = ((await projects.json()) as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
    const row = await calculatedRow(request, token, projectId);

    await page.goto(`/selection?id=${projectId}&contestTypeId=102&dataTypeStr=4`);
    const button = page.locator(`[data-testid="results-table"] tr[data-row-key="${row.id}"]`).getByRole('button', { name: language === 'en' ? /^pseudo-colour picture:/ : /^伪色图：?/ });
    await button.click();
    const dialog = page.getByRole('dialog');
    const image = dialog.getByTestId('preview-image');
    await expect(image).toHaveAttribute('src', `/media/${row.pseuColor}`);

    // The stored picture (for readers of both languages): its size and its words.
    const own = await (await request.get(`/media/${row.pseuColor}`)).text();
    const width = Number(/<svg[^>]*\bwidth="([\d.]+)"/.exec(own)![1]);
    const height = Number(/<svg[^>]*\bheight="([\d.]+)"/.exec(own)![1]);
    expect(width).toBeGreaterThan(250);
    expect(height).toBeGreaterThan(150);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([width, height]);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(250);
    expect(Math.abs(box.width / box.height - width / height)).toBeLessThan(0.02);
    const texts = svgTexts(own);
    // Metre axes ending at the full dimension, the scale's unit, the caption of figures.
    expect(metreAxisEnds(own)).toHaveLength(2);
    expect(texts).toContain('cd/m²');
    const lavg = texts.map((s) => /^Lavg ([\d.]+) cd\/m²$/.exec(s)).find(Boolean);
    expect(lavg, texts.join(' | ')).toBeTruthy();
    expect(Math.abs(Number(lavg![1]) / row.lightnessAve! - 1)).toBeLessThan(0.01);
    expect(texts.some((s) => /^U0 \d\.\d\d$/.test(s))).toBeTruthy();

    // One fixed range: drawn again by the engine on 0 – the 1-2-5 value above the row's maximum, in the app's language.
    await dialog.getByRole('switch', { name: language === 'en' ? 'One scale for comparing' : '统一色标比较' }).click();
    await expect(image).toHaveAttribute('src', /\/media\/calc\/pictures\/\d+\/false-full-[0-9a-f]+\.svg$/);
    const fixed = await (await request.get((await image.getAttribute('src'))!)).text();
    const [, min, max] = /data-scale="([\d.]+) ([\d.]+) 0"/.exec(fixed)!;
    expect(Number(min)).toBe(0);
    const top = Number(max);
    expect(top).toBeGreaterThanOrEqual(row.lightnessMax!);
    expect([1, 2, 5].some((m) => Math.abs(top / 10 ** Math.floor(Math.log10(top)) - m) < 1e-9)).toBeTruthy();
    const fixedTexts = svgTexts(fixed);
    expect(fixedTexts).toContain('cd/m²');
    expect(metreAxisEnds(fixed)).toHaveLength(2);
    expect(fixedTexts.some((s) => (language === 'en' ? /^Lavg [\d.]+ cd\/m²$/ : /^平均亮度 [\d.]+ cd\/m²$/).test(s))).toBeTruthy();
    await expect(dialog).toContainText(`0–${top} cd/m²`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(250);
    await snap(page, `picture-preview-fixed-${language}`, { fullPage: false });
  });
}
