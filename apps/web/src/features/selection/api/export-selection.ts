import type { SelectionExportRequest, SelectionRequest } from '@lampsheet/contracts';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/**
 * `POST /api/contests/tyList/export`: every row of the search (not one page) as an XLSX with the
 * given columns, in the language of the page; saved by the browser under the server's name.
 */
export async function exportSelection(request: SelectionRequest, columns: string[]): Promise<string> {
  const { page: _page, ...filters } = request;
  const body: SelectionExportRequest = { ...filters, columns };
  const { blob, fileName } = await apiDownload('/contests/tyList/export', { json: body });
  const name = fileName ?? 'selection.xlsx';
  saveFile(blob, name);
  return name;
}
