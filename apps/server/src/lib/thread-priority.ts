/**
 * The engine's worker threads run at a lower CPU priority than the thread that answers requests,
 * so that a flood of heavy work (rankings, calculations, PDFs) on a machine with few cores does not
 * make every other user's page wait for a share of a core: the kernel gives the request thread
 * the core first whenever it has work, and the workers everything else.
 *
 * Linux only (a thread is a task with its own nice value there); elsewhere nothing changes.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** The nice value of the engine's worker threads unless `WORKER_NICE` says otherwise (0 leaves them as the process). */
export const WORKER_NICE_DEFAULT = 10;

/** This thread's id as the kernel knows it, or null where there is no /proc/thread-self. */
function threadId(): number | null {
  try {
    const tid = Number(/\/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's priority to `nice` (never raises it: a process already started
 * nicer keeps its value). Answers the nice value the thread has afterwards, or null where
 * threads cannot be told apart.
 */
export function lowerThreadPriority(nice: number = workerNice(process.env.WORKER_NICE)): number | null {
  const tid = threadId();
  if (tid === null) return null;
  try {
    const current = getPriority(tid);
    if (nice > current) setPriority(tid, Math.min(19, nice));
    return getPriority(tid);
  } catch {
    return null;
  }
}

/** `WORKER_NICE` read as the configuration reads it (an integer 0–19), the default when unset or wrong. */
export function workerNice(value: string | undefined): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 19 ? n : WORKER_NICE_DEFAULT;
}
