/**
 * Many more detection rows, fast, for the search benchmark (1,000,000 rows): plausible rows on
 * the existing contests and fixtures of a demo database. The fastest path on SQLite is a
 * prepared better-sqlite3 statement in one transaction, when the caller hands over the raw
 * handle (`options.sqlite`); otherwise large multi-row INSERTs run as raw statements through
 * Kysely in one transaction (portable: `?` placeholders on SQLite, `$n` on PostgreSQL).
 */
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type Kysely, type Selectable } from 'kysely';
import { ALL_ON, CONTEST_TYPES, DATA_TYPES } from '@lampsheet/contracts';
import type { Db } from '../db/database.js';
import { SEARCHED_DETECTION_COLUMNS } from '../db/migrations/014_search_versions.js';
import type { Database, LampsTable } from '../db/schema.js';
import { calculatedDetection, type CalcContest, type CalcLamp } from './calculated.js';
import { ANGLE_RULES, COMMON_TYPES, TYPE_LAMPS, lampTypeByCode } from './reference.js';
import { pictureFamily } from './pictures.js';
import { Rng, demoDate, round } from './random.js';

export interface BulkOptions {
  seed?: number;
  /** The raw better-sqlite3 handle of the same database: enables the prepared-statement path. */
  sqlite?: BetterSqlite3.Database;
  /** Rows per multi-row INSERT on the Kysely path (capped by the variable limits). */
  batchRows?: number;
  onProgress?: (inserted: number) => void;
  /** Only these application types (default: all). */
  contestTypeIds?: readonly number[];
}

/** The searched columns first (the index's, migration 014), then what a row shows besides. */
const COLUMNS = [...SEARCHED_DETECTION_COLUMNS, 'storage_id', 'task_id', 'pseu_color', 'view_photo', 'created_at'] as const;

type Value = string | number | null;

/** A lamp as the bulk rows are made from it: its `lamps` row's ids and colour, the model's inputs, its code. */
type BulkLamp = Pick<Selectable<LampsTable>, 'id' | 'brandId' | 'colorTemperature'> & Required<CalcLamp> & { code: string };

const DISTANCES: Record<number, [number, number]> = {
  101: [6, 25],
  102: [0.3, 1],
  103: [0.3, 1.2],
  104: [0.5, 3],
  105: [0.2, 0.8],
  106: [0.05, 0.3],
  109: [0.2, 0.6],
};

/**
 * Append `count` detection rows (spread over all types, common types weighted up; the three data
 * types in turn; two-face types get A and B rows, counted in `count`). Needs a seeded database
 * (contests and lamps). Answers the rows inserted and the time taken.
 */
