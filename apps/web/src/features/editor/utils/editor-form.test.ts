import type { DictEntry } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyColourType,
  applyCustomLamp,
  applyCustomSurface,
  applyLampSketch,
  applySurfaceSketch,
  chooseCustomSurface,
  chooseMax,
  chooseSurfaceSketch,
  commitTemperatures,
  colourEntriesOf,
  colourRows,
  emptyForm,
  faceEntriesOf,
  indexHome,
  indexValue,
  keepNumber,
  lampLetters,
  shownLampLetters,
  liveNumber,
  maxChoiceOf,
  sanitizeDimension,
  setTemperature,
  surfaceLetters,
  toSubmit,
  validationInput,
  withIndexValue,
  withMaxChoice,
  type ChosenSketch,
} from './editor-form';
import { dict as dictEntry } from '../testing/fixtures';

/** A colour type entry: its id's name, its channel count and its channels. */
const dict = (id: number, dictExtra: string | null, dictRemark: string | null = null): DictEntry =>
  dictEntry(id, 'dengjusecaifenlei', `c${id}`, `c${id}`, dictExtra, dictRemark);
const single = dict(1, '1');
const two = dict(2, '2');
const four = dict(4, '4');
const rgbw = dict(6, '4', 'RGBW');
const rgb = dict(5, '3', 'RGB');

const sketch = (over: Partial<ChosenSketch> = {}): ChosenSketch => ({
  id: 7,
  contestTypeId: 102,
  contestDescribe: 'wash',
  sketchMapOriginal: 'demo/sketches/wall-washing-1.svg',
  sketchAttr: '{"H":1,"W":1,"D":1}',
  templateType: 1,
  effectSelectFlag: 1,
  ...over,
});

describe('dimension and number inputs', () => {
  it('keeps digits and one dot, at most 10 characters', () => {
    expect(sanitizeDimension('12a.5.3m')).toBe('12.53');
    expect(sanitizeDimension('123456789012345')).toBe('1234567890');
    expect(sanitizeDimension('-3,5')).toBe('35');
  });
  it('strips non-numeric characters from number indices', () => {
    expect(keepNumber('≥ 45 cd')).toBe('45');
    expect(keepNumber('0.3.4')).toBe('0.34');
  });
});

describe('sketch letters', () => {
  it('shows only the letters the sketch defines, in canonical order', () => {
    expect(surfaceLetters('{"D":1,"H":1,"W":1,"Q":1,"S":0}')).toEqual(['H', 'W', 'D']);
    expect(surfaceLetters('["h1","W2"]')).toEqual(['W2', 'H1']);
    expect(surfaceLetters('not json')).toEqual([]);
    expect(lampLetters('{"L":1,"D":1}')).toEqual(['L', 'D']);
  });
});

describe('colour types', () => {
  it('single colour has no rows; RGB family rows carry fixed wavelengths', () => {
    expect(colourRows(single)).toEqual([]);
    expect(colourRows(rgbw).map((r) => `${r.label} ${r.fixed}`)).toEqual(['R 625nm', 'G 530nm', 'B 470nm', 'W 4000']);
    expect(colourRows(rgb)).toHaveLength(3);
    expect(colourRows(four).every((r) => r.fixed === null)).toBe(true);
  });
  it('picking a type resets the custom temperatures and rebuilds the colour entries', () => {
    let form = applyColourType(emptyForm(1), two);
    form = setTemperature(form, 0, '3000');
    form = setTemperature(form, 1, '4000');
    expect(form.colorType).toBe(2);
    expect(colourEntriesOf(form).map((e) => e.colorName)).toEqual(['3000K', '4000K']);
    const next = applyColourType(form, rgbw);
    expect(next.colorTemperatureFirst).toBeNull();
    expect(next.colorTemperatureSecond).toBeNull();
    expect(colourEntriesOf(next).map((e) => e.colorName)).toEqual(['R 625nm', 'G 530nm', 'B 470nm', 'W 4000']);
    expect(faceEntriesOf(next)).toHaveLength(1);
    expect(applyColourType(next, single).colorType).toBe(1);
    expect(colourEntriesOf(applyColourType(next, single))).toEqual([]);
  });
  it('on commit, a first temperature outside 2700–5000 clears the others; duplicates are cleared', () => {
    let form = applyColourType(emptyForm(1), four);
    form = commitTemperatures(setTemperature(form, 0, '3000'));
    form = commitTemperatures(setTemperature(form, 1, '4000'));
    form = commitTemperatures(setTemperature(form, 2, '3000'));
    expect([form.colorTemperatureFirst, form.colorTemperatureSecond, form.colorTemperatureThird]).toEqual(['3000', '4000', null]);
    form = commitTemperatures(setTemperature(form, 0, '6500'));
    expect([form.colorTemperatureFirst, form.colorTemperatureSecond]).toEqual(['6500', null]);
    expect(colourEntriesOf(form).map((e) => e.colorName)).toEqual(['6500K', null, null, null]);
  });
  it('typing a temperature digit by digit clears nothing until it is committed', () => {
    let form = applyColourType(emptyForm(1), four);
    form = commitTemperatures(setTemperature(form, 0, '3000'));
    form = commitTemperatures(setTemperature(form, 1, '4000'));
    for (const partial of ['3', '35', '350', '3500']) {
      form = setTemperature(form, 0, partial);
      expect(form.colorTemperatureSecond).toBe('4000');
    }
    form = commitTemperatures(form);
    expect([form.colorTemperatureFirst, form.colorTemperatureSecond]).toEqual(['3500', '4000']);
    // an unchanged form comes back as it is (no render for nothing)
    expect(commitTemperatures(form)).toBe(form);
  });
});

