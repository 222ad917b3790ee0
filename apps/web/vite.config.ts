import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.LAMPSHEET_API ?? 'http://127.0.0.1:8080';

/**
 * Vendor code is grouped so that the log-in and projects pages only pull what they render:
 * React + router + query + i18n are one long-lived chunk; antd stays split by the bundler per
 * route (the heavy Table/Drawer/Upload code only arrives with the pages that use them).
 */
export default defineConfig({
  plugins: [
    react(),
    precompress(),
    // ANALYZE=1 npm run build -w @lampsheet/web: the bundle map (treemap) in apps/web/bundle-stats.html,
    // ANALYZE=json the same as data; what each route loads is in docs/PERFORMANCE.md
    process.env.ANALYZE &&
      (visualizer({
        filename: process.env.ANALYZE === 'json' ? 'bundle-stats.json' : 'bundle-stats.html',
        template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
        gzipSize: true,
        brotliSize: true,
      }) as PluginOption),
  ],
  resolve: {
    alias: {
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
