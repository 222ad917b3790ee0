import { photometryFlux } from './photometry-figures.js';
import { photometryFromParsed } from './photometry.js';
import type { MeasuredDistribution, PlaneSymmetry } from './photometry-types.js';
import { angleStepUniform, photometryNumber as fmt, photometryNumberLines, photometryTextJoin } from './photometry-text.js';

const DEG = Math.PI / 180;

/**
 * What a synthetic luminaire should look like.
 * - `flood`: rotationally symmetric beam about nadir, `beamAngle` 6°–120° (full angle at 50 %)
 * - `wallWasher`: asymmetric, peak at `peakGamma` (default 25°) in the C0 half-plane, beam
 *   `beamAngle` across the peak in its own C plane and `beamAngle2` (default 1.5×) across it
 * - `grazer`: about nadir, `beamAngle` in the C0–C180 plane (narrow) and `beamAngle2` in the
 *   C90–C270 plane (wide)
 * - `point`: wide, lambertian-like I = I0·cosⁿγ with n set by `beamAngle` (120° gives n = 1)
 * - `kickWasher`: an asymmetric wall washer with a kick reflector, made to stand upright at the
 *   foot of a wall (C0 toward the wall) about a tenth of the wall's height out: across the wall
 *   (the C0 side of the C0–C180 plane) the peak at `peakGamma` (default 8.5°: two thirds of the
 *   height at that setback) and below it an intensity rising toward grazing as about 1/sin²γ,
 *   which keeps a row's illuminance on the wall near even up its height, cut off by the
 *   reflector at `cutoffGamma` (default 70°: nothing toward the foot of the wall or behind);
 *   along the wall `beamAngle` (full angle at half the peak), a Gaussian in the angle out of the
 *   C0–C180 plane, the same in every direction across (a linear reflector's section)
 */
export interface SyntheticSpec {
  kind: 'flood' | 'wallWasher' | 'grazer' | 'point' | 'kickWasher';
  beamAngle: number;
  beamAngle2?: number;
  peakGamma?: number;
  /** `kickWasher`: γ in C0 beyond which the reflector lets no light out (default 70°). */
  cutoffGamma?: number;
  /** Luminaire flux in lumens. */
  lumens: number;
  /** Input power in watts. */
  watts: number;
  /** Light output ratio (0–1] that relates lamp lumens to luminaire lumens; default 1. */
  lightOutputRatio?: number;
  manufacturer?: string;
  luminaireName?: string;
  catalogueNumber?: string;
  lamp?: string;
  /** Luminous opening in metres (length along C0–C180, width along C90–C270); default 0.1 × 0.1. */
  luminousLength?: number;
  luminousWidth?: number;
}

/** A synthetic distribution on the planes a file stores (cd for the luminaire flux). */
export interface SyntheticDistribution {
  symmetry: PlaneSymmetry;
  cAngles: number[];
  gammaAngles: number[];
  /** cd, `candela[c * gammaAngles.length + g]`. */
  candela: Float64Array;
  /** All C angles 0 ≤ C < 360 of the full web (what EULUMDAT lists). */
  cAll: number[];
}

function checkSpec(spec: SyntheticSpec): void {
  const b = spec.beamAngle;
  if (!(b >= 1 && b <= 170)) throw new RangeError(`beamAngle must lie between 1° and 170°, got ${b}`);
  if (spec.beamAngle2 !== undefined && !(spec.beamAngle2 >= 1 && spec.beamAngle2 <= 170)) {
    throw new RangeError(`beamAngle2 must lie between 1° and 170°, got ${spec.beamAngle2}`);
  }
  if (!(spec.lumens > 0)) throw new RangeError(`lumens must be positive, got ${spec.lumens}`);
  if (!(spec.watts > 0)) throw new RangeError(`watts must be positive, got ${spec.watts}`);
  const lor = spec.lightOutputRatio ?? 1;
  if (!(lor > 0 && lor <= 1)) throw new RangeError(`lightOutputRatio must lie in (0, 1], got ${lor}`);
}

