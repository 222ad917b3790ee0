import type { TemplateIndex } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/lampparams/getStandLampparamIndex/{contestTypeId}`: the template the form's sections are built from. */
export const getTemplateIndices = (contestTypeId: number) =>
  api.get<TemplateIndex[]>(`/lampparams/getStandLampparamIndex/${contestTypeId}`);

export const getTemplateIndicesQueryOptions = (contestTypeId: number) =>
  queryOptions({ queryKey: ['template-indices', contestTypeId], queryFn: () => getTemplateIndices(contestTypeId), staleTime: Infinity });

export const useTemplateIndices = (contestTypeId: number | null | undefined) =>
  useQuery({ ...getTemplateIndicesQueryOptions(contestTypeId ?? 0), enabled: !!contestTypeId });
