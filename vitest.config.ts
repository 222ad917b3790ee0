import { defineConfig } from 'vitest/config';

/** Every workspace brings its own vitest config; this file only lists them. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/photometry', 'apps/server', 'apps/web', 'scripts/checks'],
  },
});
