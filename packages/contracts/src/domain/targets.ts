/**
 * Lighting targets of a parameter index entry and the measured metric each one is checked
 * against (DOMAIN.md): the editor's photometric check, the lamp library search, the selection
 * filters and make all read them from here.
 */

/** The metrics a detection row (and the engine) gives per lit face. */
export const FACE_METRICS = ['lightnessAve', 'lightness', 'lightnessMax', 'evenness', 'anbanHeight'] as const;
export type FaceMetric = (typeof FACE_METRICS)[number];

export interface TargetRule {
  /** The measured field of a detection row the target is checked against. */
  metric: FaceMetric | 'power';
  /** `≥`: the metric must reach the target; `≤`: it must not exceed it. */
  sign: '≥' | '≤';
  unit: 'cd/m²' | 'm' | 'W' | '';
}

/**
 * Every target field of a parameter index entry with its metric. `brightnessA` is the second
 * tab of the maximum luminance (the same metric); `lampPower` is a fixture's rated power.
 */
export const TARGETS = {
  brightnessAvgMin: { metric: 'lightnessAve', sign: '≥', unit: 'cd/m²' },
  brightnessAvgMax: { metric: 'lightnessAve', sign: '≤', unit: 'cd/m²' },
  brightnessMin: { metric: 'lightness', sign: '≥', unit: 'cd/m²' },
  brightnessMax: { metric: 'lightnessMax', sign: '≤', unit: 'cd/m²' },
  brightnessA: { metric: 'lightnessMax', sign: '≤', unit: 'cd/m²' },
  evenness: { metric: 'evenness', sign: '≥', unit: '' },
  maculaHight: { metric: 'anbanHeight', sign: '≤', unit: 'm' },
  lampPower: { metric: 'power', sign: '≤', unit: 'W' },
} as const satisfies Record<string, TargetRule>;
export type TargetKey = keyof typeof TARGETS;

/** The face targets (all but the fixture's power), in the order checks list them. */
export const FACE_TARGET_KEYS = ['brightnessAvgMin', 'brightnessAvgMax', 'brightnessMin', 'brightnessMax', 'evenness', 'maculaHight'] as const satisfies readonly TargetKey[];
