import type { SheetInput } from '../modules/sheets/sheet-model.js';

/**
 * A record of the editor as the sheet service gathers it, in the given language: one wall, no
 * catalogue entries, no pictures. `record` and `over` change what a test is about.
 */
export function sheetInput(lang: 'zh' | 'en', record: Record<string, unknown> = {}, over: Partial<SheetInput> = {}): SheetInput {
  return {
    lang,
    record: { lampparamNo: 'XQD10W024', dataStatus: 2, creatorName: 'Demo', updateDate: '2026-01-03T00:00:00.000Z', ...record },
    entries: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '20' }],
    projectName: 'Bund',
    contestType: { zh: '洗墙', en: 'Wall washing' },
    faces: 1,
    lampType: null,
    colourType: null,
    beamAngle: null,
    surfaceSketch: { describe: 'wash', attr: '{"H":1,"D":1}', picture: null },
    lampSketch: null,
    templates: [],
    dicts: {},
    brands: [],
    effectPicture: null,
    ...over,
  };
}
