/**
 * `POST /api/photometry/rank`: every fixture with a photometric file that passes the filters,
 * computed on the designer's own surface by the rank pool (the evaluation of
 * `/photometry/calculate`, so the figures are the same), assessed against the targets and
 * ordered (rank-score.ts); `POST /api/photometry/rank/pictures`: false-colour pictures of a few
 * of them on one common cd/m² scale.
 */
import type { Kysely } from 'kysely';
import {
  contestTypeById,
  targetsOfType,
  type ContestDimensions,
  type ContestKind,
  type Lang,
  type RankAnswer,
  type RankPicturesAnswer,
  type RankPicturesRequestParsed,
  type RankProgressEvent,
  type RankRequestParsed,
  type RankRow,
  type RankTarget,
  RANK_LIMIT_DEFAULT,
} from '@lampsheet/contracts';
import { niceCeilFine } from '@lampsheet/photometry';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { faceFigures, layoutAnswer, layoutAnswered, requestFieldOf, type CalcContestOutput } from '../photometry/calc-task.js';
import type { RankJob, RankLoader, RankRunner } from './rank-pool.js';
import { EXACT, assess, figuresOrder, fitOrder, previewSelect, rankOrder, score, type PreviewTolerance } from './rank-score.js';
import type { RankSurface } from './rank-task.js';
import * as repo from './rank.repository.js';

type Surface = Pick<RankRequestParsed, 'contestTypeId' | 'dimensions' | 'albedo' | 'count' | 'layout'>;

/** The surface of a request as the engine takes it (null and absent letters left out, as calculate does). */
export function rankSurface(request: Surface): RankSurface {
  const type = contestTypeById(request.contestTypeId);
  if (!type) throw new AppError('VALIDATION_FAILED', null, { text: `contestTypeId: unknown application type ${request.contestTypeId}`, field: 'contestTypeId' });
  const dimensions: ContestDimensions = {};
  for (const [letter, value] of Object.entries(request.dimensions ?? {})) {
    if (value !== null && value !== undefined) (dimensions as Record<string, number>)[letter] = value;
  }
  return { contestTypeId: type.id, kind: type.kind as ContestKind, dimensions, albedo: request.albedo ?? null, count: request.count, layout: request.layout };
}

/**
 * The cache key of a stored file: its id, which also picks the worker. A stored file is never
 * changed or deleted (stored once by its content hash; another file is another row), so its id
 * names one text for the life of the database.
 */
export const fileKey = (f: { photometryId: number }) => String(f.photometryId);

/** The texts of files the workers lack. */
function loader(db: Kysely<Database>) {
  return async (keys: string[]) => {
    const files = await repo.photometryTexts(
      db,
      keys.map((k) => Number.parseInt(k, 10)),
    );
    return new Map(files.map((f) => [fileKey({ photometryId: f.id }), { fileName: f.fileName, content: f.content }]));
  };
}

/** An impossible dimension is the request's fault: a 400 naming the input (as calculate answers it). */
function inputError(outputs: Iterable<CalcContestOutput>): AppError | null {
  for (const o of outputs) {
    if (o.errorField) {
      const field = requestFieldOf(o.errorField);
      return new AppError('VALIDATION_FAILED', null, { text: `${field}: ${o.error}`, field });
    }
  }
  return null;
}

/** Targets must name faces the type has: A and B on two-face types, 'single' otherwise. */
function checkTargets(contestTypeId: number, targets: readonly RankTarget[]): void {
  const twoFaces = contestTypeById(contestTypeId)?.faces === 2;
  targets.forEach((t, i) => {
    const ok = twoFaces ? t.faceType !== 'single' : t.faceType === 'single';
    if (!ok) {
      throw new AppError('VALIDATION_FAILED', null, {
        text: `targets.${i}.faceType: this application type has ${twoFaces ? "faces 'A' and 'B'" : "one face, 'single'"}`,
        field: `targets.${i}.faceType`,
      });
    }
  });
}

/** Columns of the first stage's one-fixture field per cell of the face. */
export const PREVIEW_ROW_SAMPLING = 1;

/**
 * How far the first stage's figures may lie from the full grid's (decision 009): measured over
 * the demo's 459 files on the wall of the issue, a smaller wall, a floodlit facade and the
 * composite surface, the largest differences were Lavg 0.09 %, U0 0.0011 and dark band 0.03 %
 * of the face; the bounds are about four times those (the score window they open is 0.4 points).
 */