describe('lamp parameter number', () => {
  it('joins lamp number, beam code, colour code and power number; several temperatures with /', () => {
    let form = applyColourType(emptyForm(1), two);
    form = setTemperature(setTemperature(form, 0, '3000'), 1, '4000');
    expect(liveNumber(form, { lampNo: 'XQD', angleCode: '10', colourType: two, powerNo: '024' })).toBe('XQD10W/M024');
    expect(liveNumber(applyColourType(form, rgbw), { lampNo: 'TGD', angleCode: '30', colourType: rgbw, powerNo: '150' })).toBe('TGD30RGBW150');
  });
  it('grows as the parts are chosen', () => {
    expect(liveNumber(emptyForm(1), { lampNo: 'XQD' })).toBe('XQD');
    expect(liveNumber(emptyForm(1), {})).toBe('');
  });
});

describe('surface sketch', () => {
  it('resets entries and sizes, sets albedo 0.4 and makingWay 1', () => {
    const start = { ...emptyForm(1), contestH: '9', lumSize: '1', makingWay: 2, albedo: '0.7' };
    const form = applySurfaceSketch(withIndexValue(start, { indexKey: 'brightnessAvgMin', faceType: null }, '50'), sketch());
    expect(form).toMatchObject({ contestType: 102, contestSketchId: 7, contestH: null, lumSize: null, albedo: '0.4', makingWay: 1 });
    expect(faceEntriesOf(form)[0]!.brightnessAvgMin).toBeUndefined();
  });
  it('leaves albedo blank for types seen directly and gives two-face types A and B', () => {
    expect(applySurfaceSketch(emptyForm(1), sketch({ contestTypeId: 112 })).albedo).toBe('');
    expect(faceEntriesOf(applySurfaceSketch(emptyForm(1), sketch({ contestTypeId: 103 }))).map((e) => e.faceType)).toEqual(['A', 'B']);
  });
  it('keeps makingWay for the generic form', () => {
    expect(applySurfaceSketch({ ...emptyForm(1), makingWay: 2 }, sketch({ templateType: 2 })).makingWay).toBe(2);
  });
  it('re-choosing the same sketch keeps every size and target and reports nothing cleared', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch());
    form = { ...form, contestH: '9', contestW: '30', lumSizeMin: '0.4', lumSize: '0.6' };
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.12');
    const change = chooseSurfaceSketch(form, sketch());
    expect(change.form).toMatchObject({ contestH: '9', contestW: '30', lumSizeMin: '0.4', lumSize: '0.6', contestSketchId: 7 });
    expect(faceEntriesOf(change.form)[0]).toMatchObject({ brightnessAvgMin: '20', evenness: '0.12' });
    expect(change).toMatchObject({ clearedSizes: [], clearedTargets: false, typeChanged: false });
  });
  it('another sketch of the same type keeps the targets and the sizes it still has, clearing the others', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch());
    form = withIndexValue({ ...form, contestH: '9', contestW: '30', lumSize: '0.6' }, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
    const change = chooseSurfaceSketch(form, sketch({ id: 8, sketchAttr: '{"H":1,"L":1}' }));
    expect(change.form).toMatchObject({ contestH: '9', contestW: null, lumSize: null, lumSizeMin: null, contestSketchId: 8 });
    expect(faceEntriesOf(change.form)[0]!.brightnessAvgMin).toBe('20');
    expect(change).toMatchObject({ clearedSizes: ['W', 'D'], clearedTargets: false, typeChanged: false });
  });
  it('a sketch of another type clears targets and sizes and says so', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch());
    form = withIndexValue({ ...form, contestH: '9' }, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
    const change = chooseSurfaceSketch(form, sketch({ id: 9, contestTypeId: 103, sketchAttr: '{"H":1,"W1":1}' }));
    expect(change.form.contestH).toBeNull();
    expect(faceEntriesOf(change.form).map((e) => [e.faceType, e.brightnessAvgMin])).toEqual([['A', undefined], ['B', undefined]]);
    expect(change).toMatchObject({ clearedSizes: ['H'], clearedTargets: true, typeChanged: true });
  });
  it('a custom picture of the same type keeps what its type shows', () => {
    const form = { ...applySurfaceSketch(emptyForm(1), sketch()), contestH: '9', contestS: '2' };
    const change = chooseCustomSurface(form, 102, 'uploads/x.png', ['H', 'W', 'D']);
    expect(change.form).toMatchObject({ contestH: '9', contestS: null, contestSketchId: null, contestSketchPath: 'uploads/x.png' });
    expect(change.clearedSizes).toEqual(['S']);
  });
  it('a custom picture sets makingWay 1, replaces the picture and clears the sketch id', () => {
    const form = applyCustomSurface({ ...applySurfaceSketch(emptyForm(1), sketch()), makingWay: 2 }, 102, 'uploads/x.png');
    expect(form).toMatchObject({ makingWay: 1, contestSketchPath: 'uploads/x.png', contestSketchId: null, contestType: 102 });
  });
});

