import type { AngleRule } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/lampparams/AnglemapList`: beam angles with their number codes; `angleNo` is a rule's id. */
export const getAngleRules = () => api.post<AngleRule[]>('/lampparams/AnglemapList', {});

export const getAngleRulesQueryOptions = () => queryOptions({ queryKey: ['angle-rules'], queryFn: getAngleRules, staleTime: Infinity });

export const useAngleRules = () => useQuery(getAngleRulesQueryOptions());
