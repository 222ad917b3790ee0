import { describe, expect, it } from 'vitest';
import { ldtParse, ldtStoredPlanes } from './ldt-parse.js';
import { errorOf } from './testing/parse-samples.js';

/** A EULUMDAT text with Mc C planes every 360/Mc degrees and γ 0, 45, 90. */
function ldt(options: { isym: number; mc: number; values: number[]; lamps?: string[][]; lorl?: number }): string {
  const lamps = options.lamps ?? [['1', 'LED', '2000', '3000', '80', '20']];
  const dc = 360 / options.mc;
  const lines = [
    'Acme',
    '1',
    String(options.isym),
    String(options.mc),
    String(dc),
    '3',
    '45',
    'R-1',
    'Test luminaire',
    'T-1',
    'test.ldt',
    '2025',
    '100',
    '50',
    '40',
    '80',
    '40',
    '0',
    '0',
    '0',
    '0',
    '100',
    String(options.lorl ?? 80),
    '1.0',
    '0',
    String(lamps.length),
    ...lamps.flat(),
    ...Array(10).fill('0.5'),
    ...Array.from({ length: options.mc }, (_, i) => String(i * dc)),
    '0',
    '45',
    '90',
    ...options.values.map(String),
  ];
  return lines.join('\r\n');
}

describe('ldtParse', () => {
  it('stores the planes the symmetry indicator names', () => {
    expect(ldtStoredPlanes(0, 24)).toEqual([0, 23]);
    expect(ldtStoredPlanes(1, 24)).toEqual([0, 0]);
    expect(ldtStoredPlanes(2, 24)).toEqual([0, 12]);
    expect(ldtStoredPlanes(3, 24)).toEqual([6, 18]);
    expect(ldtStoredPlanes(4, 24)).toEqual([0, 6]);
  });

  it('converts cd/klm to candela with the first lamp set and keeps all sets', () => {
    const p = ldtParse(
      ldt({
        isym: 1,
        mc: 4,
        values: [100, 50, 0],
        lamps: [
          ['1', 'LED A', '2000', '3000', '80', '20'],
          ['1', 'LED B', '2400', '4000', '90', '24'],
        ],
      }),
    );
    expect([...p.measured.candela]).toEqual([200, 100, 0]);
    expect(p.metadata.lampSets.map((s) => s.lumens)).toEqual([2000, 2400]);
    expect(p.metadata.lampLumens).toBe(2000);
    expect(p.metadata.statedLightOutputRatio).toBeCloseTo(0.8, 12);
    expect(p.metadata.statedLuminaireLumens).toBeCloseTo(1600, 9);
    expect(p.metadata.inputWatts).toBe(20);
    expect(p.metadata.luminousDimensions.length).toBeCloseTo(0.08, 12);
    expect(p.measured.symmetry).toBe('rotational');
  });

  it('treats a negative lamp count as absolute photometry', () => {
    const p = ldtParse(ldt({ isym: 1, mc: 4, values: [100, 50, 0], lamps: [['-1', 'LED', '500', '3000', '80', '5']], lorl: 100 }));
    expect(p.metadata.absolutePhotometry).toBe(true);
    expect(p.metadata.lampLumens).toBeNull();
    expect(p.metadata.statedLuminaireLumens).toBeCloseTo(500, 9);
    expect(p.measured.candela[0]).toBeCloseTo(50, 12);
  });

  it('reads Isym 0, 2, 3 and 4 with the right plane angles', () => {
    expect([...ldtParse(ldt({ isym: 0, mc: 4, values: Array(12).fill(1) })).measured.horizontalAngles]).toEqual([0, 90, 180, 270]);
    expect([...ldtParse(ldt({ isym: 2, mc: 4, values: Array(9).fill(1) })).measured.horizontalAngles]).toEqual([0, 90, 180]);
    expect([...ldtParse(ldt({ isym: 3, mc: 4, values: Array(9).fill(1) })).measured.horizontalAngles]).toEqual([90, 180, 270]);
    expect([...ldtParse(ldt({ isym: 4, mc: 4, values: Array(6).fill(1) })).measured.horizontalAngles]).toEqual([0, 90]);
  });

  it('names the line when intensities are missing, surplus or not numbers', () => {
    const short = errorOf(() => ldtParse(ldt({ isym: 2, mc: 4, values: [1, 2, 3, 4] })));
    expect(short.line).toBe(50);
    expect(short.message).toBe('line 50: expected 9 intensities (3 C planes × 3 γ angles for Isym 2), found 4 numbers');
    const extra = errorOf(() => ldtParse(ldt({ isym: 1, mc: 4, values: [1, 2, 3, 4] })));
    expect(extra.line).toBe(53);
    const text = ldt({ isym: 1, mc: 4, values: [1, 2, 3] }).split('\r\n');
    text[48] = 'abc';
    const nan = errorOf(() => ldtParse(text.join('\n')));
    expect(nan.line).toBe(49);
    expect(nan.message).toMatch(/'abc'/);
  });

  it('names header fields that are wrong', () => {
    const lines = ldt({ isym: 1, mc: 4, values: [1, 2, 3] }).split('\r\n');
    lines[2] = '7';
    expect(errorOf(() => ldtParse(lines.join('\n'))).message).toBe('line 3: expected the symmetry indicator Isym from 0 to 4, found 7');
    lines[2] = '1';
    lines[5] = 'x';
    expect(errorOf(() => ldtParse(lines.join('\n'))).line).toBe(6);
    expect(errorOf(() => ldtParse('Acme\n1\n1\n')).message).toMatch(/^line 4: expected the number of C planes Mc/);
  });
});
