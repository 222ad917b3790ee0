/**
 * Who may do what, decided here and nowhere else: the token check of every signed-in request
 * (`plugins/auth.ts` only wires it into the request lifecycle), administrators only, and project
 * membership. The services call these; the repositories only read the rows they need.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Project, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import * as projects from '../projects/repository.js';
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

/** Whether the user is an administrator (sees every project, imports fixtures). */
export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}

/** The user if an administrator; `FORBIDDEN` for anyone else. */
export function requireAdmin(user: User | null): User {
  if (!user || !isAdmin(user)) throw forbidden();
  return user;
}

/**
 * The project if the user may see it: its members and administrators. Unknown ids are 404,
 * existing projects of others 403. Every project-scoped call goes through it.
 */
export async function requireProjectAccess(db: Kysely<Database>, user: User, projectId: number): Promise<Project> {
  const project = await projects.findProject(db, projectId);
  if (!project) throw notFound();
  if (!isAdmin(user) && !(await projects.isMember(db, projectId, user.id))) throw forbidden();
  return project;
}

/** The projects whose data the user may see: all for an administrator, else those they are a member of. */
export async function visibleProjectIds(db: Kysely<Database>, user: User): Promise<number[] | 'all'> {
  return isAdmin(user) ? 'all' : projects.memberProjectIds(db, user.id);
}
