import type { GldfImportAnswer } from '@lampsheet/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/photometry/import/gldf` (multipart `file`): the fixtures a `.gldf` container made and
 * the job calculating them; a refused container fails with the server's message in the page's language.
 */
export function importGldf(file: File): Promise<GldfImportAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.postMultipart<GldfImportAnswer>('/photometry/import/gldf', body);
}

export const useImportGldf = () => useMutation({ mutationFn: importGldf });
