import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lampsheet/photometry',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
