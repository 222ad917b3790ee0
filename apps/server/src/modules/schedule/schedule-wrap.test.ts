/**
 * The printed schedule's columns: a header word is never broken inside ("Beam angle" read as
 * "angl e"), a short Chinese term stays whole (类型标记, 已生成), a layout part keeps its value and
 * unit on one line, and the table stays on its page even when the rows' longest words (a custom
 * number, a long model name) would not fit side by side.
 */
import { describe, expect, it } from 'vitest';
import { pdfTextBoxes } from '../../test/pdf-boxes.js';
import { PDF_COLUMNS, scheduleDocument, writeScheduleTable } from './schedule-pdf.js';
import type { Schedule, ScheduleRow } from './schedule-model.js';

function row(id: number, zh: boolean): ScheduleRow {
  return {
    id,
    typeMark: `L0${id}`,
    no: 'XQD1060W/M024',
    surfaceType: zh ? '洗墙' : 'Wall washing',
    lampType: zh ? '洗墙灯' : 'Wall washer',
    sketch: '',
    colourType: zh ? '双色温' : 'Two colour temperatures',
    colour: '3000 / 4000',
    beamAngle: '10°×60°',
    power: 24,
    quantity: 120,
    installedW: 2880,
    layout: '3 × 1.2 m · X 0.6 m · D 0.5 m · H0 0 m · A 35° · R 0° · MF 0.7',
    product: '石英线 Quartzline Lighting QLU-TGD46-60-50',
    unitPrice: 2422,
    lineTotal: 290640,
    fluxLm: 4200,
    efficacy: 105,
    cri: 92,
    fixtureIp: 'IP66',
    ik: 'IK08',
    ratedLifeH: 50000,
    driver: 'Meanwell ELG-75',
    dimming: 'DALI',
    dimensions: '600 × 76 × 90 mm',
    weightKg: 2.4,
    tender: ['Luminous flux 4,200 lm'],
    voltage: 'AC110-240V',
    ip: 'IP66',
    targets: ['Face A: Average luminance ≥ 4 cd/m²; Uniformity U0 ≥ 0.09'],
    generated: true,
    status: zh ? '已生成' : 'Generated',
    creator: 'Wang',
    updated: new Date(0),
  };
}

/** The table's page of a schedule of these rows, as text boxes. */
async function tablePage(lang: 'en' | 'zh', rows: ScheduleRow[]) {
  const schedule: Schedule = {
    lang,
    projectId: 1,
    projectName: 'Widths',
    description: '',
    location: '',
    date: new Date(0),
    preparedBy: 'Wang',
    rows,
    totals: { quantity: 240, installedW: 5760, price: 581280, rowsWithoutPrice: 0, rowsWithoutQuantity: 0 },
  };
  const doc = scheduleDocument(schedule);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  writeScheduleTable(doc, schedule);
  doc.end();
  await ended;
  const { boxes, pages } = await pdfTextBoxes(Buffer.concat(chunks));
  return { lines: boxes.filter((b) => b.page === 2), width: pages[1]!.width };
}

describe.each(['en', 'zh'] as const)('the printed schedule’s columns in %s', (lang) => {
  const zh = lang === 'zh';
  const long = { ...row(2, zh), no: 'XQD1060W/M024-CUSTOMISED-NUMBER', product: 'ACME SUPERLONGMODELNAME-ABCDEFGHIJK-2000', voltage: 'AC100-277V/DC24-48V', driver: 'Meanwell-ELG-75-24-DA2' };

  it.each([
    ['ordinary rows', [row(1, zh)]],
    ['rows whose longest words do not fit side by side', [row(1, zh), long]],
  ])('%s: every header word whole on one line, the table on its page', async (_what, rows) => {
    const { lines, width } = await tablePage(lang, rows);
    const printed = lines.map((l) => l.str);
    for (const c of PDF_COLUMNS) {
      for (const label of [c.label.en, c.label.zh]) {
        // a Latin word, or a short CJK term (at most four letters; a longer run of Chinese breaks anywhere)
        for (const word of label.split(/\s+/u).filter((w) => w && (!/[\u4e00-\u9fff]/u.test(w) || [...w].length <= 4))) {
          expect(printed.some((line) => line.includes(word)), `"${word}" of "${label}" on one line`).toBe(true);
        }
      }
    }
    for (const l of lines) expect(l.x1, `"${l.str}" leaves the page`).toBeLessThanOrEqual(width - 20);
  });

  it('keeps each layout part’s value and unit on one line, and a short status word whole', async () => {
    const { lines } = await tablePage(lang, [row(1, zh)]);
    const text = lines.map((l) => l.str.trim());
    for (const part of row(1, zh).layout.split(' · ')) expect(text.some((t) => t.includes(part.replace(/ /g, '\u00a0')) || t.includes(part)), part).toBe(true);
    expect(text).toContain(zh ? '已生成' : 'Generated');
  });
});
