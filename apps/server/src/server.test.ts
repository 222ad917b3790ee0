/**
 * The built server as a real process: its start line and log format, and a clean stop on
 * SIGTERM with requests in flight.
 */
import { copyFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { multipart } from './test/multipart.js';
import { gradientPng } from './test/pictures.js';
import { httpBearer, startServer, waitForStatus, type ServerProcess } from './test/server-process.js';

/**
 * An upload whose body arrives in two halves: the first at once, the second only when the test
 * calls `finish()`. Until then the server has received the request and cannot answer it.
 */
function heldUpload(url: string, auth: string): { answer: Promise<{ status: number; body: string; at: number }>; finish: () => void } {
  const { payload, headers } = multipart([{ filename: 'held.png', contentType: 'image/png', data: gradientPng(64, 64) }]);
  const half = Math.floor(payload.length / 2);
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    const req = httpRequest(`${url}/api/files/upload?type=image`, { method: 'POST', headers: { ...headers, authorization: auth, 'content-length': payload.length } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, at: Date.now() }));
    });
    req.on('error', reject);
    req.write(payload.subarray(0, half));
    finish = () => req.end(payload.subarray(half));
  });
  return { answer, finish };
}

/** A data folder holding a copy of the seeded demo database and media. */
function demoDataDir(): { dir: string; env: Record<string, string> } {
  const template = inject('demoTemplate');
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-proc-'));
  copyFileSync(template.sqliteFile, join(dir, 'lampsheet.db'));
  cpSync(template.mediaDir, join(dir, 'media'), { recursive: true });
  return { dir, env: { DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'lampsheet.db')}` } };
}

describe('the server process', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const s of servers) await s.kill();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('says where it is ready and how to log in, and logs one short JSON object per line', async () => {
    const data = demoDataDir();
    dirs.push(data.dir);
    const server = await startServer(data.env);
    servers.push(server);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await server.waitForLog((l) => l.msg === 'log in as demo / demo1234');
    // A request with a 5 kB address: its log line stays short.
    const res = await fetch(`${server.url}/api/health/live?pad=${'x'.repeat(5000)}`);
    expect(res.status).toBe(200);
    const line = await server.waitForLog((l) => typeof l.url === 'string' && l.url.startsWith('/api/health/live?pad='));
    expect(line).toMatchObject({ method: 'GET', status: 200 });
    expect(JSON.stringify(line).length).toBeLessThan(1000);
    for (const l of server.logs) expect(JSON.stringify(l).length).toBeLessThan(2048);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('on SIGTERM: ready turns 503 at once, every request already received is answered, exit 0 within 15 s', async () => {
    const data = demoDataDir();
    dirs.push(data.dir);
    const sqlite = new SqliteDatabase(join(data.dir, 'lampsheet.db'), { readonly: true });
    const generated = (sqlite.prepare('select id from lamp_params where data_status = 2 order by id').all() as Array<{ id: number }>).map((r) => r.id);
    sqlite.close();
    expect(generated.length).toBeGreaterThanOrEqual(2);
    // The drain delay keeps the port open long enough to see ready answer 503 on a new connection.
    // the server gives up at SHUTDOWN_TIMEOUT_MS (10 s by default) and exits 1: the 15 s this test
    // allows, so a loaded machine's slower answers are not taken for a failed stop
    const server = await startServer({ ...data.env, LOG_LEVEL: 'debug', SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_TIMEOUT_MS: '15000' });
    servers.push(server);
    const url = server.url;
    const auth = await httpBearer(url);
    expect(await waitForStatus(`${url}/api/health/ready`, 200)).toBeLessThan(30_000);

    // 12 requests that take a while: sheets in both languages and selection pages.
    const requests: Array<{ path: string; init: RequestInit }> = [];
    for (let i = 0; i < 12; i++) {
      if (i % 2 === 0) {
        const id = generated[(i / 2) % generated.length]!;
        requests.push({ path: `/api/lampparams/generateTyLampparamPdf/${id}`, init: { headers: { authorization: auth, 'accept-language': i % 4 ? 'en' : 'zh-CN' } } });
      } else {
        requests.push({
          path: '/api/contests/tyList',
          init: {
            method: 'POST',
            headers: { authorization: auth, 'content-type': 'application/json' },
            body: JSON.stringify({ contestTypeId: 101 + (i % 5), dataTypeStr: '1,2,4', rgbwa: '全亮', page: 1 + (i % 3) }),
          },
        });
      }
    }
    const before = server.logs.length;
    const answers = requests.map(({ path, init }) =>
      fetch(`${url}${path}`, init).then(async (res) => ({ status: res.status, body: await res.text(), at: Date.now() })),
    );
    // Wait until the server has received all twelve, then stop it.
    const received = () => server.logs.slice(before).filter((l) => l.msg === 'request received').length;
    await server.waitForLog(() => received() >= 12);
    // One more whose body is held back until the server has begun closing.
    const held = heldUpload(url, auth);
    await server.waitForLog(() => received() >= 13);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    await server.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('SIGTERM: stopping'));
    const ready = await fetch(`${url}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });

    // The drain delay is over and the server closes with the upload still in flight: now its
    // second half arrives, and it must be answered in full.
    const closing = await server.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('closing:'));
    held.finish();
    const results = await Promise.all(answers);
    for (const r of results) expect(r.status, r.body.slice(0, 300)).toBe(200);
    const upload = await held.answer;
    expect(upload.status, upload.body.slice(0, 300)).toBe(200);
    expect(upload.at).toBeGreaterThan(closing.time as number);
    expect(JSON.parse(upload.body)).toMatchObject({ success: true, data: { savePath: expect.stringMatching(/^uploads\//) } });
    const exit = await server.exited;
    const ms = Date.now() - stoppedAt;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(15_000);
    const stopped = server.logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('stopped in '));
    expect(stopped, server.output()).toBeDefined();
    console.log(`SIGTERM with 13 requests in flight (one an upload finished only after the server began closing): all answered 200, exit 0 after ${ms} ms (server: ${stopped!.msg}; drain delay 1500 ms)`);
  });
});
