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

/** A deviation in %, signed: `+11.5 %`, `−7 %` (the minus sign U+2212, as every figure prints it); `—` when there is none. */
export function formatDeviation(percent: number | null): string {
  if (percent === null) return '—';
  return `${percent > 0 ? '+' : percent < 0 ? '\u2212' : ''}${Math.abs(percent)} %`;
}

/** A computation's time as people read it: `812 ms` below a second, `6.8 s` from one on (毫秒 / 秒 in 中文), digits grouped. */
export function formatDuration(ms: number, language: string): string {
  const zh = language === 'zh-CN';
  const locale = zh ? 'zh-CN' : 'en-GB';
  if (ms < 1000) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(ms))} ${zh ? '毫秒' : 'ms'}`;
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000)} ${zh ? '秒' : 's'}`;
}
