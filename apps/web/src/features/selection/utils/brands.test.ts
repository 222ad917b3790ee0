import { describe, expect, it } from 'vitest';
import { applyChosenIds, chosenBrands, filterBrands, toggleBrand, unchooseBrands } from './brands';

const list = [
  { id: 1, brandName: 'Lumenpulse', delFlag: '0' as const },
  { id: 2, brandName: 'LED Linear', delFlag: '0' as const },
  { id: 3, brandName: '大峡谷照明', delFlag: '0' as const },
  { id: 4, brandName: 'iGuzzini', delFlag: '0' as const },
];

describe('brand search', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(filterBrands(list, 'LUMEN').map((b) => b.id)).toEqual([1]);
    expect(filterBrands(list, 'li').map((b) => b.id)).toEqual([2]);
    expect(filterBrands(list, 'gu').map((b) => b.id)).toEqual([4]);
    expect(filterBrands(list, '峡谷').map((b) => b.id)).toEqual([3]);
    expect(filterBrands(list, 'zzz')).toEqual([]);
  });

  it('restores the full list for an empty search', () => {
    expect(filterBrands(list, '')).toEqual(list);
    expect(filterBrands(list, '   ')).toEqual(list);
  });
});

describe('brand choice', () => {
  it('toggles delFlag between 0 and 1 and rebuilds the chosen list', () => {
    const once = toggleBrand(list, 2);
    expect(chosenBrands(once).map((b) => b.id)).toEqual([2]);
    const twice = toggleBrand(toggleBrand(once, 4), 2);
    expect(chosenBrands(twice).map((b) => b.id)).toEqual([4]);
    expect(list.every((b) => b.delFlag === '0')).toBe(true); // no mutation
  });

  it('removing a chip or clearing all sets delFlag back to 0', () => {
    const chosen = applyChosenIds(list, [1, 3, 4]);
    expect(chosenBrands(unchooseBrands(chosen, 3)).map((b) => b.id)).toEqual([1, 4]);
    expect(chosenBrands(unchooseBrands(chosen))).toEqual([]);
  });
});
