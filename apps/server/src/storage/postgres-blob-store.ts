import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { checkKey, contentTypeOf, measuring, toStream, validKey } from './blob-keys.js';
import type { BlobInfo, BlobStore, ByteRange } from './blob-types.js';

/** Bytes per stored chunk, and chunks fetched per query when reading. */
export const CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 4;
/** A body whose writing never finished (its process died) is swept after this long. */
export const ABANDONED_MS = 60 * 60 * 1000;

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
