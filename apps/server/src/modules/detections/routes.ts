import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detectionRow, fixtureDetail, idParam, lampLibraryRequest, libraryRow, okEnvelope, pageOf, selectionRequest } from '@lampsheet/contracts';
import * as service from './service.js';
import { requireUser } from '../auth/guard.js';
import { perUserLimit } from '../../lib/rate-limits.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/contests/tyList',
    { schema: { tags: ['selection'], body: selectionRequest, response: { 200: okEnvelope(pageOf(detectionRow)) } } },
    async (request) => ({ success: true as const, data: await service.selectionPage(db, requireUser(request), request.body, request.lang, app.searchIndex) }),
  );

  app.post(
    '/contests/weightList/:contestFrontId',
    {
      preHandler: perUserLimit(app, 'weightList'),
      schema: {
        tags: ['selection'],
        params: z.object({ contestFrontId: idParam }),
        body: selectionRequest,
        response: { 200: okEnvelope(pageOf(detectionRow)) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.weightedPage(db, requireUser(request), request.params.contestFrontId, request.body, request.lang, app.searchIndex),
    }),
  );

  app.post(
    '/contests/lampLibrary',
    { schema: { tags: ['editor'], body: lampLibraryRequest, response: { 200: okEnvelope(pageOf(libraryRow)) } } },
    async (request) => ({ success: true as const, data: await service.libraryPage(db, requireUser(request), request.body, request.lang) }),
  );

  app.get(
    '/lamps/:lampId',
    { schema: { tags: ['selection'], params: z.object({ lampId: idParam }), response: { 200: okEnvelope(fixtureDetail) } } },
    async (request) => ({ success: true as const, data: await service.fixtureDetail(db, requireUser(request), request.params.lampId, request.lang) }),
  );
};

export default routes;
