import {
  ALL_ON,
  beamRuleOf,
  colourCode,
  defaultAlbedo,
  DIMENSION_LETTERS,
  LAMPPARAM_DIMENSION_FIELDS,
  lampparamNumber,
  paramIndexEntry,
  powerNo,
  sketchLettersOf,
  type AngleRule,
  type DictEntry,
  type DimensionLetter,
  type FixtureLayout,
  type LampparamForm,
  type ParamIndexEntry,
  type SurfaceSketch,
  type TemplateIndex,
} from '@lampsheet/contracts';
import type { DerivedMakeValues } from './make';

/** What the make drawer edits (all text, as typed). */
export interface MakeFormValues {
  lampType?: number;
  angleNo?: number;
  colorTemperature?: string;
  lampPower?: string;
  workVoltage?: string;
  unitPrice?: string;
  lumSize?: string;
  lumSizeMin?: string;
  lampLong?: string;
  lampWidth?: string;
  lampHeight?: string;
  albedo?: string;
  securityFlag: 0 | 1;
  /** The chosen surface sketch of the rows' type (a made draft without one has no sizes to show). */
  contestSketchId?: number;
  /** The colour type (`dengjusecaifenlei` entry id). */
  grayDemand?: number;
  /** First to fourth colour temperature (K), as typed. */
  temperatures?: Array<string | undefined>;
  /** Lighting targets by `faceType:indexKey` (faceType '' for single-face types); untouched fields are undefined. */
  targets: Record<string, string | undefined>;
  effectPic?: string;
}

const str = (v: number | string | undefined | null) => (v === undefined || v === null ? undefined : String(v));

/** Key of a target field in the form: face and index key. */
export const targetFieldKey = (index: Pick<TemplateIndex, 'faceType' | 'indexKey'>) => `${index.faceType ?? ''}:${index.indexKey}`;

/**
 * The value a template target starts from (docs/DOMAIN.md "Make"): the target the designer entered
 * on the selection page (`derived.entered`, by index key); else it stays empty — the type's template
 * holds no default value, and a row's figure is what one fixture gave, not what the designer asks
 * (L05 read "Lavg ≥ 134" from a row whose Lavg was 134).
 */
export function derivedTarget(derived: Pick<DerivedMakeValues, 'entered'>, index: Pick<TemplateIndex, 'indexKey'>): number | undefined {
  const own = derived.entered?.[index.indexKey]?.trim();
  return own && Number.isFinite(Number(own)) ? Number(own) : undefined;
}

/** The lighting targets the drawer shows: template indices of type 2 (lighting target). */
export function makeTargets(indices: readonly TemplateIndex[]): TemplateIndex[] {
  return indices.filter((i) => i.indexType === 2).sort((a, b) => a.sort - b.sort);
}

/**
 * The drawer's starting values; the beam angle is the rule of the map (`angles`) the fixture's
 * beam meets, as Take writes it (contracts `beamRuleOf`), empty when none does.
 */
export function initialMakeValues(derived: DerivedMakeValues, indices: readonly TemplateIndex[], angles: readonly AngleRule[] = []): MakeFormValues {
  const targets: Record<string, string | undefined> = {};
  for (const index of makeTargets(indices)) {
    // Face B targets start empty: only A rows are ticked.
    const value = index.faceType === 'B' ? undefined : derivedTarget(derived, index);
    if (value !== undefined) targets[targetFieldKey(index)] = String(value);
  }
  const angle = derived.beam ? beamRuleOf(angles, derived.beam) : undefined;
  return {
    ...(angle ? { angleNo: angle.id } : {}),
    lampPower: str(derived.lampPower),
    workVoltage: derived.workVoltage,
    unitPrice: str(derived.unitPrice),
    lumSize: str(derived.lumSize),
    lumSizeMin: str(derived.lumSizeMin),
    lampLong: str(derived.lampLong),
    lampWidth: str(derived.lampWidth),
    lampHeight: str(derived.lampHeight),
    // the rows' surface's own reflectance, so the record is calculated on the surface compared; else the type's default
    albedo: derived.contestAlbedo !== undefined ? String(derived.contestAlbedo) : defaultAlbedo(derived.contestTypeId),
    securityFlag: 0,
    targets,
  };
}

/** Target fields of a parameter index entry (the …Custom ones too); other targets travel in `extraIndices`. */
const ENTRY_KEYS = new Set<string>(
  Object.keys(paramIndexEntry.shape).filter((k) => !['id', 'faceType', 'colorTemperatureStr', 'colorName', 'createDate', 'updateDate'].includes(k)),
);

const dimension = (v: number | undefined) => (v === undefined ? undefined : String(v).slice(0, 10));

