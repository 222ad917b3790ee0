import type { LampLibraryRequest, LibraryRow, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAnswerLanguage, type Language } from '@/lib/i18n';

/** `POST /api/contests/lampLibrary`: the centre panel's search (20 a page, audited lamps only). */
export const getLampLibrary = (request: LampLibraryRequest) => api.post<Page<LibraryRow>>('/contests/lampLibrary', request, { silent: true });

export const getLampLibraryQueryOptions = (request: LampLibraryRequest | undefined, lang: Language) =>
  queryOptions({
    queryKey: ['lamp-library', request ?? null, lang],
    queryFn: () => getLampLibrary(request!),
    staleTime: 30_000,
  });

export const useLampLibrary = (request: LampLibraryRequest | undefined) =>
  useQuery({ ...getLampLibraryQueryOptions(request, useAnswerLanguage()), enabled: !!request, placeholderData: keepPreviousData });
