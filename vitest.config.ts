import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Every workspace brings its own vitest config; this file only lists them. The server's tests
 * that start real processes are a project of their own, run last and alone (its groupOrder).
 * Most tests wait on a database or a socket, so even a 2-core machine runs two files at once
 * (vitest's default would be one there).
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contracts',
      'packages/photometry',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.processes.config.ts',
      'apps/web',
      'scripts/checks',
    ],
  },
});
