import type { Kysely } from 'kysely';
import type { CreateProjectRequest, Project, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import * as repo from './repository.js';

/**
 * The project if the user may see it: its members and administrators. Unknown ids are 404,
 * existing projects of others 403.
 */
export async function requireProjectAccess(db: Kysely<Database>, user: User, projectId: number): Promise<Project> {
  const project = await repo.findProject(db, projectId);
  if (!project) throw notFound();
  if (user.role !== 'admin' && !(await repo.isMember(db, projectId, user.id))) throw forbidden();
  return project;
}

export function listProjects(db: Kysely<Database>, user: User, page: number, rows: number) {
  return repo.listProjects(db, user.id, user.role === 'admin', page, rows);
}

/** Create a project with its creator and the named users as members, in one transaction. */
export async function createProject(db: Kysely<Database>, user: User, input: CreateProjectRequest): Promise<Project> {
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('projects')
      .values({
        itemName: input.itemName,
        description: input.description ?? null,
        location: input.location ?? null,
        createdBy: user.id,
        createDate: now,
        updateDate: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = [...new Set(input.members ?? [])];
    const others = names.length
      ? await trx.selectFrom('users').select('id').where('username', 'in', names).execute()
      : [];
    const memberIds = [...new Set([user.id, ...others.map((o) => o.id)])];
    await trx
      .insertInto('projectMembers')
      .values(memberIds.map((userId) => ({ projectId: inserted.id, userId })))
      .execute();
    return inserted.id;
  });
  return (await repo.findProject(db, id))!;
}
