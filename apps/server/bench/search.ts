/**
 * `npm run bench:search`: loads a generated data set of 1,000,000 detection rows into SQLite
 * and into PostgreSQL, serves each, and measures with autocannon (concurrency 8) the latency
 * percentiles and request rate of `tyList` (filtered and sorted) and `weightList`, beside a
 * trivial authenticated route of the same server in the same run, and prints the ratios.
 *
 *   ROWS=1000000 DURATION=15 ROUNDS=3 DIALECTS=sqlite,postgres npm run bench:search
 *
 * MODE=distinct (the default) makes every request a different search, as a designer changing a
 * bound makes: random power and price bounds, pages 1–7, a random sort, weights summing to 100
 * (autocannon's `setupRequest`); MODE=repeat sends eight fixed bodies over and over, which after
 * the first second the answer cache serves (decision 011). Before the load it prints the server's
 * memory per loaded detection row (the index's typed arrays, and the heap and RSS grown by
 * loading the block) and, for PROFILE searches one at a time, where a distinct search's time
 * goes: the index (filter, score, top k), the page fetch (SQL reading the page's rows by id,
 * mapped to the table's rows), serialisation, and the rest of the request (HTTP, validation,
 * log-in check, the cache's bookkeeping).
 *
 * The routes take turns: ROUNDS rounds of DURATION / ROUNDS seconds each, the latencies of a
 * route pooled over its rounds, so that a change of the shared machine's load during the run
 * falls on every route alike (the ratios are the figures; absolute times follow the load).
 *
 * SEARCH_THREADS is the server's (its search workers; 0: the searches on the event loop).
 *
 * PostgreSQL: the cluster of `scripts/ensure-postgres.sh` (or LAMPSHEET_BENCH_PG_URL, an admin
 * URL); the data set is kept there in the database `lampsheet_bench_<rows>` between runs, as
 * the SQLite one is kept in `.bench/` (`bulk-load.ts` generates them at the database: minutes
 * for 10 M rows). DROP=1 removes the PostgreSQL database after the run; GENERATE_ONLY=1 stops
 * after generating the data sets. DATA_SET_TAG adds a name of one's own to the data set's (a
 * session's database and file, not another's).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import pg from 'pg';
import { migrate, migrationNames, openDatabase, type DialectName } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';
import { generateDetections } from './bulk-load.js';
import { detectionRowsByIds } from '../src/modules/detections/service.js';
import { serializePage } from '../src/modules/detections/routes.js';
import { blockPageQuery } from '../src/modules/detections/search-blocks.repository.js';
import type { DetectionFilters } from '../src/modules/detections/repository.js';
import type { SortableKey } from '@lampsheet/contracts';
import { percentile } from './demo-app.js';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = 8;
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3));
const MODE = process.env.MODE === 'repeat' ? 'repeat' : 'distinct';
const PROFILE = Number(process.env.PROFILE ?? 200);
/**
 * The data set's name: its rows and its schema's migrations, so that a branch with other
 * migrations (other triggers, indexes) builds its own instead of changing one it shares.
 */
const DATA_SET = `${ROWS}_m${migrationNames().length}${process.env.DATA_SET_TAG ? `_${process.env.DATA_SET_TAG.replace(/\W/g, '')}` : ''}`;
const DIALECTS = (process.env.DIALECTS ?? 'sqlite,postgres').split(',').map((d) => d.trim()) as DialectName[];
/** The goal (issues 13 and 28): each search's p95 within 3× the trivial route's p95, 4× from 10 M rows. */
const GOAL_RATIO = ROWS >= 10_000_000 ? 4 : 3;
/** Rows another process imports while `tyList` is measured once more (issue 28). */
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
/** 2-second turns of searching after the import's end, at most, waiting for the index to hold its rows. */
const IMPORT_WAIT_TURNS = Number(process.env.IMPORT_WAIT_TURNS ?? 10);

interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}


interface Route {
  name: string;
  requests: autocannon.Request[];
  times: number[];
  seconds: number;
  errors: number;
}

/** The searched application type (wall washing). */
const TYPE = 102;
const rand = (lo: number, hi: number) => Math.round((lo + Math.random() * (hi - lo)) * 10) / 10;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const SORTS: SortableKey[] = ['lightnessAve', 'authorizedPrice', 'power', 'evenness', 'id'];

