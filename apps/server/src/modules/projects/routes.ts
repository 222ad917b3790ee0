import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProjectRequest, idParam, okEnvelope, pageOf, project, projectListQuery } from '@lampsheet/contracts';
import * as service from './service.js';
import { requireProjectAccess, requireUser } from '../auth/guard.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/projects',
    { schema: { tags: ['projects'], querystring: projectListQuery, response: { 200: okEnvelope(pageOf(project)) } } },
    async (request) => ({
      success: true as const,
      data: await service.listProjects(db, requireUser(request), request.query.page, request.query.rows),
    }),
  );

  app.post(
    '/projects',
    { schema: { tags: ['projects'], body: createProjectRequest, response: { 200: okEnvelope(project) } } },
    async (request) => ({ success: true as const, data: await service.createProject(db, requireUser(request), request.body) }),
  );

  app.get(
    '/projects/view/:projectId',
    { schema: { tags: ['projects'], params: z.object({ projectId: idParam }), response: { 200: okEnvelope(project) } } },
    async (request) => ({
      success: true as const,
      data: await requireProjectAccess(db, requireUser(request), request.params.projectId),
    }),
  );
};

export default routes;
