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
import { z } from 'zod';

/**
 * `WORKER_NICE`: the nice value (0–19) of the engine's worker threads, 10 unless set (0 leaves
 * them as the process). One rule for the configuration, which refuses a wrong value at the
 * start, and for the workers, which read the environment themselves.
 */
export const workerNiceSchema = z.coerce.number().int().min(0).max(19).default(10);

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

/** `WORKER_NICE` read with the configuration's rule; the default when unset or wrong (the start refuses a wrong one first). */
export function workerNice(value: string | undefined): number {
  return workerNiceSchema.catch(workerNiceSchema.parse(undefined)).parse(value === undefined || value.trim() === '' ? undefined : value);
}
