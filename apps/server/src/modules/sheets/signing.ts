import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findPreviewSecret, insertPreviewSecretIfAbsent } from './repository.js';

/** How long a preview address stays valid. */
export const PREVIEW_TTL_SECONDS = 15 * 60;
const SECRET_BYTES = 32;

const secrets = new WeakMap<object, Promise<Buffer>>();

/**
 * The signing secret every instance on one database shares: SIGNING_SECRET when given,
 * otherwise 32 random bytes generated once and kept in `server_secrets` (the first instance to
 * ask writes it; `on conflict do nothing` keeps two starting instances from writing two). A
 * secret an older version kept in `<dataDir>/secret` is taken over, so its addresses stay valid.
 * Read once per process.
 */
export function signingSecret(db: Kysely<Database>, options: { configured?: string | null; legacyFile?: string } = {}): Promise<Buffer> {
  if (options.configured) return Promise.resolve(Buffer.from(options.configured, 'utf8'));
  let cached = secrets.get(db);
  if (!cached) {
    cached = loadSecret(db, options.legacyFile).catch((err: unknown) => {
      secrets.delete(db);
      throw err;
    });
    secrets.set(db, cached);
  }
  return cached;
}

async function loadSecret(db: Kysely<Database>, legacyFile?: string): Promise<Buffer> {
  let row = await findPreviewSecret(db);
  if (!row) {
    let fresh = randomBytes(SECRET_BYTES);
    if (legacyFile) {
      try {
        const old = readFileSync(legacyFile);
        if (old.length >= SECRET_BYTES) fresh = old;
      } catch {
        // no older secret
      }
    }
    await insertPreviewSecretIfAbsent(db, fresh.toString('base64'), new Date().toISOString());
    row = await findPreviewSecret(db);
  }
  const secret = Buffer.from(row!.value, 'base64');
  if (secret.length < SECRET_BYTES) throw new Error(`the stored signing secret holds ${secret.length} bytes; it needs ${SECRET_BYTES}`);
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
