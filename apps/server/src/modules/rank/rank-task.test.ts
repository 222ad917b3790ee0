import { describe, expect, it } from 'vitest';
import { calculateContest, compactLight, compactLightBytes, parsePhotometry, synthesizeLdt } from '@lampsheet/photometry';
import { availableParallelism } from 'node:os';
import { RANK_FIRST_CHUNK, rankRunner, rankThreads } from './rank-pool.js';
import { FiguresCache, PhotometryCache, rankBatchRun, type RankSurface } from './rank-task.js';

const texts = {
  '1:a': synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1800, watts: 20 }),
  '2:a': synthesizeLdt({ kind: 'flood', beamAngle: 24, lumens: 4000, watts: 40 }),
  '3:a': synthesizeLdt({ kind: 'grazer', beamAngle: 10, beamAngle2: 60, lumens: 900, watts: 12 }),
};
type Key = keyof typeof texts;
const WALL: RankSurface = { contestTypeId: 102, kind: 'wallWashing', dimensions: { H: 14, W: 12, D: 0.6, S: 1.2 }, albedo: 0.5 };
const item = (id: string, key: Key, withText = false) => ({ id, key, ...(withText ? { fileName: `${key}.ldt`, content: texts[key] } : {}) });

describe('rank-task: one batch of candidates on one surface', () => {
  it("gives each fixture the engine's own figures for the same scene", () => {
    const cache = new PhotometryCache(1 << 30);
    const { outputs, missing } = rankBatchRun(cache, { surface: WALL, items: [item('w', '1:a', true), item('g', '3:a', true)] });
    expect(missing).toEqual([]);
    for (const [id, key] of [['w', '1:a'], ['g', '3:a']] as const) {
      const engine = calculateContest('wallWashing', WALL.dimensions, 0.5, parsePhotometry(texts[key], `${key}.ldt`));
      const out = outputs.find((o) => o.id === id)!.output;
      expect(out.error).toBeNull();
      expect(out.faces.map((f) => [f.lightnessAve, f.lightness, f.lightnessMax, f.evenness, f.anbanHeight])).toEqual(
        engine.faces.map((f) => [f.lightnessAve, f.lightness, f.lightnessMax, f.evenness, f.anbanHeight]),
      );
      expect(out.count).toBe(engine.count);
      expect(out.count).toBe(10);
      expect(out.faces[0]!.falseColour).toBeNull();
    }
  });

  it('answers what it does not hold as missing, and evaluates it once the text comes', () => {
    const cache = new PhotometryCache(1 << 30);
    const first = rankBatchRun(cache, { surface: WALL, items: [item('a', '1:a'), item('b', '2:a')] });
    expect(first.outputs).toEqual([]);
    expect(first.missing).toEqual([item('a', '1:a'), item('b', '2:a')]);
    const second = rankBatchRun(cache, { surface: WALL, items: [item('a', '1:a', true), item('b', '2:a', true)] });
    expect(second.missing).toEqual([]);
    expect(second.outputs.map((o) => o.id)).toEqual(['a', 'b']);
    expect(cache.size).toBe(2);
    // held now: no text needed
    expect(rankBatchRun(cache, { surface: WALL, items: [item('c', '2:a')] }).outputs).toHaveLength(1);
  });

  it('loses no candidate when the memory bound drops a file sent in the same batch before another candidate shares it', () => {
    const one = compactLightBytes(compactLight(parsePhotometry(texts['1:a'], 'x.ldt')));
    // room for one file's light: each new one pushes the last out
    const cache = new PhotometryCache(one + 1);
    const batch = { surface: WALL, items: [item('a1', '1:a', true), item('b1', '2:a', true), item('c1', '3:a', true), item('a2', '1:a'), item('b2', '2:a')] };
    const { outputs, missing } = rankBatchRun(cache, batch);
    expect(missing).toEqual([]);
    expect(outputs.map((o) => o.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'b2']);
    expect(outputs.find((o) => o.id === 'a2')!.output.faces).toEqual(outputs.find((o) => o.id === 'a1')!.output.faces);
    expect(cache.size).toBe(1);
  });

  it("builds a file's view again from its compact light once the views' bound dropped it: the same figures, no text needed", () => {
    // room for every file's light, for no view
    const cache = new PhotometryCache(1 << 30, 1);
    const first = rankBatchRun(cache, { surface: WALL, items: [item('a1', '1:a', true), item('b1', '2:a', true)] });
    expect(cache.viewBytes).toBe(0);
    const again = rankBatchRun(cache, { surface: WALL, items: [item('a1', '1:a'), item('b1', '2:a')] });
    expect(again.missing).toEqual([]);
    expect(again.outputs).toEqual(first.outputs);
    // with room, the view stays
    const roomy = new PhotometryCache(1 << 30, 1 << 30);
    rankBatchRun(roomy, { surface: WALL, items: [item('a1', '1:a', true)] });
    expect(roomy.viewBytes).toBeGreaterThan(1 << 20);
  });

  it('a ranking over a cache too small for its files evaluates every candidate; a file gone between the rounds is said, not dropped', async () => {
    const runner = rankRunner(0, 1);
    try {
      const items = [item('a1', '1:a'), item('b1', '2:a'), item('a2', '1:a'), item('c1', '3:a'), item('b2', '2:a'), item('a3', '1:a')].map(({ id, key }) => ({ id, key }));
      const load = async (keys: string[]) => new Map(keys.map((k) => [k, { fileName: `${k}.ldt`, content: texts[k as Key] }]));
      const out = await runner.evaluate({ surface: WALL, items }, load);
      expect([...out.keys()].sort()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'c1']);
      expect([...out.values()].every((o) => o.error === null && o.faces.length === 1)).toBe(true);
      const gone = await runner.evaluate({ surface: WALL, items: [{ id: 'x', key: '9:a' }] }, async () => new Map());
      expect(gone.get('x')!.error).toBe('photometric file 9 is no longer stored');
    } finally {
      await runner.close();
    }
  });

  it('evaluates a chunk at a time: the figures so far after each, the texts a chunk lacks read for that chunk only', async () => {
    const runner = rankRunner(0, 1 << 30, 0, 2);
    try {
      const items = [item('a1', '1:a'), item('b1', '2:a'), item('a2', '1:a'), item('c1', '3:a'), item('b2', '2:a')].map(({ id, key }) => ({ id, key }));
      const asked: string[][] = [];
      const load = async (keys: string[]) => (asked.push(keys), new Map(keys.map((k) => [k, { fileName: `${k}.ldt`, content: texts[k as Key] }])));
      const seen: Array<[number, number, string[]]> = [];
      const out = await runner.evaluate({ surface: WALL, items }, load, undefined, (done, total, outputs) => seen.push([done, total, [...outputs.keys()].sort()]));
      expect(seen).toEqual([
        [2, 5, ['a1', 'b1']],
        [4, 5, ['a1', 'a2', 'b1', 'c1']],
        [5, 5, ['a1', 'a2', 'b1', 'b2', 'c1']],
      ]);
      expect(asked).toEqual([['1:a', '2:a'], ['3:a']]);
      expect(out.size).toBe(5);
    } finally {
      await runner.close();
    }
  });

  it("sends each worker a small first chunk, so the first figures come after a few dozen candidates, not a whole chunk's", async () => {
    const runner = rankRunner(0, 1 << 30, 0, 500);
    try {
      const keys = ['1:a', '2:a', '3:a'] as const;
      const items = Array.from({ length: RANK_FIRST_CHUNK + 8 }, (_, i) => ({ id: `c${i}`, key: keys[i % 3]! }));
      const load = async (asked: string[]) => new Map(asked.map((k) => [k, { fileName: `${k}.ldt`, content: texts[k as Key] }]));
      const seen: number[] = [];
      await runner.evaluate({ surface: WALL, items }, load, undefined, (done) => seen.push(done));
      expect(RANK_FIRST_CHUNK).toBeLessThanOrEqual(32);
      expect(seen).toEqual([RANK_FIRST_CHUNK, RANK_FIRST_CHUNK + 8]);
    } finally {
      await runner.close();
    }
  });

  it('a runner keeping figures sends the workers only the candidates not yet evaluated on that surface and layout', async () => {
    // one candidate a chunk: the progress says how many went to the worker
    const runner = rankRunner(0, 1 << 30, 100, 1);
    try {
      const load = async (keys: string[]) => new Map(keys.map((k) => [k, { fileName: `${k}.ldt`, content: texts[k as Key] }]));
      const first = await runner.evaluate({ surface: WALL, items: [item('a1', '1:a'), item('b1', '2:a')].map(({ id, key }) => ({ id, key })) }, load);
      const seen: number[] = [];
      const items = [item('a1', '1:a'), item('b1', '2:a'), item('c1', '3:a')].map(({ id, key }) => ({ id, key }));
      const again = await runner.evaluate({ surface: WALL, items }, load, undefined, (done) => seen.push(done));
      // both known at once, then the one candidate the worker evaluated
      expect(seen).toEqual([2, 3]);
      expect(again.get('a1')).toEqual(first.get('a1'));
      // another surface (here the preview stage) is evaluated afresh
      const other: number[] = [];
      await runner.evaluate({ surface: { ...WALL, rowSampling: 1 }, items }, load, undefined, (done) => other.push(done));
      expect(other).toEqual([1, 2, 3]);
      const previewSeen: number[] = [];
      await runner.evaluate({ surface: { ...WALL, rowSampling: 1 }, items }, load, undefined, (done) => previewSeen.push(done));
      expect(previewSeen).toEqual([3]);
      // answering only from what it keeps, it still lets other work in between, a chunk at a time
      let between = false;
      setImmediate(() => (between = true));
      await runner.evaluate({ surface: { ...WALL, rowSampling: 1 }, items }, load);
      expect(between).toBe(true);
    } finally {
      await runner.close();
    }
  });

  it('sizes the pool to the machine: one worker per core, every core', () => {
    expect(rankThreads()).toBe(availableParallelism());
  });

  describe('figures kept for re-ranking', () => {
    const evaluated = (figures: FiguresCache, surface: RankSurface = WALL) => {
      const run = rankBatchRun(new PhotometryCache(1 << 30), { surface, items: [item('w', '1:a', true), item('g', '3:a', true)] }, figures);
      expect(run.missing).toEqual([]);
      return run.outputs;
    };

    it('answers a candidate evaluated before on the same surface without its file: nothing is parsed or evaluated again', () => {
      const figures = new FiguresCache(100);
      const first = evaluated(figures);
      // A fresh, empty file cache and no texts: only the kept figures can answer.
      const again = rankBatchRun(new PhotometryCache(1 << 30), { surface: WALL, items: [item('w', '1:a'), item('g', '3:a')] }, figures);
      expect(again.missing).toEqual([]);
      expect(again.outputs).toEqual(first);
      expect(figures.size).toBe(2);
      // The answer is frozen: changing it fails, and the kept figures stay as they were.
      expect(() => (again.outputs[0]!.output.faces[0]!.lightnessAve = -1)).toThrow(TypeError);
      expect(() => again.outputs[0]!.output.faces.push(again.outputs[0]!.output.faces[0]!)).toThrow(TypeError);
      expect(rankBatchRun(new PhotometryCache(1), { surface: WALL, items: [item('w', '1:a')] }, figures).outputs[0]!.output).toEqual(first[0]!.output);
    });

    it('evaluates again on another surface, another stage, another layout or another candidate of the same file', () => {
      const figures = new FiguresCache(100);
      evaluated(figures);
      const missing = (surface: RankSurface, extra: object = {}, id = 'w') =>
        rankBatchRun(new PhotometryCache(1 << 30), { surface, items: [{ ...item(id, '1:a'), ...extra }] }, figures).missing.length;
      expect(missing(WALL)).toBe(0);
      expect(missing({ ...WALL, dimensions: { ...WALL.dimensions, D: 0.7 } })).toBe(1);
      expect(missing({ ...WALL, albedo: 0.4 })).toBe(1);
      expect(missing({ ...WALL, rowSampling: 1 })).toBe(1);
      expect(missing(WALL, { layout: { count: 4, spacing: 1, offset: 0.5, setback: 0.6, mountingHeight: 0, aim: 35, rotation: 0, maintenanceFactor: 0.8 } })).toBe(1);
      expect(missing(WALL, {}, 'w2')).toBe(1);
    });

    it('never answers pictures or a fitted layout from it, and drops the least recently used past its bound', () => {
      const figures = new FiguresCache(1, 1 << 20);
      evaluated(figures);
      expect(figures.size).toBe(1);
      // 'w' went first: only 'g' is kept
      const run = (items: ReturnType<typeof item>[], extra: object = {}) => rankBatchRun(new PhotometryCache(1 << 30), { surface: WALL, items, ...extra }, figures);
      expect(run([item('w', '1:a')]).missing).toHaveLength(1);
      expect(run([item('g', '3:a')]).missing).toHaveLength(0);
      expect(run([item('g', '3:a')], { pictures: { size: 64, scaleMax: 50, legend: false } }).missing).toHaveLength(1);
      expect(run([item('g', '3:a')], { fit: { limits: { countMax: 4 }, targets: [] } }).missing).toHaveLength(1);
    });

    it('is bounded in bytes as well as entries: past its bytes the least recently used leaves, however few the entries', () => {
      const roomy = new FiguresCache(100);
      evaluated(roomy);
      expect(roomy.size).toBe(2);
      const both = roomy.bytes;
      // an answer of a wall is about a kilobyte (the default bound's share per entry)
      expect(both).toBeGreaterThan(2 * 500);
      expect(both).toBeLessThan(2 * 2048);
      // room in entries for a hundred, in bytes for one of the two: the first evaluated leaves
      const tight = new FiguresCache(100, Math.ceil(both * 0.75));
      evaluated(tight);
      expect(tight.size).toBe(1);
      expect(tight.bytes).toBeLessThanOrEqual(tight.maxBytes);
      const again = (id: string, key: Key) => rankBatchRun(new PhotometryCache(1 << 30), { surface: WALL, items: [item(id, key)] }, tight).missing.length;
      expect(again('g', '3:a')).toBe(0);
      expect(again('w', '1:a')).toBe(1);
    });
  });
});
