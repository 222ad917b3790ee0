import { angleNormalize, intensityAtMeasured } from './intensity.js';
import type { Photometry } from './photometry-types.js';
import type { Candela, Degrees, Lumens } from './units.js';

const DEG = Math.PI / 180;

/**
 * Remembers a pure figure of a parsed file on the file's object, so scenes that ask for it again
 * (the beam for a floodlight layout, the peak for a wall washer's lean, the ten intensities)
 * compute it once per file: a ranking evaluates one file on many surfaces. Same numbers either way.
 * A figure is kept on the file's `identity` when it has one (every view of one compact light
 * shares it: the figure lives as long as the compact light); a `large` one (arrays of kilobytes)
 * only on the model itself.
 */
export function perPhotometry<T>(compute: (model: Photometry) => T, options: { large?: boolean } = {}): (model: Photometry) => T {
  const known = new WeakMap<object, T>();
  return (model) => {
    const key = options.large ? model : (model.identity ?? model);
    let value = known.get(key);
    if (value === undefined) {
      value = compute(model);
      known.set(key, value);
    }
    return value;
  };
}

/**
 * Total luminous flux (lm) by zonal integration over the measured (symmetry-expanded) web:
 * the exact integral of the bilinear interpolant, ∫∫ I(C, γ) sin γ dγ dC, taken analytically
 * in γ (I linear between measured γ) and by the trapezoid rule in C. Remembered per file: every
 * scene's utilisation reads it (a ranking asked it of each candidate at every stage).
 */
export const photometryFlux: (model: Photometry) => Lumens = perPhotometry((model) => fluxUpTo(model, Infinity));

/** Share (0–1) of the flux emitted below the horizon (γ < 90°); 0 for a dark file. */
export function photometryDownwardFraction(model: Photometry): number {
  const total = fluxUpTo(model, Infinity);
  return total > 0 ? fluxUpTo(model, 90) / total : 0;
}

/** The zonal integral of {@link photometryFlux} over γ from 0 to `limit` degrees. */
function fluxUpTo(model: Photometry, limit: number): Lumens {
  const { cAngles, gammaAngles, candela } = model;
  const nG = gammaAngles.length;
  // γ weights: ∫ over each interval (up to the limit) of the linear hat functions times sin γ.
  const w = new Float64Array(nG);
  for (let k = 0; k < nG - 1; k++) {
    const a = gammaAngles[k]! * DEG;
    const b = gammaAngles[k + 1]! * DEG;
    const h = b - a;
    if (h <= 0 || gammaAngles[k]! >= limit) continue;
    const u = Math.min(b, limit * DEG);
    const m1 = Math.sin(u) - Math.sin(a) - (u - a) * Math.cos(u); // ∫ (γ−a) sin γ
    const m0 = Math.cos(a) - Math.cos(u); // ∫ sin γ
    w[k] = w[k]! + m0 - m1 / h;
    w[k + 1] = w[k + 1]! + m1 / h;
  }
  let flux = 0;
  for (let ci = 0; ci < cAngles.length - 1; ci++) {
    const dc = (cAngles[ci + 1]! - cAngles[ci]!) * DEG;
    for (let gi = 0; gi < nG; gi++) {
      flux += 0.5 * dc * w[gi]! * (candela[ci * nG + gi]! + candela[(ci + 1) * nG + gi]!);
    }
  }
  return flux as Lumens;
}

/** Light output ratio (0–1): computed flux over stated bare-lamp lumens; null when not stated. */
export function photometryLightOutputRatio(model: Photometry): number | null {
  const lamp = model.metadata.lampLumens;
  if (lamp === null || !(lamp > 0)) return null;
  return photometryFlux(model) / lamp;
}

/** Luminous efficacy (lm/W) of the luminaire: computed flux over input watts; null without watts. */
export function photometryEfficacy(model: Photometry): number | null {
  const w = model.metadata.inputWatts;
  if (w === null || !(w > 0)) return null;
  return photometryFlux(model) / w;
}

/** A direction and its intensity. */
export interface IntensityPeak {
  c: Degrees;
  gamma: Degrees;
  candela: Candela;
}

