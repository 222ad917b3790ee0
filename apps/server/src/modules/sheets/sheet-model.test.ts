import { describe, expect, it } from 'vitest';
import { sheetInput } from '../../test/sheet-input.js';
import { buildSheetModel } from './sheet-model.js';

const dRows = (m: ReturnType<typeof buildSheetModel>) => m.surface.dimensions.filter((d) => d.letter === 'D' || /wall|surface|距/i.test(d.label.en + d.label.zh));

describe('sheet model: the distance to the surface', () => {
  it('prints one D row from the wall-distance range the editor enters', () => {
    const m = buildSheetModel(sheetInput('en', { contestH: '9', lumSizeMin: '0.4', lumSize: '0.6' }));
    expect(dRows(m)).toEqual([{ letter: 'D', label: { zh: '离面距离', en: 'Setback' }, value: '0.4–0.6 m' }]);
  });
  it('one value when minimum and maximum agree or only one is given', () => {
    expect(dRows(buildSheetModel(sheetInput('en', { lumSizeMin: '0.6', lumSize: '0.6' })))[0]!.value).toBe('0.6 m');
    expect(dRows(buildSheetModel(sheetInput('en', { lumSize: '0.8' })))[0]!.value).toBe('0.8 m');
  });
  it('reads an older record that kept D in contestD, still in one row', () => {
    expect(dRows(buildSheetModel(sheetInput('en', { contestD: '1.2' })))).toEqual([{ letter: 'D', label: { zh: '离面距离', en: 'Setback' }, value: '1.2 m' }]);
  });
  it('a sketch showing D with nothing entered prints a dash, once', () => {
    expect(dRows(buildSheetModel(sheetInput('zh')))).toEqual([{ letter: 'D', label: { zh: '离面距离', en: 'Setback' }, value: '—' }]);
  });
});

