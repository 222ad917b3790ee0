/**
 * What the benchmarks that drive the whole app share: the app built on a temporary SQLite
 * database with the demo data, closed and removed afterwards, and the percentile of a sorted
 * sample.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/** The p-th percentile (0–100) of an ascending sample, NaN for an empty one. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

/**
 * Runs `bench` on the app over a fresh demo database in a temporary folder (`name` in its name;
 * `env` beside the defaults), then closes the app and removes the folder. A failure is printed
 * and ends the process with status 1.
 */
export function benchOnDemoApp(name: string, env: Record<string, string>, bench: (app: FastifyInstance) => Promise<void>): void {
  const run = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `lampsheet-bench-${name}-`));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`, LAMPSHEET_DEMO: '1', LOG_LEVEL: 'silent', ...env });
      const app = await buildApp({ config, logger: false });
      try {
        await bench(app);
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  run().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
