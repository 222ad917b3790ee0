import type { PhotometryRefusal } from '@lampsheet/contracts/domain';

/**
 * The one error a photometric parser throws. `line` is 1-based and names the line of the
 * source text where the parser found something other than what it expected; `reason` names the
 * kind of problem and `found` what stood there, so that a screen can say it in its own language
 * (the message is the English detail).
 */
export class PhotometryParseError extends Error {
  /** 1-based line number in the source text. */
  readonly line: number;
  readonly reason: PhotometryRefusal;
  /** What the parser found instead, as the file has it (null when nothing tells more). */
  readonly found: string | null;

  constructor(line: number, message: string, reason: PhotometryRefusal = 'format', found: string | number | null = null) {
    super(`line ${line}: ${message}`);
    this.name = 'PhotometryParseError';
    this.line = line;
    this.reason = reason;
    this.found = found === null ? null : String(found);
  }
}
