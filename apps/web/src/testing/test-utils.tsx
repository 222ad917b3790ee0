import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/components/providers/app-provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial address. */
  route?: string;
  /** Extra routes beside the one rendering `ui` at `path`. */
  routes?: RouteObject[];
  path?: string;
}

/** Renders `ui` inside the real providers and a memory router. */
export function renderApp(ui: ReactElement, { route = '/', path = '*', routes = [], ...options }: RenderAppOptions = {}) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  const Wrapper = ({ children }: { children: ReactNode }) => <AppProvider queryClient={queryClient}>{children}</AppProvider>;
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options });
  return { ...result, router, queryClient };
}

export interface MockCall {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | Response;
type Handler = (call: MockCall) => Answer | Promise<Answer>;

/**
 * Replaces `fetch` with routes keyed by "METHOD /api/path" (no query); a handler answers an
 * envelope's status and body, or a whole `Response`. Unknown routes answer 404
 * with an envelope, so a missing mock shows up as a failed call rather than a hang.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    let body: unknown = init?.body;
    if (typeof body === 'string' && headers.get('Content-Type')?.includes('application/json')) body = JSON.parse(body);
    const call = { url, method, headers, body };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler
      ? await handler(call)
      : { status: 404, body: { success: false, code: 'NOT_FOUND', message: `no mock for ${method} ${url.pathname}` } };
    // A handler may answer a whole response (a file, a stream) instead of an envelope.
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** `{success:true,data}` */
export const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
/** `{success:false,code,message}` */
export const fail = (status: number, code: string, message: string) => ({
  status,
  body: { success: false, code, message },
});

/** Replace what an input holds by `value` and leave it (Tab): the way a designer changes one figure. */
export async function retype(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}
