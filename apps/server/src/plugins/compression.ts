import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Media types compressed on the fly: text and JSON. Pictures (PNG, JPEG, WebP), PDFs, videos,
 * XLSX and other archives are compressed already and go out as they are.
 */
export const COMPRESSIBLE_TYPES = /^(text\/(html|css|plain|csv|javascript)|application\/(json|javascript|xml|[\w.+-]+\+json)|image\/svg\+xml)\s*(;|$)/i;

/** API answers smaller than this go out as they are: the headers would eat the gain. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compression of API answers (Brotli or gzip, whichever the client prefers, Brotli first) over
 * `COMPRESSION_THRESHOLD`. Only routes under `/api` compress on the fly: the web app's files
 * are precompressed at build time (plugins/web-app.ts serves the `.br`/`.gz` files), and media
 * go out as stored. Register before any route.
 */
export default fp(async function compression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') && route.compress === undefined) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    // Quality 4 compresses JSON better than gzip's default at a similar cost per request;
    // the best quality (11, the library's default) takes tens of times longer.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    // Request bodies are never accepted compressed.
    globalDecompression: false,
  });
});
