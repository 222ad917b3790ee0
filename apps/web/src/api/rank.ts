import type { RankAnswer, RankRequest, RankStreamEvent } from '@lampsheet/contracts';
import { api, apiStream } from '@/lib/api-client';

/** `POST /api/photometry/rank`: every fixture with a photometric file, computed on the surface and ordered (Rank, Compare, make's layout). */
export const rankFixtures = (request: RankRequest, signal?: AbortSignal) => api.post<RankAnswer>('/photometry/rank', request, { silent: true, signal });

/** The same ranking streamed: its progress and provisional rows to `onEvent` as the server has them, then the final answer. */
export const rankFixturesStreamed = (request: RankRequest, onEvent: (event: RankStreamEvent) => void, signal?: AbortSignal) =>
  apiStream<RankAnswer>('/photometry/rank', request, { silent: true, signal, onEvent: onEvent as (event: unknown) => void });
