import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, rankAnswer, rankPicturesAnswer, rankPicturesRequest, rankRequest, rankStreamEvent } from '@lampsheet/contracts';
import { ndjsonAnswer, wantsNdjson } from '../../lib/ndjson.js';
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
        description:
          'Every fixture with a photometric file, computed on this surface and ordered: rows meeting every target first, then by score. ' +
          'With `Accept: application/x-ndjson` the answer streams one JSON object a line: progress and provisional rows as the first stage has them, then the envelope of the final answer (or of the error that ended it).',
        body: rankRequest,
        response: { 200: okEnvelope(rankAnswer) },
      },
    },
    async (request, reply) => {
      if (wantsNdjson(request)) {
        return ndjsonAnswer(
          request,
          reply,
          (run) => work.run('rank', request, run),
          (signal, emit) =>
            photometryRank(db, rankWithSignal(app.pools.rank(), signal), request.body, request.lang, {
              watch: {
                onProgress: (progress) => emit(rankStreamEvent.parse({ event: 'progress', ...progress })),
                onRows: (rows, evaluated) => emit(rankStreamEvent.parse({ event: 'rows', provisional: true, evaluated, rows })),
              },
            }),
          (data) => rankAnswer.parse(data),
        );
      }
      return {
        success: true as const,
        data: await work.run('rank', request, (signal) => photometryRank(db, rankWithSignal(app.pools.rank(), signal), request.body, request.lang)),
      };
    },
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
      data: await work.run('rank', request, (signal) => photometryRankPictures(db, rankWithSignal(app.pools.rank(), signal), request.body, request.lang)),
    }),
  );
};

export default routes;
