/**
 * `npm run bench:seed`: how long the demo seed takes on a fresh SQLite file: the engine's 990
 * lamp × contest calculations, the measured rows written from them and the rest. The seed tests
 * held this as a wall-clock limit (20 s, 15 s on each database), which failed under load; they
 * now check what was seeded, and this prints the time.
 *
 *   npm run bench:seed
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';

async function run(label: string, url: string, dir: string) {
  const db = openDatabase(url);
  try {
    await migrate(db);
    const summary = await seedDemoData(db, { mediaDir: join(dir, 'media'), seed: 7 });
    console.log(`${label}: demo seed ${summary.ms} ms (${summary.detections} detection rows, ${summary.calculated?.pairs ?? 0} engine pairs)`);
  } finally {
    await db.close();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-seed-'));
  try {
    await run('SQLite', `sqlite:${join(dir, 'bench.db')}`, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
