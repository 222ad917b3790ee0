import type { LampLibraryRequest, LibraryRow, Page } from '@lampsheet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/contests/lampLibrary`: the centre panel's search (20 a page, audited lamps only). */
export const getLampLibrary = (request: LampLibraryRequest) => api.post<Page<LibraryRow>>('/contests/lampLibrary', request, { silent: true });

export const getLampLibraryQueryOptions = (request: LampLibraryRequest | undefined) =>
  queryOptions({
    queryKey: ['lamp-library', request ?? null],
    queryFn: () => getLampLibrary(request!),
    staleTime: 30_000,
  });

export const useLampLibrary = (request: LampLibraryRequest | undefined) =>
  useQuery({ ...getLampLibraryQueryOptions(request), enabled: !!request, placeholderData: keepPreviousData });
