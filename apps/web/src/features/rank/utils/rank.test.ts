import { describe, expect, it } from 'vitest';
import { surfaceOfRow } from '@lampsheet/contracts';
import { bestOf, sheetPower, verdictName } from './rank';

describe('verdictName', () => {
  const short = (m: string) => ({ lightnessAve: 'Lavg', lightnessMax: 'Lmax' })[m] ?? m;
  it('names the face, the metric and an own bound', () => {
    expect(verdictName({ face: '', metric: 'lightnessAve', key: 'brightnessAvgMin' }, short, 'own')).toBe('Lavg');
    expect(verdictName({ face: 'A', metric: 'lightnessMax', key: 'brightnessMax' }, short, 'own')).toBe('A Lmax');
    expect(verdictName({ face: 'B', metric: 'lightnessAve', key: 'brightnessAvgMaxCustom' }, short, 'own')).toBe('B Lavg own');
  });
});

describe('sheetPower', () => {
  it('rounds as make does', () => {
    expect(sheetPower(18.3)).toBe(19);
    expect(sheetPower(5)).toBe(5);
    expect(sheetPower(3.14)).toBe(3.1);
    expect(sheetPower(null)).toBeUndefined();
  });
});

describe('bestOf', () => {
  it('marks the highest, the lowest, or the nearest to the band', () => {
    expect(bestOf([0.2, 0.35, 0.1], 'high')).toEqual([1]);
    expect(bestOf([12, 9, 30], 'low')).toEqual([1]);
    // 4 is 20 % below the band, 40 is 33 % above it, 22 is inside and nearest the middle of 5–30
    expect(bestOf([4, 40, 22], { min: 5, max: 30 })).toEqual([2]);
    expect(bestOf([4, 40, 17.5, 6], { min: 5, max: 30 })).toEqual([2]);
    expect(bestOf([3, 4], { min: 5, max: null })).toEqual([1]);
  });
  it('marks nothing when all are equal or fewer than two are known', () => {
    expect(bestOf([5, 5, 5], 'high')).toEqual([]);
    expect(bestOf([5, null], 'high')).toEqual([]);
    expect(bestOf([2, null, 1], 'low')).toEqual([2]);
  });
});

describe('surfaceOfRow', () => {
  it('takes the contest sizes of a selection row as sketch letters', () => {
    const row = { contestTypeId: 103, h: null, w: 0, w1: 4, w2: 4, contestS: null, contestL: 1, contestA: -10, contestH1: 6, contestH2: 4, lumSize: null, contestAlbedo: null };
    expect(surfaceOfRow(row)).toEqual({ contestTypeId: 103, dimensions: { W1: 4, W2: 4, L: 1, A: -10, H1: 6, H2: 4 } });
  });

  it("carries the row's wall distance as D and its contest's albedo, so the dialog computes what the table shows", () => {
    const row = { contestTypeId: 102, h: 6, w: 8, w1: null, w2: null, contestS: 1, contestL: null, contestA: null, contestH1: null, contestH2: null, lumSize: 0.6, contestAlbedo: 0.7 };
    expect(surfaceOfRow(row)).toEqual({ contestTypeId: 102, dimensions: { H: 6, W: 8, S: 1, D: 0.6 }, albedo: 0.7 });
  });
});
