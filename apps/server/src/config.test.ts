import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES, loadConfig } from './config.js';

describe('docs/DEPLOYMENT.md', () => {
  it('has a row for every environment variable the server reads, and none it does not', () => {
    const doc = readFileSync(new URL('../../../docs/DEPLOYMENT.md', import.meta.url), 'utf8');
    const rows = [...doc.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]);
    expect([...rows].sort()).toEqual([...ENVIRONMENT_VARIABLES].sort());
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: 'sqlite:./data/lampsheet.db', mediaBaseUrl: '/media/', demo: true });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.mediaDir).toBe(`${c.dataDir}/media`);
  });

  it('answers heavy work before the connection timeout could close its socket', () => {
    expect(loadConfig({}).workTimeoutMs).toBe(115_000);
    expect(loadConfig({ CONNECTION_TIMEOUT_MS: '60000' }).workTimeoutMs).toBe(55_000);
    expect(loadConfig({ CONNECTION_TIMEOUT_MS: '1500' }).workTimeoutMs).toBe(1_350);
    expect(loadConfig({ WORK_TIMEOUT_MS: '300' }).workTimeoutMs).toBe(300);
    expect(loadConfig({ WORK_TIMEOUT_MS: '200000', CONNECTION_TIMEOUT_MS: '60000' }).workTimeoutMs).toBe(55_000);
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u:p@db:5432/lampsheet',
      DATA_DIR: '/srv/lampsheet',
      MEDIA_BASE_URL: 'https://img.example.com/lampsheet',
      LAMPSHEET_DEMO: 'off',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/lampsheet',
      dataDir: '/srv/lampsheet',
      mediaBaseUrl: 'https://img.example.com/lampsheet/',
      demo: false,
    });
  });

  it('refuses bad values with one message naming each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LAMPSHEET_DEMO: 'maybe' })).toThrow(
      /Invalid configuration:\n {2}PORT: .*\(got "eighty"\)\n {2}DATABASE_URL: must start with sqlite: or postgres:\/\/ \(got "mysql:\/\/x"\)\n {2}LAMPSHEET_DEMO: /,
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ WORKER_NICE: '20' })).toThrow(/WORKER_NICE/);
    expect(() => loadConfig({ WORKER_NICE: 'low' })).toThrow(/WORKER_NICE/);
  });

  it('reads the team-server settings: public address, proxy trust, log format, blob store, secret, stop times', () => {
    const c = loadConfig({
      PUBLIC_URL: 'https://lampsheet.example.com/',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      LOG_FORMAT: 'json',
      SIGNING_SECRET: 's'.repeat(40),
      SHUTDOWN_DELAY_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '12000',
    });
    expect(c).toMatchObject({
      publicUrl: 'https://lampsheet.example.com',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      logFormat: 'json',
      blobStore: 'folder',
      signingSecret: 's'.repeat(40),
      shutdownDelayMs: 2000,
      shutdownTimeoutMs: 12000,
    });
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x' }).blobStore).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/x', BLOB_STORE: 'folder' }).blobStore).toBe('folder');
  });

  it('refuses team-server settings that cannot work', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'lampsheet.example.com' })).toThrow(/PUBLIC_URL: must be an http/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET: must be at least 32/);
    expect(() => loadConfig({ BLOB_STORE: 'postgres' })).toThrow(/BLOB_STORE: postgres needs a PostgreSQL DATABASE_URL/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
