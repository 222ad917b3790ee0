import type { RankAnswer, RankRequest } from '@lampsheet/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/photometry/rank`: every fixture with a photometric file, computed on the surface and ordered (Rank, Compare, make's layout). */
export const rankFixtures = (request: RankRequest, signal?: AbortSignal) => api.post<RankAnswer>('/photometry/rank', request, { silent: true, signal });
