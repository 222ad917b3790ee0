/**
 * Calculated detection rows (data type 4) from the photometric engine: every lamp with a
 * photometric file on every contest (or a chosen subset). The engine runs in a pool of worker
 * threads; pictures and rows are written here in the main thread, one transaction per lamp, so
 * a lamp's rows are either all old or all new.
 */
import { performance } from 'node:perf_hooks';
import { ALL_ON, CONTEST_TYPES, contestDimensionsFromContest, contestKindIs, contestTypeById, type ContestKind } from '@lampsheet/contracts';
import type { Db } from '../../db/database.js';
import type { NewDetection } from '../../db/schema.js';
import { nowIso } from '../../lib/time.js';
import { calcRunner, defaultThreads, type CalcRunner } from './calc-pool.js';
import { faceFigures, type CalcContestOutput, type CalcContestSpec, type CalcLampOutput, type CalcLampTask } from './calc-task.js';
import { pictureWrite, picturesRemove, type PictureTarget } from './pictures.js';
import type { BlobStore } from '../../storage/blob-store.js';
import * as repo from './repository.js';

export interface RecomputeOptions {
  /** Media root the pictures go under (`calc/<lampId>/…`), unless `blobs` is given. */
  mediaDir: string;
  /** The blob store the pictures go to (the server's); default: a folder store over `mediaDir`. */
  blobs?: BlobStore;
  /** Only these lamps (default: every lamp with a photometric file). */
  lampIds?: readonly number[];
  /** Only the pairs this accepts (default: every contest for every lamp). */
  include?: (lampId: number, contestId: number, contestTypeId: number) => boolean;
  /** Worker threads: 0 runs in this thread; default one per core (at most 4). */
  threads?: number;
  /** An existing runner to use (and leave open). */
  runner?: CalcRunner;
  /** Write the pictures (default true; point-source types never get any). */
  pictures?: boolean | ((lampId: number, contestId: number) => boolean);
  /** Addresses for rows whose pictures were not computed (default: none). */
  fallbackPictures?: (contestTypeId: number) => { pseuColor: string | null; viewPhoto: string | null };
  /** Long side of the pictures in pixels (default 320). */
  pictureSize?: number;
  /** Creation time of the rows (default: now); fixed for reproducible demo data. */
  createdAt?: string;
  /** Called after each lamp is written: lamp × contest pairs done and in all. */
  onProgress?: (done: number, total: number) => void;
  /** Stops between two lamps (the server closing): the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface RecomputeSummary {
  lamps: number;
  /** Lamp × contest pairs evaluated. */
  pairs: number;
  rows: number;
  pictures: number;
  threads: number;
  ms: number;
  failures: Array<{ lampId: number; contestId: number | null; message: string }>;
}

const round = (v: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};

/** Rows of one contest result: one per face (A and B for two-face types), intensities for the types seen directly. */
export function calculatedRowsOf(
  lamp: { lampId: number; brandId: number; power: number | null; photometryId: number },
  output: CalcContestOutput,
  pictures: Map<string, string>,
  createdAt: string,
  fallback?: { pseuColor: string | null; viewPhoto: string | null },
): NewDetection[] {
  const type = contestTypeById(output.contestTypeId);
  const direct = output.viewing === 'direct';
  const pointOnly = !!type?.pointSource;
  const intensities = direct ? output.lightIntensity.map((v) => round(v, 1)) : [];
  return output.faces.map((face) => {
    // the figures as calculate and rank answer them (faceFigures): one rounding everywhere
    const figures = faceFigures(face);
    const surfaceType = face.faceType === 'B' ? 'B' : 'A';
    const key = `${output.contestId}-${surfaceType}`;
    const row: NewDetection = {
      contestId: output.contestId,
      contestTypeId: output.contestTypeId,
      lampId: lamp.lampId,
      brandId: lamp.brandId,
      dataType: '4',
      projectId: null,
      surfaceType,
      rgbwa: ALL_ON,
      // The calculation's own identifiers: which lamp on which contest, from which photometric file.
      taskId: `CALC-${output.contestId}-${lamp.lampId}`,
      storageId: `PF${lamp.photometryId}`,
      pseuColor: pictures.get(`${key}-false`) ?? fallback?.pseuColor ?? null,
      viewPhoto: pictures.get(`${key}-effect`) ?? fallback?.viewPhoto ?? null,
      power: lamp.power,
      lightness: pointOnly ? null : figures.lightness,
      lightnessAve: pointOnly ? null : figures.lightnessAve,
      lightnessMax: pointOnly ? null : figures.lightnessMax,
      evenness: pointOnly ? null : figures.evenness,
      anbanHeight: direct ? null : figures.anbanHeight,
      lumSize: output.distance === null ? null : round(output.distance, 3),
      lumSizeMin: output.distance === null ? null : round(output.distance, 3),
      createdAt,
    };
    for (let i = 0; i < 10; i++) {
      (row as Record<string, unknown>)[`lightIntensity${i + 1}`] = intensities[i] ?? null;
    }
    return row;
  });
}

type LampRow = Awaited<ReturnType<typeof repo.lampsWithPhotometry>>[number];

