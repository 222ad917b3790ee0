import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('accounts and tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { LOGIN_RATE_LIMIT: '8' } });
  });
  afterAll(() => t.close());

  it('logs in a demo designer and answers a token and the user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(body.data.user).toMatchObject({ username: 'demo', role: 'designer' });
  });

  it('stores passwords hashed with scrypt and tokens only as hashes', async () => {
    const users = await t.db.kysely.selectFrom('users').select(['username', 'passwordHash']).execute();
    expect(users.length).toBeGreaterThanOrEqual(3);
    for (const u of users) expect(u.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'admin1234' } });
    const token = res.json().data.token as string;
    const stored = await t.db.kysely.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('refuses a wrong password with 401 and the envelope, in the language asked for', async () => {
    const zh = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'nope' } });
    expect(zh.statusCode).toBe(401);
    expect(zh.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(en.statusCode).toBe(401);
    expect(en.json().message).toBe('Wrong user name or password');
  });

  it('requires a token on every other call', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/users/getCurrentUser' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.statusCode).toBe(401);
    // An anonymous caller gets 401 before any validation of what it sent.
    const anonymousBadBody = await t.app.inject({ method: 'POST', url: '/api/contests/tyList', payload: { page: 'x' } });
    expect(anonymousBadBody.statusCode).toBe(401);
  });

  it('answers the current user and ends the token on log-out', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo2', password: 'demo1234' } });
    const auth = `Bearer ${login.json().data.token}`;
    const me = await t.app.inject({ method: 'GET', url: '/api/users/getCurrentUser', headers: { authorization: auth } });
    expect(me.json().data).toMatchObject({ username: 'demo2' });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: auth } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/users/getCurrentUser', headers: { authorization: auth } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an expired session', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
    const auth = `Bearer ${login.json().data.token}`;
    await t.db.kysely.updateTable('sessions').set({ expiresAt: '2000-01-01T00:00:00.000Z' }).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/users/getCurrentUser', headers: { authorization: auth } });
    expect(res.statusCode).toBe(401);
  });

  it('rate-limits log-in attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'wrong' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
    expect(statuses).toContain(429);
  });
});