/** A search no one asked before: power and price bounds, a page of 1–7. */
function distinctBounds() {
  return { page: 1 + Math.floor(Math.random() * 7), powerMin: rand(0, 20), powerMax: rand(30, 150), priceMin: rand(0, 500), priceMax: rand(800, 6000) };
}
/** A `tyList` body of a distinct search. */
const distinctTyList = () => ({ contestTypeId: TYPE, ...distinctBounds(), sort: pick(SORTS), order: pick(['asc', 'desc'] as const) });
/** A `weightList` body of a distinct search: four weights summing to 100. */
function distinctWeightList() {
  const cuts = [rand(0, 100), rand(0, 100), rand(0, 100)].map(Math.round).sort((a, b) => a - b);
  const [price, evenness, lightnessAve, powerValue] = [cuts[0]!, cuts[1]! - cuts[0]!, cuts[2]! - cuts[1]!, 100 - cuts[2]!];
  return { ...distinctBounds(), price, evenness, lightnessAve, powerValue };
}
/** The filters the service makes of such a body (default data types 1, 2, 4). */
const filtersOfBody = (b: ReturnType<typeof distinctBounds>): DetectionFilters & { contestTypeId: number } => ({
  contestTypeId: TYPE,
  dataTypes: ['1', '2', '4'],
  powerMin: b.powerMin,
  powerMax: b.powerMax,
  priceMin: b.priceMin,
  priceMax: b.priceMax,
});

/** autocannon requests that send a new body of `make` each time. */
const distinct = (path: string, make: () => object): autocannon.Request[] => [
  { method: 'POST', path, setupRequest: (req: autocannon.Request) => ({ ...req, body: JSON.stringify(make()) }) },
];

/** One turn of a route: `seconds` of autocannon, its latencies added to the route's. */
async function turn(route: Route, url: string, headers: Record<string, string>, seconds: number): Promise<void> {
  // without a callback autocannon answers its instance, which is also a promise of the result (its types know only the latter)
  const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, requests: route.requests }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    route.times.push(time);
    if (status !== 200) route.errors++;
  });
  const result = await instance;
  route.seconds += seconds;
  route.errors += result.errors + result.timeouts;
}

function figures(route: Route): Figures {
  const times = [...route.times].sort((a, b) => a - b);
  return {
    name: route.name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / route.seconds,
    errors: route.errors,
  };
}

