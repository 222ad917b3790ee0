import { describe, expect, it } from 'vitest';
import { CHECKED_FACE_TARGET_KEYS, CHECKED_FACE_TARGETS } from '../domain/targets.js';
import { faceTargetVerdicts, meetsEvery } from './face-targets.js';

const face = (faceType: string, figures: Partial<Record<'lightnessAve' | 'lightness' | 'lightnessMax' | 'evenness' | 'anbanHeight', number>> = {}) => ({
  faceType,
  lightnessAve: 10,
  lightness: 2,
  lightnessMax: 30,
  evenness: 0.2,
  anbanHeight: 0.5,
  ...figures,
});

/** A bound and the figures just inside and just outside it, per target. */
const BOUNDS: Record<(typeof CHECKED_FACE_TARGET_KEYS)[number], { target: number; inside: number; outside: number }> = {
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
  for (const key of CHECKED_FACE_TARGET_KEYS) {
    const { metric } = CHECKED_FACE_TARGETS[key];
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
});
