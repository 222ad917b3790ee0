/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the demo data needs.
 * The same seed always yields the same sequence; nothing here reads the clock or Math.random.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Real number in [min, max), rounded to `digits` decimals. */
  float(min: number, max: number, digits = 2): number {
    return round(min + this.next() * (max - min), digits);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick by weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** Multiplicative noise: value × (1 ± spread), uniformly. */
  jitter(value: number, spread: number): number {
    return value * (1 + (this.next() * 2 - 1) * spread);
  }

  /** A child generator with its own stream, so one part's changes do not shift another's. */
  fork(label: string): Rng {
    return new Rng(hashString(label) ^ this.int(0, 0x7fffffff));
  }
}

/** FNV-1a hash of a string, for stable sub-seeds. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Fixed base date of all demo timestamps. */
export const DEMO_BASE_DATE = Date.UTC(2026, 0, 5, 9, 0, 0);

/** ISO timestamp `minutes` after the demo base date. */
export function demoDate(minutes: number): string {
  return new Date(DEMO_BASE_DATE + Math.round(minutes) * 60_000).toISOString();
}
