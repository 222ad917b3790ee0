import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { UPLOAD_LIMIT_BYTES, message } from '@lampsheet/contracts';
import type { Config } from './config.js';
import { migrate, openDatabase, withStartupLock, type Db } from './db/database.js';
import { LOCK_PICTURES, withTryLock } from './db/advisory-lock.js';
import { anySignal, pause } from './lib/abort.js';
import { databaseAddress, untilDatabaseAnswers } from './lib/db-errors.js';
import { isServerPath } from './lib/paths.js';
import { loggerOptions } from './lib/logging.js';
import { seedDemoData, type SeedSummary } from './demo/seed.js';
import authPlugin, { guardScope, publicScope } from './plugins/auth.js';
import transportSecurity from './plugins/transport-security.js';
import healthRoutes from './modules/health/routes.js';
import mediaRoutes from './modules/media/routes.js';
import { signingSecret } from './modules/sheets/signing.js';
import { importMediaFolder } from './storage/blob-import.js';
import { openBlobStore, type BlobStore } from './storage/blob-store.js';
import { sweepPartialFiles } from './storage/folder-blob-store.js';
import { sweepAbandonedChunks } from './storage/postgres-blob-store.js';
import compressionPlugin from './plugins/compression.js';
import admissionPlugin from './plugins/admission.js';
import enginePoolsPlugin, { type EnginePoolsOptions } from './plugins/engine-pools.js';
import importJobsPlugin from './plugins/import-jobs.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import languagePlugin from './plugins/language.js';
import webAppPlugin, { webAppDir, webAppPage } from './plugins/web-app.js';
import authRoutes from './modules/auth/routes.js';
import projectRoutes from './modules/projects/routes.js';
import catalogRoutes from './modules/catalog/routes.js';
import detectionRoutes from './modules/detections/routes.js';
import lampparamRoutes from './modules/lampparams/routes.js';
import fileRoutes from './modules/files/routes.js';
import { DetectionSearchIndex, RECHECK_MS } from './modules/detections/search-index.js';
import { defaultSearchThreads, searchPool } from './modules/detections/search-pool.js';
import { hasSecondReader, searchLoader } from './modules/detections/search-loader.js';
import sheetRoutes from './modules/sheets/routes.js';
import scheduleRoutes from './modules/schedule/routes.js';
import photometryRoutes from './modules/photometry/routes.js';
import fixtureImportRoutes from './modules/fixture-import/routes.js';
import rankRoutes from './modules/rank/routes.js';
import gldfRoutes from './modules/gldf/routes.js';
import { completeCalculatedPictures } from './modules/photometry/recompute.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The selection table's in-memory index; writers of detections call `invalidate()`. */
    searchIndex: DetectionSearchIndex;
    /** Where the process is in its life: ready answers 503 until migrated and once stopping. */
    lifecycle: { migrated: boolean; stopping: boolean };
    /** Where every made or generated file lives (storage/blob-store.ts). */
    blobs: BlobStore;
    /** The preview signing secret, shared by every instance on the database. */
    signingSecret(): Promise<Buffer>;
  }
}

export interface BuildOptions {
  config: Config;
  /** An already open database (tests); otherwise the config's DATABASE_URL is opened. */
  db?: Db;
  logger?: boolean;
  /**
   * Once listening, give the calculated rows that show stand-in pictures (the demo computes a
   * few per type, to start fast) their own pictures in the background. The server turns it on;
   * tests that only inject requests leave it off.
   */
  completePictures?: boolean;
  /** Other engine pools than the server's (tests). */
  pools?: EnginePoolsOptions['make'];
  /** Told when the database answered and start-up work (migrations, demo seed) begins. */
  onDatabaseReached?: () => void;
}

