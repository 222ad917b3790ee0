import { LRUCache } from 'lru-cache';

/**
 * Every in-memory cache of the server is bounded twice: in entries and in bytes (`sizeOf`
 * estimates an entry's bytes). Least recently used entries leave first; an entry larger than
 * the whole byte bound is not kept.
 */
export function boundedCache<V extends NonNullable<unknown>>(limits: { entries: number; bytes: number; sizeOf: (value: V, key: string) => number }): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: limits.entries,
    maxSize: limits.bytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(limits.sizeOf(value, key))),
  });
}
