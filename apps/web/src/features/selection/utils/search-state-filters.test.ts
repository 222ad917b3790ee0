import { selectionRequest } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, normalSearch, parseSelectionSearch, serialiseSelectionSearch, toSelectionRequest, type SelectionSearch } from './search-state';

const parse = (qs: string) => parseSelectionSearch(new URLSearchParams(qs));

describe('colour and "only these fixtures" in the address (issue 18, point 6)', () => {
  it('round-trips colorFlag and lampIdsStr, and leaves them out when unset', () => {
    const state: SelectionSearch = { ...EMPTY_SEARCH, projectId: 4, contestTypeId: 102, colorFlag: 2, lampIds: [31, 7] };
    const qs = serialiseSelectionSearch(state);
    expect(qs.get('colorFlag')).toBe('2');
    expect(qs.get('lampIdsStr')).toBe('31,7');
    expect(parse(qs.toString())).toEqual(state);
    const plain = serialiseSelectionSearch({ ...EMPTY_SEARCH, projectId: 4 });
    expect(plain.has('colorFlag')).toBe(false);
    expect(plain.has('lampIdsStr')).toBe(false);
    expect(parse('id=4')).not.toHaveProperty('lampIds');
  });

  it('a link from a sheet or a compare list opens on those fixtures only', () => {
    const s = parse('id=4&contestTypeId=101&lampIdsStr=12,%2013,12,x,-4&colorFlag=1');
    expect(s.lampIds).toEqual([12, 13]);
    expect(s.colorFlag).toBe(1);
    const req = toSelectionRequest(s);
    expect(req).toMatchObject({ lampIdsStr: '12,13', colorFlag: 1, contestTypeId: 101 });
    expect(selectionRequest.safeParse(req).success).toBe(true);
  });

  it('ignores a colour other than 1 or 2, and a normal search keeps both filters', () => {
    expect(parse('id=4&colorFlag=3').colorFlag).toBeUndefined();
    expect(parse('id=4&colorFlag=').colorFlag).toBeUndefined();
    const kept = normalSearch({ ...EMPTY_SEARCH, colorFlag: 2, lampIds: [5], weighted: true, weights: { price: '10' } });
    expect(kept).toMatchObject({ colorFlag: 2, lampIds: [5], weighted: false });
    expect(toSelectionRequest({ ...EMPTY_SEARCH, lampIds: [] })).not.toHaveProperty('lampIdsStr');
  });
});
