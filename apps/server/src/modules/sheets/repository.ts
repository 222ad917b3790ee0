import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Brands by id (the comma-joined `recommendBrand` of a record). */
export const brandsByIds = (db: Kysely<Database>, ids: number[]) =>
  ids.length ? db.selectFrom('brands').select(['id', 'brandName']).where('id', 'in', ids).execute() : Promise.resolve([]);
