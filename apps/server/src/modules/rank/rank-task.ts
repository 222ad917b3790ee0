/**
 * The CPU part of `/photometry/rank`, run by each worker of the rank pool (or inline): evaluate
 * many photometric files on one surface with {@link calcContestRun} — the very evaluation behind
 * `/photometry/calculate` — keeping each parsed file's light in compact form (the engine's
 * `CompactLight`: the candela table at its own angles, no lookup grid; the same figures bit for
 * bit) in a cache bounded by memory, so a live ranking parses each file once and then only
 * evaluates. Pure: no database, no files (pictures are SVG).
 */
import type { LRUCache } from 'lru-cache';
import type { FixtureLayout, RankTarget } from '@lampsheet/contracts';
import { ContestInputError, compactLight, compactLightBytes, compactLightPhotometry, fitLayout, parsePhotometry, photometryBytes, type CompactLight, type FitLimits, type Photometry } from '@lampsheet/photometry';
import { boundedCache } from '../../lib/bounded-cache.js';
import { fitJudge } from './rank-score.js';
import { calcContestRun, calcOutputTransferList, contestFailure, type CalcContestOutput, type CalcContestSpec, type CalcPictureOptions } from '../photometry/calc-task.js';

/** The surface every file is evaluated on (pictures off unless a picture batch asks). */
export type RankSurface = Omit<CalcContestSpec, 'pictures' | 'contestId' | 'falseColourOnly' | 'scaleMax' | 'noLegend'>;

/** One candidate to evaluate: its id, its file's cache key, and the file's text when the worker said it lacked it. */
export interface RankItem {
  id: string;
  key: string;
  fileName?: string;
  content?: string;
  /** This candidate's own complete layout (over the surface's): a fitted layout evaluated on the full grid. */
  layout?: FixtureLayout;
}

export interface RankBatch {
  surface: RankSurface;
  items: RankItem[];
  /** Make false-colour pictures on one scale (the rows on screen, the compare dialog). */
  pictures?: { size: number; scaleMax: number; legend: boolean; /** The words on the pictures: the reader's language. */ lang?: string };
  /** Fit the layout per candidate within these limits against these targets, then evaluate the fitted layout. */
  fit?: RankFitJob;
}

export interface RankFitJob {
  limits: FitLimits;
  targets: RankTarget[];
}

/**
 * One candidate on the surface: its own layout when the item has one (a fitted layout evaluated
 * again on the full grid); with `fit`, the layout the engine's search finds, evaluated as a
 * preview (one fixture's field shifted along the row, `rowSampling` 1: the ranking's first stage);
 * else the surface's layout.
 */
function candidateRun(photometry: Photometry, spec: CalcContestSpec, size: number, item: RankItem, fit: RankFitJob | undefined, picture?: CalcPictureOptions) {
  if (item.layout) return calcContestRun(photometry, { ...spec, count: undefined, layout: item.layout }, size, picture);
  if (!fit) return calcContestRun(photometry, spec, size, picture);
  try {
    const layout = { ...(spec.count !== undefined ? { count: spec.count } : {}), ...spec.layout };
    const found = fitLayout(spec.kind, spec.dimensions, spec.albedo, photometry, layout, fit.limits, fitJudge(fit.targets));
    return calcContestRun(photometry, { ...spec, count: undefined, layout: found.layout, rowSampling: 1 }, size, picture);
  } catch (err) {
    return contestFailure(spec, (err as Error).message, err instanceof ContestInputError ? err.field : null);
  }
}

export interface RankBatchResult {
  /** Evaluated candidates by id; one whose file could not be read has `error` and no faces. */
  outputs: Array<{ id: string; output: CalcContestOutput }>;
  /** Candidates whose file the cache did not hold and that came without its text: send them again with it. */
  missing: RankItem[];
}

/**
 * Files' compact light, least recently used dropped first once their bytes pass `maxBytes`; and
 * the views the engine evaluates (`photometry`: the lookup grid built again, up to 2 MB each) of
 * the files used most recently, up to `viewBytes`: a file whose view was dropped is built again
 * from its compact light (a few milliseconds), never read or parsed again.
 */
export class PhotometryCache {
  private readonly entries = new Map<string, { light: CompactLight; bytes: number }>();
  private used = 0;
  private readonly views: LRUCache<string, Photometry> | undefined;

  constructor(
    readonly maxBytes: number,
    viewBytes = 0,
  ) {
    this.views = viewBytes > 0 ? boundedCache<Photometry>({ entries: 1 << 20, bytes: viewBytes, sizeOf: photometryBytes }) : undefined;
  }

  /** Bytes of the views held. */
  get viewBytes(): number {
    return this.views?.calculatedSize ?? 0;
  }

  /** The view of a file's light to evaluate (kept while there is room). */
  photometry(key: string, light: CompactLight): Photometry {
    const known = this.views?.get(key);
    if (known && known.identity === light) return known;
    const view = compactLightPhotometry(light);
    this.views?.set(key, view);
    return view;
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): CompactLight | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.light;
  }

  set(key: string, light: CompactLight): void {
    const old = this.entries.get(key);
    if (old) {
      this.used -= old.bytes;
      this.entries.delete(key);
    }
    const bytes = compactLightBytes(light);
    this.entries.set(key, { light, bytes });
    this.used += bytes;
    // The newest entry always stays, even alone above the bound.
    for (const [k, e] of this.entries) {
      if (this.used <= this.maxBytes || k === key) break;
      this.entries.delete(k);
      this.used -= e.bytes;
    }
  }
}

