import { HALF_WIDTH_BESIDE_HAN } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { loginZhCN } from './login-zh-CN';
import { zhCN } from './zh-CN';

/** Every text of a catalogue with its key path. */
function flatten(table: object, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v as object, `${prefix}${k}.`)));
}

describe('the Chinese catalogue writes full-width punctuation beside Chinese text', () => {
  it('no half-width ",:;()" beside a Chinese character (a unit in brackets reads 功率（W）)', () => {
    const offending = [...flatten(zhCN), ...flatten(loginZhCN)].filter(([, text]) => HALF_WIDTH_BESIDE_HAN.test(text)).map(([path, text]) => `${path}: ${text}`);
    expect(offending).toEqual([]);
  });
  it('the rule finds what it is meant to find', () => {
    expect(['功率 (W)', '列:品牌', '品牌,型号', '(W) 功率'].every((s) => HALF_WIDTH_BESIDE_HAN.test(s))).toBe(true);
    expect(['功率（W）', '列：品牌', 'C0–C180', 'Lavg (cd/m²)', '0.3 m'].some((s) => HALF_WIDTH_BESIDE_HAN.test(s))).toBe(false);
  });
});
