import type { CreateTyAnswer, LampparamForm, UploadAnswer } from '@lampsheet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/lampparams/createTy/0`: writes the made draft lamp parameter. */
export const createLampparam = (form: LampparamForm) => api.post<CreateTyAnswer>('/lampparams/createTy/0', form);

export const useCreateLampparam = () => useMutation({ mutationFn: createLampparam });

/** `POST /api/files/upload?type=image` (multipart, one file). */
export function uploadImage(file: File): Promise<UploadAnswer> {
  const data = new FormData();
  data.append('file', file);
  return api.postMultipart<UploadAnswer>('/files/upload', data, { query: { type: 'image' } });
}
