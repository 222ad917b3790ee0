import { describe, expect, it } from 'vitest';
import type { RankTarget } from '@lampsheet/contracts';
import { EXACT, assess, fitOrder, nearness, previewSelect, rankOrder, score, SCORE_WEIGHTS, type PreviewTolerance, type ScoredFace } from './rank-score.js';

const face = (lightnessAve: number, evenness = 0.5, anbanHeight = 0, faceHeight = 10, faceType: ScoredFace['faceType'] = 'single'): ScoredFace => ({
  faceType,
  lightnessAve,
  lightness: lightnessAve * evenness,
  lightnessMax: lightnessAve * 2,
  evenness,
  anbanHeight,
  faceHeight,
});
const band: RankTarget = { faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 30 };
const none = { power: null, price: null };

describe('the rank score (decision 009)', () => {
  it('measures closeness to the target band: 1 inside, Lavg / min below, max / Lavg above, 1 without a luminance target', () => {
    expect(assess([face(10)], [band], 'en').band).toBe(1);
    expect(assess([face(2)], [band], 'en').band).toBeCloseTo(2 / 5, 12);
    expect(assess([face(60)], [band], 'en').band).toBeCloseTo(30 / 60, 12);
    expect(assess([face(60)], [{ faceType: 'single', evenness: 0.1 }], 'en').band).toBe(1);
    expect(assess([face(60)], [], 'en').band).toBe(1);
  });

  it('counts the B/A luminance ratio in the band: its closeness to its bounds beside Lavg\'s (hand-computed)', () => {
    const a = face(20, 0.5, 0, 10, 'A');
    const ratio = (lavgB: number) => [a, face(lavgB, 0.5, 0, 10, 'B')];
    const targets: RankTarget[] = [
      { faceType: 'A', brightnessAvgMin: 5, brightnessAvgMax: 30 },
      { faceType: 'B', bcBrightnessRatioMin: 0.2, bcBrightnessRatioMax: 0.5 },
    ];
    // B/A 6 / 20 = 0.3 inside 0.2–0.5: band 1 (A's Lavg inside too)
    expect(assess(ratio(6), targets, 'en').band).toBe(1);
    // B/A 2 / 20 = 0.1 below 0.2: the ratio term 0.1 / 0.2 = 0.5, beside A's 1 → 0.75
    expect(assess(ratio(2), targets, 'en').band).toBeCloseTo(0.75, 12);
    // B/A 16 / 20 = 0.8 above 0.5: 0.5 / 0.8 = 0.625 → (1 + 0.625) / 2
    expect(assess(ratio(16), targets, 'en').band).toBeCloseTo(0.8125, 12);
    // a ratio target alone: its term alone
    expect(assess(ratio(2), [targets[1]!], 'en').band).toBeCloseTo(0.5, 12);
    // so a fixture inside the ratio scores above one outside it, all else equal
    expect(score(assess(ratio(6), targets, 'en'), null, null, none)).toBeGreaterThan(score(assess(ratio(2), targets, 'en'), null, null, none));
  });

  it('weighs band 40, uniformity 25, dark band 15, watts 10 and price 10 (hand-computed)', () => {
    expect(SCORE_WEIGHTS).toEqual({ band: 40, uniformity: 25, darkBand: 15, watts: 10, price: 10 });
    // Lavg 2 of min 5: band 0.4; U0 0.6; dark band 2.5 m of 10: 0.75; 20 W against the lowest 10 W; no price
    const parts = assess([face(2, 0.6, 2.5)], [band], 'en');
    expect(score(parts, 20, null, { power: 10, price: 300 })).toBe(Math.round((40 * 0.4 + 25 * 0.6 + 15 * 0.75 + 10 * 0.5 + 0) * 10) / 10);
    // everything at its best: 100
    expect(score(assess([face(10, 1, 0)], [band], 'en'), 10, 300, { power: 10, price: 300 })).toBe(100);
    // faces are averaged
    const two = assess([face(10, 0.2, 1, 10, 'A'), face(10, 0.6, 3, 10, 'B')], [], 'en');
    expect(two.uniformity).toBeCloseTo(0.4, 12);
    expect(two.darkBand).toBeCloseTo(0.8, 12);
  });

  it('weighs closeness to the band most, then uniformity, dark band, then watts and price (one step counts 40, 25, 15, 10, 10)', () => {
    const order = (rows: Array<{ lampId: number; faces: ScoredFace[]; power: number | null; price: number | null }>) => {
      const low = { power: Math.min(...rows.map((r) => r.power ?? Infinity)), price: Math.min(...rows.map((r) => r.price ?? Infinity)) };
      return rows
        .map((r) => {
          const parts = assess(r.faces, [band], 'en');
          return { lampId: r.lampId, meets: parts.meets, score: score(parts, r.power, r.price, low) };
        })
        .sort(rankOrder)
        .map((r) => r.lampId);
    };
    // in the band but uneven beats out of the band and even
    expect(order([{ lampId: 1, faces: [face(3, 0.9)], power: 10, price: 100 }, { lampId: 2, faces: [face(10, 0.3)], power: 10, price: 100 }])).toEqual([2, 1]);
    // same band: the more uniform, even with a taller dark band
    expect(order([{ lampId: 1, faces: [face(10, 0.3, 0)], power: 10, price: 100 }, { lampId: 2, faces: [face(10, 0.5, 2)], power: 10, price: 100 }])).toEqual([2, 1]);
    // same band and U0: the shorter dark band (0.3 of the face: 4.5 points) over 25 % more watts (2 points)
    expect(order([{ lampId: 1, faces: [face(10, 0.5, 3)], power: 10, price: 100 }, { lampId: 2, faces: [face(10, 0.5, 0)], power: 12.5, price: 100 }])).toEqual([2, 1]);
    // …but not over twice the watts and twice the price (10 points): a weighted sum, not a strict order
    expect(order([{ lampId: 1, faces: [face(10, 0.5, 3)], power: 10, price: 100 }, { lampId: 2, faces: [face(10, 0.5, 0)], power: 20, price: 200 }])).toEqual([1, 2]);
    // the same step (0.2) weighs more in band than in uniformity
    expect(order([{ lampId: 1, faces: [face(4, 0.5)], power: 10, price: 100 }, { lampId: 2, faces: [face(3, 0.7)], power: 10, price: 100 }])).toEqual([1, 2]);
    // all else equal: fewer watts, then the lower price; a missing price counts nothing
    expect(order([{ lampId: 1, faces: [face(10)], power: 20, price: 100 }, { lampId: 2, faces: [face(10)], power: 10, price: 100 }])).toEqual([2, 1]);
    expect(order([{ lampId: 1, faces: [face(10)], power: 10, price: null }, { lampId: 2, faces: [face(10)], power: 10, price: 900 }])).toEqual([2, 1]);
    // equal scores: the lower lamp id
    expect(order([{ lampId: 7, faces: [face(10)], power: 10, price: 100 }, { lampId: 3, faces: [face(10)], power: 10, price: 100 }])).toEqual([3, 7]);
  });

  it('ranks a row that meets every target above any that misses, and among those that miss the nearer first, whatever the scores (the walk: 55.2 with U0 0.01 on top when none met)', () => {
    const targets = [{ faceType: 'single' as const, brightnessAvgMin: 10, brightnessAvgMax: 40, evenness: 0.1 }];
    const row = (lampId: number, f: ScoredFace, score: number) => {
      const parts = assess([f], targets, 'en');
      return { lampId, meets: parts.meets, verdicts: parts.verdicts, score, installedPower: 10 * lampId };
    };
    const meets = row(1, face(20, 0.3), 40);
    const u001 = row(2, face(30, 0.01), 55.2);
    const u009 = row(3, face(30, 0.09), 45);
    const bright = row(4, face(44, 0.3), 30);
    const notComputed = row(5, { ...face(20, 0.3), evenness: Number.NaN }, 90);
    // nearness: the worst target's closeness, by hand
    expect(nearness(meets.verdicts)).toBe(1);
    expect(nearness(u001.verdicts)).toBeCloseTo(0.1, 12);
    expect(nearness(u009.verdicts)).toBeCloseTo(0.9, 12);
    expect(nearness(bright.verdicts)).toBeCloseTo(40 / 44, 12);
    expect(nearness(notComputed.verdicts)).toBe(0);
    const all = [u001, notComputed, bright, u009, meets];
    expect([...all].sort(rankOrder).map((r) => r.lampId)).toEqual([1, 4, 3, 2, 5]);
    // none meets: the nearest on top, not the best score
    expect([u001, u009, bright].sort(rankOrder).map((r) => r.lampId)).toEqual([4, 3, 2]);
    // a fitted ranking orders those that miss the same way (not by their watts)
    expect([...all].sort(fitOrder).map((r) => r.lampId)).toEqual([1, 4, 3, 2, 5]);
  });

  it('puts every row that meets all targets before any that misses one, whatever the scores', () => {
    const rows = [
      { lampId: 1, meets: false, score: 99 },
      { lampId: 2, meets: true, score: 10 },
      { lampId: 3, meets: true, score: 50 },
      { lampId: 4, meets: false, score: 20 },
    ];
    expect([...rows].sort(rankOrder).map((r) => r.lampId)).toEqual([3, 2, 1, 4]);
    const meets = assess([face(10, 0.05)], [{ ...band, evenness: 0.1 }], 'en');
    expect(meets.meets).toBe(false);
    expect(meets.misses).toEqual(['U0 0.05 < 0.10']);
  });

  it('says what a row misses with digits enough never to read as equal to the target, per face on two-face types, in both languages', () => {
    expect(assess([face(3.1)], [band], 'en').misses).toEqual(['Lavg 3.10 cd/m² < 5']);
    expect(assess([face(3.1)], [band], 'zh').misses).toEqual(['平均亮度 3.10 cd/m² < 5']);
    expect(assess([face(4.9996)], [band], 'en').misses).toEqual(['Lavg 4.9996 cd/m² < 5']);
    expect(assess([face(30.004)], [{ faceType: 'single', brightnessAvgMax: 30 }], 'en').misses).toEqual(['Lavg 30.004 cd/m² > 30']);
    // in the column's format where that tells the figure from its bound (the walk's "Lmax 3429 > 363", "U0 0.0064 < 0.10")
    expect(assess([{ ...face(20, 0.0064), lightnessMax: 3429 }], [{ faceType: 'single', brightnessMax: 363, evenness: 0.1 }], 'en').misses).toEqual(['Lmax 3,430 cd/m² > 363', 'U0 0.01 < 0.10']);
    expect(assess([face(40, 0.5, 0, 10, 'A'), face(10, 0.02, 0, 10, 'B')], [{ faceType: 'A', brightnessAvgMax: 30 }, { faceType: 'B', evenness: 0.1 }], 'en').misses).toEqual([
      'A: Lavg 40.0 cd/m² > 30',
      'B: U0 0.02 < 0.10',
    ]);
  });

  it('checks every face target the request sets: Lmin, Lmax, dark band and the own bounds, each listed with its figure', () => {
    // Lavg 20, U0 0.5 (Lmin 10), Lmax 40, dark band 0.5 m
    const f = face(20, 0.5, 0.5);
    const all = { faceType: 'single' as const, brightnessMin: 10, brightnessMax: 40, maculaHight: 0.5, brightnessAvgMinCustom: 20, brightnessAvgMaxCustom: 20 };
    const ok = assess([f], [all], 'en');
    expect(ok.meets).toBe(true);
    expect(ok.verdicts.map((v) => [v.key, v.value, v.status])).toEqual([
      ['brightnessMin', 10, 'met'],
      ['brightnessMax', 40, 'met'],
      ['maculaHight', 0.5, 'met'],
      ['brightnessAvgMinCustom', 20, 'met'],
      ['brightnessAvgMaxCustom', 20, 'met'],
    ]);
    const tight = assess([f], [{ faceType: 'single', brightnessMin: 10.01, brightnessMax: 39.9, maculaHight: 0.49, brightnessAvgMinCustom: 20.1, brightnessAvgMaxCustom: 19.9 }], 'en');
    expect(tight.meets).toBe(false);
    expect(tight.misses).toEqual(['Lmin 10.0 cd/m² < 10.01', 'Lmax 40.0 cd/m² > 39.9', 'Dark band 0.5 m > 0.49', 'Lavg (own) 20.0 cd/m² < 20.1', 'Lavg (own) 20.0 cd/m² > 19.9']);
    // the own band scores like the standard one
    expect(assess([face(10)], [{ faceType: 'single', brightnessAvgMinCustom: 20 }], 'en').band).toBeCloseTo(0.5, 12);
  });

  it('checks the B/A luminance ratio of a two-face type: listed with its figure, required to meet, said in both languages', () => {
    const faces = [face(20, 0.5, 0, 10, 'A'), face(1, 0.5, 0, 10, 'B')]; // B/A 0.05
    const inBand = assess(faces, [{ faceType: 'B', bcBrightnessRatioMin: 0.02, bcBrightnessRatioMax: 0.1 }], 'en');
    expect(inBand.meets).toBe(true);
    expect(inBand.verdicts.map((v) => [v.face, v.key, v.value, v.status])).toEqual([
      ['B/A', 'bcBrightnessRatioMin', 0.05, 'met'],
      ['B/A', 'bcBrightnessRatioMax', 0.05, 'met'],
    ]);
    const tooDark = assess(faces, [{ faceType: 'B', bcBrightnessRatioMin: 0.051 }], 'en');
    expect(tooDark.meets).toBe(false);
    expect(tooDark.misses).toEqual(['B/A luminance ratio 0.05 < 0.051']);
    expect(assess(faces, [{ faceType: 'B', bcBrightnessRatioMax: 0.049 }], 'zh').misses).toEqual(['B/A 亮度比 0.05 > 0.049']);
    expect(assess([face(0, 0.5, 0, 10, 'A'), faces[1]!], [{ faceType: 'B', bcBrightnessRatioMax: 0.1 }], 'en').misses).toEqual(['B/A luminance ratio not computed']);
  });

  it('never counts a target on a face the result lacks as met', () => {
    const one = assess([face(20, 0.5, 0, 10, 'A')], [{ faceType: 'B', evenness: 0.1 }], 'zh');
    expect(one.meets).toBe(false);
    expect(one.verdicts[0]).toMatchObject({ face: 'B', status: 'notComputed', value: null });
    expect(one.misses).toEqual(['均匀度 U0 未计算']);
  });
});

