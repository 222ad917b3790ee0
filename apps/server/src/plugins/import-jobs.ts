import fp from 'fastify-plugin';
import { ImportJobs } from '../modules/fixture-import/import.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fixture import's jobs (modules/fixture-import), with their life tied to the app's. */
    importJobs: ImportJobs;
  }
}

/**
 * The fixture import's jobs: those a restart cut short are taken up again once the server is
 * ready; those of a process that died or stopped are taken up by another, checked every
 * JOBS_POLL_MS once listening; on stopping, running jobs stop between two lamps and stay resumable.
 */
export default fp(
  async function importJobs(app) {
    const jobs = new ImportJobs(
      app.db,
      { mediaDir: app.config.mediaDir, blobs: app.blobs },
      { pollMs: app.config.jobsPollMs, log: (msg, fields) => app.log.info(fields, msg), engine: () => app.pools.calc() },
    );
    app.decorate('importJobs', jobs);
    app.addHook('onReady', async () => {
      const resumed = await jobs.resume();
      if (resumed.length) app.log.info({ jobs: resumed }, 'fixture import jobs taken up again');
    });
    app.addHook('onListen', async () => jobs.watch());
    app.addHook('preClose', async () => jobs.close());
  },
  { name: 'import-jobs', dependencies: ['engine-pools'] },
);
