import type { UploadAnswer } from '@lampsheet/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/files/upload?type=image` (multipart, one file, the token in the Authorization header). */
export function uploadPicture(file: File, options: { silent?: boolean } = {}): Promise<UploadAnswer> {
  const data = new FormData();
  data.append('file', file);
  return api.postMultipart<UploadAnswer>('/files/upload', data, { query: { type: 'image' }, ...options });
}
