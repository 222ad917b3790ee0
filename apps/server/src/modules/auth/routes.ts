import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAnswer, loginRequest, okEnvelope, user, userSetting, userSettingBody, userSettingParams } from '@lampsheet/contracts';
import * as settings from './settings.js';
import { bearerToken, requireUser } from './guard.js';
import * as service from './service.js';
import { perAccountLoginLimit } from '../../lib/rate-limits.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      // Per client address (the route's limit) and per account (the preHandler).
      config: { public: true, rateLimit: { max: app.config.loginRateLimit, timeWindow: '1 minute' } },
      preHandler: perAccountLoginLimit(app),
      schema: { tags: ['auth'], body: loginRequest, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request) => ({
      success: true as const,
      data: await service.login(app.db.kysely, request.body.username, request.body.password, app.config.sessionHours),
    }),
  );

  app.post('/auth/logout', { schema: { tags: ['auth'], response: { 200: okEnvelope(z.null()) } } }, async (request) => {
    // The guard resolved the token to a user; without a user there is no session to end.
    requireUser(request);
    const token = bearerToken(request);
    if (token) await service.logout(app.db.kysely, token);
    return { success: true as const, data: null };
  });

  app.get('/users/getCurrentUser', { schema: { tags: ['auth'], response: { 200: okEnvelope(user) } } }, async (request) => ({
    success: true as const,
    data: requireUser(request),
  }));

  app.get(
    '/users/settings/:key',
    { schema: { tags: ['auth'], params: userSettingParams, response: { 200: okEnvelope(userSetting) } } },
    async (request) => ({
      success: true as const,
      data: { key: request.params.key, value: await settings.read(app.db.kysely, requireUser(request).id, request.params.key) },
    }),
  );

  app.put(
    '/users/settings/:key',
    { schema: { tags: ['auth'], params: userSettingParams, body: userSettingBody, response: { 200: okEnvelope(userSetting) } } },
    async (request) => {
      await settings.write(app.db.kysely, requireUser(request).id, request.params.key, request.body.value);
      return { success: true as const, data: { key: request.params.key, value: request.body.value } };
    },
  );
};

export default routes;
