import { describe, expect, it } from 'vitest';
import { calculateContest } from './contest.js';
import { falseColourSvg } from './pictures/face-picture.js';
import { PICTURE_TEXTS } from './pictures/picture-texts.js';
import { lambertian } from './testing/fixtures.js';

const FACADE = { W: 12, H: 15 };
const LAYOUT = { count: 3, spacing: 2.5, start: 3.5, setback: 6, height: 0.5, tilt: 35, maintenanceFactor: 1 };

describe('fixture marks: where each fixture stands and aims on the face', () => {
  it('a row of 3 floodlights: feet at the layout\'s positions, axes meeting the facade at H0 + D·tan(tilt)', () => {
    const r = calculateContest('floodlighting', FACADE, 0.4, lambertian(1000), LAYOUT);
    const marks = r.faces[0]!.fixtures;
    expect(marks).toHaveLength(3);
    // By hand: x = start + k·S = 3.5, 6, 8.5 m; the foot at the mounting height 0.5 m; 6 m in front of the facade;
    // the axis rises 35° over 6 m: it meets the facade 6·tan 35° = 4.2012 m above the fixture, at 4.7012 m.
    const aimV = 0.5 + 6 * Math.tan((35 * Math.PI) / 180);
    [3.5, 6, 8.5].forEach((x, k) => {
      const m = marks[k]!;
      expect(m.at[0]).toBeCloseTo(x, 9);
      expect(m.at[1]).toBeCloseTo(0.5, 9);
      expect(m.distance).toBeCloseTo(6, 9);
      expect(m.aim![0]).toBeCloseTo(x, 9);
      expect(m.aim![1]).toBeCloseTo(aimV, 9);
    });
  });

  it('a wall washer leaning onto the wall by its tilt meets it D / tan(tilt) above its foot', () => {
    const r = calculateContest('wallWashing', { W: 3, H: 4, D: 0.5 }, 0.4, lambertian(1000), { count: 3, tilt: 30 });
    const marks = r.faces[0]!.fixtures;
    // Three across 3 m: one a metre, centred (0.5, 1.5, 2.5 m); on the ground; axis 30° from vertical toward the wall.
    expect(marks.map((m) => m.at.map((v) => Number(v.toFixed(9))))).toEqual([[0.5, 0], [1.5, 0], [2.5, 0]]);
    for (const m of marks) expect(m.aim![1]).toBeCloseTo(0.5 / Math.tan((30 * Math.PI) / 180), 9);
  });

  it('a directly seen kind has no marks (the face is the luminous area itself)', () => {
    const r = calculateContest('singleSideGuide', {}, null, lambertian(1000), {});
    expect(r.faces.every((f) => f.fixtures.length === 0)).toBe(true);
  });

  it.each(['en', 'zh'] as const)('the false-colour picture draws a ring per fixture at its metres, an arrow to its aim and the legend word (%s)', (lang) => {
    const r = calculateContest('floodlighting', FACADE, 0.4, lambertian(1000), LAYOUT);
    const { svg } = falseColourSvg(r.faces[0]!, { size: 360, texts: PICTURE_TEXTS[lang] });
    const groups = [...svg.matchAll(/<g data-fixture="(\d)" data-u="([\d.]+)" data-v="([\d.]+)">(.*?)<circle cx="([\d.]+)" cy="([\d.]+)"/g)];
    expect(groups.map((g) => [Number(g[2]), Number(g[3])])).toEqual([[3.5, 0.5], [6, 0.5], [8.5, 0.5]]);
    // To scale: equal steps of 2.5 m across the 12 m plot, the middle one at its centre; each with an arrow.
    const cx = groups.map((g) => Number(g[5]));
    expect(cx[1]! - cx[0]!).toBeCloseTo(cx[2]! - cx[1]!, 1);
    const outline = /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="none"[^>]*data-part="outline"/.exec(svg)!;
    const [x0, y0, w, h] = outline.slice(1).map(Number) as [number, number, number, number];
    expect(cx[1]).toBeCloseTo(x0 + w / 2, 0);
    expect(cx[1]! - cx[0]!).toBeCloseTo((2.5 / 12) * w, 0);
    expect(Number(groups[0]![6])).toBeCloseTo(y0 + h - (0.5 / 15) * h, 0);
    for (const g of groups) expect(g[4]).toContain('<path');
    expect(svg).toContain(`>${lang === 'zh' ? '灯具' : 'fixture'}</text>`);
  });
});
