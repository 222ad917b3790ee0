/**
 * Saving the record: save draft, generate (save, then write the sheet and show it in a new tab)
 * and save as a copy. Checks the form by the shared save rules (point 5) before any call, shows
 * the server's message or the stale-write notice (409), and goes back to the list when done.
 */
import { lampparamFailures, message as messageText, type DictEntry } from '@lampsheet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { generatePdf, saveLampparam } from '@/api/lampparams';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { notifySaved } from '@/lib/saved-record';
import { toSubmit, validationInput } from '../utils/editor-form';
import { type EditorRecord } from './use-editor-record';
import { useLang } from './use-lang';

export type SaveKind = 'draft' | 'generate' | 'saveAs';

export function useSaveRecord({
  record,
  colourType,
  number,
  colourCodeText,
  powerNo,
  userId,
  backHref,
  onInvalid,
}: {
  record: EditorRecord;
  /** The colour type chosen in the form (its dictionary entry). */
  colourType: DictEntry | undefined;
  /** The live lamp parameter number, its colour code and power number (`useLiveNumber`). */
  number: string;
  colourCodeText: string;
  powerNo: string | null;
  /** The signed-in user, the creator of a record generated here. */
  userId: number | undefined;
  /** Where the editor goes after a save: the project's lamp parameter list. */
  backHref: string;
  /** Save rules failed on these fields, in the specification's order (the editor marks them and brings the first into view). */
  onInvalid: (failures: { field: string; message: string }[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<SaveKind | null>(null);
  const { form, setForm, setEditStatus, setCreatedBy, setConflict } = record;

  async function save(kind: SaveKind) {
    const dataStatus = kind === 'draft' ? 1 : 2;
    const failures = lampparamFailures(validationInput(form, dataStatus, colourType)).map((f) => ({ field: f.field, message: messageText(f.key, lang) }));
    if (failures[0]) {
      // the toast says the first (the specification's order), every field shows its own
      notifyError(failures[0].message);
      onInvalid(failures);
      return;
    }
    const reCopy = kind === 'saveAs' ? 1 : 0;
    const body = toSubmit(form, dataStatus, { lampparamNo: form.customLampparmnoFlag ? (form.customLampparmNo ?? '') : number, colorTempeNo: colourCodeText, powerNo }, reCopy);
    // Opened while the click still counts as the user's, so the sheet's tab is not blocked.
    const sheetTab = kind === 'generate' ? window.open('', '_blank') : null;
    setBusy(kind);
    setConflict(false);
    let savedId: number | undefined;
    try {
      // silent: the editor shows the server's message itself, and a conflict (409) its own
      const answer = await saveLampparam(body, reCopy, { silent: true });
      savedId = answer.id;
      if (kind === 'generate') {
        setForm((f) => ({ ...f, id: answer.id, updateDate: answer.updateDate }));
        setEditStatus(2);
        setCreatedBy((c) => c ?? userId);
        const pdf = await generatePdf(answer.id, { silent: true });
        if (sheetTab) sheetTab.location.href = pdf.url;
        else window.open(pdf.url, '_blank');
      }
      // the toast names the record by its type mark and number as saved (custom or built), and warns of the same number elsewhere
      notifySaved(answer, (no) => `${messageText('ok', lang)} ${t(`editor.saved.${kind}`, { no })}`, t);
      // the list and this record changed on the server
      await queryClient.invalidateQueries({ queryKey: ['lampparams'] });
      void navigate(backHref);
    } catch (error) {
      sheetTab?.close();
      if (error instanceof ApiError && error.status === 409 && error.field === 'typeMark') {
        notifyError(error.message);
        onInvalid([{ field: 'typeMark', message: error.message }]);
      } else if (error instanceof ApiError && error.status === 409) setConflict(true);
      else if (kind === 'generate' && savedId !== undefined) notifyError(t('editor.pdfFailed', { message: (error as Error).message }));
      else notifyError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  return { busy, save };
}
