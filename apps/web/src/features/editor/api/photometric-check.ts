import type { CalculateAnswer, CalculateRequest, PhotometrySummaryAnswer } from '@lampsheet/contracts';
import { api } from '@/lib/api-client';

/** `POST /api/photometry/parse`: store a designer's .ies or .ldt file and read its figures. */
export function parsePhotometricFile(file: File): Promise<PhotometrySummaryAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.postMultipart<PhotometrySummaryAnswer>('/photometry/parse', body, { silent: true });
}

/** `POST /api/photometry/calculate`: the stored file on an application type's surface. */
export const calculatePhotometry = (request: CalculateRequest) => api.post<CalculateAnswer>('/photometry/calculate', request, { silent: true });