/** Largest measured intensity and its direction (first found, scanning C then γ); remembered per file. */
export const photometryMaxIntensity: (model: Photometry) => Readonly<IntensityPeak> = perPhotometry(maxIntensityOf);

function maxIntensityOf(model: Photometry): IntensityPeak {
  const { cAngles, gammaAngles, candela } = model;
  const nG = gammaAngles.length;
  let best = -1;
  let bi = 0;
  for (let i = 0; i < (cAngles.length - 1) * nG; i++) {
    if (candela[i]! > best) {
      best = candela[i]!;
      bi = i;
    }
  }
  const ci = Math.floor(bi / nG);
  return { c: cAngles[ci]! as Degrees, gamma: gammaAngles[bi - ci * nG]! as Degrees, candela: Math.max(0, best) as Candela };
}

type V3 = [number, number, number];

function toAngles(d: V3): { c: number; gamma: number } {
  const gamma = Math.atan2(Math.hypot(d[0], d[1]), -d[2]) / DEG;
  let c = Math.atan2(d[1], d[0]) / DEG;
  if (c < 0) c += 360;
  return { c, gamma };
}

function fromAngles(c: number, gamma: number): V3 {
  return [Math.sin(gamma * DEG) * Math.cos(c * DEG), Math.sin(gamma * DEG) * Math.sin(c * DEG), -Math.cos(gamma * DEG)];
}

/**
 * Angle (degrees) from `axis` along the great circle toward `side` where the intensity first
 * falls below `threshold` (linear between 0.05° steps); 180 when it never does.
 */
function halfSpread(model: Photometry, axis: V3, side: V3, threshold: number): number {
  const step = 0.05;
  let prev = intensityAtMeasured(model, ...angleArgs(axis));
  for (let t = step; t <= 180 + 1e-9; t += step) {
    const s = Math.sin(t * DEG);
    const co = Math.cos(t * DEG);
    const d: V3 = [axis[0] * co + side[0] * s, axis[1] * co + side[1] * s, axis[2] * co + side[2] * s];
    const cur = intensityAtMeasured(model, ...angleArgs(d));
    if (cur < threshold) {
      const f = prev === cur ? 0 : (prev - threshold) / (prev - cur);
      return t - step + f * step;
    }
    prev = cur;
  }
  return 180;
}

function angleArgs(d: V3): [number, number] {
  const a = toAngles(d);
  return [a.c, a.gamma];
}

/** Beam (50 %) or field (10 %) spread in two perpendicular planes through the reference axis. */
export interface BeamSpread {
  /** Full angle in the plane through the axis and the luminaire's C0 side (C0–C180 for a nadir axis). */
  planeC0C180: Degrees;
  /** Full angle in the perpendicular plane (C90–C270 for a nadir axis). */
  planeC90C270: Degrees;
}

/** Beam and field angles with the axis they were measured about. */
export interface BeamFigures {
  /** Direction the spreads are measured about: nadir, or the peak for off-axis distributions. */
  axis: { c: Degrees; gamma: Degrees };
  /** True when the axis is the photometric axis (nadir). */
  aboutNadir: boolean;
  peak: IntensityPeak;
  beam: BeamSpread;
  field: BeamSpread;
}

/**
 * Beam angle (intensity ≥ 50 % of the maximum) and field angle (≥ 10 %), each the full angle
 * across two perpendicular planes. When the nadir intensity is at least 90 % of the maximum
 * the planes are the principal planes C0–C180 and C90–C270 through nadir; otherwise (an
 * off-axis peak: wall washers, street optics, type-B floods aimed off axis) they are the
 * planes through the peak direction that contain, and are perpendicular to, the peak's
 * C plane.
 */
export const photometryBeam: (model: Photometry) => Readonly<BeamFigures> = perPhotometry(beamOf);

function beamOf(model: Photometry): BeamFigures {
  const peak = photometryMaxIntensity(model);
  const nadir = intensityAtMeasured(model, 0, 0);
  const aboutNadir = nadir >= 0.9 * peak.candela;
  const axis = aboutNadir ? { c: 0, gamma: 0 } : { c: peak.c as number, gamma: peak.gamma as number };
  const ref = aboutNadir ? Math.max(nadir, peak.candela) : peak.candela;
  return {
    axis: { c: axis.c as Degrees, gamma: axis.gamma as Degrees },
    aboutNadir,
    peak,
    beam: spreadAbout(model, axis, aboutNadir, ref * 0.5),
    field: spreadAbout(model, axis, aboutNadir, ref * 0.1),
  };
}

