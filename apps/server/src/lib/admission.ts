/**
 * The admission of heavy work (a calculation, a ranking, a parse, a schedule…), one lane per kind:
 * at most `running` pieces work at once and `total` are admitted (working or waiting); beyond,
 * the caller is told the server is busy (503 with Retry-After). Within the bound it is fair per
 * user: each user may have at most `perUserRunning` working and `perUserQueued` waiting, and a
 * freed place goes to the waiting user with the fewest pieces working (ties: the user served
 * longest ago), so a user who floods a lane cannot starve another.
 *
 * Every admitted piece has a deadline (`timeoutMs` from its admission, shorter than the server's
 * connection timeout): past it the caller gets 503 `workTimedOut` and the piece's signal is
 * aborted, so its work is dropped (still waiting) or cancelled (the pools end a running task on
 * abort). Its place is freed when the work has actually stopped. A file written while it is sent
 * has its deadline until its first bytes leave (the connection is then busy, not idle).
 */
import { AppError } from './errors.js';

export interface LaneLimits {
  /** Pieces working at once. */
  running: number;
  /** Pieces admitted at once, working or waiting (≥ running). */
  total: number;
  /** Pieces one user may have working. */
  perUserRunning: number;
  /** Pieces one user may have waiting. */
  perUserQueued: number;
  /** From admission to answer at most this long, else 503 `workTimedOut`. */
  timeoutMs: number;
}

/** Why a piece of work was not admitted or not finished: both are 503 UNAVAILABLE with Retry-After. */
export class WorkRefused extends AppError {
  constructor(
    key: 'serverBusy' | 'userBusy' | 'workTimedOut',
    /** Seconds the client should wait before trying again. */
    readonly retryAfter: number,
  ) {
    super('UNAVAILABLE', key);
  }
}

interface Waiting {
  start: () => void;
  drop: () => void;
}

interface UserState {
  running: number;
  waiting: Waiting[];
  /** When this user was last given a place (a counter, for round-robin ties). */
  served: number;
}

export interface LaneFigures {
  running: number;
  waiting: number;
  users: number;
}

export class WorkLane {
  private readonly users = new Map<string, UserState>();
  private running = 0;
  private waiting = 0;
  private turn = 0;

  constructor(
    readonly name: string,
    readonly limits: LaneLimits,
  ) {}

  figures(): LaneFigures {
    return { running: this.running, waiting: this.waiting, users: this.users.size };
  }

  /**
   * Run `work` for `user` once admitted; answers its result, or rejects with WorkRefused when the
   * lane is full, the user has too much waiting, or the deadline passed first.
   */
  run<T>(user: string, work: (signal: AbortSignal, answering: () => void) => Promise<T>): Promise<T> {
    const { limits } = this;
    const state = this.users.get(user) ?? { running: 0, waiting: [], served: 0 };
    if (this.running + this.waiting >= limits.total) return Promise.reject(new WorkRefused('serverBusy', 5));
    const startsNow = this.running < limits.running && state.running < limits.perUserRunning;
    if (!startsNow && state.waiting.length >= limits.perUserQueued) return Promise.reject(new WorkRefused('userBusy', 5));
    this.users.set(user, state);

    const controller = new AbortController();
    return new Promise<T>((resolve, reject) => {
      let answered = false;
      const answer = (fn: () => void) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        fn();
      };
      const waiting: Waiting = {
        start: () => {
          this.running++;
          state.running++;
          state.served = ++this.turn;
          let settled: Promise<T>;
          try {
            // A piece whose answer has started (a file being sent) calls `answering`: no deadline from then on.
            settled = work(controller.signal, () => clearTimeout(timer));
          } catch (err) {
            settled = Promise.reject(err);
          }
          // The place is freed when the work has stopped (answered or not), before the answer.
          const stopped = (fn: () => void) => {
            this.running--;
            state.running--;
            this.forget(user, state);
            this.next();
            answer(fn);
          };
          settled.then(
            (value) => stopped(() => resolve(value)),
            (err: unknown) => stopped(() => reject(err)),
          );
        },
        drop: () => {
          const i = state.waiting.indexOf(waiting);
          if (i < 0) return;
          state.waiting.splice(i, 1);
          this.waiting--;
          this.forget(user, state);
        },
      };
      const timer = setTimeout(() => {
        waiting.drop();
        controller.abort(new WorkRefused('workTimedOut', 10));
        answer(() => reject(new WorkRefused('workTimedOut', 10)));
      }, limits.timeoutMs);
      timer.unref?.();
      if (startsNow) waiting.start();
      else {
        state.waiting.push(waiting);
        this.waiting++;
      }
    });
  }

  private forget(user: string, state: UserState) {
    if (state.running === 0 && state.waiting.length === 0) this.users.delete(user);
  }

  /** Give freed places to the waiting users: fewest working first, then the one served longest ago. */
  private next() {
    while (this.running < this.limits.running) {
      let pick: UserState | null = null;
      for (const state of this.users.values()) {
        if (!state.waiting.length || state.running >= this.limits.perUserRunning) continue;
        if (!pick || state.running < pick.running || (state.running === pick.running && state.served < pick.served)) pick = state;
      }
      if (!pick) return;
      const waiting = pick.waiting.shift()!;
      this.waiting--;
      waiting.start();
    }
  }
}
