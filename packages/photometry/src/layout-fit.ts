/**
 * The auto layout (docs/DOMAIN.md "Fitting the layout"): for one fixture on one surface, the
 * layout within the designer's limits that meets every target with the fewest fixtures (ties:
 * the better score; installed power is count × the fixture's watts, so equal at equal count), or,
 * when none meets, the layout that comes closest. The targets stay the caller's: a {@link FitJudge}
 * says whether figures meet them.
 *
 * The search: for each tilt (a few evenly spread over the tilt limits, or the layout's own tilt),
 * the fewest fixtures bright enough is found by halving (luminance grows with the count; started
 * next to the previous tilt's answer), then
 * counts are tried upward from it in growing steps (+1, +2, +4 …) until one meets, one is too
 * bright (more fixtures only add light) or the limits end, and the fewest that meets is found by
 * halving back (taking "meets" as holding from some count on between the two). Each count is laid out evenly over the face: spacing = face width /
 * count, held within the spacing limits, the row centred. Candidates are evaluated on a grid two
 * times coarser; on a row along a flat face (floodlighting, wall washing, photovoltaic glass,
 * composite surface) one fixture's field is computed once per tilt and every candidate row is
 * its shifted copies summed, so a candidate costs additions and the face statistics, not photometry
 * (each copy one weight per side of the fixture: two shifted field rows added; a row centred on
 * its face with a mirror-symmetric field is summed only up to its centre, the same at mirrored
 * cells, and the rest copied). Once a count
 * meets, a tilt whose highest count that could still win is too dark is not searched. The layout found is
 * a proposal: the caller evaluates it on the full grid (calculate's evaluation) for the figures
 * it answers.
 */
import type { ContestDimensions, ContestKind, LayoutInput } from '@lampsheet/contracts/domain';
import { calculateContest, contestFaces, contestSceneCoarsen, faceBandHeight, type ContestFaceResult } from './contest.js';
import { contestSceneBuild, type ContestScene } from './contest-scene.js';
import type { Photometry } from './photometry-types.js';
import { mirrorSymmetricAcrossRow, patchIlluminanceAdd, type SceneLuminaire, type SurfacePatch } from './scene.js';

/** The designer's limits of the search (metres and degrees). Without tilt limits the tilt is the layout's (or the type's aiming). */
export interface FitLimits {
  countMax: number;
  spacingMin: number;
  spacingMax: number;
  tiltMin?: number | null;
  tiltMax?: number | null;
}

/** A face's figures as a judge reads them. */
export interface FitFace {
  faceType: 'A' | 'B' | 'single';
  lightnessAve: number;
  lightness: number;
  lightnessMax: number;
  evenness: number;
  anbanHeight: number;
  /** Height of the face along which the dark band is measured (m). */
  faceHeight: number;
}

/** What a judge says of one candidate's figures against the targets. */
export interface FitVerdict {
  /** Every target met. */
  meets: boolean;
  /** A lower bound on luminance (average or minimum) is missed: more fixtures may reach it. */
  dark: boolean;
  /** An upper bound on luminance (average or maximum) is missed: more fixtures only miss it further. */
  bright: boolean;
  /** Targets missed (the closest failing layout misses fewest). */
  missed: number;
  /** How far the missed targets are missed, e.g. the sum of |figure − target| / target (0 when met; the closest failing layout has the least). */
  shortfall: number;
  /** Higher is better (ties between layouts of one count). */
  score: number;
}

export type FitJudge = (faces: readonly FitFace[]) => FitVerdict;

/** The fit's answer: the layout (count, spacing, tilt over the given layout) and whether it met on the search grid. */
export interface LayoutFit {
  met: boolean;
  layout: LayoutInput;
  /** Candidates evaluated. */
  evaluated: number;
}

/** How the search evaluates its candidates. */
export interface FitOptions {
  /**
   * Sum every cell of a candidate row (the straightforward evaluation), never only the cells up
   * to the row's centre of a mirror-symmetric one: the same figures (layout-fit.test.ts).
   */
  everyCell?: boolean;
}

/** Tilts tried between the tilt limits (evenly, both ends included). */
export const FIT_TILT_STEPS = 3;
/** How much coarser than the full grid candidates are evaluated. */
export const FIT_COARSEN = 2;

