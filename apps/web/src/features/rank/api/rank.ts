import type { RankAnswer, RankPicturesAnswer, RankPicturesRequest, RankProgressEvent, RankRequest, RankRow } from '@lampsheet/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { rankFixtures, rankFixturesStreamed } from '@/api/rank';
import { api } from '@/lib/api-client';
import { useAnswerLanguage } from '@/lib/i18n';

/** `POST /api/photometry/rank/pictures`: false-colour pictures of a few fixtures on one common scale. */
export const rankPictures = (request: RankPicturesRequest, signal?: AbortSignal) =>
  api.post<RankPicturesAnswer>('/photometry/rank/pictures', request, { silent: true, signal });

/**
 * The rankings of several requests (Compare from rows of several surfaces: one per surface),
 * cached as the Rank tab's (`useRankStream`); `answers` only when every one is in (none of the previous requests'),
 * the first failure as `error`.
 */
export function useRanks(requests: readonly RankRequest[]): { answers: RankAnswer[] | undefined; error: Error | null } {
  const lang = useAnswerLanguage();
  const results = useQueries({
    queries: requests.map((request) => ({
      queryKey: ['rank', request, lang],
      queryFn: ({ signal }: { signal: AbortSignal }) => rankFixtures(request, signal),
      staleTime: 5 * 60_000,
    })),
  });
  const error = results.find((r) => r.error)?.error ?? null;
  const done = requests.length > 0 && results.every((r) => r.data);
  return { answers: done ? results.map((r) => r.data!) : undefined, error };
}

/** How far a streamed ranking is, and the first rows as its first stage has them (provisional: the preview's figures). */
export interface RankLive {
  progress?: Omit<RankProgressEvent, 'event'>;
  provisional?: RankRow[];
}

/**
 * The ranking of a request, streamed (the Rank tab): the query's final answer
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

/**
 * Pictures of several surfaces' fixtures on one colour scale: the request of the surface whose
 * face is brightest (`brightest`, cd/m²: the request holding it is the first whose rows reach it,
 * `brightestAt`) is made first and sets the scale by the pictures' own rule; the others take it.
 * One request is made as `useRankPictures` makes it.
 */
export function useRankPicturesOnOneScale(requests: readonly RankPicturesRequest[], brightestAt: number) {
  const lang = useAnswerLanguage();
  const first = requests[brightestAt];
  const lead = useRankPictures(first);
  const scaleMax = lead.data && !lead.isPlaceholderData ? lead.data.scaleMax : undefined;
  const rest = useQueries({
    queries: requests.map((request, i) => {
      const scaled = { ...request, scaleMax };
      return { queryKey: ['rank-pictures', scaled, lang], queryFn: ({ signal }: { signal: AbortSignal }) => rankPictures(scaled, signal), enabled: i !== brightestAt && scaleMax !== undefined, staleTime: 5 * 60_000 };
    }),
  });
  return {
    answers: requests.map((_, i) => (i === brightestAt ? lead.data : rest[i]?.data)),
    scaleMax: lead.data?.scaleMax,
    isFetching: lead.isFetching || rest.some((r) => r.isFetching),
  };
}
