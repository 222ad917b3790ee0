import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { langFromHeader, type Lang } from '@lampsheet/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of messages for this request, from Accept-Language. */
    lang: Lang;
  }
}

export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = langFromHeader(request.headers['accept-language']);
  });
});
