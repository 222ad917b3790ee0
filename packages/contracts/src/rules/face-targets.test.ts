import { describe, expect, it } from 'vitest';
import { CHECKED_FACE_TARGET_KEYS, CHECKED_FACE_TARGETS, RATIO_TARGETS, type FaceMetric, type RatioTargetKey } from '../domain/targets.js';
import { faceTargetVerdicts, luminanceRatio, meetsEvery, targetsOfType } from './face-targets.js';

const face = (faceType: string, figures: Partial<Record<'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight', number>> = {}) => ({
  faceType,
  lightnessAve: 10,
  lightness: 2,
  lightnessMax: 30,
  evenness: 0.2,
  anbanHeight: 0.5,
  ...figures,
});

type OneFaceKey = Exclude<(typeof CHECKED_FACE_TARGET_KEYS)[number], RatioTargetKey>;
const ONE_FACE_KEYS = CHECKED_FACE_TARGET_KEYS.filter((key): key is OneFaceKey => !(key in RATIO_TARGETS));

/** A bound and the figures just inside and just outside it, per target of one face. */
const BOUNDS: Record<OneFaceKey, { target: number; inside: number; outside: number }> = {
  brightnessAvgMin: { target: 5, inside: 5, outside: 4.999 },
  brightnessAvgMax: { target: 30, inside: 30, outside: 30.001 },
  brightnessMin: { target: 1, inside: 1, outside: 0.999 },
  brightnessMax: { target: 30, inside: 30, outside: 30.01 },
  evenness: { target: 0.2, inside: 0.2, outside: 0.1999 },
  maculaHight: { target: 0.3, inside: 0.3, outside: 0.3001 },
  brightnessAvgMinCustom: { target: 8, inside: 8.0001, outside: 7.9999 },
  brightnessAvgMaxCustom: { target: 12, inside: 11.9999, outside: 12.0001 },
};

