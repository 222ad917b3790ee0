/**
 * The demo's detection rows: the measured rows (data types 1 and 2), each a measurement of one
 * of the lamp × contest pairs of the calculated rows (data type 4), which the photometric engine
 * computes after the seed's transaction (`recomputeCalculated`, called by `seed.ts`); their
 * figures follow from the engine's (`measured.ts`, `completeMeasuredRows`).
 */
import type { Insertable, Kysely } from 'kysely';
import { ALL_ON, CONTEST_TYPES, DATA_TYPES } from '@lampsheet/contracts';
import type { Database, DetectionsTable } from '../db/schema.js';
import { insertAll } from './batch-insert.js';
import type { DemoContest } from './catalogue.js';
import type { LampRecord } from './lamps.js';
import { effectPath, pseudoPath } from './media.js';
import { pictureFamily } from './pictures.js';
import { demoDate, round, type Rng } from './random.js';
import { COMMON_TYPES, TYPE_LAMPS, angleRule } from './reference.js';

/** Calculated rows per application type whose false-colour and effect pictures the engine draws. */
const CALCULATED_PICTURES_PER_TYPE = 6;

/** Rows per application type and data type. */
export type DetectionCounts = Record<number, Record<'1' | '2' | '4', number>>;

/**
 * Generate and insert the measured rows; answer their count per type and the pairs
 * (`lampId:contestId`) the engine is to calculate, and those among them it draws pictures for.
 */
export async function insertDetections(
  trx: Kysely<Database>,
  rng: Rng,
  contests: DemoContest[],
  lamps: LampRecord[],
  projectIds: number[],
): Promise<{ rows: number; byType: DetectionCounts; calculatedPairs: Set<string>; picturedPairs: Set<string> }> {
  const generated = generateDetections(rng, contests, lamps, projectIds);
  await insertAll(trx, 'detections', generated.rows);
  const byType: DetectionCounts = {};
  for (const d of generated.rows) {
    const counts = (byType[d.contestTypeId] ??= { '1': 0, '2': 0, '4': 0 });
    counts[d.dataType]++;
  }
  return { rows: generated.rows.length, byType, calculatedPairs: generated.calculatedPairs, picturedPairs: generated.picturedPairs };
}

/** Wall distance (lumSizeMin, lumSize) of one measurement, or nulls for types seen directly. */
function wallDistance(rng: Rng, typeId: number): [number | null, number | null] {
  const range = (a: number, b: number, equalShare: number, digits = 2): [number, number] => {
    const min = rng.float(a, b, digits);
    if (rng.chance(equalShare)) return [min, min];
    return [min, round(min + rng.float((b - a) * 0.15, (b - a) * 0.5, digits), digits)];
  };
  switch (typeId) {
    case 101: {
      if (rng.chance(0.6)) {
        const d = rng.pick([6, 8, 10, 12, 15, 18, 20, 25]);
        return [d, d];
      }
      const d = rng.pick([6, 8, 10, 12, 15]);
      return [d, d + rng.pick([2, 3, 5])];
    }
    case 102:
      return range(0.3, 1.0, 0.3);
    case 103:
      return range(0.3, 1.2, 0.3);
    case 104:
      return range(0.5, 3, 0.4, 1);
    case 105:
      return range(0.2, 0.8, 0.3);
    case 106:
      return range(0.05, 0.3, 0.4);
    case 109:
      return range(0.2, 0.6, 0.3);
    default:
      return [null, null];
  }
}

/** The fixtures an application type is measured with (`TYPE_LAMPS`: lamp types and beam range). */
function compatibleLamps(typeId: number, lamps: LampRecord[]): LampRecord[] {
  const rule = TYPE_LAMPS[typeId]!;
  return lamps.filter((l) => {
    if (!rule.codes.includes(l.code)) return false;
    const r = angleRule(l.beamKey);
    if (rule.beamMin !== undefined && r.angleMax < rule.beamMin) return false;
    if (rule.beamMax !== undefined && r.nominal > rule.beamMax) return false;
    return true;
  });
}

/** Channels measured besides all lit for multi-colour fixtures. */
function channels(colourKind: string): string[] {
  if (colourKind === 'W') return [];
  return colourKind.split('');
}

