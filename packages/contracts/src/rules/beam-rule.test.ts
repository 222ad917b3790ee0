import { describe, expect, it } from 'vitest';
import { beamMeetsRule, beamRuleOf, isTwoPlaneRule } from './beam-rule.js';

// The demo's map: one-angle rules with their bands, and two-angle rules keeping both angles.
const MAP = [
  { ruleKey: '10°', angleMin: 8, angleMax: 12 },
  { ruleKey: '30°', angleMin: 28, angleMax: 37 },
  { ruleKey: '60°', angleMin: 53, angleMax: 75 },
  { ruleKey: '10°×30°', angleMin: 10, angleMax: 30 },
  { ruleKey: '10°×60°', angleMin: 10, angleMax: 60 },
];
const [r10, r30, r60, r1030, r1060] = MAP as [(typeof MAP)[0], (typeof MAP)[0], (typeof MAP)[0], (typeof MAP)[0], (typeof MAP)[0]];

describe('a fixture beam against a record beam-angle rule', () => {
  it('names two-angle rules by their key', () => {
    expect(isTwoPlaneRule(r1060)).toBe(true);
    expect(isTwoPlaneRule(r10)).toBe(false);
  });

  it('a one-angle rule asks for a round beam: both planes in its band', () => {
    expect(beamMeetsRule(r10, { beamAngle: 9.5, beamAngle90: 11.8 }, MAP)).toBe(true);
    expect(beamMeetsRule(r10, { beamAngle: 10 }, MAP)).toBe(true);
    expect(beamMeetsRule(r10, { beamAngle: 10, beamAngle90: null }, MAP)).toBe(true);
    // a 10° × 60° wall washer is no 10° spot, nor a 60° flood
    expect(beamMeetsRule(r10, { beamAngle: 10, beamAngle90: 60 }, MAP)).toBe(false);
    expect(beamMeetsRule(r60, { beamAngle: 10, beamAngle90: 60 }, MAP)).toBe(false);
  });

  it('a two-angle rule asks for its oval: narrow plane in the narrow band, wide in the wide, either way round', () => {
    expect(beamMeetsRule(r1060, { beamAngle: 10, beamAngle90: 60 }, MAP)).toBe(true);
    expect(beamMeetsRule(r1060, { beamAngle: 58.2, beamAngle90: 11.4 }, MAP)).toBe(true);
    // 10° × 30° is not 10° × 60° (30° lies outside 60°'s band 53–75°)
    expect(beamMeetsRule(r1060, { beamAngle: 10, beamAngle90: 30 }, MAP)).toBe(false);
    expect(beamMeetsRule(r1030, { beamAngle: 10, beamAngle90: 30 }, MAP)).toBe(true);
    // a round 10° beam is not an oval
    expect(beamMeetsRule(r1060, { beamAngle: 10, beamAngle90: 10 }, MAP)).toBe(false);
    // before, 10 ≤ 25 ≤ 60 met 10°×60°: a round 25° beam
    expect(beamMeetsRule(r1060, { beamAngle: 25 }, MAP)).toBe(false);
  });

  it('an angle no one-angle rule holds has a band of ±20 %', () => {
    const rule = { ruleKey: '20°×50°', angleMin: 20, angleMax: 50 };
    expect(beamMeetsRule(rule, { beamAngle: 17, beamAngle90: 58 }, [rule])).toBe(true);
    expect(beamMeetsRule(rule, { beamAngle: 15, beamAngle90: 50 }, [rule])).toBe(false);
  });

  it('a fixture without a beam meets none; beamRuleOf finds the first rule met', () => {
    expect(beamMeetsRule(r10, { beamAngle: null }, MAP)).toBe(false);
    expect(beamRuleOf(MAP, { beamAngle: null })).toBeUndefined();
    expect(beamRuleOf(MAP, { beamAngle: 30.4, beamAngle90: 29.9 })).toBe(r30);
    expect(beamRuleOf(MAP, { beamAngle: 61, beamAngle90: 9.8 })).toBe(r1060);
    expect(beamRuleOf(MAP, { beamAngle: 10, beamAngle90: 45 })).toBeUndefined();
  });
});
