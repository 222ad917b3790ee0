import { describe, expect, it } from 'vitest';
import { emptyForm, liveNumber, type EditorForm } from './editor-form';
import { EMPTY_FILTERS } from './library-request';
import { recordQuantity, type AngleRule } from '@lampsheet/contracts';
import { formTargets, layoutQuantityDiffers, mergeTaken, rankLampType, rankRequestOf, takeDifferences, type TakenFixture } from './rank-request';

const wall = (over: Partial<EditorForm> = {}): EditorForm => ({
  ...emptyForm(1),
  contestType: 102,
  contestH: '14',
  contestW: '12',
  contestS: '1.2',
  lumSize: '0.6',
  albedo: '0.5',
  projectParamindexList: [{ faceType: null, brightnessAvgMin: '5', brightnessAvgMax: '30', evenness: '0.1', brightnessMax: '80' }],
  ...over,
});

describe('rankRequestOf', () => {
  it('sends the surface type, the sizes (D from the wall distance), albedo, every target set and filters', () => {
    expect(rankRequestOf(wall(), { brandIds: [3], priceMax: '900' })).toEqual({
      contestTypeId: 102,
      dimensions: { H: 14, W: 12, S: 1.2, D: 0.6 },
      albedo: 0.5,
      targets: [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, brightnessMax: 80, evenness: 0.1 }],
      filters: { brandIds: [3], priceMax: 900 },
      limit: 50,
    });
  });
  it('ranks every fixture in the type\'s own layout for it, not in the record\'s stored one (its chosen fixture\'s tilt put on every row: −26.47° against the row\'s own −21.5°)', () => {
    const layout = { count: 4, spacing: 0.6, start: 0.3, setback: 0.5, height: 0, tilt: -26.47, rotation: 0, maintenanceFactor: 0.8 };
    expect(rankRequestOf(wall({ layout }), EMPTY_FILTERS)).not.toHaveProperty('layout');
    expect(rankRequestOf(wall({ layout: null }), EMPTY_FILTERS)).not.toHaveProperty('layout');
  });

  it("ranks the record's chosen fixture in the record's stored layout, as its check and its sheet compute it (the walk: Lmin 14.5 / Lmax 362 in Rank against 14.4 / 363 on the sheet)", () => {
    const layout = { count: 4, spacing: 0.6, start: 0.3, setback: 0.5, height: 0, tilt: -26.47, rotation: 0, maintenanceFactor: 0.8 };
    const request = rankRequestOf(wall({ layout, chosenLampId: 17 }), EMPTY_FILTERS)!;
    expect(request.layouts).toEqual([{ lampId: 17, layout }]);
    // the other fixtures stay each in the type's own layout
    expect(request).not.toHaveProperty('layout');
    // without a chosen fixture, or a stored layout, none is sent
    expect(rankRequestOf(wall({ layout }), EMPTY_FILTERS)).not.toHaveProperty('layouts');
    expect(rankRequestOf(wall({ layout: null, chosenLampId: 17 }), EMPTY_FILTERS)).not.toHaveProperty('layouts');
  });
  it('waits for a surface type, and leaves out what is not set', () => {
    expect(rankRequestOf(wall({ contestType: null }), EMPTY_FILTERS)).toBeUndefined();
    const bare = rankRequestOf(wall({ contestH: '', albedo: '', projectParamindexList: [] }), EMPTY_FILTERS)!;
    expect(bare.dimensions).toEqual({ W: 12, S: 1.2, D: 0.6 });
    expect(bare).not.toHaveProperty('albedo');
    expect(bare.targets).toEqual([]);
    expect(bare.filters).toEqual({});
  });
  it('filters by the record\'s lamp type until the tab picks another type, or every type', () => {
    const form = wall({ lampType: 40 });
    expect(rankRequestOf(form, { brandIds: [], priceMax: '' })!.filters).toEqual({ lampType: 40 });
    expect(rankRequestOf(form, { brandIds: [], priceMax: '', lampType: 41 })!.filters).toEqual({ lampType: 41 });
    expect(rankRequestOf(form, { brandIds: [], priceMax: '', lampType: null })!.filters).toEqual({});
    expect(rankLampType(form, { lampType: undefined })).toBe(40);
    expect(rankLampType(wall({ lampType: null }), {})).toBeNull();
  });
  it('gives two-face types targets for faces A and B', () => {
    const form = wall({
      contestType: 103,
      projectParamindexList: [
        { faceType: 'A', brightnessAvgMin: '10' },
        { faceType: 'B', evenness: '0.2' },
      ],
    });
    expect(formTargets(form)).toEqual([
      { faceType: 'A', brightnessAvgMin: 10 },
      { faceType: 'B', evenness: 0.2 },
    ]);
  });
  it('takes every face target: Lmin, Lmax (or the second tab), dark band and the own bounds', () => {
    const form = wall({
      projectParamindexList: [{ faceType: null, brightnessMin: '2', brightnessMax: '', brightnessA: '25', maculaHight: '0.3', brightnessAvgMinCustom: '8', brightnessAvgMaxCustom: '12' }],
    });
    expect(formTargets(form)).toEqual([{ faceType: 'single', brightnessMin: 2, brightnessMax: 25, maculaHight: 0.3, brightnessAvgMinCustom: 8, brightnessAvgMaxCustom: 12 }]);
  });
});

