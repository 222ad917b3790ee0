import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { importJob, importRefusal, okEnvelope } from '@lampsheet/contracts';
import { AppError, notFound } from '../../lib/errors.js';
import { filesOf } from '../../lib/uploaded-files.js';
import { requireAdmin, requireUser } from '../auth/guard.js';
import { ImportRefused } from './import.service.js';

/** Administrators only (the rule in `auth/guard.ts`); checked before the body is read. */
async function adminOnly(request: FastifyRequest) {
  requireAdmin(request.user);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.importJobs;

  app.post(
    '/admin/import',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        description: 'Fixture import: one spreadsheet (.xlsx or .csv, field "spreadsheet") and the photometric files it names (field "files").',
        response: { 200: okEnvelope(importJob), 400: importRefusal },
      },
    },
    async (request, reply) => {
      const files = await filesOf(request, 400);
      const isSheet = (name: string) => /\.(xlsx|csv)$/i.test(name);
      const sheets = files.filter((f) => f.field === 'spreadsheet' || (f.field !== 'files' && isSheet(f.fileName)));
      if (sheets.length !== 1) {
        throw new AppError('VALIDATION_FAILED', null, { text: `expected one spreadsheet (.xlsx or .csv), found ${sheets.length}`, field: 'spreadsheet' });
      }
      const sheet = sheets[0]!;
      if (!isSheet(sheet.fileName)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', null, { text: `${sheet.fileName}: the spreadsheet must be an .xlsx or .csv file`, field: 'spreadsheet' });
      }
      try {
        const job = await jobs.start(requireUser(request), sheet, files.filter((f) => f !== sheet));
        return { success: true as const, data: job };
      } catch (err) {
        if (!(err instanceof ImportRefused)) throw err;
        return reply.status(400).send({ success: false as const, code: 'VALIDATION_FAILED' as const, message: err.message, errors: err.errors });
      }
    },
  );

  app.get(
    '/admin/import/:jobId',
    { onRequest: adminOnly, schema: { tags: ['admin'], params: z.object({ jobId: z.string().uuid() }), response: { 200: okEnvelope(importJob) } } },
    async (request) => {
      const job = await jobs.get(request.params.jobId);
      if (!job) throw notFound();
      return { success: true as const, data: job };
    },
  );
};

export default routes;
