import {
  ALL_ON,
  colourCode,
  contestTypeById,
  defaultAlbedo,
  DIMENSION_LETTERS,
  isColourEntry,
  isRgbFamily,
  LAMP_DIMENSION_LETTERS,
  LAMPPARAM_DIMENSION_FIELDS,
  LAMPPARAM_LAMP_FIELDS,
  LAMPPARAM_WEIGHT_FIELDS,
  lampparamForm,
  lampparamNumber,
  normaliseTemperatures,
  paramIndexEntry,
  rgbChannels,
  sketchLettersOf,
  type DictEntry,
  type DimensionLetter,
  type LampDimensionLetter,
  type LampparamForm,
  type LampparamValidationInput,
  type LibraryRecord,
  type ParamIndexEntry,
  type ProjectLampparamVo,
} from '@lampsheet/contracts';
import { formOfRecord } from '@/api/lampparams';

/** The editor's form: the whole lamp parameter as sent to `createTy`, entries always present. */
export type EditorForm = LibraryRecord;

/** The surface sketch facts the editor needs (a sketch of the dialog or of `editTyView`). */
export interface ChosenSketch {
  id: number;
  contestTypeId: number;
  contestDescribe: string;
  sketchMapOriginal: string;
  sketchAttr: string;
  templateType: number;
  effectSelectFlag: number;
}

export interface ChosenLampSketch {
  id: number;
  lampType: number;
  lampTypeNo: string;
  lampShape: number | null;
  lampDescribe: string;
  sketchMapOriginal: string;
  lampAttr: string;
}

/** Form field of each surface dimension letter. D, the distance to the surface, is the wall distance. */
export const DIMENSION_FIELDS: Record<DimensionLetter, keyof LampparamForm> = LAMPPARAM_DIMENSION_FIELDS;

export const LAMP_DIMENSION_FIELDS: Record<LampDimensionLetter, keyof LampparamForm> = LAMPPARAM_LAMP_FIELDS;


/** The surface letters a sketch's attribute JSON shows, in canonical order. */
export const surfaceLetters = (attr: string | null | undefined) => sketchLettersOf(attr, DIMENSION_LETTERS);
export const lampLetters = (attr: string | null | undefined) => sketchLettersOf(attr, LAMP_DIMENSION_LETTERS);

/**
 * The lamp size letters the editor shows: the sketch's (all three for a custom picture), and
 * every letter that holds a saved size, sketch or none, so what make saved is never hidden.
 */
export function shownLampLetters(form: EditorForm, sketchAttr: string | null | undefined, customPicture: boolean): LampDimensionLetter[] {
  const drawn = sketchAttr !== undefined && sketchAttr !== null ? lampLetters(sketchAttr) : customPicture ? [...LAMP_DIMENSION_LETTERS] : [];
  const saved = (l: LampDimensionLetter) => {
    const v = form[LAMP_DIMENSION_FIELDS[l]];
    return v !== null && v !== undefined && v !== '';
  };
  return LAMP_DIMENSION_LETTERS.filter((l) => drawn.includes(l) || saved(l));
}

/** Dimension input: digits and one dot only, at most 10 characters (specification point 5). */
export function sanitizeDimension(text: string): string {
  return keepNumber(text).slice(0, 10);
}

/** Number-type index input: non-numeric characters are stripped, one dot kept. */
export function keepNumber(text: string): string {
  const digits = text.replace(/[^\d.]/g, '');
  const dot = digits.indexOf('.');
  return dot < 0 ? digits : digits.slice(0, dot + 1) + digits.slice(dot + 1).replace(/\./g, '');
}

/** The face entries of a surface type: one, or A and B for the two-face types. */
export function faceEntries(contestTypeId: number | null | undefined): ParamIndexEntry[] {
  const faces = contestTypeId ? (contestTypeById(contestTypeId)?.faces ?? 1) : 1;
  return faces === 2
    ? [
        { faceType: 'A', colorTemperatureStr: ALL_ON },
        { faceType: 'B', colorTemperatureStr: ALL_ON },
      ]
    : [{ faceType: null, colorTemperatureStr: ALL_ON }];
}