const ANGLES: AngleRule[] = [
  { id: 2, ruleKey: '10°', ruleNo: '10', angleMin: 8, angleMax: 12 },
  { id: 3, ruleKey: '30°', ruleNo: '30', angleMin: 25, angleMax: 35 },
  { id: 4, ruleKey: '60°', ruleNo: '60', angleMin: 53, angleMax: 75 },
  { id: 5, ruleKey: '10°×60°', ruleNo: '1060', angleMin: 10, angleMax: 60 },
];
/** A fixture as a rank row carries it; `over` changes some of it. */
const layout = { count: 7, spacing: 0.86, start: 0.43, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.7 };
const fixture = (over: Partial<TakenFixture> = {}): TakenFixture => ({
  name: 'Brand M-1',
  layout,
  lampId: 41,
  brandId: 7,
  power: 18.3,
  workVoltage: 'DC24V',
  authorizedPrice: 880,
  lampType: null,
  colorTemperature: null,
  beamAngle: null,
  protectLevel: null,
  longNs: null,
  widthNs: null,
  heightNs: null,
  ...over,
});

describe('mergeTaken', () => {
  it("the fixtures a surface follow the taken layout's count, the surfaces' count kept; a typed quantity stays and is said to differ (issue 23 walk: Qty 3 beside \"5 × 0.4 m\")", () => {
    const five = { ...layout, count: 5, spacing: 0.4 };
    const next = mergeTaken(wall({ fixturesPerSurface: 3, surfaceCount: 1 }), fixture({ layout: five }));
    expect(next).toMatchObject({ fixturesPerSurface: 5, surfaceCount: 1 });
    expect(recordQuantity(next)).toBe(5);
    expect(layoutQuantityDiffers(next)).toBeNull();
    const typed = mergeTaken(wall({ fixturesPerSurface: 3, surfaceCount: 2, quantity: 6 }), fixture({ layout: five }));
    expect(typed).toMatchObject({ fixturesPerSurface: 5, surfaceCount: 2, quantity: 6 });
    expect(layoutQuantityDiffers(typed)).toBe(10);
    expect(layoutQuantityDiffers({ ...typed, quantity: 10 })).toBeNull();
  });
  it('takes the fixture as the chosen one, its power as the catalogue has it (never rounded), voltage, brand and price, and keeps the rest', () => {
    const form = wall({ recommendBrand: '2', lampPower: '10', extraIndices: { note: 'x' } });
    const next = mergeTaken(form, fixture());
    expect(next.chosenLampId).toBe(41);
    // The layout the row was ranked with goes into the record (the sheet calculates with it).
    expect(next.layout).toEqual(layout);
    expect(next.lampPower).toBe('18.3');
    expect(mergeTaken(form, fixture({ power: 40.5 })).lampPower).toBe('40.5');
    expect(next.workVoltage).toBe('DC24V');
    expect(next.recommendBrand).toBe('2,7');
    expect(next.extraIndices).toEqual({ note: 'x', unitPrice: '880' });
    expect(next.contestH).toBe('14');
    expect(next.projectParamindexList).toBe(form.projectParamindexList);
    expect(mergeTaken(next, fixture({ power: 3.14, workVoltage: null, authorizedPrice: null })).recommendBrand).toBe('2,7');
    expect(mergeTaken(next, fixture({ power: 3.14, workVoltage: null, authorizedPrice: null })).lampPower).toBe('3.14');
  });
  it('carries the whole fixture: lamp type, colour temperature, the beam rule its angle falls in, IP and dimensions', () => {
    const form = wall({ lampType: 40, colorType: 1, colorTemperatureFirst: '3000', angleNo: 2, protectLevel: 'IP65', lampLong: '300' });
    const next = mergeTaken(form, fixture({ lampType: 41, colorTemperature: 5000, beamAngle: 30, protectLevel: 'IP66', longNs: 600, widthNs: 76, heightNs: 90 }), ANGLES);
    expect(next).toMatchObject({ lampType: 41, colorTemperatureFirst: '5000', colorTemperature: '5000', angleNo: 3, protectLevel: 'IP66', lampLong: '600', lampWidth: '76', lampHeight: '90' });
    // what the fixture does not state keeps the record's value; a beam in no rule leaves the record's
    const bare = mergeTaken(form, fixture({ beamAngle: 90 }), ANGLES);
    expect(bare).toMatchObject({ lampType: 40, colorTemperatureFirst: '3000', angleNo: 2, protectLevel: 'IP65', lampLong: '300' });
    // a multi-colour record keeps its temperatures
    const rgb = wall({ colorType: 2, colorTemperatureFirst: '2700', colorTemperatureSecond: '4000' });
    expect(mergeTaken(rgb, fixture({ colorTemperature: 5000 }))).toMatchObject({ colorTemperatureFirst: '2700', colorTemperatureSecond: '4000' });
  });
  it('lets go of the lamp sketch when the fixture is of another lamp type, and keeps it for the same type', () => {
    const form = wall({ lampType: 40, lampSketchId: 7, lampSketchPath: 'sketches/xqd-4.svg' });
    expect(mergeTaken(form, fixture({ lampType: 41 }), ANGLES)).toMatchObject({ lampType: 41, lampSketchId: null, lampSketchPath: null });
    expect(mergeTaken(form, fixture({ lampType: 40 }), ANGLES)).toMatchObject({ lampType: 40, lampSketchId: 7, lampSketchPath: 'sketches/xqd-4.svg' });
    expect(mergeTaken(form, fixture({ lampType: null }), ANGLES)).toMatchObject({ lampType: 40, lampSketchId: 7 });
  });
  it('makes the lamp number follow another lamp type, so the number is the new type\'s (lamp number + beam + colour + power)', () => {
    const types = [
      { id: 40, dictExtra: 'XQD' },
      { id: 41, dictExtra: 'TGD' },
    ];
    const form = wall({ lampType: 40, lampNo: 'XQD', angleNo: 2, colorType: 1, colorTemperatureFirst: '3000' });
    const next = mergeTaken(form, fixture({ lampType: 41, beamAngle: 30 }), ANGLES, types);
    expect(next.lampNo).toBe('TGD');
    expect(liveNumber(next, { angleCode: '30', powerNo: '019' })).toMatch(/^TGD30/);
    // a fixture stating no lamp type, or a type the dictionary does not know, keeps the number
    expect(mergeTaken(form, fixture({ lampType: null }), ANGLES, types).lampNo).toBe('XQD');
    expect(mergeTaken(form, fixture({ lampType: 99 }), ANGLES, types).lampNo).toBe('XQD');
  });
});

