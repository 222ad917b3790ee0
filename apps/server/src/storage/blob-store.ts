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
import type { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { folderBlobStore } from './folder-blob-store.js';
import { postgresBlobStore } from './postgres-blob-store.js';

export { validKey } from './blob-keys.js';

export interface BlobInfo {
  size: number;
  /** A strong validator: the same bytes under the same key give the same value on every instance. */
  etag: string;
  modified: Date;
  contentType: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface PutOptions {
  /**
   * On disk before put answers (default). `false` for what can be made again (a calculated
   * picture): a crash may then lose it, never leave half of it.
   */
  durable?: boolean;
}

export interface BlobStore {
  readonly kind: 'folder' | 'postgres';
  /** Store a body under a key (replacing what was there); readers see the old or the new body, never half. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<BlobInfo>;
  /** Move a local file in (it is gone afterwards). */
  putFile(key: string, path: string): Promise<BlobInfo>;
  stat(key: string): Promise<BlobInfo | null>;
  /** The body (or a byte range of it) as a stream; null when there is no such key. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The whole body when it is at most `maxBytes`; null when missing or larger. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  delete(keys: Iterable<string>): Promise<void>;
  /** Keys starting with a prefix (a folder prefix ends with `/`). */
  list(prefix: string): Promise<string[]>;
}

/** The store a configuration asks for. */
export function openBlobStore(config: { blobStore: 'folder' | 'postgres'; dataDir: string; mediaDir: string }, db: Db): BlobStore {
  if (config.blobStore === 'postgres') {
    if (db.dialect !== 'postgres') throw new Error('BLOB_STORE=postgres needs a PostgreSQL database');
    return postgresBlobStore(db);
  }
  return folderBlobStore(config);
}
