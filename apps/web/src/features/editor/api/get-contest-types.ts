import type { ContestTypeNode } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/contests/contestTypeList`: application-surface types, nested under their groups. */
export const getContestTypes = () => api.get<ContestTypeNode[]>('/contests/contestTypeList');

export const getContestTypesQueryOptions = () => queryOptions({ queryKey: ['contest-types'], queryFn: getContestTypes, staleTime: Infinity });

export const useContestTypes = () => useQuery(getContestTypesQueryOptions());
