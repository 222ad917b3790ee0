/**
 * The one error a photometric parser throws. `line` is 1-based and names the line of the
 * source text where the parser found something other than what it expected.
 */
export class PhotometryParseError extends Error {
  /** 1-based line number in the source text. */
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = 'PhotometryParseError';
    this.line = line;
  }
}
