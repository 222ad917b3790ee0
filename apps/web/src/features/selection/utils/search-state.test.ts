import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  normalSearch,
  parseSelectionSearch,
  serialiseSelectionSearch,
  toSelectionRequest,
  weightedSearch,
  type SelectionSearch,
} from './search-state';

const parse = (qs: string) => parseSelectionSearch(new URLSearchParams(qs));

describe('selection state in the address', () => {
  it('defaults: all three data types, page 1, no weights', () => {
    expect(parse('id=4')).toEqual({ ...EMPTY_SEARCH, projectId: 4 });
    expect(parse('id=4').dataTypes).toEqual(['1', '2', '4']);
  });

  it('round-trips a full state', () => {
    const state: SelectionSearch = {
      projectId: 4,
      contestTypeId: 102,
      dataTypes: ['1', '4'],
      brandIds: [3, 7],
      lampShape: [2],
      ranges: { priceMin: '10.00', voltage: 'DC24V', lightnessAveMin: '5' },
      targets: { brightnessAvgMin: '10', evenness: '0.3' },
      sort: 'power',
      order: 'desc',
      page: 3,
      weighted: true,
      weightCode: 'W1',
      weights: { price: '50', evenness: '20' },
    };
    const qs = serialiseSelectionSearch(state).toString();
    expect(parse(qs)).toEqual(state);
  });

  it('round-trips the visible columns in their order, and tells no columns from an empty choice', () => {
    const state: SelectionSearch = { ...EMPTY_SEARCH, projectId: 4, contestTypeId: 102, page: 2, columns: ['power', 'lightnessAve', 'lightIntensity10'] };
    const qs = serialiseSelectionSearch(state);
    expect(qs.get('cols')).toBe('power,lightnessAve,lightIntensity10');
    expect(parse(qs.toString())).toEqual(state);
    // no `cols`: the stored choice applies; `cols=` : every optional column unticked
    expect(parse('id=4')).not.toHaveProperty('columns');
    expect(serialiseSelectionSearch({ ...EMPTY_SEARCH, projectId: 4 }).has('cols')).toBe(false);
    const none = { ...EMPTY_SEARCH, projectId: 4, columns: [] };
    expect(parse(serialiseSelectionSearch(none).toString())).toEqual(none);
  });

  it('keeps only well-formed column keys, once each', () => {
    expect(parse('cols=power,<script>,power,,lightnessAve,1x').columns).toEqual(['power', 'lightnessAve']);
  });

  it('ignores malformed values', () => {
    const s = parse('id=x&contestTypeId=-3&page=0&order=up&sort=power&brandIds=1,a,2&lampShape=3,1&dataTypeStr=9,2&w.bogus=3');
    expect(s.projectId).toBeUndefined();
    expect(s.contestTypeId).toBeUndefined();
    expect(s.page).toBe(1);
    expect(s.order).toBeUndefined();
    expect(s.brandIds).toEqual([1, 2]);
    expect(s.lampShape).toEqual([1]);
    expect(s.dataTypes).toEqual(['2']);
    expect(s.weights).toEqual({});
  });

  it('a normal search clears preset, weight code and weights and uses the page passed in', () => {
    const weighted = weightedSearch({ ...EMPTY_SEARCH, page: 4 }, 'W2', { price: '40' });
    expect(weighted).toMatchObject({ weighted: true, weightCode: 'W2', page: 1 });
    expect(normalSearch(weighted, 2)).toMatchObject({ weighted: false, weightCode: undefined, weights: {}, page: 2 });
  });
});

describe('toSelectionRequest', () => {
  it('builds the tyList body with comma-joined lists and numbers', () => {
    const req = toSelectionRequest({
      ...EMPTY_SEARCH,
      projectId: 4,
      contestTypeId: 102,
      brandIds: [3, 7],
      lampShape: [1, 2],
      ranges: { priceMin: '10.00', priceMax: 'abc', voltage: ' DC24V ', powerMax: '30' },
      sort: 'power',
      order: 'asc',
      page: 2,
    });
    expect(req).toEqual({
      contestTypeId: 102,
      projectId: 4,
      dataTypeStr: '1,2,4',
      rgbwa: '全亮',
      page: 2,
      brandIds: '3,7',
      lampShape: '1,2',
      priceMin: 10,
      voltage: 'DC24V',
      powerMax: 30,
      sort: 'power',
      order: 'asc',
    });
  });

  it('sends the tender filters: flux between, CRI at least, IP at least as a code', () => {
    const req = toSelectionRequest({ ...EMPTY_SEARCH, ranges: { fluxMin: '2000', fluxMax: 'lots', criMin: '90', ipMin: ' ip66 ' } }, []);
    expect(req).toMatchObject({ fluxMin: 2000, criMin: 90, ipMin: 'IP66' });
    expect(req).not.toHaveProperty('fluxMax');
  });

  it('turns targets into bounds by their comparison sign', () => {
    const req = toSelectionRequest({ ...EMPTY_SEARCH, targets: { brightnessAvgMin: '12', brightnessMax: '80', evenness: '0.3', foo: '1' } }, [
      { indexKey: 'brightnessAvgMin', indexPrefix: '≥' },
      { indexKey: 'brightnessMax', indexPrefix: '≤' },
      { indexKey: 'evenness', indexPrefix: '≥' },
      { indexKey: 'foo', indexPrefix: null },
    ]);
    expect(req).toMatchObject({ lightnessAveMin: 12, lightnessMaxMax: 80, evennessMin: 0.3 });
    expect(req).not.toHaveProperty('foo');
    expect(req).not.toHaveProperty('lightnessAveMax');
  });

  it('sends weights and weight code only for a weighted search', () => {
    const base = { ...EMPTY_SEARCH, weightCode: 'W1', weights: { price: '60', evenness: '40' } };
    expect(toSelectionRequest(base)).not.toHaveProperty('weightCode');
    expect(toSelectionRequest({ ...base, weighted: true })).toMatchObject({ weightCode: 'W1', price: 60, evenness: 40 });
  });
});
