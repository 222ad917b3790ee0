/**
 * The printed schedule's columns: a header word is never broken inside ("Beam angle" read as
 * "angl e"), a short Chinese term stays whole (类型标记, 已生成), a layout part keeps its value and
 * unit on one line, a type mark, a number and a figure are never broken inside ("XQD2050W0 / 35036"),
 * and the table stays on its page even when the rows' longest words (a custom number, a long model
 * name) would not fit side by side.
 */
import { faceTargetVerdicts } from '@lampsheet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbreakableWords } from '../../documents/table-words.js';
import { A4_LANDSCAPE } from '../../documents/pdf-document.js';
import { WORDS } from '../../documents/words.js';
import { pdfTextBoxes, type TextBox } from '../../test/pdf-boxes.js';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { PDF_COLUMNS, printedText, scheduleDocument, writeScheduleTable } from './schedule-pdf.js';
import { loadSchedule } from './service.js';
import { figureLines, type Schedule, type ScheduleRow } from './schedule-model.js';

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
    beamAngle: 10,
    beamAngleWide: 60,
    power: 24,
    quantity: 120,
    installedW: 2880,
    layout: '3 × 1.2 m · X 0.6 m · D 0.5 m · H0 0 m · A 35° · R 0° · MF 0.7',
    calculated: {
      faces: [
        { face: 'A', lavg: 12.3, u0: 0.41 },
        { face: 'B', lavg: 1.23, u0: 0.3 },
      ],
      powerDensity: 3.2,
      layout: { count: 3, spacing: 1.2, start: 0.6, setback: 0.5, height: 0, tilt: 35, rotation: 0, maintenanceFactor: 0.7 },
      verdicts: [],
    },
    lavg: 12.3,
    u0: 0.41,
    lavgB: 1.23,
    u0B: 0.3,
    powerDensity: 3.2,
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
    tender: ['4,200\u00a0lm', 'Ra 92', 'IP66'],
    voltage: 'AC110-240V',
    ip: 'IP66',
    targets: ['Face A: Average luminance ≥ 4 cd/m²; Uniformity U0 ≥ 0.09'],
    generated: true,
    status: zh ? '已生成' : 'Generated',
    creator: 'Wang',
    updated: new Date(0),
  };
}

/** The table's page of a schedule of these rows, as text boxes (and the cover's). */
async function tablePage(lang: 'en' | 'zh', rows: ScheduleRow[], totals: Schedule['totals'] = { quantity: 240, installedW: 5760, price: 581280, rowsWithoutPrice: 0, rowsWithoutQuantity: 0 }) {
  return printedTable({ lang, projectId: 1, projectName: 'Widths', description: '', location: '', date: new Date(0), preparedBy: 'Wang', rows, totals });
}

/** The cover and table of a schedule, as text boxes. */
async function printedTable(schedule: Schedule) {
  const doc = scheduleDocument(schedule);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const widths = writeScheduleTable(doc, schedule);
  doc.end();
  await ended;
  const { boxes, pages } = await pdfTextBoxes(Buffer.concat(chunks));
  const lines = boxes.filter((b) => b.page >= 2);
  return { lines, cover: boxes.filter((b) => b.page === 1), width: pages[1]!.width, pages: pages.length, outside: outsideColumns(lines, widths, pages[1]!.height) };
}

/**
 * Every run of the table's text that is not inside one column: it starts in a column and ends past
 * that column's right edge (a wider voltage cut into the next cell). The running header and the
 * footer above and below the frame, and the note under the table, are not the table's.
 */