/**
 * Figures already evaluated, by candidate, file, surface and layout: a ranking that changes only
 * its targets, filters or order evaluates nothing again (the light of a fixture on a surface does
 * not depend on what is asked of it). Figures only (no pictures, no fitted layouts: a fit depends
 * on the targets); bounded like every cache of the server, in entries and in bytes (by default
 * 1 kB an entry, about what a wall's answer takes), least recently used dropped first.
 */
export class FiguresCache {
  private readonly entries: LRUCache<string, CalcContestOutput>;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes = maxEntries * 1024,
  ) {
    this.entries = boundedCache<CalcContestOutput>({ entries: Math.max(1, maxEntries), bytes: Math.max(1, maxBytes), sizeOf: figuresBytes });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as estimated by `figuresBytes`. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  /**
   * The kept figures themselves, frozen: nothing a caller does can change them, and a re-rank
   * reads hundreds of them without a copy each (copying was a fifth of a target-only re-rank).
   */
  get(key: string): CalcContestOutput | undefined {
    return this.entries.get(key);
  }

  /** Keeps a frozen copy (the caller may go on changing its own). */
  set(key: string, output: CalcContestOutput): void {
    this.entries.set(key, deepFreeze(structuredClone(output)));
  }
}

/** `value` and everything it holds, frozen (typed arrays, which cannot be, are not held by figures). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** An answer's bytes in memory, estimated by its JSON text's length (a number takes about as many bytes in the heap as its digits in JSON). */
export const figuresBytes = (output: CalcContestOutput, key: string) => JSON.stringify(output).length + key.length;

/** A candidate's key in the figures cache: the surface (stage included) as the batch gives it. */
export const figuresKey = (surfaceKey: string, item: RankItem) => `${item.id}\u0000${item.key}\u0000${surfaceKey}\u0000${item.layout ? JSON.stringify(item.layout) : ''}`;

/**
 * Evaluate a batch on its surface; files neither cached nor sent come back as `missing`. With
 * `figures`, a candidate evaluated before on the same surface and layout is answered from it.
 */
export function rankBatchRun(cache: PhotometryCache, batch: RankBatch, figures?: FiguresCache): RankBatchResult {
  const outputs: RankBatchResult['outputs'] = [];
  const missing: RankItem[] = [];
  const spec: CalcContestSpec = {
    ...batch.surface,
    contestId: 0,
    pictures: !!batch.pictures,
    falseColourOnly: true,
    scaleMax: batch.pictures?.scaleMax,
    noLegend: batch.pictures ? !batch.pictures.legend : undefined,
  };
  // Files parsed from texts of this batch stay at hand for the whole batch: the cache may drop
  // one (memory bound) before another candidate sharing it comes, which must not go missing.
  const parsed = new Map<string, CompactLight>();
  const remembered = figures && !batch.pictures && !batch.fit ? figures : undefined;
  const surfaceKey = remembered ? JSON.stringify(batch.surface) : '';
  // Candidates sharing a file one after the other: the file's light is made ready once for them.
  // Answers and missing candidates keep the batch's order.
  const items = batch.items;
  const order = items.map((_, i) => i).sort((a, b) => (items[a]!.key < items[b]!.key ? -1 : items[a]!.key > items[b]!.key ? 1 : a - b));
  const answered: Array<RankBatchResult['outputs'][number] | undefined> = [];
  const lacking: Array<RankItem | undefined> = [];
  let ready: { key: string; photometry: Photometry } | undefined;
  for (const i of order) {
    const item = items[i]!;
    const known = remembered?.get(figuresKey(surfaceKey, item));
    if (known) {
      answered[i] = { id: item.id, output: known };
      continue;
    }
    let photometry = ready?.key === item.key ? ready.photometry : undefined;
    if (!photometry) {
      let light = cache.get(item.key) ?? parsed.get(item.key);
      if (!light) {
        if (item.content === undefined) {
          lacking[i] = { id: item.id, key: item.key, ...(item.layout ? { layout: item.layout } : {}) };
          continue;
        }
        try {
          light = compactLight(parsePhotometry(item.content, item.fileName ?? item.key));
        } catch (err) {
          answered[i] = { id: item.id, output: contestFailure(spec, `${item.fileName}: ${(err as Error).message}`) };
          continue;
        }
        cache.set(item.key, light);
        parsed.set(item.key, light);
      }
      photometry = cache.photometry(item.key, light);
      ready = { key: item.key, photometry };
    }
    const output = candidateRun(photometry, spec, batch.pictures?.size ?? 0, item, batch.fit, batch.pictures ? { lang: batch.pictures.lang } : undefined);
    remembered?.set(figuresKey(surfaceKey, item), output);
    answered[i] = { id: item.id, output };
  }
  for (let i = 0; i < items.length; i++) {
    if (answered[i]) outputs.push(answered[i]!);
    else if (lacking[i]) missing.push(lacking[i]!);
  }
  return { outputs, missing };
}

/** The PNG buffers of a batch's pictures, for a zero-copy transfer out of a worker. */
export function rankTransferList(result: RankBatchResult): ArrayBuffer[] {
  return result.outputs.flatMap((o) => calcOutputTransferList({ lampId: 0, contests: [o.output], error: null }));
}
