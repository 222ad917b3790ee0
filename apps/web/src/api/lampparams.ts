import type { CreateTyAnswer, EditTyViewAnswer, GeneratedSheet, LampparamForm, ProjectLampparamVo } from '@lampsheet/contracts';
import { api } from '@/lib/api-client';

/** Whether a failure is toasted by the API client (default) or shown by the caller itself. */
interface CallOptions {
  silent?: boolean;
}

/**
 * `POST /api/lampparams/createTy/{reCopy}`: save a draft (dataStatus 1), generate (2) or save as
 * a copy (reCopy 1) — the editor's save, make's draft and the list's copy and generate.
 */
export const saveLampparam = (form: LampparamForm, reCopy: 0 | 1, options: CallOptions = {}) =>
  api.post<CreateTyAnswer>(`/lampparams/createTy/${reCopy}`, form, options);

/** `GET /api/lampparams/generateTyLampparamPdf/{id}`: writes the sheet; `url` is the signed preview address. */
export const generatePdf = (id: number, options: CallOptions = {}) =>
  api.get<GeneratedSheet>(`/lampparams/generateTyLampparamPdf/${id}`, undefined, options);

/** `GET /api/lampparams/editTyView/{id}`: a stored record with its entries and sketches. */
export const getLampparamView = (id: number) => api.get<EditTyViewAnswer>(`/lampparams/editTyView/${id}`);

/**
 * A stored record as a form to send back: without the fields the server keeps (creator, creation
 * date), its quantity only when it was typed (else it follows fixtures per surface × surfaces).
 */
export function formOfRecord(vo: ProjectLampparamVo): LampparamForm & Pick<ProjectLampparamVo, 'typeMark'> {
  const { createdBy: _c, creatorName: _n, createDate: _d, quantity, quantityTyped, ...rest } = vo;
  return { ...rest, quantity: quantityTyped ? quantity : null };
}
