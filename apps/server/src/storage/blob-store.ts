/**
 * One place for every file a user makes or the server generates: uploaded pictures and videos,
 * generated sheets, false-colour and effect pictures, demo media. Two backends behind one
 * interface: a folder under DATA_DIR (one instance, SQLite) and PostgreSQL (several instances on
 * one database; the default whenever DATABASE_URL is PostgreSQL). Nothing is held whole in
 * memory: bodies go in and out as streams (PostgreSQL keeps them as 256 kB chunks).
 *
 * Keys are paths with forward slashes: `media/<path>` (served at `/media/<path>`) and
 * `sheets/<record id>/<file name>` (served only through the signed preview).
 */
import type { Db } from '../db/database.js';
import type { BlobStore } from './blob-types.js';
import { folderBlobStore } from './folder-blob-store.js';
import { postgresBlobStore } from './postgres-blob-store.js';

export { validKey } from './blob-keys.js';
export type { BlobInfo, BlobStore, ByteRange } from './blob-types.js';

/** The store a configuration asks for. */
export function openBlobStore(config: { blobStore: 'folder' | 'postgres'; dataDir: string; mediaDir: string }, db: Db): BlobStore {
  if (config.blobStore === 'postgres') {
    if (db.dialect !== 'postgres') throw new Error('BLOB_STORE=postgres needs a PostgreSQL database');
    return postgresBlobStore(db);
  }
  return folderBlobStore(config);
}
