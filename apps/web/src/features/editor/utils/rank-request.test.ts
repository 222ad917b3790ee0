import { describe, expect, it } from 'vitest';
import { emptyForm, type EditorForm } from './editor-form';
import { EMPTY_FILTERS } from './library-request';
import { formTargets, mergeTaken, rankRequestOf } from './rank-request';

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
  it('waits for a surface type, and leaves out what is not set', () => {
    expect(rankRequestOf(wall({ contestType: null }), EMPTY_FILTERS)).toBeUndefined();
    const bare = rankRequestOf(wall({ contestH: '', albedo: '', projectParamindexList: [] }), EMPTY_FILTERS)!;
    expect(bare.dimensions).toEqual({ W: 12, S: 1.2, D: 0.6 });
    expect(bare).not.toHaveProperty('albedo');
    expect(bare.targets).toEqual([]);
    expect(bare.filters).toEqual({});
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

describe('mergeTaken', () => {
  it('takes the fixture as the chosen one, its power (make rounding), voltage, brand and price, and keeps the rest', () => {
    const form = wall({ recommendBrand: '2', lampPower: '10', extraIndices: { note: 'x' } });
    const layout = { count: 7, spacing: 0.86, start: 0.43, setback: 0.6, height: 0, tilt: 20, rotation: 0, maintenanceFactor: 0.7 };
    const next = mergeTaken(form, { lampId: 41, brandId: 7, power: 18.3, workVoltage: 'DC24V', authorizedPrice: 880, layout });
    expect(next.chosenLampId).toBe(41);
    // The layout the row was ranked with goes into the record (the sheet calculates with it).
    expect(next.layout).toEqual(layout);
    expect(next.lampPower).toBe('19');
    expect(next.workVoltage).toBe('DC24V');
    expect(next.recommendBrand).toBe('2,7');
    expect(next.extraIndices).toEqual({ note: 'x', unitPrice: '880' });
    expect(next.contestH).toBe('14');
    expect(next.projectParamindexList).toBe(form.projectParamindexList);
    expect(mergeTaken(next, { lampId: 41, brandId: 7, power: 3.14, workVoltage: null, authorizedPrice: null, layout }).recommendBrand).toBe('2,7');
    expect(mergeTaken(next, { lampId: 41, brandId: 7, power: 3.14, workVoltage: null, authorizedPrice: null, layout }).lampPower).toBe('3.1');
  });
});
