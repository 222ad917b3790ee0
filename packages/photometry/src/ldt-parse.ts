import { textLines } from './ies-parse.js';
import { angleListCheckRising, numberStreamFromLines, numberStreamList, numberStreamLine } from './number-stream.js';
import { PhotometryParseError } from './parse-error.js';
import type { LampSet, ParsedPhotometry, PlaneSymmetry } from './photometry-types.js';
import type { Lumens, Metres } from './units.js';

const SYMMETRY: readonly PlaneSymmetry[] = ['none', 'rotational', 'c0c180', 'c90c270', 'quadrant'];

/**
 * Index range [first, last] (0-based, inclusive) of the C planes whose intensities a
 * EULUMDAT file stores for its symmetry indicator.
 * Isym 3 stores C90…C270, the half that the C90–C270 mirror plane does not fold away.
 */
export function ldtStoredPlanes(isym: number, mc: number): readonly [number, number] {
  switch (isym) {
    case 0:
      return [0, mc - 1];
    case 1:
      return [0, 0];
    case 2:
      return [0, mc / 2];
    case 3:
      return [mc / 4, (3 * mc) / 4];
    default:
      return [0, mc / 4];
  }
}

function lineField(lines: readonly string[], n: number): string {
  return (lines[n - 1] ?? '').trim();
}

function lineNumber(lines: readonly string[], n: number, what: string, integer = false): number {
  if (n > lines.length || (n === lines.length && lines[n - 1]!.trim() === '')) {
    throw new PhotometryParseError(n, `expected ${what}, found the end of the file`);
  }
  const raw = lineField(lines, n);
  const normalised = raw.replace(',', '.');
  const v = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
  if (Number.isNaN(v) || (integer && !Number.isInteger(v))) {
    throw new PhotometryParseError(n, `expected ${what} (${integer ? 'a whole number' : 'a number'}), found '${raw}'`);
  }
  return v;
}

/**
 * Parses a EULUMDAT (.ldt) file. Intensities (cd/klm) are converted to candela with the
 * first lamp set's flux (multiple lamp sets are alternatives of one luminaire; all are kept in
 * the metadata) and the conversion factor. A negative lamp count marks absolute photometry:
 * the stated flux is then the luminaire's.
 */
