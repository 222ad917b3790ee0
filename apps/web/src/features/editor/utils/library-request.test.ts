import { lampLibraryRequest } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { applySurfaceSketch, emptyForm, withIndexValue, type EditorForm } from './editor-form';
import { EMPTY_FILTERS, libraryRequest } from './library-request';

const sketch = (contestTypeId: number) => ({
  id: 1,
  contestTypeId,
  contestDescribe: '',
  sketchMapOriginal: '',
  sketchAttr: '{}',
  templateType: 1,
  effectSelectFlag: 0,
});

describe('libraryRequest', () => {
  it('is undefined without a surface type', () => {
    expect(libraryRequest(emptyForm(1), EMPTY_FILTERS, 1)).toBeUndefined();
  });
  it('sends 20 audited rows a page with the sizes, albedo, targets and filters', () => {
    let form: EditorForm = { ...applySurfaceSketch(emptyForm(1), sketch(102)), contestH: '9', contestW: '4', lumSize: '1.2', lampPower: '36' };
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: null }, '20');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: null }, '0.3');
    const req = libraryRequest(form, { brandIds: [3, 7], priceMax: '900' }, 2)!;
    expect(req).toEqual({
      page: 2,
      rows: 20,
      isAudit: 1,
      contestTypeId: 102,
      projectId: 1,
      albedo: 0.4,
      h: 9,
      w: 4,
      lumSize: 1.2,
      powerMax: 36,
      priceMax: 900,
      brandIds: '3,7',
      lightnessAveMin: 20,
      evennessMin: 0.3,
    });
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
  });
  it('uses the A/B variants for two-face types', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch(103));
    form = withIndexValue(form, { indexKey: 'brightnessAvgMin', faceType: 'A' }, '30');
    form = withIndexValue(form, { indexKey: 'brightnessAvgMax', faceType: 'B' }, '15');
    form = withIndexValue(form, { indexKey: 'evenness', faceType: 'B' }, '0.2');
    const req = libraryRequest(form, EMPTY_FILTERS, 1)!;
    expect(req).toMatchObject({ lightnessAveMinA: 30, lightnessAveMaxB: 15, evennessMinB: 0.2 });
    expect(req).not.toHaveProperty('lightnessAveMin');
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
  });
  it('maps point-source intensities onto lightIntensity1…10 bounds', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch(112));
    form = withIndexValue(form, { indexKey: 'level0', faceType: null }, '500');
    form = withIndexValue(form, { indexKey: 'verticalUp30', faceType: null }, '40');
    form = withIndexValue(form, { indexKey: 'down45Max', faceType: null }, '100');
    const req = libraryRequest(form, EMPTY_FILTERS, 1)!;
    expect(req).toMatchObject({ lightIntensity1Min: 500, lightIntensity6Max: 40, lightIntensity10Max: 100 });
    expect(req).not.toHaveProperty('albedo');
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
  });
});