function gammaList(fineStep: number, fineEnd: number, end: number): number[] {
  const out: number[] = [];
  const nFine = Math.round(fineEnd / fineStep);
  for (let k = 0; k <= nFine; k++) out.push(Math.round(k * fineStep * 1000) / 1000);
  let g = out[out.length - 1]!;
  const coarse = 2.5;
  g = Math.ceil((g + 1e-9) / coarse) * coarse;
  for (; g <= end + 1e-9; g += coarse) if (g > out[out.length - 1]! + 1e-9) out.push(g);
  return out;
}

function fineStepFor(minBeam: number): number {
  for (const s of [5, 2.5, 1, 0.5, 0.25, 0.2, 0.1]) if (s <= minBeam / 16) return s;
  return 0.1;
}

/** The relative shape (peak 1) of a spec's distribution in direction C, γ (degrees). */
export function syntheticShape(spec: SyntheticSpec, c: number, gamma: number): number {
  const d: [number, number, number] = [
    Math.sin(gamma * DEG) * Math.cos(c * DEG),
    Math.sin(gamma * DEG) * Math.sin(c * DEG),
    -Math.cos(gamma * DEG),
  ];
  if (spec.kind === 'kickWasher') return kickShape(spec, d);
  if (spec.kind === 'point') {
    const h = (spec.beamAngle / 2) * DEG;
    const n = Math.log(0.5) / Math.log(Math.cos(h));
    const cg = -d[2];
    return cg > 0 ? Math.pow(cg, n) : 0;
  }
  const h1 = spec.beamAngle / 2;
  const h2 = (spec.beamAngle2 ?? (spec.kind === 'flood' ? spec.beamAngle : spec.beamAngle * 1.5)) / 2;
  const gp = spec.kind === 'wallWasher' ? (spec.peakGamma ?? 25) * DEG : 0;
  // Axis P in the C0 half-plane at γp; u1 toward larger γ in that plane; u2 = P × u1 (= −Y).
  const P = [Math.sin(gp), 0, -Math.cos(gp)];
  const u1 = [Math.cos(gp), 0, Math.sin(gp)];
  const u2 = [0, -1, 0];
  const dp = d[0] * P[0]! + d[1] * P[1]! + d[2] * P[2]!;
  if (dp <= 0) return 0;
  const t1 = Math.atan2(d[0] * u1[0]! + d[1] * u1[1]! + d[2] * u1[2]!, dp) / DEG;
  const t2 = Math.atan2(d[0] * u2[0]! + d[1] * u2[1]! + d[2] * u2[2]!, dp) / DEG;
  // Beam: a Gaussian in the angle from the axis over a halo of stray light (SYNTHETIC_SPILL of
  // the peak, a Gaussian SYNTHETIC_HALO times as wide, at least 20° to half): soft edges and a
  // few percent around the beam instead of a hard zero beyond the field angle. The beam's
  // widths are set so that the sum still falls to half the peak exactly at beam/2 in both
  // principal planes.
  const s = SYNTHETIC_SPILL;
  const w1 = Math.max(SYNTHETIC_HALO * h1, 20);
  const w2 = Math.max(SYNTHETIC_HALO * h2, 20);
  const k = (h: number, w: number) => Math.log((1 - s) / (0.5 - s * Math.pow(0.5, (h / w) ** 2))) / Math.LN2;
  const halo = Math.pow(0.5, (t1 / w1) ** 2 + (t2 / w2) ** 2);
  return (1 - s) * Math.pow(0.5, k(h1, w1) * (t1 / h1) ** 2 + k(h2, w2) * (t2 / h2) ** 2) + s * halo;
}

/** `kickWasher`: the peak's fall toward and past the top of the wall (half the peak this many degrees above it). */
const KICK_ABOVE = 6;
/** `kickWasher`: softness of the reflector's cutoff (degrees; a logistic edge, 1/(1 + e^((γ − cutoff)/edge))). */
const KICK_EDGE = 2;
/**
 * `kickWasher`: I ∝ 1/sinᵏγ below the peak. A single fixture needs k = 3 for an even E on the wall
 * (E = I·sin³γ / D²); a row of them overlapping along the wall adds up to E ∝ I·sin²γ / (D·S), so
 * k a little above 2 keeps a row's wall even up to the peak and a shade darker low down.
 */
const KICK_POWER = 2.2;

