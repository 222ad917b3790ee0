import type { Degrees, Lumens, Metres } from './units.js';

/** The photometric coordinate system a file was measured in (IES LM-63 types C, B, A). */
export type PhotometricType = 'C' | 'B' | 'A';

/**
 * Symmetry of a type-C distribution, as stated by the file:
 * - `none`: full 0–360° data
 * - `rotational`: one plane stands for all
 * - `c0c180`: mirror symmetric about the C0–C180 plane (data for C0…C180)
 * - `c90c270`: mirror symmetric about the C90–C270 plane (data for C90…C270)
 * - `quadrant`: symmetric about both planes (data for C0…C90)
 * For types B and A, `lateral` means only H ≥ 0 is given and H < 0 mirrors it.
 */
export type PlaneSymmetry = 'none' | 'rotational' | 'c0c180' | 'c90c270' | 'quadrant' | 'lateral';

/** One lamp set of a EULUMDAT file (IES files give one, built from the lamp line). */
export interface LampSet {
  /** Number of lamps; negative in EULUMDAT means absolute photometry. */
  count: number;
  type: string;
  /** Total luminous flux of the set in lumens. */
  lumens: number;
  colourTemperature: string;
  colourRendering: string;
  /** Wattage including ballast. */
  watts: number;
}

/** IES tilt data (TILT=INCLUDE), kept for reference; calculations use the measured position. */
export interface TiltData {
  lampToLuminaireGeometry: number;
  angles: readonly number[];
  multipliers: readonly number[];
}

/** What a file says about the luminaire. Lengths are converted to metres. */
export interface PhotometryMetadata {
  format: 'ies' | 'ldt';
  /** `LM-63-1986`, `LM-63-1991`, `LM-63-1995`, `LM-63-2002`, `LM-63-2019` or `EULUMDAT`. */
  formatVersion: string;
  manufacturer: string | null;
  luminaireName: string | null;
  catalogueNumber: string | null;
  lamp: string | null;
  testReport: string | null;
  /** Input power in watts, when stated (> 0). */
  inputWatts: number | null;
  /** Total bare-lamp flux the relative photometry refers to; null for absolute photometry. */
  lampLumens: Lumens | null;
  /** True when candela values are the luminaire's own (IES lumens −1, EULUMDAT lamp count < 0). */
  absolutePhotometry: boolean;
  /** EULUMDAT light output ratio LORL as a fraction (0–1); null for IES. */
  statedLightOutputRatio: number | null;
  /**
   * Luminaire flux the file states: EULUMDAT LORL × lamp flux (absolute files: LORL × the
   * stated flux); null for IES, which does not state it.
   */
  statedLuminaireLumens: Lumens | null;
  /** EULUMDAT downward flux fraction (0–1); null for IES. */
  downwardFluxFraction: number | null;
  /** Luminous opening in metres: length (along C0–C180), width (along C90–C270), height. */
  luminousDimensions: { length: Metres; width: Metres; height: Metres };
  /**
   * The luminous opening is round (diameter `length`): IES states it with negative width or
   * length, EULUMDAT with a width of 0.
   */
  luminousCircular: boolean;
  /** Luminaire body dimensions in metres (EULUMDAT only; zeros for IES). */
  luminaireDimensions: { length: Metres; width: Metres; height: Metres };
  lampSets: readonly LampSet[];
  /** IES keywords (`MANUFAC`, `LUMCAT`, …) with `[MORE]` lines appended; header lines for LDT. */
  keywords: Readonly<Record<string, string>>;
  tilt: TiltData | null;
}

/**
 * The distribution as measured, already in candela. For type C, `horizontalAngles` are the
 * C planes and `verticalAngles` the γ angles; for types B and A they are H and V.
 * `candela[h * verticalAngles.length + v]`.
 */
export interface MeasuredDistribution {
  photometricType: PhotometricType;
  symmetry: PlaneSymmetry;
  horizontalAngles: Float64Array;
  verticalAngles: Float64Array;
  candela: Float64Array;
}

/** A parser's answer before normalisation. */
export interface ParsedPhotometry {
  metadata: PhotometryMetadata;
  measured: MeasuredDistribution;
}

/**
 * Regular lookup table of the C-γ distribution for fast bilinear sampling.
 * `values[ci * nG + gi]` is the intensity at C = ci·cStep, γ = gi·gStep (cd). For a
 * rotationally symmetric distribution nC is 1.
 */
export interface IntensityGrid {
  cStep: Degrees;
  gStep: Degrees;
  nC: number;
  nG: number;
  values: Float32Array;
}

/**
 * The normalised model every other function works on.
 *
 * Luminaire frame: the photometric axis (γ = 0, nadir) is −Z of the luminaire; C0 lies
 * along +X and C90 along +Y (right-handed, so C increases anticlockwise seen from above,
 * i.e. from +Z). γ runs from 0 (−Z) to 180 (+Z).
 *
 * `cAngles` run from 0 to 360 inclusive (the 360 plane repeats C0) after symmetry expansion;
 * types B and A are resampled onto a C-γ web. `candela[ci * gammaAngles.length + gi]`.
 * Directions outside the measured γ range have zero intensity.
 */
export interface Photometry {
  metadata: PhotometryMetadata;
  measured: MeasuredDistribution;
  cAngles: Float64Array;
  gammaAngles: Float64Array;
  candela: Float64Array;
  grid: IntensityGrid;
  /**
   * What the figures remembered of a file hang on (`perPhotometry`): every view of one compact
   * light shares its compact light; the model itself when absent.
   */
  identity?: object;
}
