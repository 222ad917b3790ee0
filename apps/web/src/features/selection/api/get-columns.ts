import type { ColumnDefinition } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { arrangeColumns } from '../utils/columns';

/** `GET /api/lampparams/getStandLampparamFields/{contestTypeId}`, arranged for the table. */
export const getColumns = async (contestTypeId: number) =>
  arrangeColumns(await api.get<ColumnDefinition[]>(`/lampparams/getStandLampparamFields/${contestTypeId}`));

export const getColumnsQueryOptions = (contestTypeId: number) =>
  queryOptions({ queryKey: ['columns', contestTypeId], queryFn: () => getColumns(contestTypeId), staleTime: Infinity });

export const useColumns = (contestTypeId: number | undefined) =>
  useQuery({ ...getColumnsQueryOptions(contestTypeId ?? 0), enabled: !!contestTypeId });
