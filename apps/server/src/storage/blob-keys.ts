import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';

/* Keys of the blob store, the content type a key gives, and what both back ends do to a body. */

const KEY = /^(media|sheets)\/(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

/** Whether a key is one the store takes: known namespace, plain segments, no `..` or hidden names. */
export function validKey(key: string): boolean {
  return key.length <= 400 && KEY.test(key) && !key.split('/').some((s) => s === '..' || s === '.');
}

/** The key, or an error when it is not one the store takes. */
export function checkKey(key: string): string {
  if (!validKey(key)) throw new Error(`not a blob key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  gif: 'image/gif',
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** The content type of a key, by its extension. */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}

/** Counts and hashes what passes. */
export function measuring(): { transform: Transform; result: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** A body as a stream. */
export const toStream = (body: Buffer | Readable) => (Buffer.isBuffer(body) ? Readable.from([body]) : body);