describe('faceTargetVerdicts: the one target rule', () => {
  for (const key of ONE_FACE_KEYS) {
    const metric = CHECKED_FACE_TARGETS[key].metric as FaceMetric;
    const { target, inside, outside } = BOUNDS[key];
    it(`${key}: a figure just inside meets, just outside misses`, () => {
      const met = faceTargetVerdicts([{ faceType: null, [key]: target }], [face('single', { [metric]: inside })]);
      expect(met).toEqual([expect.objectContaining({ key, face: '', metric, target, value: inside, status: 'met', pass: true })]);
      expect(meetsEvery(met)).toBe(true);
      const missed = faceTargetVerdicts([{ faceType: null, [key]: String(target) }], [face('single', { [metric]: outside })]);
      expect(missed).toEqual([expect.objectContaining({ key, value: outside, status: 'missed', pass: false })]);
      expect(meetsEvery(missed)).toBe(false);
    });
    it(`${key}: on face B of a two-face type, against B's own figure`, () => {
      const faces = [face('A', { [metric]: outside }), face('B', { [metric]: inside })];
      expect(faceTargetVerdicts([{ faceType: 'B', [key]: target }], faces)).toEqual([expect.objectContaining({ face: 'B', status: 'met' })]);
      expect(faceTargetVerdicts([{ faceType: 'A', [key]: target }], faces)).toEqual([expect.objectContaining({ face: 'A', status: 'missed' })]);
    });
  }

  it('reads the maximum luminance from the second tab (brightnessA) when brightnessMax is empty', () => {
    expect(faceTargetVerdicts([{ faceType: null, brightnessMax: '', brightnessA: 25 }], [face('single', { lightnessMax: 31.4 })])).toEqual([
      expect.objectContaining({ key: 'brightnessMax', target: 25, value: 31.4, status: 'missed' }),
    ]);
  });

  it('lists a target whose figure was not computed as such, never met', () => {
    const noB = faceTargetVerdicts([{ faceType: 'B', evenness: 0.1 }], [face('A')]);
    expect(noB).toEqual([expect.objectContaining({ face: 'B', value: null, status: 'notComputed', pass: false })]);
    const nan = faceTargetVerdicts([{ faceType: 'single', brightnessMin: 1 }], [{ faceType: 'single', lightness: Number.NaN }]);
    expect(nan).toEqual([expect.objectContaining({ status: 'notComputed' })]);
    expect(meetsEvery([...noB, ...nan])).toBe(false);
  });

  it('leaves out targets not set and checks every set one, face by face', () => {
    const verdicts = faceTargetVerdicts(
      [{ faceType: 'single', brightnessAvgMin: 5, brightnessAvgMax: 40, evenness: 0.1, brightnessMax: 30, brightnessMin: null }],
      [face('single', { lightnessAve: 20, evenness: 0.15, lightnessMax: 31.4 })],
    );
    expect(verdicts.map((v) => [v.key, v.status])).toEqual([
      ['brightnessAvgMin', 'met'],
      ['brightnessAvgMax', 'met'],
      ['brightnessMax', 'missed'],
      ['evenness', 'met'],
    ]);
    expect(meetsEvery(verdicts)).toBe(false);
  });

  describe('the B/A luminance ratio (face B Lavg / face A Lavg)', () => {
    /** Faces A at 10 cd/m² and B at `b`. */
    const twoFaces = (b: number, a = 10) => [face('A', { lightnessAve: a }), face('B', { lightnessAve: b })];
    const RATIO_BOUNDS: Record<RatioTargetKey, { target: number; inside: number; outside: number }> = {
      bcBrightnessRatioMin: { target: 0.02, inside: 0.2, outside: 0.1999 },
      bcBrightnessRatioMax: { target: 0.1, inside: 1, outside: 1.0001 },
    };
    for (const key of Object.keys(RATIO_BOUNDS) as RatioTargetKey[]) {
      const { target, inside, outside } = RATIO_BOUNDS[key];
      it(`${key}: B just inside meets, just outside misses, whichever entry holds it`, () => {
        const met = faceTargetVerdicts([{ faceType: 'B', [key]: String(target) }], twoFaces(inside));
        expect(met).toEqual([expect.objectContaining({ key, face: 'B/A', metric: 'lightnessRatio', sign: RATIO_TARGETS[key].sign, target, status: 'met', pass: true })]);
        expect(met[0]!.value).toBeCloseTo(inside / 10, 12);
        expect(meetsEvery(met)).toBe(true);
        const missed = faceTargetVerdicts([{ faceType: 'A', [key]: target }], twoFaces(outside));
        expect(missed).toEqual([expect.objectContaining({ key, face: 'B/A', status: 'missed', pass: false })]);
        expect(meetsEvery(missed)).toBe(false);
      });
    }

    it('is B over A: 0.5 / 10 = 0.05', () => {
      expect(luminanceRatio(twoFaces(0.5))).toBeCloseTo(0.05, 12);
    });

    it('is not computed, never met, when A is 0 or a face is missing', () => {
      expect(luminanceRatio(twoFaces(1, 0))).toBeNull();
      const zeroA = faceTargetVerdicts([{ faceType: 'B', bcBrightnessRatioMax: 0.1 }], twoFaces(0, 0));
      expect(zeroA).toEqual([expect.objectContaining({ value: null, status: 'notComputed', pass: false })]);
      const noB = faceTargetVerdicts([{ faceType: 'B', bcBrightnessRatioMin: 0.02 }], [face('A')]);
      expect(noB).toEqual([expect.objectContaining({ value: null, status: 'notComputed', pass: false })]);
      expect(meetsEvery([...zeroA, ...noB])).toBe(false);
    });

    it('counts in "meets every target" beside the faces\' own targets', () => {
      const entries = [
        { faceType: 'A', brightnessAvgMin: 4 },
        { faceType: 'B', brightnessAvgMin: 0.1, bcBrightnessRatioMin: 0.02, bcBrightnessRatioMax: 0.1 },
      ];
      const inBand = faceTargetVerdicts(entries, twoFaces(0.5));
      expect(inBand.map((v) => [v.face, v.key, v.status])).toEqual([
        ['A', 'brightnessAvgMin', 'met'],
        ['B', 'brightnessAvgMin', 'met'],
        ['B/A', 'bcBrightnessRatioMin', 'met'],
        ['B/A', 'bcBrightnessRatioMax', 'met'],
      ]);
      expect(meetsEvery(inBand)).toBe(true);
      // B at 30 % of A: every face target still holds, the ratio does not.
      const tooBright = faceTargetVerdicts(entries, twoFaces(3));
      expect(tooBright.filter((v) => !v.pass).map((v) => v.key)).toEqual(['bcBrightnessRatioMax']);
      expect(meetsEvery(tooBright)).toBe(false);
    });
  });
});

describe('targetsOfType: the targets an application type has', () => {
  const facade = { faceType: null, brightnessAvgMin: 5, evenness: 0.2, maculaHight: 0.5, level0: 150 };
  it('keeps no luminance, U0 or dark-band target for the point sources 110, 113 and 114, and every one for wall washing', () => {
    for (const pointType of [110, 113, 114]) {
      expect(targetsOfType([facade], pointType), `type ${pointType}`).toEqual([{ faceType: null, level0: 150 }]);
      // the verdicts judge what the type has: a point-source record's facade targets are not judged (the sheet's table does not list them)
      expect(faceTargetVerdicts([facade], [face('single', { evenness: 0.01 })], pointType), `type ${pointType}`).toEqual([]);
    }
    expect(targetsOfType([facade], 102)).toEqual([{ faceType: null, brightnessAvgMin: 5, evenness: 0.2, maculaHight: 0.5 }]);
    expect(faceTargetVerdicts([facade], [face('single', { evenness: 0.01 })], 102).map((v) => `${v.key} ${v.status}`)).toEqual([
      'brightnessAvgMin met',
      'evenness missed',
      'maculaHight met',
    ]);
  });
});
