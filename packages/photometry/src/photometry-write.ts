/**
 * What the IES and EULUMDAT writers share: which planes a file stores for a symmetry, and the
 * lamp and flux figures of the luminaire. Pure functions of the parsed model.
 */
import { photometryFlux } from './photometry-figures.js';
import { distributionExpandSymmetry } from './photometry.js';
import type { Photometry, PlaneSymmetry } from './photometry-types.js';

/** The planes a writer puts into its file: C (or H) angles, γ (or V) angles and the values on them. */
export interface WrittenPlanes {
  symmetry: PlaneSymmetry;
  /** Stored C planes (type C) in the order written. */
  cAngles: Float64Array;
  gammaAngles: Float64Array;
  /** cd, `candela[c * gammaAngles.length + g]`. */
  candela: Float64Array;
}

/**
 * The type-C planes of a model for a format that can state the given symmetries: the file's own
 * planes when its symmetry is one of them, else the whole web C 0…360 (`none`). A type-B or
 * type-A file gives the model's C-γ web (its lateral symmetry, H mirrored, is the C0–C180
 * mirror: `c0c180` when accepted).
 */
export function writtenPlanesTypeC(model: Photometry, accepts: readonly PlaneSymmetry[]): WrittenPlanes {
  const m = model.measured;
  if (m.photometricType === 'C' && accepts.includes(m.symmetry) && m.symmetry !== 'none') {
    return { symmetry: m.symmetry, cAngles: m.horizontalAngles, gammaAngles: m.verticalAngles, candela: m.candela };
  }
  const nG = model.gammaAngles.length;
  if (m.photometricType !== 'C' && m.symmetry === 'lateral' && accepts.includes('c0c180')) {
    let n = 0;
    while (n < model.cAngles.length && model.cAngles[n]! <= 180 + 1e-9) n++;
    return { symmetry: 'c0c180', cAngles: model.cAngles.slice(0, n), gammaAngles: model.gammaAngles, candela: model.candela.slice(0, n * nG) };
  }
  return { symmetry: 'none', cAngles: model.cAngles, gammaAngles: model.gammaAngles, candela: model.candela };
}

/** Every C plane of a symmetry's expansion from 0 up to, not including, 360 (the list EULUMDAT states). */
export function planesAll(planes: WrittenPlanes): Float64Array {
  if (planes.symmetry === 'none') {
    const c = planes.cAngles;
    return c.length > 1 && c[c.length - 1]! >= 360 - 1e-9 ? c.slice(0, c.length - 1) : c;
  }
  const expanded = distributionExpandSymmetry({
    photometricType: 'C',
    symmetry: planes.symmetry,
    horizontalAngles: planes.cAngles,
    verticalAngles: planes.gammaAngles,
    candela: planes.candela,
  }).cAngles;
  return expanded.filter((c) => c < 360 - 1e-9);
}

/** Lamp and flux figures both formats state. */
export interface LampFigures {
  /** Candela values are the luminaire's own (IES lumens −1, EULUMDAT negative lamp count). */
  absolute: boolean;
  /** Number of lamps (at least 1). */
  lampCount: number;
  /** Bare-lamp lumens of all lamps (relative photometry), or the luminaire's flux (absolute). */
  referenceLumens: number;
  /** Luminaire flux integrated from the intensities (lm). */
  flux: number;
  watts: number | null;
}

/** The lamp figures of a model: stated lamp lumens for relative photometry, else the integrated flux. */
export function lampFigures(model: Photometry): LampFigures {
  const m = model.metadata;
  const flux = photometryFlux(model);
  const first = m.lampSets[0];
  const lampCount = Math.max(1, Math.round(Math.abs(first?.count ?? 1)) || 1);
  const absolute = m.absolutePhotometry || m.lampLumens === null || !(m.lampLumens > 0);
  return {
    absolute,
    lampCount,
    referenceLumens: absolute ? flux : m.lampLumens!,
    flux,
    watts: m.inputWatts,
  };
}

/** A date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The calendar date a free-text date field states, as YYYY-MM-DD, or null when it states none.
 * EULUMDAT line 12 is "date / user" in whatever form the writing program chose: ISO
 * (2024-03-01), European (01.03.2024, 1/3/2024) or a bare user name ("lampsheet"). Day-first
 * is assumed for the slashed form, as EULUMDAT is a European format.
 */
export function statedDay(text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  const dmy = /(\d{1,2})[./](\d{1,2})[./](\d{4})/.exec(text);
  const [y, mo, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!y) return null;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // a field like 31.02.2024 names no day
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return isoDay(date);
}

/** Options of both writers. */
export interface PhotometryWriteOptions {
  /** Date the converted file states (IES `[ISSUEDATE]` when the source gives none, EULUMDAT line 12); default today. */
  date?: Date;
  /** File name EULUMDAT states on its line 11. */
  fileName?: string;
}
