import { PhotometryParseError } from './parse-error.js';

/**
 * A cursor over the numbers of a photometric file's data section, remembering where every
 * token starts and on which 1-based line, so that a parse error can name it. Built in one pass
 * over the text: linear in its length, whatever the lines or tokens look like.
 */
export interface NumberStream {
  /** Each token's value: NaN for text that is not a number, ±Infinity for one that overflows. */
  readonly values: Float64Array;
  readonly lines: Int32Array;
  /** Where each token starts in the text (for its text in a message). */
  readonly starts: Int32Array;
  readonly text: string;
  readonly commaDivides: boolean;
  /** Index of the next unread token. */
  position: number;
  /** Line number to report when the text ends early. */
  readonly lastLine: number;
}

/** Powers of ten a double holds exactly (10⁰ … 10²²). */
const EXACT_POWERS = Float64Array.from({ length: 23 }, (_, i) => 10 ** i);

/**
 * The value of text[at, end) as a number the files write: sign, digits with an optional
 * fraction (a point, or with `commaIsDecimal` a comma), optional exponent. NaN for anything
 * else, ±Infinity for a number that overflows (`1e999`). One pass over the characters, no
 * pattern to backtrack (the pattern it replaces took 38 s over a 50 kB run of digits); a
 * mantissa of at most 15 digits with a power of ten up to 22 is computed exactly as `Number`
 * would round it (both factors are exact doubles, so one operation rounds once), anything
 * longer is left to `Number`.
 */
function numberScan(text: string, at: number, end: number, commaIsDecimal: boolean): number {
  let i = at;
  let c = text.charCodeAt(i);
  const negative = c === 0x2d;
  if (negative || c === 0x2b) c = text.charCodeAt(++i);
  let mantissa = 0;
  let digits = 0;
  let fraction = 0;
  while (i < end && c >= 0x30 && c <= 0x39) {
    mantissa = mantissa * 10 + (c - 0x30);
    digits++;
    c = text.charCodeAt(++i);
  }
  let point = -1;
  if (i < end && (c === 0x2e || (commaIsDecimal && c === COMMA))) {
    point = i;
    c = text.charCodeAt(++i);
    while (i < end && c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      digits++;
      fraction++;
      c = text.charCodeAt(++i);
    }
  }
  if (digits === 0) return Number.NaN;
  let exponent = 0;
  if (i < end && (c === 0x65 || c === 0x45)) {
    c = text.charCodeAt(++i);
    const down = c === 0x2d;
    if (down || c === 0x2b) c = text.charCodeAt(++i);
    let expDigits = 0;
    while (i < end && c >= 0x30 && c <= 0x39) {
      if (exponent < 100_000) exponent = exponent * 10 + (c - 0x30);
      expDigits++;
      c = text.charCodeAt(++i);
    }
    if (expDigits === 0) return Number.NaN;
    if (down) exponent = -exponent;
  }
  if (i !== end) return Number.NaN;
  const power = exponent - fraction;
  let v: number;
  if (digits <= 15 && power >= -22 && power <= 22) {
    v = power < 0 ? mantissa / EXACT_POWERS[-power]! : mantissa * EXACT_POWERS[power]!;
  } else {
    const token = text.slice(negative || text.charCodeAt(at) === 0x2b ? at + 1 : at, end);
    v = Number(point >= 0 && text.charCodeAt(point) === COMMA ? token.replace(',', '.') : token);
  }
  return negative ? -v : v;
}

/**
 * The value of one token: NaN when it is not a number, ±Infinity when it overflows (`1e999`).
 * `commaIsDecimal` reads a comma as the decimal point (European EULUMDAT files).
 */
export function numberFromToken(token: string, commaIsDecimal: boolean): number {
  return token.length === 0 ? Number.NaN : numberScan(token, 0, token.length, commaIsDecimal);
}