export const PREVIEW_TOLERANCE: PreviewTolerance = { lavg: 0.004, u0: 0.004, darkBand: 0.0012 };

type Candidate = Awaited<ReturnType<typeof repo.rankCandidates>>[number];

/** A row's figures and score parts from an evaluation. */
function assessOutput(c: Candidate, output: CalcContestOutput, targets: readonly RankTarget[], lang: Lang) {
  const faces = output.faces.map(faceFigures);
  const parts = assess(
    faces.map((f, i) => ({ ...f, faceHeight: output.faces[i]!.faceHeight })),
    targets,
    lang,
  );
  return {
    lampId: c.lampId,
    photometryId: c.photometryId,
    brandId: c.brandId,
    brandName: c.brandName,
    model: c.model,
    power: c.power,
    authorizedPrice: c.authorizedPrice,
    workVoltage: c.workVoltage,
    lampType: c.lampType,
    colorTemperature: c.colorTemperature,
    beamAngle: c.beamAngle,
    beamAngle90: c.beamAngle90,
    protectLevel: c.protectLevel,
    longNs: c.longNs,
    widthNs: c.widthNs,
    heightNs: c.heightNs,
    faces,
    ...layoutAnswer(output, c.power),
    verdicts: parts.verdicts,
    meets: parts.meets,
    misses: parts.misses,
    parts,
  };
}

/** What `/photometry/rank` evaluated, besides the answer: how many candidates each stage took (its figures computed or kept from before). */
export interface RankStages {
  /** Candidates of the coarse stage: every usable one (0: one stage, every candidate on the full grid). */
  coarse: number;
  /** Candidates the coarse stage kept, evaluated as a preview (0: one stage). */
  previewed: number;
  /** Candidates taken on to the full grid (one stage: every candidate). */
  full: number;
}

/**
 * Who watches a ranking as it goes (the streamed route): each stage's progress, and the first
 * rows as the first stage has them (provisional: the preview's figures, or those of the part of
 * the candidates evaluated so far). Without a watcher a stage is one round of the pool.
 */
export interface RankWatch {
  onProgress(progress: Omit<RankProgressEvent, 'event'>): void;
  onRows(rows: RankRow[], evaluated: number): void;
}

/** Candidates of a watched stage's first round; each next round twice the last, up to a tenth of the stage. */
export const WATCH_FIRST_ROUND = 32;
const WATCH_ROUNDS = 10;

/**
 * A stage evaluated by the pool: at once without a watcher; with one, in rounds (the first small,
 * so the first rows come early), the progress said after each and `round` given every output so
 * far. Two rounds are in flight at once, so the workers never wait between rounds; a stopped
 * ranking (its signal aborted) leaves at most the next round to drop.
 */
async function evaluateStage(
  runner: RankRunner,
  job: RankJob,
  load: RankLoader,
  watching?: { watch: RankWatch; stage: RankProgressEvent['stage']; round?: (outputs: Map<string, CalcContestOutput>) => void },
): Promise<Map<string, CalcContestOutput>> {
  if (!watching) return runner.evaluate(job, load);
  const { watch, stage, round } = watching;
  const total = job.items.length;
  const outputs = new Map<string, CalcContestOutput>();
  watch.onProgress({ stage, done: 0, total });
  const inFlight: Array<{ items: number; answer: Promise<Map<string, CalcContestOutput>> }> = [];
  let sent = 0;
  let size = WATCH_FIRST_ROUND;
  const send = () => {
    if (sent >= total) return;
    const items = job.items.slice(sent, sent + size);
    sent += items.length;
    size = Math.min(size * 2, Math.max(WATCH_FIRST_ROUND, Math.ceil(total / WATCH_ROUNDS)));
    const answer = runner.evaluate({ ...job, items }, load);
    // a round after one that failed is never awaited
    answer.catch(() => {});
    inFlight.push({ items: items.length, answer });
  };
  send();
  send();
  for (let done = 0; inFlight.length > 0; ) {
    const next = inFlight.shift()!;
    for (const [id, output] of await next.answer) outputs.set(id, output);
    done += next.items;
    send();
    watch.onProgress({ stage, done, total });
    round?.(outputs);
  }
  return outputs;
}

