import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@lampsheet/contracts': fileURLToPath(
        new URL('../../packages/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  test: {
    name: '@lampsheet/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // antd in jsdom is slow (the longest test takes about 10 s alone); two files run at once.
    testTimeout: 60_000,
    restoreMocks: true,
    // Files share a worker's modules and its jsdom (no fresh import of React, antd and the app,
    // no new jsdom per file: 4 s a file, the files' own tests often under 1 s). What a file
    // could leave behind is reset before each test in setup-tests.ts (the DOM, storage,
    // stubbed globals, the language; mocks by restoreMocks); no web test uses vi.mock.
    // docs/PERFORMANCE.md "Test suite time", session 14.
    isolate: false,
  },
});
