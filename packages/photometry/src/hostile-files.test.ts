/**
 * Hostile photometric files: the worst 2 MB shapes read correctly (their speed is the
 * benchmark's, `npm run bench:photometry`), and every count and number out of bounds refused
 * with a message naming the line and the problem, before anything is allocated for it.
 */
import { describe, expect, it } from 'vitest';
import { iesParse } from './ies-parse.js';
import { ldtParse } from './ldt-parse.js';
import { parsePhotometry } from './photometry-parse.js';
import { errorOf, iesSample } from './testing/parse-samples.js';
import { iesHugeCounts, iesLongToken, iesManyTokens, iesMoreLines, ldtHugePlanes, ldtLongLine, ldtManyPlanes } from './testing/hostile-files.js';

const IES = iesSample(['[MANUFAC] Acme']);

/** IES with one field of the data replaced: the line's text and what it becomes. */
const ies = (from: string, to: string) => {
  if (!IES.includes(from)) throw new Error(`no '${from}' in the test file`);
  return IES.replace(from, to);
};

/** A EULUMDAT text (Isym 1, one plane, γ 0 45 90) with `line` (1-based) replaced. */
function ldt(replace: Record<number, string> = {}): string {
  const lines = [
    'Acme', '1', '1', '1', '0', '3', '45', 'R-1', 'Test', 'T-1', 'test.ldt', '2025',
    '100', '50', '40', '80', '40', '0', '0', '0', '0', '100', '80', '1.0', '0', '1',
    '1', 'LED', '2000', '3000', '80', '20',
    ...Array(10).fill('0.5'),
    '0', '0', '45', '90', '300', '150', '20',
  ];
  for (const [n, text] of Object.entries(replace)) lines[Number(n) - 1] = text;
  return lines.join('\r\n');
}

describe('the worst shapes of a 2 MB file', () => {
  it('joins 10,000 [MORE] lines into the one keyword, every part in order', () => {
    const file = iesMoreLines();
    const p = iesParse(file.text);
    const count = Number(/^(\d+)/.exec(file.shape)![1]);
    expect(count).toBeGreaterThan(9900);
    const part = /\[MORE\] (.*)\r\n/.exec(file.text)![1]!.trim();
    expect(p.metadata.manufacturer).toBe(['start', ...Array<string>(count).fill(part)].join(' '));
    expect([...p.measured.candela]).toEqual([100, 100, 100]);
  });

  it('reads a million candela values, ten to a line or all on one line', () => {
    for (const oneLine of [false, true]) {
      const p = iesParse(iesManyTokens(oneLine).text);
      expect(p.measured.verticalAngles.length).toBe(1401);
      expect(p.measured.horizontalAngles.length).toBe(721);
      expect(p.measured.candela.length).toBe(1401 * 721);
      expect(p.measured.candela[12345]).toBe(12345 % 10);
      expect(p.measured.horizontalAngles[720]).toBe(360);
    }
  });

  it('reads 720 C planes × 361 γ angles of EULUMDAT and builds the model', () => {
    const p = parsePhotometry(ldtManyPlanes().text, 'many.ldt');
    expect(p.measured.horizontalAngles.length).toBe(720);
    expect(p.measured.verticalAngles.length).toBe(361);
    // 1000 lm / 1000 × (100 + i mod 900 + 0.25) cd/klm
    expect(p.measured.candela[1000]).toBe(100 + (1000 % 900) + 0.25);
    expect(p.cAngles.length).toBe(721);
  });

  it('refuses a 2 MB token of digits, counts beyond the bounds and a 2 MB head line, quoting 40 characters', () => {
    const token = errorOf(() => iesParse(iesLongToken().text));
    expect(token.line).toBe(3);
    expect(token.message).toBe(`line 3: expected the number of lamps (a number), found '${'1'.repeat(40)}…'`);
    expect(errorOf(() => iesParse(iesHugeCounts().text)).message).toBe(
      'line 3: expected the number of horizontal angles as a whole number from 1 to 721, found 100000',
    );
    expect(errorOf(() => ldtParse(ldtHugePlanes().text)).message).toBe('line 4: expected the number of C planes Mc from 1 to 721, found 100000');
    const head = errorOf(() => ldtParse(ldtLongLine().text));
    expect(head.line).toBe(5);
    expect(head.message).toMatch(/^line 5: expected the C-plane distance Dc \(a number\), found '1{40}…'$/);
  });
});

