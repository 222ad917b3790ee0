import { DIMENSION_LETTERS, LAMPPARAM_DIMENSION_FIELDS } from '../domain/dimensions.js';
import { formatFigure, formatTarget, formatVerdictFigure, targetFigureKind, type FigureBound, type FigureKind } from '../domain/figures.js';
import { QUANTITY_LABELS } from '../domain/quantities.js';
import type { Lang } from '../messages.js';
import { LIGHT_INTENSITY_FIELDS, LIGHT_INTENSITY_INDEX_KEYS } from '../domain/light-directions.js';
import { fieldBelongsTo } from '../domain/type-fields.js';
import { CHECKED_FACE_TARGET_KEYS, CHECKED_FACE_TARGETS, LUMINANCE_RATIO, type CheckedFaceTargetKey, type CheckedMetric, type FaceMetric } from '../domain/targets.js';

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

/**
 * One face target against the calculated value: `met`, `missed`, or `notComputed` when the
 * calculation gave no such figure for the face (no such face, or no finite value) — never met.
 */
export interface FaceTargetVerdict {
  key: CheckedFaceTargetKey;
  /** 'A', 'B', '' for a one-face type, 'B/A' for the luminance ratio across the two faces. */
  face: string;
  metric: CheckedMetric;
  sign: '≥' | '≤';
  target: number;
  /** The calculated figure; null when not computed. */
  value: number | null;
  unit: 'cd/m²' | 'm' | '';
  status: 'met' | 'missed' | 'notComputed';
  pass: boolean;
}

/** A face's figures; a figure may be missing (not computed). */
export type FaceFigures = { faceType: string } & Partial<Record<FaceMetric, number | null>>;
/** The face targets of an index entry or a rank request: 'A', 'B', or null / '' / 'single' for the only face. */
export type FaceTargetEntry = { faceType?: string | null } & Partial<Record<CheckedFaceTargetKey | 'brightnessA', unknown>>;

/** The face of a one-face entry: the 'single' face, else the first. */
const onlyFace = <F extends { faceType: string }>(faces: readonly F[]) => faces.find((f) => f.faceType === 'single') ?? faces[0];

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The B/A luminance ratio: face B's average luminance / face A's (docs/DOMAIN.md "Lighting
 * targets"); null (not computed) without both faces' figures or when A's is 0.
 */
export function luminanceRatio(faces: readonly FaceFigures[]): number | null {
  const a = finite(faces.find((f) => f.faceType === 'A')?.lightnessAve);
  const b = finite(faces.find((f) => f.faceType === 'B')?.lightnessAve);
  return a === null || b === null || a === 0 ? null : b / a;
}

/**
 * THE target rule: every face target an entry sets (average luminance bounds, the `…Custom`
 * ones, minimum and maximum luminance, U0, dark band) against its face: A and B entries against
 * their faces, a face-less ('single') entry against the only face; the B/A luminance ratio
 * (`bcBrightnessRatio…`, whichever entry holds it) against {@link luminanceRatio}, face 'B/A'. The maximum luminance is
 * `brightnessMax`, else the second tab's `brightnessA`. Targets left empty are not listed, nor
 * those the application type does not have ({@link targetsOfType}: a point source's record that
 * still holds facade targets is not judged by them). Rank, Compare, the editor's photometric check
 * and the sheet all decide through it, each giving the type (none: no type chosen yet, every target).
 */
export function faceTargetVerdicts(entries: readonly FaceTargetEntry[], faces: readonly FaceFigures[], contestTypeId?: number | null): FaceTargetVerdict[] {
  const out: FaceTargetVerdict[] = [];
  for (const entry of targetsOfType(entries, contestTypeId)) {
    const letter = entry.faceType === 'A' || entry.faceType === 'B' ? entry.faceType : '';
    const face = letter ? faces.find((f) => f.faceType === letter) : onlyFace(faces);
    for (const key of CHECKED_FACE_TARGET_KEYS) {
      const rule = CHECKED_FACE_TARGETS[key];
      const target = key === 'brightnessMax' ? (numberOf(entry.brightnessMax) ?? numberOf(entry.brightnessA)) : numberOf(entry[key]);
      if (target === undefined) continue;
      const ratio = rule.metric === LUMINANCE_RATIO;
      const value = ratio ? luminanceRatio(faces) : finite(face?.[rule.metric as FaceMetric]);
      const status = value === null ? 'notComputed' : (rule.sign === '≥' ? value >= target : value <= target) ? 'met' : 'missed';
      out.push({ key, face: ratio ? 'B/A' : letter, metric: rule.metric, sign: rule.sign, target, value, unit: rule.unit, status, pass: status === 'met' });
    }
  }
  return out;
}

/**
 * The targets an application type has (docs/DOMAIN.md "Fields per application type", contracts
 * `TYPE_FIELDS`): each entry without the target fields that do not belong to the type, so a point
 * source (110, 113, 114) has no luminance, U0 or dark-band target even when its record still holds
 * them. The sheet's target table lists the type's template targets by the same rule
 * (`fieldBelongsTo`), and the verdicts judge only these: what the table lists is what is judged.
 */
export function targetsOfType<E extends FaceTargetEntry>(entries: readonly E[], contestTypeId: number | null | undefined): E[] {
  return entries.map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key === 'faceType' || fieldBelongsTo(key, contestTypeId))) as E);
}

