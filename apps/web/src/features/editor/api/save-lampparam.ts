import type { CreateTyAnswer, LampparamForm, UploadAnswer, GeneratedSheet } from '@lampsheet/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /api/lampparams/createTy/{reCopy}`: save draft (dataStatus 1), generate (2) or save as
 * (reCopy 1). Silent: the editor shows the server's message itself, and a conflict (409) its own.
 */
export const saveLampparam = (form: LampparamForm, reCopy: 0 | 1) =>
  api.post<CreateTyAnswer>(`/lampparams/createTy/${reCopy}`, form, { silent: true });

/** `GET /api/lampparams/generateTyLampparamPdf/{id}`: writes the sheet; `url` is a signed preview address. */
export const generatePdf = (id: number) =>
  api.get<GeneratedSheet>(`/lampparams/generateTyLampparamPdf/${id}`, undefined, { silent: true });

/** `POST /api/files/upload?type=image` (multipart, one file, the token in the Authorization header). */
export function uploadPicture(file: File): Promise<UploadAnswer> {
  const data = new FormData();
  data.append('file', file);
  return api.postMultipart<UploadAnswer>('/files/upload', data, { query: { type: 'image' }, silent: true });
}
