import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@lampsheet/contracts';
import { AppError } from '../lib/errors.js';
import { userForToken } from '../modules/auth/service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route not marked `config: { public: true }`. */
    user: User;
  }
  interface FastifyContextConfig {
    /** Route needs no log-in (log-in itself, docs, signed previews). */
    public?: boolean;
  }
}

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Every `/api` route but the public ones requires `Authorization: Bearer <token>`. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as User);
  // onRequest, before the body is parsed: an anonymous caller learns nothing about validation.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.is404) return;
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    const user = token ? await userForToken(app.db.kysely, token) : undefined;
    if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized');
    request.user = user;
  });
});
