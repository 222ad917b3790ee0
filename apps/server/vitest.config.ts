import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      // The engine reads the domain vocabulary through this entry; listed before the package.
      '@lampsheet/contracts/domain': fileURLToPath(new URL('../../packages/contracts/src/domain/index.ts', import.meta.url)),
      '@lampsheet/contracts': fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
      '@lampsheet/photometry': fileURLToPath(new URL('../../packages/photometry/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: '@lampsheet/server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Whole-server tests on real databases: generous limits for a loaded 2-core machine.
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
