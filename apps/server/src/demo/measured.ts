/**
 * The figures of the demo's measured rows (data types 1 and 2), from the engine's (issue 23,
 * "coherent demo data"): every measurement is of a lamp × contest pair the engine calculated
 * (`detections.ts`), and reads that pair's calculated figures with a measurement's deviation of
 * at most ±{@link MEASUREMENT_DEVIATION} (seeded by the measurement, so the same on SQLite,
 * PostgreSQL and after a resumed seed). A colour channel's row is the all-lit figures times the
 * channel's share of the flux.
 */
import { ALL_ON, LIGHT_INTENSITY_FIELDS, type ColourKey, type LightIntensityField } from '@lampsheet/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database, DetectionsTable } from '../db/schema.js';
import { insertAll } from './batch-insert.js';
import { CHANNEL_SHARE } from './calculated.js';
import { Rng, hashString } from './random.js';

/** The largest relative deviation of a measured figure from the engine's (docs/DOMAIN.md). */
export const MEASUREMENT_DEVIATION = 0.15;
/** Average luminance and U0 deviate by at most 7 % each, so Lmin = Lavg · U0 stays within 15 %. */
const SPREAD_AVE_U0 = 0.07;
/** Maximum luminance, dark band and intensities. */
const SPREAD_OTHER = 0.12;

type Figures = Pick<DetectionsTable, 'lightness' | 'lightnessAve' | 'lightnessMax' | 'evenness' | 'anbanHeight' | LightIntensityField>;

/** Four significant figures: far below the deviation, whatever the magnitude. */
const sig4 = (v: number) => Number(v.toPrecision(4));

/**
 * A measured row's figures from the calculated row of its pair and face; `key` names the
 * measurement (its storage id, face and channel) and seeds its deviation.
 */
export function measuredFigures(calc: Figures, rgbwa: string, key: string, seed: number): Figures {
  const rng = new Rng(hashString(`${seed}:${key}`));
  const dev = (spread: number) => 1 + (rng.next() * 2 - 1) * spread;
  const share = CHANNEL_SHARE[rgbwa as ColourKey] ?? 0.3;
  const out = { lightness: null, lightnessAve: null, lightnessMax: null, evenness: null, anbanHeight: null } as Figures;
  if (calc.lightnessAve !== null && calc.evenness !== null) {
    const ave = calc.lightnessAve * share * dev(SPREAD_AVE_U0);
    // a measured field is never perfectly even: U0 below 0.99
    const u0 = Math.min(calc.evenness * dev(SPREAD_AVE_U0), 0.99);
    out.lightnessAve = sig4(ave);
    out.evenness = Number(u0.toFixed(3));
    out.lightness = sig4(ave * u0);
    const max = (calc.lightnessMax ?? calc.lightnessAve) * share * dev(SPREAD_OTHER);
    out.lightnessMax = sig4(Math.max(max, ave * 1.01));
  }
  if (calc.anbanHeight !== null) out.anbanHeight = Number((calc.anbanHeight * dev(SPREAD_OTHER)).toFixed(3));
  for (const k of LIGHT_INTENSITY_FIELDS) {
    const v = calc[k];
    out[k] = v === null ? null : Math.round(v * share * dev(SPREAD_OTHER) * 10) / 10;
  }
  return out;
}

/**
 * A measured row's wall distance D (`lumSize`, the surface's D every view computes it on) is the
 * setback the engine lit its surface from (`distance`, the calculated row's `lumSize`): the walk
 * compared a row measured "at D 0.65 m" whose figures were the engine's at 0.3 m (Lavg −20 %, U0
 * +42 %). The smallest distance `lumSizeMin` keeps its share of the largest (a range stays a range).
 */
export function measuredDistance(m: Pick<DetectionsTable, 'lumSize' | 'lumSizeMin'>, distance: number | null): Pick<DetectionsTable, 'lumSize' | 'lumSizeMin'> {
  if (distance === null) return { lumSize: m.lumSize, lumSizeMin: m.lumSizeMin };
  const share = m.lumSize && m.lumSizeMin !== null ? Math.min(m.lumSizeMin / m.lumSize, 1) : 1;
  return { lumSize: distance, lumSizeMin: share >= 1 ? distance : Math.min(Number((distance * share).toFixed(3)), distance) };
}

/**
 * Write the figures of every measured row from the calculated row of its lamp, contest and face
 * (after the engine has computed them). The rows are written again with their own ids (one
 * multi-row INSERT per batch, where an UPDATE a row took 1.3 s on SQLite and more on PostgreSQL):
 * the lamp parameter records made from them keep their `detectionIds`.
 */
export async function completeMeasuredRows(trx: Kysely<Database>, seed: number): Promise<number> {
  const figures = ['lightness', 'lightnessAve', 'lightnessMax', 'evenness', 'anbanHeight', ...LIGHT_INTENSITY_FIELDS] as const;
  const calculated = await trx
    .selectFrom('detections')
    .select(['lampId', 'contestId', 'surfaceType', 'lumSize', ...figures])
    .where('dataType', '=', '4')
    .where('rgbwa', '=', ALL_ON)
    .execute();
  const byPair = new Map(calculated.map((c) => [`${c.lampId}:${c.contestId}:${c.surfaceType}`, c]));
  const measured = await trx.selectFrom('detections').selectAll().where('dataType', 'in', ['1', '2']).orderBy('id').execute();
  const rows: Array<Insertable<DetectionsTable>> = measured.map((m) => {
    const calc = byPair.get(`${m.lampId}:${m.contestId}:${m.surfaceType}`);
    return calc ? { ...m, ...measuredDistance(m, calc.lumSize), ...measuredFigures(calc, m.rgbwa, `${m.storageId}:${m.surfaceType}:${m.rgbwa}`, seed) } : m;
  });
  await trx.deleteFrom('detections').where('dataType', 'in', ['1', '2']).execute();
  await insertAll(trx, 'detections', rows);
  return rows.length;
}
