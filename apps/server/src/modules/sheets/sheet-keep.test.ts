import { describe, expect, it } from 'vitest';
import { pdfText, squeeze } from '../../test/pdf-text.js';
import { sheetInput } from '../../test/sheet-input.js';
import type { PerformanceSection } from './performance.js';
import { renderSheet } from './sheet-layout.js';
import { buildSheetModel, type SheetModel } from './sheet-model.js';

const POLAR = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="80" fill="none" stroke="#000"/></svg>';

const performance: PerformanceSection = {
  fixture: 'ERCO Stella',
  fileName: 'stella.ies',
  calculatedOn: { zh: '计算', en: 'Calculated' },
  measured: [],
  layout: { zh: '3 套', en: '3 fixtures' },
  light: { zh: '', en: '' },
  faces: [{ face: '', figures: { lavg: '18.9', lmin: '4.1', lmax: '40.2', u0: '0.22', darkBand: '0.27' }, lux: null, map: null }],
  verdicts: ['Average luminance, lower bound', 'Average luminance, upper bound', 'Maximum luminance', 'Uniformity U0', 'Dark band'].map((en, i) => ({
    face: '',
    label: { zh: `指标 ${i + 1}`, en },
    sign: i % 2 ? '≤' : '≥',
    target: '10',
    value: '18.9',
    unit: 'cd/m²',
    pass: i % 2 === 0,
    notComputed: false,
  })),
  polar: { kind: 'svg', svg: POLAR },
  beamIes: '24°',
  fieldIes: '48°',
  beamCie: '25°',
};

/** A sheet with a calculated section below `n` application requirements: the more, the lower the section starts. */
function sheet(n: number): SheetModel {
  const m = buildSheetModel(sheetInput('en', { typeMark: 'L01' }, { entries: [], surfaceSketch: null, brands: ['ERCO'] }));
  return {
    ...m,
    application: Array.from({ length: n }, (_, i) => ({ label: { zh: `要求 ${i + 1}`, en: `Requirement ${i + 1}` }, value: { main: `value ${i + 1}` } })),
    performance,
  };
}

/**
 * No orphaned table (issue 25): the verdict table, short, moves to the next page with its heading
 * and the figures it judges rather than open a page alone under nothing but the running header.
 * The calculated section is pushed down a little at a time until every break point is crossed.
 */
describe('the verdict table keeps with its heading', () => {
  it('never opens a page alone, wherever the page breaks', async () => {
    const head = squeeze('Index 指标 Target 目标 Calculated 计算值 Result 结果');
    const running = [squeeze('Lampsheet L01  XQD10W024  ·  Bund'), squeeze('Calculated performance on this surface (continued) 本应用面上的计算表现（续）')];
    let breaks = 0;
    for (let n = 0; n <= 24; n++) {
      const { pages } = await pdfText(await renderSheet(sheet(n), { date: new Date('2026-01-03T00:00:00Z') }));
      for (const [i, page] of pages.map(squeeze).entries()) {
        const at = page.indexOf(head);
        if (at < 0) continue;
        if (i > 0) breaks++;
        let before = page.slice(0, at);
        for (const r of running) before = before.replace(r, '');
        expect(before, `${n} requirements: page ${i + 1} opens with the verdict table`).not.toBe('');
      }
    }
    // the sweep did put the verdicts on a later page: the rule was put to the test
    expect(breaks).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * A heading keeps with its table (issue 25: "Recommended brands" stood alone at the foot of L01's
 * page, its list on the next): the sheet's last heading is pushed down a little at a time, with
 * and without the calculated section, until it crosses every break point.
 */
describe('the recommended brands keep with their heading', () => {
  it('never ends a page with the heading nor opens one alone, wherever the page breaks', async () => {
    const heading = squeeze('Recommended brands 推荐品牌');
    const list = squeeze('ERCO, iGuzzini, Lanlux Lighting');
    const running = [squeeze('Lampsheet L01  XQD10W024  ·  Bund')];
    let moved = 0;
    for (const calculated of [true, false]) {
      for (let n = 0; n <= 40; n++) {
        const model = { ...sheet(n), brands: ['ERCO', 'iGuzzini', 'Lanlux Lighting'], ...(calculated ? {} : { performance: null }) } as SheetModel;
        const { pages } = await pdfText(await renderSheet(model, { date: new Date('2026-01-03T00:00:00Z') }));
        const squeezed = pages.map(squeeze);
        const at = squeezed.findIndex((p) => p.includes(heading));
        expect(at, `${n} requirements: the heading printed`).toBeGreaterThanOrEqual(0);
        expect(squeezed[at]!.slice(squeezed[at]!.indexOf(heading)), `${n} requirements${calculated ? '' : ', no calculation'}: page ${at + 1} ends with the heading`).toContain(list);
        // nor opens a page alone, under nothing but the running header: a short last block keeps with the one before it
        let before = squeezed[at]!.slice(0, squeezed[at]!.indexOf(heading));
        for (const r of running) before = before.replace(r, '');
        expect(before, `${n} requirements${calculated ? '' : ', no calculation'}: page ${at + 1} opens with the recommended brands`).not.toBe('');
        if (at > 0) moved++;
      }
    }
    expect(moved).toBeGreaterThan(0);
  }, 300_000);
});
