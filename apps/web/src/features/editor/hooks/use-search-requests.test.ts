import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyForm, type EditorForm } from '../utils/editor-form';
import { RANK_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS, useSearchRequests } from './use-search-requests';

const wall = (contestH: string): EditorForm => ({ ...emptyForm(1), contestType: 102, contestH, contestW: '12' });

describe('useSearchRequests: the ranking settling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the ranking is settling from a change until its request follows it, RANK_DEBOUNCE_MS later', () => {
    const query = new URLSearchParams();
    const hook = renderHook(({ form }) => useSearchRequests({ form, query, generic: false }), { initialProps: { form: wall('14') } });
    expect(hook.result.current.rankSettling).toBe(false);
    hook.rerender({ form: wall('56') });
    expect(hook.result.current.rankSettling).toBe(true);
    expect(hook.result.current.rankRequest?.dimensions).toMatchObject({ H: 14 });
    act(() => vi.advanceTimersByTime(RANK_DEBOUNCE_MS));
    expect(hook.result.current.rankSettling).toBe(false);
    expect(hook.result.current.rankRequest?.dimensions).toMatchObject({ H: 56 });
  });

  it('never settles a ranking the generic form does not ask for', () => {
    const query = new URLSearchParams();
    const hook = renderHook(({ form }) => useSearchRequests({ form, query, generic: true }), { initialProps: { form: wall('14') } });
    hook.rerender({ form: wall('56') });
    expect(hook.result.current.rankSettling).toBe(false);
    expect(hook.result.current.rankRequest).toBeUndefined();
  });
});

describe('useSearchRequests: a record still loading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing while the record opened by id has not reached the form, and settles once it has, SEARCH_DEBOUNCE_MS later', () => {
    const query = new URLSearchParams();
    const hook = renderHook(({ form, loading }) => useSearchRequests({ form, query, generic: false, loading }), {
      initialProps: { form: { ...emptyForm(1), contestType: 102 } as EditorForm, loading: true },
    });
    expect(hook.result.current.request).toBeUndefined();
    expect(hook.result.current.rankRequest).toBeUndefined();
    expect(hook.result.current.settling).toBe(true);
    expect(hook.result.current.rankSettling).toBe(true);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    // still loading: an empty form's search would list the type's lamps, not the record's
    expect(hook.result.current.request).toBeUndefined();
    hook.rerender({ form: wall('9'), loading: false });
    expect(hook.result.current.settling).toBe(true);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(hook.result.current.settling).toBe(false);
    expect(hook.result.current.request).toMatchObject({ contestTypeId: 102 });
  });
});
