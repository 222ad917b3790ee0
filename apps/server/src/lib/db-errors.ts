import { pause } from './abort.js';

/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting or
 * gone, a connection cut), as opposed to a fault in the request or the code. Such failures are
 * answered 503 with the envelope; the pool opens new connections once the database is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATE: class 08 connection exceptions, 57P01-57P03 shutting down / cannot connect now, 53300 too many connections. */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;
const PG_MESSAGES = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Connection terminated unexpectedly|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode))/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const e = err as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_UNAVAILABLE.test(e.code))) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return e.cause ? isDatabaseUnavailable(e.cause, depth + 1) : false;
}

/** `host:port` of a PostgreSQL URL, for log lines (never the credentials). */
export function databaseAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}`;
  } catch {
    return 'the configured address';
  }
}

export interface WaitOptions {
  /** Where the database is, as the log line says it (`databaseAddress`). */
  where: string;
  /** Told of each failed attempt: the line to log and the error (default: nothing). */
  onWait?: (line: string, err: unknown) => void;
  /** Pause between attempts (default 1 s: service resumes within about a second of the database). */
  everyMs?: number;
  /** Stop waiting (the process is stopping): the last error is thrown. */
  signal?: AbortSignal;
}

/**
 * Run `work` until it succeeds, trying again while it fails because the database cannot be
 * reached (PostgreSQL not yet up, restarting): "waiting for PostgreSQL at host:port (attempt
 * n)…". Any other failure is thrown at once. Each of the first ten attempts is reported, then
 * every tenth.
 */
export async function untilDatabaseAnswers<T>(work: () => Promise<T>, options: WaitOptions): Promise<T> {
  const everyMs = options.everyMs ?? 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || options.signal?.aborted) throw err;
      if (attempt <= 10 || attempt % 10 === 0) options.onWait?.(`waiting for PostgreSQL at ${options.where} (attempt ${attempt})…`, err);
    }
    await pause(everyMs, options.signal);
  }
}
