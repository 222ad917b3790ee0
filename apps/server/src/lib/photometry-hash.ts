import { createHash } from 'node:crypto';

/**
 * The content hash of a photometric file (hex SHA-256) by which an identical upload is stored
 * once: of its decoded text, normalised (byte-order mark dropped, CRLF and CR line ends as LF),
 * so the same file saved on another system hashes the same. Used by the upload and by
 * migration 007, which hashes the files stored before it.
 */
export function photometryContentHash(text: string): string {
  const clean = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return createHash('sha256').update(clean.replace(/\r\n?/g, '\n'), 'utf8').digest('hex');
}
