import type { ImportJob, ImportRowError } from '@lampsheet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/auth-token';
import { currentLanguage } from '@/lib/i18n';

export type ImportOutcome = { kind: 'started'; job: ImportJob } | { kind: 'refused'; message: string; errors: ImportRowError[] };

/**
 * `POST /api/admin/import` (multipart: `spreadsheet` and `files`). A refused import (400 with the
 * row errors) is an answer the page shows, not a failure, so this call reads the envelope
 * itself instead of going through the shared client (which keeps only the message).
 */
export async function startImport(input: { spreadsheet: File; files: File[] }): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('spreadsheet', input.spreadsheet, input.spreadsheet.name);
  for (const f of input.files) body.append('files', f, f.name);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch('/api/admin/import', { method: 'POST', body, headers, credentials: 'same-origin' });
  const payload = (await response.json().catch(() => undefined)) as
    | { success: boolean; data?: ImportJob; code?: string; message?: string; errors?: ImportRowError[] }
    | undefined;
  if (response.ok && payload?.success && payload.data) return { kind: 'started', job: payload.data };
  if (response.status === 400 && payload && Array.isArray(payload.errors)) {
    return { kind: 'refused', message: payload.message ?? '', errors: payload.errors };
  }
  throw new ApiError(payload?.code ?? 'HTTP_ERROR', response.status, payload?.message ?? `HTTP ${response.status}`);
}

export const useStartImport = () => useMutation({ mutationFn: startImport });
