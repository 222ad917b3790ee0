import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LAMP_SCOPE } from '../../db/migrations/014_search_versions.js';
import { DETECTION_COLUMNS, LAMP_COLUMNS, emptyLampColumns, type DetectionColumn, type LampColumns, type RowBlock } from './query.js';

/*
 * Loading the search index's typed arrays from the database (one block of detection rows per
 * application type, one lamp table), with the signatures that tell when they are stale.
 */

/** A block as loaded: its rows, and the signature and time of its last check against the database. */
export interface LoadedBlock extends RowBlock {
  signature: string;
  checkedAt: number;
}

/** The lamp table as loaded, with the signature and time of its last check. */
export interface LampTable extends LampColumns {
  signature: string;
  checkedAt: number;
}

/** The column of a block where every row is NULL: no bytes (`RowBlock.cols`). */
const NULL_COLUMN = new Float64Array(0);

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\D)(\d+)$/, '$1$2');
const num = (v: unknown) => (v === null || v === undefined ? NaN : Number(v));

/**
 * The change counter of one application type's detection rows, or of the lamp table
 * (`LAMP_SCOPE`): bumped by triggers in every writing transaction (migration 014), so reading
 * it is one primary-key lookup, and another process's writes on the same database show too.
 */
export async function signature(db: Kysely<Database>, scope: number): Promise<string> {
  const r = await db.selectFrom('searchVersions').select('version').where('scope', '=', scope).executeTakeFirst();
  return String(r?.version ?? 0);
}

/** The lamp table's signature: its lamps' and brands'. */
export const lampSignature = (db: Kysely<Database>): Promise<string> => signature(db, LAMP_SCOPE);

/** The detection rows of one application type, read in one query without the row mapping plugins. */
export async function loadBlock(db: Kysely<Database>, contestTypeId: number): Promise<LoadedBlock> {
  const stamp = await signature(db, contestTypeId);
  const raw = db.withoutPlugins() as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const columns = ['id', 'contest_id', 'lamp_id', 'brand_id', 'project_id', 'data_type', 'surface_type', 'rgbwa', ...DETECTION_COLUMNS.map(snake)];
  const rows = (await sql<Record<string, unknown>>`select ${sql.join(columns.map((c) => sql.ref(c)))} from detections where contest_type_id = ${contestTypeId}`.execute(raw)).rows;
  const n = rows.length;
  const block: LoadedBlock = {
    n,
    signature: stamp,
    checkedAt: Date.now(),
    id: new Int32Array(n),
    contestId: new Int32Array(n),
    lampId: new Int32Array(n),
    brandId: new Int32Array(n),
    projectId: new Int32Array(n),
    dataType: new Uint8Array(n),
    faceB: new Uint8Array(n),
    rgbwa: new Uint16Array(n),
    rgbwaCodes: new Map(),
    cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, new Float64Array(n)])) as Record<DetectionColumn, Float64Array>,
  };
  const snakeCols = DETECTION_COLUMNS.map((c) => [c, snake(c)] as const);
  for (let i = 0; i < n; i++) {
    const r = rows[i]!;
    block.id[i] = Number(r.id);
    block.contestId[i] = Number(r.contest_id);
    block.lampId[i] = Number(r.lamp_id);
    block.brandId[i] = Number(r.brand_id);
    block.projectId[i] = r.project_id === null ? 0 : Number(r.project_id);
    block.dataType[i] = Number(r.data_type);
    block.faceB[i] = r.surface_type === 'B' ? 1 : 0;
    const channel = String(r.rgbwa);
    let code = block.rgbwaCodes.get(channel);
    if (code === undefined) block.rgbwaCodes.set(channel, (code = block.rgbwaCodes.size));
    block.rgbwa[i] = code;
    for (const [col, key] of snakeCols) block.cols[col][i] = num(r[key]);
  }
  // A column no row of the type fills (the luminances of a type seen directly, the intensities
  // of a lit surface) is kept empty: reading past its end gives undefined, which every reader
  // treats as it treats NaN (NULL). About half the row's bytes (docs/PERFORMANCE.md).
  for (const col of DETECTION_COLUMNS) if (block.cols[col].every((v) => v !== v)) block.cols[col] = NULL_COLUMN;
  return block;
}

/** Every lamp's searchable columns, indexed by id, and its brand's place in brand-name order. */
export async function loadLamps(db: Kysely<Database>): Promise<LampTable> {
  const stamp = await lampSignature(db);
  const lamps = await db
    .selectFrom('lamps')
    .select(['id', 'brandId', 'lampShape', 'colorFlag', 'colorType', 'isAudit', 'workVoltage', ...LAMP_COLUMNS])
    .execute();
  const brands = await db.selectFrom('brands').select(['id', 'brandName']).execute();
  // Same order as SQL's ORDER BY brand_name for plain text (code-point order).
  const rank = new Map([...brands].sort((a, b) => (a.brandName < b.brandName ? -1 : a.brandName > b.brandName ? 1 : 0)).map((b, i) => [b.id, i]));
  const size = lamps.reduce((m, l) => Math.max(m, l.id), 0) + 1;
  const table: LampTable = {
    signature: stamp,
    checkedAt: Date.now(),
    ...emptyLampColumns(size),
  };
  for (const l of lamps) {
    for (const c of LAMP_COLUMNS) table.cols[c][l.id] = num(l[c]);
    table.shape[l.id] = l.lampShape ?? 0;
    table.colorFlag[l.id] = l.colorFlag;
    table.colorType[l.id] = l.colorType ?? 0;
    table.audited[l.id] = l.isAudit;
    if (l.workVoltage !== null) {
      let code = table.voltageCodes.get(l.workVoltage);
      if (code === undefined) table.voltageCodes.set(l.workVoltage, (code = table.voltageCodes.size));
      table.voltage[l.id] = code;
    }
    table.brandRank[l.id] = rank.get(l.brandId) ?? -1;
  }
  return table;
}
