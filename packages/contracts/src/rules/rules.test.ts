import { describe, expect, it } from 'vitest';
import { colourCode, colourCodeFromTemperature, normaliseTemperatures, rgbChannels } from './colour-code.js';
import { isValidPower, powerNo } from './power-no.js';
import { lampparamNumber } from './lampparam-number.js';
import { lampparamWeightSum, remainingQuota } from './weights.js';
import { comparisonRange, COMPARISON_MAX } from './comparison-range.js';
import { arrangeColumns, tableColumnKeys } from './selection-columns.js';
import { compareTypeMarks, nextTypeMark, normalTypeMark, recordQuantity, TYPE_MARK_PATTERN } from './type-mark.js';

describe('colourCodeFromTemperature', () => {
  it.each([
    [1800, 'N'], [1810, 'N'], [1811, 'F'], [2510, 'F'], [2700, 'Y'], [2810, 'Y'], [3000, 'W'], [3510, 'W'],
    [4000, 'M'], [4510, 'M'], [5000, 'C'], [5710, 'C'], [5711, 'D'], [6500, 'D'],
  ])('%i K → %s', (k, code) => expect(colourCodeFromTemperature(k)).toBe(code));
});

describe('colourCode', () => {
  it('uses the RGB family code as it is', () => {
    expect(colourCode({ colours: 4, code: 'RGBW' }, [])).toBe('RGBW');
  });
  it('joins one code per temperature with a slash for multi-colour types', () => {
    expect(colourCode({ colours: 2, code: null }, [3000, 4000])).toBe('W/M');
    expect(colourCode({ colours: 3, code: null }, ['2700', '', '5000'])).toBe('Y/C');
  });
  it('uses only the first temperature of a single-colour type', () => {
    expect(colourCode({ colours: 1 }, [3000, 5000])).toBe('W');
  });
  it('is empty without a type or a temperature', () => {
    expect(colourCode(undefined, [3000])).toBe('');
    expect(colourCode({ colours: 1 }, [])).toBe('');
  });
});

describe('normaliseTemperatures', () => {
  it('clears the second to fourth when the first is outside 2700–5000', () => {
    expect(normaliseTemperatures(['2200', '3000', '4000', '5000'])).toEqual(['2200', null, null, null]);
    expect(normaliseTemperatures(['5600', '3000'])).toEqual(['5600', null]);
  });
  it('keeps them when the first is inside the range and clears duplicates', () => {
    expect(normaliseTemperatures(['3000', '4000', '3000', '4000.0'])).toEqual(['3000', '4000', null, null]);
  });
});

describe('rgbChannels', () => {
  it('gives the fixed wavelengths', () => {
    expect(rgbChannels('RGBA').map((c) => c.value)).toEqual([625, 530, 470, 590]);
    expect(rgbChannels('RGBL').map((c) => c.value)).toEqual([625, 530, 470, 565]);
    expect(rgbChannels('RGBW')[3]).toEqual({ label: 'W', value: 4000, unit: 'K' });
  });
});

describe('powerNo', () => {
  it('rounds up to a whole watt, three digits', () => {
    expect(powerNo(18)).toBe('018');
    expect(powerNo(36.2)).toBe('037');
    expect(powerNo(36)).toBe('036');
    expect(powerNo(0.5)).toBe('001');
    expect(powerNo(1200)).toBe('1200');
  });
  it('refuses negative or non-numbers', () => {
    expect(() => powerNo(-1)).toThrow(RangeError);
    expect(() => powerNo(Number.NaN)).toThrow(RangeError);
  });
  it('tells usable power text', () => {
    expect(isValidPower('24')).toBe(true);
    expect(isValidPower('24.5')).toBe(true);
    expect(isValidPower('24W')).toBe(false);
    expect(isValidPower('')).toBe(false);
    expect(isValidPower('0')).toBe(false);
  });
});

