import { PHOTOMETRY_REFUSALS, type PhotometryRefusal } from '@lampsheet/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/**
 * A refused file in the user's language: the server names the reason, its line and what stood
 * there (`params`), the words are the catalogue's (`check.refusal.*`); any other failure its message.
 */
export function refusalText(error: Error, t: TFunction): string {
  const p = error instanceof ApiError ? error.params : undefined;
  const reason = p?.reason;
  if (typeof reason !== 'string' || !(PHOTOMETRY_REFUSALS as readonly string[]).includes(reason)) return error.message;
  const found = p!.found === null || p!.found === undefined ? '' : t('check.refusalFound', { found: p!.found });
  return t('check.refused', { file: p!.file ?? '', line: p!.line ?? '', reason: t(`check.refusal.${reason as PhotometryRefusal}`), found });
}
