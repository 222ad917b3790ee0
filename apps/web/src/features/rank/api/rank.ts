import type { RankPicturesAnswer, RankPicturesRequest, RankProgressEvent, RankRequest, RankRow } from '@lampsheet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rankFixtures, rankFixturesStreamed } from '@/api/rank';
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

/** How far a streamed ranking is, and the first rows as its first stage has them (provisional: the preview's figures). */
export interface RankLive {
  progress?: Omit<RankProgressEvent, 'event'>;
  provisional?: RankRow[];
}

/**
 * The ranking of a request, streamed (the Rank tab): the query's final answer as `useRank`'s
 * (cached alike), and while it is computed the stream's progress and provisional rows; a cached
 * answer comes at once, without either.
 */
export function useRankStream(request: RankRequest | undefined) {
  const queryKey = ['rank', request ?? null, useAnswerLanguage()] as const;
  const keyText = JSON.stringify(queryKey);
  const [live, setLive] = useState<RankLive & { key: string }>({ key: '' });
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      rankFixturesStreamed(
        request!,
        (event) =>
          setLive((prev) => {
            const base = prev.key === keyText ? prev : { key: keyText };
            if (event.event === 'progress') return { ...base, progress: { stage: event.stage, done: event.done, total: event.total } };
            return { ...base, provisional: event.rows };
          }),
        signal,
      ),
    enabled: !!request,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  // only this request's stream, and only until its answer is in
  const current: RankLive = live.key === keyText && query.isFetching ? live : {};
  return { query, progress: current.progress, provisional: current.provisional };
}

/** Pictures made on demand (the rows on screen), kept while the next ones are made. */
export const useRankPictures = (request: RankPicturesRequest | undefined) =>
  useQuery({
    // the words on the pictures are in the reader's language
    queryKey: ['rank-pictures', request ?? null, useAnswerLanguage()],
    queryFn: ({ signal }) => rankPictures(request!, signal),
    enabled: !!request,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
