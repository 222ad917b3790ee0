import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