/**
 * The coarse stage's grid: every face sampled COARSE_ALONG times coarser along its fixture side,
 * every line across it kept (the engine's `coarsenAlong`), with the preview's row shift on it
 * (docs/PERFORMANCE.md "The bound").
 */
export const COARSE_ALONG = 4;

/**
 * The application types the coarse stage runs on, and how far its figures may lie from the full
 * grid's there: measured over the demo's 459 files (`npm run bench:rank-tolerance`) on walls
 * 14 × 12, 6 × 8 and 30 × 40 m and a floodlit facade 14 × 20 m, the largest differences were
 * Lavg 3.64 %, U0 0.084 and dark band 3.13 % of the face (walls; the floodlit facade's were
 * smaller); the bounds are about twice those. On the other types it was measured worse (a
 * composite surface of two fixtures: Lavg 23 %, dark band 55 %; photovoltaic glass: dark band
 * 16 %) or gains nothing (a column, a corrugated face): they go straight to the preview.
 */
export const COARSE_TYPES: ReadonlySet<number> = new Set([101, 102]);
export const COARSE_TOLERANCE: PreviewTolerance = { lavg: 0.075, u0: 0.17, darkBand: 0.065 };

/**
 * The probe of a staged ranking: the first `limit` × PROBE rows by the coarse grid's figures go
 * to the preview at once, so that the `limit` rows surely among the first are known within the
 * preview's tolerance, not the coarse grid's (which alone would leave too few rows surely
 * meeting a U0 target to discard anything); every other candidate is held against those with
 * the coarse grid's tolerance.
 */
export const PROBE = 2;

/** A cheap stage of a staged ranking: the surface it evaluates (a coarse grid, the preview) and how far its figures may lie from the full grid's. */
interface CheapStage {
  stage: RankProgressEvent['stage'];
  surface: RankSurface;
  tolerance: PreviewTolerance;
}

/**
 * Staged when there are more candidates than `limit` asks. Asked (`coarse`), every candidate is
 * first evaluated on a coarse grid (COARSE_ALONG, on the COARSE_TYPES, with a Lavg target), and
 * only those that could be among the first `limit` with their figures anywhere within
 * COARSE_TOLERANCE go on (previewSelect, after the probe); off by default, since measured on the
 * rank pool it costs more than it saves (docs/PERFORMANCE.md "The bound"). Every candidate left is
 * evaluated as a preview — on a row of fixtures long enough to gain, one fixture's field shifted along the row
 * (within PREVIEW_TOLERANCE of the full grid); on anything else the full grid itself — and the
 * previews that could be among the first `limit` again and approximated are evaluated on the
 * full grid, with calculate's very evaluation: the rows answered carry calculate's figures, and
 * they are the first `limit` of a full evaluation as long as each stage keeps to its tolerance.
 * Figures the runner already keeps for a candidate at a finer stage (a re-rank) are read instead,
 * with that stage's tolerance. `evaluated` counts every candidate evaluated.
 */
