import type { LampparamForm } from '@lampsheet/contracts';
import { useMutation } from '@tanstack/react-query';
import { saveLampparam } from '@/api/lampparams';

/** Make writes the made draft lamp parameter (`createTy/0`). */
export const useCreateLampparam = () => useMutation({ mutationFn: (form: LampparamForm) => saveLampparam(form, 0) });