function outsideColumns(lines: TextBox[], widths: number[], pageHeight: number): string[] {
  const edges = widths.reduce((a, w) => [...a, a.at(-1)! + w], [A4_LANDSCAPE.left]);
  const right = edges.at(-1)!;
  const notes = [WORDS.leftOutNoQuantity, WORDS.leftOutNoPrice].flatMap((w) => [w.en.split('{n}')[1]!, w.zh.split('{n}')[1]!].map((t) => t.trim().slice(0, 12)));
  return lines
    .filter((l) => l.y1 < pageHeight - A4_LANDSCAPE.top + 12 && l.y0 > pageHeight - A4_LANDSCAPE.bottom && !notes.some((n) => l.str.includes(n)))
    .flatMap((l) => {
      const i = edges.findIndex((e, k) => k < edges.length - 1 && l.x0 >= e - 0.3 && l.x0 < edges[k + 1]!);
      if (i < 0) return [`"${l.str}" starts outside the table (${l.x0.toFixed(1)})`];
      const end = Math.min(edges[i + 1]!, right);
      return l.x1 > end + 0.3 ? [`"${l.str}" runs ${(l.x1 - end).toFixed(1)} pt past column ${i + 1}`] : [];
    });
}

/** A text as a line compares: a no-break space read as a space. */
const plain = (s: string) => s.replace(/\u00a0/gu, ' ');

describe('the printed schedule of the demo’s largest project', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  }, 240_000);
  afterAll(() => t.close());

  it.each(['en', 'zh'] as const)('breaks no word of any cell inside in %s, and holds several records a page', async (lang) => {
    const demo = await bearer(t.app, 'demo');
    const projects = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: demo } })).json().data.rows as Array<{ id: number; lampparamCount: number }>;
    const largest = projects.reduce((a, b) => (b.lampparamCount > a.lampparamCount ? b : a));
    const user = await t.db.kysely.selectFrom('users').select(['id', 'username', 'displayName', 'role']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    const schedule = await loadSchedule(t.db.kysely, user as Parameters<typeof loadSchedule>[1], largest.id, lang, t.app.pools.calc());
    const { lines, pages, outside } = await printedTable(schedule);
    expect(outside).toEqual([]);
    const printed = lines.map((l) => plain(l.str));
    for (const row of schedule.rows) {
      for (const c of PDF_COLUMNS) {
        for (const word of unbreakableWords(printedText(row, c.key, lang))) {
          expect(
            printed.some((line) => line.includes(plain(word))),
            `"${word}" of ${c.key} of ${row.typeMark} whole on a line`,
          ).toBe(true);
        }
      }
    }
    // the cover, then the table: fewer pages than records (it printed one a page before the product
    // cell became one paragraph; with the fixtures' flux and efficacy and the point source's eight
    // intensity targets, the demo's four records now take three pages in English)
    expect(pages - 1).toBeLessThan(schedule.rows.length);
  }, 120_000);
});

