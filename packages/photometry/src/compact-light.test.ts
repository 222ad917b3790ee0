import { describe, expect, it } from 'vitest';
import { compactLight, compactLightBytes, compactLightPhotometry, decimalTable, decimalValues, photometryBytes } from './compact-light.js';
import { calculateContest } from './contest.js';
import { photometryBeam, photometryMaxIntensity } from './photometry-figures.js';
import { intensityGridSample } from './intensity.js';
import { parsePhotometry } from './photometry-parse.js';
import { synthesizeIes, synthesizeLdt } from './synthesize.js';

/** A type-B floodlight (IES photometric type 2): resampled onto a C-γ web when parsed. */
const TYPE_B = [
  'IESNA:LM-63-2002',
  'TILT=NONE',
  '1 -1 1 5 3 2 2 0.2 0.3 0',
  '1 1 150',
  '-40 -20 0 20 40',
  '-30 0 30',
  '100 800 2400 900 120',
  '300 2100 5000 1800 250',
  '90 700 2300 1000 140',
].join('\n');

/** Files of every kind the demo has (asymmetric washers, grazers, quadrant and rotational floods) and a type B. */
const FILES = {
  washer: parsePhotometry(synthesizeLdt({ kind: 'wallWasher', beamAngle: 40, beamAngle2: 80, peakGamma: 40, lumens: 1800, watts: 20 }), 'washer.ldt'),
  kick: parsePhotometry(synthesizeLdt({ kind: 'kickWasher', beamAngle: 110, lumens: 2400, watts: 24 }), 'kick.ldt'),
  grazer: parsePhotometry(synthesizeLdt({ kind: 'grazer', beamAngle: 10, beamAngle2: 60, lumens: 1200, watts: 12 }), 'grazer.ldt'),
  flood: parsePhotometry(synthesizeLdt({ kind: 'flood', beamAngle: 30, lumens: 6000, watts: 60 }), 'flood.ldt'),
  point: parsePhotometry(synthesizeIes({ kind: 'point', beamAngle: 24, lumens: 300, watts: 3 }), 'point.ies'),
  typeB: parsePhotometry(TYPE_B, 'flood-b.ies'),
};

describe('compact light (the rank workers keep it instead of the parsed file)', () => {
  it('samples the lookup grid bit for bit like the parsed file, everywhere', () => {
    for (const [name, p] of Object.entries(FILES)) {
      const view = compactLightPhotometry(compactLight(p));
      expect(view.grid.nC, name).toBe(p.grid.nC);
      let samples = 0;
      const differing: string[] = [];
      for (let c = 0; c < 360; c += 0.73) {
        for (let g = 0; g <= 180; g += 0.53, samples++) {
          if (!Object.is(intensityGridSample(view.grid, c, g), intensityGridSample(p.grid, c, g))) differing.push(`C ${c}, γ ${g}`);
        }
      }
      expect(samples).toBeGreaterThan(150_000);
      expect(differing.slice(0, 5), name).toEqual([]);
    }
  });

  it('gives the same figures as the parsed file on the ranking surfaces, bit for bit', () => {
    const views = Object.fromEntries(Object.entries(FILES).map(([k, p]) => [k, compactLightPhotometry(compactLight(p))]));
    const cases = [
      ['wallWashing', { H: 14, W: 12, D: 0.6, S: 1.2 }],
      ['floodlighting', { H: 14, W: 20, D: 8 }],
      ['compositeSurface', { H1: 9, W1: 6, H2: 5, W2: 4, L: 1.5 }],
    ] as const;
    for (const [kind, dims] of cases) {
      for (const rowSampling of [undefined, 1]) {
        for (const name of Object.keys(FILES) as Array<keyof typeof FILES>) {
          const parsed = calculateContest(kind, dims, 0.4, FILES[name], undefined, { rowSampling });
          const compact = calculateContest(kind, dims, 0.4, views[name]!, undefined, { rowSampling });
          expect(compact.faces.map((f) => [...f.grid.luminance]), `${name} on ${kind}`).toEqual(parsed.faces.map((f) => [...f.grid.luminance]));
          expect(compact.faces.map(({ grid: _g, ...f }) => f)).toEqual(parsed.faces.map(({ grid: _g, ...f }) => f));
        }
      }
    }
  });

  it('remembers the beam and peak of a file once for every view of it (a ranking makes one view per file and batch)', () => {
    const c = compactLight(FILES.washer);
    const [one, two] = [compactLightPhotometry(c), compactLightPhotometry(c)];
    expect(photometryBeam(two)).toBe(photometryBeam(one));
    expect(photometryMaxIntensity(two)).toBe(photometryMaxIntensity(one));
    expect(photometryBeam(one)).toEqual(photometryBeam(FILES.washer));
    expect(photometryBeam(compactLightPhotometry(compactLight(FILES.washer)))).not.toBe(photometryBeam(one));
  });

  it('holds far less than the parsed file: the stored planes only, no lookup grid', () => {
    for (const [name, p] of Object.entries(FILES)) {
      const c = compactLight(p);
      // A rotational file's parsed grid is one plane (3 kB): the compact form still leaves it out.
      expect(compactLightBytes(c), name).toBeLessThan(photometryBytes(p) / (c.rotational ? 1 : 10));
    }
  });
  it("keeps a table that is no Float32 as the file's decimals times one factor, 4 bytes a value, giving back every value bit for bit", () => {
    // a EULUMDAT file's cd/klm (decimals of 6 significant digits, some in exponent form past 10^-22) times lamp flux / 1000
    const text = synthesizeLdt({ kind: 'kickWasher', beamAngle: 110, lumens: 577.5, watts: 24 });
    const p = parsePhotometry(text, 'kick.ldt');
    const c = compactLight(p);
    expect(ArrayBuffer.isView(c.measured.candela)).toBe(false);
    const table = c.measured.candela as Exclude<typeof c.measured.candela, ArrayBufferView>;
    const values = decimalValues(table);
    expect(values.length).toBe(p.measured.candela.length);
    const differing = [...values].flatMap((v, i) => (Object.is(v, p.measured.candela[i]) ? [] : [i]));
    expect(differing).toEqual([]);
    expect(table.packed.byteLength + table.exceptions.byteLength).toBeLessThanOrEqual(p.measured.candela.byteLength * 0.55);
    // by hand: 49.4079 and 5.76439e-22 cd/klm × 4.9 (4,900 lm / 1000: the parser's own products), and a value no decimal gives (kept as it is)
    const hand = Float64Array.from([49.4079 * 4.9, 0, Number('5.76439e-22') * 4.9, Math.PI]);
    const t = decimalTable(hand, [4.9])!;
    expect([...t.packed.slice(0, 3)]).toEqual([494079 * 64 + 4, 0, 576439 * 64 + 27]);
    expect([...t.exceptions]).toEqual([Math.PI]);
    expect([...decimalValues(t)]).toEqual([...hand]);
    // more values than one in 16 kept as they are: no table
    expect(decimalTable(Float64Array.from([Math.PI, Math.E, 1]), [1])).toBeNull();
  });
});
