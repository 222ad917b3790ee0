import { ALL_ON } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { cellText, rowFieldOf } from './cells';

describe('cellText', () => {
  it('numbers without float noise, blanks as a dash', () => {
    expect(cellText(0.1 + 0.2, 'en')).toBe('0.3');
    expect(cellText(null, 'en')).toBe('—');
    // a price grouped as every price (the walk's "1416" on the selection table)
    expect(cellText(1416, 'en', 'authorizedPrice')).toBe('1,416');
    expect(cellText(1416, 'zh', rowFieldOf('unitPrice'))).toBe('1,416');
    expect(cellText('', 'zh')).toBe('—');
  });
  it('the all-lit colour state in the reader\'s language (issue 18, point 9), other texts as they are', () => {
    expect(cellText(ALL_ON, 'en')).toBe('All on');
    expect(cellText(ALL_ON, 'zh')).toBe('全亮');
    expect(cellText('R', 'en')).toBe('R');
    expect(cellText('DC24V', 'en')).toBe('DC24V');
  });
  it('maps lamp parameter column keys to row fields', () => {
    expect(rowFieldOf('unitPrice')).toBe('authorizedPrice');
    expect(rowFieldOf('rgbwa')).toBe('rgbwa');
  });
});
