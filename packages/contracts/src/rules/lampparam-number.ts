/**
 * Lamp parameter number = lamp number + beam-angle code + colour code + power number,
 * e.g. XQD + 10 + W + 024 = XQD10W024 (specification point 4, docs/DOMAIN.md).
 * Parts that are not chosen yet are left out, so the number grows as the form is filled.
 */
export function lampparamNumber(parts: {
  lampNo?: string | null;
  angleCode?: string | null;
  colourCode?: string | null;
  powerNo?: string | null;
}): string {
  return [parts.lampNo, parts.angleCode, parts.colourCode, parts.powerNo].filter((p) => !!p).join('');
}
