import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { loginViaApi, useLanguage } from '../fixtures/auth';
import { apiToken, freshProject, PASS, toast } from '../fixtures/editor';
import { pdfLines } from '../fixtures/pdf';

/**
 * The wall distance D end to end: typed into the editor's D inputs (minimum `lumSizeMin`,
 * maximum `lumSize`), saved by Generate, printed on the parameter sheet's D row, and shown
 * again when the record is reopened. Runs on a wall-washing record (contest type 102, whose D is
 * a range) of a project of its own, so no demo record changes.
 */

/** What is typed: two values the seeded record does not hold, minimum first. */
const D_MIN = '0.4';
const D_MAX = '0.65';
/** The seeded record's own D, different from both, so a value that never left the editor shows. */
const SEEDED = { lumSizeMin: '1.2', lumSize: '1.5' };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The `data` of a successful envelope. */
async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

/**
 * A complete wall-washing draft of demo in that project (everything Generate checks is set),
 * with the seeded D; the ids come from the catalogue, as the editor's own lists take them.
 */
async function wallWashingDraft(request: APIRequestContext, projectId: number): Promise<number> {
  const headers = auth(await apiToken(request, 'demo'));
  type Dict = { id: number; dictExtra: string | null; dictRemark: string | null };
  const lampTypes = await data<Dict[]>(await request.get('/api/dictTypeAllList?indexPinyin=dengjuleixing', { headers }));
  const colourTypes = await data<Dict[]>(await request.get('/api/dictTypeAllList?indexPinyin=dengjusecaifenlei', { headers }));
  const angles = await data<Array<{ id: number; ruleNo: string }>>(await request.post('/api/lampparams/AnglemapList', { headers }));
  const xqd = lampTypes.find((d) => d.dictExtra === 'XQD');
  const singleWhite = colourTypes.find((d) => d.dictExtra === '1' && !d.dictRemark);
  const angle = angles.find((a) => a.ruleNo === '10');
  expect(xqd && singleWhite && angle, 'the wall washer, single white and 10° in the catalogue').toBeTruthy();
  const lampSketches = await data<{ rows: Array<{ id: number }> }>(
    await request.post('/api/lampparams/lampSketchList', { headers, data: { lampType: xqd!.id, page: 1, rows: 9 } }),
  );
  type Sketch = { id: number; contestTypeId: number; sketchAttr: string; templateType: number; chlidList?: Sketch[] };
  const tree = await data<Sketch[]>(await request.post('/api/lampparams/contestSketch/json', { headers, data: { contestTypeIds: [102] } }));
  const sketches = tree.flatMap((s) => [s, ...(s.chlidList ?? [])]);
  // a wall-washing sketch that shows D (the editor draws the D inputs for the sketch's letters)
  const sketch = sketches.find((s) => s.contestTypeId === 102 && s.templateType === 1 && 'D' in (JSON.parse(s.sketchAttr) as object));
  expect(sketch, 'a wall-washing sketch with D').toBeTruthy();
  expect(lampSketches.rows.length).toBeGreaterThan(0);

  const saved = await data<{ id: number }>(
    await request.post('/api/lampparams/createTy/0', {
      headers,
      data: {
        projectId,
        dataStatus: 1,
        makingWay: 1,
        contestType: 102,
        contestSketchId: sketch!.id,
        contestH: '9',
        contestW: '4',
        ...SEEDED,
        albedo: '0.4',
        lampType: xqd!.id,
        lampSketchId: lampSketches.rows[0]!.id,
        lampLong: '1000',
        lampWidth: '70',
        lampHeight: '82',
        angleNo: angle!.id,
        grayDemand: singleWhite!.id,
        colorType: 1,
        colorTemperatureFirst: '3000',
        lampPower: '24',
        projectParamindexList: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '10', evenness: '0.3' }],
      },
    }),
  );
  return saved.id;
}

const dims = (page: Page) => page.getByTestId('dimension-inputs');

test('the wall distance D typed in the editor is the one on the generated sheet and in the reopened record', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectName = `E2E wall distance ${Date.now()}`;
  const projectId = await freshProject(request, projectName);
  const id = await wallWashingDraft(request, projectId);
  await useLanguage(page, 'en');
  await loginViaApi(page, request, 'demo');

  // the record opens with its own D
  await page.goto(`/custom?id=${projectId}&cid=${id}&pid=${projectId}&${PASS}`);
  await expect(dims(page).getByTestId('dim-Dmin')).toHaveValue(SEEDED.lumSizeMin);
  await expect(dims(page).getByTestId('dim-D')).toHaveValue(SEEDED.lumSize);

  // typed as a person types it, minimum then maximum
  for (const [testId, value] of [['dim-Dmin', D_MIN], ['dim-D', D_MAX]] as const) {
    const input = dims(page).getByTestId(testId);
    await input.clear();
    await input.pressSequentially(value);
    await expect(input).toHaveValue(value);
  }

  // Generate: the record is saved and its sheet opens in a tab of its own (the signed address)
  const popup = page.waitForEvent('popup');
  await page.getByTestId('generate').click();
  const success = expect(toast(page, 'Operation successful!')).toBeVisible({ timeout: 30_000 });
  const sheetTab = await popup;
  await expect.poll(() => sheetTab.url(), { timeout: 30_000 }).toMatch(/\/api\/previewPdf\?fileName=.+&token=/);
  await success;
  await expect(page).toHaveURL(new RegExp(`/parameterLampList\\?id=${projectId}`));

  // The tab shows the PDF in Chromium's viewer, which keeps the file's bytes to itself: download
  // the file from the signed address the editor gave the tab (it needs no log-in).
  const download = await sheetTab.request.get(sheetTab.url());
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const lines = await pdfLines(await download.body());
  await sheetTab.close();
  expect(lines.join('\n'), 'the sheet of this project').toContain(projectName);

  // The surface sketch's D row: letter, label (English, then Chinese), value — exactly the range typed.
  const dRow = lines.find((line) => line.includes('Distance to wall'));
  expect(dRow, lines.join('\n')).toBeDefined();
  const value = /(?:^|\s)D Distance to wall 距墙距离 (—|\S+ m)(?=\s|$)/.exec(dRow!)?.[1];
  expect(value, dRow).toBe(`${D_MIN}–${D_MAX} m`);

  // stored as typed: the minimum in lumSizeMin, the maximum in lumSize
  const view = await data<{ projectLampparamVo: { lumSizeMin: string | null; lumSize: string | null; dataStatus: number } }>(
    await request.get(`/api/lampparams/editTyView/${id}`, { headers: auth(await apiToken(request, 'demo')) }),
  );
  expect(view.projectLampparamVo).toMatchObject({ lumSizeMin: D_MIN, lumSize: D_MAX, dataStatus: 2 });

  // reopened from the list, the inputs show the saved values
  const rows = page.locator('[data-testid="lampparam-table"] tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByTestId('lampparam-open').click();
  await expect(page).toHaveURL(new RegExp(`cid=${id}`));
  await expect(dims(page).getByTestId('dim-Dmin')).toHaveValue(D_MIN);
  await expect(dims(page).getByTestId('dim-D')).toHaveValue(D_MAX);
});
