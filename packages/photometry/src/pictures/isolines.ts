/**
 * Isolines (lines of equal luminance) of a face grid by marching squares. The grid's values sit
 * at the cell centres; the face's edges take the value of the nearest centre (as the picture's
 * raster does), so lines run to the border. Coordinates are metres on the face, x to the right
 * from the left edge, y up from the bottom edge.
 */
import type { FaceGrid } from '../contest.js';

export type Point = [number, number];

export interface Isoline {
  level: number;
  /** Vertices in metres; a closed line repeats its first vertex at the end. */
  points: Point[];
  closed: boolean;
}

/** Node coordinates along one axis: the edge, every cell centre, the other edge. */
function nodeAxis(cells: number, extent: number): number[] {
  const out = [0];
  for (let k = 0; k < cells; k++) out.push(((k + 0.5) / cells) * extent);
  out.push(extent);
  return out;
}

// Segment table: per case, pairs of edges (0 bottom, 1 right, 2 top, 3 left). Saddles (5, 10) are resolved by the centre value.
const SEGMENTS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[3, 0]],
  2: [[0, 1]],
  3: [[3, 1]],
  4: [[1, 2]],
  6: [[0, 2]],
  7: [[3, 2]],
  8: [[2, 3]],
  9: [[0, 2]],
  11: [[1, 2]],
  12: [[3, 1]],
  13: [[0, 1]],
  14: [[3, 0]],
};
const AROUND_BL_TR: readonly (readonly [number, number])[] = [
  [3, 0],
  [1, 2],
];
const AROUND_BR_TL: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
];

/** Isolines of a grid at each level (levels between the grid's minimum and maximum give lines). */
export function faceIsolines(grid: FaceGrid, levels: readonly number[]): Isoline[] {
  const { nu, nv, luminance } = grid;
  const xs = nodeAxis(nu, grid.width);
  const ys = nodeAxis(nv, grid.height);
  const NX = xs.length;
  const NY = ys.length;
  // Node values (edges repeat the nearest cell centre).
  const node = new Float64Array(NX * NY);
  for (let b = 0; b < NY; b++) {
    const row = Math.min(nv - 1, Math.max(0, b - 1)) * nu;
    for (let a = 0; a < NX; a++) node[b * NX + a] = luminance[row + Math.min(nu - 1, Math.max(0, a - 1))]!;
  }
  // Edge ids: horizontal edge (a,b)-(a+1,b) → 2·(b·NX + a); vertical (a,b)-(a,b+1) → 2·(b·NX + a) + 1.
  const edges = 2 * NX * NY;
  const px = new Float64Array(edges);
  const py = new Float64Array(edges);
  // Up to two segments meet at an edge point.
  const link0 = new Int32Array(edges);
  const link1 = new Int32Array(edges);
  const segA: number[] = [];
  const segB: number[] = [];
  const out: Isoline[] = [];
  for (const level of levels) {
    link0.fill(-1);
    link1.fill(-1);
    segA.length = 0;
    segB.length = 0;
    const crossing = (id: number): void => {
      if (link0[id] !== -1) return;
      const n = id >> 1;
      const a = n % NX;
      const b = (n - a) / NX;
      const v0 = node[n]!;
      const v1 = id & 1 ? node[n + NX]! : node[n + 1]!;
      const f = v1 === v0 ? 0.5 : (level - v0) / (v1 - v0);
      if (id & 1) {
        px[id] = xs[a]!;
        py[id] = ys[b]! + f * (ys[b + 1]! - ys[b]!);
      } else {
        px[id] = xs[a]! + f * (xs[a + 1]! - xs[a]!);
        py[id] = ys[b]!;
      }
    };
    const link = (id: number, seg: number) => {
      if (link0[id] === -1) link0[id] = seg;
      else link1[id] = seg;
    };
    const segment = (e0: number, e1: number) => {
      crossing(e0);
      crossing(e1);
      const k = segA.length;
      segA.push(e0);
      segB.push(e1);
      link(e0, k);
      link(e1, k);
    };
    for (let b = 0; b < NY - 1; b++) {
      for (let a = 0; a < NX - 1; a++) {
        const n = b * NX + a;
        const bl = node[n]!;
        const br = node[n + 1]!;
        const tr = node[n + NX + 1]!;
        const tl = node[n + NX]!;
        const c = (bl >= level ? 1 : 0) | (br >= level ? 2 : 0) | (tr >= level ? 4 : 0) | (tl >= level ? 8 : 0);
        if (c === 0 || c === 15) continue;
        const edge = [2 * n, 2 * (n + 1) + 1, 2 * (n + NX), 2 * n + 1] as const;
        let pairs = SEGMENTS[c];
        if (c === 5 || c === 10) {
          const centreAbove = (bl + br + tr + tl) / 4 >= level;
          pairs = (c === 5) === centreAbove ? AROUND_BR_TL : AROUND_BL_TR;
        }
        for (const [e0, e1] of pairs!) segment(edge[e0]!, edge[e1]!);
      }
    }
    // Join the segments into polylines through their shared edge points.
    const used = new Uint8Array(segA.length);
    const other = (seg: number, edge: number) => (segA[seg] === edge ? segB[seg]! : segA[seg]!);
    const nextSeg = (edge: number) => {
      const s0 = link0[edge]!;
      if (s0 >= 0 && !used[s0]) return s0;
      const s1 = link1[edge]!;
      return s1 >= 0 && !used[s1] ? s1 : -1;
    };
    const walk = (edge: number): number[] => {
      const chain: number[] = [];
      for (let seg = nextSeg(edge); seg >= 0; seg = nextSeg(edge)) {
        used[seg] = 1;
        edge = other(seg, edge);
        chain.push(edge);
      }
      return chain;
    };
    for (let k = 0; k < segA.length; k++) {
      if (used[k]) continue;
      used[k] = 1;
      const p = segA[k]!;
      const q = segB[k]!;
      const forward = walk(q);
      const backward = walk(p);
      const ids = [...backward.reverse(), p, q, ...forward];
      const closed = ids.length > 2 && ids[0] === ids[ids.length - 1];
      out.push({ level, points: ids.map((e) => [px[e]!, py[e]!] as Point), closed });
    }
  }
  return out;
}

/** Length of a polyline (in its own units). */
export function polylineLength(points: readonly Point[]): number {
  let s = 0;
  for (let k = 1; k < points.length; k++) s += Math.hypot(points[k]![0] - points[k - 1]![0], points[k]![1] - points[k - 1]![1]);
  return s;
}

/** The point at arc length `at` along a polyline and the direction (radians) of its segment there. */
export function polylinePointAt(points: readonly Point[], at: number): { point: Point; angle: number } {
  let s = 0;
  for (let k = 1; k < points.length; k++) {
    const a = points[k - 1]!;
    const b = points[k]!;
    const d = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (s + d >= at && d > 0) {
      const f = (at - s) / d;
      return { point: [a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1])], angle: Math.atan2(b[1] - a[1], b[0] - a[0]) };
    }
    s += d;
  }
  const last = points[points.length - 1] ?? [0, 0];
  const prev = points[points.length - 2] ?? last;
  return { point: last, angle: Math.atan2(last[1] - prev[1], last[0] - prev[0]) };
}
