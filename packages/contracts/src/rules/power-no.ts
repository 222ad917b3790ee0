/**
 * Power number of a lamp parameter (docs/DOMAIN.md): the power rounded up to a whole watt, three
 * digits, zero-padded: 18 → "018", 36.2 → "037". Powers of 1000 W and more keep all digits.
 */
export function powerNo(powerWatts: number): string {
  if (!Number.isFinite(powerWatts) || powerWatts < 0) throw new RangeError(`invalid power ${powerWatts}`);
  // Guard against binary noise such as 36.00000000001 rounding up to 37.
  const whole = Math.ceil(Math.round(powerWatts * 1e6) / 1e6);
  return String(whole).padStart(3, '0');
}

/** True when a power text is a usable number of watts. */
export function isValidPower(text: string | number | null | undefined): boolean {
  if (text === null || text === undefined || text === '') return false;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 && /^\s*\d*\.?\d+\s*$/.test(String(text));
}
