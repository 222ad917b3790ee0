import type { SurfaceSketch } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/lampparams/contestSketch/json`: surface sketches (children in `chlidList`), of some types or all. */
export const getContestSketches = (contestTypeIds?: number[]) =>
  api.post<SurfaceSketch[]>('/lampparams/contestSketch/json', contestTypeIds?.length ? { contestTypeIds } : {});

export const getContestSketchesQueryOptions = (contestTypeIds?: number[]) =>
  queryOptions({
    queryKey: ['contest-sketches', contestTypeIds?.join(',') ?? 'all'],
    queryFn: () => getContestSketches(contestTypeIds),
    staleTime: Infinity,
  });

export const useContestSketches = (contestTypeIds: number[] | undefined, enabled = true) =>
  useQuery({ ...getContestSketchesQueryOptions(contestTypeIds), enabled });
