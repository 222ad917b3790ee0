import type { Photometry } from './photometry-types.js';
import { photometryNumber, photometryNumberLines, photometryTextField, photometryTextJoin } from './photometry-text.js';
import { isoDay, lampFigures, statedDay, writtenPlanesTypeC, type PhotometryWriteOptions } from './photometry-write.js';

/** LM-63-2019 keyword lines are at most 256 characters; longer values go on `[MORE]` lines. */
const IES_LINE = 256;
/** LM-63-2019 file generation type "undefined": a conversion does not know how the source was made. */
const FILE_GENERATION_UNDEFINED = '1.00001';
/** Keywords the writer states itself, from the model's metadata. */
const OWN_KEYWORDS = new Set(['TEST', 'TESTLAB', 'ISSUEDATE', 'MANUFAC', 'LUMCAT', 'LUMINAIRE', 'LAMP', 'FILEGENINFO', 'HEADER']);
/** EULUMDAT header lines the LDT parser files as keywords; not IES keywords. */
const LDT_KEYWORDS = new Set(['COMPANY', 'FILE', 'DATE']);

/**
 * A keyword's lines: the value breaks at the last space that fits (readers join `[MORE]` lines
 * with a space), hard only inside a word longer than a line.
 */
function keywordLines(key: string, value: string): string[] {
  const lines: string[] = [];
  let rest = photometryTextField(value, Infinity);
  let prefix = `[${key}] `;
  for (;;) {
    const room = IES_LINE - prefix.length;
    if (rest.length <= room) {
      lines.push(prefix + rest);
      return lines;
    }
    const space = rest.lastIndexOf(' ', room);
    const cut = space > 0 ? space : room;
    lines.push(prefix + rest.slice(0, cut));
    rest = rest.slice(space > 0 ? cut + 1 : cut);
    prefix = '[MORE] ';
  }
}

/**
 * The γ angles of a type-C file as LM-63-2019 wants them (first 0 or 90, last 90 or 180): a web
 * that stops short gets one more angle a step on at zero intensity and then the bound, as the
 * model has no light beyond its last angle.
 */
function gammaBounds(gammas: Float64Array): { angles: number[]; before: number; after: number } {
  const angles = Array.from(gammas);
  let before = 0;
  let after = 0;
  const first = angles[0]!;
  if (first !== 0 && first !== 90) {
    const lower = first < 90 ? 0 : 90;
    const step = angles.length > 1 ? angles[1]! - first : first - lower;
    const pad = [lower];
    if (first - step > lower + 1e-9) pad.push(first - step);
    angles.unshift(...pad);
    before = pad.length;
  }
  const last = angles[angles.length - 1]!;
  if (last !== 90 && last !== 180) {
    const upper = last < 90 ? 90 : 180;
    const step = angles.length > 1 ? last - angles[angles.length - 2]! : upper - last;
    if (last + step < upper - 1e-9) {
      angles.push(last + step);
      after++;
    }
    angles.push(upper);
    after++;
  }
  return { angles, before, after };
}

/**
 * Writes a model as an IES LM-63-2019 file (CRLF lines, metres, candela multiplier 1, ballast
 * factor 1, file generation type "undefined"). The data keeps the source's own planes where
 * LM-63 can state its symmetry (a single plane, 0–90°, 0–180°, or the whole 0–360°; a C90–C270
 * mirror is written whole); type B and A files stay B and A. Relative photometry keeps its lamp
 * count and lamp lumens; absolute photometry is written with lumens −1. A round opening is
 * written with negative width and length, the diameter.
 */
export function iesWrite(model: Photometry, options: PhotometryWriteOptions = {}): string {
  const m = model.metadata;
  const lamp = lampFigures(model);
  const kw = m.keywords;
  const header: string[] = ['IES:LM-63-2019'];
  const put = (key: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value.trim() !== '') header.push(...keywordLines(key, value));
  };
  put('TEST', m.testReport || 'not stated');
  put('TESTLAB', kw['TESTLAB'] || 'not stated');
  // LM-63 asks for the issue date: the source's own, else the converted file's date (today)
  put('ISSUEDATE', statedDay(kw['ISSUEDATE']) ?? (m.format === 'ldt' ? statedDay(kw['DATE']) : null) ?? (kw['ISSUEDATE'] || isoDay(options.date ?? new Date())));
  put('MANUFAC', m.manufacturer || 'not stated');
  put('LUMCAT', m.catalogueNumber);
  put('LUMINAIRE', m.luminaireName);
  put('LAMP', m.lamp);
  if (m.format === 'ies') {
    for (const [key, value] of Object.entries(kw)) if (!OWN_KEYWORDS.has(key)) put(key, value);
    put('OTHER', kw['HEADER']);
  } else {
    for (const [key, value] of Object.entries(kw)) if (!OWN_KEYWORDS.has(key) && !LDT_KEYWORDS.has(key)) put(key, value);
  }
  put('FILEGENINFO', [`Converted by Lampsheet from ${m.formatVersion}`, kw['FILEGENINFO']].filter(Boolean).join('; '));

  const lines = [...header];
  if (m.tilt) {
    lines.push('TILT=INCLUDE', String(m.tilt.lampToLuminaireGeometry), String(m.tilt.angles.length));
    lines.push(...photometryNumberLines(m.tilt.angles), ...photometryNumberLines(m.tilt.multipliers));
  } else {
    lines.push('TILT=NONE');
  }

  const measured = model.measured;
  let typeCode: number;
  let horizontal: ArrayLike<number>;
  let vertical: ArrayLike<number>;
  let candela: Float64Array;
  if (measured.photometricType === 'C') {
    const planes = writtenPlanesTypeC(model, ['rotational', 'quadrant', 'c0c180']);
    const g = gammaBounds(planes.gammaAngles);
    const nIn = planes.gammaAngles.length;
    const nOut = g.angles.length;
    candela = new Float64Array(planes.cAngles.length * nOut);
    for (let c = 0; c < planes.cAngles.length; c++) candela.set(planes.candela.subarray(c * nIn, (c + 1) * nIn), c * nOut + g.before);
    typeCode = 1;
    horizontal = planes.cAngles;
    vertical = g.angles;
  } else {
    typeCode = measured.photometricType === 'B' ? 2 : 3;
    horizontal = measured.horizontalAngles;
    vertical = measured.verticalAngles;
    candela = measured.candela;
  }

  const d = m.luminousDimensions;
  const diameter = Math.max(d.length, d.width);
  const width = m.luminousCircular ? -diameter : d.width;
  const length = m.luminousCircular ? -diameter : d.length;
  const n = photometryNumber;
  lines.push(
    [
      lamp.absolute ? 1 : lamp.lampCount,
      lamp.absolute ? '-1' : n(lamp.referenceLumens / lamp.lampCount),
      1,
      vertical.length,
      horizontal.length,
      typeCode,
      2,
      n(width),
      n(length),
      n(d.height),
    ].join(' '),
    `1 ${FILE_GENERATION_UNDEFINED} ${n(lamp.watts ?? 0)}`,
  );
  lines.push(...photometryNumberLines(vertical), ...photometryNumberLines(horizontal));
  const nV = vertical.length;
  for (let h = 0; h < horizontal.length; h++) lines.push(...photometryNumberLines(candela.subarray(h * nV, (h + 1) * nV)));
  return photometryTextJoin(lines);
}
