import type { CalculateAnswer } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { applySurfaceSketch, emptyForm, withIndexValue, type EditorForm } from './editor-form';
import { checkRequest, targetVerdicts, verdictName } from './photometric-check';

const sketch = (contestTypeId: number) => ({ id: 1, contestTypeId, contestDescribe: '', sketchMapOriginal: '', sketchAttr: '{}', templateType: 1, effectSelectFlag: 0 });

const face = (faceType: 'A' | 'B' | 'single', lightnessAve: number, lightness: number, lightnessMax: number, anbanHeight = 0) => ({
  faceType,
  lightnessAve,
  lightness,
  lightnessMax,
  evenness: lightness / lightnessAve,
  anbanHeight,
  illuminanceAve: (Math.PI * lightnessAve) / 0.4,
  illuminanceMin: (Math.PI * lightness) / 0.4,
  illuminanceMax: (Math.PI * lightnessMax) / 0.4,
  pseuColor: `calc/files/1/${faceType}-false.png`,
  viewPhoto: `calc/files/1/${faceType}-effect.png`,
});

const intensities = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`lightIntensity${i + 1}`, 100 * (i + 1)])) as Pick<
  CalculateAnswer,
  `lightIntensity${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`
>;

function answer(faces: CalculateAnswer['faces'], viewing: 'reflected' | 'direct' = 'reflected'): CalculateAnswer {
  return {
    contestTypeId: 102,
    kind: 'wallWashing',
    viewing,
    faces,
    dimensions: {},
    albedo: 0.4,
    count: 1,
    layout: { count: 1, spacing: 1, start: 0.5, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.8 },
    installedPower: 18,
    powerDensity: 0.5,
    utilisation: 0.7,
    spill: 0.3,
    upwardSpill: 0.1,
    ...intensities,
  };
}

