import { describe, expect, it } from 'vitest';
import { A4_LANDSCAPE_BODY_HEIGHT, fitToPage } from './print-fit';

const base = { available: 700, mapHeight: 360, mapRows: 1, minMapHeight: 150, tableHeight: 400, minZoom: 0.75 };

describe('fitToPage', () => {
  it('leaves a body that fits as it is', () => {
    expect(fitToPage({ ...base, height: 700 })).toEqual({ mapHeight: null, tableZoom: 1 });
  });

  it('takes the overflow from the maps first, each row of maps giving its share', () => {
    // 60 px over, one row: the maps 300 px high
    expect(fitToPage({ ...base, height: 760 })).toEqual({ mapHeight: 300, tableZoom: 1 });
    // 60 px over, two rows (a two-face type's six maps): each 30 px lower
    expect(fitToPage({ ...base, height: 760, mapRows: 2 })).toEqual({ mapHeight: 330, tableZoom: 1 });
  });

  it('zooms the table for what the maps cannot give, down to its least', () => {
    // 260 px over: the maps give 210 (360 → 150), the table the other 50 of its 400: zoom 0.875
    expect(fitToPage({ ...base, height: 960 })).toEqual({ mapHeight: 150, tableZoom: 0.875 });
    // far over: the least zoom, the rest to a second page
    expect(fitToPage({ ...base, height: 2000 })).toEqual({ mapHeight: 150, tableZoom: 0.75 });
  });

  it('without maps, only the table gives', () => {
    expect(fitToPage({ ...base, height: 740, mapRows: 0, mapHeight: 0 })).toEqual({ mapHeight: null, tableZoom: 0.9 });
  });

  it('an A4 landscape page inside 8 mm margins is 194 mm high: 733 px at 96 px per inch, kept a few px spare', () => {
    expect(A4_LANDSCAPE_BODY_HEIGHT).toBe(729);
  });
});