/** "Meets every target": every verdict met (a target not computed is not met). */
export const meetsEvery = (verdicts: readonly Pick<FaceTargetVerdict, 'pass'>[]): boolean => verdicts.every((v) => v.pass);

/** The figure kind a target field of an entry or record bounds: a face target's metric, the fixture's watts, a direction's intensity (`level0`, `down45Max`, `level0Custom`, the check's `lightIntensity6Max`). */
function targetFieldKind(key: string): FigureKind | undefined {
  const checked = (CHECKED_FACE_TARGETS as Record<string, { metric: string } | undefined>)[key === 'brightnessA' ? 'brightnessMax' : key];
  if (checked) return targetFigureKind(checked.metric);
  if (key === 'lampPower') return 'power';
  const direction = key.replace(/(Min|Max|Custom)$/, '');
  return (LIGHT_INTENSITY_INDEX_KEYS as readonly string[]).includes(direction) || (LIGHT_INTENSITY_FIELDS as readonly string[]).includes(direction) ? 'intensity' : undefined;
}

/**
 * A target as every screen and document prints it (docs/DOMAIN.md "Numbers as printed"): in the
 * format of the figure it bounds (`formatTarget`: U0 `0.10`, luminance `1,234`); a field that
 * bounds no figure, or text that is no number, as it is.
 */
export function targetText(key: string, value: unknown): string {
  const kind = targetFieldKind(key);
  const n = numberOf(value);
  if (kind === undefined || n === undefined) return value === null || value === undefined ? '' : String(value).trim();
  return formatTarget(kind, n);
}

/**
 * A verdict's figure as every screen and document prints it beside {@link targetText}'s bound
 * (`formatVerdictFigure`: the figure's one format, with the digits that tell it from the bound when
 * it would read as equal); `—` when not computed.
 */
export function verdictFigureText(key: string, value: number | null | undefined, bound: FigureBound): string {
  const kind = targetFieldKind(key);
  return kind === undefined ? formatFigure('ratio', value) : formatVerdictFigure(kind, value, bound);
}

const MISS_WORDS = {
  en: { face: (f: string) => `${f}: `, ratio: 'B/A ', notComputed: 'not computed', own: ' (own)' },
  zh: { face: (f: string) => `${f}面：`, ratio: 'B/A ', notComputed: '未计算', own: '（自定）' },
} as const;

/**
 * A verdict missed, in words, as Rank's rows and the schedule say it ("A: Lmax 31.4 cd/m² > 30",
 * "U0 0.107 < 0.11", "U0 not computed", "B/A luminance ratio 0.3 > 0.1"); `named`: with its face.
 */
export function missText(v: FaceTargetVerdict, named: boolean, lang: Lang): string {
  const w = MISS_WORDS[lang];
  const face = v.metric === 'lightnessRatio' ? w.ratio : named && v.face ? w.face(v.face) : '';
  const name = `${face}${QUANTITY_LABELS[v.metric].short[lang]}${v.key.endsWith('Custom') ? w.own : ''}`;
  if (v.value === null) return `${name} ${w.notComputed}`;
  const unit = v.unit ? ` ${v.unit}` : '';
  return `${name} ${formatVerdictFigure(targetFigureKind(v.metric), v.value, v)}${unit} ${v.sign === '≥' ? '<' : '>'} ${formatTarget(targetFigureKind(v.metric), v.target)}`;
}