/**
 * Build the whole server in stages: infrastructure (database, security, parsers, docs), then
 * cross-cutting plugins (language, errors, auth), then the feature routes, then static files.
 */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: 1024 * 1024 * 4,
    trustProxy: config.trustProxy,
    // A stopping server answers every request it has received (server.ts); ready says 503.
    return503OnClosing: false,
    // One line per answered request instead (below).
    logController: new LogController({ disableRequestLogging: true }),
    // The router's own refusals (undecodable path, overlong parameter) leave as the envelope too.
    frameworkErrors,
    // …and so do Node's own (a request not sent in time, headers too large, not HTTP at all).
    clientErrorHandler,
    // A slow or stalled client cannot hold a socket: the whole request within requestTimeout
    // (else 408), no connection idle beyond connectionTimeout; Node checks the deadlines at
    // this interval.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))) },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First, so its route register sees every route (the log-in guard's start-up check).
  await app.register(authPlugin);

  // --- infrastructure
  const db = options.db ?? openDatabase(config.databaseUrl, { connectionLifetimeS: config.databaseConnectionLifetimeS });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('lifecycle', { migrated: false, stopping: false });
  app.addHook('onRequest', async (request) => {
    request.log.debug({ method: request.method, url: request.url.slice(0, 200) }, 'request received');
  });
  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url;
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, url, status: reply.statusCode, ms }, `${request.method} ${url} ${reply.statusCode} ${ms} ms`);
  });
  const searchThreads = config.searchThreads ?? defaultSearchThreads();
  // the blocks are read and decoded by a worker with a connection of its own (a reload never
  // holds up the event loop), except from a database no second connection can read
  const searchIndex = new DetectionSearchIndex(db.kysely, RECHECK_MS, undefined, {
    runner: searchThreads > 0 ? searchPool(searchThreads) : undefined,
    loader: hasSecondReader(config.databaseUrl) ? searchLoader(config.databaseUrl) : undefined,
  });
  app.decorate('searchIndex', searchIndex);
  app.addHook('onClose', () => searchIndex.close());
  if (!options.db) app.addHook('onClose', async () => db.close());
  const blobs = openBlobStore(config, db);
  app.decorate('blobs', blobs);
  app.decorate('signingSecret', () => signingSecret(db.kysely, { configured: config.signingSecret, legacyFile: join(config.dataDir, 'secret') }));
  mkdirSync(config.mediaDir, { recursive: true });
  // Migrations and the demo seed run once however many instances start together. PostgreSQL
  // not (yet) there — not started, restarting — is waited for, with a line per attempt.
  await untilDatabaseAnswers(
    async () => {
      await withStartupLock(db, async () => {
        options.onDatabaseReached?.();
        await migrate(db);
        if (config.demo) {
          const summary = await seedDemoData(db, { mediaDir: config.mediaDir });
          // The seed draws its media into the local folder; the database store takes them over.
          const copied =
            summary.state === 'present' || blobs.kind === 'folder' ? 0 : await importMediaFolder(blobs, config.mediaDir, { only: (rel) => /^(demo|calc)\//.test(rel) });
          logSeed(app, summary, copied);
        }
      });
      app.lifecycle.migrated = true;
      // What a process that died while writing left behind: `.part` files here, chunks in PostgreSQL.
      const swept = await sweepPartialFiles([config.dataDir, config.mediaDir]);
      if (swept) app.log.info({ swept }, `removed ${swept} unfinished file(s) a stopped process left`);
      if (blobs.kind === 'postgres') await sweepAbandonedChunks(db);
    },
    { where: databaseAddress(config.databaseUrl), onWait: (line, err) => app.log.warn({ err: (err as Error).message }, line) },
  );

  if (options.completePictures) backgroundPictures(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mediaBaseUrl.startsWith('http') ? [new URL(config.mediaBaseUrl).origin] : [])],
        mediaSrc: ["'self'", 'blob:', ...(config.mediaBaseUrl.startsWith('http') ? [new URL(config.mediaBaseUrl).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // https-only headers are added per request by transport-security when served over https.
    strictTransportSecurity: false,
  });
  await app.register(transportSecurity);
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: true, max: config.apiRateLimit, timeWindow: '1 minute' });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 1, fileSize: UPLOAD_LIMIT_BYTES, fields: 10, parts: 12 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lampsheet API', version: '0.1.0', description: 'Fixture selection and lamp parameter sheets' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    publicScope(docs);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
      staticCSP: true,
      // The docs page sets its own policy after every other hook; like the app's, it must not
      // send browsers to https on a plain-http origin (its resources are all same-origin).
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/g, ''),
    });
  });

  // --- cross-cutting
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Heavy work: the engine's pools, its admission (fair per user, bounded, with a deadline), the import's jobs.
  await app.register(enginePoolsPlugin, { make: options.pools });
  await app.register(admissionPlugin);
  await app.register(importJobsPlugin);

  // --- features: every API route in the scope of the log-in guard (public ones by route option)
  await app.register(
    async (api) => {
      guardScope(api);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(projectRoutes);
      await api.register(catalogRoutes);
      await api.register(detectionRoutes);
      await api.register(lampparamRoutes);
      await api.register(fileRoutes);
      await api.register(sheetRoutes);
      await api.register(scheduleRoutes);
      await api.register(photometryRoutes);
      await api.register(fixtureImportRoutes);
      await api.register(rankRoutes);
      await api.register(gldfRoutes);
    },
    { prefix: '/api' },
  );

  // --- media from the blob store, and the built web app
  await app.register(mediaRoutes);
  const webDir = webAppDir(config.webDir);
  if (webDir) await app.register(webAppPlugin, { root: webDir });
  app.setNotFoundHandler((request, reply) => {
    // However the path is spelled, an API or media address never falls back to the web app.
    if (webDir && request.method === 'GET' && !isServerPath(request.url)) {
      return reply.type('text/html').sendFile(webAppPage(request.url, webDir), webDir);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: message('routeNotFound', request.lang) });
  });
  return app;
}