interface Candidate {
  count: number;
  spacing: number;
  tilt: number | undefined;
  verdict: FitVerdict;
}

/** The figures of a candidate layout on the search grid. */
type Evaluate = (count: number, spacing: number) => FitFace[];

function fitFaces(faces: readonly ContestFaceResult[]): FitFace[] {
  return faces.map((f) => ({
    faceType: f.faceType,
    lightnessAve: f.lightnessAve,
    lightness: f.lightness,
    lightnessMax: f.lightnessMax,
    evenness: f.evenness,
    anbanHeight: f.anbanHeight,
    faceHeight: faceBandHeight(f),
  }));
}

/** A row along flat faces: every patch runs along world X (rows of cells at one height). */
function rowAlongFlatFaces(built: ContestScene): boolean {
  return built.viewing === 'reflected' && built.scene.patches.every((p) => p.u[1] === 0 && p.u[2] === 0 && p.u[0] > 0 && p.v[0] === 0);
}

/**
 * Candidates of one tilt by shifted copies of one fixture's field: the field is evaluated once
 * per patch, on columns one cell apart, over every offset between a cell and a fixture of the
 * longest row allowed (`reach`: the span of fixture positions); a row's illuminance at a cell is the sum, over
 * its fixtures, of the field at the cell's offset (linear between columns).
 */
function shiftedEvaluator(
  kind: ContestKind,
  dims: ContestDimensions,
  albedo: number | null | undefined,
  photometry: Photometry,
  layout: LayoutInput,
  reach: { lo: number; hi: number },
  everyCell: boolean,
): Evaluate {
  const lone = contestSceneCoarsen(contestSceneBuild(kind, dims, albedo, photometry, { ...layout, count: 1 }), FIT_COARSEN);
  const lum = lone.scene.luminaires[0]!;
  const at0: SceneLuminaire = { ...lum, position: [0, lum.position[1], lum.position[2]] };
  const fields = lone.scene.patches.map((p) => {
    const step = p.u[0] / p.nu;
    const first = p.origin[0] + 0.5 * step;
    const last = first + (p.nu - 1) * step;
    // A field the same at ±t (mirror-symmetric across the row): only t ≥ 0 evaluated, looked up at |t|.
    const mirror = mirrorSymmetricAcrossRow(p, at0);
    const tMin = mirror ? 0 : first - reach.hi;
    const tMax = mirror ? Math.max(Math.abs(first - reach.hi), Math.abs(last - reach.lo)) : last - reach.lo;
    const columns = Math.ceil((tMax - tMin) / step) + 2;
    const field = new Float64Array(columns * p.nv);
    const line: SurfacePatch = { ...p, origin: [tMin - 0.5 * step, p.origin[1], p.origin[2]], u: [columns * step, 0, 0], nu: columns };
    patchIlluminanceAdd(line, at0, field);
    // A mirror-symmetric field and cells placed symmetrically about the row's centre: the row's
    // sum is the same at mirrored cells (its fixtures stand symmetrically about the centre), so
    // only the cells up to the centre are summed and the rest copied.
    const half = !everyCell && mirror && Math.abs(first + last - 2 * lum.position[0]) <= 1e-9 * Math.max(1, Math.abs(last - first)) ? Math.ceil(p.nu / 2) : p.nu;
    return { field, columns, step, first, tMin, mirror, half };
  });
  // The row is centred where the lone fixture stands (the builders' rule without a start).
  const centre = lum.position[0];
  return (count, spacing) => {
    const xs = Array.from({ length: count }, (_, k) => centre + (k - (count - 1) / 2) * spacing);
    const perPatchE = lone.scene.patches.map((p, k) => {
      const { field, columns, step, first, tMin, mirror, half } = fields[k]!;
      const { nu, nv } = p;
      const out = new Float64Array(nu * nv);
      /** Adds cells `from`–`to` (exclusive) of one fixture: cell i reads field columns m and m + 1 at weight w, m = m0 + dir · (i − from). */
      const addRun = (from: number, to: number, m0: number, dir: 1 | -1, w: number) => {
        for (let j = 0; j < nv; j++) {
          const row = j * columns + m0;
          const o = j * nu;
          for (let i = from, m = row; i < to; i++, m += dir) {
            const a = field[m]!;
            out[o + i] = out[o + i]! + a + (field[m + 1]! - a) * w;
          }
        }
      };
      for (const x of xs) {
        // A cell's column in the field is i + c, or −i − c on the far side of a mirror-symmetric
        // field: one weight for all cells of a side, so each side adds two shifted field rows.
        const c = (first - x - tMin) / step;
        for (let i = 0; i < half; ) {
          const far = mirror && first + i * step - x < 0;
          const f = far ? -i - c : i + c;
          if (f < 0 || f >= columns - 1) {
            // beyond the field's ends: its end column
            addRun(i, i + 1, f < 0 ? 0 : columns - 2, 1, f < 0 ? 0 : 1);
            i++;
            continue;
          }
          // the run of cells on this side within the field
          let to = i + 1;
          while (to < half && (mirror ? first + to * step - x < 0 : false) === far) {
            const fe = far ? -to - c : to + c;
            if (fe < 0 || fe >= columns - 1) break;
            to++;
          }
          const m0 = Math.floor(f);
          addRun(i, to, m0, far ? -1 : 1, far ? -c - Math.floor(-c) : c - Math.floor(c));
          i = to;
        }
      }
      if (half < nu) {
        for (let j = 0; j < nv; j++) {
          const o = j * nu;
          for (let i = half; i < nu; i++) out[o + i] = out[o + nu - 1 - i]!;
        }
      }
      return out;
    });
    // The maintenance factor is on the lone fixture already (its multiplier); the judge reads luminance only.
    const perPatch = perPatchE.map((e, k) => {
      const f = lone.scene.patches[k]!.reflectance / Math.PI;
      for (let i = 0; i < e.length; i++) e[i] = e[i]! * f;
      return e;
    });
    return fitFaces(contestFaces(lone, perPatch, null));
  };
}

