import type { CreateTyAnswer } from '@lampsheet/contracts';
import type { TFunction } from 'i18next';
import { notifySuccess, notifyWarning } from './notify';

/**
 * Says that a record was saved, named by its type mark and number ("Draft L03 XQD10W024 saved"),
 * and warns when another record of the project has the same number: allowed (the number rule is
 * the specification's), but two records with one number are told apart only by their type marks.
 * The editor's save and Make both say it so.
 */
export function notifySaved(answer: CreateTyAnswer, savedText: (no: string) => string, t: TFunction): void {
  notifySuccess(savedText(`${answer.typeMark} ${answer.lampparamNo}`));
  if (answer.sameNumber.length) notifyWarning(t('editor.sameNumber', { no: answer.lampparamNo, marks: answer.sameNumber.map((m) => m.typeMark).join(t('editor.listSeparator')) }));
}