/** The start says what it did with the demo data. */
export function logSeed(app: FastifyInstance, summary: SeedSummary, copied = 0): void {
  const figures = { ...summary, mediaPaths: summary.mediaPaths.length };
  if (summary.state === 'seeded') app.log.info({ summary: figures, copied }, 'empty database filled with demo data');
  else if (summary.state === 'resumed') {
    app.log.warn({ summary: figures, copied }, `demo data completed: the first start had been cut short; ${summary.calculated?.rows ?? 0} calculated rows added`);
  } else app.log.info('demo data already complete (or a database of real data): nothing seeded');
}

/**
 * The background job of `completePictures`: started on listen, in one instance at a time (an
 * advisory lock on PostgreSQL); an instance that finds it held, or whose attempt failed (the
 * database away), tries again every JOBS_POLL_MS while stand-ins remain, so the work is taken
 * up when the holder dies. Stopped between two lamps on close (the rest is left for later).
 */
function backgroundPictures(app: FastifyInstance) {
  const stop = new AbortController();
  let job: Promise<void> | null = null;
  const attempt = async (): Promise<boolean> => {
    // Stops between two lamps when the server closes or the lock's connection is lost (the rest is retried).
    const result = await withTryLock(app.db, LOCK_PICTURES, 'complete', async (hold) => {
      const either = anySignal(stop.signal, hold.signal);
      try {
        return await completeCalculatedPictures(app.db, { mediaDir: app.config.mediaDir, blobs: app.blobs, signal: either.signal });
      } finally {
        either.dispose();
      }
    });
    if (!result.ran) return false;
    const summary = result.value;
    if (summary.pairs || summary.failures.length) app.log.info({ summary }, 'calculated rows given their own pictures');
    return !summary.stopped;
  };
  app.addHook('onListen', async () => {
    job = (async () => {
      while (!stop.signal.aborted) {
        try {
          if (await attempt()) return;
        } catch (err) {
          app.log.warn({ err }, 'completing the calculated pictures failed; trying again later');
        }
        await pause(app.config.jobsPollMs, stop.signal);
      }
    })();
  });
  app.addHook('preClose', async () => {
    stop.abort();
    await job;
  });
}
