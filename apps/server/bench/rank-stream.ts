/**
 * `npm run bench:rank-stream`: how soon the Rank tab has something to show. The built server
 * (`apps/server/dist/server.js`, a fresh demo database) ranks the demo's wall streamed
 * (`Accept: application/x-ndjson`): the time to the first progress line, to the first provisional
 * rows and to the final answer, cold (every file read and parsed) and then RUNS times warm (the
 * files parsed, the figures new: each run's wall is a centimetre taller, so nothing is reused), and
 * the plain route's answer on the same kind of surface, for the cost of the rounds.
 *
 *   RUNS=5 npm run bench:rank-stream
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NDJSON_TYPE } from '@lampsheet/contracts';

const RUNS = Number(process.env.RUNS ?? 5);
const wall = (i: number) => ({ contestTypeId: 102, dimensions: { H: 14 + i / 100, W: 12, D: 0.6, S: 1.2 }, targets: [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.1 }] });

interface Timing {
  progress: number;
  rows: number;
  final: number;
  evaluated: number;
}

async function streamed(base: string, token: string, body: unknown): Promise<Timing> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/photometry/rank`, { method: 'POST', headers: { authorization: `Bearer ${token}`, accept: NDJSON_TYPE, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok || !res.body) throw new Error(`rank answered ${res.status}`);
  const at: Partial<Timing> = {};
  let buffer = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const line = JSON.parse(buffer.slice(0, end)) as { event?: string; success?: boolean; data?: { evaluated: number } };
      buffer = buffer.slice(end + 1);
      const ms = performance.now() - t0;
      if (line.event === 'progress') at.progress ??= ms;
      else if (line.event === 'rows') at.rows ??= ms;
      else if (line.success) Object.assign(at, { final: ms, evaluated: line.data!.evaluated });
      else throw new Error(`the ranking failed: ${JSON.stringify(line)}`);
    }
  }
  return at as Timing;
}

async function plain(base: string, token: string, body: unknown): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/photometry/rank`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`rank answered ${res.status}`);
  return performance.now() - t0;
}

async function main() {
  const entry = resolve(process.env.SERVER_ENTRY ?? 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-stream-'));
  const port = Number(process.env.BENCH_PORT ?? 8392);
  const server = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`, LAMPSHEET_DEMO: '1', LOG_LEVEL: 'warn', HEAVY_RATE_LIMIT: '1000000', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    let token = '';
    for (let i = 0; !token; i++) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) }).catch(() => null);
      if (res?.ok) token = ((await res.json()) as { data: { token: string } }).data.token;
      else if (i > 3000) throw new Error('the server did not start');
      else await sleep(100);
    }
    const ms = (v: number) => `${Math.round(v).toLocaleString('en')} ms`;
    const print = (label: string, t: Timing) => console.log(`  ${label.padEnd(8)} first progress ${ms(t.progress).padStart(9)}   first rows ${ms(t.rows).padStart(9)}   final ${ms(t.final).padStart(9)}   (${t.evaluated} fixtures)`);
    console.log(`demo wall 14 × 12 m, 459 fixtures, limit 50, streamed; then the plain route (${RUNS} warm runs each)`);
    print('cold', await streamed(base, token, wall(0)));
    const warm: Timing[] = [];
    for (let i = 1; i <= RUNS; i++) warm.push(await streamed(base, token, wall(i)));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    print('warm', { progress: median(warm.map((t) => t.progress)), rows: median(warm.map((t) => t.rows)), final: median(warm.map((t) => t.final)), evaluated: warm[0]!.evaluated });
    const plains: number[] = [];
    for (let i = 1; i <= RUNS; i++) plains.push(await plain(base, token, wall(RUNS + i)));
    console.log(`  plain    final ${ms(median(plains))} (median)`);
  } finally {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill();
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
