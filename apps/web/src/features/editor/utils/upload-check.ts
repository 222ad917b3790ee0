import { UPLOAD_LIMIT_BYTES } from '@lampsheet/contracts';

const PICTURE = /\.(jpe?g|png)$/i;
const PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** Client-side check of a picture before upload: JPG/JPEG/PNG under 2 MB (the server checks the bytes). */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'uploadOnlyJpg' | 'uploadTooLarge' | null {
  const typeOk = file.type ? PICTURE_TYPES.includes(file.type) : PICTURE.test(file.name);
  if (!typeOk || !PICTURE.test(file.name)) return 'uploadOnlyJpg';
  if (file.size >= UPLOAD_LIMIT_BYTES) return 'uploadTooLarge';
  return null;
}

/** Recommended size of a custom sketch picture (specification point 5). */
export const RECOMMENDED_SKETCH_SIZE = '969*591px';
