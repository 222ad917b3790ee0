/**
 * Every label on a face picture collides with nothing (issue 25): no text over a text, a marker,
 * a fixture's ring or arrow, the dark band's line, an isoline (L03: "Dark band 2.53 m" and the
 * extremes' labels stood on contour lines), the scale bar or a legend's symbol, none across
 * the plot's edge or beyond the picture (`pictureCollisions`). The faces are the designer's walk
 * of the demo's sheets, calculated by the engine from synthetic files of the demo's optics: a
 * row of ten 5° floods under a façade whose darkest point lies among the fixtures' feet (L01:
 * "min 1.96" over three fixtures), the slender column map whose labels ran into the colour bar
 * (Shenzhen L02: "最小 0.455", "最大 28"), and the composite surface's face B, whose darkest
 * point lies on the dark band's line (L03: both labels on the dashed line).
 */
import { describe, expect, it } from 'vitest';
import { calculateContest, type ContestFaceResult } from '../contest.js';
import type { ContestKind } from '@lampsheet/contracts/domain';
import { parsePhotometry } from '../photometry-parse.js';
import { synthesizeLdt, type SyntheticSpec } from '../synthesize.js';
import { effectSvg, falseColourSvg } from './face-picture.js';
import { pictureCollisions, pictureParts } from './picture-collisions.js';
import { PICTURE_TEXTS } from './picture-texts.js';

function faces(kind: ContestKind, dims: Record<string, number>, spec: SyntheticSpec, layout: Record<string, number>): ContestFaceResult[] {
  const file = synthesizeLdt(spec);
  return calculateContest(kind, dims, 0.4, parsePhotometry(file, 'demo.ldt'), layout).faces;
}

const CASES: Array<{ name: string; faces: () => ContestFaceResult[] }> = [
  {
    name: 'L01: ten 5° floods under an 18 × 12 m façade',
    faces: () => faces('floodlighting', { H: 18, W: 12, D: 12 }, { kind: 'flood', beamAngle: 5, lumens: 4400, watts: 49 }, { count: 10, setback: 12 }),
  },
  {
    name: 'Shenzhen L02: a 30° × 60° washer at a 9 m column of 0.9 m',
    faces: () => faces('column', { H: 9, W: 0.9, D: 1 }, { kind: 'grazer', beamAngle: 28, beamAngle2: 37, lumens: 3800, watts: 42 }, { count: 1, setback: 1, tilt: -25.5 }),
  },
  {
    name: 'Shenzhen L02: a 10° uplight at a 9 m column of 0.9 m',
    faces: () => faces('column', { H: 9, W: 0.9, D: 1 }, { kind: 'flood', beamAngle: 10, lumens: 2300, watts: 26 }, { count: 1, setback: 1 }),
  },
  {
    // record 6: the in-ground uplight 0.5 m from the column; the darkest point at the top corner beside the axis's "9 m"
    name: 'Shenzhen L02: a 10° uplight 0.5 m from a 9 m column of 0.9 m',
    faces: () => faces('column', { H: 9, W: 0.9, D: 0.8 }, { kind: 'flood', beamAngle: 10, lumens: 2300, watts: 26 }, { count: 1, setback: 0.5 }),
  },
  {
    name: 'L03: two 10° × 20° washers under a composite surface',
    faces: () => faces('compositeSurface', { W1: 3.6, W2: 1.8, H1: 6, H2: 2, D: 1 }, { kind: 'grazer', beamAngle: 10, beamAngle2: 20, lumens: 2500, watts: 27.5 }, { count: 2, setback: 1 }),
  },
];

describe('the labels of a face picture', () => {
  describe.each(CASES)('$name', ({ faces: make }) => {
    const all = make();
    it.each(all.flatMap((face) => (['en', 'zh'] as const).flatMap((lang) => [[face.faceType, lang, 'false-colour map'] as const, [face.faceType, lang, 'effect picture'] as const])))(
      'face %s in %s, the %s: every text clear of every text and graphic',
      (faceType, lang, kind) => {
        const face = all.find((f) => f.faceType === faceType)!;
        const draw = kind === 'false-colour map' ? falseColourSvg : effectSvg;
        for (const size of [300, 360, 240]) {
          const { svg } = draw(face, { size, texts: PICTURE_TEXTS[lang] });
          expect(pictureCollisions(svg), `${size} px`).toEqual([]);
          // the extremes are labelled on the picture (beside their markers, or in the legend above the plot)
          if (kind === 'false-colour map') {
            const texts = pictureParts(svg).texts.map((t) => t.text);
            expect(texts.some((t) => t.startsWith(`${PICTURE_TEXTS[lang].min} `))).toBe(true);
            expect(texts.some((t) => t.startsWith(`${PICTURE_TEXTS[lang].max} `))).toBe(true);
          }
        }
      },
    );
  });

  it('the check finds a label over a fixture, over the scale bar, on the dark band’s line and on an isoline', () => {
    const frame = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">${body}</svg>`;
    const outline = '<rect x="20" y="20" width="200" height="200" fill="none" data-part="outline"/>';
    expect(pictureCollisions(frame(`${outline}<g data-part="fixtures"><g data-fixture="1"><circle cx="60" cy="215" r="3.6"/></g></g><g data-marker="min"><text x="50" y="218" font-size="10">min 1.96</text></g>`))).toContain(
      "'min 1.96' over fixture ring",
    );
    expect(pictureCollisions(frame(`${outline}<g data-part="scale-bar"><rect x="242" y="20" width="14" height="200"/></g><text x="212" y="100" font-size="10">最大 28</text>`))).toEqual(
      expect.arrayContaining(["'最大 28' over scale bar", "'最大 28' over plot edge"]),
    );
    expect(pictureCollisions(frame(`${outline}<g data-part="dark-band"><path d="M20,140.78 L220,140.78" stroke-width="2.2"/><text x="24" y="136.78" font-size="10">Dark band 1.25 m</text></g>`))).toEqual([
      "'Dark band 1.25 m' over dark-band line",
    ]);
    // an axis label a few px from an extreme's triangle (the min at the plot's corner beside "9 m")
    expect(pictureCollisions(frame(`<g data-part="axes"><text x="30" y="67" text-anchor="end" font-size="10" data-axis="y">9 m</text></g><g data-marker="min"><path d="M38,67 L43,58 L33,58 Z"/></g>`))).toEqual([
      "'9 m' within 4 px of a marker",
    ]);
    // an isoline (a closed one: its closing segment too) under any text but its own value
    const isolines = '<g data-part="isolines"><path d="M30,100 L120,100 M40,150 L80,150 L80,190 L40,190 Z" stroke-width="0.9"/><g transform="translate(110,100) rotate(0)" data-isoline-label="10"><rect x="-8" y="-6.5" width="16" height="13"/><text x="0" y="3.5" text-anchor="middle" font-size="10">10</text></g></g>';
    expect(pictureCollisions(frame(`${outline}${isolines}<text x="32" y="104" font-size="10">min 1.35</text><text x="36" y="175" font-size="10">max</text>`))).toEqual([
      "'min 1.35' over isoline",
      "'max' over isoline",
    ]);
  });
});
