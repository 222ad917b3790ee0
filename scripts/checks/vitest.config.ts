import { defineConfig } from 'vitest/config';

/** Checks of the repository as a whole: its documents and what its files cite. */
export default defineConfig({
  test: { name: 'repo', environment: 'node', include: ['*.test.ts'] },
});