/**
 * Full angles where the intensity first falls below `threshold` on either side of `axisAngles`,
 * in the plane through the axis and its own C plane (C0–C180 about nadir) and in the
 * perpendicular plane (C90–C270 about nadir).
 */
function spreadAbout(model: Photometry, axisAngles: { c: number; gamma: number }, aboutNadir: boolean, threshold: number): BeamSpread {
  const axis = fromAngles(axisAngles.c, axisAngles.gamma);
  // u1: in the axis's own C plane (C0 side for nadir); u2 = axis × u1.
  let u1: V3;
  if (aboutNadir) u1 = [1, 0, 0];
  else {
    const g = (axisAngles.gamma + 90) * DEG;
    const c = axisAngles.c * DEG;
    u1 = [Math.sin(g) * Math.cos(c), Math.sin(g) * Math.sin(c), -Math.cos(g)];
  }
  const u2: V3 = [
    axis[1] * u1[2] - axis[2] * u1[1],
    axis[2] * u1[0] - axis[0] * u1[2],
    axis[0] * u1[1] - axis[1] * u1[0],
  ];
  const neg = (v: V3): V3 => [-v[0], -v[1], -v[2]];
  return {
    planeC0C180: Math.min(360, halfSpread(model, axis, u1, threshold) + halfSpread(model, axis, neg(u1), threshold)) as Degrees,
    planeC90C270: Math.min(360, halfSpread(model, axis, u2, threshold) + halfSpread(model, axis, neg(u2), threshold)) as Degrees,
  };
}

/**
 * A batwing's centre lies below this share of the highest intensity on each side of it: 0.9, the
 * share below which {@link photometryBeam} leaves nadir for the peak, so a centre dip of more
 * than 10 % is both "clearly below the maximum" and the reason the IES figures are taken about
 * the peak.
 */
export const BATWING_CENTRE_RATIO = 0.9;

/**
 * A batwing's centre still carries at least this share of the maximum: a dip, not a hole. A ring
 * distribution with (next to) no light at nadir — a bollard, a wall light — has no beam about its
 * centre; its beam's centre is its peak, like a wall washer's.
 */
export const BATWING_CENTRE_MIN = 0.1;

/** The CIE beam angle (50 % of the centre intensity) and the batwing mark. */
export interface BeamCieFigures {
  /** The beam axis the centre intensity is read on: nadir, or the peak of an off-axis beam. */
  axis: { c: Degrees; gamma: Degrees };
  /** Intensity on the axis (cd). */
  centre: Candela;
  /** Full angles where the intensity falls to 50 % of `centre`, in the planes of {@link BeamSpread}. */
  beam: BeamSpread;
  /**
   * True when the distribution dips at nadir: its maximum lies below the horizon (γ < 90°) and, in
   * the plane through the peak and nadir, the nadir intensity is below {@link BATWING_CENTRE_RATIO}
   * of the highest intensity on each side of nadir (γ 0–90° in the peak's C plane and in the
   * opposite one), yet at least {@link BATWING_CENTRE_MIN} of the maximum. A wall washer, whose
   * intensity falls from its off-axis peak through nadir, is not a batwing; a downlight whose
   * centre is within 10 % of its maximum is not either, nor a ring with no light at nadir.
   */
  batwing: boolean;
}

/**
 * The CIE beam angle: the full angle within which the intensity stays at or above 50 % of the
 * intensity at the centre of the beam (the IES beam angle, {@link photometryBeam}, takes 50 % of
 * the maximum). The centre is nadir for beams about nadir (nadir ≥ 90 % of the maximum) and for
 * batwings; otherwise (wall washers, street optics, uplights) the beam's centre is its peak and
 * both definitions give the same angle. For a batwing the CIE angle, read from nadir outward
 * past both lobes, is wider than the IES beam taken about one lobe.
 */
export const photometryBeamCie: (model: Photometry) => Readonly<BeamCieFigures> = perPhotometry(beamCieOf);

