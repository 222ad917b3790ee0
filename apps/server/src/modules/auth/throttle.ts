import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './repository.js';

/**
 * Log-in throttling that stops guessing without letting anyone lock another user out
 * (ASVS 2.2.1). Three rules, beside the route's limit of LOGIN_RATE_LIMIT attempts a minute per
 * client address (@fastify/rate-limit):
 *
 * 1. Per (address, account) pair, growing delays: the first `freeFailures` wrong passwords
 *    cost nothing; after that each further try must wait `baseDelayMs` × 2^(failures − free)
 *    since the last failure (1 s, 2 s, 4 s … at most `maxDelayMs`). A try inside the delay is
 *    answered 429 with Retry-After. The right password clears the pair.
 * 2. Per account, across addresses: once an account has had `accountFailures` wrong passwords
 *    within `accountWindowMs`, it is under attack and every pair with a failure on it waits from
 *    its first failure (no free tries). An address with a clean record on the account (no
 *    failure) is never refused: the owner logs in from their own address while someone guesses
 *    from others, and a guesser gets one try per address before the delays start.
 * 3. Nothing is kept for ever: records are forgotten when their delay and window are long past
 *    (pruned at most once a minute).
 *
 * The records live in the database (`login_throttle`, migration 011), so every server process on
 * one database applies the same delays: with two instances behind a load balancer a guesser gets
 * no more tries than with one. Each failure is one upsert that counts in the database, so two
 * processes failing at once both count. The clock is injected (`now`), so the rules are tested
 * without waiting. Hand-written rather than `rate-limiter-flexible`: its limiters count attempts
 * against fixed windows and would need three of them and a block duration computed per try to
 * give this, with a clock that cannot be injected.
 */
export interface LoginThrottleOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  accountFailures: number;
  accountWindowMs: number;
  now: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: Omit<LoginThrottleOptions, 'freeFailures' | 'accountFailures' | 'now'> = {
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  accountWindowMs: 15 * 60_000,
};

/** The account as the throttle keys it: trimmed, lower-case, at most 100 characters. */
export const accountKey = (name: string) => name.trim().toLowerCase().slice(0, 100);

const pairKey = (address: string, name: string) => `p|${address.slice(0, 200)}|${name}`;
const accountRecordKey = (name: string) => `a|${name}`;

export class LoginThrottle {
  private prunedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: LoginThrottleOptions,
  ) {}

  /** How long a record stays meaningful: its longest delay and the account window after it. */
  private get keptMs(): number {
    return this.options.maxDelayMs + this.options.accountWindowMs;
  }

  /** How long the pair must still wait (ms) before its next try: 0 when it may try now. */
  async waitMs(address: string, username: string): Promise<number> {
    const name = accountKey(username);
    const now = this.options.now();
    const records = await repo.throttleRecords(this.db, [pairKey(address, name), accountRecordKey(name)]);
    const pair = records.get(pairKey(address, name));
    if (!pair || now - pair.at > this.keptMs) return 0;
    const account = records.get(accountRecordKey(name));
    const { freeFailures, baseDelayMs, maxDelayMs, accountFailures, accountWindowMs } = this.options;
    const underAttack = !!account && now - account.at <= accountWindowMs && account.failures >= accountFailures;
    const free = underAttack ? 0 : freeFailures;
    if (pair.failures < free) return 0;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, pair.failures - Math.max(free, 1)));
    return Math.max(0, pair.at + delay - now);
  }

  /** A wrong password (or unknown account) from this address. */
  async failed(address: string, username: string): Promise<void> {
    const name = accountKey(username);
    const now = this.options.now();
    await repo.throttleFailure(this.db, pairKey(address, name), now, now - this.keptMs, false);
    await repo.throttleFailure(this.db, accountRecordKey(name), now, now - this.options.accountWindowMs, true);
    if (now - this.prunedAt > 60_000) {
      this.prunedAt = now;
      await repo.throttlePrune(this.db, now - this.keptMs);
    }
  }

  /** The right password: the pair starts clean again. */
  async succeeded(address: string, username: string): Promise<void> {
    await repo.throttleForget(this.db, pairKey(address, accountKey(username)));
  }
}
