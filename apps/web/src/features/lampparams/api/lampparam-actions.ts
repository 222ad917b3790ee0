import type { CreateTyAnswer, LampparamForm } from '@lampsheet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formOfRecord, generatePdf, getLampparamView, saveLampparam } from '@/api/lampparams';

/** `DELETE /api/lampparams/{id}` (creator only). */
export const deleteLampparam = (id: number) => api.delete<null>(`/lampparams/${id}`);

export function useDeleteLampparam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLampparam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lampparams', 'list'] }),
  });
}

/** The stored form of a record, ready to send back to `createTy`. */
async function storedForm(id: number): Promise<LampparamForm> {
  const view = await getLampparamView(id);
  return { ...formOfRecord(view.projectLampparamVo), projectParamindexList: view.projectParamindexList.map(({ id: _i, createDate: _cd, updateDate: _ud, ...e }) => e) };
}

/** Save as copy from the list: `createTy/1` with the stored form (a generated copy). */
export async function copyLampparam(id: number): Promise<CreateTyAnswer> {
  const form = await storedForm(id);
  return saveLampparam({ ...form, id: null, updateDate: null, reCopy: 1, dataStatus: 2 }, 1);
}

/** Generate from the list: a draft is saved as generated (the server runs every rule), then its sheet is written. */
export async function generateLampparam(id: number): Promise<{ url: string }> {
  const form = await storedForm(id);
  if (form.dataStatus !== 2) await saveLampparam({ ...form, dataStatus: 2, reCopy: 0 }, 0);
  return generatePdf(id);
}

export function useListAction<T>(fn: (id: number) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lampparams'] }),
  });
}
