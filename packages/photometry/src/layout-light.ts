/**
 * What a layout costs and where its light goes: installed power, power density, utilisation
 * (share of the fixtures' flux that lands on the lit faces) and spill (the share that misses
 * them, and the part of it sent above the horizontal: obtrusive light). docs/DOMAIN.md "Layout".
 */
import type { ContestScene } from './contest-scene.js';
import { intensityGridSample } from './intensity.js';
import { perPhotometry, photometryFlux } from './photometry-figures.js';
import type { Photometry } from './photometry-types.js';
import type { Aiming } from './aiming.js';

export interface LayoutLight {
  /** Installed power (W): fixtures × watts each; null when the watts are unknown. */
  installedPower: number | null;
  /** Installed power per m² of lit face (W/m²); null without installed power or lit face. */
  powerDensity: number | null;
  /** Area of the lit faces (m²); 0 for directly seen kinds. */
  faceArea: number;
  /** Share (0–1) of the fixtures' flux that lands on the lit faces; null for directly seen kinds. */
  utilisation: number | null;
  /** Share (0–1) that misses them (1 − utilisation); null for directly seen kinds. */
  spill: number | null;
  /** Share (0–1) of the flux sent above the horizontal that misses the faces (part of the spill). */
  upwardSpill: number | null;
}

/** Installed power (W) and power density (W/m²) of `count` fixtures of `watts` each on `faceArea` m². */
export function layoutPower(count: number, watts: number | null | undefined, faceArea: number): Pick<LayoutLight, 'installedPower' | 'powerDensity'> {
  const installedPower = watts != null && watts > 0 ? count * watts : null;
  return { installedPower, powerDensity: installedPower !== null && faceArea > 0 ? installedPower / faceArea : null };
}

const C_STEPS = 72;
const G_STEPS = 72;

/** Midpoint sums of I·dΩ over the sphere, by direction in the luminaire frame: [C index][γ index]. */
const solidAngleSamples = perPhotometry((p: Photometry) => {
  const out = new Float64Array(C_STEPS * G_STEPS * 4);
  const dc = (2 * Math.PI) / C_STEPS;
  const dg = Math.PI / G_STEPS;
  for (let ci = 0, o = 0; ci < C_STEPS; ci++) {
    const c = (ci + 0.5) * dc;
    for (let gi = 0; gi < G_STEPS; gi++, o += 4) {
      const g = (gi + 0.5) * dg;
      out[o] = Math.sin(g) * Math.cos(c);
      out[o + 1] = Math.sin(g) * Math.sin(c);
      out[o + 2] = -Math.cos(g);
      out[o + 3] = intensityGridSample(p.grid, (c * 180) / Math.PI, (g * 180) / Math.PI) * Math.sin(g) * dg * dc;
    }
  }
  return out;
}, { large: true });

/** Share (0–1) of a fixture's flux sent above the horizontal (world +Z) when aimed by `aiming`. */
export function upwardShare(p: Photometry, aiming: Aiming): number {
  const s = solidAngleSamples(p);
  let up = 0;
  let all = 0;
  for (let o = 0; o < s.length; o += 4) {
    const w = s[o + 3]!;
    all += w;
    if (aiming[6] * s[o]! + aiming[7] * s[o + 1]! + aiming[8] * s[o + 2]! > 1e-12) up += w;
  }
  return all > 0 ? up / all : 0;
}

/**
 * Installed power, utilisation and spill of a built scene from its faces' illuminance (lux per
 * cell, one array per patch; null for directly seen kinds). The flux landing on a face is the sum
 * of E × cell area; the fixtures' flux is count × maintenance factor × the file's flux (the
 * illuminance carries the maintenance factor too, so the shares do not). Utilisation is at most 1
 * (faces are lit without shadows: facets that hide one another count twice). Every layout's
 * fixtures share one height and one aiming: a cell above them is lit by light sent upward.
 */
export function layoutLight(built: ContestScene, photometry: Photometry, illuminance: readonly Float64Array[] | null): LayoutLight {
  const { scene, layout } = built;
  const patchArea = (k: number) => {
    const p = scene.patches[k]!;
    const [ux, uy, uz] = p.u;
    const [vx, vy, vz] = p.v;
    return Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
  };
  const faceArea = illuminance ? built.faces.reduce((sum, f) => sum + f.patches.reduce((a, k) => a + patchArea(k), 0), 0) : 0;
  const power = layoutPower(layout.count, photometry.metadata.inputWatts, faceArea);
  if (!illuminance) return { ...power, faceArea, utilisation: null, spill: null, upwardSpill: null };
  const first = scene.luminaires[0]!;
  const zFixture = first.position[2];
  let landed = 0;
  let landedUp = 0;
  illuminance.forEach((e, k) => {
    const p = scene.patches[k]!;
    const cellArea = patchArea(k) / (p.nu * p.nv);
    for (let j = 0; j < p.nv; j++) {
      for (let i = 0; i < p.nu; i++) {
        const z = p.origin[2] + ((i + 0.5) / p.nu) * p.u[2] + ((j + 0.5) / p.nv) * p.v[2];
        const flux = e[j * p.nu + i]! * cellArea;
        landed += flux;
        if (z > zFixture) landedUp += flux;
      }
    }
  });
  const emitted = scene.luminaires.length * (first.multiplier ?? 1) * photometryFlux(photometry);
  if (!(emitted > 0)) return { ...power, faceArea, utilisation: 0, spill: 0, upwardSpill: 0 };
  const utilisation = Math.min(1, landed / emitted);
  const upwardSpill = Math.max(0, upwardShare(photometry, first.aiming) - landedUp / emitted);
  return { ...power, faceArea, utilisation, spill: 1 - utilisation, upwardSpill };
}