export async function seedBulkDetections(db: Db, count: number, options: BulkOptions = {}): Promise<{ inserted: number; ms: number }> {
  const started = performance.now();
  const k = db.kysely;
  const rng = new Rng(options.seed ?? 4242);
  const contests = (await k.selectFrom('contests').selectAll().orderBy('id').execute()) as Array<CalcContest & { id: number }>;
  const lampRows = await k
    .selectFrom('lamps')
    .innerJoin('dictEntries', 'dictEntries.id', 'lamps.lampType')
    .select(['lamps.id', 'lamps.brandId', 'lamps.power', 'lamps.beamAngle', 'lamps.colorFlag', 'lamps.longNs', 'lamps.widthNs', 'lamps.model', 'lamps.colorTemperature', 'dictEntries.dictExtra'])
    .orderBy('lamps.id')
    .execute();
  const projects = (await k.selectFrom('projects').select('id').orderBy('id').execute()).map((p) => p.id);
  if (!contests.length || !lampRows.length) throw new Error('seedBulkDetections needs a database with contests and lamps (run seedDemoData first)');

  const lamps: BulkLamp[] = lampRows.map((l) => {
    const code = l.dictExtra ?? 'XQD';
    // asymmetric optics carry their rule number in the model (…-1060-…)
    const asym = ANGLE_RULES.find((r) => r.ruleNo.length === 4 && l.model.includes(`-${r.ruleNo}`));
    return {
      id: l.id,
      brandId: l.brandId,
      code,
      power: l.power ?? 10,
      beamAngle: l.beamAngle ?? 30,
      beamAngleWide: asym ? asym.angleMax : (l.beamAngle ?? 30),
      colorFlag: l.colorFlag,
      longNs: l.longNs ?? 300,
      widthNs: l.widthNs ?? 30,
      efficacy: safeEfficacy(code),
      colorTemperature: l.colorTemperature,
    };
  });
  const plan = CONTEST_TYPES.map((t) => {
    const rule = TYPE_LAMPS[t.id]!;
    const typeLamps = lamps.filter(
      (l) => rule.codes.includes(l.code) && (rule.beamMin === undefined || l.beamAngleWide >= rule.beamMin) && (rule.beamMax === undefined || l.beamAngle <= rule.beamMax),
    );
    return {
      t,
      contests: contests.filter((c) => c.contestTypeId === t.id),
      lamps: typeLamps.length ? typeLamps : lamps,
      weight: (COMMON_TYPES as readonly number[]).includes(t.id) ? 3 : 1,
      family: pictureFamily(t.id),
    };
  }).filter((p) => p.contests.length > 0 && (!options.contestTypeIds || options.contestTypeIds.includes(p.t.id)));
  const weights = plan.map((p) => p.weight);

  // Cumulative weights, so that picking a type is one scan without re-summing.
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const totalWeight = cumulative[cumulative.length - 1]!;
  const pickPlan = () => {
    const r = rng.next() * totalWeight;
    let i = 0;
    while (cumulative[i]! <= r) i++;
    return plan[i]!;
  };
  let lastMinute = -1;
  let lastDate = '';
  const dateOf = (minute: number) => (minute === lastMinute ? lastDate : ((lastMinute = minute), (lastDate = demoDate(minute))));

  // One generated row as an array of values in COLUMNS order.
  let made = 0;
  const rows = function* (): Generator<Value[]> {
    let i = 0;
    while (made < count) {
      const p = pickPlan();
      const c = p.contests[rng.int(0, p.contests.length - 1)]!;
      const l = p.lamps[rng.int(0, p.lamps.length - 1)]!;
      const dataType = DATA_TYPES[i % DATA_TYPES.length]!;
      const projectId = dataType === '2' && projects.length ? projects[i % projects.length]! : null;
      const range = DISTANCES[p.t.id];
      const lumSize = range ? round(range[0] + rng.next() * (range[1] - range[0]), 2) : null;
      const lumSizeMin = lumSize === null ? null : p.t.id === 101 && rng.chance(0.6) ? lumSize : round(lumSize * (0.6 + rng.next() * 0.4), 2);
      const power = dataType === '4' ? l.power : round(l.power * (0.96 + rng.next() * 0.09), 1);
      const faces = p.t.faces === 2 ? (['A', 'B'] as const) : (['A'] as const);
      const seq = String(i + 1).padStart(7, '0');
      const tone = l.colorFlag === 2 ? 'rgb' : (l.colorTemperature ?? 3000) <= 3500 ? 'warm' : 'cool';
      for (const face of faces) {
        if (made >= count) break;
        const m = calculatedDetection({
          contest: c,
          lamp: { power, beamAngle: l.beamAngle, beamAngleWide: l.beamAngleWide, colorFlag: l.colorFlag, efficacy: l.efficacy, longNs: l.longNs, widthNs: l.widthNs },
          distance: lumSize,
          surfaceType: face,
          rgbwa: ALL_ON,
        });
        const f = dataType === '4' ? 1 : 0.85 + rng.next() * 0.3;
        const sc = (v: number | null) => (v === null ? null : round(v * f, 1));
        made++;
        yield [
          p.t.id,
          c.id,
          l.id,
          l.brandId,
          projectId,
          dataType,
          face,
          ALL_ON,
          power,
          sc(m.lightness),
          sc(m.lightnessAve),
          sc(m.lightnessMax),
          m.evenness,
          m.anbanHeight,
          lumSize,
          lumSizeMin,
          ...m.intensities.map(sc),
          `BK${p.t.id}${seq}`,
          `BENCH-${p.t.id}-${seq}`,
          `demo/pseudo/${p.family}-${(i % 2) + 1}.svg`,
          `demo/effects/${p.family}-${tone}.svg`,
          dateOf(30 * 24 * 60 + Math.floor(i / 10)),
        ];
      }
      i++;
    }
  };

  if (options.sqlite) {
    const stmt = options.sqlite.prepare(`INSERT INTO detections (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`);
    const CHUNK = 50_000;
    const insertChunk = options.sqlite.transaction((chunk: Value[][]) => {
      for (const r of chunk) stmt.run(r);
    });
    let chunk: Value[][] = [];
    for (const r of rows()) {
      chunk.push(r);
      if (chunk.length === CHUNK) {
        insertChunk(chunk);
        chunk = [];
        options.onProgress?.(made);
      }
    }
    if (chunk.length) insertChunk(chunk);
    options.onProgress?.(made);
  } else {
    const limit = db.dialect === 'postgres' ? 60000 : 32000;
    const perStatement = Math.max(1, Math.min(options.batchRows ?? 800, Math.floor(limit / COLUMNS.length)));
    const head = `INSERT INTO detections (${COLUMNS.join(', ')}) VALUES `;
    const placeholders = (n: number) => {
      const parts: string[] = [];
      let p = 1;
      for (let r = 0; r < n; r++) {
        const one: string[] = [];
        for (let c = 0; c < COLUMNS.length; c++) one.push(db.dialect === 'postgres' ? `$${p++}` : '?');
        parts.push(`(${one.join(',')})`);
      }
      return parts.join(',');
    };
    const fullSql = head + placeholders(perStatement);
    await k.transaction().execute(async (trx: Kysely<Database>) => {
      let buffer: Value[] = [];
      let inBuffer = 0;
      for (const r of rows()) {
        for (const v of r) buffer.push(v);
        inBuffer++;
        if (inBuffer === perStatement) {
          await trx.executeQuery(CompiledQuery.raw(fullSql, buffer));
          buffer = [];
          inBuffer = 0;
          if (made % (perStatement * 50) === 0) options.onProgress?.(made);
        }
      }
      if (inBuffer) await trx.executeQuery(CompiledQuery.raw(head + placeholders(inBuffer), buffer));
    });
    options.onProgress?.(made);
  }
  return { inserted: made, ms: Math.round(performance.now() - started) };
}

function safeEfficacy(code: string): number {
  try {
    return lampTypeByCode(code).efficacy;
  } catch {
    return 90;
  }
}
