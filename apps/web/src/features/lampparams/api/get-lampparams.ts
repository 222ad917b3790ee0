import type { LampparamListRow, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Rows per page of the list. */
export const LIST_ROWS = 20;

/** `GET /api/lampparams/list?projectId&page&rows`: the project's lamp parameters, newest first. */
export const getLampparams = (projectId: number, page: number) =>
  api.get<Page<LampparamListRow>>('/lampparams/list', { projectId, page, rows: LIST_ROWS });

export const getLampparamsQueryOptions = (projectId: number, page: number) =>
  queryOptions({ queryKey: ['lampparams', 'list', projectId, page], queryFn: () => getLampparams(projectId, page) });

export const useLampparams = (projectId: number, page: number) =>
  useQuery({ ...getLampparamsQueryOptions(projectId, page), placeholderData: keepPreviousData });
