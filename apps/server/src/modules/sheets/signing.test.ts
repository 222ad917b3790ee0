import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDisposition, loadPicture, SHEET_FILE_NAME, sheetFileName } from './service.js';
import { PREVIEW_TTL_SECONDS, signingSecret, signPreview, verifyPreview } from './signing.js';

describe('preview signatures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-sign-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const name = 'lampparam-7-0123456789abcdef-zh.pdf';
  const now = 1_800_000_000;

  it('keeps 32 random bytes in <dataDir>/secret with mode 0600 and reuses them', () => {
    const secret = signingSecret(dir);
    expect(secret).toHaveLength(32);
    expect(statSync(join(dir, 'secret')).mode & 0o777).toBe(0o600);
    expect(signingSecret(dir).equals(secret)).toBe(true);
  });

  it('accepts its own token until the expiry, then calls it expired', () => {
    const secret = signingSecret(dir);
    const token = signPreview(secret, name, now + PREVIEW_TTL_SECONDS);
    expect(verifyPreview(secret, name, token, now)).toBe('ok');
    expect(verifyPreview(secret, name, token, now + PREVIEW_TTL_SECONDS - 1)).toBe('ok');
    expect(verifyPreview(secret, name, token, now + PREVIEW_TTL_SECONDS)).toBe('expired');
  });

  it('refuses a token of another file, a changed expiry or signature, another secret, and junk', () => {
    const secret = signingSecret(dir);
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
    const secret = signingSecret(dir);
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
    expect(contentDisposition('外滩滨江立面照明-XQD10W/M037.pdf')).toBe(
      `inline; filename="XQD10W-M037.pdf"; filename*=UTF-8''${encodeURIComponent('外滩滨江立面照明-XQD10W-M037.pdf')}`,
    );
    expect(contentDisposition('深圳湾.pdf')).toBe(`inline; filename="lampsheet.pdf"; filename*=UTF-8''${encodeURIComponent('深圳湾.pdf')}`);
    expect(contentDisposition('Bund "A"\r\n-X.pdf')).toMatch(/^inline; filename="Bund -A- -X\.pdf"|^inline; filename="Bund -A--X\.pdf"/);
  });
});

describe('pictures of a sheet', () => {
  const media = mkdtempSync(join(tmpdir(), 'lampsheet-media-'));
  afterAll(() => rmSync(media, { recursive: true, force: true }));
  const ctx = { mediaDir: join(media, 'media'), mediaBaseUrl: '/media/' };

  it('never reads outside the media folder nor fetches addresses', async () => {
    for (const ref of ['../secret', '/../secret', '/media/../secret', 'uploads/../../secret', 'http://example.com/a.png', 'file:///etc/passwd', '/etc/passwd']) {
      expect(await loadPicture(ctx, ref)).toBeNull();
    }
  });
});
