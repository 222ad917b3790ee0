/**
 * Does a fixture's beam meet a record's beam angle (the beam-angle rule `angleNo` of the
 * `AnglemapList`)? docs/DOMAIN.md, "Beam angle of a record and of a fixture".
 *
 * A fixture states its beam in the two principal planes (C0–C180 and C90–C270, 50 % of Imax);
 * a rule is one angle with its tolerance band (`10°`: 8–12°) or two angles (`10°×60°`, kept as
 * `angleMin`/`angleMax`). A one-angle rule asks for a round beam: both planes lie in its band. A
 * two-angle rule asks for that oval: the fixture's narrow plane lies in the band of the rule's
 * narrow angle and its wide plane in the band of the wide one (the bands of the one-angle rules
 * that hold each angle), whichever plane of the fixture is the narrow one (a fixture turned in its
 * mount swaps them).
 */

/** The fields of a beam-angle rule the match reads. */
export interface BeamRule {
  ruleKey: string;
  angleMin: number;
  angleMax: number;
}

/** A fixture's beam angles (°): C0–C180 and C90–C270; a null second plane is the first (a round beam, or one plane stated). */
export interface FixtureBeam {
  beamAngle: number | null;
  beamAngle90?: number | null;
}

/** A rule of two angles (`10°×60°`): its key names both, as the map writes it. */
export const isTwoPlaneRule = (rule: Pick<BeamRule, 'ruleKey'>): boolean => /[×x*]/i.test(rule.ruleKey);

/** Band of an angle when no one-angle rule holds it: ±20 %, about the map's own bands (10° → 8–12°). */
const FALLBACK_BAND = 0.2;

/** The tolerance band of one angle: the one-angle rule that holds it, else ±20 %. */
function bandOf(angle: number, rules: readonly BeamRule[]): [number, number] {
  const rule = rules.find((r) => !isTwoPlaneRule(r) && angle >= r.angleMin && angle <= r.angleMax);
  return rule ? [rule.angleMin, rule.angleMax] : [angle * (1 - FALLBACK_BAND), angle * (1 + FALLBACK_BAND)];
}

const within = (v: number, [lo, hi]: [number, number]) => v >= lo && v <= hi;

/** The fixture's planes, narrow first; undefined when it states no beam. */
function planesOf(beam: FixtureBeam): [number, number] | undefined {
  if (beam.beamAngle === null || !Number.isFinite(beam.beamAngle)) return undefined;
  const other = beam.beamAngle90 ?? beam.beamAngle;
  return [Math.min(beam.beamAngle, other), Math.max(beam.beamAngle, other)];
}

/**
 * True when the fixture's beam meets the rule: a one-angle rule, both planes in its band; a
 * two-angle rule, the narrow plane in the band of its narrow angle and the wide plane in the band
 * of its wide angle (`rules`: the whole map, whose one-angle rules give the bands). A fixture that
 * states no beam meets no rule.
 */
export function beamMeetsRule(rule: BeamRule, beam: FixtureBeam, rules: readonly BeamRule[]): boolean {
  const planes = planesOf(beam);
  if (!planes) return false;
  const [narrow, wide] = planes;
  if (!isTwoPlaneRule(rule)) return within(narrow, [rule.angleMin, rule.angleMax]) && within(wide, [rule.angleMin, rule.angleMax]);
  return within(narrow, bandOf(rule.angleMin, rules)) && within(wide, bandOf(rule.angleMax, rules));
}

/** The rule of the map a fixture's beam meets (the first in the map's order), if any: what Take writes into the record. */
export function beamRuleOf<R extends BeamRule>(rules: readonly R[], beam: FixtureBeam): R | undefined {
  return rules.find((r) => beamMeetsRule(r, beam, rules));
}
