import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GLDF_LIMIT_BYTES, gldfImportAnswer, idParam, okEnvelope } from '@lampsheet/contracts';
import { contentDisposition } from '../../lib/content-disposition.js';
import { AppError } from '../../lib/errors.js';
import { requireAdmin, requireUser } from '../auth/guard.js';
import * as service from './service.js';

const GLDF_TYPE = 'application/octet-stream';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/photometry/import/gldf',
    {
      // Administrators only, decided before the body is read.
      onRequest: async (request) => {
        requireAdmin(request.user);
      },
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        description:
          'GLDF import: one `.gldf` container (field "file"); every variant becomes a fixture with its photometric file, then its rows are calculated by a job (`GET /admin/import/{jobId}`). ' +
          'A container that is not GLDF, lists a file it lacks, refers to something it does not define, or unpacks too large is refused and nothing is written.',
        response: { 200: okEnvelope(gldfImportAnswer) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadNoFile');
      const part = await request.file({ limits: { fileSize: GLDF_LIMIT_BYTES, files: 1 } });
      if (!part) throw new AppError('VALIDATION_FAILED', 'uploadNoFile', { field: 'file' });
      const bytes = await part.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', null, { text: `${part.filename}: larger than ${GLDF_LIMIT_BYTES / 1024 / 1024} MB`, field: 'file' });
        }
        throw err;
      });
      if (!bytes.length) throw new AppError('VALIDATION_FAILED', 'uploadNoFile', { field: 'file' });
      const answer = await service.gldfImport(db, app.pools.calc(), app.blobs, requireUser(request), bytes);
      // Its fixtures are calculated from now on, not at the runner's next look for jobs.
      app.importJobs.wake(answer.jobId);
      return { success: true as const, data: answer };
    },
  );

  const send = (reply: FastifyReply, file: { name: string; bytes: Uint8Array }, fallback: string) =>
    reply
      .header('Content-Type', GLDF_TYPE)
      .header('Content-Length', file.bytes.length)
      .header('Content-Disposition', contentDisposition('attachment', file.name, '.gldf', fallback))
      .header('Cache-Control', 'private, no-store')
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

  app.get(
    '/lamps/:lampId/gldf',
    {
      schema: {
        tags: ['selection'],
        description: 'A fixture with its photometric file as a `.gldf` container (product.xml valid against the GLDF 1.0 schema).',
        params: z.object({ lampId: idParam }),
        produces: [GLDF_TYPE],
      },
    },
    async (request, reply) => {
      requireUser(request);
      return send(reply, await service.lampGldf(db, app.blobs, request.params.lampId), `lamp-${request.params.lampId}`);
    },
  );

  app.get(
    '/projects/:id/gldf',
    {
      schema: {
        tags: ['projects'],
        description: "A project's chosen fixtures (the fixture each lamp parameter record took) as one `.gldf`, a variant each; for the project's members.",
        params: z.object({ id: idParam }),
        produces: [GLDF_TYPE],
      },
    },
    async (request, reply) =>
      send(reply, await service.projectGldf(db, app.blobs, requireUser(request), request.params.id), `project-${request.params.id}`),
  );
};

export default routes;
