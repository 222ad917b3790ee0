import { describe, expect, it } from 'vitest';
import { photometryBeam, photometryPolarCurves } from '../photometry-figures.js';
import { photometryFromFunction } from '../testing/fixtures.js';
import { PICTURE_TEXTS } from './picture-texts.js';
import { boxesOverlap, labelBox, segmentMeetsBox } from './svg.js';
import { cdLabel, cdText, polarConesOf, polarCurveGeometry, polarCurveSvg, polarNiceCeil, polarPlanesInput, polarRings } from './polar-curve.js';

const DEG = Math.PI / 180;

/**
 * An elliptical cosⁿ beam: half-intensity at 10° from nadir in C0–C180 and 30° in C90–C270, so
 * the beam angles are 20° and 60° and the field angles (10 %) 2·acos(0.1^(1/n)) of each plane's
 * exponent: n = ln 0.5 / ln cos 10° → field 2 · 18.28° = 36.57°; n = ln 0.5 / ln cos 30° → 2 · 52.49°.
 */
function ellipticalBeam(peak = 12500) {
  const n0 = Math.log(0.5) / Math.log(Math.cos(10 * DEG));
  const n90 = Math.log(0.5) / Math.log(Math.cos(30 * DEG));
  return photometryFromFunction(
    (c, g) => {
      const w = Math.cos(c * DEG) ** 2;
      const n = 1 / (w / n0 + (1 - w) / n90);
      return peak * Math.max(0, Math.cos(g * DEG)) ** n;
    },
    { symmetry: 'none', gStep: 0.5, gMax: 180, cStep: 5 },
  );
}
const fieldOf = (halfBeam: number) => {
  const n = Math.log(0.5) / Math.log(Math.cos(halfBeam * DEG));
  return (2 * Math.acos(0.1 ** (1 / n))) / DEG;
};

describe('polar scale', () => {
  it('rounds the maximum up to a nice number and splits it in four rings', () => {
    expect(polarNiceCeil(1000)).toBe(1000);
    expect(polarNiceCeil(1001)).toBe(1500);
    expect(polarNiceCeil(2_881_890)).toBe(3_000_000);
    expect(polarNiceCeil(2300)).toBe(2500);
    expect(polarNiceCeil(0.42)).toBeCloseTo(0.5);
    expect(polarRings(2300)).toEqual([625, 1250, 1875, 2500]);
    expect(cdLabel(15000)).toBe('15k');
    expect(cdLabel(12500)).toBe('12.5k');
    expect(cdLabel(625)).toBe('625');
    expect(cdLabel(2.5)).toBe('2.5');
    expect(cdLabel(1_500_000)).toBe('1.5M');
    expect(cdLabel(1_125_000)).toBe('1.1M');
    expect(cdText(12500)).toBe('12,500');
    expect(cdText(1234567.4)).toBe('1,234,567');
  });
});