/**
 * The relative shape of a `kickWasher` (peak 1) in direction d of its own frame (γ = 0 at −Z,
 * C0 toward +X = the wall): α the angle across the wall (in the C0–C180 plane, positive toward
 * the wall), β the angle out of that plane (along the wall).
 */
function kickShape(spec: SyntheticSpec, d: readonly [number, number, number]): number {
  const alpha = Math.atan2(d[0], -d[2]) / DEG;
  const beta = Math.asin(Math.max(-1, Math.min(1, d[1]))) / DEG;
  const peak = spec.peakGamma ?? 8.5;
  const cutoff = spec.cutoffGamma ?? 70;
  if (alpha >= 90 || alpha <= -90) return 0;
  const across =
    alpha <= peak
      ? Math.pow(0.5, ((alpha - peak) / KICK_ABOVE) ** 2)
      : (Math.sin(peak * DEG) / Math.sin(alpha * DEG)) ** KICK_POWER / (1 + Math.exp((alpha - cutoff) / KICK_EDGE));
  const along = Math.pow(0.5, (beta / (spec.beamAngle / 2)) ** 2);
  return across * along;
}

/**
 * Stray light of the synthetic floods, grazers and wall washers: a halo around the beam whose
 * peak is this share of the beam's peak intensity, so the files keep a few percent of light
 * outside the field angle (as real luminaires do) instead of a hard zero.
 */
export const SYNTHETIC_SPILL = 0.03;
/** Width of the stray-light halo in beam widths (half angle at half its peak: 2 × beam/2, ≥ 20°). */
export const SYNTHETIC_HALO = 2;

/**
 * Samples a spec on the planes its file will store and scales it so that the file's
 * zonally integrated flux equals `spec.lumens`.
 */
export function synthesizeDistribution(spec: SyntheticSpec): SyntheticDistribution {
  checkSpec(spec);
  const b2 = spec.beamAngle2 ?? (spec.kind === 'flood' ? spec.beamAngle : spec.beamAngle * 1.5);
  const minBeam = spec.kind === 'point' ? spec.beamAngle : Math.min(spec.beamAngle, b2);
  const fine = fineStepFor(minBeam);
  let symmetry: PlaneSymmetry;
  let cStored: number[];
  let gammas: number[];
  const cStep = 2.5;
  const cAll = Array.from({ length: 144 }, (_, i) => i * cStep);
  if (spec.kind === 'flood' || spec.kind === 'point') {
    symmetry = 'rotational';
    cStored = [0];
    const reach = spec.kind === 'point' ? 180 : Math.min(90, spec.beamAngle * 1.6 + 5);
    gammas = gammaList(fine, reach, spec.kind === 'point' ? 180 : 90);
  } else if (spec.kind === 'grazer') {
    symmetry = 'quadrant';
    cStored = cAll.filter((c) => c <= 90);
    gammas = gammaList(fine, Math.min(90, Math.max(spec.beamAngle, b2) * 1.6 + 5), 90);
  } else if (spec.kind === 'kickWasher') {
    // Fine γ steps over the whole upper hemisphere: the peak near the axis and the cutoff far from it.
    symmetry = 'c0c180';
    cStored = cAll.filter((c) => c <= 180);
    gammas = gammaList(0.5, 90, 180);
  } else {
    symmetry = 'c0c180';
    cStored = cAll.filter((c) => c <= 180);
    const gp = spec.peakGamma ?? 25;
    gammas = gammaList(fine, Math.min(180, gp + Math.max(spec.beamAngle, b2) * 1.6 + 5), 180);
  }
  const nG = gammas.length;
  const candela = new Float64Array(cStored.length * nG);
  cStored.forEach((c, ci) => gammas.forEach((g, gi) => (candela[ci * nG + gi] = syntheticShape(spec, c, g))));
  const measured: MeasuredDistribution = {
    photometricType: 'C',
    symmetry,
    horizontalAngles: Float64Array.from(cStored),
    verticalAngles: Float64Array.from(gammas),
    candela,
  };
  const unitFlux = photometryFlux(photometryFromParsed({ metadata: null as never, measured }));
  const scale = spec.lumens / unitFlux;
  for (let i = 0; i < candela.length; i++) candela[i] = candela[i]! * scale;
  return { symmetry, cAngles: cStored, gammaAngles: gammas, candela, cAll: symmetry === 'rotational' ? [0, ...cAll.slice(1)] : cAll };
}

