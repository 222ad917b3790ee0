import { createHash, randomBytes } from 'node:crypto';

/** A new opaque session token (256 random bits). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256, so a leaked table grants nothing. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