const SEMICOLON = 0x3b;
const COMMA = 0x2c;
/** Whether a character divides tokens: white space, a semicolon, and (IES) a comma. */
const isSeparator = (c: number, commaDivides: boolean) =>
  c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === SEMICOLON || (commaDivides && c === COMMA) || c === 0xa0 || c === 0xfeff;

/** The text without a byte-order mark (also one decoded as Latin-1, 'ï»¿'). */
export function textWithoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text.startsWith('\u00ef\u00bb\u00bf') ? text.slice(3) : text;
}

/** Where the line starting at `from` ends: its first CR or LF, or the end of the text. */
function lineEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) return i;
    i++;
  }
  return i;
}

/**
 * The first `count` lines of a text (CRLF, CR or LF), or those up to the first for which `stop`
 * holds, and where the line after them starts (`next`; the text's length when it has no more).
 * Only those lines are cut out: a parser reads its head line by line and the data after it as
 * one stream of numbers.
 */
export function textLinesFirst(text: string, count: number, stop?: (line: string) => boolean): { lines: string[]; next: number } {
  const lines: string[] = [];
  let at = 0;
  while (lines.length < count && at <= text.length) {
    const end = lineEnd(text, at);
    const line = text.slice(at, end);
    lines.push(line);
    const next = end + (text.charCodeAt(end) === 0x0d && text.charCodeAt(end + 1) === 0x0a ? 2 : 1);
    if (end >= text.length || stop?.(line)) {
      at = next;
      break;
    }
    at = next;
  }
  return { lines, next: Math.min(at, text.length) };
}

/**
 * Splits text from offset `start` (line `firstLine`) into number tokens. IES allows commas
 * between values; EULUMDAT uses a decimal comma in some European files (`commaIsDecimal`), so
 * there only white space and semicolons divide.
 */
export function numberStreamFromText(text: string, start: number, firstLine: number, options: { commaIsDecimal: boolean }): NumberStream {
  const commaDivides = !options.commaIsDecimal;
  // A token takes at least one character and a separator after it, but for the last.
  const capacity = Math.ceil((text.length - start) / 2);
  const values = new Float64Array(capacity);
  const lineNumbers = new Int32Array(capacity);
  const starts = new Int32Array(capacity);
  let n = 0;
  let line = firstLine;
  let at = start;
  const length = text.length;
  while (at < length) {
    let c = text.charCodeAt(at);
    if (isSeparator(c, commaDivides)) {
      // CRLF, CR and LF each end one line.
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(at + 1) !== 0x0a)) line++;
      at++;
      continue;
    }
    let end = at + 1;
    while (end < length) {
      c = text.charCodeAt(end);
      if (isSeparator(c, commaDivides)) break;
      end++;
    }
    values[n] = numberScan(text, at, end, options.commaIsDecimal);
    lineNumbers[n] = line;
    starts[n] = at;
    n++;
    at = end;
  }
  // A text ending in a line break has an empty last line, as a line split would give.
  return {
    values: values.subarray(0, n),
    lines: lineNumbers.subarray(0, n),
    starts: starts.subarray(0, n),
    text,
    commaDivides,
    position: 0,
    lastLine: line,
  };
}

