import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createTyAnswer,
  editTyViewAnswer,
  idParam,
  lampparamForm,
  lampparamListQuery,
  lampparamListRow,
  message,
  okEnvelope,
  pageOf,
  reCopyParam,
} from '@lampsheet/contracts';
import * as service from './service.js';
import { requireUser } from '../auth/guard.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/lampparams/createTy/:reCopy',
    { schema: { tags: ['editor'], params: reCopyParam, body: lampparamForm, response: { 200: okEnvelope(createTyAnswer) } } },
    async (request) => ({
      success: true as const,
      message: message('ok', request.lang),
      data: await service.save(db, requireUser(request), request.body, request.params.reCopy),
    }),
  );

  app.get(
    '/lampparams/editTyView/:id',
    {
      schema: {
        tags: ['editor'],
        params: z.object({ id: idParam }),
        response: {
          200: okEnvelope(editTyViewAnswer),
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.view(db, requireUser(request), request.params.id, request.lang) }),
  );

  app.get(
    '/lampparams/list',
    { schema: { tags: ['editor'], querystring: lampparamListQuery, response: { 200: okEnvelope(pageOf(lampparamListRow)) } } },
    async (request) => {
      const { projectId, page, rows } = request.query;
      return { success: true as const, data: await service.list(db, requireUser(request), projectId, page, rows, request.lang) };
    },
  );

  app.delete(
    '/lampparams/:id',
    { schema: { tags: ['editor'], params: z.object({ id: idParam }), response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      await service.remove(db, requireUser(request), request.params.id);
      return { success: true as const, message: message('ok', request.lang), data: null };
    },
  );
};

export default routes;
