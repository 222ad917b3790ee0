import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelope, okEnvelope } from '@lampsheet/contracts';
import { ping } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';

/** A ready check gives up on the database after this long. */
const PING_TIMEOUT_MS = 2000;

const health = z.object({ status: z.enum(['ok', 'live', 'ready']) });

/**
 * Health for load balancers and process managers, public and outside the rate limit:
 * `live` answers while the process runs; `ready` only when the database answers, the
 * migrations are done and the server is not stopping (503 with the envelope otherwise).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const open = { public: true, rateLimit: false } as const;
  app.get('/health', { config: open, schema: { tags: ['health'], response: { 200: okEnvelope(health) } } }, async () => ({
    success: true as const,
    data: { status: 'ok' as const },
  }));
  app.get('/health/live', { config: open, schema: { tags: ['health'], response: { 200: okEnvelope(health) } } }, async () => ({
    success: true as const,
    data: { status: 'live' as const },
  }));
  app.get(
    '/health/ready',
    { config: open, schema: { tags: ['health'], response: { 200: okEnvelope(health), 503: errorEnvelope } } },
    async () => {
      if (app.lifecycle.stopping) throw new AppError('UNAVAILABLE', 'serverStopping');
      if (!app.lifecycle.migrated) throw new AppError('UNAVAILABLE', 'databaseUnavailable');
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ping(app.db),
          new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS))),
        ]);
      } catch (err) {
        app.log.warn({ err }, 'ready check: the database does not answer');
        throw new AppError('UNAVAILABLE', 'databaseUnavailable');
      } finally {
        clearTimeout(timer);
      }
      return { success: true as const, data: { status: 'ready' as const } };
    },
  );
};

export default routes;
