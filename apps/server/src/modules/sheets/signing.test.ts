import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../../lib/content-disposition.js';
import { loadPicture, SHEET_FILE_NAME, sheetFileName } from './service.js';
import { PREVIEW_TTL_SECONDS, signingSecret, signPreview, verifyPreview } from './signing.js';
import { openDatabase } from '../../db/database.js';
import { createTestDb } from '../../test/harness.js';
import { folderBlobStore } from '../../storage/folder-blob-store.js';

describe('preview signatures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-sign-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const name = 'lampparam-7-0123456789abcdef-zh.pdf';
  const now = 1_800_000_000;

  it('generates 32 random bytes once, keeps them in the database, and every process reads the same', async () => {
    const testDb = await createTestDb('sqlite');
    try {
      const first = await signingSecret(testDb.db.kysely);
      expect(first).toHaveLength(32);
      const row = await testDb.db.kysely.selectFrom('serverSecrets').select('value').where('name', '=', 'preview').executeTakeFirstOrThrow();
      expect(Buffer.from(row.value, 'base64').equals(first)).toBe(true);
      // Another process (another connection, no cache) reads the same secret.
      const other = openDatabase(testDb.url);
      expect((await signingSecret(other.kysely)).equals(first)).toBe(true);
      await other.close();
      // SIGNING_SECRET, when given, wins.
      expect((await signingSecret(testDb.db.kysely, { configured: 'k'.repeat(40) })).toString()).toBe('k'.repeat(40));
    } finally {
      await testDb.dispose();
    }
  });

  it('takes over the secret an older version kept in <dataDir>/secret', async () => {
    const testDb = await createTestDb('sqlite');
    try {
      const legacy = Buffer.alloc(32, 9);
      writeFileSync(join(dir, 'secret'), legacy);
      expect((await signingSecret(testDb.db.kysely, { legacyFile: join(dir, 'secret') })).equals(legacy)).toBe(true);
    } finally {
      await testDb.dispose();
    }
  });

  it('accepts its own token until the expiry, then calls it expired', () => {
    const secret = randomBytes(32);
    const token = signPreview(secret, name, now + PREVIEW_TTL_SECONDS);
    expect(verifyPreview(secret, name, token, now)).toBe('ok');
    expect(verifyPreview(secret, name, token, now + PREVIEW_TTL_SECONDS - 1)).toBe('ok');
    expect(verifyPreview(secret, name, token, now + PREVIEW_TTL_SECONDS)).toBe('expired');
  });

  it('refuses a token of another file, a changed expiry or signature, another secret, and junk', () => {
    const secret = randomBytes(32);
    const token = signPreview(secret, name, now + 60);
    const [exp, sig] = token.split('.') as [string, string];
    expect(verifyPreview(secret, 'lampparam-8-0123456789abcdef-zh.pdf', token, now)).toBe('bad');
    expect(verifyPreview(secret, name, `${Number(exp) + 600}.${sig}`, now)).toBe('bad');
    expect(verifyPreview(secret, name, `${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, now)).toBe('bad');
    expect(verifyPreview(secret, name, `${exp}.${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`, now)).toBe('bad');
    expect(verifyPreview(Buffer.alloc(32, 1), name, token, now)).toBe('bad');
    for (const junk of [undefined, '', 'abc', `${exp}.`, `.${sig}`, `${exp}.${sig}=`, `-1.${sig}`]) {
      expect(verifyPreview(secret, name, junk, now)).toBe('bad');
    }
  });

  it('refuses an expiry further away than any token this server issues', () => {
    const secret = randomBytes(32);
    expect(verifyPreview(secret, name, signPreview(secret, name, now + 86400), now)).toBe('bad');
  });
});

describe('sheet file names', () => {
  it('makes and recognises exactly one shape', () => {
    const n = sheetFileName(42, 'ab'.repeat(32), 'en');
    expect(n).toBe('lampparam-42-abababababababab-en.pdf');
    expect(SHEET_FILE_NAME.test(n)).toBe(true);
    for (const bad of ['../secret', '/etc/passwd', `../${n}`, `sheets/${n}`, `${n}/`, `${n}\0`, n.replace('en', 'fr'), n.toUpperCase(), `%2e%2e%2f${n}`]) {
      expect(SHEET_FILE_NAME.test(bad)).toBe(false);
    }
  });

  it('answers an inline disposition with the UTF-8 name and an ASCII fallback', () => {
    expect(contentDisposition('inline', '外滩滨江立面照明-XQD10W/M037.pdf', '.pdf')).toBe(
      `inline; filename="XQD10W-M037.pdf"; filename*=UTF-8''${encodeURIComponent('外滩滨江立面照明-XQD10W-M037.pdf')}`,
    );
    expect(contentDisposition('inline', '深圳湾.pdf', '.pdf')).toBe(`inline; filename="lampsheet.pdf"; filename*=UTF-8''${encodeURIComponent('深圳湾.pdf')}`);
    expect(contentDisposition('inline', 'Bund "A"\r\n-X.pdf', '.pdf')).toMatch(/^inline; filename="Bund -A- -X\.pdf"|^inline; filename="Bund -A--X\.pdf"/);
  });
});

describe('pictures of a sheet', () => {
  const media = mkdtempSync(join(tmpdir(), 'lampsheet-media-'));
  afterAll(() => rmSync(media, { recursive: true, force: true }));
  const ctx = { blobs: folderBlobStore({ dataDir: media, mediaDir: join(media, 'media') }), mediaBaseUrl: '/media/' };

  it('never reads outside the media folder nor fetches addresses', async () => {
    for (const ref of ['../secret', '/../secret', '/media/../secret', 'uploads/../../secret', 'http://example.com/a.png', 'file:///etc/passwd', '/etc/passwd']) {
      expect(await loadPicture(ctx, ref)).toBeNull();
    }
  });
});
