/** The image type of a file by its first bytes: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function sniffImageType(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  return null;
}

export const EXTENSION: Record<'image/jpeg' | 'image/png', string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
