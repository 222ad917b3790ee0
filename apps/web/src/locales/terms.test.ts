import { QUANTITY_LABELS, retiredWordsIn } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { loginEn } from './login-en';
import { loginZhCN } from './login-zh-CN';
import { zhCN } from './zh-CN';

/**
 * Issue 26, point 4: one word per idea in each language. Every text of the two catalogues that
 * names one of the domain's quantities (found by its key) uses that quantity's one term, and no
 * text uses a synonym the catalogues once mixed in (docs/DOMAIN.md: evenness is the uniformity U0,
 * anbanHeight the dark band, 暗斑).
 */
const QUANTITIES = [
  // a column too narrow for the word says U0 alone, in both languages; a word is always 均匀度
  { key: /evenness|u0/i, en: 'U0', zh: 'U0' },
  { key: /anban|darkBand/i, en: /dark band/i, zh: '暗斑' },
  { key: /^(lavg|lightnessAve)$/, en: /Lavg|Average luminance/, zh: '平均亮度' },
] as const;
// luminance is never "brightness" (the maximum luminance's tabs once said "Max brightness")
const SYNONYMS = { en: [/evenness/i, /\bL (avg|min|max)\b/, /brightness/i], zh: [/暗区/, /均匀度(?! ?U0)/, /反射率/] };

function flatten(table: object, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v as object, `${prefix}${k}.`)));
}

describe('the domain quantities have one term per language', () => {
  const tables = { en: flatten(en), zh: flatten(zhCN) };
  for (const q of QUANTITIES) {
    it(`${String(q.key)}: "${String(q.en)}" and "${q.zh}"`, () => {
      const named = (lang: 'en' | 'zh') => tables[lang].filter(([path]) => q.key.test(path.split('.').at(-1)!));
      expect(named('en').length).toBeGreaterThan(0);
      // the two catalogues name the quantity under the same keys
      expect(named('zh').map(([p]) => p)).toEqual(named('en').map(([p]) => p));
      for (const [path, text] of named('en')) expect(text, path).toMatch(q.en);
      for (const [path, text] of named('zh')) expect(text, path).toContain(q.zh);
    });
  }
  it('no synonym of a term anywhere', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const [path, text] of tables[lang]) for (const word of SYNONYMS[lang]) expect(text, `${lang} ${path}`).not.toMatch(word);
    }
  });
});

describe('the catalogues read the quantities from the one table (contracts QUANTITY_LABELS)', () => {
  it('the photometric check, Rank and Compare name each quantity as the table does', () => {
    const q = QUANTITY_LABELS;
    expect([en.check.lightnessAve, en.rank.lavg, en.compare.lmax, en.rank.bandShort]).toEqual([`${q.lightnessAve.short.en} (cd/m²)`, q.lightnessAve.short.en, `${q.lightnessMax.short.en} (cd/m²)`, q.anbanHeight.short.en]);
    expect([zhCN.check.evenness, zhCN.compare.lmin, zhCN.rank.darkBand]).toEqual([q.evenness.name.zh, `${q.lightness.name.zh}（cd/m²）`, `${q.anbanHeight.name.zh}（m）`]);
  });
});

describe('one word for one idea: no retired synonym comes back (contracts DOMAIN_TERMS)', () => {
  it('setback, surface, typical surface, the lamp\'s depth and the lamp parameter read alike in every text', () => {
    const found = (['en', 'zh'] as const).flatMap((lang) =>
      (lang === 'en' ? [...flatten(en), ...flatten(loginEn)] : [...flatten(zhCN), ...flatten(loginZhCN)]).flatMap(([path, text]) => retiredWordsIn(text, lang).map((word) => `${lang} ${path}: "${text}" (${word})`)),
    );
    expect(found).toEqual([]);
  });
  it('the scan finds what it is meant to find', () => {
    expect(retiredWordsIn('D wall distance, max (m)', 'en')).toHaveLength(1);
    expect(retiredWordsIn('0.6 m from the face', 'en')).toHaveLength(1);
    expect(retiredWordsIn('Make fixture parameters', 'en')).toHaveLength(1);
    expect(retiredWordsIn('Size (L × W × H, mm)', 'en')).toHaveLength(1);
    // the lamp's depth is lettered T: D is the setback's (one sheet printed both as D)
    expect(retiredWordsIn('Size (L × W × D, mm)', 'en')).toHaveLength(1);
    expect(retiredWordsIn('Lamp depth D (mm)', 'en')).toHaveLength(1);
    expect(retiredWordsIn('灯具深度 D（mm）', 'zh')).toHaveLength(1);
    expect(['按本立面排名', '在所勾选行的典型立面上计算', '最大距墙距离', '离面 0.6 m', '尺寸（长 × 宽 × 高，mm）'].every((t) => retiredWordsIn(t, 'zh').length > 0)).toBe(true);
    expect([...['D setback, max (m)', 'setback 0.6 m', 'Make lamp parameters', 'Size (L × W × T, mm)', 'Lamp depth T (mm)'].flatMap((t) => retiredWordsIn(t, 'en')), ...['按本应用面排名', '离面距离 0.6 m', '在典型面上实测', '灯具深度 T（mm）', 'D 离面距离（最大）'].flatMap((t) => retiredWordsIn(t, 'zh'))]).toEqual([]);
  });
});
