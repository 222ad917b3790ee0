import { describe, expect, it } from 'vitest';
import { fitHeader, headerWidth } from './header-width';

describe('headerWidth', () => {
  it('counts Chinese characters and full-width brackets wider than Latin letters', () => {
    expect(headerWidth('功率（W）')).toBe(Math.ceil(4 * 16 + 9.5) + 16);
    expect(headerWidth('Lavg')).toBe(38 + 16);
  });
  it('widens a column only when its header needs it', () => {
    expect(fitHeader('U0', 52)).toBe(52);
    expect(fitHeader('暗斑高度（m）', 64)).toBe(Math.ceil(6 * 16 + 9.5) + 16);
  });
});
