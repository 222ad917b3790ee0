import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { columns } from '../testing/fixtures';
import { arrangeColumns, defaultVisibleColumns } from '../utils/columns';
import { columnsStorageKey, useVisibleColumns } from './use-visible-columns';

const defs = arrangeColumns(columns);
const defaults = defaultVisibleColumns(defs);

describe('useVisibleColumns', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers the choice per user and type; another user starts from the defaults', () => {
    const first = renderHook(() => useVisibleColumns(1, 102, defs));
    expect(first.result.current[0]).toEqual(defaults);
    act(() => first.result.current[1](['brandName', 'power']));
    expect(JSON.parse(window.localStorage.getItem(columnsStorageKey(1, 102))!)).toEqual(['brandName', 'power']);
    first.unmount();

    // a new visit (reload) of the same user
    expect(renderHook(() => useVisibleColumns(1, 102, defs)).result.current[0]).toEqual(['brandName', 'power']);
    // a colleague on the same browser, and the same user on another type
    expect(renderHook(() => useVisibleColumns(2, 102, defs)).result.current[0]).toEqual(defaults);
    expect(renderHook(() => useVisibleColumns(1, 103, defs)).result.current[0]).toEqual(defaults);
  });

  it('stores nothing until the user is known, then reads that user\'s choice', () => {
    window.localStorage.setItem(columnsStorageKey(1, 102), JSON.stringify(['power']));
    const hook = renderHook(({ user }: { user: number | undefined }) => useVisibleColumns(user, 102, defs), { initialProps: { user: undefined as number | undefined } });
    expect(hook.result.current[0]).toEqual(defaults);
    act(() => hook.result.current[1](['lumSize']));
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('lampsheet.columns.'))).toEqual([columnsStorageKey(1, 102)]);
    hook.rerender({ user: 1 });
    expect(hook.result.current[0]).toEqual(['power']);
  });
});
