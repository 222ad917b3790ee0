import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Project } from '@/types/api';

/** `GET /api/projects/view/{id}`: the project whose lamp parameters are listed. */
export const getProject = (projectId: number) => api.get<Project>(`/projects/view/${projectId}`);

export const getProjectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: ['projects', 'view', projectId], queryFn: () => getProject(projectId) });

export const useProject = (projectId: number) => useQuery(getProjectQueryOptions(projectId));