describe('lamp sketch', () => {
  it('shows the sketch’s size letters and every saved size, with or without a sketch', () => {
    const made = { ...emptyForm(1), lampLong: '600', lampWidth: '76', lampHeight: '90' };
    expect(shownLampLetters(made, null, false)).toEqual(['L', 'W', 'D']);
    expect(shownLampLetters(made, '{"L":1}', false)).toEqual(['L', 'W', 'D']);
    expect(shownLampLetters(emptyForm(1), '{"L":1,"D":1}', false)).toEqual(['L', 'D']);
    expect(shownLampLetters(emptyForm(1), null, true)).toEqual(['L', 'W', 'D']);
    expect(shownLampLetters(emptyForm(1), null, false)).toEqual([]);
  });

  it('sets type, code and picture; a custom picture clears the sketch id', () => {
    const s = { id: 3, lampType: 40, lampTypeNo: 'XQD', lampShape: 1, lampDescribe: 'x', sketchMapOriginal: 'a.svg', lampAttr: '{}' };
    const form = applyLampSketch({ ...emptyForm(1), lampLong: '100' }, s, 'XQD');
    // the size saved before (by make or the designer) survives the sketch (issue 25)
    expect(form).toMatchObject({ lampType: 40, lampNo: 'XQD', lampSketchId: 3, lampSketchPath: 'a.svg', lampLong: '100' });
    expect(applyCustomLamp(form, 41, 'TGD', 'u.png')).toMatchObject({ lampType: 41, lampNo: 'TGD', lampSketchId: null, lampSketchPath: 'u.png' });
  });
});

describe('template indices', () => {
  it('finds where each index lives', () => {
    expect(indexHome('brightnessAvgMin')).toBe('entry');
    expect(indexHome('protectLevel')).toBe('form');
    expect(indexHome('somethingNew')).toBe('extra');
  });
  it('writes face A and B separately for two-face types', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch({ contestTypeId: 103 }));
    form = withIndexValue(form, { indexKey: 'evenness', faceType: 'A' }, '0.3');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: 'B' }, '0.5');
    form = withIndexValue(form, { indexKey: 'roadType', faceType: null }, '支路');
    form = withIndexValue(form, { indexKey: 'colourRendering', faceType: null }, '90');
    expect(indexValue(form, { indexKey: 'evenness', faceType: 'B' })).toBe('0.5');
    expect(faceEntriesOf(form).map((e) => e.evenness)).toEqual(['0.3', '0.5']);
    expect(form.roadType).toBe('支路');
    expect(form.extraIndices).toEqual({ colourRendering: '90' });
  });
  it('the max-brightness tab clears the other of the two', () => {
    expect(chooseMax({ brightnessMax: '500', brightnessA: '300' }, 'brightnessA')).toEqual({ brightnessMax: null, brightnessA: '300' });
    expect(chooseMax({ brightnessMax: '500', brightnessA: '300' }, 'brightnessMax')).toEqual({ brightnessMax: '500', brightnessA: null });
    expect(maxChoiceOf({ brightnessA: '3' })).toBe('brightnessA');
    expect(maxChoiceOf({})).toBe('brightnessMax');
    let form = withIndexValue(emptyForm(1), { indexKey: 'brightnessMax', faceType: null }, '800');
    form = withMaxChoice(form, null, 'brightnessA');
    expect(faceEntriesOf(form)[0]!.brightnessMax).toBeNull();
  });
});

describe('save body', () => {
  it('save as drops id and updateDate so that a copy is written', () => {
    const form = { ...emptyForm(1), id: 9, updateDate: '2026-01-01T00:00:00.000Z', customLampparmnoFlag: true, customLampparmNo: 'A-1' };
    const body = toSubmit(form, 2, { lampparamNo: 'XQD', colorTempeNo: 'W', powerNo: '024' }, 1);
    expect(body).toMatchObject({ id: null, updateDate: null, reCopy: 1, dataStatus: 2, customLampparmnoFlag: 1, powerNo: '024' });
    expect(toSubmit(form, 1, { lampparamNo: '', colorTempeNo: '', powerNo: null }, 0)).toMatchObject({ id: 9, updateDate: '2026-01-01T00:00:00.000Z', dataStatus: 1 });
  });
  it('validation sees the colour code derived from type and temperatures', () => {
    const form = setTemperature(applyColourType(emptyForm(1), single), 0, '3000');
    expect(validationInput(form, 2, single).colourCode).toBe('W');
    expect(validationInput(applyColourType(form, single), 2, single).colourCode).toBe('');
  });
});
