import type { LampparamListRow, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/** Rows per page of the list. */
export const LIST_ROWS = 20;

/** `GET /api/lampparams/list?projectId&page&rows`: the project's lamp parameters, newest first. */
export const getLampparams = (projectId: number, page: number) =>
  api.get<Page<LampparamListRow>>('/lampparams/list', { projectId, page, rows: LIST_ROWS });

/** The list's words (types, colour states) come in the request's language: the key carries it. */
export const getLampparamsQueryOptions = (projectId: number, page: number, lang: Language) =>
  queryOptions({ queryKey: ['lampparams', 'list', projectId, page, lang], queryFn: () => getLampparams(projectId, page) });

export const useLampparams = (projectId: number, page: number) =>
  useQuery({ ...getLampparamsQueryOptions(projectId, page, useAnswerLanguage()), placeholderData: keepPreviousData });
