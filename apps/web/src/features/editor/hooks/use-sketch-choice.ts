/**
 * Choosing the record's sketches: a surface sketch from the dialog (re-routing the address the
 * way the product does: templateType 1 `text=custom&item=…&flag=1`, 2 the generic `#currency`
 * form), a custom surface picture with the letters of its type, a lamp sketch or a custom lamp
 * picture. Says in a toast what a new surface cleared, and gives the size letters the form shows.
 */
import { type DictEntry } from '@lampsheet/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyWarning } from '@/lib/notify';
import {
  applyCustomLamp,
  applyLampSketch,
  chooseCustomSurface,
  chooseSurfaceSketch,
  shownLampLetters,
  surfaceLetters,
  type ChosenLampSketch,
  type ChosenSketch,
  type SketchChange,
} from '../utils/editor-form';
import { type EditorRecord } from './use-editor-record';

export function useSketchChoice({
  record,
  query,
  lampTypes,
  onSurfaceChange,
}: {
  record: EditorRecord;
  /** The query the editor was opened with; a re-route keeps it. */
  query: URLSearchParams;
  /** The lamp type dictionary (its `dictExtra` is the lamp number of the number). */
  lampTypes: DictEntry[] | undefined;
  /** Called when a new surface is chosen (the lamp library starts again from its first page). */
  onSurfaceChange: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, setForm, sketch, setSketch, lampSketch, setLampSketch } = record;
  const [customLetters, setCustomLetters] = useState<string[]>([]);

  /** The size letters the form shows: the sketch's, or those of a custom picture's type. */
  const letters = useMemo(
    () => (sketch ? surfaceLetters(sketch.sketchAttr) : surfaceLetters(JSON.stringify(customLetters))),
    [sketch, customLetters],
  );
  /** The lamp size letters: the lamp sketch's, or L, W, D for a custom lamp picture. */
  const lampDims = shownLampLetters(form, lampSketch ? lampSketch.lampAttr : null, !lampSketch && !!form.lampSketchPath);

  /** Says in a toast what a new surface cleared, if it cleared anything the designer entered. */
  const reportCleared = (change: SketchChange) => {
    const parts: string[] = [];
    if (change.clearedTargets) parts.push(t('editor.cleared.targets'));
    if (change.clearedSizes.length) parts.push(t('editor.cleared.sizes', { letters: change.clearedSizes.join(', ') }));
    if (!parts.length) return;
    notifyWarning(t(change.typeChanged ? 'editor.cleared.typeChanged' : 'editor.cleared.sketchChanged', { what: parts.join(t('editor.cleared.and')) }));
  };

  const chooseSketch = (s: ChosenSketch) => {
    onSurfaceChange();
    setSketch(s);
    setCustomLetters([]);
    const change = chooseSurfaceSketch(form, s);
    setForm(change.form);
    reportCleared(change);
    const next = new URLSearchParams(query);
    if (s.templateType === 2) {
      // the generic ("currency") form, recognised by the hash
      void navigate({ search: location.search, hash: 'currency' }, { replace: true });
      return;
    }
    next.set('text', 'custom');
    next.set('item', JSON.stringify(s));
    next.set('flag', '1');
    void navigate({ pathname: paths.custom.path, search: `?${next.toString()}`, hash: '' }, { replace: true });
  };

  const customSurface = (contestTypeId: number, savePath: string, typeLetters: string[]) => {
    onSurfaceChange();
    setSketch(null);
    const shown = typeLetters.length ? typeLetters : ['H', 'W', 'D'];
    setCustomLetters(shown);
    const change = chooseCustomSurface(form, contestTypeId, savePath, shown);
    setForm(change.form);
    reportCleared(change);
  };

  const lampNoOf = (typeId: number | null | undefined) => lampTypes?.find((d) => d.id === typeId)?.dictExtra ?? null;

  const chooseLamp = (s: ChosenLampSketch) => {
    setLampSketch(s);
    setForm((f) => applyLampSketch(f, s, lampNoOf(s.lampType)));
  };

  const customLamp = (typeId: number, savePath: string) => {
    setLampSketch(null);
    setForm((f) => applyCustomLamp(f, typeId, lampNoOf(typeId), savePath));
  };

  return { letters, lampDims, chooseSketch, customSurface, chooseLamp, customLamp };
}
