/**
 * `Content-Disposition` for a file the server answers: the UTF-8 name (RFC 6266/5987
 * `filename*`) and an ASCII fallback for old clients (the name without its non-ASCII letters,
 * `lampsheet` when nothing readable is left). Path separators, quotes and control characters
 * never reach either name.
 */
export function contentDisposition(kind: 'inline' | 'attachment', displayName: string, extension: string): string {
  const ext = extension.startsWith('.') ? extension : `.${extension}`;
  const named = displayName.toLowerCase().endsWith(ext.toLowerCase()) ? displayName.slice(0, -ext.length) : displayName;
  const clean = named.replace(/[\p{Cc}/\\"]+/gu, '-').replace(/\s+/g, ' ').trim() || 'lampsheet';
  const stem = clean
    .replace(/[^\x20-\x7e]+/g, '')
    .replace(/[%;]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.-]+$/g, '');
  const ascii = `${/[A-Za-z0-9]/.test(stem) ? stem : 'lampsheet'}${ext}`;
  const encoded = encodeURIComponent(`${clean}${ext}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
