import { describe, expect, it } from 'vitest';
import { detectionRow, selectionRequest } from '../detections.js';
import {
  CONTEST_FIELDS,
  CONTEST_KINDS,
  CONTEST_TYPES,
  DATA_TYPES,
  DIMENSION_LETTERS,
  FACE_TARGET_KEYS,
  LAMPPARAM_DIMENSION_FIELDS,
  REFLECTED_KINDS,
  SIZE_LETTERS,
  TARGETS,
  TARGET_OF_METRIC,
  targetBoundFields,
  targetRequestField,
  TWO_FACE_KINDS,
  contestDimensionsFromContest,
  contestKindIs,
} from './index.js';

describe('the domain vocabulary', () => {
  it('names each of the 14 kinds once, in the order of their type ids', () => {
    expect(CONTEST_KINDS).toHaveLength(14);
    expect(new Set(CONTEST_KINDS).size).toBe(14);
    expect([...CONTEST_TYPES].sort((a, b) => a.id - b.id).map((t) => t.kind)).toEqual([...CONTEST_KINDS]);
    expect(contestKindIs('wallWashing')).toBe(true);
    expect(contestKindIs('wall washing')).toBe(false);
  });

  it('derives the reflected and two-face kinds from the types', () => {
    expect(REFLECTED_KINDS).toEqual(['floodlighting', 'wallWashing', 'compositeSurface', 'column', 'corrugated', 'windowFrame', 'photovoltaicGlass']);
    expect(TWO_FACE_KINDS).toEqual(['compositeSurface', 'windowFrame']);
  });

  it('keeps every surface letter in one lamp parameter field, D in the wall distance', () => {
    expect(Object.keys(LAMPPARAM_DIMENSION_FIELDS)).toEqual([...DIMENSION_LETTERS]);
    expect(LAMPPARAM_DIMENSION_FIELDS.D).toBe('lumSize');
    expect(CONTEST_FIELDS.D).toBe('lumSize');
    for (const letter of SIZE_LETTERS) expect(DIMENSION_LETTERS).toContain(letter);
  });

  it('reads a typical surface record by letter, D included, leaving blanks out', () => {
    expect(contestDimensionsFromContest({ h: 10, w: '8', w1: null, contestS: 1.5, contestA: '', contestH1: 3, lumSize: '0.6' })).toEqual({
      H: 10,
      W: 8,
      S: 1.5,
      H1: 3,
      D: 0.6,
    });
    expect(contestDimensionsFromContest({ h: 'tall' }).H).toBeNaN();
  });

  it('checks each face target against one metric with a sign', () => {
    expect(TARGETS.brightnessAvgMin).toEqual({ metric: 'lightnessAve', sign: '≥', unit: 'cd/m²' });
    expect(TARGETS.maculaHight.metric).toBe('anbanHeight');
    for (const key of FACE_TARGET_KEYS) expect(TARGETS[key].metric).not.toBe('power');
  });

  it('names the request bounds of each target from its metric and sign', () => {
    expect(targetBoundFields('brightnessAvgMax')).toEqual({ min: 'lightnessAveMin', max: 'lightnessAveMax' });
    expect(targetBoundFields('brightnessA')).toEqual({ min: 'lightnessMaxMin', max: 'lightnessMaxMax' });
    expect(targetRequestField('brightnessAvgMin')).toBe('lightnessAveMin');
    expect(targetRequestField('brightnessAvgMax')).toBe('lightnessAveMax');
    // the minimum luminance is searched as lightnessMin…
    expect(targetRequestField('brightnessMin')).toBe('lightnessMinMin');
    expect(targetRequestField('brightnessMax')).toBe('lightnessMaxMax');
    expect(targetRequestField('evenness')).toBe('evennessMin');
    expect(targetRequestField('maculaHight')).toBe('anbanHeightMax');
    expect(targetRequestField('lampPower')).toBe('powerMax');
  });

  it('names the three data types of a detection row once, and the row schema takes exactly those', () => {
    expect(DATA_TYPES).toEqual(['1', '2', '4']);
    const dataType = detectionRow.shape.dataType;
    for (const t of DATA_TYPES) expect(dataType.safeParse(t).success).toBe(true);
    expect(dataType.safeParse('3').success).toBe(false);
  });

  it('gives every target a bound the selection search accepts', () => {
    const fields = Object.keys(selectionRequest.shape);
    for (const key of Object.keys(TARGETS) as Array<keyof typeof TARGETS>) expect(fields).toContain(targetRequestField(key));
  });

  it('fills the first target of each metric when make turns measured rows into targets', () => {
    expect(TARGET_OF_METRIC).toEqual({
      lightnessAve: 'brightnessAvgMin',
      lightness: 'brightnessMin',
      lightnessMax: 'brightnessMax',
      evenness: 'evenness',
      anbanHeight: 'maculaHight',
      power: 'lampPower',
    });
  });
});
