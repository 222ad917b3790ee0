/** Date and time in the user's language; an unparsable value is shown as it came. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'zh-CN' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** A size in bytes as people read it: `830 B`, `12.4 kB`, `3.1 MB` (decimal units), in the user's language. */
export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  const number = new Intl.NumberFormat(language === 'zh-CN' ? 'zh-CN' : 'en-GB', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

/** The sizes of the typical surface a row's figures were obtained on, wall distance D included: `H 6 m · W 3 m · D 0.5 m` (contracts' `surfaceText`, as the server's documents print it). */
export { surfaceText as formatRowSurface } from '@lampsheet/contracts';

/** A deviation in %, signed: `+11.5 %`, `-7 %`; `—` when there is none. */
export function formatDeviation(percent: number | null): string {
  return percent === null ? '—' : `${percent > 0 ? '+' : ''}${percent} %`;
}
