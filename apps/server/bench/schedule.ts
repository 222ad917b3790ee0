/**
 * `npm run bench:schedule`: builds the app on a temporary SQLite database with the demo data,
 * listens on a free port and downloads both schedules (XLSX and PDF) of the demo project with the
 * most lamp parameters over HTTP, N times each in both languages. Prints the median and p95 of the
 * time to the first byte and to the last, and the file size. SCHEDULE_OUT=<folder> keeps the
 * last download of each (to look at them).
 *
 *   N=10 npm run bench:schedule
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const N = Number(process.env.N ?? 10);
const WARM_UP = 2;
const OUT = process.env.SCHEDULE_OUT;

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-schedule-'));
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
      LAMPSHEET_DEMO: '1',
      LOG_LEVEL: 'silent',
      HEAVY_RATE_LIMIT: '100000',
    });
    const app = await buildApp({ config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const k = app.db.kysely;
    const largest = await k
      .selectFrom('lampParams')
      .innerJoin('projects', 'projects.id', 'lampParams.projectId')
      .select(['projects.id', 'projects.itemName', sql<number>`count(*)`.as('n'), sql<number>`sum(case when lamp_params.data_status = 2 then 1 else 0 end)`.as('generated')])
      .groupBy(['projects.id', 'projects.itemName'])
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    console.log(`schedule of "${largest.itemName}" (project ${largest.id}): ${largest.n} lamp parameters, ${largest.generated} generated; ${N} runs after ${WARM_UP} warm-up`);

    if (OUT) mkdirSync(OUT, { recursive: true });
    for (const ext of ['xlsx', 'pdf'] as const) {
      for (const lang of ['zh-CN', 'en']) {
        const first: number[] = [];
        const total: number[] = [];
        let size = 0;
        let body = Buffer.alloc(0);
        for (let i = 0; i < WARM_UP + N; i++) {
          const t0 = performance.now();
          const res = await fetch(`${base}/api/projects/${largest.id}/schedule.${ext}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });
          if (res.status !== 200 || !res.body) throw new Error(`schedule.${ext} answered ${res.status}: ${await res.text()}`);
          const reader = res.body.getReader();
          const chunks: Uint8Array[] = [];
          let t1 = 0;
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            if (!t1) t1 = performance.now();
            chunks.push(value);
          }
          const t2 = performance.now();
          body = Buffer.concat(chunks);
          size = body.length;
          if (i >= WARM_UP) {
            first.push(t1 - t0);
            total.push(t2 - t0);
          }
        }
        first.sort((a, b) => a - b);
        total.sort((a, b) => a - b);
        const f = (ms: number) => `${ms.toFixed(0)} ms`;
        console.log(
          `  ${ext.padEnd(4)} ${lang.padEnd(5)}: first byte median ${f(percentile(first, 50))}   whole file median ${f(percentile(total, 50))}   p95 ${f(percentile(total, 95))}   size ${(size / 1024).toFixed(1)} kB`,
        );
        if (OUT) writeFileSync(join(OUT, `schedule-${lang}.${ext}`), body);
      }
    }
    await app.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