describe.each(['en', 'zh'] as const)('the printed schedule’s columns in %s', (lang) => {
  const zh = lang === 'zh';
  const long = { ...row(2, zh), typeMark: 'WW-FACADE-12', no: 'XQD1060W/M024-CUSTOMISED-NUMBER', product: 'ACME SUPERLONGMODELNAME-ABCDEFGHIJK-2000', voltage: 'AC100-277V/DC24-48V', driver: 'Meanwell-ELG-75-24-DA2' };

  it.each([
    ['ordinary rows', [row(1, zh)]],
    ['rows whose longest words do not fit side by side', [row(1, zh), long]],
    ['a long number among long words', [{ ...row(1, zh), no: 'XQD2050W035036', quantity: 1200, installedW: 43200 }, long]],
  ])('%s: every header word whole on one line, the table on its page', async (_what, rows) => {
    const { lines, width, outside } = await tablePage(lang, rows);
    // no run of a cell past its column's edge
    expect(outside).toEqual([]);
    const printed = lines.map((l) => plain(l.str));
    for (const c of PDF_COLUMNS) {
      for (const label of [c.label.en, c.label.zh]) {
        // a Latin word, or a short CJK term (at most four letters; a longer run of Chinese breaks anywhere), in brackets too (照明指标（按面）)
        const words = label.split(/\s+/u).flatMap((w) => (/[\u4e00-\u9fff]/u.test(w) ? (w.match(/[\u4e00-\u9fff]+/gu) ?? []) : [w]));
        // a unit in brackets whole: "(元)", never "单价 (" over "元)"
        for (const word of [...words.filter((w) => w && (!/[\u4e00-\u9fff]/u.test(w) || [...w].length <= 4)), ...unbreakableWords(label)]) {
          expect(printed.some((line) => line.includes(plain(word))), `"${word}" of "${label}" on one line`).toBe(true);
        }
      }
    }
    for (const l of lines) expect(l.x1, `"${l.str}" leaves the page`).toBeLessThanOrEqual(width - 20);
    // a type mark, a quantity or a sum whole on one line; a number's words (it may break after a hyphen or a slash)
    for (const r of rows) {
      for (const value of [r.typeMark, `${r.power} W`, r.quantity?.toLocaleString('en-US'), r.installedW?.toLocaleString('en-US'), r.lineTotal?.toLocaleString('en-US')]) {
        expect(printed.some((line) => line.trim() === value), `"${value}" of ${r.no} on one line`).toBe(true);
      }
      for (const word of unbreakableWords(r.no)) expect(printed.some((line) => line.includes(word)), `"${word}" of ${r.no} on one line`).toBe(true);
    }
    // the calculated figures' words whole (平均亮度, Lavg)
    for (const word of unbreakableWords(figureLines(rows[0]!, lang).join(' '))) expect(printed.some((line) => line.includes(word)), `"${word}" of the figures on one line`).toBe(true);
  });

  it('keeps each layout part’s value and unit on one line, and a short status word whole', async () => {
    const { lines } = await tablePage(lang, [row(1, zh)]);
    const text = lines.map((l) => l.str.trim());
    for (const part of row(1, zh).layout.split(' · ')) expect(text.some((t) => t.includes(part.replace(/ /g, '\u00a0')) || t.includes(part)), part).toBe(true);
    // the calculated figures above it, each figure and unit whole
    for (const part of ['12.3', 'cd/m²', '0.41', '1.23', '0.30', '3.2', 'W/m²']) expect(text.some((t) => t.split(/\s+/u).includes(part)), part).toBe(true);
    expect(text).toContain(zh ? '已生成' : 'Generated');
  });
});

describe.each(['en', 'zh'] as const)('a schedule whose records have no quantity in %s', (lang) => {
  it('marks each such row “not set”, and its cover claims no fixtures and no watts', async () => {
    const zh = lang === 'zh';
    const unset = (id: number) => ({ ...row(id, zh), quantity: null, installedW: null, lineTotal: null });
    const { lines, cover } = await tablePage(lang, [unset(1), unset(2)], { quantity: 0, installedW: 0, price: 0, rowsWithoutPrice: 2, rowsWithoutQuantity: 2 });
    const text = lines.map((l) => l.str.trim());
    expect(text.filter((t) => t.replace(/\u00a0/g, ' ') === (zh ? '未填' : 'not set'))).toHaveLength(2);
    const front = cover.map((l) => l.str).join(' ');
    expect(front).toContain(zh ? '数量未填（2 条记录）' : 'quantity not set (2 records)');
    expect(front).not.toMatch(/\b0 (fixtures|W)\b|灯具 0 套/u);
  });

  it('names the records left out of the cover’s totals when some have a quantity', async () => {
    const zh = lang === 'zh';
    const { cover } = await tablePage(lang, [row(1, zh), { ...row(2, zh), quantity: null, installedW: null, lineTotal: null }], {
      quantity: 120,
      installedW: 2880,
      price: 290640,
      rowsWithoutPrice: 1,
      rowsWithoutQuantity: 1,
    });
    const front = cover.map((l) => l.str).join(' ');
    expect(front).toContain(zh ? '；1 条未填数量' : '; 1 not set');
  });

  it('says under the table which records each total leaves out, each record once, in the right number', async () => {
    const zh = lang === 'zh';
    const noQuantity = { ...row(2, zh), quantity: null, installedW: null, lineTotal: null };
    const noPrice = (id: number) => ({ ...row(id, zh), unitPrice: null, lineTotal: null });
    const { lines } = await tablePage(lang, [row(1, zh), noQuantity, noPrice(3), noPrice(4)], { quantity: 360, installedW: 8640, price: 290640, rowsWithoutPrice: 3, rowsWithoutQuantity: 1 });
    const text = plain(lines.map((l) => l.str).join(' ')).replace(/\s+/gu, ' ');
    expect(text).toContain(
      zh ? '1 条记录未填数量，不计入合计。2 条记录未填单价，不计入总价。' : '1 record without a quantity: left out of every total. 2 records without a unit price: left out of the price total.',
    );
  });
});

