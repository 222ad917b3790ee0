import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankRequest, type RankRequest } from '@lampsheet/contracts';
import { rankRunner } from './rank-pool.js';
import { photometryRank, type RankStages } from './rank.service.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** The wall: 14 m high, 12 m wide, washers 0.6 m out and 1.2 m apart. */
const WALL = { contestTypeId: 102, dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 } } as const;
const band = (min: number, max: number): RankRequest['targets'] => [{ faceType: 'single', brightnessAvgMin: min, brightnessAvgMax: max, evenness: 0.1 }];

describe('re-ranking in stages when only a target changes (issue 27)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  }, 120_000);
  afterAll(async () => t.close());

  it.each([false, true])('computes light only for rows new to the preview or the full grid, none when the targets were ranked before; the rows are those of a full evaluation (coarse stage: %s)', async (coarse) => {
    const runner = rankRunner(0);
    const fresh = rankRunner(0);
    try {
      const stages: RankStages[] = [];
      const rank = async (targets: RankRequest['targets'], limit = 50) => {
        const before = runner.computed();
        const { ms: _ms, ...answer } = await photometryRank(t.db.kysely, runner, rankRequest.parse({ ...WALL, targets, limit }), 'en', { coarse, stages: (s) => stages.push(s) });
        return { answer, computed: runner.computed() - before };
      };
      const first = await rank(band(5, 30));
      // every candidate on the coarse grid (asked), a preview of every candidate or of those it keeps, then the possible first rows on the full grid
      const { coarse: coarsened, previewed, full: finalists } = stages.at(-1)!;
      expect(first.computed).toBe(coarsened + previewed + finalists);
      expect(coarsened).toBe(coarse ? 459 : 0);
      if (coarse) expect(previewed).toBeLessThan(459 / 2);
      // Another band: no coarse grid again; a preview only of what the coarse grid keeps for the first time, the full grid only for finalists new to it.
      const other = await rank(band(8, 40));
      expect(other.computed).toBeLessThan(stages.at(-1)!.previewed + stages.at(-1)!.full);
      // Back to either band: nothing computed at all, the same rows.
      const again = await rank(band(5, 30));
      expect(again.computed).toBe(0);
      expect(again.answer).toEqual(first.answer);
      expect((await rank(band(8, 40))).computed).toBe(0);
      // A changed U0 target alone and a shorter list: the preview and the finalists known.
      const stricter = await rank([{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.2 }], 20);
      expect(stricter.computed).toBeLessThan(stages.at(-1)!.previewed + stages.at(-1)!.full);
      // Each answer is the first rows of every candidate on the full grid.
      const full = async (targets: RankRequest['targets'], limit = 50) =>
        (await photometryRank(t.db.kysely, fresh, rankRequest.parse({ ...WALL, targets, limit: 500 }), 'en')).rows.slice(0, limit);
      expect(first.answer.rows).toEqual(await full(band(5, 30)));
      expect(other.answer.rows).toEqual(await full(band(8, 40)));
      expect(stricter.answer.rows).toEqual(await full([{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30, evenness: 0.2 }], 20));
    } finally {
      await runner.close();
      await fresh.close();
    }
  }, 240_000);
});
