/**
 * One set of numbers (issue 23): a record's calculated figures read the same in its sheet, in the
 * schedule's PDF (which carries the sheet) and as /photometry/calculate answers them for the
 * record's fixture, surface and layout; the schedule's table (PDF) and spreadsheet hold the same
 * Lavg, U0 per face and W/m² in the layout they came from (issue 25), and the record's beam, watts,
 * installed watts and layout as the sheet does.
 */
import ExcelJS from 'exceljs';
import { formatBeam, formatFigure, formatFigureWithUnit, layoutShortText, type FixtureLayout } from '@lampsheet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { pdfText, squeeze } from '../../test/pdf-text.js';
import { sheetCatalogue, twoFaceForm } from '../../test/sheet-record.js';
import { SCHEDULE_COLUMNS } from './schedule-model.js';

const col = (key: (typeof SCHEDULE_COLUMNS)[number]['key']) => SCHEDULE_COLUMNS.findIndex((c) => c.key === key);
const LAYOUT: FixtureLayout = { count: 3, spacing: 1.2, start: 0.6, setback: 0.7, height: 0, tilt: 30, rotation: 0, maintenanceFactor: 0.8 };

describe.each(DIALECTS)('the schedule prints the sheet’s and calculate’s figures on %s', (dialect) => {
  let t: TestApp;
  let demo: string;

  const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { authorization: demo, 'accept-language': lang } });

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { HEAVY_RATE_LIMIT: '10000' } });
    demo = await bearer(t.app, 'demo');
  }, 180_000);
  afterAll(() => t.close());

  it('Lavg, Lmin, Lmax, U0, dark band, beam and W/m² of one record alike in calculate, the sheet and the schedule PDF; beam, watts and layout in the spreadsheet', async () => {
    const admin = await bearer(t.app, 'admin');
    const project = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: { authorization: admin }, payload: { itemName: `Figures ${dialect}`, members: ['demo'] } })).json().data as { id: number };
    const { ids, brands } = await sheetCatalogue(t);
    const lamp = await t.db.kysely.selectFrom('lamps').select(['id', 'photometryId', 'power']).where('photometryId', 'is not', null).where('power', '>', 0).orderBy('id').executeTakeFirstOrThrow();
    const form = { ...twoFaceForm({ projectId: project.id, ids, brands }), chosenLampId: lamp.id, layout: LAYOUT };
    const saved = await t.app.inject({ method: 'POST', url: '/api/lampparams/createTy/0', headers: { authorization: demo }, payload: form });
    expect(saved.statusCode, saved.body).toBe(200);
    const rec = saved.json().data as { id: number; lampparamNo: string };

    // what the engine answers for the record's fixture, surface and layout
    const calc = await t.app.inject({
      method: 'POST',
      url: '/api/photometry/calculate',
      headers: { authorization: demo },
      payload: { photometryId: lamp.photometryId, contestTypeId: 103, dimensions: { W1: 3.6, W2: 1.8, H1: 6, H2: 2, D: 0.6 }, albedo: 0.4, layout: LAYOUT },
    });
    expect(calc.statusCode, calc.body).toBe(200);
    const answer = calc.json().data as { faces: Array<Record<string, number>>; powerDensity: number };
    const summary = (await get(`/api/photometry/${lamp.photometryId}`)).json().data as { beamAngle: number; beamAngle90: number };
    const figures = answer.faces.map((f) =>
      [formatFigure('luminance', f.lightnessAve), formatFigure('luminance', f.lightness), formatFigure('luminance', f.lightnessMax), formatFigure('u0', f.evenness), formatFigure('metres', f.anbanHeight)].join(''),
    );
    const density = squeeze(formatFigureWithUnit('powerDensity', answer.powerDensity));

    // the sheet (generating it marks the record generated, so the schedule carries it)
    const generated = await get(`/api/lampparams/generateTyLampparamPdf/${rec.id}`);
    expect(generated.statusCode, generated.body).toBe(200);
    const sheetPdf = await get((generated.json().data as { url: string }).url);
    const sheet = (await pdfText(sheetPdf.rawPayload)).compact;

    const schedulePdf = await get(`/api/projects/${project.id}/schedule.pdf`);
    expect(schedulePdf.statusCode).toBe(200);
    const read = await pdfText(schedulePdf.rawPayload);
    const schedule = read.compact;
    // the table's pages (cover first, the sheet from its title on): each face's Lavg and U0, the W/m², the layout
    const tablePages = read.pages.slice(1, read.pages.findIndex((p, i) => i > 0 && squeeze(p).includes('Lampparametersheet')));
    const table = squeeze(tablePages.join(''));
    answer.faces.forEach((f) =>
      expect(table, `schedule table: face ${f.faceType}`).toContain(squeeze(`Face ${f.faceType}: Lavg ${formatFigure('luminance', f.lightnessAve)} cd/m² · U0 ${formatFigure('u0', f.evenness)}`)),
    );
    expect(table, 'schedule table: W/m²').toContain(`${formatFigure('powerDensity', answer.powerDensity)}W/m²`);
    expect(table, 'schedule table: layout').toContain(squeeze(layoutShortText(LAYOUT)));

    for (const [name, text] of [
      ['sheet', sheet],
      ['schedule PDF', schedule],
    ] as const) {
      answer.faces.forEach((f, i) => expect(text, `${name}: face ${f.faceType}`).toContain(`Face${f.faceType}${figures[i]}`));
      expect(text, `${name}: W/m²`).toContain(`W·${density}`);
      expect(text, `${name}: beam`).toContain(squeeze(formatBeam(summary.beamAngle, summary.beamAngle90)));
    }

    // the spreadsheet: the record's beam and watts as the sheet prints them, installed watts, the layout
    const xlsx = await get(`/api/projects/${project.id}/schedule.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    let row: ExcelJS.CellValue[] | undefined;
    ws.eachRow((r) => {
      if (r.getCell(col('no') + 1).value === rec.lampparamNo) row = SCHEDULE_COLUMNS.map((_c, i) => r.getCell(i + 1).value);
    });
    expect(row, 'the record in the spreadsheet').toBeDefined();
    expect(row![col('layout')]).toBe(layoutShortText(LAYOUT));
    // the calculated figures as typed numbers, printed as calculate's figures are
    const [a, b] = answer.faces;
    expect(answer.faces.map((f) => f.faceType)).toEqual(['A', 'B']);
    for (const [key, kind, value] of [
      ['lavg', 'luminance', a!.lightnessAve],
      ['u0', 'u0', a!.evenness],
      ['lavgB', 'luminance', b!.lightnessAve],
      ['u0B', 'u0', b!.evenness],
      ['powerDensity', 'powerDensity', answer.powerDensity],
    ] as const) {
      expect(typeof row![col(key)], key).toBe('number');
      expect(formatFigure(kind, row![col(key)] as number), key).toBe(formatFigure(kind, value));
    }
    expect(sheet).toContain(squeeze(`${row![col('power')]}W`));
    expect(schedule).toContain(squeeze(`${formatFigure('power', Number(row![col('power')]))}`));
    // the record's beam as two numbers in the spreadsheet, in the map's notation on the sheet and the schedule PDF ("10°×20°", "5°")
    const [narrow, wide] = [row![col('beamAngle')], row![col('beamAngleWide')]];
    expect([typeof narrow, typeof wide]).toEqual(['number', 'number']);
    const beam = narrow === wide ? `${narrow}°` : `${narrow}°×${wide}°`;
    expect(sheet).toContain(squeeze(beam));
    expect(table, 'schedule table: beam').toContain(squeeze(beam));
  });
});
