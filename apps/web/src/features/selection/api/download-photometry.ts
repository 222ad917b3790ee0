import type { PhotometryDownloadFormat } from '@lampsheet/contracts';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** `GET /api/photometry/{id}/download?format=ies|ldt`: the fixture's photometric file, saved under the fixture's name. */
export async function downloadPhotometry(photometryId: number, format: PhotometryDownloadFormat): Promise<void> {
  const file = await apiDownload(`/photometry/${photometryId}/download`, { query: { format } });
  saveFile(file.blob, file.fileName ?? `photometry.${format}`);
}

/** `GET /api/lamps/{id}/gldf`: the fixture as a GLDF container, saved under the fixture's name. */
export async function downloadFixtureGldf(lampId: number): Promise<void> {
  const file = await apiDownload(`/lamps/${lampId}/gldf`);
  saveFile(file.blob, file.fileName ?? `fixture-${lampId}.gldf`);
}
