import { CONTEST_TYPES, QUANTITY_LABELS } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { columnDefsFor, templateIndicesFor } from './columns.js';
import { POINT_WEIGHT_PRESETS, WEIGHT_PRESETS } from './reference.js';

/**
 * The demo catalogue names each quantity by the domain's one term (docs/DOMAIN.md, the web's
 * terms.test.ts): the uniformity U0, never "Evenness".
 */
describe('the demo catalogue uses the domain terms', () => {
  const texts = [
    ...CONTEST_TYPES.flatMap((t) => [...columnDefsFor(t), ...templateIndicesFor(t)].map((c) => ({ key: c.indexKey, en: c.indexNameEn }))),
    ...[...WEIGHT_PRESETS, ...POINT_WEIGHT_PRESETS].map((p) => ({ key: p.weightCode, en: p.weightNameEn })),
  ];

  it('the U0 columns and targets say "Uniformity U0"', () => {
    const u0 = texts.filter((t) => t.key === 'evenness');
    expect(u0.length).toBeGreaterThan(0);
    for (const t of u0) expect(t.en).toMatch(/^Uniformity U0/);
  });

  it('no English text says "Evenness"', () => {
    for (const t of texts) expect(t.en, t.key).not.toMatch(/evenness/i);
  });
});

describe('the demo catalogue reads the quantities from the one table (contracts QUANTITY_LABELS)', () => {
  it('each measured column is named as the table names its quantity', () => {
    const columns = CONTEST_TYPES.flatMap((t) => columnDefsFor(t));
    for (const key of ['lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight'] as const) {
      const named = columns.filter((c) => c.indexKey === key);
      expect(named.length, key).toBeGreaterThan(0);
      for (const c of named) expect([c.indexName, c.indexNameEn], key).toEqual([QUANTITY_LABELS[key].name.zh, QUANTITY_LABELS[key].name.en]);
    }
  });
});
