import { describe, expect, it } from 'vitest';
import { iesParse } from './ies-parse.js';
import { errorOf, iesSample } from './testing/parse-samples.js';

const V2002 = iesSample(['[MANUFAC] Acme', '[LUMINAIRE] Test flood', '[MORE] second line', '[LUMCAT] AC-1', '[LAMP] LED 1000 lm']);

describe('iesParse', () => {
  it('reads keywords, [MORE] lines, multiplier and ballast factor', () => {
    const p = iesParse(V2002);
    expect(p.metadata.formatVersion).toBe('LM-63-2002');
    expect(p.metadata.manufacturer).toBe('Acme');
    expect(p.metadata.luminaireName).toBe('Test flood second line');
    expect(p.metadata.catalogueNumber).toBe('AC-1');
    expect(p.metadata.inputWatts).toBe(12);
    expect(p.metadata.lampLumens).toBe(1000);
    // multiplier 2 × ballast factor 0.5 = 1
    expect([...p.measured.candela]).toEqual([100, 50, 10]);
    expect(p.measured.symmetry).toBe('rotational');
    expect(p.metadata.luminousDimensions.width).toBeCloseTo(0.1, 12);
    expect(p.metadata.luminousDimensions.length).toBeCloseTo(0.2, 12);
  });

  it('reads the 1986 layout without a version line, and converts feet to metres', () => {
    const text = ['Some header text', 'Another line', 'TILT=NONE', '1 1000 1 2 1 1 1 1 2 0', '1 1 50', '0 90', '0', '10 5'].join('\r\n');
    const p = iesParse(text);
    expect(p.metadata.formatVersion).toBe('LM-63-1986');
    expect(p.metadata.luminaireName).toBe('Some header text');
    expect(p.metadata.luminousDimensions.width).toBeCloseTo(0.3048, 12);
    expect(p.metadata.luminousDimensions.length).toBeCloseTo(0.6096, 12);
  });

  it('reads comma-separated values wrapped over lines and absolute photometry', () => {
    const text = ['IESNA91', 'TILT=NONE', '1', '-1', '1', '3', '2', '1', '2', '0', '0', '0', '1', '1', '20', '0,45', '90', '0,180', '10,5', '1', '20,10,2'].join('\n');
    const p = iesParse(text);
    expect(p.metadata.formatVersion).toBe('LM-63-1991');
    expect(p.metadata.absolutePhotometry).toBe(true);
    expect(p.metadata.lampLumens).toBeNull();
    expect(p.measured.symmetry).toBe('c0c180');
    expect([...p.measured.candela]).toEqual([10, 5, 1, 20, 10, 2]);
  });

  it('reads TILT=INCLUDE data inline', () => {
    const text = V2002.replace('TILT=NONE', 'TILT=INCLUDE\n1\n3\n0 45 90\n1 0.9 0.8');
    const p = iesParse(text);
    expect(p.metadata.tilt).toEqual({ lampToLuminaireGeometry: 1, angles: [0, 45, 90], multipliers: [1, 0.9, 0.8] });
    expect(p.measured.candela[0]).toBe(100);
  });

  it('reads LM-63-2019 and photometric types B and A', () => {
    const b = iesParse(V2002.replace('IESNA:LM-63-2002', 'IES:LM-63-2019').replace('1 1000 2 3 1 1 2', '1 1000 2 3 1 2 2').replace('0 45 90', '-45 0 45'));
    expect(b.metadata.formatVersion).toBe('LM-63-2019');
    expect(b.measured.photometricType).toBe('B');
    const a = iesParse(V2002.replace('1 1000 2 3 1 1 2', '1 1000 2 3 1 3 2').replace('0 45 90', '-45 0 45'));
    expect(a.measured.photometricType).toBe('A');
  });

  it('refuses TILT=<file> naming the line', () => {
    const e = errorOf(() => iesParse(V2002.replace('TILT=NONE', 'TILT=lamp.tlt')));
    expect(e.line).toBe(7);
    expect(e.message).toMatch(/^line 7: .*TILT=lamp\.tlt.*cannot be read/);
  });

  it('names the line and the count when the data is short', () => {
    const text = V2002.replace('0 45 90\n0\n100 50 10', '0 45');
    const e = errorOf(() => iesParse(text));
    expect(e.line).toBe(10);
    expect(e.message).toBe('line 10: expected 3 vertical angles, found 2 numbers');
  });

  it('names the line of a token that is not a number', () => {
    const e = errorOf(() => iesParse(V2002.replace('100 50 10', '100 fifty 10')));
    expect(e.line).toBe(12);
    expect(e.message).toMatch(/'fifty'/);
  });

  it('refuses extra values, missing TILT, falling angles and bad counts', () => {
    expect(errorOf(() => iesParse(V2002 + '\n7')).line).toBe(13);
    expect(errorOf(() => iesParse(V2002.replace('TILT=NONE', 'NO TILT'))).message).toMatch(/TILT= line/);
    const falling = errorOf(() => iesParse(V2002.replace('0 45 90', '0 90 45')));
    expect(falling.line).toBe(10);
    expect(falling.message).toMatch(/rising order/);
    expect(errorOf(() => iesParse(V2002.replace('1 1000 2 3 1 1 2', '1 1000 2 3.5 1 1 2'))).line).toBe(8);
    expect(errorOf(() => iesParse(V2002.replace('1 1000 2 3 1 1 2', '1 1000 2 3 1 7 2'))).message).toMatch(/photometric type/);
  });
});