describe('the first stage of a two-stage ranking (previewSelect)', () => {
  const tolerance = { lavg: 0.003, u0: 0.002, darkBand: 0.002 };
  // A deterministic spread of fixtures around the band.
  let seed = 5;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows = Array.from({ length: 400 }, (_, i) => ({ id: i + 1, faces: [face(1 + rnd() * 40, rnd() * 0.6, rnd() * 3)], power: 5 + Math.round(rnd() * 40), price: 100 + Math.round(rnd() * 900) }));
  const low = { power: 5, price: 100 };
  const targets = [{ ...band, evenness: 0.1 }];
  /** Lamp ids in rank order against `ts`. */
  const orderedBy = (ts: readonly RankTarget[]) => (list: ReadonlyArray<{ id: number; faces: readonly ScoredFace[]; power: number; price: number }>) =>
    list
      .map((r) => {
        const parts = assess(r.faces, ts, 'en');
        return { lampId: r.id, meets: parts.meets, verdicts: parts.verdicts, score: score(parts, r.power, r.price, low) };
      })
      .sort(rankOrder)
      .map((r) => r.lampId);
  const ordered = orderedBy(targets);

  it('keeps every row that can be among the first `limit` once the figures move within the tolerance, and few others', () => {
    for (let trial = 0; trial < 20; trial++) {
      // the "full grid" figures: each preview figure moved by up to its tolerance
      const truth = rows.map((r) => ({
        ...r,
        faces: r.faces.map((f) => ({
          ...f,
          lightnessAve: f.lightnessAve / (1 + (2 * rnd() - 1) * tolerance.lavg),
          evenness: f.evenness + (2 * rnd() - 1) * tolerance.u0,
          anbanHeight: f.anbanHeight + (2 * rnd() - 1) * tolerance.darkBand * f.faceHeight,
        })),
      }));
      for (const limit of [1, 10, 50]) {
        const chosen = previewSelect(rows, targets, low, limit, tolerance);
        const best = ordered(truth).slice(0, limit);
        expect(best.every((id) => chosen.has(id))).toBe(true);
        // the two-stage answer: the chosen ones on their true figures
        expect(ordered(truth.filter((r) => chosen.has(r.id))).slice(0, limit)).toEqual(best);
        expect(chosen.size).toBeLessThan(limit + 40);
      }
    }
  });

  it('keeps the first `limit` right with Lmin, Lmax and dark-band targets, whatever the preview made of Lmin and Lmax', () => {
    const strict = [{ ...band, evenness: 0.1, brightnessMin: 2, brightnessMax: 50, maculaHight: 1.5 }];
    const rank = orderedBy(strict);
    for (let trial = 0; trial < 10; trial++) {
      const truth = rows.map((r) => ({
        ...r,
        faces: r.faces.map((f) => ({
          ...f,
          lightness: f.lightness * (1 + (2 * rnd() - 1) * 0.1),
          lightnessMax: f.lightnessMax * (1 + (2 * rnd() - 1) * 0.1),
          anbanHeight: f.anbanHeight + (2 * rnd() - 1) * tolerance.darkBand * f.faceHeight,
        })),
      }));
      for (const limit of [1, 10, 50]) {
        const chosen = previewSelect(rows, strict, low, limit, tolerance);
        const best = rank(truth).slice(0, limit);
        expect(best.every((id) => chosen.has(id))).toBe(true);
      }
    }
  });

  it('keeps the first `limit` right with B/A luminance ratio targets on two-face rows', () => {
    const twoFace = rows.map((r) => ({ ...r, faces: [{ ...r.faces[0]!, faceType: 'A' as const }, face(rnd() * 4, rnd() * 0.6, 0, 10, 'B')] }));
    const ratio: RankTarget[] = [
      { faceType: 'A', brightnessAvgMin: 5 },
      { faceType: 'B', bcBrightnessRatioMin: 0.02, bcBrightnessRatioMax: 0.1 },
    ];
    const rank = orderedBy(ratio);
    expect(twoFace.filter((r) => assess(r.faces, ratio, 'en').meets).length).toBeGreaterThan(20);
    for (let trial = 0; trial < 10; trial++) {
      const truth = twoFace.map((r) => ({ ...r, faces: r.faces.map((f) => ({ ...f, lightnessAve: f.lightnessAve / (1 + (2 * rnd() - 1) * tolerance.lavg) })) }));
      for (const limit of [1, 10, 50]) {
        const chosen = previewSelect(twoFace, ratio, low, limit, tolerance);
        const best = rank(truth).slice(0, limit);
        expect(best.every((id) => chosen.has(id))).toBe(true);
      }
    }
  });

  it('holds each row to its own tolerance: a coarse grid\'s widely, a preview\'s narrowly, full-grid figures as they are (hand-computed)', () => {
    const coarse: PreviewTolerance = { lavg: 0.064, u0: 0.046, darkBand: 0.032 };
    const preview: PreviewTolerance = { lavg: 0.004, u0: 0.004, darkBand: 0.0012 };
    const targets: RankTarget[] = [{ ...band, evenness: 0.1 }];
    const row = (id: number, lavg: number, u0: number, tolerance: PreviewTolerance) => ({ id, faces: [face(lavg, u0)], power: null, price: null, tolerance });
    // Two full-grid rows meet, each scoring 40 + 25 · 0.1 + 15 = 57.5: the 2nd best worst case is (meets, 57.5 − 0.1).
    const rows = [
      row(1, 10, 0.1, EXACT),
      row(2, 12, 0.1, EXACT),
      // coarse, Lavg 4.8: the band's 5 widened to 5 · (1 − 0.064) = 4.68 is met; best score 40 · 0.96 + 12.5 + 15 + 4.465 = 70.4: kept
      row(3, 4.8, 0.5, coarse),
      // coarse, Lavg 4.6 < 4.68: can never meet, and two rows surely do: left out
      row(4, 4.6, 0.5, coarse),
      // coarse, U0 0.06 ≥ 0.1 − 0.046 = 0.054: may meet, best score 40 + 1.5 + 15 + 4.465 = 60.97 ≥ 57.4: kept
      row(5, 10, 0.06, coarse),
      // coarse, U0 0.05 < 0.054: left out
      row(6, 10, 0.05, coarse),
      // a preview's Lavg 4.99 ≥ 5 · (1 − 0.004) = 4.98: kept; 4.97: left out
      row(7, 4.99, 0.5, preview),
      row(8, 4.97, 0.5, preview),
      // full grid, Lavg 4.999: misses, surely
      row(9, 4.999, 0.5, EXACT),
    ];
    expect([...previewSelect(rows, targets, none, 2, coarse)].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 7]);
    // a row without its own tolerance takes the one given
    expect(previewSelect(rows.map(({ tolerance: _t, ...r }) => r), targets, none, 2, coarse).has(8)).toBe(true);
  });

  it('keeps every row that can be among the first `limit` when rows mix the coarse grid, the preview and the full grid, each within its own tolerance', () => {
    const kinds: PreviewTolerance[] = [{ lavg: 0.064, u0: 0.046, darkBand: 0.032 }, tolerance, EXACT];
    const mixed = rows.map((r, i) => ({ ...r, tolerance: kinds[i % 3]! }));
    for (let trial = 0; trial < 20; trial++) {
      const truth = mixed.map((r) => ({
        ...r,
        faces: r.faces.map((f) => ({
          ...f,
          lightnessAve: f.lightnessAve / (1 + (2 * rnd() - 1) * r.tolerance.lavg),
          evenness: f.evenness + (2 * rnd() - 1) * r.tolerance.u0,
          anbanHeight: f.anbanHeight + (2 * rnd() - 1) * r.tolerance.darkBand * f.faceHeight,
        })),
      }));
      for (const limit of [1, 10, 50]) {
        const chosen = previewSelect(mixed, targets, low, limit, tolerance);
        const best = ordered(truth).slice(0, limit);
        expect(best.every((id) => chosen.has(id))).toBe(true);
        expect(ordered(truth.filter((r) => chosen.has(r.id))).slice(0, limit)).toEqual(best);
      }
    }
  });

  it('takes every candidate when there are no more than the limit', () => {
    expect(previewSelect(rows.slice(0, 5), targets, low, 5, tolerance).size).toBe(5);
    expect(previewSelect(rows.slice(0, 5), [], none, 50, tolerance).size).toBe(5);
  });
});
