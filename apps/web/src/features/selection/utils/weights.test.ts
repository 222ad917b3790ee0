import { describe, expect, it } from 'vitest';
import { emptyWeights, hasWeights, weightQuotaLeft, weightsFromPreset, weightSum } from './weights';

const preset = { price: 30, evenness: 20, lightnessMax: 10, lightnessMin: 10, lightnessAve: 20, powerValue: 10 };

describe('weights', () => {
  it('a preset fills every weight field', () => {
    expect(weightsFromPreset(preset)).toEqual({
      price: '30',
      evenness: '20',
      lightnessMax: '10',
      lightnessMin: '10',
      lightnessAve: '20',
      powerValue: '10',
    });
  });

  it('clearing empties them', () => {
    expect(emptyWeights()).toEqual({});
    expect(weightQuotaLeft(emptyWeights())).toBe(100);
  });

  it('the quota left is 100 minus the numeric weights, not below 0', () => {
    expect(weightQuotaLeft({ price: '30', evenness: '25.5' })).toBe(44.5);
    expect(weightQuotaLeft({ price: '30', evenness: 'abc', lightnessAve: '' })).toBe(70);
    expect(weightQuotaLeft({ price: '80', evenness: '40' })).toBe(0);
    expect(weightQuotaLeft(weightsFromPreset(preset))).toBe(0);
  });

  it('knows whether anything would rank the rows', () => {
    expect(hasWeights({})).toBe(false);
    expect(hasWeights({ price: '0' })).toBe(false);
    expect(hasWeights({ price: '5' })).toBe(true);
    expect(weightSum({ price: '5', evenness: '7.5', powerValue: 'x' })).toBe(12.5);
  });
});
