/** Small helpers for writing SVG text by hand: escaping, numbers, an element builder. */

/** Text or attribute value with &, <, >, " and ' escaped. */
export function svgEscape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A coordinate with at most two decimals. */
export function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

type Attr = string | number | null | undefined | false;

/** `<name a="…">children</name>` (self-closing without children); null, undefined and false attributes are left out. */
export function el(name: string, attrs: Record<string, Attr>, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : svgEscape(String(v))}"`)
    .join('');
  return children.length ? `<${name}${a}>${children.join('')}</${name}>` : `<${name}${a}/>`;
}

/** Font families of the pictures: the sheets' embedded Noto Sans (S Chinese), then the platform's CJK sans. */
export const PICTURE_FONT_FAMILY = "'Noto Sans S Chinese', 'Noto Sans SC', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

/** Rough advance width of a text in em (CJK 1 em, digits and Latin about 0.56 em): for layout without font metrics. */
export function textWidthEm(s: string): number {
  let w = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x2e80) w += 1;
    else if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === '·' || ch === '/' || ch === '|' || ch === 'i' || ch === 'l') w += 0.3;
    else if (ch === 'm' || ch === 'M' || ch === 'W') w += 0.85;
    else w += 0.57;
  }
  return w;
}