describe('the photometric check', () => {
  it('calculates on the form’s type, sizes and albedo; nothing before a type is chosen', () => {
    expect(checkRequest(emptyForm(1), 9)).toBeUndefined();
    const form: EditorForm = { ...applySurfaceSketch(emptyForm(1), sketch(102)), contestH: '9', contestW: '4.5', contestL: '', lumSizeMin: '0.6', albedo: '0.3' };
    expect(checkRequest(form, 9)).toEqual({ photometryId: 9, contestTypeId: 102, dimensions: { H: 9, W: 4.5, D: 0.6 }, albedo: 0.3 });
    // The wall distance is the larger of the two when both are given; blank albedo lets the server decide.
    expect(checkRequest({ ...form, lumSize: '1.2', albedo: null }, 9)).toMatchObject({ dimensions: { D: 1.2 }, albedo: null });
    // A layout set in the dialog replaces the type's own, the part that is set.
    expect(checkRequest(form, 9, { count: 6, tilt: 20, maintenanceFactor: 0.7 })).toMatchObject({ layout: { count: 6, tilt: 20, maintenanceFactor: 0.7 } });
    expect(checkRequest(form, 9, null)).not.toHaveProperty('layout');
    expect(checkRequest(form, 9, {})).not.toHaveProperty('layout');
  });

  it('holds each face target the form sets against the result, with its sign', () => {
    let form: EditorForm = applySurfaceSketch(emptyForm(1), sketch(102));
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
    form = withIndexValue(form, { indexKey: 'brightnessAvgMax', faceType: null }, '40');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.3');
    form = withIndexValue(form, { indexKey: 'maculaHight', faceType: null }, '0.5');
    const verdicts = targetVerdicts(form, answer([face('single', 35, 7, 80, 0.8)]));
    expect(verdicts.map(({ key, sign, target, value, pass }) => [key, sign, target, value, pass])).toEqual([
      ['brightnessAvgMin', '≥', 20, 35, true],
      ['brightnessAvgMax', '≤', 40, 35, true],
      ['evenness', '≥', 0.3, 0.2, false],
      ['maculaHight', '≤', 0.5, 0.8, false],
    ]);
  });

  it('reads faces A and B of a two-face type apart', () => {
    let form: EditorForm = applySurfaceSketch(emptyForm(1), sketch(103));
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: 'A' }, '15');
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: 'B' }, '15');
    const verdicts = targetVerdicts(form, answer([face('A', 22, 11, 40), face('B', 9, 3, 20)]));
    expect(verdicts.map((v) => [v.face, v.value, v.pass])).toEqual([
      ['A', 22, true],
      ['B', 9, false],
    ]);
  });

  it('holds the B/A luminance ratio of a two-face type (face B Lavg / face A Lavg) among the targets', () => {
    let form: EditorForm = applySurfaceSketch(emptyForm(1), sketch(103));
    form = withIndexValue(form, { indexKey: 'bcBrightnessRatioMin', faceType: 'B' }, '0.02');
    form = withIndexValue(form, { indexKey: 'bcBrightnessRatioMax', faceType: 'B' }, '0.1');
    const within = targetVerdicts(form, answer([face('A', 20, 10, 40), face('B', 2, 1, 4)]));
    expect(within.map((v) => [v.key, v.face, v.sign, v.target, v.pass])).toEqual([
      ['bcBrightnessRatioMin', 'B/A', '≥', 0.02, true],
      ['bcBrightnessRatioMax', 'B/A', '≤', 0.1, true],
    ]);
    expect(within[0]!.value).toBeCloseTo(0.1, 12);
    const over = targetVerdicts(form, answer([face('A', 20, 10, 40), face('B', 2.01, 1, 4)]));
    expect(over.map((v) => [v.key, v.pass])).toEqual([
      ['bcBrightnessRatioMin', true],
      ['bcBrightnessRatioMax', false],
    ]);
  });

  it('holds the intensity targets of a point source against the ten directions', () => {
    let form: EditorForm = applySurfaceSketch(emptyForm(1), sketch(112));
    form = withIndexValue(form, { indexKey: 'level0', faceType: null }, '150');
    form = withIndexValue(form, { indexKey: 'verticalUp30Max', faceType: null }, '500');
    const verdicts = targetVerdicts(form, answer([], 'direct'));
    expect(verdicts).toEqual([
      { key: 'lightIntensity1Min', face: '', sign: '≥', target: 150, value: 100, unit: 'cd', pass: false },
      { key: 'lightIntensity6Max', face: '', sign: '≤', target: 500, value: 600, unit: 'cd', pass: false },
    ]);
  });

  it('judges a point source (113) only by the targets its type has: the facade targets its record still holds are not listed (contracts targetsOfType)', () => {
    let form: EditorForm = applySurfaceSketch(emptyForm(1), sketch(113));
    form = withIndexValue(form, { indexKey: 'level0', faceType: null }, '150');
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: null }, '5');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.2');
    const verdicts = targetVerdicts(form, answer([face('single', 35, 7, 80)], 'direct'));
    expect(verdicts.map((v) => v.key)).toEqual(['lightIntensity1Min']);
  });

  it('lists nothing when the form sets no target', () => {
    expect(targetVerdicts(applySurfaceSketch(emptyForm(1), sketch(102)), answer([face('single', 35, 7, 80)]))).toEqual([]);
  });
});

describe('verdictName: a verdict named as the template names its target', () => {
  const index = (indexKey: string, faceType: string | null, face: string) => ({ indexKey, faceType, indexName: `平均亮度下限${face}`, indexNameEn: `Average luminance, lower bound${face ? ` (face ${faceType})` : ''}` });
  const indices = [index('brightnessAvgMin', 'A', 'A'), index('brightnessAvgMin', 'B', 'B')];
  it('takes the entry of the verdict’s face on a two-face type (the walk saw face B’s rows named “(face A)”)', () => {
    expect(verdictName(indices, { key: 'brightnessAvgMin', face: 'B' }, false)).toBe('Average luminance, lower bound (face B)');
    expect(verdictName(indices, { key: 'brightnessAvgMin', face: 'A' }, true)).toBe('平均亮度下限A');
  });
  it('takes the field’s one entry on a one-face type, and the key where the template has none', () => {
    expect(verdictName([index('brightnessAvgMin', null, '')], { key: 'brightnessAvgMin', face: '' }, false)).toBe('Average luminance, lower bound');
    expect(verdictName([], { key: 'evenness', face: '' }, false)).toBe('evenness');
  });
});
