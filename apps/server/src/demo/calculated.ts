/**
 * A compact closed-form model of a detection row's numbers, for the benchmark's bulk rows
 * (`bulk.ts`). The demo's measured rows follow the engine instead (`measured.ts`).
 */
import { ALL_ON, type ColourKey } from '@lampsheet/contracts';
import type { Selectable } from 'kysely';
import type { ContestsTable, DetectionsTable } from '../db/schema.js';
import { clamp, round } from './random.js';

/** A typical surface's sizes and albedo: its `contests` row without id and name. */
export type CalcContest = Omit<Selectable<ContestsTable>, 'id' | 'name'>;

export interface CalcLamp {
  power: number;
  /** Narrow (or only) beam angle, degrees. */
  beamAngle: number;
  /** Wide beam angle of an asymmetric optic, else equal to beamAngle. */
  beamAngleWide: number;
  /** 1 single white, 2 RGB family. */
  colorFlag: number;
  /** Lumens per watt of the white version. */
  efficacy: number;
  /** Fixture length, mm. */
  longNs: number;
  /** Fixture width, mm (default 30). */
  widthNs?: number;
}

export interface CalcInput {
  contest: CalcContest;
  lamp: CalcLamp;
  /** Wall distance used (m), null for types seen directly. */
  distance: number | null;
  surfaceType: 'A' | 'B';
  /** All lit ({@link ALL_ON}) or one colour channel: R, G, B, W, A, L. */
  rgbwa: string;
}

/** The figures of a detection row (its `detections` columns) and its ten intensities. */
export type DetectionMetrics = Pick<DetectionsTable, 'lightness' | 'lightnessAve' | 'lightnessMax' | 'evenness' | 'anbanHeight'> & {
  intensities: Array<number | null>;
};

const DEG = Math.PI / 180;
const NO_INTENSITIES: Array<number | null> = Array.from({ length: 10 }, () => null);

/** Share of the white flux each colour channel gives (RGB family run at full). */
export const CHANNEL_SHARE: Record<ColourKey, number> = { [ALL_ON]: 1, R: 0.22, G: 0.5, B: 0.1, W: 0.45, A: 0.3, L: 0.42 };

/** Angle from the fixture axis of each of the ten intensity directions (docs/DOMAIN.md order). */
const DIRECTION_ANGLES = [0, 60, 60, 60, 60, 30, 10, Math.acos(Math.cos(10 * DEG) * Math.cos(60 * DEG)) / DEG, Math.acos(Math.cos(10 * DEG) * Math.cos(60 * DEG)) / DEG, 45];
/** Whether the direction lies in the fixture's wide plane (horizontal) for asymmetric optics. */
const DIRECTION_HORIZONTAL = [false, false, false, true, true, false, false, true, true, false];

/** The share of the closed-form U0 left over the lit field, per surface type. */
const EVENNESS_OF_LIT_FIELD: Record<number, number> = { 101: 0.5, 102: 0.3, 103: 0.3, 104: 0.25, 105: 0.08, 106: 0.2, 109: 0.2 };

/** Soft ceiling: about linear below `cap`, approaching it above. */
function soft(value: number, cap: number): number {
  return cap * Math.tanh(value / cap);
}

function flux(lamp: CalcLamp, rgbwa: string): number {
  const efficacy = lamp.colorFlag === 2 ? lamp.efficacy * 0.55 : lamp.efficacy;
  return lamp.power * efficacy * (CHANNEL_SHARE[rgbwa as ColourKey] ?? 0.3);
}

/** Intensity distribution: a Gaussian beam of the given full angle over a small cosine floor. */
function intensityAt(i0: number, gamma: number, beam: number): number {
  const half = Math.max(beam / 2, 1);
  const g = Math.exp(-Math.LN2 * (gamma / half) ** 2);
  return i0 * (0.985 * g + 0.015 * Math.max(0, Math.cos(gamma * DEG)));
}

