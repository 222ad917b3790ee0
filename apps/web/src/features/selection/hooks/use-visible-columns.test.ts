import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { columns } from '../testing/fixtures';
import { arrangeColumns, defaultVisibleColumns } from '../utils/columns';
import { columnsSettingKey, columnsStorageKey, useVisibleColumns } from './use-visible-columns';

const defs = arrangeColumns(columns);
const defaults = defaultVisibleColumns(defs);

describe('useVisibleColumns', () => {
  // The server has nothing stored unless a test says otherwise.
  beforeEach(() => {
    vi.spyOn(api, 'get').mockResolvedValue({ key: 'x', value: null });
    vi.spyOn(api, 'put').mockResolvedValue({ key: 'x', value: '' });
  });
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('takes the choice kept on the server (another browser) and saves each change there', async () => {
    vi.mocked(api.get).mockResolvedValue({ key: columnsSettingKey(102), value: JSON.stringify(['brandName', 'evenness']) });
    const hook = renderHook(() => useVisibleColumns(7, 102, defs));
    await waitFor(() => expect(hook.result.current[0]).toEqual(['brandName', 'evenness']));
    expect(api.get).toHaveBeenCalledWith('/users/settings/columns.102', undefined, { silent: true });
    expect(JSON.parse(window.localStorage.getItem(columnsStorageKey(7, 102))!)).toEqual(['brandName', 'evenness']);
    act(() => hook.result.current[1](['power']));
    expect(api.put).toHaveBeenCalledWith('/users/settings/columns.102', { value: '["power"]' }, { silent: true });
  });

  it('keeps the cached choice when the server cannot be reached', async () => {
    window.localStorage.setItem(columnsStorageKey(7, 102), JSON.stringify(['power']));
    vi.mocked(api.get).mockRejectedValue(new Error('offline'));
    const hook = renderHook(() => useVisibleColumns(7, 102, defs));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(hook.result.current[0]).toEqual(['power']);
  });

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
