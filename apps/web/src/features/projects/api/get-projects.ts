import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, Project } from '@/types/api';

export const PROJECTS_PAGE_SIZE = 10;

/** `GET /api/projects?page=&rows=`: the projects the user is a member of, newest first. */
export function getProjects({ page, rows = PROJECTS_PAGE_SIZE }: { page: number; rows?: number }): Promise<Page<Project>> {
  return api.get<Page<Project>>('/projects', { page, rows });
}

export const getProjectsQueryOptions = ({ page, rows = PROJECTS_PAGE_SIZE }: { page: number; rows?: number }) =>
  queryOptions({
    queryKey: ['projects', { page, rows }],
    queryFn: () => getProjects({ page, rows }),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: { page: number; rows?: number }) {
  return useQuery(getProjectsQueryOptions(params));
}
