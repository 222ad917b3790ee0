/**
 * The token check of every signed-in request: the auth module decides who the caller is;
 * `plugins/auth.ts` only wires this into the request lifecycle.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
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
  if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized');
  return user;
}
