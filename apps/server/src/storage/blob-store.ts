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
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open as openFile, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

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

const KEY = /^(media|sheets)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Whether a key is one the store takes: known namespace, plain segments, no `..` or hidden names. */
export function validKey(key: string): boolean {
  return key.length <= 400 && KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

function checkKey(key: string): string {
  if (!validKey(key)) throw new Error(`not a blob key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a key, by its extension. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Counts and hashes what passes. */
function measuring(): { transform: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

const toStream = (body: Buffer | Readable) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);

/** A file written beside its final place, not yet renamed in: `.<random>.part`. */
const PARTIAL = /^\.[0-9a-z]+\.part$/;

/** fsync a file or a folder (a folder: so a rename into it survives a crash of the machine). */
async function syncPath(path: string): Promise<void> {
  const handle = await openFile(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

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

// ---------------------------------------------------------------------------------------------
// Folder

/** The folder backend: `media/…` under the media folder, everything else under DATA_DIR. */
export function folderBlobStore(dirs: { dataDir: string; mediaDir: string }): BlobStore {
  const mediaRoot = resolve(dirs.mediaDir);
  const dataRoot = resolve(dirs.dataDir);
  const pathOf = (key: string) => {
    checkKey(key);
    return key.startsWith('media/') ? join(mediaRoot, ...key.slice(6).split('/')) : join(dataRoot, ...key.split('/'));
  };
  const info = async (key: string): Promise<BlobInfo | null> => {
    try {
      const s = await stat(pathOf(key));
      if (!s.isFile()) return null;
      return { size: s.size, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`, modified: s.mtime, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  };
  const tmpBeside = (path: string) => join(dirname(path), `.${randomBytes(8).toString('hex')}.part`);
  const store: BlobStore = {
    kind: 'folder',
    async put(key, body, { durable = true } = {}) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = tmpBeside(path);
      try {
        // durable: the bytes on disk (flush: fsync before close) before they take the key's
        // name, and the name on disk before put answers
        await pipeline(toStream(body), createWriteStream(tmp, { flags: 'wx', mode: 0o640, flush: durable }));
        await rename(tmp, path);
        if (durable) await syncPath(dirname(path));
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return (await info(key))!;
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await syncPath(source);
        await rename(source, path);
        await syncPath(dirname(path));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        await store.put(key, createReadStream(source));
        await rm(source, { force: true });
      }
      return (await info(key))!;
    },
    stat: info,
    async open(key, range) {
      if (!(await info(key))) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async read(key, maxBytes) {
      const i = await info(key);
      if (!i || i.size > maxBytes) return null;
      const chunks: Buffer[] = [];
      for await (const c of createReadStream(pathOf(key))) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(keys) {
      await Promise.all([...keys].filter(validKey).map((k) => rm(pathOf(k), { force: true })));
    },
    async list(prefix) {
      const cut = prefix.lastIndexOf('/');
      const folderKey = prefix.slice(0, cut);
      const base = folderKey.startsWith('media') ? join(mediaRoot, ...folderKey.slice(6).split('/').filter(Boolean)) : join(dataRoot, ...folderKey.split('/'));
      let names: string[];
      try {
        names = (await readdir(base, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => relative(base, join(d.parentPath, d.name)).split(sep).join('/'));
      } catch {
        return [];
      }
      return names
        .filter((n) => !n.split('/').some((s) => s.startsWith('.')))
        .map((n) => `${folderKey}/${n}`)
        .filter((k) => k.startsWith(prefix));
    },
  };
  return store;
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** Bytes per stored chunk, and chunks fetched per query when reading. */
export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 4;
/** A body whose writing never finished (its process died) is swept after this long. */
const ABANDONED_MS = 60 * 60 * 1000;

/**
 * The PostgreSQL backend: `blobs` maps a key to an immutable content (`blob_chunks`, numbered
 * 256 kB pieces). A put writes its chunks under a new content id, then points the key at it in
 * one short transaction and drops the old content, so readers never see half a body and no
 * transaction stays open while a client uploads. A content id starts with its creation time,
 * so chunks of a put that never finished can be swept.
 */
export function postgresBlobStore(db: Db): BlobStore {
  const k = db.kysely as Kysely<Database>;
  const info = async (key: string): Promise<BlobInfo | null> => {
    const row = await k.selectFrom('blobs').select(['size', 'sha256', 'createdAt', 'contentType']).where('key', '=', checkKey(key)).executeTakeFirst();
    return row ? { size: Number(row.size), etag: `"${row.sha256.slice(0, 32)}"`, modified: new Date(row.createdAt), contentType: row.contentType } : null;
  };
  const contentOf = async (key: string) =>
    k.selectFrom('blobs').select(['contentId', 'size']).where('key', '=', checkKey(key)).executeTakeFirst();

  /** Chunks [first, last] of a content as a stream, cut to the byte range. */
  const chunkStream = (contentId: string, size: number, range?: ByteRange): Readable => {
    const start = range?.start ?? 0;
    const end = Math.min(range?.end ?? size - 1, size - 1);
    let seq = Math.floor(start / CHUNK_BYTES);
    const last = Math.floor(end / CHUNK_BYTES);
    return Readable.from(
      (async function* () {
        while (seq <= last) {
          const upTo = Math.min(last, seq + CHUNKS_PER_READ - 1);
          const rows = await k
            .selectFrom('blobChunks')
            .select(['seq', 'data'])
            .where('contentId', '=', contentId)
            .where('seq', '>=', seq)
            .where('seq', '<=', upTo)
            .orderBy('seq')
            .execute();
          if (rows.length !== upTo - seq + 1) throw new Error(`blob content ${contentId} is missing chunks`);
          for (const row of rows) {
            const offset = row.seq * CHUNK_BYTES;
            const from = Math.max(0, start - offset);
            const to = Math.min(row.data.length, end - offset + 1);
            yield from === 0 && to === row.data.length ? row.data : row.data.subarray(from, to);
          }
          seq = upTo + 1;
        }
      })(),
      { objectMode: false },
    );
  };

  const store: BlobStore = {
    kind: 'postgres',
    async put(key, body) {
      checkKey(key);
      const contentId = `${Date.now().toString(36)}-${randomBytes(10).toString('hex')}`;
      const measure = measuring();
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flushChunk = async (data: Buffer) => {
        await k.insertInto('blobChunks').values({ contentId, seq: seq++, data }).execute();
      };
      try {
        const source = toStream(body).pipe(measure.transform);
        for await (const chunk of source as AsyncIterable<Buffer>) {
          pending.push(chunk);
          pendingBytes += chunk.length;
          while (pendingBytes >= CHUNK_BYTES) {
            const all = Buffer.concat(pending);
            await flushChunk(all.subarray(0, CHUNK_BYTES));
            const rest = all.subarray(CHUNK_BYTES);
            pending = rest.length ? [rest] : [];
            pendingBytes = rest.length;
          }
        }
        if (pendingBytes > 0 || seq === 0) await flushChunk(Buffer.concat(pending));
        const { size, sha256 } = measure.result();
        const createdAt = new Date().toISOString();
        const contentType = contentTypeOf(key);
        const old = await k.transaction().execute(async (trx) => {
          const before = await trx.selectFrom('blobs').select('contentId').where('key', '=', key).forUpdate().executeTakeFirst();
          await trx
            .insertInto('blobs')
            .values({ key, contentId, size, sha256, contentType, createdAt })
            .onConflict((oc) => oc.column('key').doUpdateSet({ contentId, size, sha256, contentType, createdAt }))
            .execute();
          return before?.contentId;
        });
        if (old && old !== contentId) await k.deleteFrom('blobChunks').where('contentId', '=', old).execute();
        return { size, etag: `"${sha256.slice(0, 32)}"`, modified: new Date(createdAt), contentType };
      } catch (err) {
        await k.deleteFrom('blobChunks').where('contentId', '=', contentId).execute().catch(() => {});
        throw err;
      }
    },
    async putFile(key, source) {
      const result = await store.put(key, createReadStream(source));
      await rm(source, { force: true });
      return result;
    },
    stat: info,
    async open(key, range) {
      const row = await contentOf(key);
      if (!row) return null;
      const size = Number(row.size);
      if (size === 0) return Readable.from([]);
      return chunkStream(row.contentId, size, range);
    },
    async read(key, maxBytes) {
      const row = await contentOf(key);
      if (!row || Number(row.size) > maxBytes) return null;
      const chunks: Buffer[] = [];
      if (Number(row.size) > 0) for await (const c of chunkStream(row.contentId, Number(row.size))) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async delete(keys) {
      const list = [...keys].filter(validKey);
      if (!list.length) return;
      const gone = await k.deleteFrom('blobs').where('key', 'in', list).returning('contentId').execute();
      if (gone.length) await k.deleteFrom('blobChunks').where('contentId', 'in', gone.map((g) => g.contentId)).execute();
    },
    async list(prefix) {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await k.selectFrom('blobs').select('key').where(sql<boolean>`key like ${`${escaped}%`} escape '\\'`).orderBy('key').execute();
      return rows.map((r) => r.key);
    },
  };
  return store;
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

/** The store a configuration asks for. */
export function openBlobStore(config: { blobStore: 'folder' | 'postgres'; dataDir: string; mediaDir: string }, db: Db): BlobStore {
  if (config.blobStore === 'postgres') {
    if (db.dialect !== 'postgres') throw new Error('BLOB_STORE=postgres needs a PostgreSQL database');
    return postgresBlobStore(db);
  }
  return folderBlobStore(config);
}

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

