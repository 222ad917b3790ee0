/** Engine figures → the answer shapes of the API. */
import type { PhotometrySummaryAnswer } from '@lampsheet/contracts';
import { photometryPolarCurves, photometrySummary, type Photometry } from '@lampsheet/photometry';

const r = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** The summary of a parsed file (polar curves every 2°). */
export function summaryAnswer(id: number, fileName: string, photometry: Photometry): PhotometrySummaryAnswer {
  const s = photometrySummary(photometry);
  const polar = photometryPolarCurves(photometry, 2);
  const point = (p: { gamma: number; cd: number }) => ({ gamma: p.gamma, cd: r(p.cd, 2) });
  const m = photometry.metadata;
  return {
    id,
    format: m.format === 'ies' ? 'IES' : 'LDT',
    fileName,
    manufacturer: m.manufacturer || null,
    luminaireName: m.luminaireName || null,
    lumens: r(s.flux, 1),
    maxIntensity: r(s.maxIntensity.candela, 1),
    beamAngle: r(s.beam.beam.planeC0C180, 1),
    fieldAngle: r(s.beam.field.planeC0C180, 1),
    beamAngle90: r(s.beam.beam.planeC90C270, 1),
    fieldAngle90: r(s.beam.field.planeC90C270, 1),
    beamAngleCie: r(s.beamCie.beam.planeC0C180, 1),
    beamAngleCie90: r(s.beamCie.beam.planeC90C270, 1),
    batwing: s.beamCie.batwing,
    aboutNadir: s.beam.aboutNadir,
    inputWatts: m.inputWatts ?? null,
    efficacy: s.efficacy === null ? null : r(s.efficacy, 1),
    lightOutputRatio: s.lightOutputRatio === null ? null : r(s.lightOutputRatio, 3),
    polar: { c0c180: polar.c0c180.map(point), c90c270: polar.c90c270.map(point) },
  };
}
