import { ldtStoredPlanes } from './ldt-parse.js';
import { photometryDownwardFraction } from './photometry-figures.js';
import type { LampSet, Photometry, PlaneSymmetry } from './photometry-types.js';
import { angleStepUniform, photometryNumber, photometryTextField, photometryTextJoin } from './photometry-text.js';
import { isoDay, lampFigures, planesAll, writtenPlanesTypeC, type PhotometryWriteOptions, type WrittenPlanes } from './photometry-write.js';

const ISYM: Partial<Record<PlaneSymmetry, number>> = { none: 0, rotational: 1, c0c180: 2, c90c270: 3, quadrant: 4 };

/**
 * The planes and symmetry indicator of the EULUMDAT file: the source's own planes when the
 * listed C angles put them where Isym says (`ldtStoredPlanes`), else the whole web (Isym 0).
 */
function ldtPlanes(model: Photometry): { planes: WrittenPlanes; isym: number; cAll: Float64Array } {
  const planes = writtenPlanesTypeC(model, ['rotational', 'c0c180', 'c90c270', 'quadrant']);
  const isym = ISYM[planes.symmetry]!;
  const cAll = planesAll(planes);
  if (isym !== 0) {
    const mc = cAll.length;
    const [first, last] = ldtStoredPlanes(isym, mc);
    const fits =
      Number.isInteger(first) &&
      Number.isInteger(last) &&
      last - first + 1 === planes.cAngles.length &&
      planes.cAngles.every((c, i) => Math.abs(cAll[first + i]! - c) < 1e-6 || (isym === 1 && c === 0));
    if (!fits) {
      const whole = writtenPlanesTypeC(model, []);
      return { planes: whole, isym: 0, cAll: planesAll(whole) };
    }
  }
  return { planes, isym, cAll };
}

/**
 * Writes a model as a EULUMDAT file (CRLF lines; intensities in cd/klm of the first lamp set's
 * flux, conversion factor 1). Symmetry: Isym 1 (one plane, Mc 1), 2, 3 or 4 with the source's
 * planes, else Isym 0 with the whole web; a type-B or type-A file is written on the model's C-γ
 * web (1° × 0.5°). Relative photometry keeps its lamp sets, absolute photometry is stated with a
 * negative lamp count and the luminaire's flux. LORL and the downward flux fraction are the
 * source's where it states them, else computed from the intensities (LORL: integrated flux over
 * lamp lumens). Dimensions in mm: the body is the source's, or the luminous opening for an IES
 * source (which states none); a round opening has width 0. The ten direct ratios are not
 * stated by an IES file and are written as 0 (readers compute utilisation from the intensities).
 */
export function ldtWrite(model: Photometry, options: PhotometryWriteOptions = {}): string {
  const m = model.metadata;
  const lamp = lampFigures(model);
  const { planes, isym, cAll } = ldtPlanes(model);
  const n = photometryNumber;
  const mm = (metres: number) => n(Math.round(metres * 10000) / 10);
  const text = (v: string | null | undefined) => photometryTextField(v, 78);

  // Lamp sets: the source's (EULUMDAT), or one from the IES lamp line; the first set's flux is
  // the reference of the cd/klm values.
  let sets: LampSet[];
  if (m.format === 'ldt' && m.lampSets.length > 0 && Math.abs(m.lampSets[0]!.lumens) > 0) {
    sets = [...m.lampSets];
  } else {
    sets = [
      {
        count: lamp.absolute ? -lamp.lampCount : lamp.lampCount,
        type: m.lamp ?? '',
        lumens: Number(n(lamp.referenceLumens)),
        colourTemperature: '',
        colourRendering: '',
        watts: lamp.watts ?? 0,
      },
    ];
  }
  const reference = Math.abs(sets[0]!.lumens);
  const lorl = m.statedLightOutputRatio ?? (lamp.absolute ? 1 : lamp.flux / lamp.referenceLumens);
  const dff = m.downwardFluxFraction ?? photometryDownwardFraction(model);

  const d = m.luminousDimensions;
  const body = m.luminaireDimensions;
  const hasBody = body.length > 0 || body.width > 0 || body.height > 0;
  const diameter = Math.max(d.length, d.width);
  const lines: string[] = [
    text(m.manufacturer),
    isym === 1 ? '1' : '3',
    String(isym),
    String(cAll.length),
    n(angleStepUniform(cAll)),
    String(planes.gammaAngles.length),
    n(angleStepUniform(planes.gammaAngles)),
    text(m.testReport),
    text(m.luminaireName),
    text(m.catalogueNumber),
    text(options.fileName),
    isoDay(options.date ?? new Date()),
    mm(hasBody ? body.length : m.luminousCircular ? diameter : d.length),
    mm(hasBody ? body.width : m.luminousCircular ? 0 : d.width),
    mm(hasBody ? body.height : d.height),
    mm(m.luminousCircular ? diameter : d.length),
    mm(m.luminousCircular ? 0 : d.width),
    mm(d.height),
    mm(d.height),
    mm(d.height),
    mm(d.height),
    n(Math.round(dff * 1e5) / 1e3),
    n(Math.round(lorl * 1e5) / 1e3),
    '1',
    '0',
    String(sets.length),
  ];
  for (const s of sets) {
    lines.push(n(s.count), text(s.type), n(s.lumens), text(s.colourTemperature), text(s.colourRendering), n(s.watts));
  }
  for (let k = 0; k < 10; k++) lines.push('0');
  for (const c of cAll) lines.push(n(c));
  for (const g of planes.gammaAngles) lines.push(n(g));
  const nG = planes.gammaAngles.length;
  const stored = isym === 0 ? cAll.length : planes.cAngles.length;
  const k = 1000 / reference;
  for (let i = 0; i < stored * nG; i++) lines.push(n(planes.candela[i]! * k));
  return photometryTextJoin(lines);
}
