/**
 * Lighting targets of a parameter index entry and the measured metric each one is checked
 * against (docs/DOMAIN.md): the editor's photometric check, the lamp library search, the selection
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

/**
 * The designer's own average luminance bounds (`…Custom`, where the standard luminance class does
 * not fit): checked like the standard ones, against the same metric. Not search bounds of their
 * own, so kept out of {@link TARGETS}.
 */
const CUSTOM_FACE_TARGETS = {
  brightnessAvgMinCustom: { metric: 'lightnessAve', sign: '≥', unit: 'cd/m²' },
  brightnessAvgMaxCustom: { metric: 'lightnessAve', sign: '≤', unit: 'cd/m²' },
} as const satisfies Record<string, TargetRule>;

/** Every face target a check evaluates (Rank, Compare, the photometric check, the sheet), in the order they are listed. */
export const CHECKED_FACE_TARGET_KEYS = [...FACE_TARGET_KEYS, 'brightnessAvgMinCustom', 'brightnessAvgMaxCustom'] as const;
export type CheckedFaceTargetKey = (typeof CHECKED_FACE_TARGET_KEYS)[number];

/** The rule of each checked face target. */
export const CHECKED_FACE_TARGETS: Record<CheckedFaceTargetKey, { metric: FaceMetric; sign: '≥' | '≤'; unit: 'cd/m²' | 'm' | '' }> = {
  ...Object.fromEntries(FACE_TARGET_KEYS.map((key) => [key, TARGETS[key]])),
  ...CUSTOM_FACE_TARGETS,
} as Record<CheckedFaceTargetKey, { metric: FaceMetric; sign: '≥' | '≤'; unit: 'cd/m²' | 'm' | '' }>;

/**
 * How the search requests (`tyList`, the lamp library, rank's filters) name a metric's bounds:
 * `${stem}Min` and `${stem}Max`. The minimum luminance (`lightness`) is searched as
 * `lightnessMin…`, so that `lightnessMinMin` reads "minimum luminance, lower bound".
 */
export const METRIC_REQUEST_STEM = {
  lightnessAve: 'lightnessAve',
  lightness: 'lightnessMin',
  lightnessMax: 'lightnessMax',
  evenness: 'evenness',
  anbanHeight: 'anbanHeight',
  power: 'power',
} as const satisfies Record<TargetRule['metric'], string>;
type Stem = (typeof METRIC_REQUEST_STEM)[keyof typeof METRIC_REQUEST_STEM];
export type TargetBoundField = `${Stem}Min` | `${Stem}Max`;

/** Both request bounds of the metric a target checks (a request keeps those its schema has). */
export function targetBoundFields(key: TargetKey): { min: TargetBoundField; max: TargetBoundField } {
  const stem = METRIC_REQUEST_STEM[TARGETS[key].metric];
  return { min: `${stem}Min`, max: `${stem}Max` };
}

/** The request bound a target sets by its own sign: `≥` a lower bound, `≤` an upper one. */
export function targetRequestField(key: TargetKey): TargetBoundField {
  const bounds = targetBoundFields(key);
  return TARGETS[key].sign === '≥' ? bounds.min : bounds.max;
}

/**
 * The target a measured metric fills when make turns detection rows into targets: the first
 * target of {@link TARGETS} that checks it (`lightnessAve` → `brightnessAvgMin`, `power` →
 * `lampPower`, …).
 */
export const TARGET_OF_METRIC = Object.fromEntries(
  (Object.keys(TARGETS) as TargetKey[]).reverse().map((key) => [TARGETS[key].metric, key]),
) as Record<TargetRule['metric'], TargetKey>;