/** The PostgreSQL database of the data set, created when missing; its URL. */
async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.LAMPSHEET_BENCH_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8' }).trim().split('\n').pop()!;
  const name = `lampsheet_bench_${DATA_SET}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount;
  if (!exists) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: admin.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function run(dialect: DialectName, dir: string): Promise<Figures[]> {
  let url = `sqlite:${join(dir, `search-${DATA_SET}.db`)}`;
  let drop: (() => Promise<void>) | undefined;
  if (dialect === 'postgres') ({ url, drop } = await postgresUrl());
  console.log(`\n## ${dialect}: ${ROWS.toLocaleString('en')} detection rows (${url.replace(/\/\/[^@]*@/, '//')})`);
  const db = openDatabase(url);
  await migrate(db);
  let t0 = performance.now();
  await seedDemoData(db, { mediaDir: join(dir, 'media') });
  const count = async () => Number((await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  await generateDetections(db, url, ROWS);
  if (process.env.GENERATE_ONLY === '1') return db.close().then(() => []);
  const total = await count();
  console.log(`loaded ${total.toLocaleString('en')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  // PostgreSQL: VACUUM as autovacuum would, some time after a load: until the visibility map is
  // set, the index's check of a type's signature (count and highest id) reads the table's pages
  // (about a second at 1 M rows instead of milliseconds)
  await (dialect === 'postgres' ? sql`VACUUM (ANALYZE) detections` : sql`ANALYZE`).execute(db.kysely);

  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: url, LAMPSHEET_DEMO: '0', LOG_LEVEL: 'silent', API_RATE_LIMIT: '100000000', HEAVY_RATE_LIMIT: '100000000', REQUEST_TIMEOUT_MS: '600000', CONNECTION_TIMEOUT_MS: '600000', SEARCH_THREADS: process.env.SEARCH_THREADS });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  console.log(`the index's block page query (type ${TYPE}, 10,000 rows from the middle of the type): ${await blockPagePlan(db, dialect)}`);
  const perType = Number(
    (await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).where('contestTypeId', '=', 102).executeTakeFirstOrThrow()).n,
  );
  console.log(`wall-washing rows (the searched type): ${perType.toLocaleString('en')}`);

  const bodies = (extra: object) =>
    [1, 2, 3, 7].map((page) => ({ method: 'POST' as const, path: '/api/contests/tyList', body: JSON.stringify({ contestTypeId: 102, page, ...extra }) }));
  const repeated: { tyList: autocannon.Request[]; weightList: autocannon.Request[] } = {
    tyList: [
      ...bodies({ sort: 'lightnessAve', order: 'desc', powerMax: 60, evennessMin: 0.2 }),
      ...bodies({ sort: 'authorizedPrice', order: 'asc', priceMax: 2000, dataTypeStr: '1,4' }),
    ],
    weightList: [1, 2, 3].map((page) => ({
      method: 'POST' as const,
      path: `/api/contests/weightList/${TYPE}`,
      body: JSON.stringify({ page, price: 30, evenness: 30, lightnessAve: 40, powerMax: 80 }),
    })),
  };
  const tyListRequests = MODE === 'repeat' ? repeated.tyList : distinct('/api/contests/tyList', distinctTyList);
  const weightListRequests = MODE === 'repeat' ? repeated.weightList : distinct(`/api/contests/weightList/${TYPE}`, distinctWeightList);
  // One request of each fixed body first: the index loads the type's block (seconds at 1 M
  // rows), which is the cost of a server's first search, not of a search.
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  gc();
  const before = process.memoryUsage();
  // the loading peak: RSS sampled while the block loads (the load yields between its pages)
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const loadStarted = performance.now();
  for (const r of [...repeated.tyList, ...repeated.weightList]) await fetch(`${base}${r.path}`, { method: r.method, headers, body: r.body as string });
  clearInterval(sampler);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  clearCaches(app);
  gc();
  const after = process.memoryUsage();
  const held = await app.searchIndex.memory();
  const perRow = (bytes: number) => (bytes / held.rows).toFixed(0);
  console.log(
    `memory per loaded detection row (${held.rows.toLocaleString('en')} rows loaded): index arrays ${perRow(held.bytes)} B, ` +
      `heap + array buffers grown ${perRow(after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers)} B, RSS grown ${perRow(after.rss - before.rss)} B, ` +
      `RSS peak while loading ${perRow(peakRss - before.rss)} B (${((peakRss - before.rss) / 2 ** 20).toFixed(0)} MB; first searches with the load ${loadSeconds.toFixed(1)} s)` +
      `${(globalThis as { gc?: unknown }).gc ? '' : ' (without --expose-gc: heap figures include garbage)'}`,
  );

  if (PROFILE > 0) await profile(app, base, headers);

  t0 = performance.now();
  const routes: Route[] = [
    { name: 'getCurrentUser (trivial)', requests: [{ method: 'GET', path: '/api/users/getCurrentUser' }], times: [], seconds: 0, errors: 0 },
    { name: 'tyList filtered + sorted', requests: tyListRequests, times: [], seconds: 0, errors: 0 },
    { name: 'weightList', requests: weightListRequests, times: [], seconds: 0, errors: 0 },
  ];
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of routes) await turn(route, base, headers, Math.max(1, Math.round(DURATION / ROUNDS)));
  }
  const [trivial, tyList, weightList] = routes.map(figures) as [Figures, Figures, Figures];
  console.log(`measured in ${((performance.now() - t0) / 1000).toFixed(0)} s, ${MODE} searches, ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} turns\n`);
  const rows = [trivial, tyList, weightList];
  console.log('| route | p50 ms | p95 ms | p99 ms | req/s | errors | p95 / trivial p95 | req/s / trivial req/s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} | ${(r.p95 / trivial.p95).toFixed(1)} | ${(r.rps / trivial.rps).toFixed(3)} |`,
    );
  }
  const during = await searchDuringImport(app, url, base, headers, tyListRequests);
  if (during) {
    console.log(
      `\ntyList while another process imports ${IMPORT_ROWS.toLocaleString('en')} rows of the type (${during.note}): p95 ${during.p95.toFixed(1)} ms ` +
        `(${(during.p95 / trivial.p95).toFixed(1)}× the trivial route's p95, ${(during.p95 / tyList.p95).toFixed(2)}× tyList's without the import), ${during.requests} requests, ${during.errors} errors; ` +
        `rows in the index ${during.rowsBefore.toLocaleString('en')} → ${during.rowsAfter.toLocaleString('en')}`,
    );
  }
  const verdict = (r: Figures) => `${r.name.split(' ')[0]} ${(r.p95 / trivial.p95).toFixed(1)}× ${r.p95 / trivial.p95 <= GOAL_RATIO ? 'met' : 'NOT met'}`;
  console.log(`\ngoal (${dialect}): p95 within ${GOAL_RATIO}× the trivial route's p95 — ${verdict(tyList)}, ${verdict(weightList)}`);
  await app.close();
  await db.close();
  if (drop && process.env.DROP === '1') await drop();
  return rows;
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** The plan of one page of the searched type's block (`blockPageQuery`): which index it reads, on this data set. */
async function blockPagePlan(db: ReturnType<typeof openDatabase>, dialect: DialectName): Promise<string> {
  const raw = db.kysely.withoutPlugins();
  const [mid] = (await sql<{ id: number | string }>`select id from detections where contest_type_id = ${TYPE} order by id limit 1 offset 50000`.execute(raw)).rows;
  const compiled = blockPageQuery(TYPE, Number(mid?.id ?? 0), 10_000).compile(raw);
  if (dialect === 'sqlite') return (db.sqlite!.prepare(`explain query plan ${compiled.sql}`).all(...compiled.parameters) as Array<{ detail: string }>).map((r) => r.detail).join('; ');
  const inlined = compiled.sql.replace(/\$(\d+)/g, (_, i: string) => String(compiled.parameters[Number(i) - 1]));
  const t = performance.now();
  const plan = (await sql.raw<{ 'QUERY PLAN': string }>(`explain analyze ${inlined}`).execute(raw)).rows.map((r) => r['QUERY PLAN'].trim());
  return `${plan.filter((l) => /Scan|Filter|Removed|Execution/.test(l)).join(' | ')} (${(performance.now() - t).toFixed(0)} ms)`;
}

