import type { DetectionRow } from '@lampsheet/contracts';
import { describe, expect, it } from 'vitest';
import { deriveMakeValues, isSelectableRow, makePower, minVoltage, validateMakeSelection } from './make';

function row(over: Partial<DetectionRow>): DetectionRow {
  const base: Record<string, unknown> = {
    id: 1, contestId: 10, contestTypeId: 101, contestTypeStr: '正投', dataType: '1', projectId: null,
    lampId: 1, brandId: 1, brandName: 'B', model: 'M', lampType: 1, lampTypeStr: 'x', lampShape: 1,
    colorFlag: 1, rgbwa: '全亮', lumImage: null, pseuColor: null, viewPhoto: null, surfaceType: 'A',
    storageId: null, taskId: null, workVoltage: null, photometryId: null,
  };
  for (const k of ['power', 'lightness', 'lightnessAve', 'lightnessMax', 'evenness', 'anbanHeight', 'beamAngle',
    'colorTemperature', 'lumSize', 'lumSizeMin', 'h', 'w', 'w1', 'w2', 'contestS', 'contestL', 'contestA',
    'contestH1', 'contestH2', 'longNs', 'widthNs', 'heightNs', 'authorizedPrice']) base[k] = null;
  for (let i = 1; i <= 10; i++) base[`lightIntensity${i}`] = null;
  return { ...base, ...over } as DetectionRow;
}

describe('make selection rules', () => {
  it('needs at least one row', () => {
    expect(validateMakeSelection([])).toBe('selectAtLeastOne');
  });
  it('needs all rows from the same contest', () => {
    expect(validateMakeSelection([{ contestId: 1 }, { contestId: 1 }])).toBeNull();
    expect(validateMakeSelection([{ contestId: 1 }, { contestId: 2 }])).toBe('selectSameContest');
  });
  it('B rows cannot be ticked', () => {
    expect(isSelectableRow({ surfaceType: 'A' })).toBe(true);
    expect(isSelectableRow({ surfaceType: 'B' })).toBe(false);
  });
});

describe('makePower', () => {
  it('rounds up from 5 W, one decimal below', () => {
    expect(makePower(5)).toBe(5);
    expect(makePower(5.01)).toBe(6);
    expect(makePower(23.2)).toBe(24);
    expect(makePower(24)).toBe(24);
    expect(makePower(4.96)).toBe(5);
    expect(makePower(4.94)).toBe(4.9);
    expect(makePower(3.25)).toBe(3.3);
    expect(makePower(1)).toBe(1);
    expect(makePower(undefined)).toBeUndefined();
  });
  it('is not fooled by binary noise', () => {
    expect(makePower(0.1 + 0.2 + 11.7)).toBe(12);
  });
});

describe('minVoltage', () => {
  it('keeps the text of the lowest voltage', () => {
    expect(minVoltage([{ workVoltage: 'AC220V' }, { workVoltage: 'DC24V' }, { workVoltage: 'DC36V' }])).toBe('DC24V');
    expect(minVoltage([{ workVoltage: null }, { workVoltage: 'n/a' }])).toBeUndefined();
  });
});

describe('deriveMakeValues (specification point 9)', () => {
  const rows = [
    row({
      id: 5, brandId: 3, power: 17.2, lightnessAve: 12.9, lightnessMax: 40.1, evenness: 0.42, workVoltage: 'DC24V',
      authorizedPrice: 380, lumSize: 1.2, lumSizeMin: 0.5, longNs: 1000, widthNs: 40, heightNs: 50, h: 12, w: 30,
      lightIntensity1: 1200.7, lightIntensity2: 15.2,
    }),
    row({
      id: 9, brandId: 7, power: 23.01, lightnessAve: 18.2, lightnessMax: 55.0, evenness: 0.35, workVoltage: 'AC220V',
      authorizedPrice: 420.5, lumSize: 1.5, lumSizeMin: 0.4, longNs: 1200, widthNs: 45, heightNs: 48, h: 12, w: 30,
      lightIntensity1: 980.3, lightIntensity2: 21.01,
    }),
  ];
  const d = deriveMakeValues(rows);

  it('takes the maximum power, rounded up from 5 W', () => expect(d.lampPower).toBe(24));
  it('gives no target from the rows: no luminance bound, no U0, no intensity (docs/DOMAIN.md "Make"; L05 read "Lavg ≥ 134" from a row of 134)', () => {
    for (const key of ['brightnessAvgMin', 'brightnessAvgMax', 'brightnessMax', 'evenness', 'intensities']) expect(d).not.toHaveProperty(key);
  });
  it("keeps the beam of the fixture the record calculates (the first row's with a file), both planes", () => {
    expect(deriveMakeValues([row({ id: 1, beamAngle: 9.2, beamAngle90: 99.9, photometryId: 3 })]).beam).toEqual({ beamAngle: 9.2, beamAngle90: 99.9 });
    expect(deriveMakeValues([row({ id: 1, beamAngle: null })]).beam).toBeUndefined();
  });
  it('keeps the targets the designer entered on the selection page', () => {
    expect(deriveMakeValues(rows, { brightnessAvgMax: '40' }).entered).toEqual({ brightnessAvgMax: '40' });
  });
  it('voltage: the minimum', () => {
    expect(d.workVoltage).toBe('DC24V');
  });
  it('unit price and sizes: the maximum', () => {
    expect(d.unitPrice).toBe(420.5);
    expect(d.lumSize).toBe(1.5);
    expect(d.lumSizeMin).toBe(0.5);
    expect([d.lampLong, d.lampWidth, d.lampHeight]).toEqual([1200, 45, 50]);
  });
  it("keeps the typical surface's reflectance, unset when the surface has none", () => {
    expect(deriveMakeValues([row({ id: 1, contestAlbedo: 0.25 }), row({ id: 2, contestAlbedo: 0.25 })]).contestAlbedo).toBe(0.25);
    expect(deriveMakeValues([row({ id: 1, contestAlbedo: null })]).contestAlbedo).toBeUndefined();
  });
  it('keeps ids, brands and the shared contest geometry', () => {
    expect(d.detectionIds).toBe('5,9');
    expect(d.brandIds).toBe('3,7');
    expect(d.contestH).toBe(12);
    expect(d.contestW).toBe(30);
    expect(d.contestW1).toBeUndefined();
  });
  it('leaves a value unset when no row has it (never the 10000 sentinel, never 0)', () => {
    const e = deriveMakeValues([row({ id: 1 })]);
    expect(e.lampPower).toBeUndefined();
    expect(e.unitPrice).toBeUndefined();
    expect(e.workVoltage).toBeUndefined();
  });
  it('a power below 5 W keeps one decimal', () => {
    expect(deriveMakeValues([row({ power: 3.21 }), row({ power: 2 })]).lampPower).toBe(3.2);
  });
});