export async function photometryRank(
  db: Kysely<Database>,
  runner: RankRunner,
  request: RankRequestParsed,
  lang: Lang,
  options: {
    /** Every candidate on the full grid (the bench's comparison). */
    oneStage?: boolean;
    /** The coarse stage in front of the preview (off by default: measured, it does not pay yet; docs/PERFORMANCE.md "The bound"). */
    coarse?: boolean;
    stages?: (s: RankStages) => void;
    watch?: RankWatch;
  } = {},
): Promise<RankAnswer> {
  const t0 = performance.now();
  const surface = rankSurface(request);
  checkTargets(request.contestTypeId, request.targets ?? []);
  // the targets the type has (a point source's request may still carry facade targets): those are judged
  const targets = targetsOfType(request.targets ?? [], request.contestTypeId);
  const candidates = await repo.rankCandidates(db, request.filters ?? {});
  // A fixture given its own layout (a fitted row compared) is computed in it.
  const own = new Map((request.layouts ?? []).map((l) => [l.lampId, l.layout]));
  const itemOf = (c: Candidate) => ({ id: String(c.lampId), key: fileKey(c), ...(own.has(c.lampId) ? { layout: own.get(c.lampId)! } : {}) });
  if (request.fit) return fittedRank(db, runner, { surface, targets, candidates, items: candidates.map(itemOf), fit: request.fit, limit: request.limit, lang, t0, stages: options.stages, watch: options.watch });
  const staged = !options.oneStage && candidates.length > request.limit;
  // The coarse grid decides by Lavg (its U0 is too far from the full grid's to decide anything
  // alone): without a Lavg bound it would discard nothing and cost a third of a preview each.
  const lavgBound = targets.some((t) => [t.brightnessAvgMin, t.brightnessAvgMax, t.brightnessAvgMinCustom, t.brightnessAvgMaxCustom].some((v) => v != null));
  const coarse = staged && !!options.coarse && lavgBound && COARSE_TYPES.has(surface.contestTypeId);
  const cheap: CheapStage[] = [
    ...(coarse ? [{ stage: 'coarse' as const, surface: { ...surface, coarsenAlong: COARSE_ALONG, rowSampling: PREVIEW_ROW_SAMPLING }, tolerance: COARSE_TOLERANCE }] : []),
    ...(staged ? [{ stage: 'preview' as const, surface: { ...surface, rowSampling: PREVIEW_ROW_SAMPLING }, tolerance: PREVIEW_TOLERANCE }] : []),
  ];
  const FULL = cheap.length;
  const tolerances = [...cheap.map((c) => c.tolerance), EXACT];
  // The lowest watts and price of the whole library (not of the filtered candidates): one score per fixture and surface.
  const low = await repo.rankLowest(db);
  const usable = (o: CalcContestOutput | undefined): o is CalcContestOutput => !!o && !o.error && o.faces.length > 0;
  /** Each candidate's finest figures so far and their stage (FULL: the full grid's, or a stage that evaluated in full). */
  const known = new Map<string, { output: CalcContestOutput; level: number }>();
  /** Candidates a cheap stage evaluated in full (a row too short to gain): never evaluated again. */
  const exactEarly = new Set<string>();
  const learn = (outputs: ReadonlyMap<string, CalcContestOutput>, level: number) => {
    for (const [id, output] of outputs) {
      const at = output.approximate ? level : FULL;
      if (level < FULL && !output.approximate) exactEarly.add(id);
      if ((known.get(id)?.level ?? -1) < at) known.set(id, { output, level: at });
    }
  };
  const outputOf = (c: Candidate) => known.get(String(c.lampId))?.output;
  const levelOf = (c: Candidate) => known.get(String(c.lampId))?.level ?? -1;
  const rowsOf = (of: readonly Candidate[]): RankRow[] => {
    const rows: RankRow[] = [];
    for (const c of of) {
      const output = outputOf(c);
      if (!usable(output)) continue;
      const { parts, ...row } = assessOutput(c, output, targets, lang);
      rows.push({ ...row, score: score(parts, row.power, row.authorizedPrice, low) });
    }
    return rows.sort(rankOrder);
  };
  const { watch } = options;
  /** The first rows of `pool` by the finest figures so far; `evaluated`: every candidate with figures (those a stage left out included). */
  const provisional = (pool: readonly Candidate[]) => {
    if (inputError(pool.flatMap((c) => outputOf(c) ?? []))) return;
    const rows = rowsOf(pool);
    watch!.onRows(rows.slice(0, Math.min(request.limit, RANK_LIMIT_DEFAULT)), candidates.filter((c) => usable(outputOf(c))).length);
  };
  /** Candidates each stage took (figures computed or kept), by level. */
  const taken = cheap.map(() => new Set<number>());
  /**
   * Evaluates on `level`'s surface the candidates of `of` known only at a coarser stage, said to
   * the watcher (with provisional rows of `of` as it goes when `rows`) unless `quiet`; an
   * impossible input throws.
   */
  const evaluateLevel = async (of: readonly Candidate[], level: number, rows: boolean, quiet = false) => {
    for (const c of level < FULL ? of : []) taken[level]!.add(c.lampId);
    const lacking = of.filter((c) => levelOf(c) < level);
    const watching = quiet ? undefined : watch;
    if (lacking.length > 0) {
      const outputs = await evaluateStage(
        runner,
        { surface: level === FULL ? surface : cheap[level]!.surface, items: lacking.map(itemOf) },
        loader(db),
        watching && { watch: watching, stage: level === FULL ? 'full' : cheap[level]!.stage, round: rows ? (so) => (learn(so, level), provisional(of)) : undefined },
      );
      learn(outputs, level);
    } else if (watching) {
      // all known (a re-rank): the stage said done at once, its rows from the figures kept
      const stage = level === FULL ? 'full' : cheap[level]!.stage;
      watching.onProgress({ stage, done: 0, total: of.length });
      if (rows) provisional(of);
      watching.onProgress({ stage, done: of.length, total: of.length });
    }
    const failure = inputError(of.flatMap((c) => outputOf(c) ?? []));
    if (failure) throw failure;
  };
  // The figures as rows answer them (faceFigures: 4 decimals), so full-grid figures held EXACT are the answer's own, ties included.
  const previewRows = (of: readonly Candidate[]) =>
    of.map((c) => {
      const k = known.get(String(c.lampId))!;
      const faces = k.output.faces.map((f) => ({ ...faceFigures(f), faceHeight: f.faceHeight }));
      return { id: c.lampId, faces, power: c.power, price: c.authorizedPrice, tolerance: tolerances[k.level]! };
    });
  // What finer stages already know (a re-rank on this surface: no light computed again), then every stage in turn.
  const items = candidates.map(itemOf);
  learn(runner.kept({ surface, items }), FULL);
  for (let level = FULL - 1; level >= 0; level--) learn(runner.kept({ surface: cheap[level]!.surface, items }), level);
  let pool: Candidate[] = candidates;
  let evaluated = 0;
  for (let level = 0; level < FULL; level++) {
    await evaluateLevel(pool, level, true);
    pool = pool.filter((c) => usable(outputOf(c)));
    if (level === 0) evaluated = pool.length;
    if (level + 1 < FULL) {
      // The probe: the first rows by this stage's figures taken to the next stage at once, so
      // that the rows surely among the first `limit` are known by the next stage's narrower
      // tolerance; the others are then held against them with this stage's wide one.
      const first = new Set(figuresOrder(previewRows(pool), targets, low).slice(0, request.limit * PROBE));
      await evaluateLevel(pool.filter((c) => first.has(c.lampId)), level + 1, false, true);
    }
    const chosen = previewSelect(previewRows(pool), targets, low, request.limit, cheap[level]!.tolerance);
    pool = pool.filter((c) => chosen.has(c.lampId));
  }
  // The finalists on the full grid (one a cheap stage evaluated in full is not evaluated again).
  await evaluateLevel(pool, FULL, !staged);
  if (!staged) evaluated = candidates.filter((c) => usable(outputOf(c))).length;
  const sizeOf = (stage: RankProgressEvent['stage']) => taken[cheap.findIndex((c) => c.stage === stage)]?.size ?? 0;
  options.stages?.({ coarse: sizeOf('coarse'), previewed: sizeOf('preview'), full: staged ? pool.filter((c) => !exactEarly.has(String(c.lampId))).length : evaluated });

  const rows = rowsOf(pool);
  return { rows: rows.slice(0, request.limit), evaluated, ms: Math.round((performance.now() - t0) * 10) / 10 };
}

