import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@lampsheet/contracts';
import { contentDisposition } from '../../lib/content-disposition.js';
import { perUserLimit } from '../../lib/rate-limits.js';
import { requireUser } from '../auth/guard.js';
import * as service from './service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `schedule-<project id>`: the file name's ASCII fallback when the project's name has no ASCII letters. */
const fallbackName = (projectId: number) => `schedule-${projectId}`;

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (log: service.ScheduleContext['log']): service.ScheduleContext => ({
    db: app.db.kysely,
    engine: () => app.pools.calc(),
    blobs: app.blobs,
    mediaBaseUrl: app.config.mediaBaseUrl,
    log,
    renderer: () => app.pools.schedule(),
  });
  const params = z.object({ id: idParam });

  app.get(
    '/projects/:id/schedule.xlsx',
    { preHandler: perUserLimit(app, 'schedule'), schema: { tags: ['projects'], params } },
    async (request, reply) => {
      const user = requireUser(request);
      const file = await app.work.run('schedule', request, () => service.scheduleXlsx(ctx(request.log), user, request.params.id, request.lang));
      return reply
        .header('Content-Type', XLSX)
        .header('Content-Length', file.body.length)
        .header('Content-Disposition', contentDisposition('attachment', file.fileName, '.xlsx', fallbackName(request.params.id)))
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.get(
    '/projects/:id/schedule.pdf',
    { preHandler: perUserLimit(app, 'schedule'), schema: { tags: ['projects'], params } },
    async (request, reply) => {
      const user = requireUser(request);
      // Admitted on the schedule lane until the whole file is sent: schedules written at once are bounded.
      return app.work.stream('schedule', request, reply, async () => {
        const file = await service.schedulePdf(ctx(request.log), user, request.params.id, request.lang);
        reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', contentDisposition('attachment', file.fileName, '.pdf', fallbackName(request.params.id)))
          .header('Cache-Control', 'private, no-store');
        return file.body;
      });
    },
  );
};

export default routes;
