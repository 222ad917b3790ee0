import { describe, expect, it } from 'vitest';
import { calculateContest } from './contest.js';
import { falseColourSvg } from './pictures/face-picture.js';
import { PICTURE_TEXTS } from './pictures/picture-texts.js';
import { labelBox, segmentMeetsBox } from './pictures/svg.js';
import { parsePhotometry } from './photometry-parse.js';
import { synthesizeLdt } from './synthesize.js';
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

  it('the brightest point\'s label keeps clear of the fixtures\' rings and arrows (it sat on an arrow beside its fixture), the darkest point\'s inside the plot', () => {
    // A wall washer whose brightest point is at the foot of its second fixture, a metre from the next.
    const washer = parsePhotometry(synthesizeLdt({ kind: 'wallWasher', beamAngle: 30, beamAngle2: 60, peakGamma: 35, lumens: 1000, watts: 10 }), 'washer.ldt');
    const r = calculateContest('wallWashing', { W: 4, H: 9, D: 0.5 }, 0.4, washer, { count: 4, tilt: 25 });
    const { svg } = falseColourSvg(r.faces[0]!, { size: 360, texts: PICTURE_TEXTS.en });
    const text = /<g data-marker="max">.*?<text x="([\d.]+)" y="([\d.]+)" text-anchor="(start|end)" font-size="([\d.]+)"[^>]*>(max [^<]+)<\/text>/.exec(svg)!;
    const box = labelBox(Number(text[1]), Number(text[2]), text[5]!, Number(text[4]), text[3] as 'start' | 'end', true);
    const fixtures = [...svg.matchAll(/<g data-fixture="\d"[^>]*><path d="M([\d.]+),([\d.]+) L([\d.]+),([\d.]+)".*?<circle cx="([\d.]+)" cy="([\d.]+)"/g)];
    expect(fixtures).toHaveLength(4);
    // A grazer's darkest point at the face's left edge, beside the first fixture's arrow: its label stays
    // inside the picture (it went to the left, cut off at the picture's edge, on Compare's maps).
    const grazer = parsePhotometry(synthesizeLdt({ kind: 'grazer', beamAngle: 10, beamAngle2: 30, lumens: 1000, watts: 10 }), 'grazer.ldt');
    const g = falseColourSvg(calculateContest('wallWashing', { W: 4, H: 9, D: 0.5 }, 0.4, grazer, { count: 5, tilt: 4.76 }).faces[0]!, { size: 360, texts: PICTURE_TEXTS.en }).svg;
    const outline = /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*data-part="outline"/.exec(g)!;
    const minText = /<g data-marker="min">.*?<text x="([\d.]+)" y="([\d.]+)" text-anchor="(start|end)" font-size="([\d.]+)"[^>]*>(min [^<]+)<\/text>/.exec(g)!;
    const minBox = labelBox(Number(minText[1]), Number(minText[2]), minText[5]!, Number(minText[4]), minText[3] as 'start' | 'end', true);
    // (or, with no room clear of the arrows beside it, in the legend above the plot, within the picture)
    const inLegend = minBox.y1 <= Number(outline[2]);
    expect(minBox.x0).toBeGreaterThanOrEqual(inLegend ? 0 : Number(outline[1]) - 0.5);
    if (!inLegend) expect(minBox.x1).toBeLessThanOrEqual(Number(outline[1]) + Number(outline[3]) + 0.5);
    for (const f of fixtures) {
      const [sx, sy, bx, by, cx, cy] = f.slice(1, 7).map(Number) as [number, number, number, number, number, number];
      expect(segmentMeetsBox([sx, sy], [bx, by], box), `max label over the arrow at ${cx}`).toBe(false);
      expect(segmentMeetsBox([cx, cy], [cx, cy], box, 3.6), `max label over the ring at ${cx}`).toBe(false);
    }
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
