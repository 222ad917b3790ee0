import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedSheet, idParam, okEnvelope } from '@lampsheet/contracts';
import { contentDisposition } from '../../lib/content-disposition.js';
import { notFound } from '../../lib/errors.js';
import * as service from './service.js';
import { requireUser } from '../auth/guard.js';
import { perUserLimit } from '../../lib/rate-limits.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx: service.SheetsContext = {
    db: app.db.kysely,
    engine: () => app.pools.calc(),
    blobs: app.blobs,
    secret: () => app.signingSecret(),
    mediaBaseUrl: app.config.mediaBaseUrl,
  };

  app.get(
    '/lampparams/generateTyLampparamPdf/:id',
    { preHandler: perUserLimit(app, 'sheet'), schema: { tags: ['editor'], params: z.object({ id: idParam }), response: { 200: okEnvelope(generatedSheet) } } },
    async (request) => {
      const { fileName, url } = await service.generate(ctx, requireUser(request), request.params.id, request.lang);
      return { success: true as const, data: { fileName, url } };
    },
  );

  // Public: a browser tab opened on this address cannot send the Authorization header, and the
  // log-in token never goes into a URL. The signed token bound to the file name is the guard.
  app.get(
    '/previewPdf',
    {
      config: { public: true },
      schema: {
        tags: ['editor'],
        querystring: z.object({ fileName: z.string().max(200).optional(), token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const file = await service.preview(ctx, request.query.fileName, request.query.token);
      const body = await app.blobs.open(file.key);
      if (!body) throw notFound();
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Length', file.size)
        .header('Content-Disposition', contentDisposition('inline', file.displayName, '.pdf'))
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  );
};

export default routes;
