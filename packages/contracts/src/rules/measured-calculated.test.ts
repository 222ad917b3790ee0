import { describe, expect, it } from 'vitest';
import { ALL_ON } from '../domain/colours.js';
import { DATA_SOURCE_LABELS, dataSourceOf, isMeasured, measuredBesideCalculated, type ComparableRow } from './measured-calculated.js';
import { surfaceText } from './row-surface.js';

const row = (over: Partial<ComparableRow> & { id: number }) => ({ dataType: '1' as const, contestId: 5, surfaceType: 'A' as const, rgbwa: ALL_ON, lightnessAve: 10, evenness: 0.2, ...over });

describe('measured beside calculated', () => {
  it('pairs each all-lit measured row with the calculated row of its surface and face, with the deviation in %', () => {
    const rows = [
      row({ id: 1, dataType: '4', lightnessAve: 20, evenness: 0.1 }),
      row({ id: 2, dataType: '1', lightnessAve: 22.3, evenness: 0.093 }),
      row({ id: 3, dataType: '2', lightnessAve: 17 }),
      row({ id: 4, dataType: '1', surfaceType: 'B' }), // no calculated row for face B
      row({ id: 5, dataType: '1', contestId: 6 }), // another surface, none calculated
      row({ id: 6, dataType: '1', rgbwa: 'R' }), // a colour channel: not comparable
    ];
    const pairs = measuredBesideCalculated(rows);
    expect(pairs.map((p) => [p.measured.id, p.calculated.id])).toEqual([[2, 1], [3, 1]]);
    expect(pairs[0]!.deviation).toEqual({ lightnessAve: 11.5, evenness: -7 });
    expect(pairs[1]!.deviation).toEqual({ lightnessAve: -15, evenness: 100 });
  });

  it('has no deviation where a figure is missing', () => {
    const pairs = measuredBesideCalculated([row({ id: 1, dataType: '4', lightnessAve: null }), row({ id: 2, evenness: null })]);
    expect(pairs[0]!.deviation).toEqual({ lightnessAve: null, evenness: null });
  });

  it('says which rows are measured', () => {
    expect(['1', '2', '4'].map((dataType) => isMeasured({ dataType }))).toEqual([true, true, false]);
  });
});

describe('the source of a row (issue 23)', () => {
  it('is measured for typical and project detection, calculated for the engine\'s rows, with one word per language', () => {
    expect(['1', '2', '4'].map((dataType) => dataSourceOf({ dataType }))).toEqual(['measured', 'measured', 'calculated']);
    expect(['1', '2', '4'].map((dataType) => DATA_SOURCE_LABELS[dataSourceOf({ dataType })].zh)).toEqual(['实测', '实测', '计算']);
    expect(DATA_SOURCE_LABELS.source).toEqual({ zh: '来源', en: 'Source' });
  });
  it('prints a surface in the order of its sizes, leaving out a size it does not have', () => {
    expect(surfaceText({ H: 6, W: 3, D: 0.5 })).toBe('H 6 m · W 3 m · D 0.5 m');
    expect(surfaceText({ W1: 3.6, H1: null, D: undefined, W2: 1.8 })).toBe('W1 3.6 m · W2 1.8 m');
    // the aiming angle A is an angle, never metres
    expect(surfaceText({ H: 18, W: 12, A: 40, D: 9 })).toBe('H 18 m · W 12 m · A 40° · D 9 m');
  });
});
