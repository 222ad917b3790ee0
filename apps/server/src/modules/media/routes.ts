import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message } from '@lampsheet/contracts';
import { validKey, type BlobInfo, type ByteRange } from '../../storage/blob-store.js';

/**
 * Names that never change content: uploads get random names, calculated pictures carry their
 * content hash. Browsers keep them for a year without asking again; everything else (the demo
 * media) is kept an hour and then revalidated with its ETag.
 */
const IMMUTABLE = /^(uploads|calc)\//;
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=3600, must-revalidate';

/** The one byte range of a `Range: bytes=…` header; null for none or several, 'bad' when unsatisfiable. */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/**
 * Media that are text and worth compressing on the way out: the calculated pictures (SVG, tens
 * of kB of path data), subtitles, JSON and plain text. Pictures in PNG/JPEG/WebP, PDFs and
 * videos are compressed already and always go out as stored.
 */
export const COMPRESSIBLE_MEDIA = /^(image\/svg\+xml|text\/(vtt|plain|csv)|application\/json)\s*(;|$)/i;
/** Smaller files go out as they are: the headers would eat the gain. */
export const MEDIA_COMPRESSION_MIN = 1024;

export type MediaEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: Brotli when accepted at least as
 * much as gzip, else gzip, else none (`identity`). `q=0` refuses, `*` stands for the rest.
 */
export function chooseEncoding(header: string | string[] | undefined): MediaEncoding | null {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return null;
  const q = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gzip = of('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** The ETag of a compressed representation: the stored body's tag with the encoding added (a representation's tag must differ per encoding). */
export function encodedEtag(etag: string, encoding: MediaEncoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

function compressor(encoding: MediaEncoding, size: number) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size } })
    : createGzip({ level: 6 });
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * `/media/<path>`: the pictures, videos and subtitles of the blob store (never sheets, which only
 * the signed preview serves), the same from every instance: a stable address, a strong ETag
 * (304 on If-None-Match), Last-Modified, caching by kind of name, and byte ranges for video.
 * Text media (SVG pictures, subtitles, JSON) over 1 kB are compressed as they go out when the
 * client accepts Brotli or gzip: `Vary: Accept-Encoding`, an ETag of their own per encoding,
 * and a byte-range request always answered from the stored (uncompressed) body.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).type('application/json; charset=utf-8').send({ success: false, code: 'NOT_FOUND', message: message('notFound', request.lang) });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    exposeHeadRoute: false,
    config: { public: true },
    handler: async (request, reply) => {
      const rest = (request.params as { '*': string })['*'] ?? '';
      const key = `media/${rest}`;
      if (!validKey(key)) return notFound(request, reply);
      const info: BlobInfo | null = await app.blobs.stat(key);
      if (!info) return notFound(request, reply);
      const compressible = COMPRESSIBLE_MEDIA.test(info.contentType);
      reply
        .header('Last-Modified', info.modified.toUTCString())
        .header('Cache-Control', IMMUTABLE.test(rest) ? CACHE_IMMUTABLE : CACHE_REVALIDATE)
        .header('Accept-Ranges', 'bytes')
        .header('Content-Type', info.contentType);
      // A text medium has a representation per encoding: caches keep them apart by Accept-Encoding.
      if (compressible) reply.header('Vary', 'Accept-Encoding');
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== info.etag ? null : parseRange(request.headers.range, info.size);
      // Byte ranges are of the stored body: a request for a range gets it as stored.
      const encoding = compressible && info.size >= MEDIA_COMPRESSION_MIN && range === null ? chooseEncoding(request.headers['accept-encoding']) : null;
      const etag = encoding ? encodedEtag(info.etag, encoding) : info.etag;
      reply.header('ETag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      if (encoding) {
        // compressed as it goes out: the length is not known before, so no Content-Length
        reply.header('Content-Encoding', encoding);
        if (request.method === 'HEAD') return reply.send();
        const body = await app.blobs.open(key);
        if (!body) return notFound(request, reply);
        return reply.send(pipeline(body, compressor(encoding, info.size), () => {}));
      }
      if (range === 'bad') {
        return reply.status(416).type('application/json; charset=utf-8').header('Content-Range', `bytes */${info.size}`).send({ success: false, code: 'VALIDATION_FAILED', message: message('invalidInput', request.lang) });
      }
      const length = range ? range.end - range.start + 1 : info.size;
      reply.header('Content-Length', length);
      if (range) reply.status(206).header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
      if (request.method === 'HEAD') return reply.send();
      const body = await app.blobs.open(key, range ?? undefined);
      if (!body) return notFound(request, reply);
      return reply.send(body);
    },
  });
}
