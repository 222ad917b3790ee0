import type { CalculateAnswer, CalculateRequest, FixtureDetail, PhotometrySummaryAnswer } from '@lampsheet/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/photometry/parse`: store a designer's .ies or .ldt file and read its figures. */
export function parsePhotometricFile(file: File): Promise<PhotometrySummaryAnswer> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.postMultipart<PhotometrySummaryAnswer>('/photometry/parse', body, { silent: true });
}

/** `POST /api/photometry/calculate`: the stored file on an application type's surface. */
export const calculatePhotometry = (request: CalculateRequest) => api.post<CalculateAnswer>('/photometry/calculate', request, { silent: true });

/**
 * The photometric file of the record's chosen fixture (`GET /api/lamps/{id}`), which the check
 * opens with; null when it has none. Asked only while `enabled` (the check is open).
 */
export const useChosenFixtureFile = (lampId: number | null | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['fixture-file', lampId],
    queryFn: () => api.get<FixtureDetail>(`/lamps/${lampId}`, undefined, { silent: true }),
    select: (fixture) => fixture.photometryId,
    enabled: enabled && !!lampId,
  });
