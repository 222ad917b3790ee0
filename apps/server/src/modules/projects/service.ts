import type { Kysely } from 'kysely';
import type { CreateProjectRequest, Project, User } from '@lampsheet/contracts';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { isAdmin } from '../auth/guard.js';
import * as repo from './repository.js';

export function listProjects(db: Kysely<Database>, user: User, page: number, rows: number) {
  return repo.listProjects(db, user.id, isAdmin(user), page, rows);
}

/** Create a project with its creator and the named users as members, in one transaction. */
export async function createProject(db: Kysely<Database>, user: User, input: CreateProjectRequest): Promise<Project> {
  const now = nowIso();
  const id = await db.transaction().execute(async (trx) => {
    const projectId = await repo.insertProject(trx, {
      itemName: input.itemName,
      description: input.description ?? null,
      location: input.location ?? null,
      createdBy: user.id,
      createDate: now,
      updateDate: now,
    });
    const others = await repo.userIdsByName(trx, [...new Set(input.members ?? [])]);
    await repo.insertMembers(trx, projectId, [...new Set([user.id, ...others])]);
    return projectId;
  });
  return (await repo.findProject(db, id))!;
}
