import { describe, expect, it } from 'vitest';
import { layoutShortText, layoutText } from './layout.js';
import { kelvinText, figureDecimals, formatBeam, formatCheckedFigure, formatFigure, formatFigureWithUnit, formatTarget, formatVerdictFigure, targetFigureKind, unitText, withUnit } from './figures.js';

describe('formatFigure: one precision per quantity', () => {
  it('writes luminance and illuminance to three significant figures, trailing zeros included (the issue: "cd/m² to 3 significant figures"), thousands grouped', () => {
    expect(formatFigure('luminance', 37)).toBe('37.0');
    expect(formatFigure('luminance', 18)).toBe('18.0');
    expect(formatFigure('luminance', 18.04)).toBe('18.0');
    expect(formatFigure('luminance', 5)).toBe('5.00');
    expect(formatFigure('luminance', 0.5)).toBe('0.500');
    expect(formatFigure('luminance', 134)).toBe('134');
    expect(formatFigure('illuminance', 40)).toBe('40.0');
    // nothing lit reads 0, not 0.00
    expect(formatFigure('luminance', 0)).toBe('0');
    expect(formatFigure('luminance', 36.66)).toBe('36.7');
    expect(formatFigure('luminance', 0.1672)).toBe('0.167');
    expect(formatFigure('luminance', 404.2)).toBe('404');
    expect(formatFigure('luminance', 12345)).toBe('12,300');
    expect(formatFigure('illuminance', 1234.5)).toBe('1,230');
  });
  it('writes U0 with two decimals, always both', () => {
    expect(formatFigure('u0', 0.117)).toBe('0.12');
    expect(formatFigure('u0', 0.1)).toBe('0.10');
    expect(formatFigure('u0', 0.083)).toBe('0.08');
  });
  it('writes angles to 0.1°, intensity and flux whole and grouped, power to 0.1 W', () => {
    expect(formatFigureWithUnit('angle', 24)).toBe('24.0°');
    expect(formatFigureWithUnit('intensity', 251027.4)).toBe('251,027 cd');
    expect(formatFigureWithUnit('flux', 2104.6)).toBe('2,105 lm');
    expect(formatFigureWithUnit('power', 24)).toBe('24 W');
    expect(formatFigureWithUnit('power', 7.46)).toBe('7.5 W');
    expect(formatFigure('score', 78)).toBe('78.0');
  });
  it('writes a typed value with its unit as a figure: a space before the unit, none before a degree sign', () => {
    expect(withUnit('0.3', 'm')).toBe('0.3 m');
    expect(withUnit('20', '°')).toBe('20°');
    expect(withUnit('12', undefined)).toBe('12');
    expect(withUnit('', 'm')).toBe('');
  });
  it('writes a missing figure as a dash and never a negative zero', () => {
    expect(formatFigure('u0', null)).toBe('—');
    expect(formatFigureWithUnit('luminance', undefined)).toBe('—');
    expect(formatFigure('u0', Number.NaN)).toBe('—');
    expect(formatFigure('u0', -0.001)).toBe('0.00');
  });
  it('writes a negative figure with the minus sign U+2212, never the hyphen, and reads it back in a verdict', () => {
    expect(formatFigureWithUnit('angle', -18.969234390051867)).toBe('\u221219.0°');
    expect(formatFigure('metres', -1.5)).toBe('\u22121.5');
    expect(formatFigure('angle', -0.02)).toBe('0.0');
    expect(formatTarget('angle', -19)).toBe('\u221219.0');
    expect(formatVerdictFigure('angle', -19.04, { target: -19, sign: '≥' })).toBe('\u221219.04');
  });
  it('writes an asymmetric beam as both angles, a symmetric one once', () => {
    expect(formatBeam(10, 60)).toBe('10.0° × 60.0°');
    expect(formatBeam(24, 24.02)).toBe('24.0°');
    expect(formatBeam(24, null)).toBe('24.0°');
  });
});

describe('unitText: a catalogue unit in the reader’s language', () => {
  it('writes the currency as 元 in Chinese and CNY in English, other units as they are', () => {
    expect(unitText('元', 'zh')).toBe('元');
    expect(unitText('元', 'en')).toBe('CNY');
    expect(unitText('cd/m²', 'en')).toBe('cd/m²');
    expect(unitText(null, 'en')).toBe('');
  });
});

describe('figureDecimals: the decimals a figure is printed with (a spreadsheet cell follows them)', () => {
  it('counts the printed decimals', () => {
    expect(figureDecimals('luminance', 18)).toBe(1);
    expect(figureDecimals('luminance', 0.1672)).toBe(3);
    expect(figureDecimals('luminance', 134.4)).toBe(0);
    expect(figureDecimals('luminance', 12345)).toBe(0);
    expect(figureDecimals('u0', 0.1)).toBe(2);
  });
});

describe('targets in the format of the figure they bound', () => {
  it('prints a target as its figure is printed, with the digits it holds beyond that', () => {
    expect(formatTarget('u0', 0.1)).toBe('0.10');
    expect(formatTarget('u0', 0.105)).toBe('0.105');
    // a luminance bound is the designer's exact number: no trailing zeros (Lavg ≥ 5 beside 18.0)
    expect(formatTarget('luminance', 30)).toBe('30');
    expect(formatTarget('luminance', 5)).toBe('5');
    expect(formatTarget('luminance', 0.5)).toBe('0.5');
    expect(formatTarget('luminance', 1234)).toBe('1,234');
    expect(formatTarget('metres', 0.5)).toBe('0.5');
    expect(formatTarget('u0', null)).toBe('—');
  });
  it('knows the figure kind of each target’s metric', () => {
    expect(targetFigureKind('evenness')).toBe('u0');
    expect(targetFigureKind('lightnessMax')).toBe('luminance');
    expect(targetFigureKind('lightnessRatio')).toBe('ratio');
  });
});

