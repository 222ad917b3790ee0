import type { ImportJob } from '@lampsheet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/admin/import/{jobId}`: progress of the recomputation after an import. */
export const getImportJob = (jobId: string) => api.get<ImportJob>(`/admin/import/${jobId}`);

export const importJobQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: ['admin-import-job', jobId],
    queryFn: () => getImportJob(jobId),
    // Poll twice a second while the calculation runs.
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : 500),
  });

export const useImportJob = (jobId: string | undefined) => useQuery({ ...importJobQueryOptions(jobId ?? ''), enabled: !!jobId });