/** Candidates evaluated one by one on the coarser grid (columns, corrugated facades, window frames, directly seen kinds). */
function directEvaluator(kind: ContestKind, dims: ContestDimensions, albedo: number | null | undefined, photometry: Photometry, layout: LayoutInput): Evaluate {
  return (count, spacing) => fitFaces(calculateContest(kind, dims, albedo, photometry, { ...layout, count, spacing }, { coarsen: FIT_COARSEN }).faces);
}

/** Meeting candidates: fewer fixtures first, then the better score; failing ones: fewer targets missed, then the smaller shortfall, then fewer fixtures. */
function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.verdict.meets !== b.verdict.meets) return a.verdict.meets;
  if (a.verdict.meets) return a.count !== b.count ? a.count < b.count : a.verdict.score > b.verdict.score;
  if (a.verdict.missed !== b.verdict.missed) return a.verdict.missed < b.verdict.missed;
  return a.verdict.shortfall !== b.verdict.shortfall ? a.verdict.shortfall < b.verdict.shortfall : a.count < b.count;
}

/**
 * The tilts the search tries: evenly between the limits and the type's own aiming (`aim`, the
 * tilt it uses when none is given) when that lies within them; without limits only the layout's
 * own tilt (undefined: the type's aiming).
 */
export function fitTilts(limits: FitLimits, own: number | undefined, aim?: number): Array<number | undefined> {
  const { tiltMin, tiltMax } = limits;
  if (tiltMin == null || tiltMax == null) return [own];
  if (!(tiltMax > tiltMin)) return [tiltMin];
  const even = Array.from({ length: FIT_TILT_STEPS }, (_, k) => tiltMin + ((tiltMax - tiltMin) * k) / (FIT_TILT_STEPS - 1));
  return aim !== undefined && aim > tiltMin && aim < tiltMax && !even.includes(aim) ? [aim, ...even] : even;
}

/**
 * The layout that meets `judge` with the fewest fixtures within `limits` (see the file's
 * comment), over `layout` (its setback, height, rotation and maintenance factor kept; its count,
 * spacing and start chosen by the fit, its tilt too when the limits give a tilt range).
 * Throws ContestInputError for impossible dimensions, as calculateContest does.
 */
