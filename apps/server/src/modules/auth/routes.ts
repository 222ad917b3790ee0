import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginAnswer, loginRequest, okEnvelope, user, userSetting, userSettingBody, userSettingParams } from '@lampsheet/contracts';
import * as settings from './settings.js';
import { bearerToken, requireUser } from './guard.js';
import * as service from './service.js';
import { AppError } from '../../lib/errors.js';
import { LOGIN_THROTTLE_DEFAULTS, LoginThrottle } from './throttle.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Growing delays per client address and account, never a lock for everyone (throttle.ts), from
  // the one knob LOGIN_RATE_LIMIT (L): L tries a minute per address (the route's limit), an account
  // under attack after L wrong passwords in 15 minutes, a pair's delays after max(3, ⌈L/4⌉) (5 by
  // default). The clock is read at each call, so a test's fake clock governs it.
  const limit = app.config.loginRateLimit;
  const throttle = new LoginThrottle(app.db.kysely, {
    ...LOGIN_THROTTLE_DEFAULTS,
    freeFailures: Math.max(3, Math.ceil(limit / 4)),
    accountFailures: limit,
    now: () => Date.now(),
  });

  app.post(
    '/auth/login',
    {
      // Per client address (the route's limit); per address and account (the throttle).
      config: { public: true, rateLimit: { max: limit, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], body: loginRequest, response: { 200: okEnvelope(loginAnswer) } },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const wait = await throttle.waitMs(request.ip, username);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new AppError('RATE_LIMITED', 'tooManyRequests');
      }
      try {
        const answer = await service.login(app.db.kysely, username, password, app.config.sessionHours);
        await throttle.succeeded(request.ip, username);
        return { success: true as const, data: answer };
      } catch (err) {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') await throttle.failed(request.ip, username);
        throw err;
      }
    },
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
