import { readdir, rm } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { PARTIAL } from './folder-blob-store.js';
import { ABANDONED_MS } from './postgres-blob-store.js';

/* What a process that died left half-written in either back end, swept at start. */

/**
 * Remove the `.part` files a process that died left behind (an upload being received, a body
 * being written). Run at start, before the server takes requests: a data folder belongs to one
 * process, so no `.part` file there is still being written. Answers the number removed.
 */
export async function sweepPartialFiles(folders: string[]): Promise<number> {
  let removed = 0;
  const roots = [...new Set(folders.map((f) => resolve(f)))];
  // a folder inside another is read with it
  const outer = roots.filter((f) => !roots.some((o) => o !== f && f.startsWith(o + sep)));
  for (const folder of outer) {
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const d of entries) {
      if (!d.isFile() || !PARTIAL.test(d.name)) continue;
      await rm(join(d.parentPath, d.name), { force: true });
      removed++;
    }
  }
  return removed;
}

/** Remove chunks of puts that never finished (a process died while writing). */
export async function sweepAbandonedChunks(db: Db, now = Date.now()): Promise<number> {
  const k = db.kysely as Kysely<Database>;
  const rows = await k
    .selectFrom('blobChunks')
    .select('contentId')
    .distinct()
    .where('contentId', 'not in', k.selectFrom('blobs').select('contentId'))
    .execute();
  const abandoned = rows.map((r) => r.contentId).filter((id) => now - parseInt(id.split('-')[0] ?? '', 36) > ABANDONED_MS);
  if (abandoned.length) await k.deleteFrom('blobChunks').where('contentId', 'in', abandoned).execute();
  return abandoned.length;
}
