/**
 * IES ↔ EULUMDAT over every real file of shared/photometry: converting a file to the other
 * format and back keeps its flux and peak within 1 % and its beam angles within 1°.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iesParse } from './ies-parse.js';
import { iesWrite } from './ies-write.js';
import { ldtParse } from './ldt-parse.js';
import { ldtWrite } from './ldt-write.js';
import { photometryBeam, photometryBeamCie, photometryFlux, photometryMaxIntensity } from './photometry-figures.js';
import { parsePhotometry } from './photometry-parse.js';
import { photometryFromParsed } from './photometry.js';
import { statedDay } from './photometry-write.js';
import { synthesizeLdt } from './synthesize.js';
import type { Photometry } from './photometry-types.js';
import { photometryFromFunction } from './testing/fixtures.js';

const DIR = new URL('../../../../shared/photometry/', import.meta.url);
const FILES = readdirSync(fileURLToPath(DIR)).filter((f) => /\.(ies|ldt)$/i.test(f)).sort();
const read = (f: string) => readFileSync(new URL(f, DIR), 'latin1');
const DATE = new Date('2026-01-15T00:00:00Z');

const viaLdt = (p: Photometry) => photometryFromParsed(ldtParse(ldtWrite(p, { date: DATE })));
const viaIes = (p: Photometry) => photometryFromParsed(iesParse(iesWrite(p, { date: DATE })));

function expectSameLight(name: string, a: Photometry, b: Photometry) {
  const fa = photometryFlux(a);
  const fb = photometryFlux(b);
  expect(Math.abs(fb / fa - 1), `${name}: flux ${fa} → ${fb}`).toBeLessThan(0.01);
  const pa = photometryMaxIntensity(a).candela;
  const pb = photometryMaxIntensity(b).candela;
  expect(Math.abs(pb / pa - 1), `${name}: peak ${pa} → ${pb}`).toBeLessThan(0.01);
  const ba = photometryBeam(a);
  const bb = photometryBeam(b);
  const ca = photometryBeamCie(a);
  const cb = photometryBeamCie(b);
  for (const [what, x, y] of [
    ['IES beam C0–C180', ba.beam.planeC0C180, bb.beam.planeC0C180],
    ['IES beam C90–C270', ba.beam.planeC90C270, bb.beam.planeC90C270],
    ['CIE beam C0–C180', ca.beam.planeC0C180, cb.beam.planeC0C180],
    ['CIE beam C90–C270', ca.beam.planeC90C270, cb.beam.planeC90C270],
  ] as const) {
    expect(Math.abs(y - x), `${name}: ${what} ${x}° → ${y}°`).toBeLessThan(1);
  }
  expect(cb.batwing, `${name}: batwing`).toBe(ca.batwing);
}

describe('IES ↔ EULUMDAT round trips over the real files', () => {
  it('cover every file', () => expect(FILES.length).toBeGreaterThanOrEqual(33));

  for (const f of FILES) {
    const isIes = f.endsWith('.ies');
    it(`${f}: ${isIes ? 'IES → LDT → IES' : 'LDT → IES → LDT'} keeps flux, peak (1 %) and beam angles (1°)`, () => {
      const source = parsePhotometry(read(f), f);
      const there = isIes ? viaLdt(source) : viaIes(source);
      const back = isIes ? viaIes(there) : viaLdt(there);
      expectSameLight(`${f} (converted)`, source, there);
      expectSameLight(`${f} (and back)`, source, back);
      // What the file says about the luminaire survives both ways.
      for (const p of [there, back]) {
        // LM-63-2019 requires [MANUFAC]: a source without one says so.
        expect(p.metadata.manufacturer).toBe(source.metadata.manufacturer ?? (p.metadata.format === 'ies' ? 'not stated' : null));
        expect(p.metadata.luminaireName).toBe(source.metadata.luminaireName);
        expect(p.metadata.absolutePhotometry).toBe(source.metadata.absolutePhotometry);
        if (source.metadata.lampLumens !== null) expect(p.metadata.lampLumens).toBeCloseTo(source.metadata.lampLumens, 0);
        expect(p.metadata.inputWatts).toBe(source.metadata.inputWatts);
        expect(p.metadata.luminousCircular).toBe(source.metadata.luminousCircular);
        expect(p.metadata.luminousDimensions.length).toBeCloseTo(
          source.metadata.luminousCircular ? Math.max(source.metadata.luminousDimensions.length, source.metadata.luminousDimensions.width) : source.metadata.luminousDimensions.length,
          3,
        );
      }
    });
  }
});

describe('statedDay', () => {
  it('reads the date a free-text field states, in the forms photometric files use', () => {
    expect(statedDay('2024-03-01')).toBe('2024-03-01');
    expect(statedDay('01.03.2024 / J. Doe')).toBe('2024-03-01');
    expect(statedDay('1/3/2024')).toBe('2024-03-01');
    expect(statedDay('lampsheet')).toBeNull();
    expect(statedDay('31.02.2024')).toBeNull();
    expect(statedDay('')).toBeNull();
  });

  it('makes an LDT whose date line names only a user convert to IES with a real [ISSUEDATE]', () => {
    const ldt = synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, lumens: 1800, watts: 20 });
    expect(ldt.split(/\r?\n/)[11]).toBe('lampsheet');
    const ies = iesWrite(photometryFromParsed(ldtParse(ldt)), { date: DATE }).split('\r\n');
    expect(ies).toContain('[ISSUEDATE] 2026-01-15');
    const dated = ldt.split(/\r?\n/).map((l, i) => (i === 11 ? '07.11.2025 / lab' : l)).join('\r\n');
    expect(iesWrite(photometryFromParsed(ldtParse(dated)), { date: DATE }).split('\r\n')).toContain('[ISSUEDATE] 2025-11-07');
  });
});

describe('the writers', () => {
  const spot = photometryFromFunction((_c, g) => 1000 * Math.max(0, Math.cos((g * Math.PI) / 180)) ** 8, {
    symmetry: 'rotational',
    gStep: 2.5,
    gMax: 90,
    lampLumens: 1200,
    watts: 12,
  });

  it('write LM-63-2019 with its required keywords, metres, and the stored symmetry', () => {
    const text = iesWrite(spot, { date: DATE });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('IES:LM-63-2019');
    for (const key of ['TEST', 'TESTLAB', 'ISSUEDATE', 'MANUFAC']) expect(lines.some((l) => l.startsWith(`[${key}] `))).toBe(true);
    expect(lines).toContain('[ISSUEDATE] 2026-01-15');
    const tilt = lines.indexOf('TILT=NONE');
    // one lamp of 1200 lm, multiplier 1, 37 γ × 1 plane, type C, metres
    expect(lines[tilt + 1]).toBe('1 1200 1 37 1 1 2 0 0 0');
    expect(lines[tilt + 2]).toBe('1 1.00001 12');
    expect(text.endsWith('\r\n')).toBe(true);
    const back = iesParse(text);
    expect(back.metadata.formatVersion).toBe('LM-63-2019');
    expect(back.measured.symmetry).toBe('rotational');
    expect(back.measured.candela[0]).toBeCloseTo(1000, 9);
  });

  it('write EULUMDAT in cd/klm of the lamp flux, with the symmetry indicator of the source', () => {
    const text = ldtWrite(spot, { date: DATE, fileName: 'spot.ldt' });
    const lines = text.split('\r\n');
    expect(lines[2]).toBe('1'); // Isym 1
    expect(lines[3]).toBe('1'); // Mc 1
    expect(lines[10]).toBe('spot.ldt');
    expect(lines[11]).toBe('2026-01-15');
    expect(lines[25]).toBe('1'); // one lamp set
    expect(lines.slice(26, 32)).toEqual(['1', '', '1200', '', '', '12']);
    // 1000 cd for 1200 lm = 833.333 cd/klm at nadir, after 10 direct ratios, 1 C angle and 37 γ
    expect(lines[32 + 10 + 1 + 37]).toBe('833.333');
    const back = ldtParse(text);
    expect(back.measured.candela[0]).toBeCloseTo(1000, 3);
    // LORL computed: π·1000/(n+1)·2 … the integrated flux over 1200 lm
    expect(back.metadata.statedLightOutputRatio).toBeCloseTo(photometryFlux(spot) / 1200, 4);
    expect(back.metadata.downwardFluxFraction).toBeCloseTo(1, 6);
  });

  it('state absolute photometry as IES lumens −1 and as a negative EULUMDAT lamp count with the luminaire flux', () => {
    const absolute = photometryFromFunction((_c, g) => (g <= 90 ? 100 : 0), { symmetry: 'quadrant', cStep: 15, gStep: 5 });
    const ies = iesWrite(absolute, { date: DATE }).split('\r\n');
    expect(ies[ies.indexOf('TILT=NONE') + 1]!.split(' ').slice(0, 2)).toEqual(['1', '-1']);
    const ldt = ldtParse(ldtWrite(absolute, { date: DATE }));
    expect(ldt.metadata.absolutePhotometry).toBe(true);
    expect(ldt.metadata.lampSets[0]!.count).toBe(-1);
    expect(ldt.metadata.lampSets[0]!.lumens).toBeCloseTo(photometryFlux(absolute), 2);
    expect(ldt.measured.symmetry).toBe('quadrant');
    expect(ldt.measured.candela[0]).toBeCloseTo(100, 3); // six significant digits of cd/klm
  });

  it('keep each symmetry where the format states it, and write the whole web where it cannot', () => {
    const fn = (c: number, g: number) => 100 + 50 * Math.cos((c * Math.PI) / 180) * Math.sin((g * Math.PI) / 180);
    const cases = [
      ['c0c180', 'c0c180', 'c0c180'],
      ['quadrant', 'quadrant', 'quadrant'],
      ['c90c270', 'c90c270', 'none'], // LM-63-2019 lists no 90–270 set
      ['none', 'none', 'none'],
    ] as const;
    for (const [symmetry, ldt, ies] of cases) {
      const p = photometryFromFunction(symmetry === 'quadrant' ? (c, g) => fn(c, g) * Math.cos(((c % 180) * Math.PI) / 180) ** 2 : fn, { symmetry, cStep: 10, gStep: 5 });
      expect(ldtParse(ldtWrite(p)).measured.symmetry, symmetry).toBe(ldt);
      expect(iesParse(iesWrite(p)).measured.symmetry, symmetry).toBe(ies);
      const horizontal = iesParse(iesWrite(p)).measured.horizontalAngles;
      expect(horizontal[0]).toBe(0);
      expect([0, 90, 180, 360]).toContain(horizontal[horizontal.length - 1]);
    }
  });

  it('write a round opening with negative IES width and length and a EULUMDAT width of 0', () => {
    const round = parsePhotometry(read('bega-50899-led-downlight.ies'), 'a.ies');
    expect(round.metadata.luminousCircular).toBe(true);
    const ies = iesWrite(round, { date: DATE }).split('\r\n');
    expect(ies[ies.indexOf('TILT=NONE') + 1]!.split(' ').slice(7)).toEqual(['-0.12', '-0.12', '0']);
    const ldt = ldtWrite(round, { date: DATE }).split('\r\n');
    expect(ldt.slice(15, 17)).toEqual(['120', '0']);
  });

  it('pad a γ range LM-63-2019 does not allow to 90° or 180° with zero intensity', () => {
    const post = parsePhotometry(read('philips-townguide-performer-bdp100-post-top.ldt'), 'a.ldt');
    expect(post.gammaAngles[post.gammaAngles.length - 1]).toBe(140);
    const back = iesParse(iesWrite(post));
    const v = back.measured.verticalAngles;
    expect(v[v.length - 1]).toBe(180);
    expect(back.measured.candela[v.length - 1]).toBe(0);
  });

  it('keep an IES file\'s keywords (long ones on [MORE] lines) and its tilt data', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '); // 409 characters
    const source = [
      'IESNA:LM-63-2002',
      '[TEST] R-1',
      '[TESTLAB] Lab A',
      '[MANUFAC] Acme',
      '[BALLAST] Driver 24 V',
      `[OTHER] ${long}`,
      'TILT=INCLUDE',
      '1',
      '3',
      '0 45 90',
      '1 0.9 0.8',
      '1 1000 1 3 1 1 2 0.1 0.1 0',
      '1 1 10',
      '0 45 90',
      '0',
      '300 200 0',
    ].join('\r\n');
    const text = iesWrite(photometryFromParsed(iesParse(source)), { date: DATE });
    const lines = text.split('\r\n');
    expect(lines).toContain('[TESTLAB] Lab A');
    expect(lines).toContain('[BALLAST] Driver 24 V');
    expect(lines.every((l) => l.length <= 256)).toBe(true);
    expect(lines.some((l) => l.startsWith('[MORE] word'))).toBe(true);
    const back = iesParse(text);
    expect(back.metadata.keywords['OTHER']).toBe(long);
    expect(back.metadata.keywords['FILEGENINFO']).toBe('Converted by Lampsheet from LM-63-2002');
    expect(back.metadata.tilt).toEqual({ lampToLuminaireGeometry: 1, angles: [0, 45, 90], multipliers: [1, 0.9, 0.8] });
    expect(Array.from(back.measured.candela)).toEqual([300, 200, 0]);
  });
});
