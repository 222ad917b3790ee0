/**
 * Text of the photometric files the engine writes (synthetic specs, IES and EULUMDAT
 * conversions): one number format and one line layout for every writer.
 */

/**
 * A number as the files carry it: six significant digits, no trailing zeros, `0` for zero
 * (ample for intensities, angles and dimensions; both parsers read it back, exponents included).
 */
export function photometryNumber(v: number): string {
  if (!Number.isFinite(v)) throw new RangeError(`cannot write ${v} into a photometric file`);
  if (v === 0) return '0';
  return String(Number(v.toPrecision(6)));
}

/** Numbers `perLine` to a line, separated by one space (IES data blocks). */
export function photometryNumberLines(values: ArrayLike<number>, perLine = 10): string[] {
  const out: string[] = [];
  for (let i = 0; i < values.length; i += perLine) {
    const row: string[] = [];
    for (let k = i; k < Math.min(values.length, i + perLine); k++) row.push(photometryNumber(values[k]!));
    out.push(row.join(' '));
  }
  return out;
}

/** A header text on one line: line breaks and tabs become spaces, at most `max` characters. */
export function photometryTextField(text: string | null | undefined, max = 78): string {
  return (text ?? '').replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);
}

/** The lines of a file joined with CRLF, ending with one. */
export function photometryTextJoin(lines: readonly string[]): string {
  return lines.join('\r\n') + '\r\n';
}

/** Step between equally spaced angles, or 0 when they are not (EULUMDAT's Dc and Dg). */
export function angleStepUniform(xs: ArrayLike<number>): number {
  if (xs.length < 2) return 0;
  const s = xs[1]! - xs[0]!;
  for (let i = 2; i < xs.length; i++) if (Math.abs(xs[i]! - xs[i - 1]! - s) > 1e-9) return 0;
  return s;
}