/** The engine's view of a typical surface: its type, dimensions and albedo (0.4 when none is stored). */
export function contestSpecOf(
  row: { id: number; contestTypeId: number; albedo: number | null } & Record<string, unknown>,
  type: { kind: ContestKind; albedoBlank: boolean },
  pictures: boolean,
): CalcContestSpec {
  return {
    contestId: row.id,
    contestTypeId: row.contestTypeId,
    kind: type.kind,
    dimensions: contestDimensionsFromContest(row),
    albedo: type.albedoBlank ? null : (row.albedo ?? 0.4),
    pictures,
  };
}

/** The engine's work: one task per lamp with a photometric file, on the contests `include` accepts. */
async function lampTasks(
  k: Db['kysely'],
  options: Pick<RecomputeOptions, 'lampIds' | 'include' | 'pictures' | 'pictureSize'>,
): Promise<{ tasks: CalcLampTask[]; lampById: Map<number, LampRow> }> {
  const lamps = await repo.lampsWithPhotometry(k, options.lampIds);
  const contests = (await repo.contestsAll(k)).flatMap((c) => {
    const type = contestTypeById(c.contestTypeId);
    return type && contestKindIs(type.kind) ? [{ row: c, type }] : [];
  });
  const pictureSize = options.pictureSize ?? 320;
  const wantPictures = options.pictures ?? true;
  const tasks: CalcLampTask[] = [];
  for (const lamp of lamps) {
    const specs: CalcContestSpec[] = [];
    for (const { row, type } of contests) {
      if (options.include && !options.include(lamp.lampId, row.id, row.contestTypeId)) continue;
      const pictures = !type.pointSource && (typeof wantPictures === 'function' ? wantPictures(lamp.lampId, row.id) : wantPictures);
      specs.push(contestSpecOf(row, type, pictures));
    }
    if (specs.length) tasks.push({ lampId: lamp.lampId, fileName: lamp.fileName, content: lamp.content, contests: specs, pictureSize });
  }
  return { tasks, lampById: new Map(lamps.map((l) => [l.lampId, l])) };
}

/**
 * Write the pictures of one lamp's results under `calc/<lampId>/`, named by their content;
 * answers the address of each by `<contestId>-<face>-<false|effect>`.
 */
async function writeLampPictures(mediaDir: PictureTarget, lampId: number, output: CalcLampOutput): Promise<Map<string, string>> {
  const pictures = new Map<string, string>();
  for (const c of output.contests) {
    for (const f of c.faces) {
      const face = f.faceType === 'B' ? 'B' : 'A';
      for (const [which, pic] of [['false', f.falseColour], ['effect', f.effect]] as const) {
        if (!pic) continue;
        const path = `calc/${lampId}/${c.contestId}-${face}-${which}-${pic.hash}.${pic.ext}`;
        await pictureWrite(mediaDir, path, pic);
        pictures.set(`${c.contestId}-${face}-${which}`, path);
      }
    }
  }
  return pictures;
}

/** Recompute the calculated rows; see {@link RecomputeOptions}. */
export async function recomputeCalculated(db: Db, options: RecomputeOptions): Promise<RecomputeSummary> {
  const t0 = performance.now();
  const k = db.kysely;
  const { tasks, lampById } = await lampTasks(k, options);
  const total = tasks.reduce((s, t) => s + t.contests.length, 0);
  const summary: RecomputeSummary = { lamps: tasks.length, pairs: total, rows: 0, pictures: 0, threads: 0, ms: 0, failures: [] };
  if (!tasks.length) {
    summary.ms = performance.now() - t0;
    return summary;
  }

  const runner = options.runner ?? calcRunner(Math.min(options.threads ?? defaultThreads(), tasks.length));
  summary.threads = runner.threads;
  let done = 0;
  // Writes run one lamp after the other, in the order of the lamps (one transaction at a time,
  // the same row ids whichever worker finishes first), while the workers go on computing.
  let writes: Promise<void> = Promise.resolve();
  const write = async (task: CalcLampTask, output: CalcLampOutput) => {
    options.signal?.throwIfAborted();
    const lamp = lampById.get(task.lampId)!;
    if (output.error) {
      summary.failures.push({ lampId: task.lampId, contestId: null, message: output.error });
    } else {
      for (const c of output.contests) {
        if (c.error) summary.failures.push({ lampId: task.lampId, contestId: c.contestId, message: c.error });
      }
      const pictures = await writeLampPictures(options.blobs ?? options.mediaDir, task.lampId, output);
      const written = new Set(pictures.values());
      const createdAt = options.createdAt ?? nowIso();
      const rows = output.contests.filter((c) => !c.error).flatMap((c) => calculatedRowsOf(lamp, c, pictures, createdAt, options.fallbackPictures?.(c.contestTypeId)));
      const contestIds = output.contests.filter((c) => !c.error).map((c) => c.contestId);
      const old = await k.transaction().execute(async (trx) => {
        const before = await repo.calculatedPictures(trx, task.lampId, contestIds);
        await repo.calculatedRowsReplace(trx, task.lampId, contestIds, rows);
        return before;
      });
      await picturesRemove(options.blobs ?? options.mediaDir, old.filter((p) => !written.has(p)));
      summary.rows += rows.length;
      summary.pictures += written.size;
    }
    done += task.contests.length;
    options.onProgress?.(done, total);
  };
  try {
    const results = tasks.map((task) => runner.run(task));
    // A failed computation must not leave its siblings' rejections unobserved.
    for (const r of results) r.catch(() => {});
    tasks.forEach((task, i) => {
      writes = writes.then(() => results[i]!).then((output) => write(task, output));
    });
    await writes;
  } finally {
    if (!options.runner) await runner.close();
  }
  summary.ms = performance.now() - t0;
  return summary;
}