export { isColourEntry };
export const faceEntriesOf = (form: EditorForm) => form.projectParamindexList.filter((e) => !isColourEntry(e));
export const colourEntriesOf = (form: EditorForm) => form.projectParamindexList.filter(isColourEntry);

/** A new record of the project. */
export function emptyForm(projectId: number): EditorForm {
  return {
    projectId,
    rootIn: 4,
    securityFlag: 0,
    customLampparmnoFlag: false,
    customLampparmNo: null,
    colorTemperatureStr: ALL_ON,
    albedo: '0.4',
    isControl: 1,
    makingWay: 1,
    reCopy: 0,
    dataStatus: 1,
    extraIndices: {},
    projectParamindexList: faceEntries(null),
  };
}

/** A colour type of the `dengjusecaifenlei` dictionary as the rules want it. */
export function colourTypeOf(entry: Pick<DictEntry, 'dictExtra' | 'dictRemark'> | undefined) {
  if (!entry) return undefined;
  return { colours: Math.max(1, Number(entry.dictExtra ?? 1) || 1), code: entry.dictRemark };
}

/** Rows of a multi-colour type: fixed channels for the RGB family, else one row per temperature. */
export function colourRows(entry: Pick<DictEntry, 'dictExtra' | 'dictRemark'> | undefined): Array<{ label: string | null; fixed: string | null }> {
  const type = colourTypeOf(entry);
  if (!type || type.colours <= 1) return [];
  if (isRgbFamily(type.code)) {
    return rgbChannels(type.code!).map((c) => ({ label: c.label, fixed: `${c.value}${c.unit === 'nm' ? 'nm' : ''}` }));
  }
  return Array.from({ length: type.colours }, () => ({ label: null, fixed: null }));
}

const TEMPERATURE_FIELDS = ['colorTemperatureFirst', 'colorTemperatureSecond', 'colorTemperatureThird', 'colorTemperatureFourth'] as const;

export const temperaturesOf = (form: EditorForm) => TEMPERATURE_FIELDS.map((f) => (form[f] === null || form[f] === undefined ? null : String(form[f])));

/**
 * Picking a colour type: single or multi by dictExtra, the custom temperatures reset, and the
 * per-colour entries rebuilt (RGB family with their fixed wavelengths).
 */
export function applyColourType(form: EditorForm, entry: DictEntry | undefined): EditorForm {
  const type = colourTypeOf(entry);
  const rows = colourRows(entry);
  const colourEntries: ParamIndexEntry[] = rows.map((r, i) => ({
    faceType: `C${i + 1}`,
    colorTemperatureStr: ALL_ON,
    colorName: r.fixed ? `${r.label} ${r.fixed}` : null,
  }));
  return {
    ...form,
    grayDemand: entry?.id ?? null,
    colorType: type && type.colours > 1 ? 2 : 1,
    colorTemperatureFirst: null,
    colorTemperatureSecond: null,
    colorTemperatureThird: null,
    colorTemperatureFourth: null,
    colorTempeNo: null,
    projectParamindexList: [...faceEntriesOf(form), ...colourEntries],
  };
}

/** The colour entries follow the temperatures (RGB family rows keep their fixed channels). */
function withTemperatures(form: EditorForm, values: Array<string | null>): EditorForm {
  const [a = null, b = null, c = null, d = null] = values;
  const next: EditorForm = { ...form, colorTemperatureFirst: a, colorTemperatureSecond: b, colorTemperatureThird: c, colorTemperatureFourth: d };
  next.projectParamindexList = form.projectParamindexList.map((e) => {
    if (!isColourEntry(e) || (e.colorName && /^[RGBAWL] /.test(e.colorName))) return e;
    const i = Number(e.faceType!.slice(1)) - 1;
    return { ...e, colorName: values[i] ? `${values[i]}K` : null };
  });
  return next;
}

/**
 * A colour temperature being typed: the digits are kept as they are. The multi-temperature rules
 * wait for `commitTemperatures`, so the intermediate 3 → 35 → 350 of typing 3500 clears nothing.
 */
