import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: '@lampsheet/contracts', environment: 'node', include: ['src/**/*.test.ts'] },
});
