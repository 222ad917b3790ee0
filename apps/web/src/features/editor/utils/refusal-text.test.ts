import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { changeLanguage } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { refusalText } from './refusal-text';

/**
 * A refused photometric file in the user's language (issue 23's walk: the zh dialog showed the
 * parser's English under 光度文件): the server's reason, line and what stood there, in the
 * catalogue's words and its one word for the file (配光文件).
 */
describe('refusalText', () => {
  const refused = new ApiError('VALIDATION_FAILED', 400, 'The photometric file is refused and was not stored: x.ies, line 12: expected …', 'file', {
    file: 'x.ies',
    reason: 'notANumber',
    line: 12,
    found: '1e999',
  });

  it('words the reason in each language', async () => {
    await changeLanguage('zh-CN');
    expect(refusalText(refused, i18next.t)).toBe('配光文件 x.ies 不能接受，未保存：第 12 行，此处应为数值（实际为 1e999）');
    await changeLanguage('en');
    expect(refusalText(refused, i18next.t)).toBe('The photometric file x.ies is refused and was not stored: line 12, a number is due here (found 1e999)');
  });

  it('keeps the message of a failure without a named reason', async () => {
    await changeLanguage('en');
    expect(refusalText(new ApiError('UNSUPPORTED_MEDIA_TYPE', 415, 'x.txt: only .ies and .ldt photometric files can be read', 'file'), i18next.t)).toBe('x.txt: only .ies and .ldt photometric files can be read');
    expect(refusalText(new ApiError('VALIDATION_FAILED', 400, 'refused', 'file', { reason: 'somethingNew', line: 1 }), i18next.t)).toBe('refused');
  });
});
