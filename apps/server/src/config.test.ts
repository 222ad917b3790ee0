import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: 'sqlite:./data/lampsheet.db', mediaBaseUrl: '/media/', demo: true });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.mediaDir).toBe(`${c.dataDir}/media`);
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
  });
});
