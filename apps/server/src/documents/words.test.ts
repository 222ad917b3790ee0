import { describe, expect, it } from 'vitest';
import { WORDS } from './words.js';

describe('the documents’ words', () => {
  it('keep a per cent to its number: no line may break between "50" and "%"', () => {
    const texts = Object.values(WORDS).flatMap((w) => (typeof w === 'object' && w !== null && 'zh' in w && 'en' in w ? [String(w.zh), String(w.en)] : []));
    expect(texts.filter((t) => t.includes('%'))).not.toHaveLength(0);
    for (const t of texts) expect(t, t).not.toMatch(/\d[^\S\u00a0]+%/u);
  });
});
