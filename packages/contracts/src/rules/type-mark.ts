/**
 * Type marks (issue 25): every lamp parameter record of a project carries a mark unique in the
 * project, "L01", "L02" …, which a designer may change ("WW-3"). It tells apart records that the
 * specification's number rule gives the same number.
 */

/** Letters, digits, '-', '.', '/' and '_', 1 to 12 characters, starting with a letter or digit. */
export const TYPE_MARK_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\-./_]{0,11}$/u;

/** The n-th mark of the series: 1 → "L01", 12 → "L12", 100 → "L100". */
export function typeMarkOf(n: number): string {
  return `L${String(n).padStart(2, '0')}`;
}

/** The mark after the project's series "L<n>" (other marks are the designer's and skipped): ["L01", "WW", "L07"] → "L08". */
export function nextTypeMark(marks: Iterable<string | null | undefined>): string {
  let max = 0;
  for (const mark of marks) {
    const m = /^L(\d{1,6})$/.exec(mark ?? '');
    if (m) max = Math.max(max, Number(m[1]));
  }
  return typeMarkOf(max + 1);
}

/**
 * Marks in the order people read them, the order of a schedule: digits as numbers (L2 before L10,
 * L09 before L10), letters without regard to case; the same on both databases whatever their collation.
 */
export const compareTypeMarks = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });

/** A mark as stored: without surrounding spaces, in capitals ("l01 " is "L01"), so that the unique index compares them so. */
export const normalTypeMark = (mark: string): string => mark.trim().toUpperCase();

/** A record's quantity in the schedule: typed, else fixtures per surface × surfaces, else unknown (null). */
export function recordQuantity(r: { quantity?: unknown; fixturesPerSurface?: unknown; surfaceCount?: unknown }): number | null {
  const whole = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isInteger(Number(v)) ? null : Number(v));
  const typed = whole(r.quantity);
  if (typed !== null) return typed;
  const per = whole(r.fixturesPerSurface);
  const surfaces = whole(r.surfaceCount);
  return per !== null && surfaces !== null ? per * surfaces : null;
}
