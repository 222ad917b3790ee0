/**
 * Deterministic demo data (issue 2, "Demo data"): fills an EMPTY database — no users yet — with
 * the 14 application types, dictionaries, sketches, templates, column definitions, weight
 * presets, the beam-angle map, brands, fixtures, detection rows of the three data types, two
 * projects with lamp parameters and the three demo accounts, and writes the pictures and the
 * guidance video under the media root. Same seed ⇒ same rows and files (password hashes aside,
 * which carry a random salt).
 *
 * This file is the public entry and the order of the steps; each step lives in the file named
 * after what it makes: `media.ts` (the files), `catalogue.ts` (application types, dictionaries,
 * brands, sketches, columns, templates, presets), `lamps.ts` (fixtures and their photometric
 * files), `detections.ts` (measured rows and the calculated rows' plan), `projects.ts` (accounts,
 * projects, lamp parameter records of `lampparams.ts`); `batch-insert.ts` writes their rows.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { recomputeCalculated, type RecomputeSummary } from '../modules/photometry/recompute.js';
import { insertCatalogue } from './catalogue.js';
import { insertDetections } from './detections.js';
import { insertLamps } from './lamps.js';
import { completeMeasuredRows } from './measured.js';
import { DEFAULT_ASSETS_DIR, MediaWriter, effectPath, pseudoPath, writeDemoMedia, type DemoMediaFiles } from './media.js';
import { pictureFamily } from './pictures.js';
import { insertLampParams, insertProjects, insertUsers } from './projects.js';
import { Rng, demoDate } from './random.js';
import { DEMO_USERS } from './reference.js';

export { demoPasswords } from './reference.js';
export { calculatedDetection } from './calculated.js';
export { seedBulkDetections } from './bulk.js';

export interface SeedOptions {
  /** Media root (served under `/media/`); files go to `<mediaDir>/demo/…`. */
  mediaDir: string;
  /** PRNG seed; 20260105 by default. */
  seed?: number;
  /** Where the shipped binary assets are; `apps/server/demo-assets` by default. */
  assetsDir?: string;
  /** Worker threads for the calculated rows (default: one per core; 0 = this thread). */
  threads?: number;
  /**
   * Called at each resumable step: `reference` once the reference data are committed,
   * `calculated-lamp` after each lamp's calculated rows. (Progress; the tests stop the seed
   * there to play a crash.)
   */
  onStep?: (step: SeedStep) => void;
}

export type SeedStep = 'reference' | 'calculated-lamp';

/**
 * What the start found and did: `seeded` an empty database filled, `resumed` a first start cut
 * short completed, `present` the demo data already whole (or a database of real data: nothing).
 */
export type SeedState = 'seeded' | 'resumed' | 'present';

/** The resumable part of a seed, stored with the reference data (`seed_state.plan`). */
interface SeedPlan {
  /** Lamp × contest pairs (`lampId:contestId`) whose calculated rows the engine computes. */
  calculated: string[];
  /** The pairs among them whose pictures are computed at seeding time. */
  pictured: string[];
  /** Creation time of the calculated rows. */
  createdAt: string;
}

const DEMO_STATE = 'demo';

export interface SeedSummary {
  /** False when the database already had users and nothing was written. */
  seeded: boolean;
  /** What the start did (see {@link SeedState}). */
  state: SeedState;
  users: number;
  contestTypes: number;
  contests: number;
  brands: number;
  lamps: number;
  detections: number;
  /** Rows per application type and data type ('1', '2', '4'). */
  detectionsByType: Record<number, Record<'1' | '2' | '4', number>>;
  dictEntries: number;
  angleRules: number;
  surfaceSketches: number;
  lampSketches: number;
  columnDefs: number;
  templateIndices: number;
  weightPresets: number;
  projects: number;
  lampParams: number;
  paramIndices: number;
  mediaFiles: number;
  /** Relative media paths written (for checks). */
  mediaPaths: string[];
  /** Photometric files written (one per fixture). */
  photometryFiles: number;
  /** The engine's recomputation of the calculated rows (data type 4); null when nothing was seeded. */
  calculated: Omit<RecomputeSummary, 'failures'> & { failures: number } | null;
  ms: number;
}

export const DEFAULT_DEMO_SEED = 20260105;

function emptySummary(): SeedSummary {
  return {
    seeded: false,
    state: 'present',
    users: 0,
    contestTypes: 0,
    contests: 0,
    brands: 0,
    lamps: 0,
    detections: 0,
    detectionsByType: {},
    dictEntries: 0,
    angleRules: 0,
    surfaceSketches: 0,
    lampSketches: 0,
    columnDefs: 0,
    templateIndices: 0,
    weightPresets: 0,
    projects: 0,
    lampParams: 0,
    paramIndices: 0,
    mediaFiles: 0,
    mediaPaths: [],
    photometryFiles: 0,
    calculated: null,
    ms: 0,
  };
}

