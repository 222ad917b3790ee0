import { lampLibraryRequest } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { applySurfaceSketch, emptyForm, withIndexValue, type EditorForm } from './editor-form';
import { EMPTY_FILTERS, formWeights, foldedFilterCount, lampIdsOf, libraryRequest } from './library-request';

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
    const req = libraryRequest(form, { ...EMPTY_FILTERS, brandIds: [3, 7], priceMax: '900' }, 2)!;
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
      dataTypeStr: '1,2,4',
      // the default ±20 % of each size, said explicitly
      diffArray: { h: 1.8, w: 0.8, lumSize: 0.24 },
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
    form = withIndexValue(form, { indexKey: 'brightnessMax', faceType: 'A' }, '400');
    form = withIndexValue(form, { indexKey: 'brightnessMax', faceType: 'B' }, '300');
    form = withIndexValue(form, { indexKey: 'brightnessMin', faceType: 'B' }, '2');
    const req = libraryRequest(form, EMPTY_FILTERS, 1)!;
    expect(req).toMatchObject({ lightnessAveMinA: 30, lightnessAveMaxB: 15, evennessMinB: 0.2, lightnessMaxMaxA: 400, lightnessMaxMaxB: 300, lightnessMinMinB: 2 });
    expect(req).not.toHaveProperty('lightnessMaxMax');
    expect(req).not.toHaveProperty('lightnessAveMin');
    expect(req).not.toHaveProperty('lightnessRatioMin');
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
  });
  it('searches by the B/A luminance ratio face B sets, when it sets one', () => {
    let form = applySurfaceSketch(emptyForm(1), sketch(103));
    form = withIndexValue(form, { indexKey: 'bcBrightnessRatioMin', faceType: 'B' }, '0.02');
    form = withIndexValue(form, { indexKey: 'bcBrightnessRatioMax', faceType: 'B' }, '0.1');
    const req = libraryRequest(form, EMPTY_FILTERS, 1)!;
    expect(req).toMatchObject({ lightnessRatioMin: 0.02, lightnessRatioMax: 0.1 });
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
    const minOnly = libraryRequest(withIndexValue(form, { indexKey: 'bcBrightnessRatioMax', faceType: 'B' }, ''), EMPTY_FILTERS, 1)!;
    expect(minOnly).toMatchObject({ lightnessRatioMin: 0.02 });
    expect(minOnly).not.toHaveProperty('lightnessRatioMax');
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
  it('carries every filter of the panel: data types, colour, voltage, shape, price range, tolerance, only these fixtures, flux, CRI and IP', () => {
    const form: EditorForm = { ...applySurfaceSketch(emptyForm(1), sketch(102)), contestH: '10', contestA: '-20', lumSizeMin: '0.5' };
    const req = libraryRequest(
      form,
      {
        brandIds: [2],
        priceMin: '100',
        priceMax: '800.5',
        dataTypes: ['1', '4'],
        colorType: 75,
        voltage: 'DC24V',
        lampShape: [1, 2],
        tolerance: 5,
        lampIds: [11, 12],
        fluxMin: '2000',
        criMin: 90,
        ipMin: 'IP66',
      },
      1,
    )!;
    expect(req).toMatchObject({
      brandIds: '2',
      priceMin: 100,
      priceMax: 800.5,
      dataTypeStr: '1,4',
      colorType: 75,
      voltage: 'DC24V',
      lampShape: '1,2',
      lampIdsStr: '11,12',
      fluxMin: 2000,
      criMin: 90,
      ipMin: 'IP66',
      h: 10,
      contestA: -20,
      lumSize: 0.5,
      diffArray: { h: 0.5, contestA: 1, lumSize: 0.025 },
    });
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
    expect(foldedFilterCount({ ...EMPTY_FILTERS, colorType: null, tolerance: 10 })).toBe(2);
    // the colour type follows the record's until one (or none: every type) is chosen
    expect(libraryRequest({ ...form, grayDemand: 71 }, EMPTY_FILTERS, 1)).toMatchObject({ colorType: 71 });
    expect(libraryRequest({ ...form, grayDemand: 71 }, { ...EMPTY_FILTERS, colorType: null }, 1)).not.toHaveProperty('colorType', expect.anything());
    expect(libraryRequest({ ...form, grayDemand: 71 }, { ...EMPTY_FILTERS, colorType: 72 }, 1)).toMatchObject({ colorType: 72 });
    expect(foldedFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(foldedFilterCount({ ...EMPTY_FILTERS, fluxMin: '500', criMin: 80, ipMin: 'IP65' })).toBe(3);
    expect(libraryRequest(form, EMPTY_FILTERS, 1)).not.toHaveProperty('fluxMin', expect.anything());
    expect(lampIdsOf('3, 7,x,3,-1')).toEqual([3, 7]);
  });
  it("sends the form's weights as the library's weight fields, and none over the quota of 100", () => {
    const base: EditorForm = applySurfaceSketch(emptyForm(1), sketch(102));
    const weighted = { ...base, priceWeight: '40', anbanHeightWeight: '10', evennessWeight: '10', lightnessMaxWeight: '10', lightnessWeight: '10', lightnessAveWeight: '10', powerWeight: '10' };
    const req = libraryRequest(weighted, EMPTY_FILTERS, 1)!;
    expect(req).toMatchObject({ price: 40, anbanHeight: 10, evenness: 10, lightnessMax: 10, lightnessMin: 10, lightnessAve: 10, powerValue: 10 });
    expect(lampLibraryRequest.safeParse(req).success).toBe(true);
    expect(formWeights(weighted).state).toBe('ok');
    const over = { ...weighted, priceWeight: '50' };
    expect(formWeights(over)).toEqual({ state: 'over', weights: {} });
    expect(libraryRequest(over, EMPTY_FILTERS, 1)).not.toHaveProperty('price');
    expect(formWeights(base).state).toBe('none');
  });
});
