/**
 * `npm run bench:export`: the selection export of 100,000 rows. Loads a data set whose wall
 * washing type (102) holds ROWS rows (the demo's and generated ones; SQLite in `.bench/`, kept
 * between runs; a third are project rows, so 150,000 give 100,000 of data types 1 and 4), serves it, and asks `POST /api/contests/tyList/export` for every row of the
 * type with the table's default columns, reading the answer as it streams. Prints the time to
 * the first byte and to the last, the bytes, the rows (read back with exceljs), and the
 * server's resident memory before and at its peak during the export (the server runs as
 * `apps/server/dist/server.js` in a process of its own; /proc sampled every 20 ms).
 *
 *   ROWS=150000 RUNS=2 npm run bench:export
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedBulkDetections, seedDemoData } from '../src/demo/seed.js';

const ROWS = Number(process.env.ROWS ?? 150_000);
const RUNS = Number(process.env.RUNS ?? 2);
const TYPE = 102;
const MB = 1024 * 1024;

async function main() {
  const dir = resolve(process.env.BENCH_DIR ?? '.bench');
  mkdirSync(dir, { recursive: true });
  console.log(`load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const url = `sqlite:${join(dir, `export-${ROWS}.db`)}`;
  const db = openDatabase(url);
  await migrate(db);
  let t0 = performance.now();
  await seedDemoData(db, { mediaDir: join(dir, 'media') });
  const count = async () =>
    Number((await db.kysely.selectFrom('detections').select((eb) => eb.fn.countAll<number>().as('n')).where('contestTypeId', '=', TYPE).executeTakeFirstOrThrow()).n);
  const existing = await count();
  if (ROWS > existing) await seedBulkDetections(db, ROWS - existing, { sqlite: db.sqlite, contestTypeIds: [TYPE] });
  console.log(`${(await count()).toLocaleString('en')} rows of type ${TYPE}, ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  await db.close();

  // The server in a process of its own, so its memory is the export's and not the reader's.
  const port = Number(process.env.BENCH_PORT ?? 8390);
  const server = spawn(process.execPath, [resolve('apps/server/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: url, LAMPSHEET_DEMO: '0', LOG_LEVEL: 'warn', API_RATE_LIMIT: '100000000', HEAVY_RATE_LIMIT: '1000', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${base}/api/users/getCurrentUser`).catch(() => null))?.status === 401) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  /** Resident memory of the server process now, in bytes (Linux). */
  const rssOf = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' };
  const body = JSON.stringify({ contestTypeId: TYPE, dataTypeStr: '1,4', sort: 'lightnessAve', order: 'desc' });
  const total = ((await (await fetch(`${base}/api/contests/tyList`, { method: 'POST', headers, body })).json()) as { data: { total: number } }).data.total;

  console.log(`\nexport of ${total.toLocaleString('en')} rows (type ${TYPE}, data types 1 and 4, sorted by average luminance), default columns`);
  console.log('| run | first byte ms | total ms | bytes | rows read back | server RSS before MB | server peak RSS MB |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let run = 1; run <= RUNS; run++) {
    const before = rssOf();
    let peakRss = before;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf());
    }, 20);
    t0 = performance.now();
    const res = await fetch(`${base}/api/contests/tyList/export`, { method: 'POST', headers, body });
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [];
    let first = NaN;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(first)) first = performance.now() - t0;
      bytes += value.byteLength;
      parts.push(value);
    }
    const ms = performance.now() - t0;
    clearInterval(sampler);
    // read back outside the measured window (the reader's memory is not the server's)
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.rowCount - 1;
    console.log(
      `| ${run} | ${first.toFixed(0)} | ${ms.toFixed(0)} | ${bytes.toLocaleString('en')} | ${rows.toLocaleString('en')} | ${(before / MB).toFixed(0)} | ${(peakRss / MB).toFixed(0)} |`,
    );
    if (res.status !== 200 || rows !== total) throw new Error(`expected ${total} rows, status 200; got ${rows}, status ${res.status}`);
  }
  server.kill('SIGTERM');
  await once(server, 'exit');
}

void main();
