/** Resampling a face grid for pictures (the pictures themselves are SVG: pictures/face-picture.ts). */
import type { FaceGrid } from './contest.js';

/** Bilinear value of a face grid at continuous cell coordinates (u across, v up). */
function gridSampleSmooth(grid: FaceGrid, u: number, v: number): number {
  const { nu, nv, luminance } = grid;
  const x = Math.min(nu - 1, Math.max(0, u));
  const y = Math.min(nv - 1, Math.max(0, v));
  const i = Math.min(nu - 2, Math.floor(x));
  const j = Math.min(nv - 2, Math.floor(y));
  if (nu === 1 || nv === 1) {
    const ii = nu === 1 ? 0 : Math.round(x);
    const jj = nv === 1 ? 0 : Math.round(y);
    return luminance[jj * nu + ii]!;
  }
  const tx = x - i;
  const ty = y - j;
  const a = luminance[j * nu + i]! + (luminance[j * nu + i + 1]! - luminance[j * nu + i]!) * tx;
  const b = luminance[(j + 1) * nu + i]! + (luminance[(j + 1) * nu + i + 1]! - luminance[(j + 1) * nu + i]!) * tx;
  return a + (b - a) * ty;
}

/**
 * Resamples a grid smoothly to w × h pixels; image row 0 is the top of the face (the grid's
 * last row), so the picture stands as the face does.
 */
export function faceGridResample(grid: FaceGrid, w: number, h: number): Float64Array {
  const out = new Float64Array(w * h);
  for (let py = 0; py < h; py++) {
    const v = grid.nv - ((py + 0.5) / h) * grid.nv - 0.5;
    for (let px = 0; px < w; px++) {
      const u = ((px + 0.5) / w) * grid.nu - 0.5;
      out[py * w + px] = gridSampleSmooth(grid, u, v);
    }
  }
  return out;
}
