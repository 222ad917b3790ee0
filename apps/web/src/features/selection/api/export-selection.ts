import type { SelectionExportRequest, SelectionRequest } from '@lampsheet/contracts';
import { apiDownload } from '@/lib/api-client';

/**
 * `POST /api/contests/tyList/export`: every row of the search (not one page) as an XLSX with the
 * given columns, in the language of the page; saved by the browser under the server's name.
 */
export async function exportSelection(request: SelectionRequest, columns: string[]): Promise<string> {
  const { page: _page, ...filters } = request;
  const body: SelectionExportRequest = { ...filters, columns };
  const { blob, fileName } = await apiDownload('/contests/tyList/export', { method: 'POST', json: body });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
