import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './build/precompress.ts';
import { sharedHead } from './build/shared-head.ts';

const apiTarget = process.env.LAMPSHEET_API ?? 'http://127.0.0.1:8080';

/**
 * Two pages: the app (index.html) and the log-in page (login.html, React and a form only;
 * decision 011). Vendor code is grouped so that each page only pulls what it renders: React on
 * its own (the log-in page needs nothing else), router + query + i18n in one long-lived chunk;
 * antd stays split by the bundler per route (the heavy Table/Drawer/Upload code only arrives
 * with the pages that use them). `build.manifest` lists each chunk's static imports:
 * `build/route-chunks.test.ts` checks the split against it. Both pages take their head from
 * `head.html` (`build/shared-head.ts`).
 */
export default defineConfig({
  plugins: [
    react(),
    sharedHead(new URL('./head.html', import.meta.url)),
    precompress(),
    // ANALYZE=1 npm run build -w @lampsheet/web: the bundle map (treemap) in apps/web/bundle-stats.html,
    // ANALYZE=json the same as data; what each route loads is in docs/PERFORMANCE.md
    process.env.ANALYZE
      ? (visualizer({
        filename: process.env.ANALYZE === 'json' ? 'bundle-stats.json' : 'bundle-stats.html',
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
        gzipSize: true,
        brotliSize: true,
      }) as PluginOption)
      : null,
  ],
  resolve: {
    alias: {
      // react-router's package points every condition at its development build (warnings and
      // checks kept); the production build is the same code without them
      'react-router': fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Source import so that the web build never waits for a contracts build.
      '@lampsheet/contracts': fileURLToPath(
        new URL('../../packages/contracts/src/index.ts', import.meta.url),
      ),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        login: fileURLToPath(new URL('./login.html', import.meta.url)),
      },
      // antd's own package says it has no side effects, but the rc-component and ant-design
      // packages under it do not say so, and without it every module they import is kept:
      // the log-in page's Input pulled the whole form engine and its validator through one
      // context import. They register nothing globally; unused parts can go.
      treeshake: {
        moduleSideEffects: (id: string) => !/node_modules[\\/](@rc-component|@ant-design)[\\/].*\.js$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              name: 'app-vendor',
              test: /node_modules[\\/](react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
            {
              // antd's base that (nearly) every page renders with — theme, CSS-in-JS, config,
              // buttons, inputs — as one script instead of a dozen small ones, each with its own
              // request and headers: the antd modules imported by at least 11 chunks. What fewer
              // pages use stays with them. The log-in page's bar is checked by
              // e2e/tests/first-visit.spec.ts (9 put the tables in the base, 13 split it again).
              name: 'antd-base',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|stylis|@emotion|@babel[\\/]runtime|clsx|react-is)[\\/]/,
              minShareCount: 11,
              priority: 10,
            },
            {
              // the token's storage, shared by the log-in page and the app: a chunk of its own,
              // else the log-in page would pull the app's shell along
              name: 'session',
              test: /apps[\\/]web[\\/]src[\\/]lib[\\/]auth-token\./,
              priority: 6,
            },
            {
              // the app's own shell that every page needs (api client, auth, paths, toasts)
              name: 'shell',
              test: /apps[\\/]web[\\/]src[\\/](lib|config|app[\\/](provider|router|index)|components[\\/](page-spinner|errors))[\\/.]/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
