import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** Tests that start server processes or PostgreSQL clusters: vitest.processes.config.ts runs them alone. */
export const PROCESS_TESTS = ['src/faults.test.ts', 'src/team.test.ts', 'src/server.test.ts'];

/** The server's test project: one of its two halves (this file's, or the processes'). */
export function serverProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineConfig({
    resolve: {
      alias: {
        // The engine reads the domain vocabulary through this entry; listed before the package.
        '@lampsheet/contracts/domain': fileURLToPath(new URL('../../packages/contracts/src/domain/index.ts', import.meta.url)),
        '@lampsheet/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
        '@lampsheet/photometry': fileURLToPath(new URL('../../packages/photometry/src/index.ts', import.meta.url)),
      },
    },
    test: {
      environment: 'node',
      globalSetup: ['src/test/global-setup.ts'],
      // Whole-server tests on real databases: generous limits for a loaded 2-core machine.
      testTimeout: 60000,
      hookTimeout: 120000,
      ...test,
    },
  });
}

export default serverProject({ name: '@lampsheet/server', include: ['src/**/*.test.ts'], exclude: PROCESS_TESTS });