describe('a fixture of two beam angles (docs/DOMAIN.md)', () => {
  it('Take writes the two-angle rule its planes meet, and no round rule for an oval beam', () => {
    const form = wall({ angleNo: 2 });
    expect(mergeTaken(form, fixture({ beamAngle: 10.4, beamAngle90: 58.9 }), ANGLES).angleNo).toBe(5);
    expect(mergeTaken(form, fixture({ beamAngle: 61, beamAngle90: 9.6 }), ANGLES).angleNo).toBe(5);
    // 10° × 30° meets neither 10°, 30° nor 10°×60°: the record keeps its own
    expect(mergeTaken(form, fixture({ beamAngle: 10, beamAngle90: 30 }), ANGLES).angleNo).toBe(2);
  });
  it('a wall washer of 10° × 60° differs from a 10° record, and agrees with a 10°×60° one', () => {
    const oval = fixture({ beamAngle: 10, beamAngle90: 60 });
    expect(takeDifferences(wall({ angleNo: 2 }), oval, ANGLES)).toEqual([{ field: 'beamAngle', record: 2, fixture: 10 }]);
    expect(takeDifferences(wall({ angleNo: 5 }), oval, ANGLES)).toEqual([]);
    // a round 25° beam lies between 10 and 60 but is no 10° × 60° oval
    expect(takeDifferences(wall({ angleNo: 5 }), fixture({ beamAngle: 25, beamAngle90: 25 }), ANGLES)).toEqual([{ field: 'beamAngle', record: 5, fixture: 25 }]);
  });
});

