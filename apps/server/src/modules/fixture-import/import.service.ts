/**
 * The fixture import: a spreadsheet of fixtures with their photometric files. Every row is
 * checked first (row number, column, what is wrong); one wrong row and nothing is written.
 * Otherwise brands, files and lamps are written in one transaction, and the calculated rows of
 * the imported lamps are recomputed on every contest in the background (a job with progress).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import { fixtureBeamAngles, photometrySummary, photometryTenderData, type Photometry } from '@lampsheet/photometry';
import { tenderCells, type ImportJob, type ImportRowError, type User } from '@lampsheet/contracts';
import { LOCK_IMPORT_JOB, withTryLock } from '../../db/advisory-lock.js';
import { anySignal } from '../../lib/abort.js';
import type { Db } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../lib/db-errors.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { nowIso } from '../../lib/time.js';
import type { UploadedFile } from '../../lib/uploaded-files.js';
import { sheetRead, type SheetRow } from './import-sheet.js';
import { inlineRunner, type CalcRunner } from '../photometry/calc-pool.js';
import { recomputeCalculated, type RecomputeOptions, type RecomputeSummary } from '../photometry/recompute.js';
import * as repo from '../photometry/repository.js';
import { photometryRead } from '../photometry/service.js';

export type { UploadedFile };

/** A checked row, ready to write. */
export interface FixturePlan {
  row: number;
  brandName: string;
  /** Existing brand, or null when the import creates it. */
  brandId: number | null;
  model: string;
  lampType: number;
  power: number;
  workVoltage: string | null;
  authorizedPrice: number | null;
  longNs: number | null;
  widthNs: number | null;
  heightNs: number | null;
  fileKey: string;
  /** Tender columns given (issue 25); flux, efficacy and CRI default to the photometric file's. */
  tender: ReturnType<typeof tenderCells>['values'];
  /** The colour type given (a `dengjusecaifenlei` entry) and the colour flag it means; null: not given (a new fixture is one colour temperature). */
  colour: { colorType: number; colorFlag: 1 | 2 } | null;
}

export interface ImportPlan {
  fixtures: FixturePlan[];
  files: Map<string, { fileName: string; text: string; format: 'IES' | 'LDT'; photometry: Photometry }>;
}

/** Thrown when rows are wrong: the route answers 400 with the list. */
export class ImportRefused extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super(`${errors.length} problem${errors.length === 1 ? '' : 's'} in the spreadsheet; nothing was imported`);
  }
}

const fileKey = (name: string) => name.replace(/^.*[\\/]/, '').trim().toLowerCase();

function numberCell(text: string | undefined, unit: RegExp | null): number | null | 'invalid' {
  if (text === undefined || text.trim() === '') return null;
  const cleaned = (unit ? text.replace(unit, '') : text).replace(/,/g, '').trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(cleaned)) return 'invalid';
  return Number(cleaned);
}

