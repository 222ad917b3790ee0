import type { MessageKey } from '../messages.js';
import { isValidPower } from './power-no.js';
import { lampparamWeightSum, WEIGHT_QUOTA, type LampparamWeights } from './weights.js';

/** The contest type whose minimum and maximum wall distance must be equal (正投, floodlighting). */
export const FLOODLIGHTING_TYPE_ID = 101;

export interface LampparamValidationInput extends LampparamWeights {
  dataStatus: number;
  customLampparmnoFlag?: boolean | number | null;
  customLampparmNo?: string | null;
  angleNo?: number | null;
  /** The colour code derived from the colour type and temperatures (may be empty). */
  colourCode?: string | null;
  /** The colour type chosen (its dictionary id): with it, a missing colour code is a missing temperature. */
  grayDemand?: number | null;
  lampType?: number | null;
  lampSketchId?: number | null;
  lampSketchPath?: string | null;
  lampPower?: string | number | null;
  contestType?: number | null;
  lumSize?: string | null;
  lumSizeMin?: string | null;
}

export interface ValidationFailure {
  key: MessageKey;
  field: string;
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * The editor's save rules of specification point 5, every failure in the order the
 * specification lists them (custom number; beam angle, colour, lamp type, sketch, power; the
 * 正投 wall distance), then the lamp library's weight quota. One failure per field. Drafts
 * (dataStatus 1) skip the completeness rules.
 */
export function lampparamFailures(f: LampparamValidationInput): ValidationFailure[] {
  const failures: ValidationFailure[] = [];
  const fail = (key: MessageKey, field: string) => failures.push({ key, field });
  if ((f.customLampparmnoFlag === true || f.customLampparmnoFlag === 1) && blank(f.customLampparmNo)) fail('customNumberRequired', 'customLampparmNo');
  if (f.dataStatus !== 1) {
    if (blank(f.angleNo)) fail('beamAngleRequired', 'angleNo');
    // the colour type chosen, the code is missing its temperature (or colour): point at that
    if (blank(f.colourCode)) fail('colourRequired', blank(f.grayDemand) ? 'colorTempeNo' : 'colorTemperature');
    if (blank(f.lampType)) fail('lampTypeRequired', 'lampType');
    if (blank(f.lampSketchId) && blank(f.lampSketchPath)) fail('lampSketchRequired', 'lampSketchId');
    if (blank(f.lampPower)) fail('powerRequired', 'lampPower');
    else if (!isValidPower(f.lampPower)) fail('powerInvalid', 'lampPower');
  }
  if (f.contestType === FLOODLIGHTING_TYPE_ID && !blank(f.lumSize) && !blank(f.lumSizeMin) && Number(f.lumSize) !== Number(f.lumSizeMin)) {
    fail('wallDistanceMismatch', 'lumSize');
  }
  // the lamp library's weights share one quota of 100, as a weighted search's do (any save)
  if (lampparamWeightSum(f) > WEIGHT_QUOTA) fail('weightsTooHigh', 'priceWeight');
  return failures;
}

/** The first failure of `lampparamFailures` (the one the server answers with), or null. */
export function validateLampparam(f: LampparamValidationInput): ValidationFailure | null {
  return lampparamFailures(f)[0] ?? null;
}
