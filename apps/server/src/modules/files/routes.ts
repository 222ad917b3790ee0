import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okEnvelope, uploadAnswer, uploadQuery } from '@lampsheet/contracts';
import { AppError } from '../../lib/errors.js';
import * as service from './service.js';
import { requireUser } from '../auth/guard.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/files/upload',
    { schema: { tags: ['files'], querystring: uploadQuery, consumes: ['multipart/form-data'], response: { 200: okEnvelope(uploadAnswer) } } },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'uploadNoFile');
      const user = requireUser(request);
      // The whole request is read and checked before anything is stored: a refused call
      // (a second file, a broken body, a limit) leaves no row and no file.
      let received: service.ReceivedImage | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (received) {
            part.file.resume();
            throw new AppError('VALIDATION_FAILED', 'uploadOneFile');
          }
          received = await service.receiveImage(app.config.mediaDir, { stream: part.file, filename: part.filename });
        }
      } catch (err) {
        if (received) await service.discardImage(received);
        throw err;
      }
      if (!received) throw new AppError('VALIDATION_FAILED', 'uploadNoFile');
      return { success: true as const, data: await service.commitImage(app.db.kysely, user, app.blobs, received) };
    },
  );
};

export default routes;