export function setTemperature(form: EditorForm, index: number, value: string): EditorForm {
  const temps = temperaturesOf(form);
  temps[index] = keepNumber(value) || null;
  return withTemperatures(form, temps);
}

/**
 * A temperature committed (blur, Enter, the input's quiet time): the multi-temperature rules apply
 * (a first temperature outside 2700–5000 clears the others, duplicates are cleared).
 */
export function commitTemperatures(form: EditorForm): EditorForm {
  const temps = temperaturesOf(form);
  const normalised = normaliseTemperatures(temps);
  if (normalised.every((v, i) => v === temps[i])) return form;
  return withTemperatures(form, normalised);
}

/** What re-choosing a surface sketch cleared, for the toast that says so. */
export interface SketchChange {
  form: EditorForm;
  /** Letters of the sizes that held a value and were cleared. */
  clearedSizes: DimensionLetter[];
  /** Whether lighting targets that held a value were cleared (the surface type changed). */
  clearedTargets: boolean;
  typeChanged: boolean;
}

/** The size fields of a letter: D is the wall-distance range (minimum and maximum). */
const fieldsOfLetter = (letter: DimensionLetter): Array<keyof LampparamForm> =>
  letter === 'D' ? ['lumSizeMin', 'lumSize', 'contestD'] : [DIMENSION_FIELDS[letter]];

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** Whether a face entry holds any target value. */
function hasTargets(e: ParamIndexEntry): boolean {
  return Object.entries(e).some(([k, v]) => !['id', 'faceType', 'colorTemperatureStr', 'createDate', 'updateDate'].includes(k) && filled(v));
}

/**
 * A new surface (sketch or custom picture) replacing the current one. The specification resets
 * the parameter index entries and the sizes when the surface **type** changes; within the same
 * type the targets stay and so do the sizes whose letter the new surface still shows (a size the
 * new surface has no input for is cleared, so nothing hidden travels with the record).
 */
function changeSurface(form: EditorForm, contestTypeId: number, letters: readonly DimensionLetter[] | null): SketchChange {
  const typeChanged = form.contestType !== contestTypeId;
  const next: EditorForm = { ...form, contestType: contestTypeId };
  const keep = new Set<DimensionLetter>(typeChanged || !letters ? [] : letters);
  const clearedSizes: DimensionLetter[] = [];
  for (const letter of DIMENSION_LETTERS) {
    if (keep.has(letter)) continue;
    const fields = fieldsOfLetter(letter);
    if (fields.some((f) => filled(form[f]))) clearedSizes.push(letter);
    for (const f of fields) (next as Record<string, unknown>)[f] = null;
  }
  let clearedTargets = false;
  if (typeChanged) {
    clearedTargets = faceEntriesOf(form).some(hasTargets);
    next.projectParamindexList = [...faceEntries(contestTypeId), ...colourEntriesOf(form)];
  }
  return { form: next, clearedSizes, clearedTargets, typeChanged };
}

/**
 * Choosing a surface sketch: the template of its type is loaded and albedo set to 0.4 (blank for
 * the types seen directly); sizes and targets follow `changeSurface`; makingWay 1 unless it is a
 * generic (templateType 2) form.
 */
export function chooseSurfaceSketch(form: EditorForm, sketch: ChosenSketch): SketchChange {
  const change = changeSurface(form, sketch.contestTypeId, surfaceLetters(sketch.sketchAttr));
  const next = change.form;
  next.albedo = defaultAlbedo(sketch.contestTypeId);
  next.contestSketchId = sketch.id;
  next.contestSketchPath = sketch.sketchMapOriginal;
  if (sketch.templateType !== 2) next.makingWay = 1;
  return change;
}

/** `chooseSurfaceSketch` without the report of what was cleared. */
export const applySurfaceSketch = (form: EditorForm, sketch: ChosenSketch): EditorForm => chooseSurfaceSketch(form, sketch).form;

