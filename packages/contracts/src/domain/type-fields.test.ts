import { describe, expect, it } from 'vitest';
import { contestTypeByKind, fieldBelongsTo } from './index.js';

const id = (kind: Parameters<typeof contestTypeByKind>[0]) => contestTypeByKind(kind).id;

describe('fields per application type', () => {
  it('asks for the road type only where the viewer sees the light directly', () => {
    expect(fieldBelongsTo('roadType', id('wallWashing'))).toBe(false);
    expect(fieldBelongsTo('roadType', id('floodlighting'))).toBe(false);
    expect(fieldBelongsTo('roadType', id('farViewPoint'))).toBe(true);
    expect(fieldBelongsTo('roadType', id('selfLuminousLine'))).toBe(true);
    expect(fieldBelongsTo('roadType', id('singleSideGuide'))).toBe(true);
  });

  it('keeps the dark band and albedo to lit surfaces, the B/A ratio to two faces, the ten directions to points', () => {
    expect(fieldBelongsTo('maculaHight', id('wallWashing'))).toBe(true);
    expect(fieldBelongsTo('maculaHight', id('singleSideGuide'))).toBe(false);
    expect(fieldBelongsTo('albedo', id('selfLuminousPoint'))).toBe(true);
    expect(fieldBelongsTo('albedo', id('controlledPoint'))).toBe(false);
    expect(fieldBelongsTo('bcBrightnessRatioMin', id('compositeSurface'))).toBe(true);
    expect(fieldBelongsTo('bcBrightnessRatioMin', id('wallWashing'))).toBe(false);
    expect(fieldBelongsTo('verticalUp60', id('farViewPoint'))).toBe(true);
    expect(fieldBelongsTo('verticalUp60', id('singleSideGuide'))).toBe(false);
    expect(fieldBelongsTo('level0', id('singleSideGuide'))).toBe(true);
    expect(fieldBelongsTo('evenness', id('controlledPoint'))).toBe(false);
  });

  it('lets a field outside the table, or any field without a type, belong everywhere', () => {
    expect(fieldBelongsTo('protectLevel', id('wallWashing'))).toBe(true);
    expect(fieldBelongsTo('budengWay', id('farViewPoint'))).toBe(true);
    expect(fieldBelongsTo('roadType', null)).toBe(true);
  });
});
