import type { PhotometryDownloadFormat } from '@lampsheet/contracts';
import { apiDownload } from '@/lib/api-client';

/** `GET /api/photometry/{id}/download?format=ies|ldt`: the fixture's photometric file, saved under the fixture's name. */
export const downloadPhotometry = (photometryId: number, format: PhotometryDownloadFormat) =>
  apiDownload(`/photometry/${photometryId}/download`, { format }, `photometry.${format}`);
