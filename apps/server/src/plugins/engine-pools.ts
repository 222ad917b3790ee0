import fp from 'fastify-plugin';
import { calcRunner, defaultThreads, type CalcRunner } from '../modules/photometry/calc-pool.js';
import { rankRunner, type RankRunner } from '../modules/rank/rank-pool.js';
import { scheduleRenderer, type ScheduleRenderer } from '../modules/schedule/schedule-render.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The engine's worker pools, each started on first use and closed with the app. */
    pools: EnginePools;
  }
}

export interface EnginePools {
  /** Calculations, pictures, parses and polar diagrams: one thread per core but one, leaving a core to the requests. */
  calc(): CalcRunner;
  /** Rankings: one worker per core, each keeping its share of the parsed files (bounded by bytes). */
  rank(): RankRunner;
  /** Schedule PDFs: two workers at most (the schedule lane's two at once), ended when idle. */
  schedule(): ScheduleRenderer;
}

export interface EnginePoolsOptions {
  /** Other pools (tests: a pool that never answers, to reach a deadline). */
  make?: Partial<{ calc: () => CalcRunner; rank: () => RankRunner }>;
}

/** The engine's worker pools, attached to the app as `app.pools`. */
export default fp<EnginePoolsOptions>(
  async function enginePools(app, options) {
    let calc: CalcRunner | null = null;
    let rank: RankRunner | null = null;
    let schedule: ScheduleRenderer | null = null;
    const makeCalc = options.make?.calc ?? (() => calcRunner(Math.max(1, defaultThreads() - 1)));
    const makeRank = options.make?.rank ?? (() => rankRunner());
    app.decorate('pools', {
      calc: () => (calc ??= makeCalc()),
      rank: () => (rank ??= makeRank()),
      schedule: () => (schedule ??= scheduleRenderer()),
    });
    app.addHook('onClose', async () => {
      await Promise.all([calc?.close(), rank?.close(), schedule?.close()]);
    });
  },
  { name: 'engine-pools' },
);
