import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DETECTION_COLUMNS, LAMP_COLUMNS, emptyLampColumns, type DetectionColumn, type LampColumns, type RowBlock } from './query.js';
import { PAGE_COLUMNS, blockRows, lampRows, lampSignature, signature, type PageReader } from './search-blocks.repository.js';

/*
 * Loading the search index's typed arrays from the database (one block of detection rows per
 * application type, one lamp table), with the signatures that tell when they are stale. The
 * queries are `search-blocks.repository.ts`'s; this file sizes and fills the arrays.
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

/** Rows read per query while loading a block. */
export const LOAD_PAGE_ROWS = 10_000;

/** Every array of a block. */
type BlockArrays = Pick<RowBlock, 'id' | 'contestId' | 'lampId' | 'brandId' | 'projectId' | 'dataType' | 'faceB' | 'rgbwa'> & { cols: Record<DetectionColumn, Float64Array> };

/** A typed array of `n` values on shared memory: given to the search workers by reference (`search-pool.ts`). */
function shared<A>(Type: { new (buffer: SharedArrayBuffer): A; BYTES_PER_ELEMENT: number }, n: number): A {
  return new Type(new SharedArrayBuffer(n * Type.BYTES_PER_ELEMENT));
}

function blockArrays(n: number): BlockArrays {
  return {
    id: shared(Int32Array, n),
    contestId: shared(Int32Array, n),
    lampId: shared(Int32Array, n),
    brandId: shared(Int32Array, n),
    projectId: shared(Int32Array, n),
    dataType: shared(Uint8Array, n),
    faceB: shared(Uint8Array, n),
    rgbwa: shared(Uint16Array, n),
    cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, shared(Float64Array, n)])) as Record<DetectionColumn, Float64Array>,
  };
}

/** The first `n` rows of the arrays (views, no copy). */
function trimmed(a: BlockArrays, n: number): BlockArrays {
  return {
    id: a.id.subarray(0, n),
    contestId: a.contestId.subarray(0, n),
    lampId: a.lampId.subarray(0, n),
    brandId: a.brandId.subarray(0, n),
    projectId: a.projectId.subarray(0, n),
    dataType: a.dataType.subarray(0, n),
    faceB: a.faceB.subarray(0, n),
    rgbwa: a.rgbwa.subarray(0, n),
    cols: Object.fromEntries(DETECTION_COLUMNS.map((c) => [c, a.cols[c].subarray(0, n)])) as Record<DetectionColumn, Float64Array>,
  };
}

/** Let the event loop run (requests, timers, I/O) between two pages of a load. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The detection rows of one application type, without the row mapping plugins: counted first,
 * the arrays sized from the count (rows beyond it are left to the next load), then read in pages of `LOAD_PAGE_ROWS` by id (index
 * `detections_type_id`: the page's bound is written as a row comparison with the type as a range,
 * an order only that index gives — with `contest_type_id = ? and id > ?` PostgreSQL's planner
 * walks the primary key instead, the type's rows being scattered over the table, and reads ten
 * rows for each one it keeps), yielding to the event loop between pages — no driver rows for
 * the whole block at once, and the thread's other work goes on meanwhile (the server loads in its
 * loader worker, `search-loader.ts`). Rows written during the load may or may not be in it; the
 * change counter, read first, has moved then, so the next check loads again.
 */
export async function loadBlock(db: Kysely<Database>, contestTypeId: number, pageRows = LOAD_PAGE_ROWS, readPage?: PageReader): Promise<LoadedBlock> {
  const stamp = await signature(db, contestTypeId);
  const source = blockRows(db, contestTypeId, readPage);
  let a = blockArrays(await source.count());
  const at = (name: string) => PAGE_COLUMNS.indexOf(name);
  const [ID, CONTEST, LAMP, BRAND, PROJECT, DATA_TYPE, SURFACE, RGBWA] = ['id', 'contest_id', 'lamp_id', 'brand_id', 'project_id', 'data_type', 'surface_type', 'rgbwa'].map(at) as number[];
  const figureCols = DETECTION_COLUMNS.map((c) => [a.cols[c], at(snake(c))] as const);
  const rgbwaCodes = new Map<string, number>();
  let n = 0;
  for (let last = 0; ; ) {
    const rows = await source.page(last, pageRows);
    for (const r of rows) {
      // more rows than counted: written after the count, so after the change counter was read,
      // which has moved since; the next check loads the block again
      if (n === a.id.length) break;
      a.id[n] = Number(r[ID!]);
      a.contestId[n] = Number(r[CONTEST!]);
      a.lampId[n] = Number(r[LAMP!]);
      a.brandId[n] = Number(r[BRAND!]);
      a.projectId[n] = r[PROJECT!] === null ? 0 : Number(r[PROJECT!]);
      a.dataType[n] = Number(r[DATA_TYPE!]);
      a.faceB[n] = r[SURFACE!] === 'B' ? 1 : 0;
      const channel = String(r[RGBWA!]);
      let code = rgbwaCodes.get(channel);
      if (code === undefined) rgbwaCodes.set(channel, (code = rgbwaCodes.size));
      a.rgbwa[n] = code;
      for (const [col, k] of figureCols) col[n] = num(r[k]);
      n++;
    }
    if (rows.length < pageRows || n === a.id.length) break;
    last = a.id[n - 1]!;
    await yieldToEventLoop();
  }
  if (n < a.id.length) a = trimmed(a, n);
  // A column no row of the type fills (the luminances of a type seen directly, the intensities
  // of a lit surface) is kept empty: reading past its end gives undefined, which every reader
  // treats as it treats NaN (NULL). About half the row's bytes (docs/PERFORMANCE.md).
  for (const col of DETECTION_COLUMNS) if (a.cols[col].every((v) => v !== v)) a.cols[col] = NULL_COLUMN;
  return { ...a, n, rgbwaCodes, signature: stamp, checkedAt: Date.now() };
}

/** Every lamp's searchable columns, indexed by id, and its brand's place in brand-name order. */
export async function loadLamps(db: Kysely<Database>): Promise<LampTable> {
  const stamp = await lampSignature(db);
  const { lamps, brands } = await lampRows(db);
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
