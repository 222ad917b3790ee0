/** One point of a polar curve: signed γ (−180…180°, + on the C0 or C90 side) and intensity in cd. */
export interface PolarCurvePoint {
  gamma: number;
  cd: number;
}

export interface PolarCurveProps {
  /** The C0–C180 plane (+γ toward C0). */
  c0c180: readonly PolarCurvePoint[];
  /** The C90–C270 plane (+γ toward C90). */
  c90c270: readonly PolarCurvePoint[];
  /** Width and height in px. */
  size?: number;
  /** Legend and unit texts (translated by the caller). */
  labels?: { c0c180: string; c90c270: string; unit: string };
  title?: string;
  /**
   * Other curves to draw instead of the two planes (several fixtures overlaid on one plane):
   * each with its colour, dash pattern and legend text; c0c180 and c90c270 are then ignored.
   */
  curves?: ReadonlyArray<PolarSeries>;
}

/** One curve of an overlay. */
export interface PolarSeries {
  key: string;
  points: readonly PolarCurvePoint[];
  colour: string;
  dash?: string;
  label: string;
}

/** A "nice" round number at or above `value` (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10ⁿ), so the curve fills most of the chart. */
export function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const exp = Math.floor(Math.log10(value));
  const base = 10 ** exp;
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * base >= value * 0.999999) return m * base;
  return 10 * base;
}

/** The intensity rings of a chart whose largest value is `max`: four equal steps up to a nice maximum. */
export function polarRings(max: number): number[] {
  const top = niceCeil(max);
  return [1, 2, 3, 4].map((k) => (top * k) / 4);
}

/** cd with a compact unit-less label: 1200 → "1200", 15000 → "15k", 2.5 → "2.5". */
export function cdLabel(v: number): string {
  if (v >= 10000) return `${Math.round(v / 100) / 10}k`.replace('.0k', 'k');
  if (v >= 100) return String(Math.round(v));
  return String(Math.round(v * 10) / 10);
}

const COLOURS = { c0c180: '#d9480f', c90c270: '#1864ab' } as const;

/**
 * The polar intensity diagram of a luminaire: nadir (γ 0°) down, γ 180° up; the C0 (or C90)
 * side on the right. Rings in cd, spokes every 30°, both principal planes as curves.
 */
export function PolarCurve({ c0c180, c90c270, size = 320, labels, title, curves }: PolarCurveProps) {
  const l = labels ?? { c0c180: 'C0–C180', c90c270: 'C90–C270', unit: 'cd' };
  const series: ReadonlyArray<PolarSeries> = curves ?? [
    { key: 'c90c270', points: c90c270, colour: COLOURS.c90c270, dash: '5 3', label: l.c90c270 },
    { key: 'c0c180', points: c0c180, colour: COLOURS.c0c180, label: l.c0c180 },
  ];
  const max = Math.max(1e-9, ...series.flatMap((s) => s.points.map((p) => p.cd)));
  const rings = polarRings(max);
  const top = rings[rings.length - 1]!;
  // The legend lists the curves in the order they are drawn last to first (the two planes: C0 first).
  const legendItems = curves ? series : [...series].reverse();
  const legend = 18 * legendItems.length;
  const cx = size / 2;
  // Room for the angle labels on every side (90° left and right, 180° on top).
  const radius = size / 2 - 36;
  const cy = 26 + radius;
  const height = cy + radius + 22 + legend;
  const point = (gamma: number, cd: number): [number, number] => {
    const a = (gamma * Math.PI) / 180;
    const r = (Math.max(0, cd) / top) * radius;
    return [cx + r * Math.sin(a), cy + r * Math.cos(a)];
  };
  const path = (pts: readonly PolarCurvePoint[]) =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${point(p.gamma, p.cd).map((v) => v.toFixed(1)).join(',')}`).join(' ');
  const spokes = [0, 30, 60, 90, 120, 150, 180, -30, -60, -90, -120, -150];

  return (
    <svg
      width={size}
      height={height}
      viewBox={`0 0 ${size} ${height}`}
      role="img"
      aria-label={title ?? `${l.c0c180} / ${l.c90c270}`}
      data-testid="polar-curve"
      style={{ fontFamily: 'system-ui, sans-serif', background: '#fff' }}
    >
      {title && <title>{title}</title>}
      <g stroke="#d9d9d9" fill="none">
        {rings.map((r) => (
          <circle key={r} cx={cx} cy={cy} r={(r / top) * radius} data-ring={r} />
        ))}
        {spokes.map((g) => {
          const [x, y] = point(g, top);
          return <line key={g} x1={cx} y1={cy} x2={x} y2={y} />;
        })}
      </g>
      <g fontSize={10} fill="#8c8c8c">
        {spokes
          .filter((g) => g >= 0 && g <= 180)
          .map((g) => {
            const a = (g * Math.PI) / 180;
            const x = cx + (radius + 12) * Math.sin(a);
            const y = cy + (radius + 12) * Math.cos(a) + (g === 180 ? 0 : g === 0 ? 8 : 3);
            return (
              <text key={g} x={x} y={y} textAnchor={g === 0 || g === 180 ? 'middle' : 'start'}>
                {g}°
              </text>
            );
          })}
        {spokes
          .filter((g) => g < 0 && g > -180)
          .map((g) => {
            const a = (g * Math.PI) / 180;
            return (
              <text key={g} x={cx + (radius + 12) * Math.sin(a)} y={cy + (radius + 12) * Math.cos(a) + 3} textAnchor="end">
                {-g}°
              </text>
            );
          })}
      </g>
      <g fontSize={10} fill="#595959" data-testid="polar-ring-labels">
        {rings.map((r) => (
          <text key={r} x={cx + 3} y={cy - (r / top) * radius + 11}>
            {cdLabel(r)}
          </text>
        ))}
        <text x={4} y={12} fontWeight={600}>
          {l.unit}
        </text>
      </g>
      {series.map((c) => (
        <path key={c.key} d={path(c.points)} fill="none" stroke={c.colour} strokeWidth={c.dash ? 1.8 : 2} strokeDasharray={c.dash} data-plane={c.key} />
      ))}
      <g fontSize={11} fill="#262626" transform={`translate(12, ${height - legend + 14})`}>
        {legendItems.map((c, i) => (
          <g key={c.key} transform={`translate(0, ${i * 18})`}>
            <line x1={0} y1={-4} x2={22} y2={-4} stroke={c.colour} strokeWidth={c.dash ? 1.8 : 2} strokeDasharray={c.dash} />
            <text x={28} y={0}>
              {c.label}
            </text>
          </g>
        ))}
      </g>
    </svg>
  );
}