export function ldtParse(text: string): ParsedPhotometry {
  const lines = textLines(text);
  const company = lineField(lines, 1);
  const isym = lineNumber(lines, 3, 'the symmetry indicator Isym', true);
  if (isym < 0 || isym > 4) throw new PhotometryParseError(3, `expected the symmetry indicator Isym from 0 to 4, found ${isym}`);
  const mc = lineNumber(lines, 4, 'the number of C planes Mc', true);
  if (mc < 1) throw new PhotometryParseError(4, `expected at least 1 C plane (Mc), found ${mc}`);
  if ((isym === 2 || isym === 3) && mc % 2 !== 0) {
    throw new PhotometryParseError(4, `expected an even number of C planes for Isym ${isym}, found ${mc}`);
  }
  if (isym === 4 && mc % 4 !== 0) {
    throw new PhotometryParseError(4, `expected a number of C planes divisible by 4 for Isym 4, found ${mc}`);
  }
  lineNumber(lines, 5, 'the C-plane distance Dc');
  const ng = lineNumber(lines, 6, 'the number of γ angles Ng', true);
  if (ng < 1) throw new PhotometryParseError(6, `expected at least 1 γ angle (Ng), found ${ng}`);
  lineNumber(lines, 7, 'the γ distance Dg');
  const reportNo = lineField(lines, 8);
  const name = lineField(lines, 9);
  const number = lineField(lines, 10);
  const mm = (n: number, what: string) => (lineNumber(lines, n, what) / 1000) as Metres;
  const bodyLength = mm(13, 'the luminaire length/diameter (mm)');
  const bodyWidth = mm(14, 'the luminaire width (mm)');
  const bodyHeight = mm(15, 'the luminaire height (mm)');
  const lumLength = mm(16, 'the luminous area length/diameter (mm)');
  const lumWidth = mm(17, 'the luminous area width (mm)');
  const lumHeights = [18, 19, 20, 21].map((n) => lineNumber(lines, n, 'a luminous area height (mm)') / 1000);
  const dff = lineNumber(lines, 22, 'the downward flux fraction DFF (%)');
  const lorl = lineNumber(lines, 23, 'the light output ratio LORL (%)');
  const conversion = lineNumber(lines, 24, 'the intensity conversion factor');
  lineNumber(lines, 25, 'the tilt during measurement');
  const n = lineNumber(lines, 26, 'the number of lamp sets', true);
  if (n < 1 || n > 100) throw new PhotometryParseError(26, `expected 1 to 100 lamp sets, found ${n}`);
  const lampSets: LampSet[] = [];
  let at = 27;
  for (let k = 0; k < n; k++) {
    lampSets.push({
      count: lineNumber(lines, at, `the number of lamps of lamp set ${k + 1}`),
      type: lineField(lines, at + 1),
      lumens: lineNumber(lines, at + 2, `the luminous flux of lamp set ${k + 1} (lm)`),
      colourTemperature: lineField(lines, at + 3),
      colourRendering: lineField(lines, at + 4),
      watts: lineNumber(lines, at + 5, `the wattage of lamp set ${k + 1} (W)`),
    });
    at += 6;
  }
  const drStart = at;
  at += 10; // direct ratios for room indices 0.6 … 5
  for (let i = drStart; i < at; i++) lineNumber(lines, i, `direct ratio ${i - drStart + 1} of 10`);

  const stream = numberStreamFromLines(lines.slice(at - 1), at, { commaIsDecimal: true });
  const cLine = numberStreamLine(stream);
  const cAll = numberStreamList(stream, mc, 'C angles (Mc)');
  angleListCheckRising(cAll, 'C angles', cLine, [0, 360]);
  const gLine = numberStreamLine(stream);
  const gammas = numberStreamList(stream, ng, 'γ angles (Ng)');
  angleListCheckRising(gammas, 'γ angles', gLine, [0, 180]);
  const [first, last] = ldtStoredPlanes(isym, mc);
  const planes = last - first + 1;
  const cdLine = numberStreamLine(stream);
  const values = numberStreamList(stream, planes * ng, `intensities (${planes} C planes × ${ng} γ angles for Isym ${isym})`);
  if (stream.position < stream.values.length) {
    throw new PhotometryParseError(
      numberStreamLine(stream),
      `expected the end of the data after ${planes * ng} intensities (line ${cdLine} on), found more: '${stream.raw[stream.position]}'`,
    );
  }
  const stored = cAll.slice(first, last + 1);
  if (isym === 1) stored[0] = 0;

  const set0 = lampSets[0]!;
  const absolute = set0.count < 0;
  const flux = set0.lumens;
  const scale = (flux / 1000) * (conversion > 0 ? conversion : 1);
  const candela = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) candela[i] = Math.max(0, values[i]! * scale);
  const watts = set0.watts > 0 ? set0.watts : null;
  return {
    metadata: {
      format: 'ldt',
      formatVersion: 'EULUMDAT',
      manufacturer: company || null,
      luminaireName: name || null,
      catalogueNumber: number || null,
      lamp: set0.type || null,
      testReport: reportNo || null,
      inputWatts: watts,
      lampLumens: absolute ? null : (flux as Lumens),
      absolutePhotometry: absolute,
      statedLightOutputRatio: lorl / 100,
      statedLuminaireLumens: ((lorl / 100) * flux) as Lumens,
      downwardFluxFraction: dff / 100,
      luminousDimensions: {
        length: lumLength,
        width: (lumWidth > 0 ? lumWidth : lumLength) as Metres,
        height: Math.max(...lumHeights) as Metres,
      },
      luminousCircular: lumWidth === 0 && lumLength > 0,
      luminaireDimensions: { length: bodyLength, width: bodyWidth, height: bodyHeight },
      lampSets,
      keywords: { COMPANY: company, TEST: reportNo, LUMINAIRE: name, LUMCAT: number, FILE: lineField(lines, 11), DATE: lineField(lines, 12) },
      tilt: null,
    },
    measured: {
      photometricType: 'C',
      symmetry: SYMMETRY[isym]!,
      horizontalAngles: stored,
      verticalAngles: gammas,
      candela,
    },
  };
}
