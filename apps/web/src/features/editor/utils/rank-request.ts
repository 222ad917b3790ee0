import { beamMeetsRule, beamRuleOf, CHECKED_FACE_TARGET_KEYS, contestTypeById, lampparamDimensions, type AngleRule, type DictEntry, type RankRequest, type RankRow, type RankTarget } from '@lampsheet/contracts';
import { faceEntriesOf, setTemperature, temperaturesOf, type EditorForm } from './editor-form';
import { num } from './library-request';

/** The filters of the "Rank on this surface" tab. */
export interface RankFilters {
  brandIds: number[];
  priceMax: string;
  /** Lamp type: an entry id, null for every type; absent (the default) follows the record's own lamp type. */
  lampType?: number | null;
}
export const EMPTY_RANK_FILTERS: RankFilters = { brandIds: [], priceMax: '' };

/** The lamp type the ranking is filtered by: the tab's choice, else the record's own (null: every type). */
export function rankLampType(form: Pick<EditorForm, 'lampType'>, filters: Pick<RankFilters, 'lampType'>): number | null {
  return filters.lampType === undefined ? (form.lampType ?? null) : filters.lampType;
}

/**
 * The surface of the form as the engine takes it: every sketch letter the form has a positive
 * value for (D, the distance to the wall, falls back to the lower end of its range), the same
 * sizes the photometric check sends.
 */
export function formDimensions(form: EditorForm): Record<string, number> {
  return lampparamDimensions(form);
}

/**
 * Every face target the form sets, face by face ('single' for one-face types): the average
 * luminance band, the own (`…Custom`) band, minimum and maximum luminance (the second tab's
 * `brightnessA` when `brightnessMax` is empty), U0 and the dark band.
 */
export function formTargets(form: EditorForm): RankTarget[] {
  const twoFaces = contestTypeById(form.contestType ?? 0)?.faces === 2;
  const entries = faceEntriesOf(form);
  const out: RankTarget[] = [];
  for (const entry of twoFaces ? entries.filter((e) => e.faceType === 'A' || e.faceType === 'B') : entries.slice(0, 1)) {
    const values = Object.fromEntries(
      CHECKED_FACE_TARGET_KEYS.map((key) => [key, key === 'brightnessMax' ? (num(entry.brightnessMax) ?? num(entry.brightnessA)) : num(entry[key])]).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(values).length) out.push({ faceType: twoFaces ? (entry.faceType as 'A' | 'B') : 'single', ...values } as RankTarget);
  }
  return out;
}

/**
 * `POST /api/photometry/rank` for the form: its surface type, sizes, albedo and lighting targets,
 * with the tab's own filters; the layout is the type's own per fixture (or the one the tab sets or
 * fits), and the record's chosen fixture's the record's stored layout (`layouts`), the one its
 * photometric check and its sheet compute in. Undefined until a surface type is chosen.
 */
export function rankRequestOf(form: EditorForm, filters: RankFilters, limit = 50): RankRequest | undefined {
  if (!form.contestType || !contestTypeById(form.contestType)) return undefined;
  const albedo = num(form.albedo);
  const priceMax = num(filters.priceMax);
  const lampType = rankLampType(form, filters);
  return {
    contestTypeId: form.contestType,
    dimensions: formDimensions(form),
    ...(albedo !== undefined && albedo >= 0 && albedo <= 1 ? { albedo } : {}),
    // No layout: each fixture in the type's own for it (docs/DOMAIN.md "Which layout a view
    // computes in"). The record's stored layout is its chosen fixture's (aimed for that file): sent
    // for every row it put one fixture's tilt on all of them; sent as that fixture's own, its row
    // is the check's and the sheet's (the walk: Lmin 14.5 / Lmax 362 in Rank, 14.4 / 363 on the sheet).
    ...(form.chosenLampId && form.layout ? { layouts: [{ lampId: form.chosenLampId, layout: form.layout }] } : {}),
    targets: formTargets(form),
    filters: {
      ...(filters.brandIds.length ? { brandIds: filters.brandIds } : {}),
      ...(priceMax !== undefined ? { priceMax } : {}),
      ...(lampType !== null ? { lampType } : {}),
    },
    limit,
  };
}

/** What Take carries of a ranked row (the rank answer's fixture fields), with the name the toast shows. */
export type TakenFixture = Pick<
  RankRow,
  'lampId' | 'brandId' | 'power' | 'workVoltage' | 'authorizedPrice' | 'lampType' | 'colorTemperature' | 'beamAngle' | 'beamAngle90' | 'protectLevel' | 'longNs' | 'widthNs' | 'heightNs' | 'layout'
> & { name: string };

/** Whether the record holds a single colour temperature (not a multi-colour or RGB type), the one Take may write. */
const singleColour = (form: EditorForm) => form.colorType !== 2;

/** A record's figure that Take would change, as the confirmation lists it. */
export interface TakeDifference {
  field: 'lampType' | 'beamAngle' | 'colorTemperature';
  /** The record's value (a lamp type entry id, an angle rule id, kelvin). */
  record: number;
  /** The fixture's value (a lamp type entry id, degrees of its C0–C180 plane — the confirmation prints both planes —, kelvin). */
  fixture: number;
  /** A multi-colour record's temperatures (kelvin), which Take leaves as they are although the fixture's is not among them. */
  kept?: number[];
}