describe('lampparamNumber', () => {
  it('joins lamp number, angle code, colour code and power number', () => {
    expect(lampparamNumber({ lampNo: 'XQD', angleCode: '10', colourCode: 'W', powerNo: '024' })).toBe('XQD10W024');
    expect(lampparamNumber({ lampNo: 'TGD', angleCode: '30', colourCode: 'W/M', powerNo: '036' })).toBe('TGD30W/M036');
  });
  it('leaves out parts not chosen yet', () => {
    expect(lampparamNumber({ lampNo: 'XQD', powerNo: '024' })).toBe('XQD024');
  });
});

describe('remainingQuota', () => {
  it('is 100 minus the numeric weights, not below 0', () => {
    expect(remainingQuota({})).toBe(100);
    expect(remainingQuota({ price: 30, evenness: '20', lightnessAve: '' })).toBe(50);
    expect(remainingQuota({ price: 80, evenness: 40 })).toBe(0);
    expect(remainingQuota({ price: 'abc' as unknown as number })).toBe(100);
  });
});

describe('comparisonRange', () => {
  it('maps ≥ to [x, 10 000 000] and ≤ to [0, x]', () => {
    expect(comparisonRange('≥', 50)).toEqual({ min: 50, max: COMPARISON_MAX });
    expect(comparisonRange('≤', 0.7)).toEqual({ min: 0, max: 0.7 });
    expect(comparisonRange(null, 3)).toEqual({ min: 3, max: 3 });
  });
});

import { lampparamFailures, validateLampparam } from './lampparam-validation.js';

describe('validateLampparam', () => {
  const complete = {
    dataStatus: 2,
    angleNo: 3,
    colourCode: 'W',
    lampType: 7,
    lampSketchId: 4,
    lampPower: '24',
    contestType: 102,
  };
  it('accepts a complete generated record', () => expect(validateLampparam(complete)).toBeNull());
  it('lets a draft through with nothing filled', () => expect(validateLampparam({ dataStatus: 1 })).toBeNull());
  it.each([
    [{ customLampparmnoFlag: true, customLampparmNo: ' ' }, 'customNumberRequired'],
    [{ angleNo: null }, 'beamAngleRequired'],
    [{ colourCode: '' }, 'colourRequired'],
    [{ lampType: undefined }, 'lampTypeRequired'],
    [{ lampSketchId: null, lampSketchPath: '' }, 'lampSketchRequired'],
    [{ lampPower: '' }, 'powerRequired'],
    [{ lampPower: '24W' }, 'powerInvalid'],
    [{ contestType: 101, lumSize: '12', lumSizeMin: '8' }, 'wallDistanceMismatch'],
  ])('refuses %o with %s', (patch, key) => {
    expect(validateLampparam({ ...complete, ...patch })?.key).toBe(key);
  });
  it('checks the custom number and the wall distance on drafts too', () => {
    expect(validateLampparam({ dataStatus: 1, customLampparmnoFlag: 1, customLampparmNo: '' })?.key).toBe('customNumberRequired');
    expect(validateLampparam({ dataStatus: 1, contestType: 101, lumSize: '10', lumSizeMin: '9' })?.key).toBe('wallDistanceMismatch');
    expect(validateLampparam({ dataStatus: 1, contestType: 101, lumSize: '10', lumSizeMin: '10.0' })).toBeNull();
  });
  it('points a missing colour at the colour type when none is chosen, at its temperature when one is', () => {
    expect(validateLampparam({ ...complete, colourCode: '' })).toEqual({ key: 'colourRequired', field: 'colorTempeNo' });
    expect(validateLampparam({ ...complete, colourCode: '', grayDemand: 31 })).toEqual({ key: 'colourRequired', field: 'colorTemperature' });
  });
  it('accepts a custom lamp sketch path instead of an id', () => {
    expect(validateLampparam({ ...complete, lampSketchId: null, lampSketchPath: 'uploads/a.png' })).toBeNull();
  });
  it('holds the lamp library weights to one quota of 100, on drafts too', () => {
    expect(validateLampparam({ dataStatus: 1, priceWeight: '40', evennessWeight: 30, powerWeight: '30' })).toBeNull();
    expect(validateLampparam({ dataStatus: 1, priceWeight: '40', evennessWeight: 30, powerWeight: '30.5' })).toEqual({ key: 'weightsTooHigh', field: 'priceWeight' });
    expect(lampparamWeightSum({ priceWeight: '12.5', anbanHeightWeight: '', lightnessWeight: null, lightnessAveWeight: 'x', lightnessMaxWeight: 7.5 })).toBe(20);
  });
  it('lists every failure in the specification\'s order, not the form\'s reading order (colour type before beam angle)', () => {
    const empty = { dataStatus: 2, customLampparmnoFlag: 1, contestType: 101, lumSize: '12', lumSizeMin: '8', priceWeight: 101 };
    expect(lampparamFailures(empty)).toEqual([
      { key: 'customNumberRequired', field: 'customLampparmNo' },
      { key: 'beamAngleRequired', field: 'angleNo' },
      { key: 'colourRequired', field: 'colorTempeNo' },
      { key: 'lampTypeRequired', field: 'lampType' },
      { key: 'lampSketchRequired', field: 'lampSketchId' },
      { key: 'powerRequired', field: 'lampPower' },
      { key: 'wallDistanceMismatch', field: 'lumSize' },
      { key: 'weightsTooHigh', field: 'priceWeight' },
    ]);
    expect(lampparamFailures({ ...complete, lampPower: '24W', angleNo: null }).map((f) => f.key)).toEqual(['beamAngleRequired', 'powerInvalid']);
    // the wall distance is the specification's rule, before the quota the product added
    expect(validateLampparam({ ...complete, contestType: 101, lumSize: '12', lumSizeMin: '8', priceWeight: 101 })?.key).toBe('wallDistanceMismatch');
  });
});

