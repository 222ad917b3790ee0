import { describe, expect, it } from 'vitest';
import { GLDF_REFUSALS, PHOTOMETRY_REFUSALS } from './domain/refusals.js';
import { GLDF_REFUSAL_WORDS, gldfRefusalText, message, PHOTOMETRY_REFUSAL_WORDS, photometryRefusalWords } from './messages.js';

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** GLDF's own names a sentence may carry in either language: elements, formats, the file. */
const NAMES = /product\.xml|<\w+>|\b(GLDF|XML|zip|DOCTYPE|IES|EULUMDAT|LM-63|TM-33|MB|id|url|localFileName|[A-Z][a-z]+([A-Z]\w*)?(\/[A-Z]\w*)?)\b/g;

describe('GLDF refusals (issue 25)', () => {
  it('word every code in both languages with the same values, Chinese without an English word', () => {
    expect(Object.keys(GLDF_REFUSAL_WORDS).sort()).toEqual([...GLDF_REFUSALS].sort());
    for (const reason of GLDF_REFUSALS) {
      const w = GLDF_REFUSAL_WORDS[reason];
      expect(placeholders(w.zh), reason).toEqual(placeholders(w.en));
      const zhWords = w.zh.replace(/\{\{\w+\}\}/g, ' ').replace(NAMES, ' ');
      expect(zhWords, `${reason}: ${w.zh}`).not.toMatch(/[A-Za-z]{2,}/);
      expect(w.en, reason).not.toMatch(/[\u3000-\u9fff\uff00-\uffef]/);
    }
  });

  it('put the values in after the kind, with each language its colon', () => {
    const params = { where: 'Variant "v1"', url: 'https://example.org/a.ldt' };
    expect(gldfRefusalText('photometryUrl', params, 'en')).toBe(
      'The photometry is given only as an internet address, which Lampsheet does not fetch: put the photometric file into the container: Variant "v1": https://example.org/a.ldt',
    );
    expect(gldfRefusalText('photometryUrl', params, 'zh')).toBe('配光文件只给出了网址，系统不会从网上下载：请把配光文件放入容器：Variant "v1"：https://example.org/a.ldt');
    expect(gldfRefusalText('tooManyEntries', { max: 2000 }, 'zh')).toBe('GLDF 容器解压后过大（疑似压缩炸弹），未导入：条目多于 2000 个');
  });

  it("say why a container's photometric file does not parse, in the words the photometric check uses", () => {
    expect(Object.keys(PHOTOMETRY_REFUSAL_WORDS).sort()).toEqual([...PHOTOMETRY_REFUSALS].sort());
    expect(photometryRefusalWords('zh').notANumber).toBe('此处应为数值');
    const params = { file: 'ldc/a.ldt', line: 12, photometryReason: 'notANumber' };
    expect(gldfRefusalText('photometryUnreadable', params, 'en')).toBe(`${message('gldfPhotometryUnreadable', 'en')}: ldc/a.ldt, line 12: a number is due here`);
    expect(gldfRefusalText('photometryUnreadable', params, 'zh')).toBe(`${message('gldfPhotometryUnreadable', 'zh')}：ldc/a.ldt 第 12 行，此处应为数值`);
    // a reason the parser did not name leaves the line alone
    expect(gldfRefusalText('photometryUnreadable', { ...params, photometryReason: null }, 'en')).toBe(`${message('gldfPhotometryUnreadable', 'en')}: ldc/a.ldt, line 12`);
  });
});
