/**
 * A `Content-Disposition` header with the UTF-8 name (RFC 6266/5987) and an ASCII fallback for
 * old clients (the name without its non-ASCII letters, or `lampsheet` when nothing is left).
 * Path separators, quotes and control characters never reach either name.
 */
export function contentDisposition(type: 'inline' | 'attachment', displayName: string, extension: string): string {
  const clean = displayName.replace(/[\p{Cc}/\\"]+/gu, '-').replace(/\s+/g, ' ').trim();
  const stem = clean
    .replace(new RegExp(`\\${extension}$`, 'i'), '')
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/[%;]/g, '')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const ascii = `${/[A-Za-z0-9]/.test(stem) ? stem : 'lampsheet'}${extension}`;
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
