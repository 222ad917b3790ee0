import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'expected 1/0, true/false, yes/no or on/off')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
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
});

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
  /** Folder of the built web app, served at `/`; null when not built. */
  webDir: string | null;
}

/** Read and validate the configuration from the environment; throws one message listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message} (got "${env[String(i.path[0])]}")`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    webDir: null,
    ...overrides,
  };
}
