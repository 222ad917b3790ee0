import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite's content-hashed file names: `name-<8+ characters of hash>.ext` under `/assets/`. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.[a-z0-9]+(\.(br|gz))?$/i;

/** A hashed file never changes under its name: kept a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell (index.html) and any unhashed file: kept, but revalidated each time with the ETag. */
export const REVALIDATE = 'no-cache';

/** The built web app's folder when it holds an index.html, else null (an API-only server). */
export function webAppDir(dir: string | null | undefined): string | null {
  return dir && existsSync(join(dir, 'index.html')) ? dir : null;
}

/**
 * The page of the web app an address opens: the log-in page (`login.html`, a small page of its
 * own; decision 011) for `/login`, the app's shell (`index.html`) for every other path.
 */
export function webAppPage(url: string, dir: string): string {
  const path = url.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return path === '/login' && existsSync(join(dir, 'login.html')) ? 'login.html' : 'index.html';
}

/**
 * The built web app: its files with the precompressed `.br`/`.gz` beside them (chosen by the
 * request's Accept-Encoding, `Vary: Accept-Encoding`), hashed assets cached for a year as
 * immutable, the shell `no-cache` with an ETag (a repeat visit asks and gets a 304 when
 * nothing changed). `reply.sendFile('index.html')` (the SPA fallback) gets the same headers.
 */
export default fp(async function webApp(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    etag: true,
    lastModified: true,
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE);
    },
  });
});
