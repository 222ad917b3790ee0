import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** Start Lampsheet: read the configuration, build the app, listen, and close cleanly on signals. */
async function main() {
  let config;
  try {
    const here = dirname(fileURLToPath(import.meta.url));
    config = loadConfig(process.env, { webDir: resolve(here, '../../web/dist') });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const app = await buildApp({ config, completePictures: true });
  const close = async (signal: string) => {
    app.log.info({ signal }, 'closing');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

void main();
