import { UPLOAD_LIMIT_BYTES, UPLOAD_TYPES } from '@lampsheet/contracts';

/** Client-side convenience check of a picture (the server checks the bytes itself). */
export function checkUpload(file: Pick<File, 'type' | 'size'>): 'uploadOnlyJpg' | 'uploadTooLarge' | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'uploadOnlyJpg';
  if (file.size >= UPLOAD_LIMIT_BYTES) return 'uploadTooLarge';
  return null;
}
