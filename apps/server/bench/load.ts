/**
 * Traffic of several users against a server in a process of its own (on 127.0.0.1), two modes:
 *
 * - `npm run bench:fair`: two users flood heavy work (rankings, calculations, pictures, parses,
 *   each with CONCURRENCY requests in flight, trying again 50 ms after a refusal) while a third
 *   user asks for a trivial page every 100 ms and ranks, one ranking a second after the last. Prints the third user's
 *   latencies (median, p95, max) and answers, and the flooders' answers by status.
 * - `npm run bench:soak`: USERS users each in a loop of mixed traffic (lists, the selection
 *   table, calculations, pictures, polar diagrams, rankings, uploads, schedule PDFs). Prints the
 *   server's resident memory every SAMPLE seconds, and at the end its figure after warm-up (the
 *   first fifth) against the end.
 *
 * Flags: `--duration <seconds>` (fair 30, soak 300), `--users <n>` (soak 4), `--concurrency <n>`
 * (fair 8). The data set (the demo) lives in `.bench/load.db`, seeded once. SERVER_ENTRY chooses
 * the server to run (default `apps/server/dist/server.js`; a `.ts` entry runs through tsx): the
 * same traffic against an older checkout gives the "before" figures.
 *
 *   npm run bench:fair -- --duration 60
 *   npm run bench:soak -- --duration 1800 --users 6
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { synthesizeLdt } from '@lampsheet/photometry';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';
import { hashPassword } from '../src/modules/auth/password.js';

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', default: 'fair' },
    duration: { type: 'string' },
    users: { type: 'string', default: '4' },
    concurrency: { type: 'string', default: '8' },
  },
});
const MODE = flags.mode === 'soak' ? 'soak' : 'fair';
const DURATION_S = Number(flags.duration ?? (MODE === 'soak' ? 300 : 30));
const USERS = Number(flags.users);
const CONCURRENCY = Number(flags.concurrency);
const SAMPLE_S = Number(process.env.SAMPLE ?? (DURATION_S >= 600 ? 30 : 10));
const MB = 1024 * 1024;
const PASSWORD = 'load12345';

const percentile = (values: number[], p: number) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const ms = (v: number) => `${Number.isNaN(v) ? '—' : v.toFixed(0)} ms`;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

/** The demo data set with the load's users, seeded once into `.bench/`. */
async function dataSet(dir: string, names: string[]): Promise<{ url: string; photometryIds: number[]; projectId: number }> {
  const url = `sqlite:${join(dir, 'load.db')}`;
  const db = openDatabase(url);
  await migrate(db);
  await seedDemoData(db, { mediaDir: join(dir, 'media') });
  for (const username of names) {
    const known = await db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    if (!known) {
      await db.kysely
        .insertInto('users')
        .values({ username, displayName: username, passwordHash: await hashPassword(PASSWORD), role: 'admin', createdAt: new Date().toISOString() })
        .execute();
    }
  }
  const lamps = await db.kysely.selectFrom('lamps').select('photometryId').where('photometryId', 'is not', null).orderBy('id').limit(40).execute();
  const project = await db.kysely.selectFrom('projects').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.close();
  return { url, photometryIds: lamps.map((l) => l.photometryId!), projectId: project.id };
}

