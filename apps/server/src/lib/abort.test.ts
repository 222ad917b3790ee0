import { describe, expect, it } from 'vitest';
import { anySignal, pause } from './abort.js';

const listeners = (signal: AbortSignal) => {
  let n = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((...args: Parameters<typeof add>) => (n++, add(...args))) as typeof signal.addEventListener;
  signal.removeEventListener = ((...args: Parameters<typeof remove>) => (n--, remove(...args))) as typeof signal.removeEventListener;
  return () => n;
};

describe('anySignal', () => {
  it('aborts with the reason of whichever source aborts first', () => {
    const a = new AbortController();
    const b = new AbortController();
    const either = anySignal(a.signal, b.signal);
    b.abort(new Error('lock lost'));
    expect(either.signal.aborted).toBe(true);
    expect((either.signal.reason as Error).message).toBe('lock lost');
  });

  it('is aborted at once when a source already is', () => {
    const a = new AbortController();
    a.abort('stopping');
    expect(anySignal(new AbortController().signal, a.signal).signal.reason).toBe('stopping');
  });

  it('leaves no listener on a long-lived source once disposed (a loop makes one per round)', () => {
    const stop = new AbortController();
    const count = listeners(stop.signal);
    for (let i = 0; i < 50; i++) anySignal(stop.signal, new AbortController().signal).dispose();
    expect(count()).toBe(0);
  });
});

describe('pause', () => {
  it('leaves no listener behind when it times out', async () => {
    const stop = new AbortController();
    const count = listeners(stop.signal);
    for (let i = 0; i < 20; i++) await pause(1, stop.signal);
    expect(count()).toBe(0);
  });

  it('ends at once when the signal aborts', async () => {
    const stop = new AbortController();
    const waiting = pause(60_000, stop.signal);
    stop.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
