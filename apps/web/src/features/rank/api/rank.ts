import type { RankPicturesAnswer, RankPicturesRequest, RankRequest } from '@lampsheet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rankFixtures } from '@/api/rank';
import { api } from '@/lib/api-client';
import { useAnswerLanguage } from '@/lib/i18n';

/** `POST /api/photometry/rank/pictures`: false-colour pictures of a few fixtures on one common scale. */
export const rankPictures = (request: RankPicturesRequest, signal?: AbortSignal) =>
  api.post<RankPicturesAnswer>('/photometry/rank/pictures', request, { silent: true, signal });

/** The ranking of a request; the previous answer stays on screen while the next one is computed. */
export const useRank = (request: RankRequest | undefined) =>
  useQuery({
    queryKey: ['rank', request ?? null, useAnswerLanguage()],
    queryFn: ({ signal }) => rankFixtures(request!, signal),
    enabled: !!request,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/** Pictures made on demand (the rows on screen), kept while the next ones are made. */
export const useRankPictures = (request: RankPicturesRequest | undefined) =>
  useQuery({
    queryKey: ['rank-pictures', request ?? null],
    queryFn: ({ signal }) => rankPictures(request!, signal),
    enabled: !!request,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
