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
      let answer;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (answer) {
          part.file.resume();
          throw new AppError('VALIDATION_FAILED', 'uploadOneFile');
        }
        answer = await service.storeImage(app.db.kysely, requireUser(request), app.config.mediaDir, { stream: part.file, filename: part.filename });
      }
      if (!answer) throw new AppError('VALIDATION_FAILED', 'uploadNoFile');
      return { success: true as const, data: answer };
    },
  );
};

export default routes;
