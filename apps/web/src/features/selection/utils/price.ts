/**
 * Price bound as typed → as kept (specification point 5): a number is normalised to two
 * decimals, anything else (or nothing) becomes empty.
 */
export function normalisePrice(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim().replace(/,/g, '');
  if (trimmed === '') return '';
  if (!/^[+]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return '';
  const value = Number(trimmed);
  return Number.isFinite(value) ? value.toFixed(2) : '';
}
