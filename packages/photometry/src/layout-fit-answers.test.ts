import { describe, expect, it } from 'vitest';
import { fitLayout } from './layout-fit.js';
import recorded from './testing/fit-answers.json' with { type: 'json' };
import { fitCases } from './testing/fit-cases.js';

/**
 * The auto layout's answers do not change when its search is made cheaper: the layouts (met,
 * count, spacing, tilt) of 48 fixtures and surfaces (testing/fit-cases.ts) are those recorded
 * from the search before its speed-ups (testing/fit-answers.json).
 */
describe('fitLayout answers', () => {
  // 48 searches take seconds on a loaded machine: a bound well above the default 5 s.
  it('are the recorded ones on every case', { timeout: 120_000 }, () => {
    const answers: Record<string, unknown> = {};
    for (const c of fitCases()) {
      const f = fitLayout(c.kind, c.dims, c.albedo, c.photometry, c.layout, c.limits, c.judge);
      answers[c.name] = { met: f.met, count: f.layout.count, spacing: f.layout.spacing, tilt: f.layout.tilt };
    }
    expect(answers).toEqual(recorded);
  });
});
