import { apiDownload, type DownloadedFile, type DownloadProgress } from '@/lib/api-client';

export type ScheduleFormat = 'xlsx' | 'pdf';

/**
 * `GET /api/projects/{id}/schedule.{xlsx|pdf}`: the project's luminaire schedule in the interface's
 * language, read as it streams in (the PDF of a big project holds every generated sheet).
 */
export const downloadSchedule = (
  projectId: number,
  format: ScheduleFormat,
  options: { signal?: AbortSignal; onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<DownloadedFile> => apiDownload(`/projects/${projectId}/schedule.${format}`, options);