/**
 * Fill an empty database with the demo data, or complete a seed a crash cut short. The
 * reference data (users, catalogue, fixtures, measured rows, projects) commit in one
 * transaction together with the seed's plan; the engine's calculated rows follow lamp by lamp;
 * the `completed_at` mark is written last. A start that finds users and an unfinished plan
 * computes the calculated rows still missing and then marks the seed complete (`resumed`); one
 * that finds users and no unfinished plan writes nothing (`present`, zero counts).
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const k = db.kysely;
  const existing = await k.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  if (Number(existing?.n ?? 0) > 0) {
    const state = await k.selectFrom('seedState').selectAll().where('name', '=', DEMO_STATE).executeTakeFirst();
    if (!state || state.completedAt) return emptySummary();
    return resumeDemoData(db, options, JSON.parse(state.plan) as SeedPlan, state.seed, started);
  }

  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const media = new MediaWriter(options.mediaDir);
  const summary = emptySummary();
  summary.seeded = true;
  summary.state = 'seeded';

  // Passwords first: scrypt is slow and needs no transaction.
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  const files = writeDemoMedia(media, options.assetsDir ?? DEFAULT_ASSETS_DIR);
  const plan = await k.transaction().execute((trx) => insertReferenceData(trx, seed, hashes, files, summary));
  options.onStep?.('reference');

  const calculated = await calculateDemoRows(db, options, plan);
  summary.calculated = { ...calculated, failures: calculated.failures.length };
  await countCalculatedRows(db, summary);
  summary.detections += calculated.rows;
  await completeSeed(db, seed);

  summary.mediaPaths = [...new Set(media.written)];
  summary.mediaFiles = summary.mediaPaths.length;
  summary.ms = Math.round(performance.now() - started);
  return summary;
}

/**
 * The reference data, in one transaction: accounts, catalogue, fixtures, projects, measured rows
 * and lamp parameter records, then the seed's plan of the calculated rows (committed with them,
 * so a start after a crash knows what is missing). Fills the summary's counts.
 */
async function insertReferenceData(
  trx: Kysely<Database>,
  seed: number,
  passwordHashes: string[],
  files: DemoMediaFiles,
  summary: SeedSummary,
): Promise<SeedPlan> {
  const rng = new Rng(seed);
  const users = await insertUsers(trx, passwordHashes);
  summary.users = users.count;
  const catalogue = await insertCatalogue(trx, files);
  Object.assign(summary, catalogue.counts);
  const lamps = await insertLamps(trx, rng.fork('lamps'), catalogue);
  summary.lamps = lamps.lamps.length;
  summary.photometryFiles = lamps.photometryFiles;
  const projectIds = await insertProjects(trx, users.userId);
  summary.projects = projectIds.length;
  const detections = await insertDetections(trx, rng.fork('detections'), catalogue.contests, lamps.lamps, projectIds);
  summary.detections = detections.rows;
  summary.detectionsByType = detections.byType;
  Object.assign(summary, await insertLampParams(trx, catalogue, projectIds, users.userId));

  const plan: SeedPlan = { calculated: [...detections.calculatedPairs], pictured: [...detections.picturedPairs], createdAt: demoDate(4 * 24 * 60) };
  await trx.insertInto('seedState').values({ name: DEMO_STATE, seed, plan: JSON.stringify(plan), startedAt: new Date().toISOString(), completedAt: null }).execute();
  return plan;
}

/** The calculated rows (data type 4) per application type, into the summary. */
async function countCalculatedRows(db: Db, summary: SeedSummary): Promise<void> {
  const calcCounts = await db.kysely
    .selectFrom('detections')
    .select(['contestTypeId'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('dataType', '=', '4')
    .groupBy('contestTypeId')
    .execute();
  for (const c of calcCounts) (summary.detectionsByType[c.contestTypeId] ??= { '1': 0, '2': 0, '4': 0 })['4'] = Number(c.n);
}

/**
 * Calculated rows (data type 4) from the photometric engine on the plan's lamp × contest pairs
 * that have none yet, one transaction per lamp (a lamp's rows are all there or none), the
 * engine spread over the cores.
 */
async function calculateDemoRows(db: Db, options: SeedOptions, plan: SeedPlan): Promise<RecomputeSummary> {
  const done = new Set(
    (await db.kysely.selectFrom('detections').select(['lampId', 'contestId']).distinct().where('dataType', '=', '4').execute()).map(
      (r) => `${r.lampId}:${r.contestId}`,
    ),
  );
  const missing = new Set(plan.calculated.filter((pair) => !done.has(pair)));
  const pictured = new Set(plan.pictured);
  return recomputeCalculated(db, {
    mediaDir: options.mediaDir,
    lampIds: [...new Set([...missing].map((pair) => Number(pair.split(':')[0])))],
    include: (lampId, contestId) => missing.has(`${lampId}:${contestId}`),
    threads: options.threads,
    createdAt: plan.createdAt,
    // The engine's pictures cost ten times the numbers: a few rows of each type get them here,
    // the others show the type's generic demo pictures until the listening server completes them
    // in the background (`completeCalculatedPictures`), so the first start stays at a few seconds.
    pictures: (lampId, contestId) => pictured.has(`${lampId}:${contestId}`),
    fallbackPictures: (contestTypeId) => ({ pseuColor: pseudoPath(pictureFamily(contestTypeId), 1), viewPhoto: effectPath(pictureFamily(contestTypeId), 'warm') }),
    onProgress: () => options.onStep?.('calculated-lamp'),
  });
}

/**
 * The last step, in one transaction: the measured rows' figures from the engine's calculated
 * rows (`measured.ts`), then the mark that the demo data are whole.
 */
async function completeSeed(db: Db, seed: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await completeMeasuredRows(trx, seed);
    await trx.updateTable('seedState').set({ completedAt: new Date().toISOString() }).where('name', '=', DEMO_STATE).execute();
  });
}

/** Complete a seed a crash cut short after its reference data: the calculated rows still missing, then the mark. */
async function resumeDemoData(db: Db, options: SeedOptions, plan: SeedPlan, seed: number, started: number): Promise<SeedSummary> {
  const summary = emptySummary();
  summary.state = 'resumed';
  summary.seeded = true;
  const calculated = await calculateDemoRows(db, options, plan);
  summary.calculated = { ...calculated, failures: calculated.failures.length };
  summary.detections = calculated.rows;
  await completeSeed(db, seed);
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