function intensities(lamp: CalcLamp, phi: number): Array<number | null> {
  const half = (lamp.beamAngle / 2) * DEG;
  const halfWide = (lamp.beamAngleWide / 2) * DEG;
  // Flux in the beam over the beam's solid angle (elliptic cone for asymmetric optics).
  const solid = Math.max(2 * Math.PI * (1 - Math.cos(Math.sqrt(half * halfWide))), 0.004);
  const i0 = lamp.beamAngle >= 100 ? (phi * 0.9) / Math.PI : (phi * 0.8) / solid;
  return DIRECTION_ANGLES.map((gamma, i) =>
    round(intensityAt(i0, gamma, DIRECTION_HORIZONTAL[i] ? lamp.beamAngleWide : lamp.beamAngle), 1),
  );
}

/**
 * Luminance (cd/m²), evenness and dark band of one fixture on one typical surface, or its
 * intensities for the types seen directly. Pure: the same input gives the same numbers.
 */
export function calculatedDetection(input: CalcInput): DetectionMetrics {
  const { contest, lamp, rgbwa } = input;
  const type = contest.contestTypeId;
  const rho = contest.albedo ?? 0.4;
  const phi = flux(lamp, rgbwa);
  const d = input.distance ?? 0;
  const tanHalf = Math.tan((lamp.beamAngle / 2) * DEG);
  const tanHalfWide = Math.tan((lamp.beamAngleWide / 2) * DEG);
  const lengthM = lamp.longNs / 1000;

  // Types seen directly: intensities, and the emitting luminance for guides and lines.
  if (type >= 110 || type === 107 || type === 108) {
    const ints = intensities(lamp, phi);
    if (type === 110 || type >= 112) {
      return { lightness: null, lightnessAve: null, lightnessMax: null, evenness: null, anbanHeight: null, intensities: ints };
    }
    // Seen directly: L = I / A, the axial intensity over the fixture's luminous opening (as its
    // photometric file states it: 0.9 × length by 0.6 × width); a double-sided guide shows the
    // mean of its lit front and its dark back.
    const area = Math.max(lengthM * 0.9, 0.01) * Math.max(((lamp.widthNs ?? 30) / 1000) * 0.6, 0.002);
    const sides = type === 108 ? 0.5 : 1;
    const ave = ((ints[0] ?? 0) / area) * sides;
    const span = contest.contestL ?? 1;
    const evenness = clamp(0.88 - 0.12 * span + (type === 108 ? -0.05 : 0) + 0.02 * (lamp.beamAngle / 30), 0.35, 0.9);
    return surfaceResult(ave, evenness, null, ints);
  }

  let area: number;
  let utilisation: number;
  let evenness: number;
  let anban: number;
  const beamFootprint = (dist: number) => Math.PI * Math.max(dist * tanHalf, 0.15) * Math.max(dist * tanHalfWide, 0.15) * 2.2;
  switch (type) {
    case 101: {
      // Floodlight from a distance onto a facade H × W, aimed upward (contestA).
      const facade = (contest.h ?? 12) * (contest.w ?? 8);
      const spot = beamFootprint(d) + lengthM * d * 0.1;
      area = clamp(spot, facade * 0.12, facade);
      utilisation = 0.8 * Math.min(1, facade / spot) + 0.05;
      evenness = clamp(0.22 + 0.45 * Math.min(1, spot / facade) - 0.1 * Math.max(0, spot / facade - 1.5), 0.1, 0.75);
      // Dark band: below the lower edge of the beam's halo (2.5 × the beam angle) aimed at mid-height
      // from 0.5 m above the ground, d in front.
      const rise = (contest.h ?? 12) / 2 - 0.5;
      const lower = Math.atan2(rise, Math.max(d, 1)) - ((lamp.beamAngle * 2.5) / 2) * DEG;
      anban = clamp(0.5 + Math.max(d, 1) * Math.tan(Math.max(lower, -1.2)), 0, rise);
      break;
    }
    case 102:
    case 105:
    case 109: {
      // Grazing light from the wall base: height H, lit width the fixture length plus spread.
      const h = contest.h ?? 6;
      // Lit width: the fixture length plus the sideways spread over the wall distance.
      const width = Math.max(lengthM + Math.max(d, 0.3) * tanHalfWide, 0.4);
      area = h * width * (type === 105 ? 1.35 : 1);
      // Taller walls catch more of the beam; a low wall loses the top of it.
      utilisation = (type === 109 ? 0.45 : 0.82) * clamp(0.75 + (h / 12) * 0.25, 0.75, 1);
      const reach = Math.max(d, 0.2) / Math.max(tanHalf, 0.05);
      evenness = clamp(0.55 - 0.018 * h + 0.35 * tanHalf - (type === 105 ? 0.08 : 0) + (d > 0.6 ? 0.05 : 0), 0.12, 0.85);
      anban = clamp(Math.min(reach * 0.35, h * 0.25), 0.05, 2.5);
      break;
    }
    case 103: {
      // Face A (W1 × H1) takes most of the light, face B (W2 × H2) the rest.
      const a = (contest.w1 ?? 3) * (contest.contestH1 ?? 5);
      const b = (contest.w2 ?? 1.5) * (contest.contestH2 ?? 1.5);
      const shareA = lamp.beamAngleWide > 40 ? 0.58 : 0.68;
      area = input.surfaceType === 'A' ? a : b;
      utilisation = input.surfaceType === 'A' ? shareA : (1 - shareA) * 0.8;
      evenness = clamp((input.surfaceType === 'A' ? 0.42 : 0.3) + 0.25 * tanHalf, 0.12, 0.8);
      anban = clamp(Math.max(d, 0.3) / Math.max(tanHalf, 0.08) * 0.25, 0.05, 1.5);
      break;
    }
    case 104: {
      // Column of height H and diameter W, lit from its foot; half the mantle faces the light.
      const h = contest.h ?? 8;
      const dia = contest.w ?? 0.8;
      area = (Math.PI * dia * h) / 2;
      const spill = Math.min(1, dia / Math.max(2 * Math.max(d, 0.3) * tanHalfWide, 0.2));
      utilisation = 0.45 * (0.35 + 0.65 * spill);
      evenness = clamp(0.3 + 0.25 * spill - 0.01 * h + 0.1 * tanHalf, 0.12, 0.8);
      anban = clamp(Math.max(d, 0.3) / Math.max(tanHalf, 0.08) * 0.2, 0.05, 1.8);
      break;
    }
    case 106:
    default: {
      // Window frame (the engine's sketch): face A the jamb (W1 deep, H1 high), face B the head
      // (W2 wide, H2 deep).
      const a = Math.max((contest.w1 ?? 0.2) * (contest.contestH1 ?? 1.8) * 2, 0.25);
      const b = Math.max((contest.w2 ?? 1.5) * Math.max(contest.contestH2 ?? 0.2, 0.25) * 2, 0.3);
      area = input.surfaceType === 'A' ? a : b;
      utilisation = input.surfaceType === 'A' ? 0.42 : 0.26;
      evenness = clamp((input.surfaceType === 'A' ? 0.45 : 0.33) + 0.2 * tanHalfWide - 0.2 * tanHalf, 0.12, 0.85);
      anban = clamp(Math.max(d, 0.05) / Math.max(tanHalf, 0.08) * 0.3, 0.02, 0.4);
      break;
    }
  }
  // U0 of the lit field beyond the dark band, as the engine reports it: grazing light from the
  // base and floodlights from a distance leave it well below the closed form's beam-filling
  // ideal (calibrated on the engine's demo averages per type).
  evenness = clamp(evenness * (EVENNESS_OF_LIT_FIELD[type] ?? 0.4), 0.02, 0.9);
  const illuminance = (phi * utilisation) / area;
  // Typical surfaces are chosen so that a fixture measured on them gives a usable 4–400 cd/m².
  const ave = 4 + soft((rho * illuminance) / Math.PI, 396);
  return surfaceResult(ave, evenness, anban, NO_INTENSITIES);
}

function surfaceResult(ave: number, evenness: number, anban: number | null, ints: Array<number | null>): DetectionMetrics {
  const a = Math.max(ave, 0.2);
  const u0 = round(evenness, 2);
  return {
    lightnessAve: round(a, 1),
    lightness: round(a * u0, 1),
    lightnessMax: round(a * (1.25 + (1 - u0) * 2.2), 1),
    evenness: u0,
    anbanHeight: anban === null ? null : round(anban, 2),
    intensities: ints,
  };
}
