import type { Brand } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/brands/detectionBrandjson?isOrgState=true`: the partner brands (the only searchable ones). */
export const getBrands = () => api.postForm<Brand[]>('/brands/detectionBrandjson', { isOrgState: true });

export const getBrandsQueryOptions = () => queryOptions({ queryKey: ['brands', 'partners'], queryFn: getBrands, staleTime: Infinity });

export const useBrands = () => useQuery(getBrandsQueryOptions());
