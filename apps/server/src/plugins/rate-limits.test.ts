import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/harness.js';

const login = (t: TestApp, username: string, from: { remoteAddress?: string; forwardedFor?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.remoteAddress ?? '10.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { username, password: 'wrong-password' },
  });

describe('log-in limits per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { LOGIN_RATE_LIMIT: '3' } });
  }, 60000);
  afterAll(() => t.close());

  it('never locks an account for everyone: tried from many addresses, each new address is still answered (delays: modules/auth/throttle.test.ts)', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(t, 'demo', { remoteAddress: `10.1.0.${i + 1}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Another account from a new address is not locked out by it.
    expect((await login(t, 'demo2', { remoteAddress: '10.1.1.1' })).statusCode).toBe(401);
  });

  it('limits one address trying many accounts, and only that address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(t, `nobody${i}`, { remoteAddress: '10.2.0.1' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(t, 'nobody-else', { remoteAddress: '10.2.0.2' })).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a fresh address per try', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(t, `spoof${i}`, { remoteAddress: '10.3.0.1', forwardedFor: `192.0.2.${i + 1}` })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '10.9.0.1' } });
  }, 60000);
  afterAll(() => t.close());

  it('keys the log-in limit on the address the proxy names, so users behind it do not share one', async () => {
    // Ten users behind the one proxy, each with a wrong password twice: nobody is locked out.
    for (let i = 0; i < 10; i++) {
      for (let n = 0; n < 2; n++) {
        expect((await login(t, `user${i}`, { remoteAddress: '10.9.0.1', forwardedFor: `198.51.100.${i + 1}` })).statusCode).toBe(401);
      }
    }
    // One of them keeps trying: only that address is limited.
    const statuses = [];
    for (let n = 0; n < 2; n++) statuses.push((await login(t, `other${n}`, { remoteAddress: '10.9.0.1', forwardedFor: '198.51.100.1' })).statusCode);
    expect(statuses).toEqual([401, 429]);
  });
});

describe('per-user limits on the expensive calls', () => {
  let t: TestApp;
  let demo: string;
  let demo2: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { HEAVY_RATE_LIMIT: '3' } });
    demo = await bearer(t.app, 'demo');
    demo2 = await bearer(t.app, 'demo2');
  }, 60000);
  afterAll(() => t.close());

  const weighted = (auth: string) =>
    t.app.inject({ method: 'POST', url: '/api/contests/weightList/101', headers: { authorization: auth }, payload: { contestTypeId: 101, page: 1, price: 50, evenness: 50 } });

  it('answers a user over the weighted-search limit 429 in the envelope, and not the others', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await weighted(demo)).statusCode);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    const limited = await weighted(demo);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await weighted(demo2)).statusCode).not.toBe(429);
  });

  it('limits sheets and calculations per user too', async () => {
    const sheet = (auth: string) => t.app.inject({ method: 'GET', url: '/api/lampparams/generateTyLampparamPdf/999999', headers: { authorization: auth } });
    const calc = (auth: string) =>
      t.app.inject({ method: 'POST', url: '/api/photometry/calculate', headers: { authorization: auth }, payload: { photometryId: 999999, contestTypeId: 101 } });
    for (const call of [sheet, calc]) {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await call(demo)).statusCode);
      expect(statuses[3]).toBe(429);
      expect((await call(demo2)).statusCode).not.toBe(429);
    }
  });
});
