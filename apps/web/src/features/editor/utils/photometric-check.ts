import { faceTargetVerdicts, LIGHT_INTENSITY_INDEX_KEYS, type CalculateAnswer, type CalculateRequest, type LayoutInput, type TemplateIndex } from '@lampsheet/contracts';
import { faceEntriesOf, type EditorForm } from './editor-form';
import { formDimensions } from './rank-request';
import { intensityBounds, num } from './library-request';

/**
 * The photometric check: a designer's own IES/LDT file calculated on the surface of the form
 * (its application type, sizes and albedo), and the result held against the lighting targets
 * the form asks for.
 */

/**
 * `POST /api/photometry/calculate` for the form, in the designer's `layout` (any part of it; the
 * type's own layout for the rest); undefined until an application type is chosen.
 */
export function checkRequest(form: EditorForm, photometryId: number, layout?: LayoutInput | null): CalculateRequest | undefined {
  if (!form.contestType) return undefined;
  const given = layout && Object.keys(layout).length > 0;
  return { photometryId, contestTypeId: form.contestType, dimensions: formDimensions(form), albedo: num(form.albedo) ?? null, ...(given ? { layout } : {}) };
}

/** One target of the form against what the file gives. */
export interface TargetVerdict {
  /** The entry field (`brightnessAvgMin`, …) or the intensity bound (`lightIntensity6Max`, …). */
  key: string;
  /** 'A', 'B', 'B/A' for the luminance ratio, or '' for a single face and for intensities. */
  face: string;
  sign: '≥' | '≤';
  target: number;
  /** The calculated figure; null when the calculation gave none (never met). */
  value: number | null;
  unit: 'cd/m²' | 'm' | 'cd' | '';
  pass: boolean;
}

const holds = (sign: '≥' | '≤', value: number, target: number) => (sign === '≥' ? value >= target : value <= target);

/**
 * Every target the form sets: luminance (the own `…Custom` bounds too), evenness and dark band
 * per face (faces A and B for two-face types) and the B/A luminance ratio by the one target rule (`faceTargetVerdicts`; a
 * face the result lacks is "not computed"), and the intensities in the ten directions for the
 * types seen directly. Targets left empty are not listed.
 */
export function targetVerdicts(form: EditorForm, answer: CalculateAnswer): TargetVerdict[] {
  const out: TargetVerdict[] = [];
  const entries = faceEntriesOf(form);
  for (const entry of entries) {
    for (const v of faceTargetVerdicts([entry], answer.faces, form.contestType)) out.push({ key: v.key, face: v.face, sign: v.sign, target: v.target, value: v.value, unit: v.unit, pass: v.pass });
    if (answer.viewing === 'direct' || !entry.faceType) {
      for (const [bound, target] of Object.entries(intensityBounds(entry))) {
        const [, n, side] = /^lightIntensity(\d+)(Min|Max)$/.exec(bound) ?? [];
        const value = answer[`lightIntensity${Number(n)}` as `lightIntensity${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`];
        if (value === undefined || value === null) continue;
        const sign = side === 'Max' ? '≤' : '≥';
        out.push({ key: bound, face: '', sign, target, value, unit: 'cd', pass: holds(sign, value, target) });
      }
    }
  }
  return out;
}

/** The template index a verdict stands for: the entry field, or the direction of an intensity bound. */
function indexKeyOf(v: Pick<TargetVerdict, 'key'>): string {
  const m = /^lightIntensity(\d+)(Min|Max)$/.exec(v.key);
  if (!m) return v.key;
  const key = LIGHT_INTENSITY_INDEX_KEYS[Number(m[1]) - 1] ?? v.key;
  return m[2] === 'Max' && key !== 'verticalUp30' ? `${key}Max` : key;
}

/**
 * The name a verdict's target has in the type's template, in the reader's language: the entry of
 * the verdict's face where a two-face type names each face's apart ("…, lower bound (face B)"),
 * else the field's one entry; the field's key when the template has none.
 */
export function verdictName(indices: readonly Pick<TemplateIndex, 'indexKey' | 'indexName' | 'indexNameEn' | 'faceType'>[], v: Pick<TargetVerdict, 'key' | 'face'>, zh: boolean): string {
  const key = indexKeyOf(v);
  const index = indices.find((i) => i.indexKey === key && (i.faceType ?? '') === v.face) ?? indices.find((i) => i.indexKey === key);
  return index ? (zh ? index.indexName : index.indexNameEn || index.indexName) : key;
}
