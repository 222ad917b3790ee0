import type { AngleRule, DictEntry } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /api/dictTypeAllList?indexPinyin=`: an option list. A failed load leaves the list empty
 * (specification point 7), so it is silent and answers [].
 */
export const getDictionary = (indexPinyin: string) =>
  api.get<DictEntry[]>('/dictTypeAllList', { indexPinyin }, { silent: true }).catch(() => [] as DictEntry[]);

export const getDictionaryQueryOptions = (indexPinyin: string) =>
  queryOptions({ queryKey: ['dictionary', indexPinyin], queryFn: () => getDictionary(indexPinyin), staleTime: Infinity });

export const useDictionary = (indexPinyin: string) => useQuery(getDictionaryQueryOptions(indexPinyin));

/** `POST /api/lampparams/AnglemapList`: beam-angle codes. */
export const getAngleRules = () => api.post<AngleRule[]>('/lampparams/AnglemapList', {});

export const getAngleRulesQueryOptions = () =>
  queryOptions({ queryKey: ['angle-rules'], queryFn: getAngleRules, staleTime: Infinity });

export const useAngleRules = () => useQuery(getAngleRulesQueryOptions());
