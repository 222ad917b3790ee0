import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';
import { gradientPng } from '../test/pictures.js';
import { IMMUTABLE, REVALIDATE } from './web-app.js';
import { chooseEncoding } from '../modules/media/routes.js';

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
  const loginHtml = `<!doctype html><html><head><title>Log in</title><script type="module" src="/assets/login-AbCd1234.js"></script></head><body>${'<p></p>'.repeat(200)}</body></html>`;
  // a calculated picture as decision 012 draws them: tens of kB of SVG path data
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">${Array.from({ length: 600 }, (_, i) => `<rect x="${i % 40}" y="${Math.floor(i / 40)}" width="10" height="10" fill="#${(i * 2654435).toString(16).slice(-6).padStart(6, '0')}"/>`).join('')}</svg>`;
  const vtt = `WEBVTT\n\n${Array.from({ length: 60 }, (_, i) => `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nStep ${i}: aim the washer at the wall\n`).join('\n')}`;
  const json = JSON.stringify({ rows: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `fixture ${i}` })) });
  // a JPEG's first bytes and then text-like filler: it must still go out as stored
  const jpegLike = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('x'.repeat(4000))]);

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
    put('login.html', loginHtml, true);
    put('assets/index-AbCd1234.js', js, true);
    put('assets/lamp-AbCd1234.png', png, false);
    t = await createTestApp('sqlite', { webDir });
    auth = await bearer(t.app);
    mkdirSync(join(t.dataDir, 'media', 'uploads', 'test'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'uploads', 'test', 'effect.png'), png);
    writeFileSync(join(t.dataDir, 'media', 'uploads', 'test', 'effect.jpg'), jpegLike);
    mkdirSync(join(t.dataDir, 'media', 'calc', 'test'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'calc', 'test', 'face-0123abcd.svg'), svg);
    writeFileSync(join(t.dataDir, 'media', 'calc', 'test', 'small.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(t.dataDir, 'media', 'demo', 'test'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'demo', 'test', 'guide.vtt'), vtt);
    writeFileSync(join(t.dataDir, 'media', 'demo', 'test', 'data.json'), json);
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
      const plain = await get('/parameterLampList?id=1');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(html);
      expect(plain.headers['cache-control']).toBe(REVALIDATE);
    });

    it('sends the log-in page, a page of its own, for /login and the shell for every other page', async () => {
      for (const url of ['/login', '/login?redirect=%2Fprojects', '/login/']) {
        const res = await get(url, { 'accept-encoding': 'gzip' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], url).toBe('gzip');
        expect(res.headers['cache-control'], url).toBe(REVALIDATE);
        expect(gunzipSync(res.rawPayload).toString('utf8'), url).toBe(loginHtml);
      }
      for (const url of ['/loginx', '/projects/login', '/']) {
        const res = await get(url);
        expect(res.body, url).toBe(html);
      }
    });

    it('never compresses pictures, of the app or of the media', async () => {
      const jpeg = await get('/media/uploads/test/effect.jpg', { 'accept-encoding': 'br, gzip' });
      expect(jpeg.headers['content-type']).toBe('image/jpeg');
      expect(jpeg.headers['content-encoding']).toBeUndefined();
      expect(jpeg.rawPayload.equals(jpegLike)).toBe(true);
      for (const url of ['/assets/lamp-AbCd1234.png', '/media/uploads/test/effect.png']) {
        const res = await get(url, { 'accept-encoding': 'br, gzip' });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/png');
        expect(res.headers['content-encoding'], url).toBeUndefined();
        expect(res.rawPayload.equals(png), url).toBe(true);
      }
    });
  });

  describe('text media', () => {
    const url = '/media/calc/test/face-0123abcd.svg';

    it('go out in Brotli or gzip when asked, with an ETag per encoding and Vary, and plain when not', async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('image/svg+xml');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(svg)));
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(svg);

      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('image/svg+xml');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(svg) / 3);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(svg);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(svg);

      // one tag per representation: a cache never mixes the compressed and the plain body
      const tags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]);
      expect(tags.size).toBe(3);
      for (const res of [plain, br, gz]) expect(String(res.headers.etag)).toMatch(/^"[^"]+"$/);

      // refused encodings are respected
      const noBr = await get(url, { 'accept-encoding': 'br;q=0, gzip' });
      expect(noBr.headers['content-encoding']).toBe('gzip');
      const identity = await get(url, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(svg);

      // subtitles and JSON too; a file under 1 kB goes out as it is
      for (const [path, text] of [['/media/demo/test/guide.vtt', vtt], ['/media/demo/test/data.json', json]] as const) {
        const res = await get(path, { 'accept-encoding': 'br' });
        expect(res.headers['content-encoding'], path).toBe('br');
        expect(res.headers['cache-control'], path).toBe('public, max-age=3600, must-revalidate');
        expect(brotliDecompressSync(res.rawPayload).toString('utf8'), path).toBe(text);
      }
      const small = await get('/media/calc/test/small.svg', { 'accept-encoding': 'br' });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });

    it('answer 304 to the tag of the representation asked for, and only to it', async () => {
      const br = await get(url, { 'accept-encoding': 'br' });
      const plain = await get(url);
      const same = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      expect(same.statusCode).toBe(304);
      expect(same.headers.etag).toBe(br.headers.etag);
      expect(same.rawPayload.length).toBe(0);
      const weak = await get(url, { 'accept-encoding': 'br', 'if-none-match': `W/${String(br.headers.etag)}` });
      expect(weak.statusCode).toBe(304);
      // the plain body's tag does not validate the Brotli body, nor the other way round
      const other = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
      expect(other.statusCode).toBe(200);
      expect(other.headers['content-encoding']).toBe('br');
      const plainAgain = await get(url, { 'if-none-match': String(plain.headers.etag) });
      expect(plainAgain.statusCode).toBe(304);
      const crossed = await get(url, { 'if-none-match': String(br.headers.etag) });
      expect(crossed.statusCode).toBe(200);
      expect(crossed.body).toBe(svg);
    });

    it('answer a byte range from the stored body, uncompressed, and HEAD without a body', async () => {
      const part = await get(url, { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-encoding']).toBeUndefined();
      expect(part.headers['content-range']).toBe(`bytes 0-99/${Buffer.byteLength(svg)}`);
      expect(part.body).toBe(svg.slice(0, 100));
      const plain = await get(url);
      expect(part.headers.etag).toBe(plain.headers.etag);
      const bad = await get(url, { 'accept-encoding': 'br', range: `bytes=${Buffer.byteLength(svg) + 10}-` });
      expect(bad.statusCode).toBe(416);

      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.rawPayload.length).toBe(0);
    });

    it('choose Brotli over gzip at equal weight, by q-values otherwise', () => {
      expect(chooseEncoding(undefined)).toBeNull();
      expect(chooseEncoding('identity')).toBeNull();
      expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(chooseEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
      expect(chooseEncoding('br;q=0, *')).toBe('gzip');
      expect(chooseEncoding('*')).toBe('br');
      expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    });
  });
});
