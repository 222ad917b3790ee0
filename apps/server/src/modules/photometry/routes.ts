import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calculateAnswer,
  calculateRequest,
  facePictureAnswer,
  facePictureRequest,
  idParam,
  okEnvelope,
  photometryDownloadQuery,
  photometrySummaryAnswer,
  polarPictureAnswer,
  polarPictureRequest,
} from '@lampsheet/contracts';
import { contentDisposition } from '../../lib/content-disposition.js';
import { AppError } from '../../lib/errors.js';
import { filesOf } from '../../lib/uploaded-files.js';
import { withSignal } from './calc-pool.js';
import { facePicture } from './face-picture.service.js';
import { polarPicture } from './polar.service.js';
import * as service from './service.js';
import { requireUser } from '../auth/guard.js';
import { perUserLimit } from '../../lib/rate-limits.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // Heavy work (calculate, picture, parse, polar) is admitted by app.work (plugins/admission.ts):
  // fair per user, bounded (503 with Retry-After), answered 503 and cancelled past its deadline.
  const { work } = app;

  app.post(
    '/photometry/parse',
    { schema: { tags: ['photometry'], consumes: ['multipart/form-data'], response: { 200: okEnvelope(photometrySummaryAnswer) } } },
    async (request) => {
      const files = await filesOf(request, 1);
      const file = files[0];
      if (!file || file.bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'uploadNoFile', { field: 'file' });
      const user = requireUser(request);
      return { success: true as const, data: await work.run('parse', request, (signal) => service.photometryStore(db, withSignal(app.pools.calc(), signal), user, { fileName: file.fileName, bytes: file.bytes })) };
    },
  );

  app.get(
    '/photometry/:id',
    { schema: { tags: ['photometry'], params: z.object({ id: idParam }), response: { 200: okEnvelope(photometrySummaryAnswer) } } },
    async (request) => ({ success: true as const, data: await service.photometrySummaryOf(db, app.pools.calc(), request.params.id) }),
  );

  app.get(
    '/photometry/:id/download',
    {
      schema: {
        tags: ['photometry'],
        description:
          'The stored photometric file as IES LM-63-2019 (`format=ies`) or EULUMDAT (`format=ldt`), converted where the stored file is the other format, ' +
          'as an attachment named after its fixture (brand and model).',
        params: z.object({ id: idParam }),
        querystring: photometryDownloadQuery,
        produces: ['text/plain'],
      },
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await service.photometryDownload(db, app.pools.calc(), request.params.id, format);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', file.name, `.${format}`))
        .header('cache-control', 'private, no-cache')
        .send(file.text);
    },
  );

  app.post(
    '/photometry/calculate',
    { preHandler: perUserLimit(app, 'calculate'), schema: { tags: ['photometry'], body: calculateRequest, response: { 200: okEnvelope(calculateAnswer) } } },
    async (request) => ({
      success: true as const,
      data: await work.run('calculate', request, (signal) => service.photometryCalculate(db, app.blobs, withSignal(app.pools.calc(), signal), request.body, request.lang)),
    }),
  );

  app.post(
    '/photometry/picture',
    {
      preHandler: perUserLimit(app, 'calculate'),
      schema: {
        tags: ['photometry'],
        description:
          'One face of a fixture (lampId) or photometric file (photometryId) on a typical surface (contestId) or an application type with dimensions, ' +
          'as a false-colour map or effect picture (SVG, or PNG at 2 pixels per px). A fixed `range` (cd/m²) gives pictures that are compared one colour scale.',
        body: facePictureRequest,
        response: { 200: okEnvelope(facePictureAnswer) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await work.run('calculate', request, (signal) => facePicture(db, app.blobs, withSignal(app.pools.calc(), signal), request.body, request.lang)),
    }),
  );

  app.post(
    '/photometry/polar',
    {
      schema: {
        tags: ['photometry'],
        description:
          "A polar intensity diagram as SVG: one file's planes C0–C180 and C90–C270 (`plane: 'both'`), or up to three files on one plane, " +
          'with the beam (50 %) and field (10 %) angles drawn as cones and the peak intensity labelled; the picture the sheets print.',
        body: polarPictureRequest,
        response: { 200: okEnvelope(polarPictureAnswer) },
      },
    },
    async (request) => ({ success: true as const, data: await work.run('polar', request, () => polarPicture(db, app.pools.calc(), request.body, request.lang)) }),
  );
};

export default routes;
