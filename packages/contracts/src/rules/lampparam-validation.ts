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
 * The editor's save rules of specification point 5, in the order the product checks them.
 * Returns the first failure, or null. Drafts (dataStatus 1) skip the completeness rules.
 */
export function validateLampparam(f: LampparamValidationInput): ValidationFailure | null {
  if ((f.customLampparmnoFlag === true || f.customLampparmnoFlag === 1) && blank(f.customLampparmNo)) {
    return { key: 'customNumberRequired', field: 'customLampparmNo' };
  }
  if (f.dataStatus !== 1) {
    if (blank(f.angleNo)) return { key: 'beamAngleRequired', field: 'angleNo' };
    // the colour type chosen, the code is missing its temperature (or colour): point at that
    if (blank(f.colourCode)) return { key: 'colourRequired', field: blank(f.grayDemand) ? 'colorTempeNo' : 'colorTemperature' };
    if (blank(f.lampType)) return { key: 'lampTypeRequired', field: 'lampType' };
    if (blank(f.lampSketchId) && blank(f.lampSketchPath)) return { key: 'lampSketchRequired', field: 'lampSketchId' };
    if (blank(f.lampPower)) return { key: 'powerRequired', field: 'lampPower' };
    if (!isValidPower(f.lampPower)) return { key: 'powerInvalid', field: 'lampPower' };
  }
  // the lamp library's weights share one quota of 100, as a weighted search's do (any save)
  if (lampparamWeightSum(f) > WEIGHT_QUOTA) return { key: 'weightsTooHigh', field: 'priceWeight' };
  if (f.contestType === FLOODLIGHTING_TYPE_ID && !blank(f.lumSize) && !blank(f.lumSizeMin) && Number(f.lumSize) !== Number(f.lumSizeMin)) {
    return { key: 'wallDistanceMismatch', field: 'lumSize' };
  }
  return null;
}
