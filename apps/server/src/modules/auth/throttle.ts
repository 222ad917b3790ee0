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
 * 3. Nothing is kept for ever: records are forgotten when their delay and window are long past,
 *    and at most `maxEntries` of each kind are held (the oldest go first).
 *
 * The clock is injected (`now`), so the rules are tested without waiting. Hand-written rather than
 * `rate-limiter-flexible`: its limiters count attempts against fixed windows and would need three
 * of them and a block duration computed per try to give this, with a clock that cannot be injected.
 */
export interface LoginThrottleOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  accountFailures: number;
  accountWindowMs: number;
  maxEntries: number;
  now: () => number;
}

export const LOGIN_THROTTLE_DEFAULTS: Omit<LoginThrottleOptions, 'freeFailures' | 'accountFailures' | 'now'> = {
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  accountWindowMs: 15 * 60_000,
  maxEntries: 50_000,
};

interface PairRecord {
  failures: number;
  last: number;
}

interface AccountRecord {
  failures: number;
  since: number;
}

/** The account as the throttle keys it: trimmed, lower-case, at most 100 characters. */
export const accountKey = (name: string) => name.trim().toLowerCase().slice(0, 100);

/** Set `key` as the newest entry, dropping the oldest beyond `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}

export class LoginThrottle {
  private readonly pairs = new Map<string, PairRecord>();
  private readonly accounts = new Map<string, AccountRecord>();

  constructor(private readonly options: LoginThrottleOptions) {}

  private account(name: string, now: number): AccountRecord | null {
    const record = this.accounts.get(name);
    if (record && now - record.since > this.options.accountWindowMs) {
      this.accounts.delete(name);
      return null;
    }
    return record ?? null;
  }

  private underAttack(name: string, now: number): boolean {
    return (this.account(name, now)?.failures ?? 0) >= this.options.accountFailures;
  }

  /** How long the pair must still wait (ms) before its next try: 0 when it may try now. */
  waitMs(address: string, username: string): number {
    const name = accountKey(username);
    const now = this.options.now();
    const key = `${address}\u0000${name}`;
    const pair = this.pairs.get(key);
    if (!pair) return 0;
    const { freeFailures, baseDelayMs, maxDelayMs } = this.options;
    const free = this.underAttack(name, now) ? 0 : freeFailures;
    if (pair.failures < free) return 0;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, pair.failures - Math.max(free, 1)));
    const left = pair.last + delay - now;
    if (left <= 0 && now - pair.last > maxDelayMs + this.options.accountWindowMs) this.pairs.delete(key);
    return Math.max(0, left);
  }

  /** A wrong password (or unknown account) from this address. */
  failed(address: string, username: string): void {
    const name = accountKey(username);
    const now = this.options.now();
    const key = `${address}\u0000${name}`;
    const pair = this.pairs.get(key);
    remember(this.pairs, key, { failures: (pair?.failures ?? 0) + 1, last: now }, this.options.maxEntries);
    const account = this.account(name, now);
    remember(this.accounts, name, { failures: (account?.failures ?? 0) + 1, since: account?.since ?? now }, this.options.maxEntries);
  }

  /** The right password: the pair starts clean again. */
  succeeded(address: string, username: string): void {
    this.pairs.delete(`${address}\u0000${accountKey(username)}`);
  }
}
