/**
 * `npm run bench:calculate`: what a photometric check (`POST /api/photometry/calculate`) costs
 * the rest of the server. A real file from ../shared/photometry is calculated on the two-face
 * composite surface (the slowest type) N times one after the other, once in the request thread
 * and once on the server's worker pool, while the event-loop delay is sampled: the delay is
 * how long any other request would wait behind the calculation.
 *
 *   N=20 npm run bench:calculate
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { user as userSchema } from '@lampsheet/contracts';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';
import { calcRunner, defaultThreads, inlineRunner, type CalcRunner } from '../src/modules/photometry/calc-pool.js';
import { photometryCalculate, photometryStore } from '../src/modules/photometry/service.js';

const N = Number(process.env.N ?? 20);
const FILE = 'cooper-halo-l1768-scoop-wall-washer.ies';

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-calc-'));
  const db = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
  try {
    await migrate(db);
    await seedDemoData(db, { mediaDir: join(dir, 'media') });
    const designer = await db.kysely.selectFrom('users').select(['id', 'username', 'displayName', 'role']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    const bytes = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'photometry', FILE));
    const stored = await photometryStore(db.kysely, inlineRunner(), userSchema.parse(designer), { fileName: FILE, bytes });
    const request = { photometryId: stored.id, contestTypeId: 103, dimensions: {} };

    const measure = async (label: string, runner: CalcRunner) => {
      await photometryCalculate(db.kysely, join(dir, 'media'), runner, request); // warm-up
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const t0 = performance.now();
      for (let i = 0; i < N; i++) await photometryCalculate(db.kysely, join(dir, 'media'), runner, request);
      const perCall = (performance.now() - t0) / N;
      delay.disable();
      const ms = (ns: number) => `${(ns / 1e6).toFixed(1)} ms`;
      console.log(
        `  ${label.padEnd(22)} per check ${perCall.toFixed(1)} ms   event-loop delay p50 ${ms(delay.percentile(50))}  p99 ${ms(delay.percentile(99))}  max ${ms(delay.max)}`,
      );
      return delay.percentile(99);
    };
    console.log(`photometric check: ${FILE} on the composite surface (103), ${N} checks one after the other`);
    const inline = await measure('request thread', inlineRunner());
    const pool = calcRunner(Math.max(1, defaultThreads() - 1));
    const pooled = await measure(`worker pool (${pool.threads})`, pool);
    await pool.close();
    console.log(`  event-loop delay p99, request thread / pool: ${(inline / pooled).toFixed(1)} ×`);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
