import { GLDF_REFUSAL_WORDS, MESSAGES, retiredWordsIn } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { SCHEDULE_COLUMNS } from '../modules/schedule/schedule-model.js';
import { TENDER_ITEMS } from '../modules/sheets/sheet-model.js';
import { WORDS } from './words.js';

const bilingual = (w: unknown): w is { zh: string; en: string } => typeof w === 'object' && w !== null && 'zh' in w && 'en' in w;

describe('the documents’ words', () => {
  it('keep a per cent to its number: no line may break between "50" and "%"', () => {
    const texts = Object.values(WORDS).flatMap((w) => (bilingual(w) ? [String(w.zh), String(w.en)] : []));
    expect(texts.filter((t) => t.includes('%'))).not.toHaveLength(0);
    for (const t of texts) expect(t, t).not.toMatch(/\d[^\S\u00a0]+%/u);
  });

  it('use one word for one idea: no retired synonym (contracts DOMAIN_TERMS) in the documents’ words, the schedule’s and the sheet’s labels or the messages', () => {
    // the specification's own wording of a message is kept (docs/DOMAIN.md "Calls and their answers")
    const specWording = new Set(['wallDistanceMismatch.zh']);
    const named: Array<[string, unknown]> = [
      ...Object.entries(WORDS),
      ...SCHEDULE_COLUMNS.map((c): [string, unknown] => [`schedule.${c.key}`, c.label]),
      ...TENDER_ITEMS.map((c): [string, unknown] => [`tender.${c.key}`, c.label]),
      ...Object.entries(MESSAGES).map(([k, m]): [string, unknown] => [`messages.${k}`, m]),
      ...Object.entries(GLDF_REFUSAL_WORDS).map(([k, m]): [string, unknown] => [`gldfRefusal.${k}`, m]),
    ];
    const found = named.flatMap(([key, w]) =>
      bilingual(w) ? (['zh', 'en'] as const).filter((lang) => !specWording.has(`${key.replace(/^messages\./, '')}.${lang}`)).flatMap((lang) => retiredWordsIn(w[lang], lang).map((word) => `${key}.${lang}: "${w[lang]}" (${word})`)) : [],
    );
    expect(found).toEqual([]);
  });
});