/** Check every row against the database's brands and lamp types and the uploaded files. */
export async function importValidate(db: Kysely<Database>, engine: CalcRunner, spreadsheet: UploadedFile, files: UploadedFile[]): Promise<ImportPlan> {
  const sheet = await sheetRead(spreadsheet.fileName, spreadsheet.bytes);
  const errors: ImportRowError[] = [...sheet.errors];
  const uploaded = new Map<string, UploadedFile>();
  for (const f of files) uploaded.set(fileKey(f.fileName), f);
  // The photometric files the rows name, read in the engine's worker pool, all at once.
  const named = new Set(sheet.rows.map((r) => (r.cells.photometricFile ? fileKey(r.cells.photometricFile) : '')).filter((k) => uploaded.has(k)));
  const reads = new Map<string, Awaited<ReturnType<typeof photometryRead>> | { refused: string }>();
  await Promise.all(
    [...named].map(async (key) => {
      const f = uploaded.get(key)!;
      try {
        reads.set(key, await photometryRead(engine, f.fileName, f.bytes));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        reads.set(key, { refused: e.message });
      }
    }),
  );
  const brands = new Map((await repo.brandsByName(db)).map((b) => [b.brandName.trim().toLowerCase(), b.id]));
  const types = await repo.dictionaryEntries(db, 'dengjuleixing');
  const colourTypes = await repo.dictionaryEntries(db, 'dengjusecaifenlei');
  /** The entry a cell names by its Chinese or English word (or, for a lamp type, its code). */
  const entryOf = (entries: typeof types, text: string, code: boolean) => {
    const t = text.trim().toLowerCase();
    return entries.find((x) => [x.dictCont, x.dictContEn, code ? x.dictExtra : null].some((n) => n && n.trim().toLowerCase() === t));
  };
  const plan: ImportPlan = { fixtures: [], files: new Map() };
  const fileErrors = new Map<string, string>();
  const seen = new Map<string, number>();

  const check = (r: SheetRow): FixturePlan | null => {
    const before = errors.length;
    const err = (column: string, message: string) => errors.push({ row: r.row, column, message });
    const c = r.cells;
    const text = (key: keyof typeof c, max: number, required: boolean): string | null => {
      const v = c[key] ?? '';
      if (!v) {
        if (required) err(key, 'required, but empty');
        return null;
      }
      if (v.length > max) err(key, `at most ${max} characters, found ${v.length}`);
      return v;
    };
    const brandName = text('brand', 100, true);
    const model = text('model', 100, true);
    const voltage = text('voltage', 40, false);
    let lampType: number | null = null;
    if (!c.lampType) err('lampType', 'required, but empty');
    else {
      const t = entryOf(types, c.lampType, true);
      if (t) lampType = t.id;
      else err('lampType', `unknown lamp type "${c.lampType}"; expected one of ${types.map((x) => `${x.dictContEn} (${x.dictCont}, ${x.dictExtra})`).join(', ')}`);
    }
    let colour: FixturePlan['colour'] = null;
    if (c.colourType) {
      const t = entryOf(colourTypes, c.colourType, false);
      // the RGB family (an entry with its code) is a multi-colour fixture, the colour temperatures white ones
      if (t) colour = { colorType: t.id, colorFlag: t.dictRemark ? 2 : 1 };
      else err('colourType', `unknown colour type "${c.colourType}"; expected one of ${colourTypes.map((x) => `${x.dictContEn} (${x.dictCont})`).join(', ')}`);
    }
    const power = numberCell(c.power, /\s*w$/i);
    if (power === null) err('power', 'required, but empty');
    else if (power === 'invalid') err('power', `expected watts as a number, found "${c.power}"`);
    else if (!(power > 0 && power <= 5000)) err('power', `expected more than 0 and at most 5000 W, found ${power}`);
    const price = numberCell(c.price, /^[¥￥$]\s*/);
    if (price === 'invalid') err('price', `expected a number, found "${c.price}"`);
    else if (price !== null && price < 0) err('price', `must not be negative, found ${price}`);
    const dims: Record<'length' | 'width' | 'height', number | null> = { length: null, width: null, height: null };
    for (const key of ['length', 'width', 'height'] as const) {
      const v = numberCell(c[key], /\s*mm$/i);
      if (v === 'invalid') err(key, `expected millimetres as a number, found "${c[key]}"`);
      else if (v !== null && !(v > 0 && v <= 100000)) err(key, `expected more than 0 and at most 100000 mm, found ${v}`);
      else dims[key] = v;
    }
    let key: string | null = null;
    if (!c.photometricFile) err('photometricFile', 'required, but empty');
    else {
      key = fileKey(c.photometricFile);
      if (!/\.(ies|ldt)$/.test(key)) err('photometricFile', `"${c.photometricFile}" is not an .ies or .ldt file`);
      else if (!uploaded.has(key)) err('photometricFile', `"${c.photometricFile}" is not among the uploaded files`);
      else if (!plan.files.has(key) && !fileErrors.has(key)) {
        const f = uploaded.get(key)!;
        const read = reads.get(key);
        if (!read || 'refused' in read) fileErrors.set(key, read?.refused ?? `${f.fileName}: not read`);
        else plan.files.set(key, { fileName: f.fileName.replace(/^.*[\\/]/, ''), ...read });
      }
      if (fileErrors.has(key)) err('photometricFile', fileErrors.get(key)!);
    }
    const tender = tenderCells(c);
    for (const e of tender.errors) err(e.column, e.message);
    if (brandName && model) {
      const dup = `${brandName.toLowerCase()}\u0000${model.toLowerCase()}`;
      const first = seen.get(dup);
      if (first !== undefined) err('model', `"${model}" of "${brandName}" is already on row ${first}`);
      else seen.set(dup, r.row);
    }
    if (errors.length > before) return null;
    return {
      row: r.row,
      brandName: brandName!,
      brandId: brands.get(brandName!.toLowerCase()) ?? null,
      model: model!,
      lampType: lampType!,
      power: power as number,
      workVoltage: voltage,
      authorizedPrice: price as number | null,
      longNs: dims.length,
      widthNs: dims.width,
      heightNs: dims.height,
      fileKey: key!,
      tender: tender.values,
      colour,
    };
  };

  for (const r of sheet.rows) {
    if (Object.values(r.cells).every((v) => !v)) continue;
    const fixture = check(r);
    if (fixture) plan.fixtures.push(fixture);
  }
  if (errors.length) throw new ImportRefused(errors.sort((a, b) => a.row - b.row));
  return plan;
}