/** The text of token `index` as the file wrote it, cut at 40 characters (for a message). */
function numberStreamRaw(stream: NumberStream, index: number): string {
  const { text } = stream;
  const start = stream.starts[index]!;
  let end = start;
  while (end < text.length && end - start <= 40 && !isSeparator(text.charCodeAt(end), stream.commaDivides)) end++;
  const raw = text.slice(start, end);
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

/** Why token `index` is no number a parser can use (quoted as written), or null when it is one. */
function tokenProblem(stream: NumberStream, index: number): string | null {
  const v = stream.values[index]!;
  if (Number.isFinite(v)) return null;
  return `'${numberStreamRaw(stream, index)}'${Number.isNaN(v) ? '' : ' (too large)'}`;
}

/** The line of the next token (or the last line when the stream is exhausted). */
export function numberStreamLine(stream: NumberStream): number {
  return stream.position < stream.values.length ? stream.lines[stream.position]! : stream.lastLine;
}

/** Reads one finite number; `what` names it in the error message. */
export function numberStreamNext(stream: NumberStream, what: string): number {
  if (stream.position >= stream.values.length) {
    throw new PhotometryParseError(stream.lastLine, `expected ${what}, found the end of the file`, 'endOfFile');
  }
  const problem = tokenProblem(stream, stream.position);
  if (problem) throw new PhotometryParseError(stream.lines[stream.position]!, `expected ${what} (a number), found ${problem}`, 'notANumber', numberStreamRaw(stream, stream.position));
  return stream.values[stream.position++]!;
}

/** Throws unless `v` lies within [min, max] (`aboveMin`: within (min, max]). */
export function numberCheckRange(v: number, what: string, line: number, min: number, max: number, aboveMin = false): void {
  if (aboveMin ? v > min && v <= max : v >= min && v <= max) return;
  const range = aboveMin ? `above ${min} and at most ${max}` : `from ${min} to ${max}`;
  throw new PhotometryParseError(line, `expected ${what} ${range}, found ${v}`, 'outOfRange', v);
}

/** Reads one number within [min, max] (`aboveMin`: within (min, max]). */
export function numberStreamRanged(stream: NumberStream, what: string, min: number, max: number, aboveMin = false): number {
  const line = numberStreamLine(stream);
  const v = numberStreamNext(stream, what);
  numberCheckRange(v, what, line, min, max, aboveMin);
  return v;
}

/** Reads one integer within [min, max]. */
export function numberStreamInteger(stream: NumberStream, what: string, min: number, max: number): number {
  const line = numberStreamLine(stream);
  const v = numberStreamNext(stream, what);
  if (!Number.isInteger(v) || v < min || v > max) {
    throw new PhotometryParseError(line, `expected ${what} as a whole number from ${min} to ${max}, found ${v}`, 'outOfRange', v);
  }
  return v;
}

/**
 * Reads `count` numbers, naming the list (`37 vertical angles`) when the file ends early or
 * a token is not a finite number. A count beyond the numbers left is refused before anything
 * is allocated for it.
 */
export function numberStreamList(stream: NumberStream, count: number, what: string): Float64Array {
  const startLine = numberStreamLine(stream);
  const left = stream.values.length - stream.position;
  for (let i = 0; i < Math.min(count, left); i++) {
    const problem = tokenProblem(stream, stream.position + i);
    if (problem) {
      throw new PhotometryParseError(stream.lines[stream.position + i]!, `expected ${count} ${what}, found ${problem} at value ${i + 1}`, 'notANumber', numberStreamRaw(stream, stream.position + i));
    }
  }
  if (count > left) throw new PhotometryParseError(startLine, `expected ${count} ${what}, found ${left} numbers`, 'tooFewNumbers', left);
  const out = stream.values.slice(stream.position, stream.position + count);
  stream.position += count;
  return out;
}

/** Throws unless every number has been read; `after` says what the data ended with. */
export function numberStreamEnd(stream: NumberStream, after: string, fromLine: number): void {
  if (stream.position >= stream.values.length) return;
  throw new PhotometryParseError(
    numberStreamLine(stream),
    `expected the end of the data after ${after} (line ${fromLine} on), found more: '${numberStreamRaw(stream, stream.position)}'`,
    'extraData',
    numberStreamRaw(stream, stream.position),
  );
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
      throw new PhotometryParseError(line, `expected ${what} between ${range[0]}° and ${range[1]}°, found ${a}°`, 'angles', `${a}°`);
    }
    if (i > 0 && !(a > angles[i - 1]!)) {
      throw new PhotometryParseError(
        line,
        `expected ${what} in rising order, found ${angles[i - 1]}° followed by ${a}°`,
        'angles',
        `${a}°`,
      );
    }
  }
}
