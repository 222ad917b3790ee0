import {
  angleListCheckRising,
  numberStreamEnd,
  numberStreamFromText,
  numberStreamInteger,
  numberStreamLine,
  numberStreamList,
  numberStreamNext,
  numberStreamRanged,
  textLinesFirst,
  textWithoutBom,
  type NumberStream,
} from './number-stream.js';
import { PhotometryParseError } from './parse-error.js';
import { PARSE_LIMITS, candelaFromValues } from './parse-limits.js';
import type {
  LampSet,
  ParsedPhotometry,
  PhotometricType,
  PlaneSymmetry,
  TiltData,
} from './photometry-types.js';
import { METRES_PER_FOOT, type Lumens, type Metres } from './units.js';

function versionFromFirstLine(first: string): string | null {
  const t = first.trim().toUpperCase();
  if (t.startsWith('IESNA:LM-63-2002')) return 'LM-63-2002';
  if (t.startsWith('IES:LM-63-2019') || t.startsWith('IESNA:LM-63-2019')) return 'LM-63-2019';
  if (t.startsWith('IESNA:LM-63-1995')) return 'LM-63-1995';
  if (t.startsWith('IESNA91')) return 'LM-63-1991';
  if (t.startsWith('IESNA') || t.startsWith('IES:')) return t.replace(/^IES(NA)?:?/, '') || 'LM-63';
  return null;
}

function typeC(symmetryFromH: Float64Array, line: number): PlaneSymmetry {
  const first = symmetryFromH[0]!;
  const last = symmetryFromH[symmetryFromH.length - 1]!;
  if (symmetryFromH.length === 1) {
    if (first !== 0) throw new PhotometryParseError(line, `expected the single horizontal angle to be 0°, found ${first}°`);
    return 'rotational';
  }
  if (first === 0 && Math.abs(last - 90) < 1e-9) return 'quadrant';
  if (first === 0 && Math.abs(last - 180) < 1e-9) return 'c0c180';
  if (Math.abs(first - 90) < 1e-9 && Math.abs(last - 270) < 1e-9) return 'c90c270';
  if (first === 0 && last > 180) return 'none';
  throw new PhotometryParseError(
    line,
    `expected horizontal angles from 0° to 0, 90, 180 or 360°, or from 90° to 270°; found ${first}° to ${last}°`,
  );
}

/**
 * Parses an IES LM-63 file (1986 without a version line, 1991, 1995, 2002, 2019).
 * Candela values are multiplied by the candela multiplier and the ballast factor (and, for
 * 1986/1991, the ballast-lamp photometric factor). Luminous dimensions in feet are converted
 * to metres. TILT=INCLUDE data is read and kept; TILT=<file> is refused because the engine
 * reads no other files.
 */