/**
 * Writes a EULUMDAT file for the spec: Isym 1 (flood, point), 2 (wall washer) or 4
 * (grazer); intensities in cd/klm of the lamp flux (lumens / LOR). Pure text, CRLF lines.
 */
export function synthesizeLdt(spec: SyntheticSpec): string {
  const dist = synthesizeDistribution(spec);
  const lor = spec.lightOutputRatio ?? 1;
  const lampLumens = spec.lumens / lor;
  const isym = { none: 0, rotational: 1, c0c180: 2, c90c270: 3, quadrant: 4, lateral: 0 }[dist.symmetry];
  const mm = (m: number | undefined, dflt: number) => String(Math.round((m ?? dflt) * 1000));
  const nG = dist.gammaAngles.length;
  // Downward flux fraction from the γ < 90° part.
  const lines: string[] = [
    spec.manufacturer ?? 'Lampsheet synthetic',
    '1',
    String(isym),
    String(dist.cAll.length),
    '2.5',
    String(nG),
    fmt(angleStepUniform(dist.gammaAngles)),
    'SYN-' + spec.kind,
    spec.luminaireName ?? `Synthetic ${spec.kind} ${spec.beamAngle}°`,
    spec.catalogueNumber ?? `SYN-${spec.kind.toUpperCase()}-${spec.beamAngle}`,
    'synthetic.ldt',
    'lampsheet',
    mm(spec.luminousLength, 0.12),
    mm(spec.luminousWidth, 0.12),
    '60',
    mm(spec.luminousLength, 0.1),
    mm(spec.luminousWidth, 0.1),
    '0',
    '0',
    '0',
    '0',
    fmt(spec.kind === 'wallWasher' || spec.kind === 'point' ? 100 : 100),
    fmt(lor * 100),
    '1.0',
    '0',
    '1',
    '1',
    spec.lamp ?? 'LED',
    fmt(lampLumens),
    '3000',
    '80',
    fmt(spec.watts),
  ];
  for (let k = 0; k < 10; k++) lines.push('0.5');
  for (const c of dist.cAll) lines.push(fmt(c));
  for (const g of dist.gammaAngles) lines.push(fmt(g));
  const k = 1000 / lampLumens;
  for (let i = 0; i < dist.candela.length; i++) lines.push(fmt(dist.candela[i]! * k));
  return photometryTextJoin(lines);
}

/**
 * Writes an IES LM-63-2002 file for the spec (type C; horizontal angles 0 for rotational,
 * 0–90 for quadrant, 0–180 for bilateral symmetry), relative photometry for lamp lumens =
 * lumens / LOR, metres as units.
 */
export function synthesizeIes(spec: SyntheticSpec): string {
  const dist = synthesizeDistribution(spec);
  const lor = spec.lightOutputRatio ?? 1;
  const lampLumens = spec.lumens / lor;
  const nG = dist.gammaAngles.length;
  const out: string[] = [
    'IESNA:LM-63-2002',
    `[TEST] SYN-${spec.kind}`,
    `[MANUFAC] ${spec.manufacturer ?? 'Lampsheet synthetic'}`,
    `[LUMCAT] ${spec.catalogueNumber ?? `SYN-${spec.kind.toUpperCase()}-${spec.beamAngle}`}`,
    `[LUMINAIRE] ${spec.luminaireName ?? `Synthetic ${spec.kind} ${spec.beamAngle}°`}`,
    `[LAMP] ${spec.lamp ?? 'LED'}`,
    'TILT=NONE',
    `1 ${fmt(lampLumens)} 1 ${nG} ${dist.cAngles.length} 1 2 ${fmt(spec.luminousWidth ?? 0.1)} ${fmt(spec.luminousLength ?? 0.1)} 0`,
    `1 1 ${fmt(spec.watts)}`,
  ];
  out.push(...photometryNumberLines(dist.gammaAngles), ...photometryNumberLines(dist.cAngles));
  for (let c = 0; c < dist.cAngles.length; c++) out.push(...photometryNumberLines(dist.candela.subarray(c * nG, (c + 1) * nG)));
  return photometryTextJoin(out);
}
