/**
 * Recomputation of the demo data's calculated rows (data type 4) with the photometric engine,
 * on one worker thread and on one per core, with the compiled server (run after `npm run build`;
 * part of `npm run bench:photometry`). Also the first start's demo seed time, which includes it.
 *
 *   node --import tsx apps/server/bench/photometry-recompute.ts [--full]
 * --full adds every lamp × every contest (numbers only), the load of a whole-catalogue recompute.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../dist/db/database.js';
import { seedDemoData } from '../dist/demo/seed.js';
import { recomputeCalculated } from '../dist/modules/photometry/recompute.js';

const full = process.argv.includes('--full');
const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-recompute-'));
const mediaDir = join(dir, 'media');
const db = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
const cores = availableParallelism();
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  await migrate(db);
  console.log(`machine: ${cores} cores (${cpus()[0]?.model ?? '?'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const seed = await seedDemoData(db, { mediaDir });
  const calc = seed.calculated!;
  console.log(`first start (empty database → demo data): ${s(seed.ms)}, of which engine rows ${s(calc.ms)} (${calc.pairs} lamp × contest, ${calc.rows} rows, ${calc.pictures} pictures, ${calc.threads} threads)`);

  const pairs = new Set(
    (await db.kysely.selectFrom('detections').select(['lampId', 'contestId']).where('dataType', '=', '4').execute()).map((r) => `${r.lampId}:${r.contestId}`),
  );
  const pictured = new Set(
    (await db.kysely.selectFrom('detections').select(['lampId', 'contestId']).where('dataType', '=', '4').where('pseuColor', 'like', 'calc/%').execute()).map(
      (r) => `${r.lampId}:${r.contestId}`,
    ),
  );
  const runs: Array<{ label: string; options: Parameters<typeof recomputeCalculated>[1] }> = [
    {
      label: `demo calculated rows (${pairs.size} lamp × contest, pictures for ${pictured.size})`,
      options: { mediaDir, include: (l, c) => pairs.has(`${l}:${c}`), pictures: (l, c) => pictured.has(`${l}:${c}`) },
    },
    {
      label: `demo calculated rows with every picture (${pairs.size} lamp × contest)`,
      options: { mediaDir, include: (l, c) => pairs.has(`${l}:${c}`), pictures: true },
    },
  ];
  if (full) runs.push({ label: 'every lamp × every contest, numbers only', options: { mediaDir, pictures: false } });
  for (const run of runs) {
    const times: Record<number, number> = {};
    for (const threads of [1, Math.max(2, cores)]) {
      const cpu0 = process.cpuUsage();
      const r = await recomputeCalculated(db, { ...run.options, threads });
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      times[threads] = r.ms;
      // CPU time of the whole process (all threads) over wall time: the cores it really had.
      console.log(
        `  ${run.label}: ${threads} thread${threads > 1 ? 's' : ''} ${s(r.ms)} (${r.rows} rows, ${r.pictures} pictures; CPU ${s(cpuMs)} = ${(cpuMs / r.ms).toFixed(2)} cores busy)`,
      );
    }
    const [one, many] = Object.values(times) as [number, number];
    console.log(`  → speed-up on ${Math.max(2, cores)} cores: ${(one / many).toFixed(2)}× (wall time; other processes share the cores)`);
  }
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
