import { DIMENSION_LETTERS, LAMPPARAM_DIMENSION_FIELDS } from '../domain/dimensions.js';
import { FACE_TARGET_KEYS, TARGETS, type FaceMetric } from '../domain/targets.js';

/**
 * A record's surface held against what a fixture gives on it: the dimensions the calculation
 * uses (the editor's photometric check and the sheet's "calculated performance" section) and
 * each face target met or not.
 */

/** A form or stored value as a number; blank, null and text that is no number give undefined. */
export const numberOf = (v: unknown): number | undefined => {
  if (v === null || v === undefined || String(v).trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The surface dimensions of a lamp parameter record, as the engine takes them: every letter the
 * record gives a positive value (D the largest wall distance `lumSize`, else `lumSizeMin`).
 */
export function lampparamDimensions(record: Readonly<Record<string, unknown>>): Record<string, number> {
  const dimensions: Record<string, number> = {};
  for (const letter of DIMENSION_LETTERS) {
    const value = numberOf(record[LAMPPARAM_DIMENSION_FIELDS[letter]]) ?? (letter === 'D' ? numberOf(record.lumSizeMin) : undefined);
    if (value !== undefined && value > 0) dimensions[letter] = value;
  }
  return dimensions;
}

/** One face target against the calculated value. */
export interface FaceTargetVerdict {
  key: (typeof FACE_TARGET_KEYS)[number];
  /** 'A', 'B', or '' for a one-face type. */
  face: string;
  metric: FaceMetric;
  sign: '≥' | '≤';
  target: number;
  value: number;
  unit: 'cd/m²' | 'm' | '';
  pass: boolean;
}

type FaceFigures = { faceType: string } & Record<FaceMetric, number>;
type TargetEntry = { faceType?: string | null } & Partial<Record<(typeof FACE_TARGET_KEYS)[number] | 'brightnessA', unknown>>;

/**
 * Each face target an entry sets (luminance, U0, dark band) against its face: A and B entries
 * against their faces, a face-less entry against the only face. The maximum luminance is
 * `brightnessMax`, else the second tab's `brightnessA`. Targets left empty are not listed.
 */
export function faceTargetVerdicts(entries: readonly TargetEntry[], faces: readonly FaceFigures[]): FaceTargetVerdict[] {
  const out: FaceTargetVerdict[] = [];
  for (const entry of entries) {
    const letter = entry.faceType === 'A' || entry.faceType === 'B' ? entry.faceType : '';
    const face = letter ? faces.find((f) => f.faceType === letter) : (faces.find((f) => f.faceType === 'single') ?? faces[0]);
    if (!face) continue;
    for (const key of FACE_TARGET_KEYS) {
      const rule = TARGETS[key];
      const target = numberOf(key === 'brightnessMax' ? (entry.brightnessMax ?? entry.brightnessA) : entry[key]);
      if (target === undefined) continue;
      const value = face[rule.metric];
      const pass = rule.sign === '≥' ? value >= target : value <= target;
      out.push({ key, face: letter, metric: rule.metric, sign: rule.sign, target, value, unit: rule.unit, pass });
    }
  }
  return out;
}
