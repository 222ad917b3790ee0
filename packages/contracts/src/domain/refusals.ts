/**
 * Why a photometric file is refused (the parsers' problems, named): the server sends the code with
 * its line and what was found (`reason`, `line`, `found` beside the message), and each screen
 * says it in the user's language from its own words (the web's `check.refusal.*`).
 */
export const PHOTOMETRY_REFUSALS = [
  /** The text is empty. */
  'empty',
  /** An IES file without its TILT= line. */
  'noTilt',
  /** The file ends where more numbers are due. */
  'endOfFile',
  /** Something else than a number (or a number too large) where a number is due. */
  'notANumber',
  /** A number outside its range (a count, a factor, a flux). */
  'outOfRange',
  /** Fewer numbers than a list's count says. */
  'tooFewNumbers',
  /** More numbers after the data's end. */
  'extraData',
  /** An angle list outside its range or not rising. */
  'angles',
  /** Intensities beyond the bounds, or none above 0. */
  'intensity',
  /** Any other departure from the format. */
  'format',
] as const;
export type PhotometryRefusal = (typeof PHOTOMETRY_REFUSALS)[number];
