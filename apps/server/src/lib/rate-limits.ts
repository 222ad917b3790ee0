import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * A further limit on one route, beside the API's limit per client address (which has already
 * run on the request): a preHandler, so the log-in guard has named the user and the body is
 * read. Over the limit: 429 `RATE_LIMITED` in the envelope with Retry-After.
 */
function limit(app: FastifyInstance, max: number, key: (request: FastifyRequest) => string) {
  const check = app.createRateLimit({ max, timeWindow: '1 minute', keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new AppError('RATE_LIMITED', 'tooManyRequests');
  };
}

/**
 * A per-user limit for an expensive call (a sheet, a calculation, a weighted search): each user
 * may make `HEAVY_RATE_LIMIT` of each a minute.
 */
export function perUserLimit(app: FastifyInstance, name: string) {
  return limit(app, app.config.heavyRateLimit, (request) => `${name}:${request.user?.id ?? request.ip}`);
}

