import { describe, expect, it } from 'vitest';
import { buildSheetModel, type SheetInput } from './sheet-model.js';

/** A record of the editor as the service gathers it, in the given language. */
function input(lang: 'zh' | 'en', record: Record<string, unknown> = {}, over: Partial<SheetInput> = {}): SheetInput {
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

const dRows = (m: ReturnType<typeof buildSheetModel>) => m.surface.dimensions.filter((d) => d.letter === 'D' || /wall|surface|距/i.test(d.label.en + d.label.zh));

describe('sheet model: the distance to the surface', () => {
  it('prints one D row from the wall-distance range the editor enters', () => {
    const m = buildSheetModel(input('en', { contestH: '9', lumSizeMin: '0.4', lumSize: '0.6' }));
    expect(dRows(m)).toEqual([{ letter: 'D', label: { zh: '距墙距离', en: 'Distance to wall' }, value: '0.4–0.6 m' }]);
  });
  it('one value when minimum and maximum agree or only one is given', () => {
    expect(dRows(buildSheetModel(input('en', { lumSizeMin: '0.6', lumSize: '0.6' })))[0]!.value).toBe('0.6 m');
    expect(dRows(buildSheetModel(input('en', { lumSize: '0.8' })))[0]!.value).toBe('0.8 m');
  });
  it('reads an older record that kept D in contestD, still in one row', () => {
    expect(dRows(buildSheetModel(input('en', { contestD: '1.2' })))).toEqual([{ letter: 'D', label: { zh: '距墙距离', en: 'Distance to wall' }, value: '1.2 m' }]);
  });
  it('a sketch showing D with nothing entered prints a dash, once', () => {
    expect(dRows(buildSheetModel(input('zh')))).toEqual([{ letter: 'D', label: { zh: '距墙距离', en: 'Distance to wall' }, value: '—' }]);
  });
});

describe('sheet model: the colour state 全亮', () => {
  const multi = (lang: 'zh' | 'en') =>
    buildSheetModel(
      input(lang, {}, {
        entries: [
          { faceType: null, colorTemperatureStr: '全亮' },
          { faceType: 'C1', colorTemperatureStr: '全亮', colorPower: '6' },
        ],
      }),
    );
  it('reads "All on" on an English sheet', () => {
    expect(multi('en').colourEntries[0]!.colour).toBe('All on');
  });
  it('stays 全亮 on a Chinese sheet', () => {
    expect(multi('zh').colourEntries[0]!.colour).toBe('全亮');
  });
});