/**
 * Where the fixture differs from what the record already says: another lamp type, a beam outside
 * the record's beam-angle rule, another colour temperature (for a multi-colour record: one not among
 * its temperatures, which Take keeps). An empty field of the record is no difference (Take fills it).
 */
export function takeDifferences(form: EditorForm, fixture: TakenFixture, angles: readonly AngleRule[]): TakeDifference[] {
  const out: TakeDifference[] = [];
  if (form.lampType && fixture.lampType !== null && fixture.lampType !== form.lampType) out.push({ field: 'lampType', record: form.lampType, fixture: fixture.lampType });
  const angle = angles.find((a) => a.id === form.angleNo);
  // the record's beam met by both of the fixture's planes (contracts beamMeetsRule, docs/DOMAIN.md)
  if (angle && fixture.beamAngle !== null && !beamMeetsRule(angle, fixture, angles)) out.push({ field: 'beamAngle', record: angle.id, fixture: fixture.beamAngle });
  const temps = temperaturesOf(form)
    .map(num)
    .filter((k): k is number => k !== undefined);
  const cct = fixture.colorTemperature;
  if (cct !== null && temps.length) {
    if (singleColour(form)) {
      if (cct !== temps[0]) out.push({ field: 'colorTemperature', record: temps[0]!, fixture: cct });
    } else if (!temps.includes(cct)) {
      // a multi-colour record keeps its temperatures (one fixture's cannot stand for them), but the designer is told
      out.push({ field: 'colorTemperature', record: temps[0]!, fixture: cct, kept: temps });
    }
  }
  return out;
}

/**
 * A ranked fixture taken into the sheet as the chosen fixture: the one place that says what Take
 * writes. The fixture as a whole: its lamp type, colour temperature (a single-colour record's
 * first), beam (the beam-angle rule its angle falls in), IP code and dimensions (mm), its power
 * as the catalogue has it (40.5 W stays 40.5: the sheet's installed power is count × it, and only
 * printing rounds), working voltage, its brand among the recommended brands and its price
 * (`unitPrice`, as make keeps it), and the layout it was ranked in; what the fixture does not
 * state keeps the record's value. The lamp number (the lamp type's code, `lampTypes`' dictExtra)
 * follows the lamp type, so the number (lamp number + beam + colour + power) is the new type's.
 * The rest of the record — surface, targets — stays as the designer set it.
 */
export function mergeTaken(
  form: EditorForm,
  fixture: TakenFixture,
  angles: readonly AngleRule[] = [],
  lampTypes: ReadonlyArray<Pick<DictEntry, 'id' | 'dictExtra'>> = [],
): EditorForm {
  let next: EditorForm = { ...form, chosenLampId: fixture.lampId };
  if (fixture.lampType !== null) {
    next.lampType = fixture.lampType;
    const code = lampTypes.find((d) => d.id === fixture.lampType)?.dictExtra;
    if (code) next.lampNo = code;
    // a lamp sketch belongs to its lamp type: another type's sketch is not kept (the designer picks one of the new type)
    if (fixture.lampType !== form.lampType) next = { ...next, lampSketchId: null, lampSketchPath: null };
  }
  if (fixture.colorTemperature !== null && singleColour(form)) next = { ...setTemperature(next, 0, String(fixture.colorTemperature)), colorTemperature: String(fixture.colorTemperature) };
  const angle = beamRuleOf(angles, fixture);
  if (angle) next.angleNo = angle.id;
  if (fixture.protectLevel) next.protectLevel = fixture.protectLevel;
  if (fixture.longNs !== null) next.lampLong = String(fixture.longNs);
  if (fixture.widthNs !== null) next.lampWidth = String(fixture.widthNs);
  if (fixture.heightNs !== null) next.lampHeight = String(fixture.heightNs);
  if (fixture.power !== null) next.lampPower = String(fixture.power);
  if (fixture.workVoltage) next.workVoltage = fixture.workVoltage;
  const brands = (form.recommendBrand ?? '').split(',').filter(Boolean);
  if (!brands.includes(String(fixture.brandId))) next.recommendBrand = [...brands, String(fixture.brandId)].join(',');
  if (fixture.authorizedPrice !== null) next.extraIndices = { ...(form.extraIndices ?? {}), unitPrice: String(fixture.authorizedPrice) };
  // the complete layout the row was ranked (or fitted) in: the sheet calculates with it, and the
  // fixtures a surface follow its count (the surfaces' count kept; a typed quantity stays, and the
  // editor says when it differs: `layoutQuantityDiffers`)
  next.layout = fixture.layout;
  if (fixture.layout) next.fixturesPerSurface = fixture.layout.count;
  return next;
}

/**
 * When the record's typed quantity differs from its layout's count × its surfaces (one surface when
 * none is given): that count, for the editor to say so; else null.
 */
export function layoutQuantityDiffers(form: Pick<EditorForm, 'quantity' | 'surfaceCount' | 'layout'>): number | null {
  const count = form.layout?.count;
  if (count === undefined || form.quantity === null || form.quantity === undefined || !Number.isInteger(Number(form.quantity))) return null;
  const total = count * (Number.isInteger(Number(form.surfaceCount)) && form.surfaceCount !== null && form.surfaceCount !== undefined ? Number(form.surfaceCount) : 1);
  return Number(form.quantity) === total ? null : total;
}