/**
 * Write brands, files and lamps in one transaction; answers the lamp ids (new or updated).
 * `alsoWrite` joins that transaction (the job that recomputes them).
 */
export async function importApply(
  db: Kysely<Database>,
  user: User | null,
  plan: ImportPlan,
  alsoWrite?: (trx: Kysely<Database>, lampIds: number[]) => Promise<void>,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const createdAt = nowIso();
    const brandIds = new Map<string, number>();
    const fileIds = new Map<string, number>();
    const lampIds: number[] = [];
    for (const f of plan.fixtures) {
      let brandId = f.brandId ?? brandIds.get(f.brandName.toLowerCase());
      if (brandId === undefined) {
        brandId = await repo.brandInsert(trx, f.brandName);
        brandIds.set(f.brandName.toLowerCase(), brandId);
      }
      let photometryId = fileIds.get(f.fileKey);
      const file = plan.files.get(f.fileKey)!;
      const s = photometrySummary(file.photometry);
      if (photometryId === undefined) {
        photometryId = (
          await repo.photometryFileInsertOnce(trx, {
            format: file.format,
            fileName: file.fileName.slice(0, 200),
            content: file.text,
            lumens: s.flux,
            maxIntensity: s.maxIntensity.candela,
            beamAngle: s.beam.beam.planeC0C180,
            fieldAngle: s.beam.field.planeC0C180,
            inputWatts: file.photometry.metadata.inputWatts,
            createdBy: user?.id ?? null,
            createdAt,
          })
        ).id;
        fileIds.set(f.fileKey, photometryId);
      }
      const fromFile = photometryTenderData(file.photometry);
      const flux = f.tender.luminousFlux ?? fromFile.flux;
      const values = {
        cri: fromFile.cri,
        ...f.tender,
        luminousFlux: flux,
        efficacy: Math.round((flux / f.power) * 10) / 10,
        lampType: f.lampType,
        power: f.power,
        workVoltage: f.workVoltage,
        authorizedPrice: f.authorizedPrice,
        longNs: f.longNs,
        widthNs: f.widthNs,
        heightNs: f.heightNs,
        ...fixtureBeamAngles(s.beam),
        ...f.colour,
        photometryId,
      };
      const existing = await repo.lampByBrandModel(trx, brandId, f.model);
      if (existing) {
        await repo.lampUpdate(trx, existing.id, values);
        lampIds.push(existing.id);
      } else {
        lampIds.push(
          await repo.lampInsert(trx, {
            ...values,
            brandId,
            model: f.model,
            lampShape: null,
            colorFlag: f.colour?.colorFlag ?? 1,
            colorTemperature: null,
            protectLevel: values.protectLevel ?? null,
            lumImage: null,
            isAudit: 1,
            createdAt,
          }),
        );
      }
    }
    await alsoWrite?.(trx, lampIds);
    return lampIds;
  });
}

/** Progress is written at most this often (and at the end): a figure for the page, not a log. */
const PROGRESS_EVERY_MS = 250;

/**
 * Import jobs. The recomputation runs in the background of a server process; its state lives in
 * `import_jobs`, so any process answers the page's polls. A job runs in one process at a time:
 * on PostgreSQL the runner holds an advisory lock for the job (db/advisory-lock.ts) and records
 * itself (`runner`, `attempts`). Every process looks for running jobs nobody holds on ready and
 * then every `pollMs`, so a job whose process died or stopped is taken up by another (each
 * lamp's rows are replaced in one transaction, so computing a lamp twice only costs time).
 */
