/**
 * Make inside the editor: how the values made in the effect lamp selection drawer land in the
 * editor's own form (`mergeMade`). Pure; the editor calls it when the drawer's make is submitted.
 */
import { ALL_ON, type LampparamForm, type ParamIndexEntry } from '@lampsheet/contracts';
import { isColourEntry, type EditorForm } from './editor-form';

/** Fields of the editor's own record that make never changes (identity, status, number, colour type). */
const KEPT_ON_MAKE = new Set([
  'id',
  'projectId',
  'updateDate',
  'dataStatus',
  'reCopy',
  'rootIn',
  'lampparamNo',
  'customLampparmNo',
  'customLampparmnoFlag',
  'colorType',
  'colorTemperatureStr',
  // the editor's surface type and sketch rule; rows of another type do not change them
  'contestType',
  'projectParamindexList',
  'extraIndices',
]);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Merges the values made in the effect lamp selection into the form (docs/DOMAIN.md "Make"): the made
 * values win where make has one; identity, status and the colour type stay; the lighting
 * targets land on the face entries of the same face (their ids and other values kept) and the
 * other targets on `extraIndices`; the record is now made from detection rows (makingWay 2).
 */
export function mergeMade(form: EditorForm, made: Partial<LampparamForm>): EditorForm {
  const next: EditorForm = { ...form };
  for (const [k, v] of Object.entries(made)) {
    if (isBlank(v) || KEPT_ON_MAKE.has(k)) continue;
    (next as Record<string, unknown>)[k] = v;
  }
  // the editor shows a single colour temperature in the first temperature field
  if (!isBlank(made.colorTemperature) && form.colorType !== 2) next.colorTemperatureFirst = made.colorTemperature;
  if (made.extraIndices) {
    const extra = { ...(form.extraIndices ?? {}) };
    for (const [k, v] of Object.entries(made.extraIndices)) if (!isBlank(v)) extra[k] = v;
    next.extraIndices = extra;
  }
  const madeEntries = (made.projectParamindexList ?? []).filter((e: ParamIndexEntry) => !isColourEntry(e));
  if (madeEntries.length) {
    const list = [...form.projectParamindexList];
    for (const entry of madeEntries) {
      const face = entry.faceType ?? null;
      const values = Object.fromEntries(
        Object.entries(entry).filter(([k, v]) => !isBlank(v) && !['id', 'faceType', 'createDate', 'updateDate', 'colorTemperatureStr'].includes(k)),
      );
      const i = list.findIndex((e) => !isColourEntry(e) && (e.faceType ?? null) === face);
      if (i >= 0) list[i] = { ...list[i], ...values };
      else list.splice(list.filter((e) => !isColourEntry(e)).length, 0, { faceType: face, colorTemperatureStr: ALL_ON, ...values });
    }
    next.projectParamindexList = list;
  }
  next.makingWay = 2;
  return next;
}
