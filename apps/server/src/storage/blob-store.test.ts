import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, createTestDb, type TestApp, type TestDb } from '../test/harness.js';
import { validKey } from './blob-keys.js';
import type { BlobStore } from './blob-store.js';
import { folderBlobStore, sweepPartialFiles } from './folder-blob-store.js';
import { CHUNK_BYTES, postgresBlobStore, sweepAbandonedChunks } from './postgres-blob-store.js';

async function text(stream: Readable | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream!) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('blob keys', () => {
  it('takes plain media and sheet keys only', () => {
    for (const ok of ['media/uploads/2026/01/ab.png', 'sheets/lampparam-1-0123456789abcdef-zh.pdf', 'media/demo/videos/x.vtt']) expect(validKey(ok), ok).toBe(true);
    for (const bad of ['media/../secret', 'secret', 'media/.x.part', 'media//a', '/media/a', 'media/a/', 'other/a.png', 'media/a b.png', 'media/a\0b']) expect(validKey(bad), bad).toBe(false);
  });
});

describe('unfinished files a stopped process left', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  /** A data folder as a crash leaves it: an upload being received, a sheet being written. */
  function crashedDataDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-crash-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'media', 'uploads', '2026', '11'), { recursive: true });
    mkdirSync(join(dir, 'sheets', '12'), { recursive: true });
    writeFileSync(join(dir, 'media', 'uploads', '2026', '11', `.${'a1'.repeat(16)}.part`), 'half a picture');
    writeFileSync(join(dir, 'sheets', '12', '.0f3c9e2b7a415d68.part'), '%PDF half');
    writeFileSync(join(dir, 'media', 'uploads', '2026', '11', 'kept.png'), 'a whole picture');
    writeFileSync(join(dir, 'sheets', '12', 'lampparam-12-0123456789abcdef-zh.pdf'), '%PDF whole');
    writeFileSync(join(dir, '.gitkeep'), '');
    return dir;
  }
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => d.name)
      .sort();

  it('are removed, and nothing else, each folder read once', async () => {
    const dir = crashedDataDir();
    expect(await sweepPartialFiles([dir, join(dir, 'media')])).toBe(2);
    expect(files(dir)).toEqual(['.gitkeep', 'kept.png', 'lampparam-12-0123456789abcdef-zh.pdf']);
    expect(await sweepPartialFiles([dir, join(dir, 'media'), join(dir, 'missing')])).toBe(0);
  });

  it('are removed when the server starts', async () => {
    const t = await createTestApp('sqlite', { demo: false });
    try {
      const part = join(t.dataDir, 'sheets', '3', '.deadbeef00112233.part');
      mkdirSync(join(t.dataDir, 'sheets', '3'), { recursive: true });
      writeFileSync(part, '%PDF half');
      // the next start on this data folder
      const again = await createTestApp('sqlite', { demo: false, env: { DATA_DIR: t.dataDir } });
      await again.close();
      expect(existsSync(part)).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('a folder put leaves no .part file beside what it wrote', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lampsheet-put-'));
    dirs.push(dir);
    const store = folderBlobStore({ dataDir: dir, mediaDir: join(dir, 'media') });
    await store.put('sheets/7/lampparam-7-0123456789abcdef-en.pdf', Readable.from([Buffer.from('%PDF '), Buffer.from('whole')]));
    expect(readdirSync(join(dir, 'sheets', '7'))).toEqual(['lampparam-7-0123456789abcdef-en.pdf']);
    expect((await store.read('sheets/7/lampparam-7-0123456789abcdef-en.pdf', 100))!.toString()).toBe('%PDF whole');
  });
});

const BACKENDS = DIALECTS.map((d) => (d === 'sqlite' ? 'folder' : 'postgres'));

