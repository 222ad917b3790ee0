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

/**
 * The two-face types' luminance ratio: face B's average luminance divided by face A's
 * (docs/DOMAIN.md "Lighting targets"); not computed when A's is 0 or either face is missing.
 */
export const LUMINANCE_RATIO = 'lightnessRatio';
/** The metrics a check holds targets against: each face's own, and the B/A luminance ratio. */
export const CHECKED_METRICS = [...FACE_METRICS, LUMINANCE_RATIO] as const;
export type CheckedMetric = (typeof CHECKED_METRICS)[number];

/**
 * The B/A luminance ratio bounds of a two-face type's entry (kept on face B's): a target across
 * the two faces, searched by the lamp library as `lightnessRatioMin` / `lightnessRatioMax`
 * ({@link RATIO_REQUEST_FIELDS}), so kept out of {@link TARGETS}, whose bounds every search takes.
 */
export const RATIO_TARGETS = {
  bcBrightnessRatioMin: { metric: LUMINANCE_RATIO, sign: '≥', unit: '' },
  bcBrightnessRatioMax: { metric: LUMINANCE_RATIO, sign: '≤', unit: '' },
} as const;
export type RatioTargetKey = keyof typeof RATIO_TARGETS;
/** The lamp library request's bound of each ratio target. */
export const RATIO_REQUEST_FIELDS = { bcBrightnessRatioMin: `${LUMINANCE_RATIO}Min`, bcBrightnessRatioMax: `${LUMINANCE_RATIO}Max` } as const satisfies Record<RatioTargetKey, string>;

/** Every target a check evaluates (Rank, Compare, the photometric check, the sheet), in the order they are listed. */
export const CHECKED_FACE_TARGET_KEYS = [...FACE_TARGET_KEYS, 'brightnessAvgMinCustom', 'brightnessAvgMaxCustom', 'bcBrightnessRatioMin', 'bcBrightnessRatioMax'] as const;
export type CheckedFaceTargetKey = (typeof CHECKED_FACE_TARGET_KEYS)[number];

/** The rule of a checked target. */
export interface CheckedTargetRule {
  metric: CheckedMetric;
  sign: '≥' | '≤';
  unit: 'cd/m²' | 'm' | '';
}

/** The rule of each checked target. */
export const CHECKED_FACE_TARGETS: Record<CheckedFaceTargetKey, CheckedTargetRule> = {
  ...(Object.fromEntries(FACE_TARGET_KEYS.map((key) => [key, TARGETS[key]])) as Record<(typeof FACE_TARGET_KEYS)[number], CheckedTargetRule>),
  ...CUSTOM_FACE_TARGETS,
  ...RATIO_TARGETS,
};

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
