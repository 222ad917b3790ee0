import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache.js';

describe('boundedCache', () => {
  it('drops the least recently used entries past its byte bound', () => {
    const cache = boundedCache<string>({ entries: 100, bytes: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    cache.get('a');
    cache.set('c', 'cccc');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.calculatedSize).toBe(8);
  });

  it('drops the least recently used entries past its entry bound', () => {
    const cache = boundedCache<string>({ entries: 2, bytes: 1000, sizeOf: () => 1 });
    cache.set('a', 'x');
    cache.set('b', 'x');
    cache.set('c', 'x');
    expect([...cache.keys()].sort()).toEqual(['b', 'c']);
  });

  it('does not keep an entry larger than the whole bound', () => {
    const cache = boundedCache<string>({ entries: 10, bytes: 3, sizeOf: (v) => v.length });
    cache.set('big', 'four');
    expect(cache.has('big')).toBe(false);
  });
});
