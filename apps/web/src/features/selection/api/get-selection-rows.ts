import type { DetectionRow, Page, SelectionRequest } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/**
 * The table's rows: `POST /api/contests/tyList`, or for a weighted search
 * `POST /api/contests/weightList/{contestFrontId}` (the contest type id), ranked with scores.
 */
export function getSelectionRows(request: SelectionRequest, weighted: boolean, signal?: AbortSignal): Promise<Page<DetectionRow>> {
  if (weighted && request.contestTypeId) {
    return api.post<Page<DetectionRow>>(`/contests/weightList/${request.contestTypeId}`, request, { signal });
  }
  return api.post<Page<DetectionRow>>('/contests/tyList', request, { signal });
}

export const getSelectionRowsQueryOptions = (request: SelectionRequest, weighted: boolean, lang: Language) =>
  queryOptions({
    queryKey: ['selection-rows', weighted ? 'weighted' : 'plain', request, lang],
    queryFn: ({ signal }) => getSelectionRows(request, weighted, signal),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useSelectionRows = (request: SelectionRequest, weighted: boolean, enabled: boolean) =>
  useQuery({ ...getSelectionRowsQueryOptions(request, weighted, useAnswerLanguage()), enabled });
