/**
 * `npm run bench:rank`: `POST /api/photometry/rank`'s work (the service behind the route) on a
 * custom surface — the demo's 459 fixtures, then 1,000 and 10,000 synthesized candidates — on the
 * rank pool (one worker per core) and, for the ratio, in the calling thread; the event-loop
 * delay while the pool works is how long any other request waits.
 *
 * Each case runs with one stage (every candidate on the full grid) and with two (a preview of
 * every candidate, then the possible first rows on the full grid), in the same run: the CPU time
 * of each and whether their first rows agree.
 *
 * Synthesized candidates are catalogue variants (brand, model, power, price drawn at random) of
 * the demo's optics: each refers to one of the demo's 459 photometric files, so the workers hold
 * 459 parsed files and every candidate is one evaluation on the surface.
 *
 * Fitting the layout (`fit`) of every demo fixture on the wall is measured beside plain ranking in
 * the same run; RANK_BENCH=fit stops after it.
 *
 * Re-ranking: the designer changes only a target (each run another Lavg bound) on a surface the
 * pool has ranked before; its figures are kept (`FiguresCache`), so only the order is worked out.
 * Every other case runs on pools that keep no figures, so each run computes the light again.
 * RANK_BENCH=rerank measures the demo's plain ranking and the re-rankings only.
 *
 * RANK_BENCH=issue measures issue 27's table in one run and prints it with each goal, met or by
 * how much missed: the demo wall and 10,000 synthesized candidates as the server ranks them and
 * with the coarse stage asked (the bound: its CPU ratio and whether the first rows agree), 100,000 (staged; for
 * 100,000 RUNS_100K warm runs, 1 by default, and the time until the first chunk of candidates is
 * evaluated: when the first rows can stream), the compact light held per fixture, and a
 * target-only re-rank.
 *
 *   RUNS=5 npm run bench:rank
 *   RUNS=3 RANK_BENCH=issue npm run bench:rank
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { rankRequest, type RankRequest } from '@lampsheet/contracts';
import { migrate, openDatabase, type Db } from '../src/db/database.js';
import { seedDemoData } from '../src/demo/seed.js';
import { RANK_CACHE_BYTES, rankRunner, rankThreads, type RankRunner } from '../src/modules/rank/rank-pool.js';
import { photometryRank, type RankStages } from '../src/modules/rank/rank.service.js';
import { lampRow } from '../src/test/lamp-row.js';

const RUNS = Number(process.env.RUNS ?? 5);

/** The issue's wall: 14 m high, 12 m wide, washers 0.6 m out and 1.2 m apart, Lavg 5–30 cd/m², U0 ≥ 0.1. */
const WALL: RankRequest = {
  contestTypeId: 102,
  dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 },
  targets: [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.1 }],
  limit: 50,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function synthesize(db: Db, name: string, count: number): Promise<number> {
  const k = db.kysely;
  const brand = await k.insertInto('brands').values({ brandName: name, brandLogo: null, isOrgState: 1 }).returning('id').executeTakeFirstOrThrow();
  const files = await k.selectFrom('lamps').select(['photometryId', 'lampType']).where('photometryId', 'is not', null).orderBy('id').execute();
  let seed = 17;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows = Array.from({ length: count }, (_, i) => {
    const f = files[i % files.length]!;
    return lampRow({
      brandId: brand.id,
      model: `${name}-${i + 1}`,
      lampType: f.lampType,
      power: Math.round((5 + rnd() * 60) * 10) / 10,
      workVoltage: rnd() < 0.5 ? 'DC24V' : 'AC220V',
      authorizedPrice: Math.round(200 + rnd() * 3000),
      photometryId: f.photometryId,
    });
  });
  for (let i = 0; i < rows.length; i += 500) await k.insertInto('lamps').values(rows.slice(i, i + 500)).execute();
  return brand.id;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'lampsheet-bench-rank-'));
  const db = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
  // The light of every case is computed afresh in every run: no figures kept (0), except in the
  // re-ranking case, whose pool keeps them as the server's does.
  const pool = rankRunner(rankThreads(), RANK_CACHE_BYTES, 0);
  const inline = rankRunner(0, RANK_CACHE_BYTES, 0);
  const keeping = rankRunner();
  try {
    await migrate(db);
    await seedDemoData(db, { mediaDir: join(dir, 'media') });
    const issue = process.env.RANK_BENCH === 'issue';
    const synth1k = await synthesize(db, 'Synth1k', 1000);
    const synth10k = await synthesize(db, 'Synth10k', 10000);
    const synth100k = issue ? await synthesize(db, 'Synth100k', 100_000) : 0;
    const demoBrands = (await db.kysely.selectFrom('brands').select('id').where('brandName', 'not in', ['Synth1k', 'Synth10k', 'Synth100k']).execute()).map((b) => b.id);

    let stages: RankStages = { coarse: 0, previewed: 0, full: 0 };
    /** When the ranking began and when its first chunk of candidates was evaluated (the first rows could stream then). */
    let began = 0;
    let firstChunk: number | undefined;
    /** When the candidates' query had answered and the first job went to the pool. */
    let queried: number | undefined;
    const timed = (runner: RankRunner): RankRunner => ({
      ...runner,
      evaluate: (job, load, signal, progress) => {
        queried ??= performance.now() - began;
        return runner.evaluate(job, load, signal, (done, total, outputs) => {
          firstChunk ??= performance.now() - began;
          progress?.(done, total, outputs);
        });
      },
    });
    const rank = (runner: RankRunner, body: RankRequest, oneStage: boolean, coarse = false) => {
      began = performance.now();
      firstChunk = undefined;
      queried = undefined;
      return photometryRank(db.kysely, timed(runner), rankRequest.parse(body), 'en', { oneStage, coarse, stages: (s) => (stages = s) });
    };
    /** What the stages took: candidates on the coarse grid, previewed, on the full grid. */
    const stagesText = (s: RankStages) =>
      s.previewed ? `${s.coarse ? `${s.coarse} on the coarse grid, ` : ''}${s.previewed} previewed, ${s.full} on the full grid` : '1 stage';
    console.log(`rank bench: ${RUNS} warm runs after a cold one, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores, pool of ${pool.threads} workers`);
    const top = new Map<string, number[]>();
    const measure = async (label: string, runner: RankRunner, body: RankRequest, oneStage = false, runs = RUNS, coarse = false) => {
      const t0 = performance.now();
      const cold = await rank(runner, body, oneStage, coarse);
      const coldMs = performance.now() - t0;
      // The first rows of one and two stages, compared below.
      top.set(`${label}:${oneStage}`, cold.rows.map((r) => r.lampId));
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const times: number[] = [];
      const firsts: number[] = [];
      const queries: number[] = [];
      // CPU time of the whole process (every thread): what the ranking costs, whatever else the machine does
      const cpu0 = process.cpuUsage();
      let evaluated = cold.evaluated;
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        evaluated = (await rank(runner, body, oneStage, coarse)).evaluated;
        times.push(performance.now() - s);
        firsts.push(firstChunk ?? times.at(-1)!);
        queries.push(queried ?? 0);
      }
      delay.disable();
      const cpu = process.cpuUsage(cpu0);
      const cpuMs = (cpu.user + cpu.system) / 1000 / runs;
      const warm = median(times);
      const stage = stagesText(stages);
      console.log(
        `  ${label.padEnd(44)} ${String(evaluated).padStart(6)} fixtures (${stage})  cold ${coldMs.toFixed(0).padStart(6)} ms  warm median ${warm.toFixed(0).padStart(5)} ms` +
          `  ${Math.round(evaluated / (warm / 1000)).toLocaleString('en').padStart(7)} candidates/s (wall)  ${Math.round(evaluated / (cpuMs / 1000)).toLocaleString('en').padStart(7)} candidates per CPU second` +
          `  event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms` +
          `  CPU ${cpuMs.toFixed(0)} ms a ranking (${((cpuMs * 1000) / evaluated).toFixed(0)} µs a candidate; ${(cpuMs / Math.max(1, runner.threads)).toFixed(0)} ms on ${Math.max(1, runner.threads)} idle cores)` +
          `  first chunk evaluated at ${median(firsts).toFixed(0)} ms`,
      );
      return { warm, cpuMs, evaluated, first: median(firsts), query: median(queries), p99: delay.percentile(99) / 1e6, stages: stagesText(stages), top: cold.rows.map((r) => r.lampId).join() };
    };
    type Measured = Awaited<ReturnType<typeof measure>>;
    const demo = { ...WALL, filters: { brandIds: demoBrands } };
    let rerankCpu = 0;
    /** Re-ranking: the surface ranked once on the pool that keeps figures, then only a target changed in each run; the median. */
    const rerank = async (label: string, body: RankRequest) => {
      const targets = (i: number) => [{ faceType: 'single' as const, brightnessAvgMin: 5 + i, brightnessAvgMax: 30 + i, evenness: 0.1 }];
      await rank(keeping, body, false);
      const times: number[] = [];
      const computed0 = keeping.computed();
      const cpu0 = process.cpuUsage();
      for (let i = 1; i <= RUNS; i++) {
        const s = performance.now();
        await rank(keeping, { ...body, targets: targets(i) }, false);
        times.push(performance.now() - s);
      }
      const cpu = process.cpuUsage(cpu0);
      const warm = median(times);
      rerankCpu = (cpu.user + cpu.system) / 1000 / RUNS;
      console.log(
        `  re-rank, ${label}, only a target changed (kept figures): median ${warm.toFixed(0)} ms, CPU ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(0)} ms a ranking` +
          ` (goal < 50 ms: ${warm < 50 ? 'met' : 'NOT met'}; ${stages.full} candidates on the full grid, light computed for ${((keeping.computed() - computed0) / RUNS).toFixed(1)} a re-rank)`,
      );
      return warm;
    };
    const compare = async (label: string, body: RankRequest) => {
      const one = await measure(`${label}, 1 stage (pool)`, pool, body, true);
      const two = await measure(`${label}, 2 stages (pool)`, pool, body);
      const same = top.get(`${label}, 1 stage (pool):true`)!.join() === top.get(`${label}, 2 stages (pool):false`)!.join();
      console.log(`    two stages against one: CPU ${(one.cpuMs / two.cpuMs).toFixed(2)} × less; the first ${body.limit ?? 50} rows ${same ? 'identical' : 'DIFFER'}`);
      return two;
    };
    if (issue) {
      // The bound in the same run: each ranking case as the server ranks (every candidate previewed), then with the coarse stage asked.
      const demoCase = await measure('demo, wall 14 m, staged (pool)', pool, demo);
      const demoCoarse = await measure('demo, wall 14 m, with the coarse stage (pool)', pool, demo, false, RUNS, true);
      const tenK = await measure('10,000 synthesized, wall 14 m, staged (pool)', pool, { ...WALL, filters: { brandIds: [synth10k] } });
      const tenKCoarse = await measure('10,000 synthesized, wall 14 m, with the coarse stage (pool)', pool, { ...WALL, filters: { brandIds: [synth10k] } }, false, RUNS, true);
      for (const [label, without, withBound] of [['demo', demoCase, demoCoarse], ['10,000', tenK, tenKCoarse]] as const) {
        console.log(`    ${label}: the coarse stage against none: CPU ${(without.cpuMs / withBound.cpuMs).toFixed(2)} × less; the first rows ${without.top === withBound.top ? 'identical' : 'DIFFER'}`);
      }
      // Fitting the layout multiplies the work per candidate: the issue asks 10,000 fitted under 3 s.
      const tenKFit = await measure('10,000 synthesized, wall 14 m, fit count/spacing (pool)', pool, { ...WALL, filters: { brandIds: [synth10k] }, fit: { countMax: 20, spacingMin: 0.3, spacingMax: 3 } }, false, Math.min(RUNS, 2));
      const hundredK = await measure('100,000 synthesized, wall 14 m, staged (pool)', pool, { ...WALL, filters: { brandIds: [synth100k] } }, false, Number(process.env.RUNS_100K ?? 1));
      const held = pool.cached();
      const perFixture = held.bytes / Math.max(1, held.files);
      const again = await rerank('demo', demo);
      const cores = Math.max(1, pool.threads);
      const goal = (value: number, bound: number, unit: string) => (value < bound ? 'met' : `NOT met: ${(value / bound).toFixed(1)} × the goal`) + ` (${value.toFixed(unit === 'kB' ? 1 : 0)} ${unit})`;
      /**
       * Why a ranking case misses, from this run's own figures: the CPU a candidate costs against
       * what the goal leaves a candidate on this machine's cores, and what the bound (the coarse
       * stage, measured beside) would change.
       */
      const why = (m: Measured, bound: number, coarse?: Measured) => {
        if (m.cpuMs / cores < bound) return '';
        const spent = (m.cpuMs * 1000) / m.evaluated;
        const allowed = (bound * cores * 1000) / m.evaluated;
        const ratio = coarse ? coarse.cpuMs / m.cpuMs : 1;
        const bounded = coarse ? `; with the coarse bound (measured beside) the CPU is ${ratio.toFixed(2)} × this, ${ratio < 1 ? `a saving of ${((1 - ratio) * 100).toFixed(0)} %, far from the ${(m.cpuMs / cores / bound).toFixed(1)} × needed` : 'it costs more than it saves'}` : '';
        return ` Why: ${m.evaluated.toLocaleString('en')} candidates through ${m.stages} cost ${spent.toFixed(0)} µs CPU each; the goal leaves ${allowed.toFixed(0)} µs each on ${cores} cores${bounded}.`;
      };
      const row = (name: string, m: Measured, bound: number, coarse?: Measured) =>
        `| ${name} (${m.stages}) | ${m.warm.toFixed(0)} ms | ${m.cpuMs.toFixed(0)} ms | ${(m.cpuMs / cores).toFixed(0)} ms | < ${bound.toLocaleString('en')} ms | wall ${goal(m.warm, bound, 'ms')}; CPU / ${cores} cores ${goal(m.cpuMs / cores, bound, 'ms')}.${why(m, bound, coarse)} |`;
      console.log(`\nissue 27, load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores, pool of ${pool.threads} workers:\n`);
      console.log('| case | warm median, wall | CPU per ranking | CPU / cores | goal | met |');
      console.log('| --- | ---: | ---: | ---: | ---: | --- |');
      console.log(row('demo, wall 14 m, 459 fixtures', demoCase, 150, demoCoarse));
      console.log(row('demo, wall 14 m, 459 fixtures, with the coarse stage', demoCoarse, 150));
      console.log(row('10,000 synthesized', tenK, 1000, tenKCoarse));
      console.log(row('10,000 synthesized, with the coarse stage', tenKCoarse, 1000));
      console.log(row('10,000 synthesized, fitting count and spacing', tenKFit, 3000));
      console.log(row('100,000 synthesized', hundredK, 8000));
      const firstWhy = hundredK.first < 1000 ? '' : ` Why: the candidates' query took ${hundredK.query.toFixed(0)} ms before the first chunk was sent; the chunk itself ${(hundredK.first - hundredK.query).toFixed(0)} ms.`;
      console.log(`| 100,000: first chunk evaluated (first rows can stream) | ${hundredK.first.toFixed(0)} ms | | | < 1,000 ms | ${goal(hundredK.first, 1000, 'ms')}.${firstWhy} |`);
      console.log(`| 100,000: event-loop delay p99 | ${hundredK.p99.toFixed(1)} ms | | | < 20 ms | ${goal(hundredK.p99, 20, 'ms')} |`);
      console.log(
        `| light held by the pool, per fixture | ${(perFixture / 1024).toFixed(1)} kB (${held.files} files, ${(held.bytes / 1024 / 1024).toFixed(1)} MB; views of the files used most, bounded: ${(held.viewBytes / 1024 / 1024).toFixed(0)} MB) | | | ≤ 16 kB | ${goal(perFixture / 1024, 16, 'kB')} |`,
      );
      console.log(`| designer changes only a target (demo) | ${again.toFixed(0)} ms | ${rerankCpu.toFixed(0)} ms | | < 50 ms | wall ${goal(again, 50, 'ms')}; CPU ${goal(rerankCpu, 50, 'ms')} |`);
      return;
    }
    if (process.env.RANK_BENCH === 'rerank') {
      const plain = await measure('demo, wall 14 m, plain (pool)', pool, demo);
      const again = await rerank('demo', demo);
      console.log(`    re-rank against computing the light: ${(plain.warm / again).toFixed(0)} × less wall time`);
      await rerank('1,000 synthesized', { ...WALL, filters: { brandIds: [synth1k] } });
      return;
    }
    // Fit the layout of every demo fixture on the wall (count up to 20, spacing 0.3–3 m, tilt 0–30°) against plain ranking, in this run.
    const plain = await measure('demo, wall 14 m, plain (pool)', pool, demo);
    const fitCountSpacing = await measure('demo, wall 14 m, fit count/spacing (pool)', pool, { ...demo, fit: { countMax: 20, spacingMin: 0.3, spacingMax: 3 } });
    const fitAll = await measure('demo, wall 14 m, fit count/spacing/tilt (pool)', pool, { ...demo, fit: { countMax: 20, spacingMin: 0.3, spacingMax: 3, tiltMin: 0, tiltMax: 30 } });
    for (const [label, m] of [['count/spacing', fitCountSpacing], ['count/spacing/tilt', fitAll]] as const) {
      console.log(`    fit ${label} against plain: wall ${(m.warm / plain.warm).toFixed(2)} ×, CPU ${(m.cpuMs / plain.cpuMs).toFixed(2)} × (goal: within 3 ×; under 2 s: ${m.warm < 2000 ? 'met' : 'NOT met'}, ${m.warm.toFixed(0)} ms)`);
    }
    if (process.env.RANK_BENCH === 'fit') return;
    const onPool = await compare('demo, wall 14 m', demo);
    const onThread = await measure('demo, wall 14 m, 2 stages (calling thread)', inline, demo);
    console.log(`  pool / calling thread: ${(onThread.warm / onPool.warm).toFixed(2)} × (wall time)`);
    await compare('demo, floodlighting 14 × 20 m at 8 m', { contestTypeId: 101, dimensions: { H: 14, W: 20, D: 8 }, filters: { brandIds: demoBrands } });
    await compare('demo, composite surface A/B', { contestTypeId: 103, dimensions: { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5 }, filters: { brandIds: demoBrands } });
    await compare('1,000 synthesized, wall 14 m', { ...WALL, filters: { brandIds: [synth1k] } });
    await compare('10,000 synthesized, wall 14 m', { ...WALL, filters: { brandIds: [synth10k] } });
    await rerank('demo', demo);
    await rerank('10,000 synthesized', { ...WALL, filters: { brandIds: [synth10k] } });
    const cached = pool.cached();
    console.log(`  files held by the pool: ${cached.files}, compact light ${(cached.bytes / 1024 / 1024).toFixed(1)} MB (${(cached.bytes / 1024 / Math.max(1, cached.files)).toFixed(1)} kB a file), views ${(cached.viewBytes / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await pool.close();
    await inline.close();
    await keeping.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
