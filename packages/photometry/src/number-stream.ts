import { PhotometryParseError } from './parse-error.js';

/**
 * A cursor over the numbers of a photometric file's data section, remembering the 1-based
 * line of every token so that a parse error can name it.
 */
export interface NumberStream {
  readonly values: Float64Array;
  readonly lines: Int32Array;
  readonly raw: readonly string[];
  /** Index of the next unread token. */
  position: number;
  /** Line number to report when the text ends early. */
  readonly lastLine: number;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Splits lines into number tokens. `separators` decides what divides tokens (IES allows
 * commas between values; EULUMDAT uses a decimal comma in some European files).
 */
export function numberStreamFromLines(
  lines: readonly string[],
  firstLine: number,
  options: { commaIsDecimal: boolean },
): NumberStream {
  const values: number[] = [];
  const lineNumbers: number[] = [];
  const raw: string[] = [];
  const splitter = options.commaIsDecimal ? /[\s;]+/ : /[\s,;]+/;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    for (const part of text.trim().split(splitter)) {
      if (part === '') continue;
      const normalised = options.commaIsDecimal ? part.replace(',', '.') : part;
      raw.push(part);
      values.push(NUMBER.test(normalised) ? Number(normalised) : Number.NaN);
      lineNumbers.push(firstLine + i);
    }
  }
  return {
    values: Float64Array.from(values),
    lines: Int32Array.from(lineNumbers),
    raw,
    position: 0,
    lastLine: firstLine + Math.max(0, lines.length - 1),
  };
}

/** The line of the next token (or the last line when the stream is exhausted). */
export function numberStreamLine(stream: NumberStream): number {
  return stream.position < stream.values.length ? stream.lines[stream.position]! : stream.lastLine;
}

/** Reads one number; `what` names it in the error message. */
export function numberStreamNext(stream: NumberStream, what: string): number {
  if (stream.position >= stream.values.length) {
    throw new PhotometryParseError(stream.lastLine, `expected ${what}, found the end of the file`);
  }
  const v = stream.values[stream.position]!;
  if (Number.isNaN(v)) {
    throw new PhotometryParseError(
      stream.lines[stream.position]!,
      `expected ${what} (a number), found '${stream.raw[stream.position]}'`,
    );
  }
  stream.position++;
  return v;
}

/** Reads one integer within [min, max]. */
export function numberStreamInteger(stream: NumberStream, what: string, min: number, max: number): number {
  const line = numberStreamLine(stream);
  const v = numberStreamNext(stream, what);
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new PhotometryParseError(line, `expected ${what} as a whole number from ${min} to ${max}, found ${v}`);
  }
  return v;
}

/**
 * Reads `count` numbers, naming the list (`37 vertical angles`) when the file ends early or
 * a token is not a number.
 */
export function numberStreamList(stream: NumberStream, count: number, what: string): Float64Array {
  const startLine = numberStreamLine(stream);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    if (stream.position >= stream.values.length) {
      throw new PhotometryParseError(startLine, `expected ${count} ${what}, found ${i} numbers`);
    }
    const v = stream.values[stream.position]!;
    if (Number.isNaN(v)) {
      throw new PhotometryParseError(
        stream.lines[stream.position]!,
        `expected ${count} ${what}, found '${stream.raw[stream.position]}' (not a number) at value ${i + 1}`,
      );
    }
    out[i] = v;
    stream.position++;
  }
  return out;
}

/** Throws when an angle list does not rise strictly. */
export function angleListCheckRising(
  angles: Float64Array,
  what: string,
  line: number,
  range: readonly [number, number],
): void {
  for (let i = 0; i < angles.length; i++) {
    const a = angles[i]!;
    if (a < range[0] - 1e-9 || a > range[1] + 1e-9) {
      throw new PhotometryParseError(line, `expected ${what} between ${range[0]}° and ${range[1]}°, found ${a}°`);
    }
    if (i > 0 && !(a > angles[i - 1]!)) {
      throw new PhotometryParseError(
        line,
        `expected ${what} in rising order, found ${angles[i - 1]}° followed by ${a}°`,
      );
    }
  }
}
