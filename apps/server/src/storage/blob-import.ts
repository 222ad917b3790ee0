import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { validKey } from './blob-keys.js';
import type { BlobStore } from './blob-store.js';

/**
 * Copy every file of a local media folder into a store under `media/…`, skipping keys it
 * already holds (the demo media into PostgreSQL; moving a single instance's folder to the
 * database). Answers the number of files copied.
 */
export async function importMediaFolder(store: BlobStore, mediaDir: string, options: { only?: (relative: string) => boolean } = {}): Promise<number> {
  let entries;
  try {
    entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  let copied = 0;
  for (const d of entries) {
    if (!d.isFile()) continue;
    const rel = relative(mediaDir, join(d.parentPath, d.name)).split(sep).join('/');
    const key = `media/${rel}`;
    if (!validKey(key) || (options.only && !options.only(rel))) continue;
    if (await store.stat(key)) continue;
    await store.put(key, createReadStream(join(d.parentPath, d.name)));
    copied++;
  }
  return copied;
}