describe('IES numbers out of bounds', () => {
  it('refuses a number that overflows (1e999) wherever it stands', () => {
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 1000 1e999 3'))).message).toBe(
      "line 4: expected the candela multiplier (a number), found '1e999' (too large)",
    );
    expect(errorOf(() => iesParse(ies('100 50 10', '100 1e999 10'))).message).toBe(
      "line 8: expected 3 candela values (1 horizontal × 3 vertical angles), found '1e999' (too large) at value 2",
    );
    expect(errorOf(() => iesParse(ies('1 1000 2', '1 1e999 2'))).message).toMatch(/^line 4: expected lumens per lamp \(a number\), found '1e999' \(too large\)$/);
    expect(errorOf(() => iesParse(ies('0.5 1 12', '0.5 1 -1e400'))).line).toBe(5);
    expect(errorOf(() => iesParse(ies('100 50 10', '100 NaN 10'))).message).toMatch(/found 'NaN' at value 2/);
  });

  it('refuses absurd or impossible factors, counts and sizes', () => {
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 1000 0 3'))).message).toBe(
      'line 4: expected the candela multiplier above 0 and at most 1000000, found 0',
    );
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 1000 -2 3'))).line).toBe(4);
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '0 1000 2 3'))).message).toMatch(/the number of lamps above 0/);
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 0 2 3'))).message).toMatch(/lumens per lamp above 0 .* or -1 for absolute photometry, found 0/);
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 1e8 2 3'))).message).toMatch(/at most 10000000, or -1 for absolute photometry, found 100000000/);
    // 10¹⁰ vertical angles: refused by the bound, nothing of that size allocated
    expect(errorOf(() => iesParse(ies('1 1000 2 3 1', '1 1000 2 10000000000 1'))).message).toBe(
      'line 4: expected the number of vertical angles as a whole number from 1 to 1801, found 10000000000',
    );
    expect(errorOf(() => iesParse(ies('0.1 0.2 0.05', '0.1 1e6 0.05'))).message).toMatch(/the luminous length from -1000 to 1000, found 1000000/);
    expect(errorOf(() => iesParse(ies('0.5 1 12', '0 1 12'))).message).toMatch(/the ballast factor above 0/);
  });

  it('refuses candela beyond 10⁹ cd after the factors, negative ones beyond noise, and a file without light', () => {
    expect(errorOf(() => iesParse(ies('1 1000 2 3', '1 1000 1000000 3').replace('100 50 10', '100 50 100000')))).toMatchObject({
      line: 8,
      message: expect.stringMatching(/expected candela values of at most 1000000000 cd .*found 50000000000 cd/),
    });
    expect(errorOf(() => iesParse(ies('100 50 10', '100 50 -10'))).message).toMatch(/of 0 or more .*found -10 cd .*peak of 100 cd/);
    // noise within 1 % of the peak reads as no light
    expect([...iesParse(ies('100 50 10', '100 50 -0.5')).measured.candela]).toEqual([100, 50, 0]);
    expect(errorOf(() => iesParse(ies('100 50 10', '0 0 0'))).message).toMatch(/candela values above 0 somewhere, found none/);
  });

  it('refuses more tilt angles than the bound', () => {
    const tilt = ies('TILT=NONE', 'TILT=INCLUDE\n1\n100000\n0 90\n1 1');
    expect(errorOf(() => iesParse(tilt)).message).toBe('line 5: expected the number of tilt angles as a whole number from 0 to 361, found 100000');
  });
});

describe('EULUMDAT numbers out of bounds', () => {
  it('reads the base file', () => {
    expect([...ldtParse(ldt()).measured.candela]).toEqual([600, 300, 40]);
  });

  it('bounds Mc and Ng before anything is allocated (10¹⁰ planes, 4 × 10⁸ angles)', () => {
    expect(errorOf(() => ldtParse(ldt({ 4: '10000000000' }))).message).toBe('line 4: expected the number of C planes Mc from 1 to 721, found 10000000000');
    expect(errorOf(() => ldtParse(ldt({ 6: '400000000' }))).message).toBe('line 6: expected the number of γ angles Ng from 1 to 1801, found 400000000');
  });

  it('refuses a flux, factor or intensity that overflows, and absurd ones', () => {
    expect(errorOf(() => ldtParse(ldt({ 29: '1e999' }))).message).toBe("line 29: expected the luminous flux of lamp set 1 (lm) (a number), found '1e999' (too large)");
    expect(errorOf(() => ldtParse(ldt({ 29: '0' }))).message).toMatch(/^line 29: expected the luminous flux of lamp set 1 above 0 lm/);
    expect(errorOf(() => ldtParse(ldt({ 29: '-5' }))).line).toBe(29);
    expect(errorOf(() => ldtParse(ldt({ 24: '1e999' }))).line).toBe(24);
    expect(errorOf(() => ldtParse(ldt({ 47: '1e999' }))).message).toBe(
      "line 47: expected 3 intensities (1 C planes × 3 γ angles for Isym 1), found '1e999' (too large) at value 1",
    );
    expect(errorOf(() => ldtParse(ldt({ 47: '1e300' }))).message).toMatch(/^line 47: expected intensities of at most 1000000000 cd/);
    expect(errorOf(() => ldtParse(ldt({ 13: '-100' }))).message).toBe('line 13: expected the luminaire length/diameter (mm) from 0 to 1000000, found -100');
    expect(errorOf(() => ldtParse(ldt({ 23: 'NaN' }))).line).toBe(23);
  });
});