async function main() {
  const dir = resolve(process.env.BENCH_DIR ?? '.bench');
  mkdirSync(dir, { recursive: true });
  const names = MODE === 'fair' ? ['flood1', 'flood2', 'third'] : Array.from({ length: USERS }, (_, i) => `soak${i + 1}`);
  const data = await dataSet(dir, names);

  const entry = resolve(process.env.SERVER_ENTRY ?? 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: npm run build first`);
  const port = Number(process.env.BENCH_PORT ?? 8391);
  const server = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: data.url,
      LAMPSHEET_DEMO: '0',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT: '100000000',
      HEAVY_RATE_LIMIT: '1000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/users/getCurrentUser`).catch(() => null))?.status === 401) break;
      if (i > 1200) throw new Error('the server did not start');
      await sleep(100);
    }
    const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
    const tokens = new Map<string, string>();
    for (const username of names) {
      const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
      tokens.set(username, ((await res.json()) as { data: { token: string } }).data.token);
    }
    const call = async (user: string, method: string, path: string, body?: unknown): Promise<{ status: number; ms: number }> => {
      const t0 = performance.now();
      const init: RequestInit = { method, headers: { authorization: `Bearer ${tokens.get(user)}`, 'accept-language': 'en' } };
      if (body instanceof FormData) init.body = body;
      else if (body !== undefined) {
        init.body = JSON.stringify(body);
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
      }
      const res = await fetch(`${base}${path}`, init).catch(() => null);
      if (res) await res.arrayBuffer().catch(() => null);
      return { status: res?.status ?? 0, ms: performance.now() - t0 };
    };
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
    const WALL = { contestTypeId: 102, dimensions: { H: 14, W: 12 } };
    const upload = () => {
      const form = new FormData();
      const ldt = synthesizeLdt({ kind: 'wallWasher', beamAngle: 10 + Math.floor(Math.random() * 60), lumens: 500 + Math.floor(Math.random() * 5000), watts: 10 + Math.floor(Math.random() * 40) });
      form.append('file', new Blob([ldt]), `load-${Date.now()}.ldt`);
      return form;
    };
    const heavy: Array<(user: string) => Promise<{ status: number; ms: number }>> = [
      (u) => call(u, 'POST', '/api/photometry/rank', WALL),
      (u) => call(u, 'POST', '/api/photometry/calculate', { photometryId: pick(data.photometryIds), contestTypeId: 101, dimensions: {}, albedo: 0.4 }),
      (u) => call(u, 'POST', '/api/photometry/picture', { photometryId: pick(data.photometryIds), contestTypeId: 102, dimensions: { H: 6, W: 8 } }),
      (u) => call(u, 'POST', '/api/photometry/parse', upload()),
      (u) => call(u, 'POST', '/api/photometry/polar', { curves: [{ photometryId: pick(data.photometryIds) }] }),
    ];

    console.log(`${MODE}: ${DURATION_S} s, server ${entry}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    // Warm-up: every kind of work once, so pools and caches are started.
    for (const work of heavy) await work(names[0]!);
    const until = performance.now() + DURATION_S * 1000;
    const running = () => performance.now() < until;
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

    if (MODE === 'fair') {
      const flood = async (user: string, i: number) => {
        for (let n = i; running(); n++) {
          const { status } = await heavy[n % 4]!(user);
          count(`${user} ${status}`);
          if (status !== 200) await sleep(50);
        }
      };
      const trivial: number[] = [];
      const ranks: number[] = [];
      const third = async () => {
        while (running()) {
          const r = await call('third', 'GET', '/api/users/getCurrentUser');
          trivial.push(r.ms);
          count(`third trivial ${r.status}`);
          await sleep(100);
        }
      };
      // The third user ranks one after the other, a second apart, as a person would.
      const thirdRanks = async () => {
        while (running()) {
          const rank = await call('third', 'POST', '/api/photometry/rank', WALL);
          ranks.push(rank.ms);
          count(`third rank ${rank.status}`);
          await sleep(1000);
        }
      };
      const t0 = performance.now();
      await Promise.all([
        ...Array.from({ length: CONCURRENCY }, (_, i) => flood('flood1', i)),
        ...Array.from({ length: CONCURRENCY }, (_, i) => flood('flood2', i)),
        (async () => (await sleep(2000), await Promise.all([third(), thirdRanks()])))(),
      ]);
      await sleep(3000);
      console.log(`two users flooding, ${CONCURRENCY} requests in flight each, for ${((performance.now() - t0) / 1000).toFixed(0)} s; server RSS ${(rss() / MB).toFixed(0)} MB`);
      console.log(`third user, trivial GET (${trivial.length}): median ${ms(percentile(trivial, 50))}, p95 ${ms(percentile(trivial, 95))}, max ${ms(percentile(trivial, 100))}`);
      console.log(`third user, rank (${ranks.length}): median ${ms(percentile(ranks, 50))}, p95 ${ms(percentile(ranks, 95))}, max ${ms(percentile(ranks, 100))}`);
      console.log(`answers: ${[...statuses].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    } else {
      const mixed: Array<(user: string) => Promise<{ status: number; ms: number }>> = [
        ...heavy,
        (u) => call(u, 'GET', '/api/users/getCurrentUser'),
        (u) => call(u, 'POST', '/api/contests/tyList', { contestTypeId: 102, dataTypeStr: '1,4', page: 1 + Math.floor(Math.random() * 5) }),
        (u) => call(u, 'GET', `/api/projects/${data.projectId}/schedule.pdf`),
      ];
      const samples: Array<{ t: number; rss: number }> = [];
      const t0 = performance.now();
      const sampler = setInterval(() => {
        const s = { t: (performance.now() - t0) / 1000, rss: rss() };
        samples.push(s);
        console.log(`  ${s.t.toFixed(0).padStart(5)} s  server RSS ${(s.rss / MB).toFixed(0)} MB`);
      }, SAMPLE_S * 1000);
      await Promise.all(
        names.map(async (user) => {
          while (running()) {
            const r = await pick(mixed)(user);
            count(String(r.status));
            await sleep(Math.random() * 200);
          }
        }),
      );
      clearInterval(sampler);
      const warm = samples.filter((s) => s.t >= DURATION_S / 5).map((s) => s.rss / MB);
      console.log(
        `${USERS} users, ${DURATION_S} s: server RSS after warm-up ${warm[0]?.toFixed(0)} MB, min ${Math.min(...warm).toFixed(0)}, max ${Math.max(...warm).toFixed(0)}, end ${warm.at(-1)?.toFixed(0)} MB`,
      );
      console.log(`answers: ${[...statuses].sort().map(([k, v]) => `${k}: ${v}`).join(', ')}`);
    }
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
