import { ALL_ON, defaultAlbedo, powerNo, type LampparamForm, type ParamIndexEntry, type TemplateIndex } from '@lampsheet/contracts';
import { INTENSITY_INDEX_KEYS, type DerivedMakeValues } from './make';

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
  /** Lighting targets by `faceType:indexKey` (faceType '' for single-face types); untouched fields are undefined. */
  targets: Record<string, string | undefined>;
  effectPic?: string;
}

const str = (v: number | string | undefined | null) => (v === undefined || v === null ? undefined : String(v));

/** Key of a target field in the form: face and index key. */
export const targetFieldKey = (index: Pick<TemplateIndex, 'faceType' | 'indexKey'>) => `${index.faceType ?? ''}:${index.indexKey}`;

/** The derived value a template target starts from (specification point 9), if any. */
export function derivedTarget(derived: DerivedMakeValues, index: Pick<TemplateIndex, 'indexKey' | 'indexPrefix'>): number | undefined {
  const key = index.indexKey;
  switch (key) {
    case 'brightnessAvgMin':
      return derived.brightnessAvgMin;
    case 'brightnessAvgMax':
      return derived.brightnessAvgMax;
    case 'brightnessMax':
      // (maximum luminance A is the other tab of the same target: it stays empty)
      return derived.brightnessMax;
    case 'evenness':
      return derived.evenness;
  }
  const base = key.endsWith('Max') ? key.slice(0, -3) : key;
  if (!(INTENSITY_INDEX_KEYS as readonly string[]).includes(base)) return undefined;
  const bounds = derived.intensities[base as (typeof INTENSITY_INDEX_KEYS)[number]];
  if (!bounds) return undefined;
  const upper = key.endsWith('Max') || index.indexPrefix === '≤' || index.indexPrefix === '<=';
  return upper ? bounds.max : bounds.min;
}

/** The lighting targets the drawer shows: template indices of type 2 (lighting target). */
export function makeTargets(indices: readonly TemplateIndex[]): TemplateIndex[] {
  return indices.filter((i) => i.indexType === 2).sort((a, b) => a.sort - b.sort);
}

/** The drawer's starting values. */
export function initialMakeValues(derived: DerivedMakeValues, indices: readonly TemplateIndex[]): MakeFormValues {
  const targets: Record<string, string | undefined> = {};
  for (const index of makeTargets(indices)) {
    // Face B targets start empty: only A rows are ticked.
    const value = index.faceType === 'B' ? undefined : derivedTarget(derived, index);
    if (value !== undefined) targets[targetFieldKey(index)] = String(value);
  }
  return {
    lampPower: str(derived.lampPower),
    workVoltage: derived.workVoltage,
    unitPrice: str(derived.unitPrice),
    lumSize: str(derived.lumSize),
    lumSizeMin: str(derived.lumSizeMin),
    lampLong: str(derived.lampLong),
    lampWidth: str(derived.lampWidth),
    lampHeight: str(derived.lampHeight),
    albedo: defaultAlbedo(derived.contestTypeId),
    securityFlag: 0,
    targets,
  };
}

/** Fields a parameter index entry has; other targets travel in `extraIndices`. */
const ENTRY_KEYS = new Set<string>([
  'brightnessAvgMin', 'brightnessAvgMax', 'brightnessMax', 'brightnessA', 'brightnessMin', 'bcBrightnessRatioMin',
  'bcBrightnessRatioMax', 'evenness', 'maculaHight', 'level0', 'verticalUp60', 'verticalDown60', 'levelLeft60',
  'levelRight60', 'verticalUp30', 'verticalUp30Max', 'verticalDown10', 'vertical10Left60', 'vertical10Right60',
  'down45', 'down45Max',
]);

const dimension = (v: number | undefined) => (v === undefined ? undefined : String(v).slice(0, 10));

export interface MakeContext {
  projectId: number;
  faces: number;
  /** Lamp number code of the chosen lamp type (dictExtra of `dengjuleixing`). */
  lampNo?: string;
}

/** The draft lamp parameter written by make (DOMAIN.md "Make"): makingWay 2, dataStatus 1. */
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
  return {
    projectId: ctx.projectId,
    dataStatus: 1,
    makingWay: 2,
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
    colorType: 1,
    lampPower: values.lampPower?.trim() || null,
    powerNo: values.lampPower && Number.isFinite(power) && power > 0 ? powerNo(power) : null,
    workVoltage: values.workVoltage?.trim() || null,
    lumSize: values.lumSize?.trim() || null,
    lumSizeMin: values.lumSizeMin?.trim() || null,
    lampLong: values.lampLong?.trim() || null,
    lampWidth: values.lampWidth?.trim() || null,
    lampHeight: values.lampHeight?.trim() || null,
    albedo: values.albedo?.trim() || null,
    contestH: dimension(derived.contestH),
    contestW: dimension(derived.contestW),
    contestW1: dimension(derived.contestW1),
    contestW2: dimension(derived.contestW2),
    contestL: dimension(derived.contestL),
    contestS: dimension(derived.contestS),
    contestA: dimension(derived.contestA),
    contestH1: dimension(derived.contestH1),
    contestH2: dimension(derived.contestH2),
    recommendBrand: derived.brandIds || null,
    effectPic: values.effectPic ?? null,
    extraIndices: Object.keys(extra).length ? extra : null,
    projectParamindexList: entries,
  };
}

/** Record-level fields of a written draft that an editor's own record keeps when make fills it. */
const RECORD_FIELDS = ['id', 'projectId', 'dataStatus', 'reCopy', 'rootIn', 'colorType', 'colorTemperatureStr', 'updateDate', 'lampparamNo'] as const;

/**
 * The made values handed to the editor's form (DOMAIN.md "Make": inside the editor's effect lamp
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
