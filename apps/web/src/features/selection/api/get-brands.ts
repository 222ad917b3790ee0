import type { Brand } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/brands/detectionBrandjson` (form-encoded `isOrgState=true`): the partner brands. */
export const getPartnerBrands = () => api.postForm<Brand[]>('/brands/detectionBrandjson', { isOrgState: true });

export const getPartnerBrandsQueryOptions = () =>
  queryOptions({ queryKey: ['brands', 'partners'], queryFn: getPartnerBrands, staleTime: 10 * 60_000 });

export const usePartnerBrands = () => useQuery(getPartnerBrandsQueryOptions());
