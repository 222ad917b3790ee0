import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config.js';
import { listenWhilePreparing } from './start-holding.js';
import { demoLoginWorks, startUrl } from './start-line.js';

/**
 * Start Lampsheet: read the configuration, build the app, listen, say where it is ready; on
 * SIGTERM/SIGINT stop cleanly: ready answers 503 at once, every request already received is
 * answered, background work stops between two steps (resumable), then the process exits 0.
 */
async function main() {
  let config: Config;
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    config = loadConfig(process.env, { webDir: resolve(here, '../../web/dist') });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  // The port answers at once (live 200, everything else 503) while the app is built: PostgreSQL
  // may not be up yet (the build waits for it, logging each attempt), migrations and the seed run.
  const holding = await listenWhilePreparing(config.port, config.host);
  const built: { app?: FastifyInstance } = {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!built.app) {
      // Still preparing: nothing was received that needs an answer.
      console.info(`${signal}: stopping before the server was ready`);
      await holding.close();
      process.exit(0);
    }
    const running = built.app;
    const t0 = performance.now();
    running.lifecycle.stopping = true;
    running.log.info({ signal }, `${signal}: stopping (requests in flight are answered)`);
    setTimeout(() => {
      running.log.error({ ms: config.shutdownTimeoutMs }, 'stopping took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    if (config.shutdownDelayMs) await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
    running.log.info('closing: no new connections; answering the requests in flight');
    try {
      await running.close();
    } catch (err) {
      running.log.error({ err }, 'closing failed');
      process.exit(1);
    }
    running.log.info({ ms: Math.round(performance.now() - t0) }, `stopped in ${Math.round(performance.now() - t0)} ms`);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // The app's modules load after the port answers (loading them takes seconds on a busy machine).
  const { buildApp } = await import('./app.js');
  const app = (built.app = await buildApp({ config, completePictures: true, onDatabaseReached: () => (holding.reason = 'serverStarting') }));
  await holding.close();
  await app.listen({ port: holding.port, host: config.host, listenTextResolver: (address) => `listening on ${address}` });
  const address = app.server.address();
  const url = startUrl({ ...config, port: typeof address === 'object' && address ? address.port : holding.port });
  app.log.info({ url }, `Lampsheet ready at ${url}`);
  if (await demoLoginWorks(app).catch(() => false)) app.log.info('log in as demo / demo1234');
}

void main();
