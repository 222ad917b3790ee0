/**
 * `npm run bench:media`: media throughput of the two blob stores through the real server
 * (`GET /media/…` over HTTP): a 16 MB video fetched whole, and 200 kB pictures fetched many at
 * once, from the folder store (disk) and from the PostgreSQL store (256 kB chunks), in one run.
 * PostgreSQL: LAMPSHEET_TEST_PG_URL or `bash scripts/ensure-postgres.sh`.
 *
 *   ROUNDS=20 npm run bench:media
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const VIDEO = randomBytes(16 * 1024 * 1024);
const PICTURE = randomBytes(200 * 1024);

async function measure(name: string, databaseUrl: string, dataDir: string) {
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LAMPSHEET_DEMO: '0', LOG_LEVEL: 'silent', API_RATE_LIMIT: '1000000' });
  const app = await buildApp({ config, logger: false });
  await app.blobs.put('media/demo/videos/bench.webm', VIDEO);
  for (let i = 0; i < 16; i++) await app.blobs.put(`media/uploads/bench/${i}.png`, PICTURE);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    return (await res.arrayBuffer()).byteLength;
  };
  await get('/media/demo/videos/bench.webm'); // warm
  let t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < ROUNDS; i++) bytes += await get('/media/demo/videos/bench.webm');
  const videoMBs = bytes / 1024 / 1024 / ((performance.now() - t0) / 1000);
  t0 = performance.now();
  bytes = 0;
  let requests = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const got = await Promise.all(Array.from({ length: 16 }, (_, j) => get(`/media/uploads/bench/${j}.png`)));
    bytes += got.reduce((a, b) => a + b, 0);
    requests += got.length;
  }
  const seconds = (performance.now() - t0) / 1000;
  const result = { name, videoMBs, pictureMBs: bytes / 1024 / 1024 / seconds, picturesPerSecond: requests / seconds };
  await app.close();
  return result;
}

async function main() {
  const adminUrl = process.env.LAMPSHEET_TEST_PG_URL ?? execFileSync('bash', ['scripts/ensure-postgres.sh']).toString().trim().split('\n').pop()!;
  const dbName = `lampsheet_bench_media_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-media-'));
  try {
    const folder = await measure('folder (disk)', `sqlite:${join(dir, 'a', 'bench.db')}`, join(dir, 'a'));
    const postgres = await measure('PostgreSQL', adminUrl.replace(/\/[^/]*$/, `/${dbName}`), join(dir, 'b'));
    console.log(`media throughput through GET /media/ (${ROUNDS} rounds; 16 MB video one at a time, 16 × 200 kB pictures at once)`);
    for (const r of [folder, postgres]) {
      console.log(`  ${r.name.padEnd(14)} video ${r.videoMBs.toFixed(1).padStart(7)} MB/s   pictures ${r.pictureMBs.toFixed(1).padStart(7)} MB/s (${r.picturesPerSecond.toFixed(0)} per s)`);
    }
    console.log(`  PostgreSQL / disk: video ${(postgres.videoMBs / folder.videoMBs).toFixed(2)}x, pictures ${(postgres.pictureMBs / folder.pictureMBs).toFixed(2)}x`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
