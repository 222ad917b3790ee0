import { describe, expect, it } from 'vitest';
import type { FaceGrid } from './contest.js';
import { faceGridResample } from './image.js';
import type { Metres } from './units.js';

describe('face grid resampling', () => {
  it('stands the face upright: grid row 0 (bottom) is the raster’s last row', () => {
    const g: FaceGrid = { nu: 1, nv: 2, width: 1 as Metres, height: 1 as Metres, luminance: Float64Array.from([0, 10]) };
    const r = faceGridResample(g, 1, 4);
    expect(r[0]).toBe(10);
    expect(r[3]).toBe(0);
  });

  it('interpolates bilinearly between cell centres and holds the edge cells’ values beyond them', () => {
    // 4 cells across rising 0, 100, 200, 300: the raster's pixel centres fall between them.
    const g: FaceGrid = { nu: 4, nv: 2, width: 4 as Metres, height: 1 as Metres, luminance: Float64Array.from([0, 100, 200, 300, 0, 100, 200, 300]) };
    const r = faceGridResample(g, 8, 1);
    expect([...r]).toEqual([0, 25, 75, 125, 175, 225, 275, 300]);
  });
});