describe('polar geometry', () => {
  const model = ellipticalBeam();
  const figures = photometryBeam(model);
  const cones = polarConesOf(figures);
  const curves = photometryPolarCurves(model, 1);
  const g = polarCurveGeometry({ series: polarPlanesInput(curves, cones, PICTURE_TEXTS.en), size: 300 });

  it('draws the beam and field cones at the hand-computed angles of each plane, about nadir', () => {
    expect(figures.aboutNadir).toBe(true);
    const cone = (key: string, kind: string) => g.cones.find((c) => c.key === key && c.kind === kind)!;
    expect(cone('c0c180', 'beam').from).toBeCloseTo(-10, 0);
    expect(cone('c0c180', 'beam').to).toBeCloseTo(10, 0);
    expect(cone('c90c270', 'beam').to - cone('c90c270', 'beam').from).toBeCloseTo(60, 0);
    expect(cone('c0c180', 'field').to - cone('c0c180', 'field').from).toBeCloseTo(fieldOf(10), 0);
    expect(cone('c90c270', 'field').to).toBeCloseTo(fieldOf(30) / 2, 0);
    // The wedge's edge ends on the outer ring at the cone's angle: x = cx + R sin γ, y = cy + R cos γ.
    const [, x1, y1] = /L([\d.]+),([\d.]+)/.exec(cone('c0c180', 'beam').d)!.map(Number);
    expect(x1).toBeCloseTo(g.cx + g.radius * Math.sin(-10 * DEG), 0);
    expect(y1).toBeCloseTo(g.cy + g.radius * Math.cos(-10 * DEG), 0);
  });

  it('labels the peak intensity at its point on the curve, straight below the centre for a downlight', () => {
    expect(g.peak!.cd).toBeCloseTo(12500, 6);
    expect(g.peak!.gamma).toBe(0);
    expect(g.peak!.label).toBe('Imax 12,500 cd');
    expect(g.top).toBe(15000);
    expect(g.peak!.x).toBeCloseTo(g.cx, 6);
    expect(g.peak!.y).toBeCloseTo(g.cy + (12500 / 15000) * g.radius, 6);
  });

  it("labels the file's Imax when given, not the highest sampled point of the two planes (issue 23: 2 097 against 2,104 cd)", () => {
    const withFile = polarCurveGeometry({ series: polarPlanesInput(curves, cones, PICTURE_TEXTS.en), size: 300, peakCd: 12_731.4 });
    expect(withFile.peak!.label).toBe('Imax 12,731 cd');
    // drawn where the plotted curve peaks
    expect(withFile.peak!.x).toBeCloseTo(g.peak!.x, 9);
  });

  it('puts the rings at round cd values, the spokes every 30° and the legend with both angles', () => {
    expect(g.rings.map((r) => r.value)).toEqual([3750, 7500, 11250, 15000]);
    expect(g.rings.map((r) => r.label)).toEqual(['3750', '7500', '11.3k', '15k']);
    expect(g.rings[3]!.r).toBe(g.radius);
    expect(g.spokes).toHaveLength(12);
    const s90 = g.spokes.find((s) => s.gamma === 90)!;
    expect(s90.x).toBeCloseTo(g.cx + g.radius, 6);
    expect(s90.y).toBeCloseTo(g.cy, 6);
    expect(g.angleLabels.map((a) => a.text)).toContain('180°');
    expect(g.legend.map((l) => l.detail)).toEqual([
      `Beam ${figures.beam.planeC0C180.toFixed(1)}° · Field ${figures.field.planeC0C180.toFixed(1)}°`,
      `Beam ${figures.beam.planeC90C270.toFixed(1)}° · Field ${figures.field.planeC90C270.toFixed(1)}°`,
    ]);
  });

  it('centres the cones of an off-axis beam on the peak in the plane that holds it', () => {
    const off = polarConesOf({ aboutNadir: false, axis: { c: 180, gamma: 35 } as never, beam: { planeC0C180: 20, planeC90C270: 40 } as never, field: { planeC0C180: 50, planeC90C270: 70 } as never });
    expect(off.c0c180).toEqual({ centre: -35, beam: 20, field: 50 });
    expect(off.c90c270).toEqual({ centre: 0, beam: 40, field: 70 });
    const side = polarConesOf({ aboutNadir: false, axis: { c: 90, gamma: 60 } as never, beam: { planeC0C180: 20, planeC90C270: 40 } as never, field: { planeC0C180: 50, planeC90C270: 70 } as never });
    expect(side.c90c270.centre).toBe(60);
    expect(side.c0c180.centre).toBe(0);
  });
});

describe('polar SVG', () => {
  it('has the same structure for the same input (snapshot of elements and texts, not pixels)', () => {
    const model = ellipticalBeam();
    const { svg } = polarCurveSvg({
      series: polarPlanesInput(photometryPolarCurves(model, 5), polarConesOf(photometryBeam(model)), PICTURE_TEXTS.zh),
      size: 300,
      texts: PICTURE_TEXTS.zh,
      title: '配光曲线',
    });
    const structure = [...svg.matchAll(/<(\w+)([^>]*?)\/?>([^<]*)/g)].map(([, name, attrs, text]) => {
      const keep = [...attrs!.matchAll(/(data-[\w-]+|text-anchor)="([^"]*)"/g)].map(([, k, v]) => `${k}=${v}`).join(' ');
      return `${name}${keep ? ` ${keep}` : ''}${text!.trim() ? ` «${text!.trim()}»` : ''}`;
    });
    expect(structure).toMatchSnapshot();
    expect(svg).toContain('最大光强 12,500 cd');
    expect(svg).toContain('光束角 20.0°');
  });
});

describe('polar legend', () => {
  it('puts the angles beside the label when both fit, on a line of their own when not', () => {
    const cones = { centre: 0, beam: 24, field: 40 };
    const series = (label: string) => [{ key: '1', points: [{ gamma: 0, cd: 100 }], colour: '#000000', label, cones }];
    const wide = polarCurveGeometry({ series: series('C0–C180'), size: 320 }).legend[0]!;
    expect(wide.detailY).toBe(wide.y);
    const narrow = polarCurveGeometry({ series: series('1. A long fixture model name'), size: 250 });
    expect(narrow.legend[0]!.detailY).toBe(narrow.legend[0]!.y + 14);
    expect(narrow.height).toBeGreaterThanOrEqual(narrow.legend[0]!.detailY);
  });
});

