import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { User } from '@/types/api';
import { api } from './api-client';
import { clearToken, getToken } from './auth-token';

/** The signed-in user (`GET /api/users/getCurrentUser`). */
export function getCurrentUser(): Promise<User> {
  return api.get<User>('/users/getCurrentUser');
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    enabled: getToken() !== null,
  });

/** The signed-in user; undefined while loading or when signed out. */
export function useUser() {
  return useQuery(currentUserQueryOptions());
}

/** `POST /api/auth/logout`; the local session ends even when the server cannot be reached. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>('/auth/logout', {}, { silent: true });
  } finally {
    clearToken();
  }
}

/** Log-out; the caller leaves the signed-in pages first, then drops the cache (see AppLayout). */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