const AT_BEST: Record<Lang, (misses: string[]) => string> = {
  en: (misses) => `${misses.join('; ')} at best`,
  zh: (misses) => `最佳布置仍不满足：${misses.join('；')}`,
};

/** Rows of a fitted ranking evaluated again on the full grid beyond the first `limit` of the preview's order. */
export const FIT_MARGIN = 10;

/**
 * A ranking that fits the layout (docs/DOMAIN.md "Fitting the layout"), in two stages: every
 * candidate's layout is searched by the engine within the limits and evaluated as a preview (the
 * ranking's first stage); the first `limit` + FIT_MARGIN of the preview's order are evaluated
 * again in their fitted layout (as answered, rounded) on the full grid, calculate's evaluation, and ordered by those
 * figures. Each row answers its fitted layout and `fit` (met, or why not: the misses of the
 * closest layout); rows that meet come first, then the lower installed power, then the score.
 */
async function fittedRank(
  db: Kysely<Database>,
  runner: RankRunner,
  job: {
    surface: RankSurface;
    targets: RankTarget[];
    candidates: Candidate[];
    items: Array<{ id: string; key: string }>;
    fit: NonNullable<RankRequestParsed['fit']>;
    limit: number;
    lang: Lang;
    t0: number;
    stages?: (s: RankStages) => void;
    watch?: RankWatch;
  },
): Promise<RankAnswer> {
  const { targets, lang } = job;
  const low = await repo.rankLowest(db);
  const rowsOf = (outputs: Map<string, CalcContestOutput>, candidates: Candidate[]) => {
    const rows: Array<RankRow & { output: CalcContestOutput }> = [];
    for (const c of candidates) {
      const output = outputs.get(String(c.lampId));
      if (!output || output.error || output.faces.length === 0 || !output.layout) continue;
      const { parts, ...row } = assessOutput(c, output, targets, lang);
      const fit = row.meets ? { met: true } : { met: false, reason: AT_BEST[lang](row.misses) };
      rows.push({ ...row, score: score(parts, row.power, row.authorizedPrice, low), fit, output });
    }
    return rows.sort(fitOrder);
  };
  const { watch } = job;
  const provisional = (outputs: Map<string, CalcContestOutput>) => {
    if (inputError(outputs.values())) return;
    const rows = rowsOf(outputs, job.candidates).map(({ output: _output, ...row }) => row);
    watch!.onRows(rows.slice(0, Math.min(job.limit, RANK_LIMIT_DEFAULT)), rows.length);
  };
  const previews = await evaluateStage(runner, { surface: job.surface, items: job.items, fit: { limits: job.fit, targets } }, loader(db), watch && { watch, stage: 'fit', round: provisional });
  const failure = inputError(previews.values());
  if (failure) throw failure;
  const previewed = rowsOf(previews, job.candidates);
  const chosen = previewed.slice(0, job.limit + FIT_MARGIN);
  const byId = new Map(job.candidates.map((c) => [c.lampId, c]));
  // Every row chosen again in the layout it answers: its figures are calculate's for that layout.
  const full = chosen.length
    ? await evaluateStage(
        runner,
        { surface: job.surface, items: chosen.map((r) => ({ id: String(r.lampId), key: fileKey(byId.get(r.lampId)!), layout: layoutAnswered(r.output.layout!) })) },
        loader(db),
        watch && { watch, stage: 'full' },
      )
    : new Map<string, CalcContestOutput>();
  job.stages?.({ coarse: 0, previewed: job.candidates.length, full: chosen.length });
  const rows = rowsOf(new Map([...previews, ...full]), chosen.map((r) => byId.get(r.lampId)!)).map(({ output: _output, ...row }) => row);
  return { rows: rows.slice(0, job.limit), evaluated: previewed.length, ms: Math.round((performance.now() - job.t0) * 10) / 10 };
}