export class ImportJobs {
  private readonly running = new Map<string, Promise<void>>();
  private readonly stop = new AbortController();
  private timer: NodeJS.Timeout | null = null;
  /** This process, as `import_jobs.runner` names it. */
  readonly runnerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly db: Db,
    private readonly recompute: Omit<RecomputeOptions, 'lampIds' | 'onProgress' | 'signal'>,
    private readonly options: {
      pollMs?: number;
      log?: (message: string, fields: Record<string, unknown>) => void;
      /** Where uploaded photometric files are read (the server's worker pool); in this thread when absent. */
      engine?: () => CalcRunner;
    } = {},
  ) {}

  /** Validate, write the lamps and their job in one transaction, and start the recomputation; throws {@link ImportRefused} when rows are wrong. */
  async start(user: User | null, spreadsheet: UploadedFile, files: UploadedFile[]): Promise<ImportJob> {
    const plan = await importValidate(this.db.kysely, this.options.engine?.() ?? inlineRunner(), spreadsheet, files);
    const jobId = randomUUID();
    await importApply(this.db.kysely, user, plan, async (trx, ids) => {
      const now = nowIso();
      await repo.importJobInsert(trx, {
        jobId,
        status: 'running',
        imported: ids.length,
        lampIds: JSON.stringify(ids),
        done: 0,
        total: 0,
        rows: 0,
        message: null,
        createdBy: user?.id ?? null,
        createdAt: now,
        updatedAt: now,
        finishedAt: null,
      });
    });
    this.run(jobId);
    await this.prune();
    return (await this.get(jobId))!;
  }

  /** A job by id, as the page polls it; undefined when unknown. */
  async get(jobId: string): Promise<ImportJob | undefined> {
    const row = await repo.importJobById(this.db.kysely, jobId);
    if (!row) return undefined;
    const { jobId: id, status, imported, done, total, rows, message } = row;
    return { jobId: id, status, imported, lampIds: JSON.parse(row.lampIds) as number[], done, total, rows, message };
  }

  /** Take up the running jobs no process holds; answers the ids looked at. */
  async resume(): Promise<string[]> {
    if (this.stop.signal.aborted) return [];
    const left = await repo.importJobsRunning(this.db.kysely);
    for (const job of left) if (!this.running.has(job.jobId)) this.run(job.jobId);
    return left.map((j) => j.jobId);
  }

  /**
   * Start a job another module wrote (the GLDF import) at once in this process, rather than at
   * the next look for orphaned jobs; a job already running here, or a stopping runner, is left.
   */
  wake(jobId: string): void {
    if (!this.stop.signal.aborted && !this.running.has(jobId)) this.run(jobId);
  }

  /** Look for orphaned jobs every `pollMs` (default 15 s) from now on. */
  watch(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.resume().catch((err: unknown) => this.options.log?.('looking for import jobs failed', { err }));
    }, this.options.pollMs ?? 15_000);
    this.timer.unref();
  }

  /** Stop (server shutdown): no new jobs taken, running ones stop between two lamps and stay resumable. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stop.abort();
    await this.settle();
  }

  /** Wait for every job running in this process (tests). */
  async settle(): Promise<void> {
    await Promise.all(this.running.values());
  }

  private run(jobId: string): void {
    const k = this.db.kysely;
    const promise = withTryLock(this.db, LOCK_IMPORT_JOB, jobId, async (hold) => {
      // Under the lock: the job may have finished meanwhile in another process.
      const row = await repo.importJobById(k, jobId);
      if (!row || row.status !== 'running') return;
      await repo.importJobClaim(k, jobId, this.runnerId);
      if (row.attempts > 0) this.options.log?.('import job taken up again', { jobId, previous: row.runner });
      let written = 0;
      let pending: Promise<unknown> = Promise.resolve();
      const progress = (done: number, total: number) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        pending = pending.then(() => repo.importJobUpdate(k, jobId, { done, total, updatedAt: nowIso() })).catch(() => {});
      };
      // The end is written on the lock's own connection: it commits only while this process
      // holds the job, so a job taken up elsewhere after a lost connection finishes once.
      const finish = async (values: Parameters<typeof repo.importJobUpdate>[2]) => {
        await pending;
        const now = nowIso();
        await repo.importJobUpdate(hold.kysely, jobId, { ...values, updatedAt: now, finishedAt: now });
      };
      const lampIds = JSON.parse(row.lampIds) as number[];
      let summary: RecomputeSummary;
      // Stops between two lamps when the server closes or the lock is lost (its connection ended).
      const either = anySignal(this.stop.signal, hold.signal);
      const signal = either.signal;
      try {
        summary = await recomputeCalculated(this.db, { ...this.recompute, lampIds, onProgress: progress, signal });
      } catch (err) {
        // Stopped (the server closing, the lock lost) or the database gone: the job stays 'running' for the next process.
        if (signal.aborted || isDatabaseUnavailable(err)) {
          this.options.log?.('import job paused, to be taken up again', { jobId, reason: signal.aborted ? 'stopped' : (err as Error).message });
          return;
        }
        await finish({ status: 'failed', message: (err as Error).message });
        return;
      } finally {
        either.dispose();
      }
      this.options.log?.('import job computed, writing its end', { jobId, pairs: summary.pairs, ms: Math.round(summary.ms) });
      await finish({
        status: 'done',
        done: summary.pairs,
        total: summary.pairs,
        rows: summary.rows,
        message: summary.failures.length ? summary.failures.map((f) => f.message).slice(0, 5).join('; ') : null,
      });
    })
      .then(() => undefined)
      .catch((err: unknown) => {
        // The database went away under the job: it stays 'running' and is taken up again.
        this.options.log?.('import job interrupted', { jobId, err });
      })
      .finally(() => this.running.delete(jobId));
    this.running.set(jobId, promise);
  }

  /** Forget jobs finished more than 30 days ago. */
  private async prune(): Promise<void> {
    await repo.importJobsPrune(this.db.kysely, new Date(Date.now() - 30 * 24 * 3600_000).toISOString());
  }
}