/**
 * `tyList`'s distinct searches while another process (`import-rows.ts`) imports IMPORT_ROWS rows
 * of the searched type in ten transactions: each moves the type's change counter, and the index
 * loads the block anew beside the one answering. Measured until the import ends and the last
 * reload has replaced the block.
 */
async function searchDuringImport(app: App, url: string, base: string, headers: Record<string, string>, requests: autocannon.Request[]) {
  if (IMPORT_ROWS <= 0) return undefined;
  const held = await indexRows(app);
  const route: Route = { name: 'tyList during import', requests, times: [], seconds: 0, errors: 0 };
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve('apps/server/bench/import-rows.ts')], {
    env: { ...process.env, DATABASE_URL: url, ROWS: String(IMPORT_ROWS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let note = '';
  child.stdout.on('data', (d: Buffer) => (note += d.toString()));
  const done = new Promise<void>((r) => child.on('exit', () => r()));
  let finished = false;
  void done.then(() => (finished = true));
  // turns of 2 s until the import is over and the index holds its rows (its last reload done;
  // at most IMPORT_WAIT_TURNS turns more: a 10 M block's reload takes minutes)
  let importEnded = 0;
  let holding = 0;
  for (let extra = 0; extra < IMPORT_WAIT_TURNS; ) {
    await turn(route, base, headers, 2);
    if (finished && !importEnded) importEnded = performance.now();
    if (finished && (await indexRows(app)) >= held + IMPORT_ROWS) {
      holding = performance.now();
      break;
    }
    if (finished) extra++;
  }
  await done;
  const reloads = app.searchIndex.reloaded().map((r) => `${(r.ms / 1000).toFixed(1)} s ${r.swapped ? `${r.rows} rows swapped in` : `not swapped${r.error ? ` (${r.error})` : ''}`}`);
  console.log(`reloads of the searched block during the import (from the change seen to the swap): ${reloads.join('; ') || 'none'}`);
  const f = figures(route);
  const holdingNote = holding ? `the index held every imported row ${((holding - importEnded) / 1000).toFixed(0)} s (one 2 s turn's precision) after the import ended` : 'the index did not hold every imported row within the window';
  return { p95: f.p95, requests: route.times.length, errors: f.errors, note: `${note.trim()}; searched for ${((performance.now() - started) / 1000).toFixed(0)} s; ${holdingNote}`, rowsBefore: held, rowsAfter: await indexRows(app) };
}

/** The rows the index holds (the searched type's block, the others loaded beside it). */
const indexRows = async (app: App): Promise<number> => (await app.searchIndex.memory()).rows;

/** Forget every kept answer of the index (what remains is its blocks). */
function clearCaches(app: App): void {
  const c = app.searchIndex.caches;
  for (const cache of [c.matches, c.scores, c.pages, c.answers]) cache.clear();
}

/**
 * Where a distinct search's time goes, one search at a time: each part timed on its own (the
 * index's page, the rows of its ids, serialising them), then the whole request over HTTP.
 */
async function profile(app: App, base: string, headers: Record<string, string>): Promise<void> {
  const parts = { index: [] as number[], fetch: [] as number[], serialise: [] as number[], request: [] as number[], trivial: [] as number[] };
  const lap = async <T>(into: number[], f: () => Promise<T> | T): Promise<T> => {
    const t = performance.now();
    const out = await f();
    into.push(performance.now() - t);
    return out;
  };
  // as autocannon asks: uncompressed (a browser's answer is compressed besides, off the loop's
  // critical path in zlib's threads but not in its wall time)
  headers = { ...headers, 'accept-encoding': 'identity' };
  for (const [route, path] of [['tyList', '/api/contests/tyList'], ['weightList', `/api/contests/weightList/${TYPE}`]] as const) {
    for (const list of Object.values(parts)) list.length = 0;
    for (let i = 0; i < PROFILE; i++) {
      const body = route === 'tyList' ? distinctTyList() : distinctWeightList();
      const f = filtersOfBody(body);
      const hit = await lap(parts.index, () =>
        'sort' in body
          ? app.searchIndex.page(f, { key: body.sort, order: body.order }, body.page, 10)
          : app.searchIndex.weightedPage(f, (['price', 'evenness', 'lightnessAve', 'powerValue'] as const).map((key) => ({ key, weight: body[key] })), body.page, 10),
      );
      const rows = await lap(parts.fetch, () => detectionRowsByIds(app.db.kysely, hit.ids, 'en'));
      await lap(parts.serialise, () => serializePage({ rows, total: hit.total }));
      const other = route === 'tyList' ? distinctTyList() : distinctWeightList();
      await lap(parts.request, async () => (await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(other) })).text());
      await lap(parts.trivial, async () => (await fetch(`${base}/api/users/getCurrentUser`, { headers })).text());
    }
    const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
    const [index, fetchMs, serialise, request, trivial] = [median(parts.index), median(parts.fetch), median(parts.serialise), median(parts.request), median(parts.trivial)];
    const rest = Math.max(0, request - index - fetchMs - serialise);
    const share = (ms: number) => `${ms.toFixed(2)} ms (${((100 * ms) / request).toFixed(0)} %)`;
    console.log(
      `${route}, ${PROFILE} distinct searches one at a time, medians: request ${request.toFixed(2)} ms = index ${share(index)} + page fetch ${share(fetchMs)} + serialise ${share(serialise)} + rest ${share(rest)}; ` +
        `the trivial request between them ${trivial.toFixed(2)} ms`,
    );
  }
  clearCaches(app);
}

async function main() {
  const dir = resolve(process.env.BENCH_DIR ?? '.bench');
  mkdirSync(dir, { recursive: true });
  console.log(`load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const dialect of DIALECTS) await run(dialect, dir);
}

void main();
