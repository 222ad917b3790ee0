import { describe, expect, it } from 'vitest';
import { emptyForm, type EditorForm } from './editor-form';
import { mergeMade } from './merge-made';

describe('mergeMade', () => {
  it('takes the made values but keeps identity and status', () => {
    const form = { ...emptyForm(1), id: 4, updateDate: 'u', dataStatus: 1 as const };
    const next = mergeMade(form, { id: 99, lampPower: '36', angleNo: 3, dataStatus: 2, projectId: 1, projectParamindexList: [{ faceType: null, brightnessAvgMin: '12' }] });
    expect(next).toMatchObject({ id: 4, updateDate: 'u', dataStatus: 1, lampPower: '36', angleNo: 3, makingWay: 2 });
    expect(next.projectParamindexList[0]!.brightnessAvgMin).toBe('12');
  });

  it('merges targets into the entry of the same face, keeps colour entries, colour type and surface type', () => {
    const form: EditorForm = {
      ...emptyForm(1),
      contestType: 103,
      colorType: 2,
      grayDemand: 2,
      lampType: 40,
      extraIndices: { note: 'kept' },
      projectParamindexList: [
        { id: 1, faceType: 'A', colorTemperatureStr: '全亮', evenness: '0.3', maculaHight: '0.5' },
        { id: 2, faceType: 'B', colorTemperatureStr: '全亮', evenness: '0.2' },
        { id: 3, faceType: 'C1', colorTemperatureStr: '全亮', colorName: '3000K' },
      ],
    };
    const next = mergeMade(form, {
      contestType: 102,
      colorType: 1,
      colorTemperature: '3000',
      lampType: null,
      workVoltage: '',
      extraIndices: { unitPrice: '880' },
      projectParamindexList: [
        { faceType: 'A', colorTemperatureStr: '全亮', brightnessAvgMin: '15', evenness: null },
        { faceType: 'B', colorTemperatureStr: '全亮' },
      ],
    });
    expect(next).toMatchObject({ contestType: 103, colorType: 2, grayDemand: 2, lampType: 40, colorTemperature: '3000', makingWay: 2 });
    // a multi-colour record keeps its own temperatures
    expect(next.colorTemperatureFirst).toBeUndefined();
    expect(next.extraIndices).toEqual({ note: 'kept', unitPrice: '880' });
    expect(next.projectParamindexList).toEqual([
      { id: 1, faceType: 'A', colorTemperatureStr: '全亮', evenness: '0.3', maculaHight: '0.5', brightnessAvgMin: '15' },
      { id: 2, faceType: 'B', colorTemperatureStr: '全亮', evenness: '0.2' },
      { id: 3, faceType: 'C1', colorTemperatureStr: '全亮', colorName: '3000K' },
    ]);
  });

  it('a single-colour record shows the made colour temperature in its first temperature field', () => {
    const next = mergeMade({ ...emptyForm(1), colorType: 1 }, { colorTemperature: '4000' });
    expect(next.colorTemperatureFirst).toBe('4000');
  });
});
