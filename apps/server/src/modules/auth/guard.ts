/**
 * The token check of every signed-in request: the auth module decides who the caller is;
 * `plugins/auth.ts` only wires this into the request lifecycle.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { unauthorized } from '../../lib/errors.js';
import { userForToken } from './service.js';

/** The bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The user signed in by the request's bearer token; `UNAUTHORIZED` without a live session. */
export async function authenticate(db: Kysely<Database>, request: FastifyRequest): Promise<User> {
  const token = bearerToken(request);
  const user = token ? await userForToken(db, token) : undefined;
  if (!user) throw unauthorized();
  return user;
}

/**
 * The signed-in user of a request. The second line of defence behind the guard: a route the
 * guard somehow missed answers 401, never a handler running without a user.
 */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
