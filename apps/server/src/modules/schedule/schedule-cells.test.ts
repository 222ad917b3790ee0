/**
 * The schedule's cells a contractor sorts, filters and prices by (issue 25): the beam as two typed
 * numbers (a round beam's one angle in both, an oval's narrow and wide angle) that the PDF prints
 * in the map's notation, and one rule for a missing value in both documents, "—" (docs/DOMAIN.md,
 * "Numbers as printed"): never an empty cell in the spreadsheet. Pure: no database.
 */
import { MISSING_VALUE } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { col, readXlsx } from '../../test/schedule-read.js';
import { PDF_COLUMNS, printedText } from './schedule-pdf.js';
import { beamOf, SCHEDULE_COLUMNS, type Schedule, type ScheduleRow } from './schedule-model.js';
import { scheduleWorkbook } from './schedule-xlsx.js';

/** A draft record that gives nothing but its names: no beam, power, quantity, figures, product or price. */
function bare(id: number, beamRule: string | null): ScheduleRow {
  return {
    id, typeMark: `L0${id}`, no: `XQD${id}`, surfaceType: 'Wall washing', lampType: 'Wall washer', sketch: '', colourType: '', colour: '',
    ...beamOf(beamRule), power: null, quantity: null, installedW: null, layout: '', calculated: null,
    lavg: null, u0: null, lavgB: null, u0B: null, powerDensity: null, product: '', unitPrice: null, lineTotal: null,
    fluxLm: '—', efficacy: '—', cri: '—', fixtureIp: '—', ik: '—', ratedLifeH: '—', driver: '—', dimming: '—', dimensions: '—', weightKg: '—',
    tender: [], voltage: '', ip: '', targets: [], generated: false, status: 'Draft', creator: 'Wang', updated: new Date(0),
  };
}

const schedule = (rows: ScheduleRow[]): Schedule => ({
  lang: 'en', projectId: 1, projectName: 'Cells', description: '', location: '', date: new Date(0), preparedBy: 'Wang', rows,
  totals: { quantity: 0, installedW: 0, price: 0, rowsWithoutPrice: rows.length, rowsWithoutQuantity: rows.length },
});

describe('the schedule’s cells', () => {
  it('reads a beam rule as two numbers, narrow first: "24°" both, "10°×60°" and "60°x10°" 10 and 60, none or another text null', () => {
    expect(beamOf('24°')).toEqual({ beamAngle: 24, beamAngleWide: 24 });
    expect(beamOf('10°×60°')).toEqual({ beamAngle: 10, beamAngleWide: 60 });
    expect(beamOf('60°x10°')).toEqual({ beamAngle: 10, beamAngleWide: 60 });
    expect(beamOf('7.5°')).toEqual({ beamAngle: 7.5, beamAngleWide: 7.5 });
    expect(beamOf(null)).toEqual({ beamAngle: null, beamAngleWide: null });
    expect(beamOf('wide')).toEqual({ beamAngle: null, beamAngleWide: null });
  });

  it('writes the beam as typed numbers in the spreadsheet, and the PDF prints the same angles', async () => {
    const rows = [bare(1, '10°×60°'), bare(2, '24°'), bare(3, '7.5°')];
    const { ws, rows: read } = await readXlsx(await scheduleWorkbook(schedule(rows)));
    expect(read.map((r) => [r[col('beamAngle')], r[col('beamAngleWide')]])).toEqual([[10, 60], [24, 24], [7.5, 7.5]]);
    // a whole angle without a decimal point, 7.5 with its one decimal
    expect(ws.getRow(2).getCell(col('beamAngle') + 1).numFmt).toBe('#,##0');
    expect(ws.getRow(4).getCell(col('beamAngle') + 1).numFmt).toBe('#,##0.#');
    expect(rows.map((r) => printedText(r, 'light', 'en'))).toEqual(['10°×60°', '24°', '7.5°']);
  });

  it('says "—" for every value a record does not give, in the spreadsheet as in the PDF; a quantity not set says so', async () => {
    const row = bare(1, null);
    const { ws, rows: [read] } = await readXlsx(await scheduleWorkbook(schedule([row])));
    for (const c of SCHEDULE_COLUMNS) {
      const want = c.key === 'quantity' ? 'not set' : ['typeMark', 'no', 'surfaceType', 'lampType', 'status', 'creator', 'updated'].includes(c.key) ? expect.anything() : MISSING_VALUE;
      expect(read![col(c.key)], c.key).toEqual(want);
    }
    // in a column of numbers the mark stands where the numbers stand
    expect(ws.getRow(2).getCell(col('lavg') + 1).alignment).toMatchObject({ horizontal: 'right' });
    // the PDF: every cell of the same record that holds none of its parts prints the same mark
    const empty = PDF_COLUMNS.filter((c) => !['mark', 'kind', 'quantity', 'status'].includes(c.key));
    for (const c of empty) expect(printedText(row, c.key, 'en'), c.key).toBe(MISSING_VALUE);
    expect(printedText(row, 'quantity', 'en')).toBe('not\u00a0set');
  });
});
