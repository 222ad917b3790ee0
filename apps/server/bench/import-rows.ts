/**
 * Another process's import for `bench:search`: appends ROWS wall-washing detection rows to the
 * database at DATABASE_URL in BATCHES transactions (one import job after another), pausing
 * PAUSE_MS between them, so the searching server sees its type change several times.
 *
 *   DATABASE_URL=sqlite:.bench/search-1000000.db ROWS=10000 tsx apps/server/bench/import-rows.ts
 */
import { openDatabase } from '../src/db/database.js';
import { seedBulkDetections } from '../src/demo/seed.js';

const ROWS = Number(process.env.ROWS ?? 10_000);
const BATCHES = Number(process.env.BATCHES ?? 10);
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 300);

async function main() {
  const db = openDatabase(process.env.DATABASE_URL!);
  const started = performance.now();
  for (let b = 0; b < BATCHES; b++) {
    await seedBulkDetections(db, Math.round(ROWS / BATCHES), { sqlite: db.sqlite, contestTypeIds: [102], seed: Date.now() + b });
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  console.log(`imported ${ROWS} rows in ${BATCHES} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.close();
}

void main();
