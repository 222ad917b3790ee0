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

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * `/media/<path>`: the pictures, videos and subtitles of the blob store (never sheets, which only
 * the signed preview serves), the same from every instance: a stable address, a strong ETag
 * (304 on If-None-Match), Last-Modified, caching by kind of name, and byte ranges for video.
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
      reply
        .header('ETag', info.etag)
        .header('Last-Modified', info.modified.toUTCString())
        .header('Cache-Control', IMMUTABLE.test(rest) ? CACHE_IMMUTABLE : CACHE_REVALIDATE)
        .header('Accept-Ranges', 'bytes')
        .header('Content-Type', info.contentType);
      if (etagMatches(request.headers['if-none-match'], info.etag)) return reply.status(304).send();
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== info.etag ? null : parseRange(request.headers.range, info.size);
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
