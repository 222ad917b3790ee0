import { resolve } from 'node:path';
import { z } from 'zod';
import { workerNiceSchema } from './lib/thread-priority.js';

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'expected 1/0, true/false, yes/no or on/off')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  /** 0: a free port the system picks (tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
    .default('sqlite:./data/lampsheet.db'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_BASE_URL: z.string().min(1).default('/media/'),
  LAMPSHEET_DEMO: flag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Session lifetime in hours. */
  SESSION_HOURS: z.coerce.number().positive().max(24 * 90).default(24 * 7),
  /** Log-in attempts a client may make per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Requests a client may make per minute on the rest of the API. */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(100_000),
  /** Expensive calls (a sheet, a calculation, a weighted search) each user may make per minute, each. */
  HEAVY_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Photometric calculations admitted at once (computing or waiting for the engine); more: 503. */
  CALC_QUEUE_MAX: z.coerce.number().int().min(1).max(10_000).default(16),
  /** Worker threads of the search index (filter, score, top k of a search); 0 runs them on the event loop. Default: one per core, at most 4. */
  SEARCH_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Heavy work (calculate, rank, parse, polar, schedule, export) one user may have working at once, per kind. */
  WORK_USER_RUNNING: z.coerce.number().int().min(1).max(1_000).default(1),
  /** Heavy work one user may have waiting, per kind; more: 503. */
  WORK_USER_QUEUED: z.coerce.number().int().min(0).max(10_000).default(4),
  /** Heavy work not answered this long after its admission is answered 503 and cancelled (default: CONNECTION_TIMEOUT_MS less 5 s). */
  WORK_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).optional(),
  /**
   * Nice value (0–19) of the engine's worker threads on Linux: above the request thread's, so a
   * flood of heavy work leaves it a core. The workers read it from the environment themselves
   * with the same rule (`lib/thread-priority.ts`); it is checked here so that a wrong value stops the start.
   */
  WORKER_NICE: workerNiceSchema,
  /** A client must have sent its whole request (headers and body) within this time, else 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** A connection on which nothing moves for this long is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** The address people open, e.g. https://lampsheet.example.com (the start line, https-only headers). */
  PUBLIC_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(\/[^\s]*)?$/, 'must be an http:// or https:// address')
    .optional(),
  /**
   * Behind a reverse proxy: whom to believe for X-Forwarded-For/-Proto. true trusts every
   * proxy, a number that many hops (1: the proxy in front), otherwise a comma-separated list of
   * addresses or CIDRs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|yes|no|on|off|\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/i, 'expected true/false, a hop count, or addresses/CIDRs separated by commas')
    .optional(),
  /** `pretty` (readable lines; the default on a terminal) or `json` (the default otherwise). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** Where pictures, videos and sheets are kept: `folder` (DATA_DIR) or `postgres` (the database). */
  BLOB_STORE: z.enum(['folder', 'postgres']).optional(),
  /** The secret that signs preview addresses (at least 32 characters); kept in the database when unset. */
  SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** On SIGTERM, keep listening this long with ready answering 503 (for load balancers that poll it). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** On SIGTERM, give up waiting for requests and background work after this long. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** How often an instance looks for background work another instance left (a died process). */
  JOBS_POLL_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
  /**
   * A PostgreSQL connection is closed once idle after this many seconds (the pool opens a new
   * one), so a smart shutdown of PostgreSQL (`pg_ctl stop -m smart`, which waits for every
   * session to end) completes while Lampsheet serves.
   */
  DATABASE_CONNECTION_LIFETIME_S: z.coerce.number().int().min(1).max(86_400).default(300),
});

/** As Fastify takes it: every proxy, none, the first n hops, or these addresses. */
/** The names of every environment variable the server reads (docs/DEPLOYMENT.md has one row each). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** TRUST_PROXY as Fastify takes it. */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (!value) return false;
  const v = value.toLowerCase();
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address: string, hop: number) => hop < hops;
  }
  return v.split(',').map((a) => a.trim());
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  mediaDir: string;
  mediaBaseUrl: string;
  demo: boolean;
  logLevel: string;
  sessionHours: number;
  loginRateLimit: number;
  apiRateLimit: number;
  heavyRateLimit: number;
  calcQueueMax: number;
  /** `SEARCH_THREADS` (undefined: the default). */
  searchThreads: number | undefined;
  workUserRunning: number;
  workUserQueued: number;
  /** Heavy work is answered (503 if unfinished) and cancelled this long after admission, before the connection timeout closes the socket. */
  workTimeoutMs: number;
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** The address people open (no trailing slash), or null: then the listening address. */
  publicUrl: string | null;
  trustProxy: TrustProxy;
  /** null: pretty on a terminal, JSON otherwise. */
  logFormat: 'pretty' | 'json' | null;
  blobStore: 'folder' | 'postgres';
  /** From SIGNING_SECRET; null: generated once and kept in the database. */
  signingSecret: string | null;
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  jobsPollMs: number;
  databaseConnectionLifetimeS: number;
  /** Folder of the built web app, served at `/`; null when not built. */
  webDir: string | null;
}

/**
 * Heavy work is answered before the connection timeout could close its idle socket: 5 s before
 * it (a tenth before it when it is under 10 s); a configured WORK_TIMEOUT_MS never beyond that.
 */
function workTimeout(configured: number | undefined, connectionTimeoutMs: number): number {
  const latest = connectionTimeoutMs > 10_000 ? connectionTimeoutMs - 5_000 : Math.floor(connectionTimeoutMs * 0.9);
  return Math.min(configured ?? latest, latest);
}

/** Read and validate the configuration from the environment; throws one message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got "${env[String(i.path[0])]}")`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.BLOB_STORE === 'postgres' && e.DATABASE_URL.startsWith('sqlite:')) {
    throw new Error(`Invalid configuration:\n  BLOB_STORE: postgres needs a PostgreSQL DATABASE_URL (got "${e.DATABASE_URL}")`);
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    mediaBaseUrl: e.MEDIA_BASE_URL.endsWith('/') ? e.MEDIA_BASE_URL : `${e.MEDIA_BASE_URL}/`,
    demo: e.LAMPSHEET_DEMO,
    logLevel: e.LOG_LEVEL,
    sessionHours: e.SESSION_HOURS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    heavyRateLimit: e.HEAVY_RATE_LIMIT,
    calcQueueMax: e.CALC_QUEUE_MAX,
    searchThreads: e.SEARCH_THREADS,
    workUserRunning: e.WORK_USER_RUNNING,
    workUserQueued: e.WORK_USER_QUEUED,
    workTimeoutMs: workTimeout(e.WORK_TIMEOUT_MS, e.CONNECTION_TIMEOUT_MS),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    logFormat: e.LOG_FORMAT ?? null,
    blobStore: e.BLOB_STORE ?? (e.DATABASE_URL.startsWith('sqlite:') ? 'folder' : 'postgres'),
    signingSecret: e.SIGNING_SECRET ?? null,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    jobsPollMs: e.JOBS_POLL_MS,
    databaseConnectionLifetimeS: e.DATABASE_CONNECTION_LIFETIME_S,
    webDir: null,
    ...overrides,
  };
}
