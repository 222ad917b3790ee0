import { CHECKED_FACE_TARGET_KEYS, contestTypeById, lampparamDimensions, type FixtureLayout, type RankRequest, type RankTarget } from '@lampsheet/contracts';
import { faceEntriesOf, type EditorForm } from './editor-form';
import { num } from './library-request';

/** The filters of the "Rank on this surface" tab. */
export interface RankFilters {
  brandIds: number[];
  priceMax: string;
}
export const EMPTY_RANK_FILTERS: RankFilters = { brandIds: [], priceMax: '' };

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
 * with the tab's own filters. Undefined until a surface type is chosen.
 */
export function rankRequestOf(form: EditorForm, filters: RankFilters, limit = 50): RankRequest | undefined {
  if (!form.contestType || !contestTypeById(form.contestType)) return undefined;
  const albedo = num(form.albedo);
  const priceMax = num(filters.priceMax);
  return {
    contestTypeId: form.contestType,
    dimensions: formDimensions(form),
    ...(albedo !== undefined && albedo >= 0 && albedo <= 1 ? { albedo } : {}),
    targets: formTargets(form),
    filters: {
      ...(filters.brandIds.length ? { brandIds: filters.brandIds } : {}),
      ...(priceMax !== undefined ? { priceMax } : {}),
    },
    limit,
  };
}

/** What "Take" hands the editor of a ranked row. */
export interface TakenFixture {
  lampId: number;
  brandId: number;
  power: number | null;
  workVoltage: string | null;
  authorizedPrice: number | null;
  /** The complete layout the row was ranked with. */
  layout: FixtureLayout;
}

/**
 * A ranked fixture taken into the sheet as the chosen fixture: its power (make's rounding), its
 * working voltage, its brand among the recommended brands, its price (`unitPrice`, as make
 * keeps it) and the layout it was ranked with (the sheet calculates with it); the rest of the
 * record — surface, targets, number — stays as the designer set it.
 */
export function mergeTaken(form: EditorForm, fixture: TakenFixture): EditorForm {
  const next: EditorForm = { ...form, chosenLampId: fixture.lampId, layout: fixture.layout };
  if (fixture.power !== null) {
    const clean = Math.round(fixture.power * 1e6) / 1e6;
    next.lampPower = String(clean >= 5 ? Math.ceil(clean) : Math.round(clean * 10) / 10);
  }
  if (fixture.workVoltage) next.workVoltage = fixture.workVoltage;
  const brands = (form.recommendBrand ?? '').split(',').filter(Boolean);
  if (!brands.includes(String(fixture.brandId))) next.recommendBrand = [...brands, String(fixture.brandId)].join(',');
  if (fixture.authorizedPrice !== null) next.extraIndices = { ...(form.extraIndices ?? {}), unitPrice: String(fixture.authorizedPrice) };
  return next;
}
