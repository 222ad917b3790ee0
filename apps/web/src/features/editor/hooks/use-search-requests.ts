/**
 * What the panels beside the form ask: the lamp library's request (the form settled for
 * `SEARCH_DEBOUNCE_MS`, with the panel's filters and page) and "Rank on this surface"'s (the form
 * settled for `RANK_DEBOUNCE_MS`, with the tab's filters; none on the generic form).
 */
import { useMemo, useState } from 'react';
import { EMPTY_FILTERS, libraryRequest, lampIdsOf, type LibraryFilters } from '../utils/library-request';
import { EMPTY_RANK_FILTERS, rankRequestOf, type RankFilters } from '../utils/rank-request';
import { type EditorForm } from '../utils/editor-form';
import { useDebouncedValue } from './use-debounced-value';

/** Quiet time after typing before the lamp library search re-runs (specification point 9). */
export const SEARCH_DEBOUNCE_MS = 1500;
/** Quiet time before "Rank on this surface" computes again: with the ranking itself, within a second of the last change. */
export const RANK_DEBOUNCE_MS = 500;

/**
 * `loading`: the record opened by id has not reached the form yet. Nothing is asked meanwhile (an
 * empty form's search would list lamps of the type, not the record's), and both count as settling.
 */
export function useSearchRequests({ form, query, generic, loading = false }: { form: EditorForm; query: URLSearchParams; generic: boolean; loading?: boolean }) {
  // `lampIdsStr` in the address (a compare list, a link from a sheet): only those fixtures.
  const [filters, setFilters] = useState<LibraryFilters>(() => ({ ...EMPTY_FILTERS, lampIds: lampIdsOf(query.get('lampIdsStr')) }));
  const [rankFilters, setRankFilters] = useState<RankFilters>(EMPTY_RANK_FILTERS);
  const [page, setPage] = useState(1);

  // The library follows the form; typing settles for 1500 ms before the search runs again.
  const settledForm = useDebouncedValue(form, SEARCH_DEBOUNCE_MS);
  const request = useMemo(
    () => (loading ? undefined : libraryRequest({ ...settledForm, contestType: form.contestType }, filters, page)),
    [loading, settledForm, form.contestType, filters, page],
  );

  // The ranking follows the form sooner than the library: it runs only while its tab is open.
  const rankForm = useDebouncedValue(form, RANK_DEBOUNCE_MS);
  const rankRequest = useMemo(() => (generic || loading ? undefined : rankRequestOf(rankForm, rankFilters)), [generic, loading, rankForm, rankFilters]);

  /** A new surface: the library starts again without filters, on its first page. */
  const resetLibrary = () => {
    setFilters(EMPTY_FILTERS);
    setPage(1);
  };

  // The form changed and the library (or the ranking) has not been asked yet: its last answer is not the form's.
  const settling = loading || settledForm !== form;
  const rankSettling = !generic && (loading || rankForm !== form);

  return { filters, setFilters, page, setPage, settledForm, settling, request, rankFilters, setRankFilters, rankForm, rankRequest, rankSettling, resetLibrary };
}
