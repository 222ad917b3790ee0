import type { WeightPreset } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/contests/defaultWeightJson/{contestFrontId}`: the weight presets of a type. */
export const getWeightPresets = (contestFrontId: number) =>
  api.get<WeightPreset[]>(`/contests/defaultWeightJson/${contestFrontId}`);

export const getWeightPresetsQueryOptions = (contestFrontId: number) =>
  queryOptions({
    queryKey: ['weight-presets', contestFrontId],
    queryFn: () => getWeightPresets(contestFrontId),
    staleTime: Infinity,
  });

export const useWeightPresets = (contestFrontId: number | undefined) =>
  useQuery({ ...getWeightPresetsQueryOptions(contestFrontId ?? 0), enabled: !!contestFrontId });
