import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** How long a preview address stays valid. */
export const PREVIEW_TTL_SECONDS = 15 * 60;
const SECRET_BYTES = 32;

const secrets = new Map<string, Buffer>();

/**
 * The server's signing secret, kept in `<dataDir>/secret`: 32 random bytes written with mode
 * 0600 on first use (`wx`, so two starting processes never overwrite each other's secret), then
 * read once per process. A secret that is too short is refused rather than used.
 */
export function signingSecret(dataDir: string): Buffer {
  const path = join(dataDir, 'secret');
  const cached = secrets.get(path);
  if (cached) return cached;
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, randomBytes(SECRET_BYTES), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(path);
  if (secret.length < SECRET_BYTES) throw new Error(`${path} holds ${secret.length} bytes; a signing secret needs ${SECRET_BYTES}`);
  // A copied-in or restored secret may carry wider permissions: narrow them.
  chmodSync(path, 0o600);
  secrets.set(path, secret);
  return secret;
}

function mac(secret: Buffer, fileName: string, expires: number): Buffer {
  // The purpose prefix keeps these signatures from being valid for any other use of the secret.
  return createHmac('sha256', secret).update(`lampsheet-preview\n${fileName}\n${expires}`).digest();
}

/** A preview token for one file name: `<expiry in unix seconds>.<HMAC-SHA256, base64url>`. */
export function signPreview(secret: Buffer, fileName: string, expires: number): string {
  return `${expires}.${mac(secret, fileName, expires).toString('base64url')}`;
}

export type TokenCheck = 'ok' | 'bad' | 'expired';

const TOKEN_SHAPE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Check a preview token against the file name it must be bound to. The signature is compared
 * in constant time before the expiry is looked at; an expiry further away than the lifetime of
 * a token (which this server never issues) counts as bad.
 */
export function verifyPreview(secret: Buffer, fileName: string, token: string | undefined, nowSeconds: number): TokenCheck {
  if (!token) return 'bad';
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return 'bad';
  const expires = Number(match[1]);
  // Compare the text, not the decoded bytes: base64url's last character carries two spare
  // bits, so decoding would accept more than one spelling of the same signature.
  const given = Buffer.from(match[2]!, 'ascii');
  const expected = Buffer.from(mac(secret, fileName, expires).toString('base64url'), 'ascii');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  if (expires > nowSeconds + PREVIEW_TTL_SECONDS + 60) return 'bad';
  return expires <= nowSeconds ? 'expired' : 'ok';
}
