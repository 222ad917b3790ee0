import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import { gradientPng } from '../test/pictures.js';
import { IMMUTABLE, REVALIDATE } from './web-app.js';

/**
 * How the server delivers: API answers compressed on the fly when asked, the built web app's
 * precompressed files chosen by Accept-Encoding with cache headers fitting hashed names,
 * pictures and PDFs never compressed. Not data-layer behaviour: SQLite only.
 */
describe('compression and caching', () => {
  let t: TestApp;
  let auth: string;
  let webDir: string;
  const js = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{ id: ${i}, name: "fixture ${i}" }`).join(', ')}];\n`;
  const html = `<!doctype html><html><head><title>Lampsheet</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body>${'<div></div>'.repeat(120)}</body></html>`;
  const png = gradientPng(120, 80);

  beforeAll(async () => {
    // a built web app as Vite and the precompress plugin leave it
    webDir = mkdtempSync(join(tmpdir(), 'lampsheet-web-'));
    mkdirSync(join(webDir, 'assets'));
    const put = (name: string, data: string | Buffer, variants: boolean) => {
      writeFileSync(join(webDir, name), data);
      if (!variants) return;
      writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(data));
      writeFileSync(join(webDir, `${name}.gz`), gzipSync(data));
    };
    put('index.html', html, true);
    put('assets/index-AbCd1234.js', js, true);
    put('assets/lamp-AbCd1234.png', png, false);
    t = await createTestApp('sqlite', { webDir });
    auth = await bearer(t.app);
    mkdirSync(join(t.dataDir, 'media', 'uploads', 'test'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'uploads', 'test', 'effect.png'), png);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const tyList = (encoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contests/tyList',
      headers: { authorization: auth, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      payload: { contestTypeId: 102, page: 1 },
    });

  describe('API answers', () => {
    it('over 1 kB go out in Brotli or gzip when asked, the same JSON once decoded, and plain when not', async () => {
      const plain = await tyList();
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const answer = plain.json();
      expect(answer.data.rows.length).toBeGreaterThan(0);

      const br = await tyList('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(answer);

      const gz = await tyList('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(answer);

      const identity = await tyList('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.json()).toEqual(answer);
    });

    it('under 1 kB go out as they are, and errors keep their envelope', async () => {
      const small = await get('/api/users/getCurrentUser', { authorization: auth, 'accept-encoding': 'br' });
      expect(small.statusCode).toBe(200);
      expect(small.rawPayload.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      const denied = await get('/api/users/getCurrentUser', { 'accept-encoding': 'br' });
      expect(denied.statusCode).toBe(401);
      expect(denied.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });

    it('a PDF sheet is never compressed', async () => {
      const record = await t.db.kysely.selectFrom('lampParams').select('id').orderBy('id').executeTakeFirstOrThrow();
      const made = await get(`/api/lampparams/generateTyLampparamPdf/${record.id}`, { authorization: auth });
      expect(made.statusCode, made.body).toBe(200);
      const pdf = await get(made.json().data.url as string, { 'accept-encoding': 'br, gzip' });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }, 60_000);
  });

  describe('the web app', () => {
    it('sends a hashed asset precompressed as asked, cached for a year as immutable', async () => {
      const br = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(br.rawPayload.equals(readFileSync(join(webDir, 'assets/index-AbCd1234.js.br')))).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(js);

      const gz = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(js);
      expect(gz.headers['cache-control']).toBe(IMMUTABLE);

      const plain = await get('/assets/index-AbCd1234.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
    });

    it('sends the shell no-cache with an ETag, compressed when asked, and 304 when it did not change', async () => {
      for (const url of ['/', '/projects', '/selection?id=1']) {
        const res = await get(url, { 'accept-encoding': 'br' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe(REVALIDATE);
        expect(res.headers['content-encoding'], url).toBe('br');
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers.etag, url).toBeTruthy();
        expect(brotliDecompressSync(res.rawPayload).toString('utf8'), url).toBe(html);
        const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length, url).toBe(0);
      }
      const plain = await get('/login');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
      expect(plain.headers['cache-control']).toBe(REVALIDATE);
    });

    it('never compresses pictures, of the app or of the media', async () => {
      for (const url of ['/assets/lamp-AbCd1234.png', '/media/uploads/test/effect.png']) {
        const res = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/png');
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.rawPayload.equals(png), url).toBe(true);
      }
    });
  });
});
