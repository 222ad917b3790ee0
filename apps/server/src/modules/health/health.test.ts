import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('health on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { demo: false });
  });
  afterAll(() => t.close());

  it('live and ready answer 200 without a log-in', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: 'live' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ success: true, data: { status: 'ready' } });
  });

  it('ready answers 503 with the envelope while stopping; live stays 200', async () => {
    t.app.lifecycle.stopping = true;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'en' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'The server is stopping' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.stopping = false;
    }
  });

  it('ready answers 503 when the database does not answer', async () => {
    const other = await createTestApp(dialect, { demo: false });
    await other.db.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'zh-CN' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, code: 'UNAVAILABLE', message: '暂时无法连接数据库，请稍后再试' });
    await other.app.close();
  });
});