export function iesParse(text: string): ParsedPhotometry {
  const clean = textWithoutBom(text);
  // The head up to and with the TILT= line; the numbers after it are read as one stream.
  const isTilt = (line: string) => /^\s*TILT\s*=/i.test(line);
  const { lines, next: dataStart } = textLinesFirst(clean, Infinity, isTilt);
  const version = versionFromFirstLine(lines[0] ?? '');
  const tiltIndex = lines.length - 1;
  if (!isTilt(lines[tiltIndex] ?? '')) {
    throw new PhotometryParseError(Math.max(1, lines.length), 'expected a TILT= line, found none', 'noTilt');
  }
  // Each keyword's parts, joined once at the end: a value carried on by `[MORE]` lines (or a
  // keyword repeated) grows by a part, never by copying what it holds (linear, however many lines).
  const parts = new Map<string, string[]>();
  const headerLines: string[] = [];
  let last: string[] | null = null;
  for (let i = version ? 1 : 0; i < tiltIndex; i++) {
    const raw = lines[i]!;
    const m = /^\s*\[([^\]]+)\]\s*(.*)$/.exec(raw);
    if (m) {
      const key = m[1]!.trim().toUpperCase();
      const value = m[2]!.trim();
      if (!(key === 'MORE' && last)) {
        last = parts.get(key) ?? [];
        parts.set(key, last);
      }
      if (value !== '') last.push(value);
    } else if (raw.trim() !== '') {
      headerLines.push(raw.trim());
    }
  }
  const keywords: Record<string, string> = {};
  for (const [key, value] of parts) keywords[key] = value.join(' ');

  const tiltLine = lines[tiltIndex]!;
  const tiltValue = tiltLine.slice(tiltLine.indexOf('=') + 1).trim();
  const stream: NumberStream = numberStreamFromText(clean, dataStart, tiltIndex + 2, { commaIsDecimal: false });
  let tilt: TiltData | null = null;
  if (/^INCLUDE$/i.test(tiltValue)) {
    const geometry = numberStreamInteger(stream, 'the tilt lamp-to-luminaire geometry', 1, 3);
    const pairs = numberStreamInteger(stream, 'the number of tilt angles', 0, PARSE_LIMITS.tiltAngles);
    const angles = numberStreamList(stream, pairs, 'tilt angles');
    const multipliers = numberStreamList(stream, pairs, 'tilt multiplying factors');
    tilt = { lampToLuminaireGeometry: geometry, angles: [...angles], multipliers: [...multipliers] };
  } else if (!/^NONE$/i.test(tiltValue)) {
    throw new PhotometryParseError(
      tiltIndex + 1,
      `expected TILT=NONE or TILT=INCLUDE, found TILT=${tiltValue}: a tilt file cannot be read (the engine reads one file only); include the tilt data in the file`,
    );
  }

  const L = PARSE_LIMITS;
  const numLamps = numberStreamRanged(stream, 'the number of lamps', 0, L.lamps, true);
  const lumensLine = numberStreamLine(stream);
  const lumensPerLamp = numberStreamNext(stream, 'lumens per lamp');
  if (!(lumensPerLamp < 0 || (lumensPerLamp > 0 && lumensPerLamp <= L.lumens))) {
    throw new PhotometryParseError(lumensLine, `expected lumens per lamp above 0 and at most ${L.lumens}, or -1 for absolute photometry, found ${lumensPerLamp}`);
  }
  const multiplierLine = numberStreamLine(stream);
  const multiplier = numberStreamRanged(stream, 'the candela multiplier', 0, L.multiplier, true);
  const nV = numberStreamInteger(stream, 'the number of vertical angles', 1, L.gammaAngles);
  const nH = numberStreamInteger(stream, 'the number of horizontal angles', 1, L.cPlanes);
  const typeCode = numberStreamInteger(stream, 'the photometric type (1 = C, 2 = B, 3 = A)', 1, 3);
  const units = numberStreamInteger(stream, 'the units type (1 = feet, 2 = metres)', 1, 2);
  const size = (what: string) => numberStreamRanged(stream, what, -L.metres, L.metres);
  const width = size('the luminous width');
  const length = size('the luminous length');
  const height = size('the luminous height');
  const ballastFactor = numberStreamRanged(stream, 'the ballast factor', 0, L.factor, true);
  const secondFactor = numberStreamRanged(stream, 'the ballast-lamp photometric factor (future use)', -L.factor, L.factor);
  const inputWatts = numberStreamRanged(stream, 'the input watts', -L.watts, L.watts);

  const vLine = numberStreamLine(stream);
  const vertical = numberStreamList(stream, nV, 'vertical angles');
  const hLine = numberStreamLine(stream);
  const horizontal = numberStreamList(stream, nH, 'horizontal angles');
  const cdLine = numberStreamLine(stream);
  const values = numberStreamList(stream, nV * nH, `candela values (${nH} horizontal × ${nV} vertical angles)`);
  numberStreamEnd(stream, `${nV * nH} candela values`, cdLine);

  const photometricType: PhotometricType = typeCode === 1 ? 'C' : typeCode === 2 ? 'B' : 'A';
  let symmetry: PlaneSymmetry;
  if (photometricType === 'C') {
    angleListCheckRising(vertical, 'vertical angles', vLine, [0, 180]);
    angleListCheckRising(horizontal, 'horizontal angles', hLine, [0, 360]);
    symmetry = typeC(horizontal, hLine);
  } else {
    angleListCheckRising(vertical, 'vertical angles', vLine, [-90, 90]);
    angleListCheckRising(horizontal, 'horizontal angles', hLine, [-90, 90]);
    symmetry = horizontal[0]! >= 0 && horizontal[horizontal.length - 1]! > 0 ? 'lateral' : 'none';
  }

  const oldFormat = version === null || version === 'LM-63-1991';
  const scale = multiplier * ballastFactor * (oldFormat && secondFactor > 0 ? secondFactor : 1);
  const firstValue = stream.position - values.length;
  const candela = candelaFromValues(values, scale, (i) => stream.lines[firstValue + i]!, 'candela values', `(× ${scale}: the candela multiplier and the ballast factor, line ${multiplierLine})`);

  const absolute = lumensPerLamp < 0;
  const toMetres = units === 1 ? METRES_PER_FOOT : 1;
  const lampLumens = absolute ? null : numLamps * lumensPerLamp;
  const lamp = keywords['LAMP'] ?? keywords['LAMPCAT'] ?? null;
  const lampSets: LampSet[] = [
    {
      count: numLamps,
      type: lamp ?? '',
      lumens: absolute ? -1 : numLamps * lumensPerLamp,
      colourTemperature: '',
      colourRendering: '',
      watts: inputWatts,
    },
  ];
  return {
    metadata: {
      format: 'ies',
      formatVersion: version ?? 'LM-63-1986',
      manufacturer: keywords['MANUFAC'] || null,
      luminaireName: keywords['LUMINAIRE'] || (version === null ? (headerLines[0] ?? null) : null),
      catalogueNumber: keywords['LUMCAT'] || null,
      lamp: lamp || null,
      testReport: keywords['TEST'] || null,
      inputWatts: inputWatts > 0 ? inputWatts : null,
      lampLumens: lampLumens as Lumens | null,
      absolutePhotometry: absolute,
      statedLightOutputRatio: null,
      statedLuminaireLumens: null,
      downwardFluxFraction: null,
      luminousDimensions: {
        length: (Math.abs(length) * toMetres) as Metres,
        width: (Math.abs(width) * toMetres) as Metres,
        height: (Math.abs(height) * toMetres) as Metres,
      },
      luminousCircular: width < 0 || length < 0,
      luminaireDimensions: { length: 0 as Metres, width: 0 as Metres, height: 0 as Metres },
      lampSets,
      keywords: version === null ? { ...keywords, HEADER: headerLines.join(' | ') } : keywords,
      tilt,
    },
    measured: { photometricType, symmetry, horizontalAngles: horizontal, verticalAngles: vertical, candela },
  };
}