function beamCieOf(model: Photometry): BeamCieFigures {
  const ies = photometryBeam(model);
  const peak = ies.peak;
  const nadir = intensityAtMeasured(model, 0, 0);
  let batwing = false;
  if (peak.candela > 0 && peak.gamma < 90 && nadir >= BATWING_CENTRE_MIN * peak.candela) {
    // The highest intensity either side of nadir in the peak's plane, every 0.25° of γ.
    const sideMax = (c: number) => {
      let best = 0;
      for (let g = 0; g <= 90 + 1e-9; g += 0.25) best = Math.max(best, intensityAtMeasured(model, c, g));
      return best;
    };
    const opposite = (peak.c + 180) % 360;
    batwing = nadir < BATWING_CENTRE_RATIO * Math.min(sideMax(peak.c), sideMax(opposite));
  }
  const aboutNadir = ies.aboutNadir || batwing;
  const axis = aboutNadir ? { c: 0, gamma: 0 } : { c: ies.axis.c as number, gamma: ies.axis.gamma as number };
  const centre = aboutNadir ? nadir : peak.candela;
  return {
    axis: { c: axis.c as Degrees, gamma: axis.gamma as Degrees },
    centre: centre as Candela,
    beam: aboutNadir ? spreadAbout(model, axis, true, centre * 0.5) : ies.beam,
    batwing,
  };
}

/** One point of a polar curve: signed γ across the plane (−180…180) and intensity. */
export interface PolarPoint {
  gamma: Degrees;
  cd: Candela;
}

/**
 * Polar-curve data for the two principal planes. In the C0–C180 curve, positive γ lies in
 * C0 and negative γ in C180; in the C90–C270 curve positive is C90, negative C270.
 * Sampled every `stepDeg` degrees (default 1°) from −180 to 180.
 */
export function photometryPolarCurves(
  model: Photometry,
  stepDeg = 1,
): { c0c180: PolarPoint[]; c90c270: PolarPoint[] } {
  const curve = (cPos: number): PolarPoint[] => {
    const out: PolarPoint[] = [];
    const n = Math.round(180 / stepDeg);
    for (let k = -n; k <= n; k++) {
      const g = k * stepDeg;
      const { c, gamma } = angleNormalize(g >= 0 ? cPos : cPos + 180, Math.abs(g));
      out.push({ gamma: g as Degrees, cd: intensityAtMeasured(model, c, gamma) });
    }
    return out;
  };
  return { c0c180: curve(0), c90c270: curve(90) };
}

/** Every derived figure at once. */
export interface PhotometrySummary {
  flux: Lumens;
  lightOutputRatio: number | null;
  efficacy: number | null;
  maxIntensity: IntensityPeak;
  beam: BeamFigures;
  /** CIE beam angle (50 % of the centre intensity) and the batwing mark. */
  beamCie: BeamCieFigures;
}

/** Flux, LOR, efficacy, maximum and beam/field figures of a luminaire. */
export function photometrySummary(model: Photometry): PhotometrySummary {
  const flux = photometryFlux(model);
  const lamp = model.metadata.lampLumens;
  const w = model.metadata.inputWatts;
  const beam = photometryBeam(model);
  return {
    flux,
    lightOutputRatio: lamp !== null && lamp > 0 ? flux / lamp : null,
    efficacy: w !== null && w > 0 ? flux / w : null,
    maxIntensity: beam.peak,
    beam,
    beamCie: photometryBeamCie(model),
  };
}

/** A fixture's beam as its catalogue row keeps it: degrees to 0.1°, C0–C180 and C90–C270. */
export interface FixtureBeamAngles {
  beamAngle: number;
  beamAngle90: number;
}

/**
 * The beam angles a fixture row stores (`lamps.beam_angle`, `beam_angle90`): the IES beam
 * (50 % of Imax) in the two principal planes of {@link photometryBeam}, rounded to the 0.1° the
 * screens print, so a wall washer's row reads `10.0° × 60.0°` and a round spot's `24.0°`.
 */
export function fixtureBeamAngles(beam: Pick<BeamFigures, 'beam'>): FixtureBeamAngles {
  const tenth = (v: number) => Math.round(v * 10) / 10;
  return { beamAngle: tenth(beam.beam.planeC0C180), beamAngle90: tenth(beam.beam.planeC90C270) };
}