describe('sheet model: the colour state 全亮', () => {
  const multi = (lang: 'zh' | 'en') =>
    buildSheetModel(
      sheetInput(lang, {}, {
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

describe('sheet model: the fields issue 18 made reachable (point 5)', () => {
  const template = (indexKey: string, indexName: string, indexNameEn: string, indexPrefix: string | null, indexUnit: string | null) => ({
    indexType: 2, indexKey, indexName, indexNameEn, indexPrefix, indexUnit, controlType: 'other', controlDict: null, faceType: null,
  });
  const templates = [
    template('brightnessAvgMin', '平均亮度下限', 'Average luminance, lower bound', '≥', 'cd/m²'),
    template('brightnessAvgMinCustom', '自定义平均亮度下限', 'Custom average luminance, lower bound', '≥', 'cd/m²'),
    template('colorTemperatureCustom', '自定义色温', 'Custom colour temperature', null, 'K'),
    template('level0Custom', '自定义轴向光强', 'Custom intensity on axis', '≥', 'cd'),
  ];
  const model = (lang: 'zh' | 'en', record: Record<string, unknown> = {}) =>
    buildSheetModel(
      sheetInput(lang, record, {
        templates,
        entries: [{ faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '20', brightnessAvgMinCustom: '25', colorTemperatureCustom: '3500' }],
      }),
    );

  it('prints the custom targets of the entry beside the standard ones, with sign and unit; an empty one is left out', () => {
    const rows = model('en').targets;
    expect(rows.map((r) => [r.label.en, r.sign, r.values[0], r.unit])).toEqual([
      ['Average luminance, lower bound', '≥', '20', 'cd/m²'],
      ['Custom average luminance, lower bound', '≥', '25', 'cd/m²'],
      ['Custom colour temperature', '', '3500', 'K'],
    ]);
  });

  it('prints the housing colour and the made unit price in the light block, in the sheet language', () => {
    const en = model('en', { lampColor: 'Silver grey RAL 9006', extraIndices: { unitPrice: '320' }, lampPower: '19' });
    const light = Object.fromEntries(en.light.map((r) => [r.label.en, r.value.main]));
    expect(light['Housing colour']).toBe('Silver grey RAL 9006');
    expect(light['Unit price']).toBe('320 CNY');
    const zh = model('zh', { extraIndices: { unitPrice: '320' } });
    expect(zh.light.find((r) => r.label.zh === '单价')!.value.main).toBe('320 元');
    // grouped as every price (the walk's "1135 CNY")
    const grouped = model('en', { extraIndices: { unitPrice: '1135' } });
    expect(grouped.light.find((r) => r.label.en === 'Unit price')!.value.main).toBe('1,135 CNY');
    expect(model('zh', { extraIndices: { unitPrice: '1135.5' } }).light.find((r) => r.label.zh === '单价')!.value.main).toBe('1,135.5 元');
  });

  it("page 1's beam says it is the specified one (the record's beam-angle rule), in en and zh (issue 23 walk)", () => {
    expect(model('en').light.map((r) => r.label.en)).toContain('Specified beam angle');
    expect(model('zh').light.map((r) => r.label.zh)).toContain('规定光束角');
  });

  it('leaves both rows out when the record has neither, and never prints the library weights', () => {
    const m = model('en', { priceWeight: '40', evennessWeight: '60' });
    const labels = m.light.map((r) => r.label.en);
    expect(labels).not.toContain('Housing colour');
    expect(labels).not.toContain('Unit price');
    expect(JSON.stringify(m)).not.toMatch(/Weight|权重/);
  });
});

describe('sheet model: the quantity and its total (as the schedule counts them)', () => {
  const line = (m: ReturnType<typeof buildSheetModel>, en: string) => m.light.find((kv) => kv.label.en === en)?.value;
  it('says how the quantity is counted, and the total of a priced record', () => {
    const record = { fixturesPerSurface: 10, surfaceCount: 6, extraIndices: { unitPrice: '1580' } };
    const en = buildSheetModel(sheetInput('en', record));
    expect(line(en, 'Quantity')).toEqual({ main: '60 (10 per surface × 6 surfaces)', alt: '60（每面 10 套 × 6 面）' });
    expect(line(en, 'Total')).toEqual({ main: '94,800 CNY' });
    const zh = buildSheetModel(sheetInput('zh', record));
    expect(line(zh, 'Quantity')).toEqual({ main: '60（每面 10 套 × 6 面）', alt: '60 (10 per surface × 6 surfaces)' });
    expect(line(zh, 'Total')).toEqual({ main: '94,800 元' });
  });
  it('a detail answer carries the counted quantity too: it is said as counted unless the designer typed it', () => {
    const counted = { quantity: 60, quantityTyped: false, fixturesPerSurface: 10, surfaceCount: 6 };
    expect(line(buildSheetModel(sheetInput('en', counted)), 'Quantity')).toEqual({ main: '60 (10 per surface × 6 surfaces)', alt: '60（每面 10 套 × 6 面）' });
    expect(line(buildSheetModel(sheetInput('en', { ...counted, quantity: 12, quantityTyped: true })), 'Quantity')).toEqual({ main: '12' });
  });
  it('without its own unit price the record is priced at its chosen product’s, as the schedule prices its line, and says so', () => {
    const chosen = { name: 'Candelvar CAN-TGD49-05-35', tender: {} as never, price: 2969 };
    const en = buildSheetModel(sheetInput('en', { quantity: 60, quantityTyped: false, fixturesPerSurface: 10, surfaceCount: 6 }, { chosen }));
    expect(line(en, 'Unit price')).toEqual({ main: '2,969 CNY (chosen product)', alt: '2,969 元（选定产品）' });
    expect(line(en, 'Total')).toEqual({ main: '178,140 CNY' });
    // the record's own price comes first
    expect(line(buildSheetModel(sheetInput('en', { fixturesPerSurface: 10, surfaceCount: 6, extraIndices: { unitPrice: '1580' } }, { chosen })), 'Total')).toEqual({ main: '94,800 CNY' });
  });
  it('a typed quantity prints as typed; no quantity yet (a record made from selection rows), "—" for it and its total', () => {
    expect(line(buildSheetModel(sheetInput('en', { quantity: 12, fixturesPerSurface: 10, surfaceCount: 6 })), 'Quantity')).toEqual({ main: '12' });
    for (const record of [{ extraIndices: { unitPrice: '1580' } }, { makingWay: 2, detectionIds: '11,12' }]) {
      for (const lang of ['en', 'zh'] as const) {
        const none = buildSheetModel(sheetInput(lang, record));
        expect(line(none, 'Quantity')).toEqual({ main: '—' });
        expect(line(none, 'Total')).toEqual({ main: '—' });
      }
    }
  });
});

describe('sheet model: a value and its unit, one way (contracts withUnit: a space, per SI)', () => {
  it('prints sizes, power and colour temperatures with a space before the unit, a typed one too ("W 4000K" read so on L04)', () => {
    const m = buildSheetModel(
      sheetInput('en', { contestH: '6', lumSize: '18', lampPower: '3', lampLong: '60', lampHeight: '40' }, {
        entries: [
          { faceType: null, colorTemperatureStr: '全亮', brightnessAvgMin: '20' },
          { faceType: 'C1', colorTemperatureStr: 'W', colorName: 'W 4000K', colorPower: '0.75' },
        ] as never,
      }),
    );
    const dims = Object.fromEntries(m.surface.dimensions.map((d) => [d.letter, d.value]));
    expect(dims).toMatchObject({ H: '6 m', D: '18 m' });
    expect(m.lamp.dimensions.map((d) => d.value)).toEqual(['60 mm', '—', '40 mm']);
    expect(m.light.find((kv) => kv.label.en === 'Power')?.value).toEqual({ main: '3 W' });
    expect(m.colourEntries).toEqual([expect.objectContaining({ colour: 'W 4000 K', power: '0.75 W' })]);
  });
});