/** A custom surface picture: makingWay 1, the picture replaced, the sketch id cleared. */
export function chooseCustomSurface(form: EditorForm, contestTypeId: number, savePath: string, letters: readonly string[]): SketchChange {
  const shown = DIMENSION_LETTERS.filter((l) => letters.includes(l));
  const change = changeSurface(form, contestTypeId, shown);
  if (change.typeChanged) change.form.albedo = defaultAlbedo(contestTypeId);
  change.form.makingWay = 1;
  change.form.contestSketchPath = savePath;
  change.form.contestSketchId = null;
  return change;
}

export const applyCustomSurface = (form: EditorForm, contestTypeId: number, savePath: string, letters: readonly string[] = DIMENSION_LETTERS): EditorForm =>
  chooseCustomSurface(form, contestTypeId, savePath, letters).form;

/** Choosing a lamp sketch sets the lamp type, its number code and the picture; lamp sizes start again. */
export function applyLampSketch(form: EditorForm, sketch: ChosenLampSketch, lampNo: string | null): EditorForm {
  return {
    ...form,
    lampType: sketch.lampType,
    lampNo: lampNo ?? sketch.lampTypeNo,
    lampSketchId: sketch.id,
    lampSketchPath: sketch.sketchMapOriginal,
    lampShape: sketch.lampShape === 1 || sketch.lampShape === 2 ? sketch.lampShape : null,
    // the sizes make or the designer saved stay: a sketch only shows which of them it draws (issue 25)
  };
}

export function applyCustomLamp(form: EditorForm, lampType: number, lampNo: string | null, savePath: string): EditorForm {
  return { ...form, lampType, lampNo, lampSketchId: null, lampSketchPath: savePath };
}

/** The "max brightness A / max brightness" tab: the other of the two is cleared. */
export type MaxChoice = 'brightnessMax' | 'brightnessA';
export function chooseMax(entry: ParamIndexEntry, choice: MaxChoice): ParamIndexEntry {
  return { ...entry, [choice === 'brightnessMax' ? 'brightnessA' : 'brightnessMax']: null };
}
export const maxChoiceOf = (entry: ParamIndexEntry | undefined): MaxChoice =>
  entry && !blank(entry.brightnessA) && blank(entry.brightnessMax) ? 'brightnessA' : 'brightnessMax';

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Where a template index keeps its value: a face entry, a form field, or `extraIndices`. */
const ENTRY_KEYS = new Set(Object.keys(paramIndexEntry.shape));
const FORM_KEYS = new Set(Object.keys(lampparamForm.shape));
export type IndexHome = 'entry' | 'form' | 'extra';
export function indexHome(indexKey: string): IndexHome {
  if (ENTRY_KEYS.has(indexKey) && !['id', 'faceType', 'createDate', 'updateDate'].includes(indexKey)) return 'entry';
  if (FORM_KEYS.has(indexKey) && indexKey !== 'projectParamindexList') return 'form';
  return 'extra';
}

/** Live lamp parameter number parts (docs/DOMAIN.md): lamp number + beam code + colour code + power number. */
export function liveNumber(form: EditorForm, lookups: { lampNo?: string | null; angleCode?: string | null; colourType?: DictEntry; powerNo?: string | null }): string {
  const code = colourCode(colourTypeOf(lookups.colourType), temperaturesOf(form));
  return lampparamNumber({ lampNo: lookups.lampNo ?? form.lampNo, angleCode: lookups.angleCode, colourCode: code, powerNo: lookups.powerNo });
}

export function validationInput(form: EditorForm, dataStatus: number, colourTypeEntry: DictEntry | undefined): LampparamValidationInput {
  return {
    dataStatus,
    customLampparmnoFlag: form.customLampparmnoFlag ?? null,
    customLampparmNo: form.customLampparmNo ?? null,
    angleNo: form.angleNo ?? null,
    colourCode: colourCode(colourTypeOf(colourTypeEntry), temperaturesOf(form)),
    grayDemand: colourTypeEntry ? (form.grayDemand ?? null) : null,
    lampType: form.lampType ?? null,
    lampSketchId: form.lampSketchId ?? null,
    lampSketchPath: form.lampSketchPath ?? null,
    lampPower: form.lampPower ?? null,
    contestType: form.contestType ?? null,
    lumSize: form.lumSize ?? null,
    lumSizeMin: form.lumSizeMin ?? null,
    ...Object.fromEntries(LAMPPARAM_WEIGHT_FIELDS.map((f) => [f, form[f] ?? null])),
  };
}

