import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Project } from '@/types/api';

/** `GET /api/projects/view/{projectId}`: a project (its name and members), shared by the editor, the selection and the lamp parameter list. */
export const getProject = (projectId: number) => api.get<Project>(`/projects/view/${projectId}`);

export const getProjectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: ['projects', 'view', projectId], queryFn: () => getProject(projectId) });

export const useProject = (projectId: number | undefined) =>
  useQuery({ ...getProjectQueryOptions(projectId ?? 0), enabled: !!projectId });
