import { PhotometryParseError } from '../parse-error.js';

/** The error `fn` throws, which must be a PhotometryParseError (the parsers' tests read its line and message). */
export function errorOf(fn: () => unknown): PhotometryParseError {
  try {
    fn();
  } catch (e) {
    if (e instanceof PhotometryParseError) return e;
    throw e;
  }
  throw new Error('expected a PhotometryParseError');
}

/**
 * A small LM-63-2002 file: the keyword lines given, then one lamp of 1000 lm, multiplier 2,
 * 3 vertical angles (0, 45, 90) in one horizontal plane, 100 50 10 cd, ballast factor 0.5, 12 W.
 */
export function iesSample(keywords: string[]): string {
  return ['IESNA:LM-63-2002', ...keywords, 'TILT=NONE', '1 1000 2 3 1 1 2 0.1 0.2 0.05', '0.5 1 12', '0 45 90', '0', '100 50 10'].join('\n');
}