export function fitLayout(
  kind: ContestKind,
  dims: ContestDimensions,
  albedo: number | null | undefined,
  photometry: Photometry,
  layout: LayoutInput,
  limits: FitLimits,
  judge: FitJudge,
  options: FitOptions = {},
): LayoutFit {
  const { start: _start, count: _count, spacing: _spacing, ...base } = layout;
  const plain = contestSceneBuild(kind, dims, albedo, photometry, { ...base, count: 1 });
  // Directly seen kinds: each fixture is seen on its own, the count changes nothing.
  const countMax = plain.viewing === 'direct' ? 1 : Math.max(1, Math.floor(limits.countMax));
  const xs = plain.scene.patches.flatMap((p) => [p.origin[0], p.origin[0] + p.u[0]]);
  const faceLo = Math.min(...xs);
  const faceHi = Math.max(...xs);
  const width = Math.max(faceHi - faceLo, plain.dimensions.W, 1e-3);
  const spacingOf = (n: number) => Math.min(limits.spacingMax, Math.max(limits.spacingMin, width / n));
  // Rows no longer than twice the face: their fixtures stand at most half the face beyond an edge.
  const fits = (n: number) => (n - 1) * spacingOf(n) <= 2 * width + 1e-9;
  const shifted = rowAlongFlatFaces(plain);
  // How far a fixture may stand from the row's centre (the lone fixture's x): half the longest row.
  let halfRow = 0;
  for (let n = 2; n <= countMax && fits(n); n++) halfRow = Math.max(halfRow, ((n - 1) * spacingOf(n)) / 2);
  const centre = plain.scene.luminaires[0]!.position[0];
  let guess: number | undefined;
  let evaluated = 0;
  const found: { best: Candidate | null } = { best: null };
  for (const tilt of fitTilts(limits, base.tilt, plain.layout.tilt)) {
    const at = { ...base, ...(tilt !== undefined ? { tilt } : {}) };
    const evaluate = shifted
      ? shiftedEvaluator(kind, dims, albedo, photometry, at, { lo: centre - halfRow, hi: centre + halfRow }, options.everyCell === true)
      : directEvaluator(kind, dims, albedo, photometry, at);
    const seen = new Map<number, Candidate>();
    const tryCount = (n: number): Candidate => {
      const known = seen.get(n);
      if (known) return known;
      const spacing = spacingOf(n);
      const c: Candidate = { count: n, spacing, tilt, verdict: judge(evaluate(n, spacing)) };
      evaluated++;
      seen.set(n, c);
      if (better(c, found.best)) found.best = c;
      return c;
    };
    // A count above the fewest met so far cannot win.
    let top = found.best?.verdict.meets ? found.best.count : countMax;
    while (top > 1 && !fits(top)) top--;
    // Once a count meets, a tilt whose largest count that could still win is too dark cannot win
    // (luminance grows with the count, the search's own premise): skip its search.
    if (found.best?.verdict.meets && tryCount(top).verdict.dark) continue;
    // The fewest fixtures not too dark: halving between a dark count (lo, or none) and one
    // presumed bright enough (hi), started around the last tilt's answer.
    let lo = 0;
    let hi = top;
    if (guess !== undefined && guess < top) {
      if (tryCount(guess).verdict.dark) {
        lo = guess;
        if (!tryCount(guess + 1).verdict.dark) hi = guess + 1;
      } else {
        hi = guess;
        if (guess > 1 && tryCount(guess - 1).verdict.dark) lo = guess - 1;
      }
    }
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (tryCount(mid).verdict.dark) lo = mid;
      else hi = mid;
    }
    guess = hi;
    // Upward in growing steps (hi, +1, +2, +4 …) until one meets, one is too bright, or the
    // limits end; then the fewest that meets by halving back from the first that did.
    let below = hi - 1;
    for (let offset = 0; hi <= top; offset = offset === 0 ? 1 : offset * 2) {
      const n = Math.min(top, hi + offset);
      const c = tryCount(n);
      if (c.verdict.meets) {
        let a = below;
        let b = n;
        while (b - a > 1) {
          const mid = (a + b) >> 1;
          if (tryCount(mid).verdict.meets) b = mid;
          else a = mid;
        }
        break;
      }
      if (c.verdict.bright || n === top) break;
      below = n;
    }
  }
  const chosen = found.best;
  if (!chosen) return { met: false, layout: { ...base, count: 1, spacing: spacingOf(1) }, evaluated };
  return { met: chosen.verdict.meets, layout: { ...base, count: chosen.count, spacing: chosen.spacing, ...(chosen.tilt !== undefined ? { tilt: chosen.tilt } : {}) }, evaluated };
}
