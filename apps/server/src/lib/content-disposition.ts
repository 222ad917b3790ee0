/**
 * `Content-Disposition` with the UTF-8 name (RFC 6266/5987 `filename*`) and an ASCII fallback
 * for old clients (the name without its non-ASCII letters, or `fallback` when nothing readable is
 * left). Path separators, quotes and control characters never reach either name; the extension
 * (`.pdf`, `.xlsx`) is kept on both.
 */
export function contentDisposition(displayName: string, type: 'inline' | 'attachment' = 'inline', fallback = 'lampsheet'): string {
  const clean = displayName.replace(/[\p{Cc}/\\"]+/gu, '-').replace(/\s+/g, ' ').trim();
  const ext = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? '';
  const stem = clean
    .slice(0, clean.length - ext.length)
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/[%;]/g, '')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const ascii = `${/[A-Za-z0-9]/.test(stem) ? stem : fallback}${ext}`;
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
