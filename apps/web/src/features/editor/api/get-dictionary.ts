import type { DictEntry } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `GET /api/dictTypeAllList?indexPinyin=`: an option list (colour types, lamp types, videos…).
 * A failed load leaves the list empty (specification point 7).
 */
export const getDictionary = (indexPinyin: string) =>
  api.get<DictEntry[]>('/dictTypeAllList', { indexPinyin }, { silent: true }).catch(() => [] as DictEntry[]);

export const getDictionaryQueryOptions = (indexPinyin: string) =>
  queryOptions({ queryKey: ['dictionary', indexPinyin], queryFn: () => getDictionary(indexPinyin), staleTime: Infinity });

export const useDictionary = (indexPinyin: string) => useQuery(getDictionaryQueryOptions(indexPinyin));

/** `GET /api/dictionaryLampparam/lampparamDictTypeList`: the options of a template index, by surface and lamp type. */
export const getIndexOptions = (indexPinyin: string, contestType?: number | null, lampType?: number | null) =>
  api
    .get<DictEntry[]>('/dictionaryLampparam/lampparamDictTypeList', { indexPinyin, contestType, lampType }, { silent: true })
    .catch(() => [] as DictEntry[]);

export const getIndexOptionsQueryOptions = (indexPinyin: string, contestType?: number | null, lampType?: number | null) =>
  queryOptions({
    queryKey: ['lampparam-dictionary', indexPinyin, contestType ?? null, lampType ?? null],
    queryFn: () => getIndexOptions(indexPinyin, contestType, lampType),
    staleTime: Infinity,
  });

export const useIndexOptions = (indexPinyin: string | null | undefined, contestType?: number | null, lampType?: number | null) =>
  useQuery({ ...getIndexOptionsQueryOptions(indexPinyin ?? '', contestType, lampType), enabled: !!indexPinyin });
