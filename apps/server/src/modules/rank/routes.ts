import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, rankAnswer, rankPicturesAnswer, rankPicturesRequest, rankRequest } from '@lampsheet/contracts';
import { perUserLimit } from '../../lib/rate-limits.js';
import { rankWithSignal } from './rank-pool.js';
import { photometryRank, photometryRankPictures } from './rank.service.js';

/** `/photometry/rank` and `/photometry/rank/pictures`: heavy work on the rank pool, admitted on the rank lane. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const { work } = app;

  app.post(
    '/photometry/rank',
    {
      // Each user may rank HEAVY_RATE_LIMIT times a minute (and ask as often for pictures).
      preHandler: perUserLimit(app, 'rank'),
      schema: {
        tags: ['photometry'],
        description: 'Every fixture with a photometric file, computed on this surface and ordered: rows meeting every target first, then by score.',
        body: rankRequest,
        response: { 200: okEnvelope(rankAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await work.run('rank', request, (signal) => photometryRank(db, rankWithSignal(app.pools.rank(), signal), request.body, request.lang)),
    }),
  );

  app.post(
    '/photometry/rank/pictures',
    {
      preHandler: perUserLimit(app, 'rank'),
      schema: {
        tags: ['photometry'],
        description: 'False-colour pictures of a few fixtures on the surface, on one common cd/m² scale.',
        body: rankPicturesRequest,
        response: { 200: okEnvelope(rankPicturesAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await work.run('rank', request, (signal) => photometryRankPictures(db, rankWithSignal(app.pools.rank(), signal), request.body)),
    }),
  );
};

export default routes;