export interface MakeContext {
  projectId: number;
  faces: number;
  /** Lamp number code of the chosen lamp type (dictExtra of `dengjuleixing`). */
  lampNo?: string;
  /** The chosen surface sketch (`values.contestSketchId`), if any. */
  sketch?: Pick<SurfaceSketch, 'id' | 'sketchMapOriginal' | 'sketchAttr' | 'templateType'> | null;
  /** The chosen colour type (`values.grayDemand`), if any. */
  colourType?: Pick<DictEntry, 'id' | 'dictExtra' | 'dictRemark'> | null;
  /** Beam-angle code (`ruleNo`) of the chosen beam angle. */
  angleCode?: string;
  /**
   * The fixture the sheet calculates and the complete layout the engine lays it out in on the
   * rows' surface (`DerivedMakeValues.calculated`, asked of `/photometry/rank`): the record stores
   * both, so its sheet calculates what Compare showed (docs/DOMAIN.md "Make").
   */
  calculated?: { lampId: number; layout: FixtureLayout } | null;
}

/** A colour type entry as the colour-code rules want it: number of colours and code. */
export function colourTypeOf(entry: Pick<DictEntry, 'dictExtra' | 'dictRemark'> | null | undefined) {
  if (!entry) return undefined;
  return { colours: Math.max(1, Number(entry.dictExtra ?? 1) || 1), code: entry.dictRemark };
}

const TEMPERATURE_FIELDS = ['colorTemperatureFirst', 'colorTemperatureSecond', 'colorTemperatureThird', 'colorTemperatureFourth'] as const;

/** The temperatures a colour type uses: as many as it has colours, none for the RGB family's fixed channels. */
function usedTemperatures(values: MakeFormValues, colourType: MakeContext['colourType']): Array<string | null> {
  const type = colourTypeOf(colourType);
  const count = type ? type.colours : 1;
  return TEMPERATURE_FIELDS.map((_, i) => {
    const v = values.temperatures?.[i]?.trim();
    return i < count && v ? v : null;
  });
}

/** The colour code of the made values (docs/DOMAIN.md): the RGB family's code, or one code per temperature. */
export function madeColourCode(values: MakeFormValues, colourType: MakeContext['colourType']): string {
  return colourCode(colourTypeOf(colourType), usedTemperatures(values, colourType));
}

/** The lamp parameter number the draft will carry: lamp number + beam code + colour code + power number. */
export function madeNumber(values: MakeFormValues, ctx: Pick<MakeContext, 'lampNo' | 'angleCode' | 'colourType'>): string {
  const power = Number(values.lampPower);
  return lampparamNumber({
    lampNo: ctx.lampNo,
    angleCode: ctx.angleCode,
    colourCode: madeColourCode(values, ctx.colourType),
    powerNo: values.lampPower?.trim() && Number.isFinite(power) && power > 0 ? powerNo(power) : null,
  });
}

/**
 * The letters the drawer's inputs edit (D, the wall distance): those its sketch shows, or every
 * letter when no sketch was chosen. The rows' own surface letters travel whatever the sketch.
 */
function keptLetters(sketch: MakeContext['sketch']): Set<DimensionLetter> {
  return new Set(sketch ? sketchLettersOf(sketch.sketchAttr, DIMENSION_LETTERS) : DIMENSION_LETTERS);
}

/** Whether the drawer shows the wall-distance inputs: the chosen sketch has D, or none is chosen. */
export const showsWallDistance = (sketch: MakeContext['sketch']) => keptLetters(sketch).has('D');

/**
 * The draft lamp parameter written by make (docs/DOMAIN.md "Make"), dataStatus 1: its surface sketch,
 * its colour type and temperatures (so the number carries the colour code), and `makingWay` as
 * the specification's selection panel says: choosing a sketch whose templateType is not 2 makes
 * it 1; otherwise (no sketch, or the generic templateType 2 form) the record stays made from
 * detection rows, 2.
 */
