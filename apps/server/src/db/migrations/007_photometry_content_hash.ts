import { sql, type Kysely } from 'kysely';
import { photometryContentHash } from '../../lib/photometry-hash.js';

/**
 * Identical photometric uploads are stored once (issue 21): `content_hash` (see
 * photometryContentHash) with a unique index. Files stored before are hashed here, 200 at a
 * time; where an old database holds the same file more than once, the first (lowest id) gets
 * the hash and the others keep none (NULL, which the unique index allows any number of), so
 * the migration never fails on them and every lamp keeps the file it points at.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photometry_files').addColumn('content_hash', 'text').execute();
  const seen = new Set<string>();
  for (let after = 0; ; ) {
    const rows = await sql<{ id: number; content: string }>`select id, content from photometry_files where id > ${after} order by id limit 200`.execute(db);
    if (rows.rows.length === 0) break;
    for (const row of rows.rows) {
      const hash = photometryContentHash(row.content);
      if (seen.has(hash)) continue;
      seen.add(hash);
      await sql`update photometry_files set content_hash = ${hash} where id = ${row.id}`.execute(db);
    }
    after = Number(rows.rows[rows.rows.length - 1]!.id);
  }
  await db.schema.createIndex('photometry_files_content_hash').unique().on('photometry_files').column('content_hash').execute();
}
