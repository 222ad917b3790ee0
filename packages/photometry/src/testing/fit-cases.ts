/**
 * A set of fixtures and surfaces the auto layout is run on to check that a faster search gives
 * the same answers (layout-fit-answers.test.ts): synthetic optics from narrow floods to wide
 * washers, grazers and point sources, at a few fluxes, on a wall and a floodlit facade, with a
 * tilt range to search.
 */
import type { ContestDimensions, ContestKind, LayoutInput } from '@lampsheet/contracts/domain';
import type { FitFace, FitJudge, FitLimits } from '../layout-fit.js';
import { parsePhotometry } from '../photometry-parse.js';
import type { Photometry } from '../photometry-types.js';
import { synthesizeLdt, type SyntheticSpec } from '../synthesize.js';

/** Lavg within `min`–`max`, U0 at least `u0`: the judge a caller builds from targets. */
export function bandJudge(min: number, max = Infinity, u0 = 0): FitJudge {
  return (faces: readonly FitFace[]) => {
    const f = faces[0]!;
    const dark = f.lightnessAve < min;
    const bright = f.lightnessAve > max;
    const uneven = f.evenness < u0;
    const missed = Number(dark) + Number(bright) + Number(uneven);
    const shortfall = (dark ? (min - f.lightnessAve) / min : 0) + (bright ? (f.lightnessAve - max) / max : 0) + (uneven ? u0 - f.evenness : 0);
    return { meets: missed === 0, dark, bright, missed, shortfall, score: f.evenness };
  };
}

const OPTICS: Array<Omit<SyntheticSpec, 'lumens' | 'watts'>> = [
  { kind: 'flood', beamAngle: 10 },
  { kind: 'flood', beamAngle: 24 },
  { kind: 'flood', beamAngle: 60 },
  { kind: 'wallWasher', beamAngle: 30, beamAngle2: 60, peakGamma: 35 },
  { kind: 'wallWasher', beamAngle: 60, beamAngle2: 120, peakGamma: 50 },
  { kind: 'grazer', beamAngle: 10, beamAngle2: 60 },
  { kind: 'grazer', beamAngle: 30, beamAngle2: 70 },
  { kind: 'point', beamAngle: 120 },
];

export interface FitCase {
  name: string;
  kind: ContestKind;
  dims: ContestDimensions;
  albedo: number;
  photometry: Photometry;
  layout: LayoutInput;
  limits: FitLimits;
  judge: FitJudge;
}

/** Every optic at 800, 3000 and 12 000 lm on the issue's wall (tilt 0–30°) and a floodlit facade (tilt 10–60°). */
export function fitCases(): FitCase[] {
  const cases: FitCase[] = [];
  for (const optic of OPTICS) {
    for (const lumens of [800, 3000, 12000]) {
      const name = `${optic.kind} ${optic.beamAngle}°${optic.beamAngle2 ? `×${optic.beamAngle2}°` : ''} ${lumens} lm`;
      const photometry = parsePhotometry(synthesizeLdt({ ...optic, lumens, watts: lumens / 100 }), `${name}.ldt`);
      cases.push({
        name: `wall: ${name}`,
        kind: 'wallWashing',
        dims: { H: 14, W: 12 },
        albedo: 0.4,
        photometry,
        layout: { setback: 0.6 },
        limits: { countMax: 20, spacingMin: 0.3, spacingMax: 3, tiltMin: 0, tiltMax: 30 },
        judge: bandJudge(5, 30, 0.1),
      });
      cases.push({
        name: `facade: ${name}`,
        kind: 'floodlighting',
        dims: { H: 10, W: 20 },
        albedo: 0.4,
        photometry,
        layout: {},
        limits: { countMax: 20, spacingMin: 0.3, spacingMax: 5, tiltMin: 10, tiltMax: 60 },
        judge: bandJudge(3, 20, 0.1),
      });
    }
  }
  return cases;
}
