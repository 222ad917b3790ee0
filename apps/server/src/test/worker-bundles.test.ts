import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { synthesizeLdt } from '@lampsheet/photometry';
import { WORKER_BUNDLES_ENV, workerPool, workerSource } from '../modules/photometry/calc-pool.js';
import { workerEntries } from './worker-bundles.js';

const poolSource = new URL('../modules/photometry/calc-pool.ts', import.meta.url).href;

describe('workers in the test run', () => {
  it('start from the bundle the run built of each worker entry, which runs a task', async () => {
    const dir = process.env[WORKER_BUNDLES_ENV];
    expect(dir).toBeTruthy();
    expect(Object.keys(workerEntries()).sort()).toEqual(['calc-worker', 'rank-worker', 'schedule-worker', 'search-loader-worker', 'search-worker']);
    for (const entry of Object.keys(workerEntries())) expect(existsSync(join(dir!, `${entry}.mjs`)), entry).toBe(true);
    expect(workerSource('calc-worker', poolSource)).toEqual({ url: pathToFileURL(join(dir!, 'calc-worker.mjs')) });
    const pool = workerPool(1);
    try {
      const content = synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1500, watts: 18 });
      expect((await pool.run({ lampId: 7, fileName: 'wash.ldt', content, contests: [], pictureSize: 48 })).lampId).toBe(7);
    } finally {
      await pool.close();
    }
  });

  it('start through tsx without a bundle, and from the compiled file beside a built module', () => {
    vi.stubEnv(WORKER_BUNDLES_ENV, undefined);
    try {
      expect(process.env[WORKER_BUNDLES_ENV]).toBeUndefined();
      const source = workerSource('calc-worker', poolSource);
      expect('bootstrap' in source && source.bootstrap).toContain('tsx.register()');
      expect('bootstrap' in source && source.bootstrap).toContain('/modules/photometry/calc-worker.ts');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(process.env[WORKER_BUNDLES_ENV]).toBeTruthy();
    expect(workerSource('schedule-worker', 'file:///srv/dist/modules/schedule/schedule-render.js')).toEqual({ url: new URL('file:///srv/dist/modules/schedule/schedule-worker.js') });
  });
});