/** A round top for a colour scale above `max`: the pictures' own rule for a fitted scale (niceCeilFine). */
export function scaleTop(max: number): number {
  return niceCeilFine(max);
}

export async function photometryRankPictures(
  db: Kysely<Database>,
  runner: RankRunner,
  request: Surface & Pick<RankPicturesRequestParsed, 'photometryIds' | 'layouts' | 'scaleMax' | 'size' | 'legend'>,
  /** The words on the pictures (a legend's, a caption's): the reader's language. */
  lang?: Lang,
): Promise<RankPicturesAnswer> {
  const surface = rankSurface(request);
  const ids = [...new Set(request.photometryIds)];
  if ((await repo.storedPhotometryIds(db, ids)).length !== ids.length) throw notFound();
  const own = new Map((request.layouts ?? []).map((l) => [l.photometryId, l.layout]));
  const items = ids.map((id) => ({ id: String(id), key: fileKey({ photometryId: id }), ...(own.has(id) ? { layout: own.get(id)! } : {}) }));
  let scaleMax = request.scaleMax;
  if (scaleMax === undefined) {
    // One scale for all: a round value above the brightest face (figures first, cached and quick).
    const figures = await runner.evaluate({ surface, items }, loader(db));
    const failure = inputError(figures.values());
    if (failure) throw failure;
    scaleMax = scaleTop(Math.max(0, ...[...figures.values()].flatMap((o) => o.faces.map((f) => f.lightnessMax))));
  }
  const outputs = await runner.evaluate({ surface, items, pictures: { size: request.size, scaleMax, legend: request.legend, lang } }, loader(db));
  const failure = inputError(outputs.values());
  if (failure) throw failure;
  return {
    scaleMax,
    pictures: ids.map((id) => ({
      photometryId: id,
      faces: (outputs.get(String(id))?.faces ?? [])
        .filter((f) => f.falseColour)
        .map((f) => ({ faceType: f.faceType, falseColour: `data:image/svg+xml;base64,${Buffer.from(f.falseColour!.data).toString('base64')}` })),
    })),
  };
}
