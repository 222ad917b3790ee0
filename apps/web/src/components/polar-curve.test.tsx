import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PolarCurve, cdLabel, niceCeil, polarRings } from './polar-curve';

const curve = (f: (g: number) => number) => Array.from({ length: 181 }, (_, i) => ({ gamma: -180 + i * 2, cd: f(-180 + i * 2) }));
/** A Lambertian downlight: I = 1000 cd · cos γ below the horizon. */
const lambert = curve((g) => Math.max(0, 1000 * Math.cos((g * Math.PI) / 180)));

describe('polar scale', () => {
  it('rounds the maximum up to a nice number and splits it in four rings', () => {
    expect(niceCeil(1000)).toBe(1000);
    expect(niceCeil(1001)).toBe(1500);
    expect(niceCeil(2_881_890)).toBe(3_000_000);
    expect(niceCeil(2300)).toBe(2500);
    expect(niceCeil(0.42)).toBeCloseTo(0.5);
    expect(polarRings(2300)).toEqual([625, 1250, 1875, 2500]);
    expect(cdLabel(15000)).toBe('15k');
    expect(cdLabel(12500)).toBe('12.5k');
    expect(cdLabel(625)).toBe('625');
    expect(cdLabel(2.5)).toBe('2.5');
  });
});

describe('PolarCurve', () => {
  it('draws both planes, the cd rings with labels and the angle labels', () => {
    render(
      <PolarCurve
        c0c180={lambert}
        c90c270={curve((g) => Math.max(0, 600 * Math.cos((g * Math.PI) / 180)))}
        labels={{ c0c180: 'C0–C180', c90c270: 'C90–C270', unit: 'cd' }}
        title="Flood 24"
        size={300}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Flood 24' });
    const rings = [...svg.querySelectorAll('circle[data-ring]')].map((c) => Number(c.getAttribute('data-ring')));
    expect(rings).toEqual([250, 500, 750, 1000]);
    expect(screen.getByTestId('polar-ring-labels').textContent).toBe('2505007501000cd');
    expect(screen.getByText('C0–C180')).toBeInTheDocument();
    expect(screen.getByText('C90–C270')).toBeInTheDocument();
    for (const a of ['0°', '90°', '180°']) expect(screen.getAllByText(a).length).toBeGreaterThan(0);
    expect(svg.querySelector('path[data-plane="c0c180"]')).not.toBeNull();
    expect(svg.querySelector('path[data-plane="c90c270"]')).not.toBeNull();
  });

  it('puts nadir at the bottom: the peak of a downlight lies straight below the centre, on the outer ring', () => {
    render(<PolarCurve c0c180={lambert} c90c270={lambert} size={300} />);
    const d = document.querySelector('path[data-plane="c0c180"]')!.getAttribute('d')!;
    const points = d
      .split(/[ML]/)
      .filter(Boolean)
      .map((p) => p.trim().split(',').map(Number) as [number, number]);
    const nadir = points[90]!; // γ = 0
    const outer = Number(document.querySelector('circle[data-ring="1000"]')!.getAttribute('r'));
    const cx = 150;
    const cy = Number(document.querySelector('circle[data-ring="1000"]')!.getAttribute('cy'));
    expect(nadir[0]).toBeCloseTo(cx, 0);
    expect(nadir[1]).toBeCloseTo(cy + outer, 0);
    // 60° on the C0 side: half the intensity, to the right and below the centre
    const g60 = points[120]!;
    expect(Math.hypot(g60[0] - cx, g60[1] - cy)).toBeCloseTo(outer / 2, 0);
    expect(g60[0]).toBeGreaterThan(cx);
    // above the horizon nothing: the curve returns to the centre
    expect(points[0]![0]).toBeCloseTo(cx, 0);
    expect(points[0]![1]).toBeCloseTo(cy, 0);
  });
});
