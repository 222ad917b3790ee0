import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@lampsheet/contracts';
import { authenticate } from '../modules/auth/guard.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, set by the log-in guard on every guarded route; null on public routes.
     * Handlers read it through `requireUser(request)` (modules/auth/guard.ts), never directly.
     */
    user: User | null;
  }
  interface FastifyContextConfig {
    /** Route needs no log-in (log-in itself, docs, health, signed previews). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered on the server (HEAD twins included), for the start-up check and the tests. */
    registeredRoutes(): RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Registered in the scope of the log-in guard. */
  guarded: boolean;
}

const GUARDED = Symbol('lampsheet.loginGuarded');

/**
 * The log-in guard, an `onRequest` hook in the scope of the API routes (so it runs for a route
 * however the URL that reached it was spelled), before the body is read: an anonymous caller
 * learns nothing about validation. Routes marked `config: { public: true }` pass.
 */
async function loginGuard(this: FastifyInstance, request: FastifyRequest) {
  if (request.routeOptions.config.public) return;
  request.user = await authenticate(this.db.kysely, request);
}

/**
 * Make `scope` (an encapsulated plugin instance) a guarded scope: every route registered in it or
 * in its children runs the log-in guard first.
 */
export function guardScope(scope: FastifyInstance): void {
  scope.addHook('onRequest', loginGuard);
  (scope as unknown as Record<symbol, boolean>)[GUARDED] = true;
}

/** Mark every route registered in `scope` (and its children) public: the API docs, for one. */
export function publicScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}

const isApiUrl = (url: string) => /^\/+api(\/|$)/i.test(url);

/**
 * Request decoration and the route register. Registered first, so it sees every route; once
 * the server is ready it refuses to start when an `/api` route is neither guarded nor public.
 */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);
  const seen: Array<{ route: RouteOptions; guarded: boolean }> = [];
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    // Child scopes inherit from their parent by prototype, so a route in (a child of) a guarded
    // scope sees the mark.
    seen.push({ route, guarded: (this as unknown as Record<symbol, boolean>)[GUARDED] === true });
  });
  const registered = (): RegisteredRoute[] =>
    seen.flatMap(({ route, guarded }) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method,
        url: route.url,
        public: route.config?.public === true,
        guarded,
      })),
    );
  app.decorate('registeredRoutes', registered);
  app.addHook('onReady', async () => {
    const open = registered().filter((r) => isApiUrl(r.url) && !r.public && !r.guarded);
    if (open.length) {
      throw new Error(`API routes outside the log-in guard and not marked public: ${open.map((r) => `${r.method} ${r.url}`).join(', ')}`);
    }
  });
});
