import type { TemplateIndex } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import type { DerivedMakeValues } from './make';
import { derivedTarget, initialMakeValues, targetFieldKey, toLampparamForm } from './make-form';

const index = (indexKey: string, indexPrefix: string | null, faceType: string | null = null, sort = 1): TemplateIndex => ({
  id: sort, indexType: 2, indexName: indexKey, indexNameEn: indexKey, indexKey, indexPrefix, indexUnit: null, indexDesc: null,
  controlType: 'other', controlInputType: 'number', controlDict: null, queryFlag: 1, contestType: 101, faceType, sort,
});

const derived: DerivedMakeValues = {
  detectionIds: '5,9', contestId: 10, contestTypeId: 103, lampPower: 24, workVoltage: 'DC24V', unitPrice: 420.5, lumSize: 1.5, lumSizeMin: 0.5,
  lampLong: 1200, lampWidth: 45, lampHeight: 50,
  contestH: 12, contestW: 30, brandIds: '3,7',
};

describe('make form', () => {
  it('targets are the ones the designer entered on the selection page, never a row\'s figure (docs/DOMAIN.md "Make")', () => {
    for (const key of ['brightnessAvgMin', 'brightnessAvgMax', 'brightnessMax', 'brightnessA', 'evenness', 'level0', 'verticalUp30', 'down45', 'somethingElse']) {
      expect(derivedTarget(derived, index(key, '≥')), key).toBeUndefined();
    }
    expect(derivedTarget({ entered: { brightnessAvgMin: '5', evenness: '0.2' } }, index('evenness', '≥'))).toBe(0.2);
    expect(derivedTarget({ entered: { brightnessAvgMin: ' ' } }, index('brightnessAvgMin', '≥'))).toBeUndefined();
  });

  it("a one-row make (L05: a row of Lavg 134 cd/m², U0 0.35) fills only the targets entered, the upper bounds too; the rest stay empty", () => {
    const indices = [index('brightnessAvgMin', '≥', null, 1), index('brightnessAvgMax', '≤', null, 2), index('evenness', '≥', null, 3), index('brightnessMax', '≤', null, 4)];
    expect(initialMakeValues(derived, indices).targets).toEqual({});
    expect(initialMakeValues({ ...derived, entered: { brightnessAvgMin: '10', brightnessAvgMax: '40', evenness: '' } }, indices).targets).toEqual({
      ':brightnessAvgMin': '10',
      ':brightnessAvgMax': '40',
    });
  });

  it("carries the fixture's beam: the rule of the map its two planes meet, none when no rule does (docs/DOMAIN.md \"Beam angle of a record and of a fixture\")", () => {
    const angles = [
      { id: 2, ruleKey: '10°', ruleNo: '10', angleMin: 8, angleMax: 12 },
      { id: 5, ruleKey: '10°×60°', ruleNo: '1060', angleMin: 10, angleMax: 60 },
      { id: 9, ruleKey: '10°×100°', ruleNo: '10100', angleMin: 10, angleMax: 100 },
      { id: 4, ruleKey: '90°', ruleNo: '90', angleMin: 76, angleMax: 105 },
    ];
    expect(initialMakeValues({ ...derived, beam: { beamAngle: 9.2, beamAngle90: 99.9 } }, [], angles).angleNo).toBe(9);
    expect(initialMakeValues({ ...derived, beam: { beamAngle: 10, beamAngle90: 10 } }, [], angles).angleNo).toBe(2);
    expect(initialMakeValues({ ...derived, beam: { beamAngle: 40, beamAngle90: 40 } }, [], angles).angleNo).toBeUndefined();
    expect(initialMakeValues(derived, [], angles).angleNo).toBeUndefined();
  });

  it('two-face types: face A targets filled from those entered, face B left to the user; albedo by type', () => {
    const indices = [index('brightnessAvgMin', '≥', 'A', 1), index('brightnessAvgMin', '≥', 'B', 2)];
    const values = initialMakeValues({ ...derived, entered: { brightnessAvgMin: '12' } }, indices);
    expect(values.targets).toEqual({ 'A:brightnessAvgMin': '12' });
    expect(values.albedo).toBe('0.4');
    expect(values.lampPower).toBe('24');
    expect(initialMakeValues({ ...derived, contestTypeId: 112 }, []).albedo).toBe('');
  });

  it("albedo: the rows' typical surface's own reflectance when it has one (the surface Compare calculated on)", () => {
    expect(initialMakeValues({ ...derived, contestAlbedo: 0.25 }, []).albedo).toBe('0.25');
    expect(toLampparamForm(initialMakeValues({ ...derived, contestAlbedo: 0.25 }, []), derived, { projectId: 1, faces: 1 }).albedo).toBe('0.25');
  });

  it('builds the draft lamp parameter with its parameter index entries', () => {
    const indices = [index('brightnessAvgMin', '≥', 'A', 1), index('brightnessAvgMin', '≥', 'B', 2)];
    const values = { ...initialMakeValues({ ...derived, entered: { brightnessAvgMin: '12' } }, indices), lampType: 4, angleNo: 2 };
    values.targets[targetFieldKey(indices[1]!)] = '8';
    values.targets['A:glareNote'] = 'low';
    values.targets['A:evenness'] = undefined; // a field the user never touched
    const form = toLampparamForm(values, derived, { projectId: 1, faces: 2, lampNo: 'XQD' });
    expect(form).toMatchObject({
      projectId: 1, dataStatus: 1, makingWay: 2, detectionIds: '5,9', contestType: 103, lampType: 4, lampNo: 'XQD',
      angleNo: 2, lampPower: '24', powerNo: '024', workVoltage: 'DC24V', albedo: '0.4', recommendBrand: '3,7',
      contestH: '12', contestW: '30', extraIndices: { 'A.glareNote': 'low', unitPrice: '420.5' },
    });
    expect(form.projectParamindexList).toEqual([
      { faceType: 'A', colorTemperatureStr: '全亮', brightnessAvgMin: '12' },
      { faceType: 'B', colorTemperatureStr: '全亮', brightnessAvgMin: '8' },
    ]);
  });

  it("carries the rows' whole surface, S included, whatever letters the chosen sketch shows (Rank lays the record's surface out as Compare did: issue 23)", () => {
    const wall = { ...derived, contestTypeId: 102, contestH: 3, contestW: 2, contestS: 0.6, lumSize: 0.3, lumSizeMin: 0.3 };
    const sketch = { id: 51, sketchMapOriginal: 's51.svg', sketchAttr: '{"H":1,"W":1,"D":1}', templateType: 1 };
    const form = toLampparamForm(initialMakeValues(wall, []), wall, { projectId: 1, faces: 1, sketch });
    expect(form).toMatchObject({ contestH: '3', contestW: '2', contestS: '0.6', lumSize: '0.3', contestL: null });
  });
});
