/**
 * Why a photometric file is refused (the parsers' problems, named): the server sends the code with
 * its line and what was found (`reason`, `line`, `found` beside the message), and each screen
 * says it in the user's language from `PHOTOMETRY_REFUSAL_WORDS` (contracts `messages.ts`; the
 * web's `check.refusal.*` are those words).
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

/**
 * Why a GLDF container is refused (issue 25): the server sends the code and what it is about
 * (`reason` and the named values beside the message: a path, an id, a bound), and words it in the
 * request's language from `GLDF_REFUSAL_WORDS` (contracts `messages.ts`).
 */
export const GLDF_REFUSALS = [
  // the container (a zip with product.xml at its root, within bounds)
  'notZip', 'zipDamaged', 'noProduct', 'tooManyEntries', 'tooLargeUnpacked', 'tooHighRatio',
  // product.xml as a document
  'doctype', 'notXml', 'noRoot', 'noHeader', 'noFormatVersion', 'version', 'noManufacturer', 'noDefinitions', 'noVariant',
  // its files and references
  'fileWithoutId', 'fileContentType', 'fileType', 'unknownFile', 'unknownElement', 'noPhotometryFile', 'noEmitter', 'photometryUrl',
  // what the container holds against what product.xml lists
  'missingFiles', 'iesXml', 'photometryUnreadable',
] as const;
export type GldfRefusal = (typeof GLDF_REFUSALS)[number];