/** How many measurements (A rows, all-on) per data type: over 100 for the common types. */
function measurementCount(typeId: number, dataType: '1' | '2' | '4'): number {
  if ((COMMON_TYPES as readonly number[]).includes(typeId)) return dataType === '2' ? 112 : 125;
  return dataType === '2' ? 18 : 30;
}

/**
 * Measured rows (data types 1 and 2) and the lamp × contest pairs of the calculated rows
 * (data type 4), which the photometric engine computes after the seed's transaction.
 */
function generateDetections(
  rng: Rng,
  contests: DemoContest[],
  lamps: LampRecord[],
  projectIds: number[],
): { rows: Array<Insertable<DetectionsTable>>; calculatedPairs: Set<string>; picturedPairs: Set<string> } {
  const out: Array<Insertable<DetectionsTable>> = [];
  const calculatedPairs = new Set<string>();
  const picturedPairs = new Set<string>();
  // Calculated rows take the lamps in one shared random order, each on every contest of the
  // type: the types that share lamp types share lamps, so the engine reads fewer files.
  const rank = new Map(rng.shuffle([...lamps]).map((l, i) => [l.id!, i]));
  let minute = 3 * 24 * 60;
  for (const t of CONTEST_TYPES) {
    const typeContests = contests.filter((c) => c.contestTypeId === t.id);
    const typeLamps = compatibleLamps(t.id, lamps);
    if (!typeContests.length || !typeLamps.length) throw new Error(`no contest or lamp for type ${t.id}`);
    const family = pictureFamily(t.id);
    // The engine's pairs; every measurement is of one of them, so each measured row has the
    // engine's figures of its fixture on its surface beside it (`measured.ts` derives it from them).
    const calculated = [...typeLamps]
      .sort((a, b) => rank.get(a.id!)! - rank.get(b.id!)!)
      .flatMap((l) => typeContests.map((c) => ({ c, l })))
      .slice(0, measurementCount(t.id, '4'));
    for (const dataType of DATA_TYPES) {
      const combos = dataType === '4' ? calculated : rng.shuffle([...calculated]);
      const n = measurementCount(t.id, dataType);
      for (let i = 0; i < n; i++) {
        const { c, l } = combos[i % combos.length]!;
        if (dataType === '4') {
          calculatedPairs.add(`${l.id}:${c.id}`);
          if (i < CALCULATED_PICTURES_PER_TYPE) picturedPairs.add(`${l.id}:${c.id}`);
          continue;
        }
        const [lumSizeMin, lumSize] = wallDistance(rng, t.id);
        const projectId = dataType === '2' ? projectIds[i % projectIds.length]! : null;
        const seq = String(i + 1).padStart(4, '0');
        const taskId = dataType === '1' ? `JC2026-${t.id}-${seq}` : `XM${projectId}-${t.id}-${seq}`;
        const storageId = `KS${t.id}${dataType}${String(l.id).padStart(4, '0')}${String(i + 1).padStart(3, '0')}`;
        const measuredPower = round(l.row.power! * rng.float(0.96, 1.05, 3), 1);
        const tone = l.colourKind !== 'W' ? 'rgb' : (l.row.colorTemperature ?? 3000) <= 3500 ? 'warm' : 'cool';
        const faces: Array<'A' | 'B'> = t.faces === 2 ? ['A', 'B'] : ['A'];
        minute += 13;
        // Multi-colour fixtures: some measurements also carry one row per colour channel.
        const perChannel = dataType === '1' && rng.chance(0.35) ? channels(l.colourKind) : [];
        for (const rgbwa of [ALL_ON, ...perChannel]) {
          for (const face of faces) {
            // the figures are the engine's, with a measurement's deviation: `completeMeasuredRows`
            // writes them once the engine has computed its pairs
            out.push({
              contestId: c.id,
              contestTypeId: t.id,
              lampId: l.id!,
              brandId: l.row.brandId,
              dataType,
              projectId,
              surfaceType: face,
              rgbwa,
              storageId,
              taskId,
              pseuColor: pseudoPath(family, (i % 2) + 1),
              viewPhoto: effectPath(family, tone),
              power: measuredPower,
              lumSize,
              lumSizeMin,
              createdAt: demoDate(minute),
            });
          }
        }
      }
    }
  }
  return { rows: out, calculatedPairs, picturedPairs };
}
