import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.js';
import { multipart } from '../../test/multipart.js';
import { sniffImageType } from './sniff.js';

function png(width = 8, height = 8): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe('sniffImageType', () => {
  it('knows JPEG and PNG by their bytes and nothing else', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('image/jpeg');
    expect(sniffImageType(png())).toBe('image/png');
    expect(sniffImageType(Buffer.from('GIF89a....'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('picture upload', () => {
  let t: TestApp;
  let auth: string;
  const upload = (files: Parameters<typeof multipart>[0], withAuth = true) => {
    const body = multipart(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload?type=image',
      headers: { ...body.headers, ...(withAuth ? { authorization: auth } : {}), 'accept-language': 'en' },
      payload: body.payload,
    });
  };
  const uploadedFiles = () => {
    const dir = join(t.dataDir, 'media', 'uploads');
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
  };

  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: true });
    auth = await bearer(t.app);
  });
  afterAll(() => t.close());

  it('stores a PNG under a generated name and serves it under the media prefix', async () => {
    const res = await upload([{ filename: '../../etc/passwd.png', contentType: 'image/png', data: png() }]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.savePath).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(data.contentType).toBe('image/png');
    const served = await t.app.inject({ method: 'GET', url: `/media/${data.savePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png())).toBe(true);
  });

  it('trusts the bytes, not the name or the declared type: a GIF named .png is 415', async () => {
    const res = await upload([{ filename: 'a.png', contentType: 'image/png', data: Buffer.from('GIF89a' + 'x'.repeat(100)) }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'upload picture can only be JPG format' });
  });

  it('accepts a JPEG by its bytes', async () => {
    const res = await upload([{ filename: 'photo.bin', contentType: 'application/octet-stream', data: Buffer.concat([JPEG_HEAD, Buffer.alloc(2000, 1)]) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.savePath).toMatch(/\.jpg$/);
  });

  it('refuses a file over 2 MB with 413 and leaves nothing behind', async () => {
    const before = uploadedFiles().length;
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);
    const res = await upload([{ filename: 'big.png', contentType: 'image/png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'upload picture size cannot exceed 2MB' });
    expect(uploadedFiles().length).toBe(before);
  });

  const fileRows = async () => Number((await t.db.kysely.selectFrom('files').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('refuses two files in one upload, and stores neither: no row, no file', async () => {
    const rows = await fileRows();
    const files = uploadedFiles().length;
    const res = await upload([
      { filename: 'a.png', contentType: 'image/png', data: png() },
      { filename: 'b.png', contentType: 'image/png', data: png() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only one file can be uploaded');
    expect(await fileRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('stores nothing when the request is refused after a good file (a limit met later in the body)', async () => {
    const rows = await fileRows();
    const files = uploadedFiles().length;
    const body = multipart([{ filename: 'a.png', contentType: 'image/png', data: png() }]);
    const boundary = /boundary=(.+)$/.exec(body.headers['content-type'])![1]!;
    // After the file, more form fields than the upload accepts.
    const fields = Array.from({ length: 20 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('');
    const payload = Buffer.concat([Buffer.from(body.payload).subarray(0, Buffer.from(body.payload).length - `--${boundary}--\r\n`.length), Buffer.from(fields), Buffer.from(`--${boundary}--\r\n`)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?type=image',
      headers: { ...body.headers, authorization: auth, 'accept-language': 'en' },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ success: false });
    expect(await fileRows()).toBe(rows);
    expect(uploadedFiles().length).toBe(files);
  });

  it('refuses an upload without a token or without a file', async () => {
    expect((await upload([{ filename: 'a.png', contentType: 'image/png', data: png() }], false)).statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?type=image',
      headers: { authorization: auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(415);
  });
});
