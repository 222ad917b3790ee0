import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreateProjectRequest, Project } from '@/types/api';

/** `POST /api/projects` `{itemName, description?}` → the new project. */
export function createProject(body: CreateProjectRequest): Promise<Project> {
  return api.post<Project>('/projects', body);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
