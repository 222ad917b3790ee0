/**
 * The server's log: readable lines on a terminal, one JSON object per line otherwise (or with
 * LOG_FORMAT=json). Whatever is logged, a line stays short: long texts, long lists and deep
 * objects are cut, error stacks keep their first lines.
 */
import type { FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config.js';

/** Longest text kept in a log field. */
export const LOG_TEXT_LIMIT = 300;
/** Most items of a list kept in a log field. */
export const LOG_LIST_LIMIT = 10;
const DEPTH_LIMIT = 4;
const STACK_LINES = 8;

/** A copy of a log field that a log line can carry: texts, lists and depth bounded. */
export function boundForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length > LOG_TEXT_LIMIT ? `${value.slice(0, LOG_TEXT_LIMIT)}… (${value.length} characters)` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return boundForLog(errorForLog(value), depth);
  if (depth >= DEPTH_LIMIT) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const head = value.slice(0, LOG_LIST_LIMIT).map((v) => boundForLog(v, depth + 1));
    if (value.length > LOG_LIST_LIMIT) head.push(`… ${value.length - LOG_LIST_LIMIT} more`);
    return head;
  }
  if (Buffer.isBuffer(value)) return `<${value.length} bytes>`;
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, v] of entries.slice(0, 30)) out[key] = boundForLog(v, depth + 1);
  if (entries.length > 30) out['…'] = `${entries.length - 30} more keys`;
  return out;
}

/** An error as a log field: type, message, code and the first lines of its stack. */
export function errorForLog(err: Error & { code?: unknown; statusCode?: unknown }): Record<string, unknown> {
  const stack = (err.stack ?? '').split('\n').slice(1, STACK_LINES + 1).map((l) => l.trim());
  return {
    type: err.name,
    message: err.message,
    ...(err.code !== undefined ? { code: err.code } : {}),
    ...(err.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
    ...(stack.length ? { stack } : {}),
  };
}

/** Pretty (readable) or JSON, from LOG_FORMAT or whether stdout is a terminal. */
export function logFormat(config: Pick<Config, 'logFormat'>, stdoutIsTty = !!process.stdout.isTTY): 'pretty' | 'json' {
  return config.logFormat ?? (stdoutIsTty ? 'pretty' : 'json');
}

/** Fastify's logger options for the configuration. */
export function loggerOptions(config: Pick<Config, 'logFormat' | 'logLevel'>, stdoutIsTty = !!process.stdout.isTTY): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    serializers: { err: (err: unknown) => (err instanceof Error ? errorForLog(err) : err) as { type: string; message: string; stack: string } },
    formatters: { log: (object: Record<string, unknown>) => boundForLog(object) as Record<string, unknown> },
  };
  if (logFormat(config, stdoutIsTty) === 'json') return base;
  return {
    ...base,
    stream: pretty({ colorize: stdoutIsTty, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,method,url,status,ms', singleLine: true, sync: true }),
  };
}