export function toLampparamForm(values: MakeFormValues, derived: DerivedMakeValues, ctx: MakeContext): LampparamForm {
  const faces = ctx.faces === 2 ? ['A', 'B'] : [''];
  const extra: Record<string, string> = {};
  const entries: ParamIndexEntry[] = faces.map((face) => {
    const entry: Record<string, unknown> = { faceType: face || null, colorTemperatureStr: ALL_ON };
    for (const [fieldKey, value] of Object.entries(values.targets)) {
      const [f, key] = fieldKey.split(':') as [string, string];
      if (f !== face || typeof value !== 'string' || value.trim() === '') continue;
      if (ENTRY_KEYS.has(key)) entry[key] = value.trim();
      else extra[face ? `${face}.${key}` : key] = value.trim();
    }
    return entry as ParamIndexEntry;
  });
  // The lamp parameter has no price column: the made unit price travels with the extra indices.
  if (values.unitPrice?.trim()) extra.unitPrice = values.unitPrice.trim();
  const power = Number(values.lampPower);
  const keep = keptLetters(ctx.sketch);
  const size = (letter: DimensionLetter, v: string | undefined | null) => (keep.has(letter) ? v || null : null);
  const colours = colourTypeOf(ctx.colourType);
  const temperatures = usedTemperatures(values, ctx.colourType);
  const colourCodeText = madeColourCode(values, ctx.colourType);
  const sketch = ctx.sketch ?? null;
  const form: LampparamForm = {
    projectId: ctx.projectId,
    dataStatus: 1,
    makingWay: sketch && sketch.templateType !== 2 ? 1 : 2,
    reCopy: 0,
    rootIn: 4,
    detectionIds: derived.detectionIds,
    securityFlag: values.securityFlag,
    contestType: derived.contestTypeId,
    lampType: values.lampType ?? null,
    lampNo: ctx.lampNo ?? null,
    angleNo: values.angleNo ?? null,
    colorTemperature: values.colorTemperature?.trim() || null,
    colorTemperatureStr: ALL_ON,
    grayDemand: ctx.colourType?.id ?? null,
    colorType: colours && colours.colours > 1 ? 2 : 1,
    colorTemperatureFirst: temperatures[0],
    colorTemperatureSecond: temperatures[1],
    colorTemperatureThird: temperatures[2],
    colorTemperatureFourth: temperatures[3],
    colorTempeNo: colourCodeText || null,
    lampparamNo: madeNumber(values, ctx) || null,
    lampPower: values.lampPower?.trim() || null,
    powerNo: values.lampPower && Number.isFinite(power) && power > 0 ? powerNo(power) : null,
    workVoltage: values.workVoltage?.trim() || null,
    lumSize: size('D', values.lumSize?.trim()),
    lumSizeMin: size('D', values.lumSizeMin?.trim()),
    lampLong: values.lampLong?.trim() || null,
    lampWidth: values.lampWidth?.trim() || null,
    lampHeight: values.lampHeight?.trim() || null,
    albedo: values.albedo?.trim() || null,
    contestSketchId: sketch?.id ?? null,
    contestSketchPath: sketch?.sketchMapOriginal ?? null,
    recommendBrand: derived.brandIds || null,
    chosenLampId: ctx.calculated?.lampId ?? null,
    layout: ctx.calculated?.layout ?? null,
    effectPic: values.effectPic ?? null,
    extraIndices: Object.keys(extra).length ? extra : null,
    projectParamindexList: entries,
  };
  const made: Partial<Record<DimensionLetter, number | undefined>> = {
    H: derived.contestH,
    W: derived.contestW,
    W1: derived.contestW1,
    W2: derived.contestW2,
    L: derived.contestL,
    S: derived.contestS,
    A: derived.contestA,
    H1: derived.contestH1,
    H2: derived.contestH2,
  };
  // The rows' whole surface, whatever letters the sketch shows (S included): Rank computes the
  // record's surface in the type's default layout, which on the rows' surface is the layout
  // Compare computed the rows in (docs/DOMAIN.md "Make").
  for (const [letter, value] of Object.entries(made) as Array<[DimensionLetter, number | undefined]>) {
    (form as Record<string, unknown>)[LAMPPARAM_DIMENSION_FIELDS[letter]] = dimension(value) ?? null;
  }
  return form;
}

/** Record-level fields of a written draft that an editor's own record keeps when make fills it. */
const RECORD_FIELDS = ['id', 'projectId', 'dataStatus', 'reCopy', 'rootIn', 'colorType', 'colorTemperatureStr', 'updateDate', 'lampparamNo'] as const;

/**
 * The made values handed to the editor's form (docs/DOMAIN.md "Make": inside the editor's effect lamp
 * drawer make fills the editor's own form): what the drawer derived and the user reviewed,
 * without the record-level fields of a new draft, and without empty values, so the editor keeps
 * what make did not decide (its colour type, its lamp type when none was chosen here).
 */
export function toMadeValues(values: MakeFormValues, derived: DerivedMakeValues, ctx: MakeContext): Partial<LampparamForm> {
  const full: Partial<LampparamForm> = toLampparamForm(values, derived, ctx);
  return Object.fromEntries(
    Object.entries(full).filter(
      ([key, value]) => !(RECORD_FIELDS as readonly string[]).includes(key) && value !== null && value !== undefined && value !== '',
    ),
  ) as Partial<LampparamForm>;
}