describe.each(BACKENDS)('the %s blob store', (backend) => {
  let store: BlobStore;
  let dir: string;
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lampsheet-blobs-'));
    if (backend === 'postgres') {
      testDb = await createTestDb('postgres');
      store = postgresBlobStore(testDb.db);
    } else {
      store = folderBlobStore({ dataDir: dir, mediaDir: join(dir, 'media') });
    }
  });
  afterAll(async () => {
    await testDb?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a streamed body of several chunks and gives back every byte and any range', async () => {
    const body = randomBytes(CHUNK_BYTES * 3 + 1234);
    // Given as many small pieces, as an upload arrives.
    const pieces = Array.from({ length: Math.ceil(body.length / 10_000) }, (_, i) => body.subarray(i * 10_000, (i + 1) * 10_000));
    const info = await store.put('media/uploads/big.bin', Readable.from(pieces));
    expect(info.size).toBe(body.length);
    expect(info.etag).toMatch(/^".+"$/);
    expect((await text(await store.open('media/uploads/big.bin'))).equals(body)).toBe(true);
    for (const [start, end] of [[0, 0], [CHUNK_BYTES - 10, CHUNK_BYTES + 10], [CHUNK_BYTES * 2, body.length - 1], [5, CHUNK_BYTES * 3 + 5]] as const) {
      expect((await text(await store.open('media/uploads/big.bin', { start, end }))).equals(body.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    expect(await store.read('media/uploads/big.bin', 1000)).toBeNull();
    expect((await store.read('media/uploads/big.bin', body.length))!.equals(body)).toBe(true);
  });

  it('replaces a body whole, lists by prefix, deletes, and knows nothing of missing keys', async () => {
    await store.put('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf', Buffer.from('%PDF one'));
    const first = (await store.stat('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf'))!;
    await store.put('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf', Buffer.from('%PDF two!'));
    const second = (await store.stat('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf'))!;
    expect(second.size).toBe(9);
    expect(second.contentType).toBe('application/pdf');
    expect(second.etag).not.toBe(first.etag);
    expect((await store.read('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf', 100))!.toString()).toBe('%PDF two!');
    await store.put('sheets/lampparam-12-bbbbbbbbbbbbbbbb-en.pdf', Buffer.from('%PDF'));
    expect(await store.list('sheets/lampparam-1-')).toEqual(['sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf']);
    await store.delete(['sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf', 'sheets/nothing.pdf']);
    expect(await store.stat('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf')).toBeNull();
    expect(await store.open('sheets/lampparam-1-aaaaaaaaaaaaaaaa-zh.pdf')).toBeNull();
    await expect(store.put('media/../secret', Buffer.from('x'))).rejects.toThrow(/not a blob key/);
  });

  it.runIf(backend === 'postgres')('keeps no chunks of a replaced body, and sweeps chunks of a put that never finished', async () => {
    const k = testDb!.db.kysely;
    await store.put('media/uploads/a.png', randomBytes(CHUNK_BYTES + 1));
    await store.put('media/uploads/a.png', randomBytes(10));
    const referenced = await k.selectFrom('blobs').select('contentId').execute();
    const orphans = await k.selectFrom('blobChunks').select('contentId').where('contentId', 'not in', referenced.map((r) => r.contentId)).execute();
    expect(orphans).toEqual([]);
    const old = `${(Date.now() - 2 * 3600_000).toString(36)}-dead`;
    await k.insertInto('blobChunks').values({ contentId: old, seq: 0, data: Buffer.from('half') }).execute();
    const fresh = `${Date.now().toString(36)}-writing`;
    await k.insertInto('blobChunks').values({ contentId: fresh, seq: 0, data: Buffer.from('still coming') }).execute();
    expect(await sweepAbandonedChunks(testDb!.db)).toBe(1);
    expect((await k.selectFrom('blobChunks').select('contentId').where('contentId', 'in', [old, fresh]).execute()).map((r) => r.contentId)).toEqual([fresh]);
  });
});

describe.each(DIALECTS)('media served from the blob store on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
  });
  afterAll(() => t.close());

  it('answers a stable address with a strong ETag, 304 when the browser has it, and caching by kind of name', async () => {
    expect(t.app.blobs.kind).toBe(dialect === 'sqlite' ? 'folder' : 'postgres');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(5000)]);
    await t.app.blobs.put('media/uploads/2026/01/0123456789abcdef0123456789abcdef.png', png);
    await t.app.blobs.put('media/demo/logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const res = await t.app.inject({ method: 'GET', url: '/media/uploads/2026/01/0123456789abcdef0123456789abcdef.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(png)).toBe(true);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/media/uploads/2026/01/0123456789abcdef0123456789abcdef.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const demo = await t.app.inject({ method: 'GET', url: '/media/demo/logo.svg' });
    expect(demo.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expect(demo.headers['content-type']).toBe('image/svg+xml');
    const head = await t.app.inject({ method: 'HEAD', url: '/media/demo/logo.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(demo.rawPayload.length));
  });

  it('answers byte ranges (video seeking) and 416 past the end', async () => {
    const body = randomBytes(300_000);
    await t.app.blobs.put('media/demo/videos/clip.webm', body);
    const part = await t.app.inject({ method: 'GET', url: '/media/demo/videos/clip.webm', headers: { range: 'bytes=262000-262999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 262000-262999/300000');
    expect(part.rawPayload.equals(body.subarray(262000, 263000))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: '/media/demo/videos/clip.webm', headers: { range: 'bytes=-100' } });
    expect(tail.rawPayload.equals(body.subarray(body.length - 100))).toBe(true);
    const past = await t.app.inject({ method: 'GET', url: '/media/demo/videos/clip.webm', headers: { range: 'bytes=400000-' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */300000');
  });

  it('never serves sheets, hidden or climbing paths, and answers missing files 404 in the envelope', async () => {
    await t.app.blobs.put('sheets/lampparam-1-0123456789abcdef-zh.pdf', Buffer.from('%PDF'));
    for (const url of ['/media/../sheets/lampparam-1-0123456789abcdef-zh.pdf', '/media/%2e%2e/sheets/lampparam-1-0123456789abcdef-zh.pdf', '/media/uploads/.x.part', '/media/nothing.png', '/media/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().success, url).toBe(false);
    }
  });
});
