import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import errorsPlugin from './errors.js';
import languagePlugin from './language.js';
import { requireUser } from '../modules/auth/guard.js';
import authPlugin, { guardScope, type RegisteredRoute } from './auth.js';

/** A raw HTTP request: the path goes on the wire exactly as written (no client-side normalising). */
function raw(port: number, method: string, path: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Every way a router, proxy or client may spell the same `/api/…` path. */
function spellings(path: string): string[] {
  const rest = path.replace(/^\/api/, '');
  const last = rest.replace(/([A-Za-z])([^/]*)$/, (_m, c: string, tail: string) => `%${c.charCodeAt(0).toString(16)}${tail}`);
  return [
    path,
    `/%61pi${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    `/%2561pi${rest}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/api/.${rest}`,
    `/./api${rest}`,
    `/x/../api${rest}`,
    `/api/%2e${rest}`,
    `/API${rest}`,
    `/Api${rest}`,
    `${path}/`,
    `${path};x`,
    `/api;x${rest}`,
    `/api${last}`,
    `/api%2f${rest.slice(1)}`,
    `${path}?token=x`,
  ];
}

/** A concrete path of a registered route: parameters and wildcards get harmless values. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => (name === 'reCopy' ? '0' : name === 'jobId' ? '00000000-0000-4000-8000-000000000000' : '1')).replace(/\*$/, 'x');

/** The routes that may be reached without log-in, by design. */
const PUBLIC = [/^\/api\/auth\/login$/, /^\/api\/previewPdf$/, /^\/api\/config$/, /^\/api\/health(\/|$)/, /^\/api\/docs(\/|$)/];

describe.each(DIALECTS)('the log-in guard on %s', (dialect) => {
  let t: TestApp;
  let port: number;
  let web: string;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    // A built web app is served, so the single-page fallback is in play as in production.
    web = mkdtempSync(join(tmpdir(), 'lampsheet-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Lampsheet</title>');
    t = await createTestApp(dialect, { webDir: web, env: { LOGIN_RATE_LIMIT: '100000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    routes = t.app.registeredRoutes().filter((r) => /^\/api(\/|$)/.test(r.url));
  }, 120000);
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('knows the registered API routes, and only the expected ones are public', () => {
    const guarded = routes.filter((r) => !r.public);
    expect(guarded.length).toBeGreaterThan(30);
    expect(guarded.every((r) => r.guarded)).toBe(true);
    for (const r of routes.filter((x) => x.public)) expect(PUBLIC.some((p) => p.test(r.url)), `${r.method} ${r.url} is public`).toBe(true);
  });

  it('answers every guarded route, in every spelling, without a token with 401 or 404 in the envelope', async () => {
    const failures: string[] = [];
    let unauthorised = 0;
    for (const route of routes.filter((r) => !r.public)) {
      for (const path of spellings(concrete(route.url))) {
        const res = await raw(port, route.method, path, ['POST', 'PUT', 'PATCH'].includes(route.method) ? '{}' : undefined);
        if (res.status === 401) unauthorised++;
        if (res.status !== 401 && res.status !== 404) failures.push(`${route.method} ${path} → ${res.status} ${res.body.slice(0, 80)}`);
        else if (route.method !== 'HEAD') {
          const body = JSON.parse(res.body) as { success: boolean; code: string };
          if (body.success !== false || !['UNAUTHORIZED', 'NOT_FOUND'].includes(body.code)) failures.push(`${route.method} ${path} → ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The percent-escaped spellings reach the route (the router decodes them) and meet the guard.
    expect(unauthorised).toBeGreaterThan(routes.filter((r) => !r.public).length * 3);
  }, 120000);

  it('refuses the spellings of the report explicitly', async () => {
    for (const [method, path] of [
      ['POST', '/%61pi/contests/tyList'],
      ['POST', '/ap%69/contests/tyList'],
      ['GET', '/%61pi/projects'],
      ['GET', '/%61pi/lampparams/list'],
      ['GET', '/%61pi/users/getCurrentUser'],
    ] as const) {
      const res = await raw(port, method, path, method === 'POST' ? '{"page":1}' : undefined);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('never lets a public route answer 5xx without a token', async () => {
    for (const route of routes.filter((r) => r.public)) {
      for (const path of spellings(concrete(route.url))) {
        const res = await raw(port, route.method, path, ['POST', 'PUT', 'PATCH'].includes(route.method) ? '{}' : undefined);
        expect(res.status, `${route.method} ${path} → ${res.body.slice(0, 80)}`).toBeLessThan(500);
      }
    }
  }, 60000);

  it('still serves the web app for its own paths', async () => {
    const res = await raw(port, 'GET', '/selection');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Lampsheet');
  });
});

describe('the second line of defence', () => {
  it('refuses to start when an API route is neither guarded nor public', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    app.get('/api/forgotten', async () => 'open');
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await app.close();
  });

  it('starts when every API route is guarded or public', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    app.get('/api/open', { config: { public: true } }, async () => 'open');
    await app.register(async (api) => {
      guardScope(api);
      api.get('/closed', async () => 'closed');
    }, { prefix: '/api' });
    await app.ready();
    expect(app.registeredRoutes().map((r) => `${r.method} ${r.url} ${r.guarded}`)).toEqual(
      expect.arrayContaining(['GET /api/open false', 'GET /api/closed true', 'HEAD /api/closed true']),
    );
    await app.close();
  });

  it('answers 401, not 500, when a handler runs without a user', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    await app.register(languagePlugin);
    await app.register(errorsPlugin);
    app.get('/api/slip', { config: { public: true } }, async (request) => ({ name: requireUser(request).username }));
    const res = await app.inject({ method: 'GET', url: '/api/slip' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    await app.close();
  });
});
