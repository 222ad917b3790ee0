/**
 * The ten light-intensity directions of docs/DOMAIN.md: the detection row fields
 * `lightIntensity1` … `lightIntensity10` and, in the same order, the parameter-index fields of
 * the point-source targets.
 */
export const LIGHT_INTENSITY_FIELDS = [
  'lightIntensity1',
  'lightIntensity2',
  'lightIntensity3',
  'lightIntensity4',
  'lightIntensity5',
  'lightIntensity6',
  'lightIntensity7',
  'lightIntensity8',
  'lightIntensity9',
  'lightIntensity10',
] as const;
export type LightIntensityField = (typeof LIGHT_INTENSITY_FIELDS)[number];

/** The parameter-index field of each direction, in the order of `LIGHT_INTENSITY_FIELDS`. */
export const LIGHT_INTENSITY_INDEX_KEYS = [
  'level0',
  'verticalUp60',
  'verticalDown60',
  'levelLeft60',
  'levelRight60',
  'verticalUp30',
  'verticalDown10',
  'vertical10Left60',
  'vertical10Right60',
  'down45',
] as const;
export type LightIntensityIndexKey = (typeof LIGHT_INTENSITY_INDEX_KEYS)[number];
