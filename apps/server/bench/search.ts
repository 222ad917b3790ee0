/**
 * `npm run bench:search`: loads a generated data set of 1,000,000 detection rows into SQLite,
 * serves it, and measures with autocannon (concurrency 8) the latency percentiles and request
 * rate of `tyList` (filtered and sorted) and `weightList`, beside a trivial authenticated route
 * of the same server in the same run, and prints the ratios.
 *
 *   ROWS=1000000 DURATION=15 npm run bench:search
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedBulkDetections, seedDemoData } from '../src/demo/seed.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = 8;

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function measure(name: string, url: string, requests: autocannon.Request[], headers: Record<string, string>): Promise<Figures> {
  const times: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, requests });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    times.push(time);
    if (status !== 200) non2xx++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    errors: non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  // The generated data set is kept in .bench/ between runs: loading a million rows takes a minute.
  const dir = resolve(process.env.BENCH_DIR ?? '.bench');
  mkdirSync(dir, { recursive: true });
  const url = `sqlite:${join(dir, `search-${ROWS}.db`)}`;
  console.log(`data set: ${ROWS.toLocaleString('en')} detection rows in SQLite (${url})`);
  const db = openDatabase(url);
  await migrate(db);
  let t0 = performance.now();
  await seedDemoData(db, { mediaDir: join(dir, 'media') });
  const existing = Number((await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (ROWS > existing) await seedBulkDetections(db, ROWS - existing, { sqlite: db.sqlite });
  const total = Number((await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  console.log(`loaded ${total.toLocaleString('en')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await sql`ANALYZE`.execute(db.kysely);

  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: url, LAMPSHEET_DEMO: '0', LOG_LEVEL: 'silent', API_RATE_LIMIT: '100000000' });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const perType = Number(
    (await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).where('contestTypeId', '=', 102).executeTakeFirstOrThrow()).n,
  );
  console.log(`wall-washing rows (the searched type): ${perType.toLocaleString('en')}`);

  const bodies = (extra: object) =>
    [1, 2, 3, 7].map((page) => ({ method: 'POST' as const, path: '/api/contests/tyList', body: JSON.stringify({ contestTypeId: 102, page, ...extra }) }));
  t0 = performance.now();
  const trivial = await measure('getCurrentUser (trivial)', base, [{ method: 'GET', path: '/api/users/getCurrentUser' }], headers);
  const tyList = await measure(
    'tyList filtered + sorted',
    base,
    [
      ...bodies({ sort: 'lightnessAve', order: 'desc', powerMax: 60, evennessMin: 0.2 }),
      ...bodies({ sort: 'authorizedPrice', order: 'asc', priceMax: 2000, dataTypeStr: '1,4' }),
    ],
    headers,
  );
  const weightList = await measure(
    'weightList',
    base,
    [1, 2, 3].map((page) => ({
      method: 'POST' as const,
      path: '/api/contests/weightList/102',
      body: JSON.stringify({ page, price: 30, evenness: 30, lightnessAve: 40, powerMax: 80 }),
    })),
    headers,
  );
  console.log(`measured in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${CONNECTIONS} connections, ${DURATION} s each\n`);
  const rows = [trivial, tyList, weightList];
  console.log('| route | p50 ms | p95 ms | p99 ms | req/s | errors | p95 / trivial p95 | req/s / trivial req/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} | ${(r.p95 / trivial.p95).toFixed(1)} | ${(r.rps / trivial.rps).toFixed(3)} |`,
    );
  }
  console.log(`\ngoal: p95 under 50 ms at ${total.toLocaleString('en')} rows — tyList ${tyList.p95 < 50 ? 'met' : 'NOT met'}, weightList ${weightList.p95 < 50 ? 'met' : 'NOT met'}`);
  await app.close();
}

void main();
