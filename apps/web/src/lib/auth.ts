import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginAnswer, LoginRequest, User } from '@/types/api';
import { api } from './api-client';
import { clearToken, getToken, setToken } from './auth-token';

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

/** `POST /api/auth/login`; a wrong password comes back as a 401 whose message is toasted. */
export function login(body: LoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      setToken(answer.token);
      queryClient.clear();
      queryClient.setQueryData(currentUserQueryOptions().queryKey, answer.user);
    },
  });
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

/** Only same-site paths are followed after log-in (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/projects'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) {
    return fallback;
  }
  return target;
}