describe.each(['en', 'zh'] as const)('the printed schedule’s totals row in %s', (lang) => {
  it('never stands alone at the top of a page: its last record goes with it, wherever the page breaks', async () => {
    const zh = lang === 'zh';
    // one more record at a time, until the table has crossed two page breaks
    let breaks = 0;
    for (let n = 2; n <= 24 && breaks < 2; n++) {
      const rows = Array.from({ length: n }, (_, i) => ({ ...row(i + 1, zh), typeMark: `L${String(i + 1).padStart(2, '0')}` }));
      const { lines, pages } = await tablePage(lang, rows, { quantity: 120 * n, installedW: 2880 * n, price: 290640 * n, rowsWithoutPrice: 0, rowsWithoutQuantity: 0 });
      // the row's label, the last such word (a column's head may say it too)
      const total = lines.filter((l) => l.str.trim() === WORDS.total[lang]).at(-1)!;
      expect(total, `the totals row of ${n} records`).toBeDefined();
      const marks = lines.filter((l) => /^L\d\d$/.test(l.str.trim()));
      // a record's mark on the totals' page, above it
      expect(marks.some((m) => m.page === total.page && m.y0 > total.y0), `${n} records: the totals open page ${total.page} alone`).toBe(true);
      // the last record's mark on the same page as the totals
      expect(marks.find((m) => m.str.trim() === rows.at(-1)!.typeMark)!.page, `${n} records`).toBe(total.page);
      breaks = pages - 2;
    }
    expect(breaks, 'the table crossed two page breaks').toBe(2);
  }, 180_000);
});

describe('the schedule’s calculated figures against the record’s targets', () => {
  const withVerdicts = (u0: number, target: number) => {
    const base = row(1, false);
    const faces = [{ faceType: 'single' as const, lightnessAve: 4.56, lightness: 0.49, lightnessMax: 13.1, evenness: u0, anbanHeight: 0.63 }];
    const verdicts = faceTargetVerdicts([{ faceType: null, evenness: String(target), brightnessAvgMin: '4' }], faces, 102);
    return { ...base, calculated: { ...base.calculated!, faces: [{ face: '', lavg: 4.56, u0 }], verdicts } };
  };
  it('prints a missed figure with the digits that tell it from its bound, and says the miss (U0 0.107 < 0.11)', () => {
    expect(figureLines(withVerdicts(0.107, 0.11), 'en')).toEqual(['Lavg 4.56 cd/m² · U0 0.107', '3.2 W/m²', '✗ Not met: U0 0.107 < 0.11']);
    expect(figureLines(withVerdicts(0.107, 0.11), 'zh').at(-1)).toBe('✗ 未达标：均匀度 U0 0.107 < 0.11');
  });
  it('a figure that meets every target keeps its own format and no line of misses', () => {
    expect(figureLines(withVerdicts(0.3, 0.11), 'en')).toEqual(['Lavg 4.56 cd/m² · U0 0.30', '3.2 W/m²']);
  });
});
