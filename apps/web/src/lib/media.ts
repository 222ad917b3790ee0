import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** `GET /api/config`: where media (pictures, videos) is served from. */
export const mediaConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => api.get<{ mediaBaseUrl: string }>('/config', undefined, { silent: true }),
    staleTime: Infinity,
  });

/** Address of a media path: absolute addresses and data URLs are kept, others go under the prefix. */
export function mediaUrl(path: string | null | undefined, base = '/media/'): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/')) return path;
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

/** `mediaUrl` with the server's configured prefix. */
export function useMediaUrl(): (path: string | null | undefined) => string | undefined {
  const config = useQuery(mediaConfigQueryOptions());
  const base = config.data?.mediaBaseUrl ?? '/media/';
  return (path) => mediaUrl(path, base);
}
