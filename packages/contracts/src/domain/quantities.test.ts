import { describe, expect, it } from 'vitest';
import { QUANTITY_LABELS } from './quantities.js';

/**
 * The one table of the quantities' words holds the domain's one term per quantity (docs/DOMAIN.md:
 * the dark band is 暗斑 / "Dark band", uniformity is "Uniformity U0" / 均匀度 U0, luminance is never
 * "brightness"); every screen and document reads it.
 */
describe('the quantities are named once', () => {
  const words = Object.values(QUANTITY_LABELS).flatMap((q) => [q.name, q.short]);

  it('uniformity is U0 and the dark band 暗斑 in both forms', () => {
    expect(QUANTITY_LABELS.evenness.name).toEqual({ zh: '均匀度 U0', en: 'Uniformity U0' });
    expect(QUANTITY_LABELS.evenness.short.en).toBe('U0');
    for (const w of [QUANTITY_LABELS.anbanHeight.name, QUANTITY_LABELS.anbanHeight.short]) {
      expect(w.zh).toContain('暗斑');
      expect(w.en).toMatch(/dark.band/i);
    }
  });

  it('the short English forms are the symbols Lavg, Lmin, Lmax', () => {
    expect([QUANTITY_LABELS.lightnessAve.short.en, QUANTITY_LABELS.lightness.short.en, QUANTITY_LABELS.lightnessMax.short.en]).toEqual(['Lavg', 'Lmin', 'Lmax']);
  });

  it('no synonym of a term', () => {
    for (const w of words) {
      expect(w.en).not.toMatch(/evenness|brightness|\bL (avg|min|max)\b/i);
      expect(w.zh).not.toMatch(/暗区|反射率|均匀度(?! ?U0)/);
    }
  });
});
