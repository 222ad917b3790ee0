import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '@lampsheet/contracts';
import { authenticate } from '../modules/auth/guard.js';

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

/** Every `/api` route but the public ones requires `Authorization: Bearer <token>`. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as User);
  // onRequest, before the body is parsed: an anonymous caller learns nothing about validation.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.is404) return;
    if (request.routeOptions.config?.public) return;
    request.user = await authenticate(app.db.kysely, request);
  });
});
