import type { DictEntry } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