describe('the peak label readable (issue 25)', () => {
  // A narrow beam peaking at γ 30° near the outer ring: beside its point the label ran over the "30°" spoke label.
  const lobe = (gamma: number, peak: number) => Array.from({ length: 181 }, (_, k) => ({ gamma: k - 90, cd: peak * Math.exp(-(((k - 90 - gamma) / 8) ** 2)) }));

  it.each([30, -30, 60, 0, 85])('keeps the label at γ %i° clear of every angle and ring label', (gamma) => {
    const g = polarCurveGeometry({ series: [{ key: 'c0c180', label: 'C0–C180', colour: '#d4380d', points: lobe(gamma, 142) }], texts: PICTURE_TEXTS.en });
    const peak = g.peak!;
    const box = labelBox(peak.labelX, peak.labelY, peak.label, 10.5, peak.anchor, true);
    for (const a of g.angleLabels) expect(boxesOverlap(box, labelBox(a.x, a.y, a.text, 10, a.anchor)), `${peak.label} over ${a.text}`).toBe(false);
    for (const r of g.rings) expect(boxesOverlap(box, labelBox(r.labelX, r.labelY, r.label, 10)), `${peak.label} over ${r.label}`).toBe(false);
    expect(box.x0).toBeGreaterThanOrEqual(0);
    expect(box.x1).toBeLessThanOrEqual(g.width);
  });

  it('keeps the label clear of the rings\' unit in the upper left corner, with a title and without, in both languages', () => {
    let cornered = 0;
    for (const title of [undefined, 'C0–C180']) {
      for (const texts of [PICTURE_TEXTS.en, PICTURE_TEXTS.zh]) {
        for (let gamma = -180; gamma <= 180; gamma += 5) {
          // a broad lobe in each plane, the second turned: at γ −150° the label is pushed into the corner
          const broad = (at: number, peak: number) => Array.from({ length: 361 }, (_, k) => ({ gamma: k - 180, cd: peak * Math.exp(-(((k - 180 - at) / 40) ** 2)) }));
          const series = [
            { key: 'c0c180', label: 'C0–C180', colour: '#d4380d', points: broad(gamma, 100) },
            { key: 'c90c270', label: 'C90–C270', colour: '#1677ff', points: broad(gamma - 37, 90) },
          ];
          const g = polarCurveGeometry({ series, texts, ...(title ? { title } : {}) });
          const peak = g.peak!;
          const box = labelBox(peak.labelX, peak.labelY, peak.label, 10.5, peak.anchor, true);
          const unit = labelBox(g.unit.x, g.unit.y, g.unit.text, 10, 'start', true);
          expect(boxesOverlap(box, unit), `${peak.label} at γ ${gamma}° over "${g.unit.text}"`).toBe(false);
          if (box.y0 < unit.y1 + 20 && box.x0 < unit.x1 + 40) cornered++;
        }
      }
    }
    // the sweep reaches the corner: labels that end up beside the unit, where the clash was
    expect(cornered).toBeGreaterThan(0);
  });

  /** The drawn curves as points (px), from their paths. */
  const curvePoints = (d: string) => [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

  it.each([
    ['a downlight (both planes)', () => polarCurveGeometry({ series: polarPlanesInput(photometryPolarCurves(ellipticalBeam()), polarConesOf(photometryBeam(ellipticalBeam())), PICTURE_TEXTS.zh), texts: PICTURE_TEXTS.zh, size: 250 })],
    ...[0, 30, -30, 60, 85].map((gamma) => [`a narrow lobe at γ ${gamma}°`, () => polarCurveGeometry({ series: [{ key: 'c0c180', label: 'C0–C180', colour: '#d4380d', points: lobe(gamma, 142) }], texts: PICTURE_TEXTS.en })] as const),
    ['a wide batwing', () => polarCurveGeometry({ series: [{ key: 'c0c180', label: 'C0–C180', colour: '#d4380d', points: Array.from({ length: 181 }, (_, k) => ({ gamma: k - 90, cd: 900 * (0.4 + Math.sin(((k - 90) * Math.PI) / 180) ** 2) * Math.cos(((k - 90) * Math.PI) / 360) })) }], texts: PICTURE_TEXTS.en, size: 250 })],
  ] as const)('keeps the label off the curves: no segment of %s crosses its box', (_, geometry) => {
    const g = geometry();
    const box = labelBox(g.peak!.labelX, g.peak!.labelY, g.peak!.label, 10.5, g.peak!.anchor, true);
    for (const c of g.curves) {
      const pts = curvePoints(c.d);
      expect(pts.length).toBeGreaterThan(10);
      pts.forEach((p, i) => {
        if (i > 0) expect(segmentMeetsBox(pts[i - 1]!, p, box), `${g.peak!.label} over ${c.key} at ${p.join(',')}`).toBe(false);
      });
    }
  });

  it('draws the label as ink over a white halo, two elements (a PDF draws a paint-order stroke over the ink: white on white)', () => {
    const { svg } = polarCurveSvg({ series: [{ key: 'c0c180', label: 'C0–C180', colour: '#d4380d', points: lobe(0, 142) }], texts: PICTURE_TEXTS.en });
    const peak = /<g data-part="peak"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
    expect(peak).not.toContain('paint-order');
    const texts = [...peak.matchAll(/<text ([^>]*)>Imax 142 cd<\/text>/g)].map((m) => m[1]!);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('fill="none"');
    expect(texts[0]).toContain('stroke="#ffffff"');
    expect(texts[1]).toContain('fill="#262626"');
    expect(texts[1]).not.toContain('stroke=');
  });
});
