import {
  angleListCheckRising,
  numberCheckRange,
  numberFromToken,
  numberStreamEnd,
  numberStreamFromText,
  numberStreamList,
  numberStreamLine,
  textLinesFirst,
  textWithoutBom,
} from './number-stream.js';
import { PhotometryParseError } from './parse-error.js';
import { PARSE_LIMITS, candelaFromValues } from './parse-limits.js';
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

/**
 * The finite number on line n within [min, max] (a whole one when `integer`); a decimal comma
 * reads as a point.
 */
function lineNumber(lines: readonly string[], n: number, what: string, [min, max]: readonly [number, number], integer = false): number {
  if (n > lines.length || (n === lines.length && lines[n - 1]!.trim() === '')) {
    throw new PhotometryParseError(n, `expected ${what}, found the end of the file`, 'endOfFile');
  }
  const raw = lineField(lines, n);
  const v = numberFromToken(raw, true);
  if (!Number.isFinite(v) || (integer && !Number.isInteger(v))) {
    const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    throw new PhotometryParseError(n, `expected ${what} (${integer ? 'a whole number' : 'a number'}), found '${shown}'${Number.isNaN(v) ? '' : ' (too large)'}`, 'notANumber', shown);
  }
  numberCheckRange(v, what, n, min, max);
  return v;
}

/**
 * Parses a EULUMDAT (.ldt) file. Intensities (cd/klm) are converted to candela with the
 * first lamp set's flux (multiple lamp sets are alternatives of one luminaire; all are kept in
 * the metadata) and the conversion factor. A negative lamp count marks absolute photometry:
 * the stated flux is then the luminaire's.
 */
export function ldtParse(text: string): ParsedPhotometry {
  const clean = textWithoutBom(text);
  // The head: 26 lines, six a lamp set (at most 100), ten direct ratios; then the numbers.
  const { lines } = textLinesFirst(clean, 26 + 6 * 100 + 10);
  const company = lineField(lines, 1);
  const L = PARSE_LIMITS;
  const isym = lineNumber(lines, 3, 'the symmetry indicator Isym', [0, 4], true);
  // Counts are bounded before anything is allocated for them (see PARSE_LIMITS).
  const mc = lineNumber(lines, 4, 'the number of C planes Mc', [1, L.cPlanes], true);
  if ((isym === 2 || isym === 3) && mc % 2 !== 0) {
    throw new PhotometryParseError(4, `expected an even number of C planes for Isym ${isym}, found ${mc}`);
  }
  if (isym === 4 && mc % 4 !== 0) {
    throw new PhotometryParseError(4, `expected a number of C planes divisible by 4 for Isym 4, found ${mc}`);
  }
  lineNumber(lines, 5, 'the C-plane distance Dc', [0, 360]);
  const ng = lineNumber(lines, 6, 'the number of γ angles Ng', [1, L.gammaAngles], true);
  lineNumber(lines, 7, 'the γ distance Dg', [0, 180]);
  const reportNo = lineField(lines, 8);
  const name = lineField(lines, 9);
  const number = lineField(lines, 10);
  const mm = (n: number, what: string) => (lineNumber(lines, n, what, [0, L.metres * 1000]) / 1000) as Metres;
  const bodyLength = mm(13, 'the luminaire length/diameter (mm)');
  const bodyWidth = mm(14, 'the luminaire width (mm)');
  const bodyHeight = mm(15, 'the luminaire height (mm)');
  const lumLength = mm(16, 'the luminous area length/diameter (mm)');
  const lumWidth = mm(17, 'the luminous area width (mm)');
  const lumHeights = [18, 19, 20, 21].map((n) => mm(n, 'a luminous area height (mm)'));
  const percent = [-L.percent, L.percent] as const;
  const dff = lineNumber(lines, 22, 'the downward flux fraction DFF (%)', percent);
  const lorl = lineNumber(lines, 23, 'the light output ratio LORL (%)', percent);
  const conversion = lineNumber(lines, 24, 'the intensity conversion factor', [-L.factor, L.factor]);
  lineNumber(lines, 25, 'the tilt during measurement', [-360, 360]);
  const n = lineNumber(lines, 26, 'the number of lamp sets', [1, 100], true);
  const lampSets: LampSet[] = [];
  const lampFluxLine = 29;
  let at = 27;
  for (let k = 0; k < n; k++) {
    lampSets.push({
      count: lineNumber(lines, at, `the number of lamps of lamp set ${k + 1}`, [-L.lamps, L.lamps]),
      type: lineField(lines, at + 1),
      lumens: lineNumber(lines, at + 2, `the luminous flux of lamp set ${k + 1} (lm)`, [0, L.lumens]),
      colourTemperature: lineField(lines, at + 3),
      colourRendering: lineField(lines, at + 4),
      watts: lineNumber(lines, at + 5, `the wattage of lamp set ${k + 1} (W)`, [-L.watts, L.watts]),
    });
    at += 6;
  }
  if (!(lampSets[0]!.lumens > 0)) {
    throw new PhotometryParseError(lampFluxLine, `expected the luminous flux of lamp set 1 above 0 lm (it turns cd/klm into cd), found ${lampSets[0]!.lumens}`);
  }
  const drStart = at;
  at += 10; // direct ratios for room indices 0.6 … 5
  for (let i = drStart; i < at; i++) lineNumber(lines, i, `direct ratio ${i - drStart + 1} of 10`, percent);

  const stream = numberStreamFromText(clean, textLinesFirst(clean, at - 1).next, at, { commaIsDecimal: true });
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
  numberStreamEnd(stream, `${planes * ng} intensities`, cdLine);
  const stored = cAll.slice(first, last + 1);
  if (isym === 1) stored[0] = 0;

  const set0 = lampSets[0]!;
  const absolute = set0.count < 0;
  const flux = set0.lumens;
  const scale = (flux / 1000) * (conversion > 0 ? conversion : 1);
  const firstValue = stream.position - values.length;
  const candela = candelaFromValues(
    values,
    scale,
    (i) => stream.lines[firstValue + i]!,
    'intensities',
    `(× ${scale}: lamp set 1's ${flux} lm / 1000 and the conversion factor, lines ${lampFluxLine} and 24)`,
  );
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
