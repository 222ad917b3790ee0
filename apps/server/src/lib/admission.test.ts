import { describe, expect, it } from 'vitest';
import { WorkLane, WorkRefused, type LaneLimits } from './admission.js';

/** A piece of work that ends when the test says so; it records when it started and whether it was aborted. */
function gate() {
  const started: string[] = [];
  const open = new Map<string, () => void>();
  const aborted: string[] = [];
  const work = (name: string) => (signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      started.push(name);
      open.set(name, () => resolve(name));
      signal.addEventListener('abort', () => {
        aborted.push(name);
        resolve(name);
      });
    });
  const finish = async (name: string) => {
    open.get(name)!();
    // Let the lane hand the freed place on.
    await new Promise((r) => setImmediate(r));
  };
  return { started, aborted, work, finish };
}

const LIMITS: LaneLimits = { running: 2, total: 20, perUserRunning: 1, perUserQueued: 5, timeoutMs: 60_000 };

describe('the admission of heavy work', () => {
  it("admits a third user's job before the flooders' queued jobs", async () => {
    const lane = new WorkLane('rank', LIMITS);
    const g = gate();
    const answers: Array<Promise<string>> = [];
    for (let i = 1; i <= 4; i++) {
      answers.push(lane.run('a', g.work(`a${i}`)));
      answers.push(lane.run('b', g.work(`b${i}`)));
    }
    expect(g.started).toEqual(['a1', 'b1']);
    answers.push(lane.run('c', g.work('c1')));
    // c1 waits behind a1 and b1 (both places taken), not behind a2…a4 and b2…b4.
    expect(lane.figures()).toEqual({ running: 2, waiting: 7, users: 3 });
    await g.finish('a1');
    expect(g.started).toEqual(['a1', 'b1', 'c1']);
    await g.finish('b1');
    await g.finish('c1');
    expect(g.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    for (const name of ['a2', 'b2', 'a3', 'b3', 'a4', 'b4']) await g.finish(name);
    expect(await Promise.all(answers)).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'c1']);
  });

  it('serves the waiting users in turn: the one served longest ago first', async () => {
    const lane = new WorkLane('calculate', { ...LIMITS, running: 1, perUserRunning: 1 });
    const g = gate();
    void lane.run('a', g.work('a1'));
    void lane.run('a', g.work('a2'));
    void lane.run('a', g.work('a3'));
    void lane.run('b', g.work('b1'));
    void lane.run('b', g.work('b2'));
    void lane.run('c', g.work('c1'));
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2']) await g.finish(name);
    expect(g.started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('refuses beyond the lane total (serverBusy) and beyond a user\'s waiting share (userBusy), while another user is still admitted', async () => {
    const lane = new WorkLane('parse', { running: 1, total: 4, perUserRunning: 1, perUserQueued: 2, timeoutMs: 60_000 });
    const g = gate();
    void lane.run('a', g.work('a1'));
    void lane.run('a', g.work('a2'));
    void lane.run('a', g.work('a3'));
    const over = await lane.run('a', g.work('a4')).catch((err: WorkRefused) => err);
    expect(over).toBeInstanceOf(WorkRefused);
    expect(over).toMatchObject({ code: 'UNAVAILABLE', key: 'userBusy' });
    void lane.run('b', g.work('b1'));
    const full = await lane.run('c', g.work('c1')).catch((err: WorkRefused) => err);
    expect(full).toMatchObject({ code: 'UNAVAILABLE', key: 'serverBusy', retryAfter: 5 });
    expect(g.started).toEqual(['a1']);
  });

  it('answers workTimedOut at the deadline, aborts the work, and frees the place only when the work has stopped', async () => {
    const lane = new WorkLane('rank', { running: 1, total: 4, perUserRunning: 1, perUserQueued: 4, timeoutMs: 20 });
    let stop: () => void = () => {};
    let signalled = false;
    const stubborn = lane.run('a', (signal) => {
      signal.addEventListener('abort', () => (signalled = true));
      return new Promise<void>((resolve) => (stop = resolve));
    });
    const waiter = lane.run('b', async () => 'never');
    await expect(stubborn).rejects.toMatchObject({ code: 'UNAVAILABLE', key: 'workTimedOut' });
    await expect(waiter).rejects.toMatchObject({ key: 'workTimedOut' });
    expect(signalled).toBe(true);
    // The aborted work has not stopped yet: its place is still taken, the dropped waiter is gone.
    expect(lane.figures()).toEqual({ running: 1, waiting: 0, users: 1 });
    stop();
    await new Promise((r) => setImmediate(r));
    expect(lane.figures()).toEqual({ running: 0, waiting: 0, users: 0 });
  });

  it('a failing piece frees its place and its error reaches the caller', async () => {
    const lane = new WorkLane('polar', { ...LIMITS, running: 1 });
    await expect(lane.run('a', async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await lane.run('a', async () => 'ok')).toBe('ok');
    expect(lane.figures()).toEqual({ running: 0, waiting: 0, users: 0 });
  });
});