describe('takeDifferences', () => {
  const record = wall({ lampType: 40, colorType: 1, colorTemperatureFirst: '3000', angleNo: 3 });
  it('lists another lamp type, a beam outside the record\'s beam rule and another colour temperature', () => {
    expect(takeDifferences(record, fixture({ lampType: 41, beamAngle: 60, colorTemperature: 5000 }), ANGLES)).toEqual([
      { field: 'lampType', record: 40, fixture: 41 },
      { field: 'beamAngle', record: 3, fixture: 60 },
      { field: 'colorTemperature', record: 3000, fixture: 5000 },
    ]);
  });
  it('finds nothing where the fixture agrees, does not say, or the record is still empty', () => {
    expect(takeDifferences(record, fixture({ lampType: 40, beamAngle: 28, colorTemperature: 3000 }), ANGLES)).toEqual([]);
    expect(takeDifferences(record, fixture(), ANGLES)).toEqual([]);
    expect(takeDifferences(wall(), fixture({ lampType: 41, beamAngle: 60, colorTemperature: 5000 }), ANGLES)).toEqual([]);
  });
  it("tells a multi-colour record of a fixture's temperature not among its own, which Take keeps (the walk: 3000/4000 K took a 5000 K fixture without a word)", () => {
    const twoColour = wall({ colorType: 2, colorTemperatureFirst: '3000', colorTemperatureSecond: '4000' });
    expect(takeDifferences(twoColour, fixture({ colorTemperature: 5000 }), ANGLES)).toEqual([{ field: 'colorTemperature', record: 3000, fixture: 5000, kept: [3000, 4000] }]);
    expect(takeDifferences(twoColour, fixture({ colorTemperature: 4000 }), ANGLES)).toEqual([]);
    // and keeps them
    const taken = mergeTaken(twoColour, fixture({ colorTemperature: 5000 }), ANGLES);
    expect([taken.colorTemperatureFirst, taken.colorTemperatureSecond].map(String)).toEqual(['3000', '4000']);
  });
});
