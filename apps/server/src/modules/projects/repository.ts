import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, ProjectsTable } from '../../db/schema.js';

const projectColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.createdBy')
    .select([
      'projects.id',
      'projects.itemName',
      'projects.description',
      'projects.location',
      'projects.createdBy',
      'users.displayName as creatorName',
      'projects.createDate',
      'projects.updateDate',
      (eb) =>
        eb
          .selectFrom('lampParams')
          .select(sql<number>`count(*)`.as('c'))
          .whereRef('lampParams.projectId', '=', 'projects.id')
          .as('lampparamCount'),
    ]);

/** Projects the user may see (all for an administrator), newest first. */
export async function listProjects(db: Kysely<Database>, userId: number, isAdmin: boolean, page: number, rows: number) {
  let q = projectColumns(db);
  let count = db.selectFrom('projects').select(sql<number>`count(*)`.as('total'));
  if (!isAdmin) {
    const memberOf = db.selectFrom('projectMembers').select('projectId').where('userId', '=', userId);
    q = q.where('projects.id', 'in', memberOf);
    count = count.where('projects.id', 'in', memberOf);
  }
  const [list, total] = await Promise.all([
    q.orderBy('projects.updateDate', 'desc').orderBy('projects.id', 'desc').limit(rows).offset((page - 1) * rows).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list.map((r) => ({ ...r, lampparamCount: Number(r.lampparamCount ?? 0) })), total: Number(total.total) };
}

export async function findProject(db: Kysely<Database>, id: number) {
  const row = await projectColumns(db).where('projects.id', '=', id).executeTakeFirst();
  return row ? { ...row, lampparamCount: Number(row.lampparamCount ?? 0) } : undefined;
}

export async function isMember(db: Kysely<Database>, projectId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('projectMembers')
    .select('userId')
    .where('projectId', '=', projectId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return !!row;
}

/** The ids of the projects the user is a member of. */
export async function memberProjectIds(db: Kysely<Database>, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('projectMembers').select('projectId').where('userId', '=', userId).execute();
  return rows.map((r) => r.projectId);
}

/** Insert a project row; answers its id. */
export async function insertProject(db: Kysely<Database>, values: Omit<Insertable<ProjectsTable>, 'id'>): Promise<number> {
  const row = await db.insertInto('projects').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the users with these names (unknown names left out). */
export async function userIdsByName(db: Kysely<Database>, names: string[]): Promise<number[]> {
  if (!names.length) return [];
  const rows = await db.selectFrom('users').select('id').where('username', 'in', names).execute();
  return rows.map((r) => r.id);
}

/** Make these users members of the project. */
export async function insertMembers(db: Kysely<Database>, projectId: number, userIds: number[]): Promise<void> {
  await db.insertInto('projectMembers').values(userIds.map((userId) => ({ projectId, userId }))).execute();
}
