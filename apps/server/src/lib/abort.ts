/**
 * A signal aborted as soon as any of `signals` is (with its reason). `dispose()` detaches it
 * from them: code that makes one per round of a loop must, or the long-lived signal gathers a
 * listener per round.
 */
export function anySignal(...signals: AbortSignal[]): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onAbort = (event: Event) => controller.abort((event.target as AbortSignal).reason);
  for (const s of signals) {
    if (s.aborted) {
      controller.abort(s.reason);
      break;
    }
    s.addEventListener('abort', onAbort, { once: true });
  }
  return { signal: controller.signal, dispose: () => signals.forEach((s) => s.removeEventListener('abort', onAbort)) };
}

/** Resolves after `ms`, or at once when `signal` aborts; leaves no listener behind. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