describe('tableColumnKeys', () => {
  const arranged = arrangeColumns(['power', 'brandName', 'model', 'lumImage', 'evenness', 'brightnessAvgMin'].map((indexKey, sort) => ({ indexKey, sort })));
  it('the table order: score, brand, model, the ticked columns as arranged, face, data type', () => {
    expect(arranged.map((d) => d.indexKey)).toEqual(['brandName', 'lumImage', 'power', 'model', 'evenness']);
    // the ranked figures (Lavg, U0) last, where the table holds them at its right edge
    expect(tableColumnKeys(arranged, ['evenness', 'power'], { weighted: false, twoFace: false })).toEqual(['brandName', 'model', 'power', 'dataType', 'dataSource', 'evenness']);
    expect(tableColumnKeys(arranged, ['lumImage', 'brandName'], { weighted: true, twoFace: true })).toEqual(['score', 'brandName', 'model', 'lumImage', 'surfaceType', 'dataType', 'dataSource']);
  });
});

describe('type marks and quantities (issue 25)', () => {
  it('continues the L series past the highest number, skipping the designer’s own marks', () => {
    expect(nextTypeMark([])).toBe('L01');
    expect(nextTypeMark(['L01', 'WW-3', 'L07', null])).toBe('L08');
    expect(nextTypeMark(['L99'])).toBe('L100');
    expect(normalTypeMark(' ww-3 ')).toBe('WW-3');
    expect(TYPE_MARK_PATTERN.test('L 01')).toBe(false);
    expect(TYPE_MARK_PATTERN.test('灯1')).toBe(true);
  });

  it('orders marks as people read them: numbers as numbers, letters without case', () => {
    const marks = ['L10', 'WW-3', 'L2', 'L100', 'L01', 'ww-10', 'L09', 'A1'];
    expect([...marks].sort(compareTypeMarks)).toEqual(['A1', 'L01', 'L2', 'L09', 'L10', 'L100', 'WW-3', 'ww-10']);
  });

  it('takes the quantity typed, else fixtures per surface × surfaces, else none', () => {
    expect(recordQuantity({ quantity: 7, fixturesPerSurface: 12, surfaceCount: 4 })).toBe(7);
    expect(recordQuantity({ fixturesPerSurface: 12, surfaceCount: 4 })).toBe(48);
    expect(recordQuantity({ fixturesPerSurface: 12 })).toBeNull();
    expect(recordQuantity({ quantity: '' })).toBeNull();
  });
});