/** The body sent to `createTy/{reCopy}`: the form with the save type and the live number parts. */
export function toSubmit(form: EditorForm, dataStatus: 1 | 2, parts: { lampparamNo: string; colorTempeNo: string; powerNo: string | null }, reCopy: 0 | 1): LampparamForm {
  const body: LampparamForm = {
    ...form,
    dataStatus,
    reCopy,
    lampparamNo: parts.lampparamNo || null,
    colorTempeNo: parts.colorTempeNo || null,
    powerNo: parts.powerNo ?? null,
    customLampparmnoFlag: form.customLampparmnoFlag ? 1 : 0,
    projectParamindexList: form.projectParamindexList.map((e) => ({ ...e, colorTemperatureStr: e.colorTemperatureStr || ALL_ON })),
  };
  if (reCopy === 1) {
    body.id = null;
    body.updateDate = null;
  }
  return body;
}

/** The form of a loaded record. */
export function formFromView(vo: ProjectLampparamVo, entries: ParamIndexEntry[]): EditorForm {
  const rest = formOfRecord(vo);
  const faces = entries.filter((e) => !isColourEntry(e));
  return {
    ...rest,
    customLampparmnoFlag: rest.customLampparmnoFlag === true || rest.customLampparmnoFlag === 1,
    extraIndices: rest.extraIndices ?? {},
    projectParamindexList: [...(faces.length ? faces : faceEntries(vo.contestType)), ...entries.filter(isColourEntry)],
  };
}

/** The entry a face's index writes to: the single face (faceType null) or face A/B. */
function faceIndexOf(form: EditorForm, faceType: string | null | undefined): number {
  const list = form.projectParamindexList;
  const i = list.findIndex((e) => !isColourEntry(e) && (e.faceType ?? null) === (faceType ?? null));
  if (i >= 0) return i;
  // a template index of face A/B on a single entry (or the reverse) still lands on a face
  return list.findIndex((e) => !isColourEntry(e));
}

/** Current value of a template index in the form. */
export function indexValue(form: EditorForm, index: { indexKey: string; faceType: string | null }): string | number | null | undefined {
  const home = indexHome(index.indexKey);
  if (home === 'entry') {
    const entry = form.projectParamindexList[faceIndexOf(form, index.faceType)];
    return entry ? (entry[index.indexKey as keyof ParamIndexEntry] as string | number | null | undefined) : undefined;
  }
  if (home === 'form') return form[index.indexKey as keyof LampparamForm] as string | number | null | undefined;
  return form.extraIndices?.[index.indexKey];
}

/** The form with one template index set. */
export function withIndexValue(form: EditorForm, index: { indexKey: string; faceType: string | null }, value: string | null): EditorForm {
  const home = indexHome(index.indexKey);
  if (home === 'entry') {
    const i = faceIndexOf(form, index.faceType);
    const list = [...form.projectParamindexList];
    if (i < 0) list.unshift({ faceType: index.faceType, colorTemperatureStr: ALL_ON, [index.indexKey]: value });
    else list[i] = { ...list[i], [index.indexKey]: value };
    return { ...form, projectParamindexList: list };
  }
  if (home === 'form') return { ...form, [index.indexKey]: value };
  const { [index.indexKey]: _old, ...extra } = form.extraIndices ?? {};
  return { ...form, extraIndices: value === null || value === '' ? extra : { ...extra, [index.indexKey]: value } };
}

/** Apply the max-brightness tab choice to one face's entry. */
export function withMaxChoice(form: EditorForm, faceType: string | null, choice: MaxChoice): EditorForm {
  const i = faceIndexOf(form, faceType);
  if (i < 0) return form;
  const list = [...form.projectParamindexList];
  list[i] = chooseMax(list[i]!, choice);
  return { ...form, projectParamindexList: list };
}
