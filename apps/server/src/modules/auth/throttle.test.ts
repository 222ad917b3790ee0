/**
 * Log-in throttling per client address and account (ASVS 2.2.1): growing delays for the pair
 * that guesses, an account under attack slowed for guessing addresses only, and the owner's
 * right password from a clean address never refused. The clock is faked (Date only), no sleeps.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDb, DIALECTS, type TestApp, type TestDb } from '../../test/harness.js';
import { LOGIN_THROTTLE_DEFAULTS, LoginThrottle } from './throttle.js';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

describe('log-in throttling through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 10 wrong passwords within 15 minutes put an account under attack; 10 tries a minute per
    // address; a pair's delays start after max(3, ⌈10/4⌉) = 3 wrong passwords
    t = await createTestApp('sqlite', { env: { LOGIN_RATE_LIMIT: '10' } });
  }, 60000);
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const at = (ms: number) => vi.setSystemTime(T0 + ms);
  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

  it('makes one address guessing one account wait longer and longer, while the owner logs in from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    const guess = () => login('demo', 'wrong-password', '10.5.0.1');
    // three free tries, then 1 s
    for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(401);
    const held = await guess();
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(held.headers['retry-after']).toBe('1');
    // the owner, from their own address, is not held up
    expect((await login('demo', 'demo1234', '10.5.0.2')).statusCode).toBe(200);
    // after 1 s the guesser may try once more; then it waits 2 s, then 4 s
    at(1000);
    expect((await guess()).statusCode).toBe(401);
    at(2500);
    const twice = await guess();
    expect(twice.statusCode).toBe(429);
    expect(twice.headers['retry-after']).toBe('1');
    at(3000);
    expect((await guess()).statusCode).toBe(401);
    at(6999);
    expect((await guess()).statusCode).toBe(429);
    at(7000);
    expect((await guess()).statusCode).toBe(401);
  });

  it('slows an account guessed from many addresses for the guessing addresses only: a clean address with the right password gets in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(60 * 60_000);
    // one wrong password from each of ten addresses: never refused (each address is clean until it fails)
    for (let i = 1; i <= 10; i++) expect((await login('demo2', 'wrong-password', `10.6.0.${i}`)).statusCode).toBe(401);
    // under attack, an address that has failed waits from its first failure
    expect((await login('demo2', 'another-guess', '10.6.0.1')).statusCode).toBe(429);
    expect((await login('demo2', 'demo1234', '10.6.0.2')).statusCode).toBe(429);
    // the owner's address has a clean record: the right password is answered at once
    expect((await login('demo2', 'demo1234', '10.6.1.1')).statusCode).toBe(200);
    // and a guessing address, once its delay is over, may try again
    at(60 * 60_000 + 1000);
    expect((await login('demo2', 'demo1234', '10.6.0.2')).statusCode).toBe(200);
    // another account is not touched by the attack on this one
    expect((await login('admin', 'admin1234', '10.6.0.1')).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('LoginThrottle on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  }, 60000);
  afterAll(() => t.dispose());
  const rows = async () => (await t.db.kysely.selectFrom('loginThrottle').select('key').orderBy('key').execute()).map((r) => r.key);

  it('forgets a pair on success, grows the delay to its cap, and prunes records long past', async () => {
    let now = 0;
    const throttle = new LoginThrottle(t.db.kysely, { ...LOGIN_THROTTLE_DEFAULTS, freeFailures: 3, accountFailures: 1000, now: () => now });
    for (let i = 0; i < 3; i++) await throttle.failed('a', 'Demo ');
    expect(await throttle.waitMs('a', 'demo')).toBe(1000);
    now = 400;
    expect(await throttle.waitMs('a', 'DEMO')).toBe(600);
    await throttle.succeeded('a', 'demo');
    expect(await throttle.waitMs('a', 'demo')).toBe(0);
    // the delay grows to maxDelayMs and no further
    for (let i = 0; i < 40; i++) await throttle.failed('b', 'x');
    expect(await throttle.waitMs('b', 'x')).toBe(LOGIN_THROTTLE_DEFAULTS.maxDelayMs);
    expect(await rows()).toEqual(['a|demo', 'a|x', 'p|b|x']);
    // long after the longest delay and the window, the next failure prunes what is past and starts afresh
    now += LOGIN_THROTTLE_DEFAULTS.maxDelayMs + LOGIN_THROTTLE_DEFAULTS.accountWindowMs + 1;
    expect(await throttle.waitMs('b', 'x')).toBe(0);
    await throttle.failed('c', 'y');
    expect(await rows()).toEqual(['a|y', 'p|c|y']);
  });

  it('is one throttle for every server process on the database: two processes count the same failures, also at once', async () => {
    const now = 10 * 24 * 3600_000;
    const options = { ...LOGIN_THROTTLE_DEFAULTS, freeFailures: 3, accountFailures: 6, now: () => now };
    const [one, two] = [new LoginThrottle(t.db.kysely, options), new LoginThrottle(t.db.kysely, options)];
    // two wrong passwords through each process, at once: four failures of one pair
    await Promise.all([one.failed('10.7.0.1', 'team'), two.failed('10.7.0.1', 'team'), one.failed('10.7.0.1', 'team'), two.failed('10.7.0.1', 'team')]);
    const [pair] = await t.db.kysely.selectFrom('loginThrottle').select('failures').where('key', '=', 'p|10.7.0.1|team').execute();
    expect(pair?.failures).toBe(4);
    // past the three free tries: both processes make it wait 2 s (1 s × 2^(4 − 3))
    expect(await one.waitMs('10.7.0.1', 'team')).toBe(2000);
    expect(await two.waitMs('10.7.0.1', 'team')).toBe(2000);
    // two more from other addresses put the account under attack in both
    await one.failed('10.7.0.2', 'team');
    await two.failed('10.7.0.3', 'team');
    expect(await two.waitMs('10.7.0.2', 'team')).toBe(1000);
    expect(await one.waitMs('10.7.0.9', 'team')).toBe(0);
  });
});
