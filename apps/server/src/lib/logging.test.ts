import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_TEXT_LIMIT, boundForLog, logFormat, loggerOptions } from './logging.js';
import { startUrl } from '../start-line.js';
import { isDatabaseUnavailable } from './db-errors.js';

function capture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe('log lines', () => {
  it('JSON when stdout is not a terminal or LOG_FORMAT=json, readable lines on a terminal', () => {
    expect(logFormat({ logFormat: null }, false)).toBe('json');
    expect(logFormat({ logFormat: null }, true)).toBe('pretty');
    expect(logFormat({ logFormat: 'json' }, true)).toBe('json');
    expect(logFormat({ logFormat: 'pretty' }, false)).toBe('pretty');
  });

  it('never carries kilobytes: long texts, lists, objects and stacks are cut', () => {
    const { stream, lines } = capture();
    const options = loggerOptions({ logFormat: 'json', logLevel: 'info' }, false) as pino.LoggerOptions;
    const log = pino(options, stream);
    const err = new Error('x'.repeat(5000));
    err.stack = `Error: boom\n${Array.from({ length: 200 }, (_, i) => `    at frame${i} (/srv/file.js:${i}:1)`).join('\n')}`;
    log.error({ err, body: 'y'.repeat(20_000), list: Array.from({ length: 5000 }, (_, i) => i), deep: { a: { b: { c: { d: { e: 'z'.repeat(3000) } } } } } }, 'failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThan(2048);
    const parsed = JSON.parse(lines[0]!);
    expect(parsed.msg).toBe('failed');
    expect(parsed.err.type).toBe('Error');
    expect(parsed.err.stack.length).toBeLessThanOrEqual(8);
    expect(parsed.body).toMatch(/… \(20000 characters\)$/);
    expect(parsed.list).toHaveLength(11);
  });

  it('boundForLog keeps small values as they are', () => {
    expect(boundForLog({ a: 1, b: 'short', c: [1, 2], d: null })).toEqual({ a: 1, b: 'short', c: [1, 2], d: null });
    expect((boundForLog('q'.repeat(LOG_TEXT_LIMIT + 1)) as string).startsWith('q'.repeat(LOG_TEXT_LIMIT))).toBe(true);
  });
});

describe('start line address', () => {
  it('PUBLIC_URL first, the machine name for a wildcard host, brackets for IPv6', () => {
    expect(startUrl({ publicUrl: 'https://lampsheet.example.com', host: '0.0.0.0', port: 8080 })).toBe('https://lampsheet.example.com');
    expect(startUrl({ publicUrl: null, host: '0.0.0.0', port: 8080 }, 'studio-server')).toBe('http://studio-server:8080');
    expect(startUrl({ publicUrl: null, host: '127.0.0.1', port: 9000 })).toBe('http://127.0.0.1:9000');
    expect(startUrl({ publicUrl: null, host: '::1', port: 9000 })).toBe('http://[::1]:9000');
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows refused and cut connections and PostgreSQL shutting down, not faults of a request', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
