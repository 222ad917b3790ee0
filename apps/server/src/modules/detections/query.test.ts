import { SORTABLE_KEYS } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { DETECTION_COLUMNS, emptyLampColumns, filterRows, LAMP_COLUMNS, SORT_SOURCES, sortAll, sortKey, topK, weightedScores, type LampColumns, type RowBlock } from './query.js';
import type { DetectionFilters } from './repository.js';

/** Rows of a type, hand-written: id, lamp, data type, project, face, power, lightnessAve, evenness. */
const ROWS: Array<[number, number, 1 | 2 | 4, number, 'A' | 'B', number, number, number]> = [
  [10, 1, 1, 0, 'A', 20, 100, 0.5],
  [11, 1, 1, 0, 'B', 20, 80, 0.4],
  [12, 2, 4, 0, 'A', 40, 300, NaN],
  [13, 3, 2, 7, 'A', 10, 200, 0.2],
  [14, 2, 2, 8, 'A', 30, 300, 0.3],
  [15, 3, 1, 0, 'A', NaN, 50, 0.1],
];
/** Lamps by id: price, brand rank, audited. */
const LAMPS: Record<number, [number, number, 0 | 1]> = { 1: [1000, 2, 1], 2: [3000, 0, 1], 3: [NaN, 1, 0] };

function block(): RowBlock {
  const n = ROWS.length;
  const b: RowBlock = {
    n,
    id: Int32Array.from(ROWS, (r) => r[0]),
    contestId: new Int32Array(n).fill(5),
    lampId: Int32Array.from(ROWS, (r) => r[1]),
    brandId: Int32Array.from(ROWS, (r) => r[1] * 100),
    projectId: Int32Array.from(ROWS, (r) => r[3]),
    dataType: Uint8Array.from(ROWS, (r) => r[2]),
    faceB: Uint8Array.from(ROWS, (r) => (r[4] === 'B' ? 1 : 0)),
    rgbwa: new Uint16Array(n),
    rgbwaCodes: new Map([['全亮', 0]]),
    cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, new Float64Array(n).fill(NaN)])) as RowBlock['cols'],
  };
  ROWS.forEach((r, i) => {
    b.cols.power[i] = r[5];
    b.cols.lightnessAve[i] = r[6];
    b.cols.evenness[i] = r[7];
  });
  return b;
}

function lamps(): LampColumns {
  const t = emptyLampColumns(4);
  for (const [id, [price, rank, audited]] of Object.entries(LAMPS)) {
    t.cols.authorizedPrice[Number(id)] = price;
    t.brandRank[Number(id)] = rank;
    t.audited[Number(id)] = audited;
  }
  return t;
}

const ids = (b: RowBlock, positions: ArrayLike<number>) => Array.from(positions, (p) => b.id[p]);

describe('the search core over typed arrays', () => {
  const b = block();
  const l = lamps();

  it('keeps A rows of the wanted data types, project rows only of the named project', () => {
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '4'] }))).toEqual([10, 12, 15]);
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '2', '4'], projectId: 7 }))).toEqual([10, 12, 13, 15]);
    expect(ids(b, filterRows(b, l, { dataTypes: ['2'] }))).toEqual([]);
  });

  it('applies ranges as SQL does: bounds inclusive, NULL failing every bound; the lamp price through the lamp', () => {
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '4'], powerMin: 20, powerMax: 40 }))).toEqual([10, 12]);
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '2', '4'], projectId: 8, priceMax: 2000 }))).toEqual([10]);
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '4'], evennessMin: 0.1 }))).toEqual([10, 15]);
    expect(ids(b, filterRows(b, l, { dataTypes: ['1', '4'], audited: true }))).toEqual([10, 12]);
  });

  it('scores each criterion min–max scaled over the candidates, lower better for power, a missing value 0', () => {
    const matched = filterRows(b, l, { dataTypes: ['1', '4'] }); // 10 (20 W, 100), 12 (40 W, 300), 15 (no power, 50)
    const score = weightedScores(b, l, matched, [
      { key: 'powerValue', weight: 40 },
      { key: 'lightnessAve', weight: 60 },
    ]);
    // power over {20, 40}: 20 → 1, 40 → 0, none → 0; lightnessAve over {50, 100, 300}: 0.2, 1, 0
    expect(Array.from(score)).toEqual([40 * 1 + 60 * (50 / 250), 40 * 0 + 60 * 1, 0 + 60 * 0]);
  });

  it('gives every candidate a full score on a criterion where all are equal', () => {
    const matched = filterRows(b, l, { dataTypes: ['2'], projectId: 8 }); // only 14
    expect(Array.from(weightedScores(b, l, matched, [{ key: 'evenness', weight: 30 }]))).toEqual([30]);
  });

  it('orders by a key with NULLs last and ties by id, and topK is the head of that order', () => {
    const matched = filterRows(b, l, { dataTypes: ['1', '2', '4'], projectId: 7 }); // 10, 12, 13, 15
    const price = sortKey(b, l, SORT_SOURCES.authorizedPrice, matched); // 1000, 3000, NaN, NaN
    expect(ids(b, Array.from(sortAll(matched, price, b.id, 1), (j) => matched[j]!))).toEqual([10, 12, 13, 15]);
    expect(ids(b, Array.from(sortAll(matched, price, b.id, -1), (j) => matched[j]!))).toEqual([12, 10, 13, 15]);
    const brand = sortKey(b, l, SORT_SOURCES.brandName, matched); // ranks 2, 0, 1, 1
    const all = Array.from(sortAll(matched, brand, b.id, 1));
    expect(ids(b, all.map((j) => matched[j]!))).toEqual([12, 13, 15, 10]);
    for (const k of [0, 1, 2, 3, 4, 9]) expect(topK(matched, brand, b.id, k, 1)).toEqual(all.slice(0, k));
  });

  it('holds as a column each figure the table sorts by, the one list of contracts', () => {
    expect(SORTABLE_KEYS).toEqual(['id', 'brandName', ...DETECTION_COLUMNS, ...LAMP_COLUMNS]);
    expect(SORT_SOURCES.lightnessAve).toEqual({ kind: 'detection', col: 'lightnessAve' });
    expect(SORT_SOURCES.lightIntensity10).toEqual({ kind: 'detection', col: 'lightIntensity10' });
    expect(SORT_SOURCES.authorizedPrice).toEqual({ kind: 'lamp', col: 'authorizedPrice' });
    expect(Object.keys(SORT_SOURCES).sort()).toEqual([...SORTABLE_KEYS].sort());
  });

  it('filters and keys in reused buffers: the same answers, a match list of its own', () => {
    const positions = new Int32Array(b.n).fill(-1);
    const keys = new Float64Array(b.n).fill(-1);
    const f: DetectionFilters = { dataTypes: ['1', '2', '4'], projectId: 7 };
    const matched = filterRows(b, l, f, positions);
    expect(matched).toEqual(filterRows(b, l, f));
    expect(matched.buffer).not.toBe(positions.buffer);
    const price = sortKey(b, l, SORT_SOURCES.authorizedPrice, matched, keys);
    expect(price.buffer).toBe(keys.buffer);
    expect(price).toEqual(sortKey(b, l, SORT_SOURCES.authorizedPrice, matched));
    // a later search writes over the buffers: the first match list stays
    filterRows(b, l, { dataTypes: ['1'] }, positions);
    expect(matched).toEqual(filterRows(b, l, f));
  });
});
