import { describe, expect, it } from 'vitest';
import { normalisePrice } from './price';

describe('normalisePrice', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['12.345', '12.35'],
    ['0', '0.00'],
    ['.5', '0.50'],
    [' 7 ', '7.00'],
    ['1,200', '1200.00'],
    ['+3', '3.00'],
  ])('%j → %j', (input, expected) => expect(normalisePrice(input)).toBe(expected));

  it.each(['', '   ', 'abc', '12a', '-5', '1.2.3', 'NaN', 'Infinity'])('empties %j', (input) =>
    expect(normalisePrice(input)).toBe(''),
  );

  it('empties null and undefined', () => {
    expect(normalisePrice(null)).toBe('');
    expect(normalisePrice(undefined)).toBe('');
  });
});
