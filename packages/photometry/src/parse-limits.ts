import { PhotometryParseError } from './parse-error.js';

/**
 * Bounds the parsers hold every count and number of a photometric file to. A file beyond one is
 * refused with a {@link PhotometryParseError} naming the line, before anything is allocated for
 * it: the counts are checked before the lists they size, and no list is longer than the numbers
 * the file actually holds. The limits are the largest real files' sizes with room to spare, far
 * below what would strain the engine:
 *
 * - angles: goniophotometers step γ by 0.1° at the finest (narrow beams), 1801 angles over
 *   0–180°; C planes by 0.5° at the finest, 720 planes over 0–360° (721 with a closing 360°).
 *   EULUMDAT's own files use at most 1° (Mc 360, Ng 181); IES's type B/A planes and angles take
 *   the same bounds (0.25° over −90…90° is 721).
 * - intensities: the brightest searchlights peak near 10⁸ cd; the bound is 10⁹ cd after every
 *   factor. A negative intensity is measurement noise read as 0 while it stays within 1 % of
 *   the peak; beyond that the file is refused.
 * - flux: the largest lamps give about 2.5 × 10⁵ lm; 10⁷ lm per lamp (set) is the bound.
 * - every other number (multiplier, factors, watts, sizes, ratios) finite and within a range
 *   no real luminaire leaves.
 */
export const PARSE_LIMITS = {
  /** γ angles (IES vertical angles, EULUMDAT Ng): 0.1° steps over 0–180°. */
  gammaAngles: 1801,
  /** C planes (IES horizontal angles, EULUMDAT Mc): 0.5° steps over 0–360° and the closing plane. */
  cPlanes: 721,
  /** IES TILT=INCLUDE angles: one a degree over a half turn and more. */
  tiltAngles: 361,
  /** Intensity after every factor (cd). */
  candela: 1e9,
  /** Share of the peak a negative intensity may reach and still be read as noise (0). */
  negativeNoise: 0.01,
  /** Luminous flux of a lamp or lamp set (lm). */
  lumens: 1e7,
  /** Lamps of a luminaire or a lamp set. */
  lamps: 1000,
  /** Input watts. */
  watts: 1e6,
  /** IES candela multiplier, the bound either way (it must be above 0). */
  multiplier: 1e6,
  /** IES ballast and ballast-lamp factors; EULUMDAT conversion factor. */
  factor: 1e6,
  /** A luminous or luminaire size (m): a 1 km line. */
  metres: 1000,
  /** EULUMDAT ratios (DFF, LORL, direct ratios) in per cent, either way. */
  percent: 1000,
} as const;


/**
 * Candela from a file's values and the factors that scale them, within the bounds: at most
 * PARSE_LIMITS.candela, some light somewhere, and negative values only as noise (read as 0).
 * `lineOf(i)` names the line of value i; `factors` says what scaled them (for the message).
 */
export function candelaFromValues(values: Float64Array, scale: number, lineOf: (i: number) => number, what: string, factors: string): Float64Array {
  const candela = new Float64Array(values.length);
  let peak = 0;
  let peakAt = 0;
  let lowest = 0;
  let lowestAt = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]! * scale;
    candela[i] = v > 0 ? v : 0;
    if (v > peak) {
      peak = v;
      peakAt = i;
    } else if (v < lowest) {
      lowest = v;
      lowestAt = i;
    }
  }
  if (!(peak <= PARSE_LIMITS.candela)) {
    throw new PhotometryParseError(lineOf(peakAt), `expected ${what} of at most ${PARSE_LIMITS.candela} cd ${factors}, found ${peak} cd`, 'intensity', peak);
  }
  if (peak === 0) throw new PhotometryParseError(lineOf(0), `expected ${what} above 0 somewhere, found none`, 'intensity');
  if (lowest < -PARSE_LIMITS.negativeNoise * peak) {
    throw new PhotometryParseError(
      lineOf(lowestAt),
      `expected ${what} of 0 or more (a negative one within 1 % of the peak reads as 0), found ${lowest} cd ${factors} against a peak of ${peak} cd`,
      'intensity',
      lowest,
    );
  }
  return candela;
}
