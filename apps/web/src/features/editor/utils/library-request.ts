import { LIGHT_INTENSITY_INDEX_KEYS, contestTypeById, type LampLibraryRequest, type ParamIndexEntry } from '@lampsheet/contracts';
import { faceEntriesOf, type EditorForm } from './editor-form';

/** The centre panel's own filters; choosing a surface sketch clears them. */
export interface LibraryFilters {
  brandIds: number[];
  priceMax: string;
}
export const EMPTY_FILTERS: LibraryFilters = { brandIds: [], priceMax: '' };

/** Page size of the lamp library search (specification point 9). */
export const LIBRARY_ROWS = 20;

export const num = (v: unknown): number | undefined => {
  if (v === null || v === undefined || String(v).trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/** Intensity index fields in the order of lightIntensity1…10 (DOMAIN.md). */
const INTENSITY_KEYS = LIGHT_INTENSITY_INDEX_KEYS;
/** Targets of the ≤ kind among the intensity fields; the others are minimums. */
const INTENSITY_UPPER = new Set(['verticalUp30']);

/** The intensity targets of an entry as `lightIntensity<n>Min|Max` bounds (the request and the photometric check). */
export function intensityBounds(entry: ParamIndexEntry): Record<string, number> {
  const out: Record<string, number> = {};
  INTENSITY_KEYS.forEach((key, i) => {
    const v = num(entry[key]);
    if (v !== undefined) out[`lightIntensity${i + 1}${INTENSITY_UPPER.has(key) ? 'Max' : 'Min'}`] = v;
  });
  const up30Max = num(entry.verticalUp30Max);
  if (up30Max !== undefined) out.lightIntensity6Max = up30Max;
  const down45Max = num(entry.down45Max);
  if (down45Max !== undefined) out.lightIntensity10Max = down45Max;
  return out;
}

/**
 * The lamp library request that follows the form: the surface type and its sizes, albedo, the
 * lighting targets (A/B variants for two-face types), power and lamp sizes, and the panel's filters.
 * Undefined when no surface type is chosen yet.
 */
export function libraryRequest(form: EditorForm, filters: LibraryFilters, page: number): LampLibraryRequest | undefined {
  if (!form.contestType) return undefined;
  const type = contestTypeById(form.contestType);
  const req: Record<string, unknown> = {
    page,
    rows: LIBRARY_ROWS,
    isAudit: 1,
    contestTypeId: form.contestType,
    projectId: form.projectId,
    albedo: num(form.albedo),
    h: num(form.contestH),
    w: num(form.contestW),
    w1: num(form.contestW1),
    w2: num(form.contestW2),
    contestS: num(form.contestS),
    contestL: num(form.contestL),
    contestA: num(form.contestA),
    contestH1: num(form.contestH1),
    contestH2: num(form.contestH2),
    lumSize: num(form.lumSize) ?? num(form.lumSizeMin),
    powerMax: num(form.lampPower),
    longNs: num(form.lampLong),
    widthNs: num(form.lampWidth),
    heightNs: num(form.lampHeight),
    priceMax: num(filters.priceMax),
    brandIds: filters.brandIds.length ? filters.brandIds.join(',') : undefined,
  };
  const faces = faceEntriesOf(form);
  if (type?.faces === 2) {
    for (const face of ['A', 'B'] as const) {
      const e = faces.find((f) => f.faceType === face);
      if (!e) continue;
      req[`lightnessAveMin${face}`] = num(e.brightnessAvgMin);
      req[`lightnessAveMax${face}`] = num(e.brightnessAvgMax);
      req[`evennessMin${face}`] = num(e.evenness);
    }
  } else if (faces[0]) {
    const e = faces[0];
    req.lightnessAveMin = num(e.brightnessAvgMin);
    req.lightnessAveMax = num(e.brightnessAvgMax);
    req.evennessMin = num(e.evenness);
    req.lightnessMaxMax = num(e.brightnessMax ?? e.brightnessA);
    req.lightnessMinMin = num(e.brightnessMin);
    Object.assign(req, intensityBounds(e));
  }
  return Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined)) as LampLibraryRequest;
}
