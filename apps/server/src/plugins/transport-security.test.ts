import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('https-only headers follow the origin', () => {
  const apps: TestApp[] = [];
  let plain: TestApp;
  let behindProxy: TestApp;
  let publicHttps: TestApp;
  let publicHttp: TestApp;
  beforeAll(async () => {
    plain = await createTestApp('sqlite', { demo: false });
    behindProxy = await createTestApp('sqlite', { demo: false, env: { TRUST_PROXY: '1' } });
    publicHttps = await createTestApp('sqlite', { demo: false, env: { PUBLIC_URL: 'https://lampsheet.example.com' } });
    publicHttp = await createTestApp('sqlite', { demo: false, env: { PUBLIC_URL: 'http://lampsheet.office:8080', TRUST_PROXY: 'true' } });
    apps.push(plain, behindProxy, publicHttps, publicHttp);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it('plain http: a strict policy without upgrade-insecure-requests, and no HSTS', async () => {
    for (const url of ['/api/health', '/api/docs/static/index.html', '/no-such-page']) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(csp(res.headers), url).toContain("default-src 'self'");
      expect(csp(res.headers), url).toContain("script-src 'self'");
      expect(csp(res.headers), url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
    // X-Forwarded-Proto is nobody's word without TRUST_PROXY.
    const spoofed = await plain.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(csp(spoofed.headers)).not.toContain('upgrade-insecure-requests');
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy: https-only headers exactly when the proxy says https', async () => {
    const https = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(csp(https.headers)).toContain('upgrade-insecure-requests');
    expect(csp(https.headers)).toContain("script-src 'self'");
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.headers['cross-origin-opener-policy']).toBe('same-origin');
    const http = await behindProxy.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(csp(http.headers)).not.toContain('upgrade-insecure-requests');
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });

  it('PUBLIC_URL decides: https sends them on every answer, http never', async () => {
    const res = await publicHttps.app.inject({ method: 'GET', url: '/api/health' });
    expect(csp(res.headers)).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const viaProxy = await publicHttp.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(csp(viaProxy.headers)).not.toContain('upgrade-insecure-requests');
    expect(viaProxy.headers['strict-transport-security']).toBeUndefined();
  });
});