describe('power density: one decimal, always', () => {
  it('lines a column of W/m² up: 28.0, 24.7, 6.0', () => {
    expect([28, 24.666, 6].map((v) => formatFigure('powerDensity', v))).toEqual(['28.0', '24.7', '6.0']);
    expect(formatFigureWithUnit('powerDensity', 9.31)).toBe('9.3 W/m²');
  });
});

describe('formatVerdictFigure: a checked figure beside its bound', () => {
  it('prints the figure as its column does (grouped, its precision) when that tells it from the bound', () => {
    // the walk's fit reasons: "Lmax 3429 > 363" beside the column's 3,430, "U0 0.0064 < 0.10"
    expect(formatVerdictFigure('luminance', 3429, { target: 363, sign: '≤' })).toBe('3,430');
    expect(formatVerdictFigure('u0', 0.0064, { target: 0.1, sign: '≥' })).toBe('0.01');
    expect(formatVerdictFigure('luminance', 134.1, { target: 100, sign: '≥' })).toBe('134');
    expect(formatVerdictFigure('u0', 0.251, { target: 0.2, sign: '≥' })).toBe('0.25');
  });
  it('adds the digits that tell a figure from its bound when the column’s would read as equal', () => {
    expect(formatVerdictFigure('u0', 0.117, { target: 0.12, sign: '≥' })).toBe('0.117');
    expect(formatVerdictFigure('luminance', 4.9996, { target: 5, sign: '≥' })).toBe('4.9996');
    expect(formatVerdictFigure('luminance', 30.004, { target: 30, sign: '≤' })).toBe('30.004');
    expect(formatVerdictFigure('luminance', 12345.6, { target: 12300, sign: '≤' })).toBe('12,350');
  });
  it('prints a met figure as the column does, even where that reads as its bound: one figure, one reading (L03 face B: U0 0.054 beside ≥ 0.05 read 0.054 in the verdicts and 0.05 in the figures)', () => {
    expect(formatVerdictFigure('u0', 0.054, { target: 0.05, sign: '≥' })).toBe('0.05');
    expect(formatVerdictFigure('luminance', 29.996, { target: 30, sign: '≤' })).toBe(formatFigure('luminance', 29.996));
    // the same figures missing the other way still tell themselves from the bound
    expect(formatVerdictFigure('u0', 0.054, { target: 0.05, sign: '≤' })).toBe('0.054');
    expect(formatVerdictFigure('luminance', 29.996, { target: 30, sign: '≥' })).toBe('29.996');
  });
  it('prints a figure equal to its bound, and a missing one, as the column does', () => {
    expect(formatVerdictFigure('u0', 0.1, { target: 0.1, sign: '≥' })).toBe('0.10');
    expect(formatVerdictFigure('luminance', null, { target: 5, sign: '≥' })).toBe('—');
  });
});

describe('layoutText: the layout in the one number format', () => {
  const layout = { count: 3, spacing: 2 / 3, start: 1 / 3, setback: 0.3, height: 0, tilt: -18.969234390051867, rotation: 0, maintenanceFactor: 0.8 };
  it('writes every angle to 0.1° with the minus sign, lengths to 0.01 m, in both languages', () => {
    expect(layoutText(layout, 'en')).toBe('3 × at 0.67 m, first at 0.33 m, setback 0.3 m, 0 m high, tilt \u221219.0°, rotation 0.0°, maintenance factor 0.8');
    expect(layoutText(layout, 'zh')).toBe('3 套，间距 0.67 m，首套距左边 0.33 m，离面距离 0.3 m，安装高度 0 m，仰角 \u221219.0°，旋转 0.0°，维护系数 0.8');
    expect(layoutText({ ...layout, tilt: 0 }, 'en')).toContain('tilt 0.0°');
  });
  it('the schedule’s short form prints a negative with the same minus sign (A −19°, never a hyphen)', () => {
    expect(layoutShortText(layout)).toBe('3 × 0.67 m · X 0.33 m · D 0.3 m · H0 0 m · A \u221219° · R 0° · MF 0.8');
    expect(layoutShortText({ ...layout, start: -0.4, tilt: -0.01 })).toContain('X \u22120.4 m');
    expect(layoutShortText({ ...layout, tilt: -0.01 })).toContain('A 0°');
  });
});

describe('kelvinText: a catalogue colour temperature spaced as every unit', () => {
  it('puts a space before K, once', () => {
    expect(kelvinText('3000K/4000K')).toBe('3000 K/4000 K');
    expect(kelvinText('3000 K')).toBe('3000 K');
    expect(kelvinText('全亮')).toBe('全亮');
  });
});

describe('formatCheckedFigure: a column figure beside the bounds it is checked against', () => {
  it('takes the digits that tell it from the nearest bound, else the column format', () => {
    expect(formatCheckedFigure('u0', 0.097, [{ target: 0.1, sign: '≥' }])).toBe('0.097');
    expect(formatCheckedFigure('u0', 0.3, [{ target: 0.1, sign: '≥' }])).toBe('0.30');
    expect(formatCheckedFigure('u0', 0.097, [])).toBe('0.10');
    expect(formatCheckedFigure('u0', 0.054, [{ target: 0.05, sign: '≥' }])).toBe('0.05');
  });
});