export interface CompletePicturesOptions {
  /** Media root the pictures go under (`calc/<lampId>/…`), unless `blobs` is given. */
  mediaDir: string;
  /** The blob store the pictures go to (the server's); default: a folder store over `mediaDir`. */
  blobs?: BlobStore;
  /** Worker threads (default 1: a background job leaves the other core to the requests). */
  threads?: number;
  /** Long side of the pictures in pixels (default 320). */
  pictureSize?: number;
  /** Stops the job between two lamps (the server closing). */
  signal?: AbortSignal;
  /** Called after each lamp: lamp × contest pairs done and in all. */
  onProgress?: (done: number, total: number) => void;
}

export interface CompletePicturesSummary {
  pairs: number;
  rows: number;
  pictures: number;
  ms: number;
  stopped: boolean;
  failures: RecomputeSummary['failures'];
}

/**
 * Give every calculated row that shows a stand-in picture its own false-colour and effect
 * pictures. The demo data computes pictures for a few rows of each type only, so that a fresh
 * machine starts in seconds; the server then runs this in the background. Only the picture
 * addresses of such rows change: their numbers are the engine's already, and a row recomputed
 * meanwhile (an import) keeps what the recomputation wrote. Running it again finds nothing to do.
 */
export async function completeCalculatedPictures(db: Db, options: CompletePicturesOptions): Promise<CompletePicturesSummary> {
  const t0 = performance.now();
  const k = db.kysely;
  const pictured = CONTEST_TYPES.filter((t) => !t.pointSource && contestKindIs(t.kind)).map((t) => t.id);
  const pending = await repo.calculatedPairsWithStandIns(k, pictured);
  const summary: CompletePicturesSummary = { pairs: 0, rows: 0, pictures: 0, ms: 0, stopped: false, failures: [] };
  const wanted = new Set(pending.map((p) => `${p.lampId}:${p.contestId}`));
  const lampIds = [...new Set(pending.map((p) => p.lampId))];
  const { tasks } = await lampTasks(k, { lampIds, include: (lampId, contestId) => wanted.has(`${lampId}:${contestId}`), pictures: true, pictureSize: options.pictureSize });
  const total = tasks.reduce((s, t) => s + t.contests.length, 0);
  if (!tasks.length || options.signal?.aborted) {
    summary.stopped = !!options.signal?.aborted;
    summary.ms = performance.now() - t0;
    return summary;
  }
  const runner = calcRunner(Math.min(options.threads ?? 1, tasks.length));
  try {
    const results = tasks.map((task) => runner.run(task));
    for (const r of results) r.catch(() => {});
    for (const [i, task] of tasks.entries()) {
      if (options.signal?.aborted) {
        summary.stopped = true;
        break;
      }
      const output = await results[i]!;
      if (output.error) {
        summary.failures.push({ lampId: task.lampId, contestId: null, message: output.error });
        continue;
      }
      const pictures = await writeLampPictures(options.blobs ?? options.mediaDir, task.lampId, output);
      const unused = new Set(pictures.values());
      await k.transaction().execute(async (trx) => {
        for (const c of output.contests) {
          if (c.error) summary.failures.push({ lampId: task.lampId, contestId: c.contestId, message: c.error });
          for (const f of c.faces) {
            const face = f.faceType === 'B' ? 'B' : 'A';
            const pseuColor = pictures.get(`${c.contestId}-${face}-false`);
            const viewPhoto = pictures.get(`${c.contestId}-${face}-effect`) ?? null;
            if (!pseuColor) continue;
            const changed = await repo.calculatedPicturesSet(trx, { lampId: task.lampId, contestId: c.contestId, surfaceType: face }, { pseuColor, viewPhoto });
            if (changed) {
              unused.delete(pseuColor);
              if (viewPhoto) unused.delete(viewPhoto);
            }
            summary.rows += changed;
          }
        }
      });
      // Pictures of rows recomputed meanwhile are nobody's, unless another process wrote the
      // same content (same name) for rows that show it now.
      const inUse = await repo.picturesInUse(k, [...unused]);
      await picturesRemove(options.blobs ?? options.mediaDir, [...unused].filter((p) => !inUse.has(p)));
      summary.pictures += pictures.size - unused.size;
      summary.pairs += task.contests.length;
      options.onProgress?.(summary.pairs, total);
    }
  } finally {
    await runner.close();
  }
  summary.ms = performance.now() - t0;
  return summary;
}
