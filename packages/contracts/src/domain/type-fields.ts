/**
 * Which application types a form field belongs to (docs/DOMAIN.md "Fields per application
 * type"): the editor shows a template index, and the selection offers it as a target, only for
 * the types listed here. A field not in the table belongs to every type (the fixture's equipment
 * and control requirements, the fixture layout, the lighting method, the colour temperature, the
 * effect description).
 */
import { CONTEST_TYPES, REFLECTED_KINDS, TWO_FACE_KINDS, contestTypeById, type ContestKind, type ContestTypeDef } from './contest-types.js';
import { LIGHT_INTENSITY_INDEX_KEYS } from './light-directions.js';

const kinds = (keep: (t: ContestTypeDef) => boolean): readonly ContestKind[] => CONTEST_TYPES.filter(keep).map((t) => t.kind);

/** Every type whose result is a luminance: the lit surfaces, the guides and the self-luminous line. */
const LUMINOUS = kinds((t) => !t.pointSource);
/** Seen directly, so the viewer's distance sets the intensity it needs: the points, the line, the guides. */
const SEEN_DIRECTLY = kinds((t) => t.albedoBlank || t.pointSource);
const POINTS = kinds((t) => t.pointSource);

export const TYPE_FIELDS: Readonly<Record<string, readonly ContestKind[]>> = {
  // application requirements
  roadType: SEEN_DIRECTLY,
  albedo: kinds((t) => !t.albedoBlank),
  // luminance targets
  brightnessAvgMin: LUMINOUS,
  brightnessAvgMax: LUMINOUS,
  brightnessAvgMinCustom: LUMINOUS,
  brightnessAvgMaxCustom: LUMINOUS,
  brightnessMax: LUMINOUS,
  brightnessA: LUMINOUS,
  brightnessMin: LUMINOUS,
  evenness: LUMINOUS,
  maculaHight: REFLECTED_KINDS,
  bcBrightnessRatioMin: TWO_FACE_KINDS,
  bcBrightnessRatioMax: TWO_FACE_KINDS,
  // intensity targets: the ten directions for points; on the axis and 10° down for every type seen directly
  ...Object.fromEntries(LIGHT_INTENSITY_INDEX_KEYS.map((key) => [key, POINTS])),
  verticalUp30Max: POINTS,
  down45Max: POINTS,
  level0: SEEN_DIRECTLY,
  verticalDown10: SEEN_DIRECTLY,
  level0Custom: SEEN_DIRECTLY,
  verticalDown10Custom: SEEN_DIRECTLY,
};

/** True when the field belongs to the application type (and for any field while no type is chosen). */
export function fieldBelongsTo(indexKey: string, contestTypeId: number | null | undefined): boolean {
  const own = TYPE_FIELDS[indexKey];
  const type = contestTypeId ? contestTypeById(contestTypeId) : undefined;
  return !own || !type || own.includes(type.kind);
}
