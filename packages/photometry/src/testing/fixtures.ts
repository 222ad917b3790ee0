import { photometryFromParsed } from '../photometry.js';
import type { PhotometryMetadata, Photometry, PlaneSymmetry } from '../photometry-types.js';
import type { Lumens, Metres } from '../units.js';

/** Minimal metadata for hand-made distributions. */
export function metadataFixture(over: Partial<PhotometryMetadata> = {}): PhotometryMetadata {
  const zero = 0 as Metres;
  return {
    format: 'ies',
    formatVersion: 'LM-63-2002',
    manufacturer: null,
    luminaireName: null,
    catalogueNumber: null,
    lamp: null,
    testReport: null,
    inputWatts: null,
    lampLumens: null,
    absolutePhotometry: true,
    statedLightOutputRatio: null,
    statedLuminaireLumens: null,
    downwardFluxFraction: null,
    luminousDimensions: { length: zero, width: zero, height: zero },
    luminousCircular: false,
    luminaireDimensions: { length: zero, width: zero, height: zero },
    lampSets: [],
    keywords: {},
    tilt: null,
    ...over,
  };
}

/** A type-C photometry from a function of (C, γ) in degrees on regular steps. */
export function photometryFromFunction(
  fn: (c: number, gamma: number) => number,
  options: { cStep?: number; gStep?: number; symmetry?: PlaneSymmetry; gMax?: number; lampLumens?: number; watts?: number } = {},
): Photometry {
  const symmetry = options.symmetry ?? 'none';
  const cStep = options.cStep ?? 5;
  const gStep = options.gStep ?? 2.5;
  const gMax = options.gMax ?? 180;
  const cEnd = { none: 360 - cStep, rotational: 0, c0c180: 180, c90c270: 270, quadrant: 90, lateral: 0 }[symmetry];
  const cStart = symmetry === 'c90c270' ? 90 : 0;
  const cs: number[] = [];
  for (let c = cStart; c <= cEnd + 1e-9; c += cStep) cs.push(c);
  const gs: number[] = [];
  for (let g = 0; g <= gMax + 1e-9; g += gStep) gs.push(g);
  const candela = new Float64Array(cs.length * gs.length);
  cs.forEach((c, ci) => gs.forEach((g, gi) => (candela[ci * gs.length + gi] = fn(c, g))));
  return photometryFromParsed({
    metadata: metadataFixture({
      lampLumens: (options.lampLumens ?? null) as Lumens | null,
      absolutePhotometry: options.lampLumens === undefined,
      inputWatts: options.watts ?? null,
    }),
    measured: {
      photometricType: 'C',
      symmetry,
      horizontalAngles: Float64Array.from(cs),
      verticalAngles: Float64Array.from(gs),
      candela,
    },
  });
}

/** An isotropic source of I0 candela. */
export function isotropic(i0: number): Photometry {
  return photometryFromFunction(() => i0, { symmetry: 'rotational' });
}

/** A Lambertian emitter I = I0·cos γ (lower hemisphere). */
export function lambertian(i0: number): Photometry {
  return photometryFromFunction((_c, g) => Math.max(0, i0 * Math.cos((g * Math.PI) / 180)), { symmetry: 'rotational', gMax: 90 });
}
