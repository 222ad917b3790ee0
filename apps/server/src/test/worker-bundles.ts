import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every worker entry of the server: `modules/<name>/<entry>-worker.ts`, by its entry name. */
export function workerEntries(): Record<string, string> {
  const modules = join(SRC, 'modules');
  const entries: Record<string, string> = {};
  for (const name of readdirSync(modules)) {
    for (const file of readdirSync(join(modules, name))) {
      if (file.endsWith('-worker.ts')) entries[file.slice(0, -'.ts'.length)] = join(modules, name, file);
    }
  }
  return entries;
}

/**
 * The server's worker entries bundled once for a test run from the current sources, each into
 * one ES module (`<entry>.mjs`): a worker started from the TypeScript sources otherwise registers
 * tsx and transforms and resolves its few dozen files one by one, on every start
 * (`workerSource` in modules/photometry/calc-pool.ts). The workspace packages are bundled from
 * their sources, as vitest aliases them; the other packages stay imports. The folder sits under
 * the server's node_modules so that those imports (and `createRequire(import.meta.url)`) resolve
 * as from the sources.
 */
export async function buildWorkerBundles(): Promise<{ dir: string; remove(): void }> {
  const cache = join(SRC, '..', 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'lampsheet-workers-'));
  await build({
    entryPoints: workerEntries(),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: {
      '@lampsheet/contracts/domain': join(ROOT, 'packages/contracts/src/domain/index.ts'),
      '@lampsheet/contracts': join(ROOT, 'packages/contracts/src/index.ts'),
      '@lampsheet/photometry': join(ROOT, 'packages/photometry/src/index.ts'),
    },
    sourcemap: true,
    logLevel: 'warning',
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
